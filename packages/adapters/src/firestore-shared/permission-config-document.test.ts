import { describe, expect, it } from 'vitest';
import { permissionConfigFromDocument, permissionConfigToDocument } from './permission-config-document.js';

describe('permission configuration documents', () => {
  it('read keys holding one code or a list, unknown keys and codes included', () => {
    expect(
      permissionConfigFromDocument({ ADMIN_ROLES: 'acceso_total', STRATEGY: ['estrategia', 7], FUTURE_KEY: ['x'] }),
    ).toEqual({ ADMIN_ROLES: 'acceso_total', STRATEGY: ['estrategia'], FUTURE_KEY: ['x'] });
  });

  it('drop values no key could be held through', () => {
    expect(permissionConfigFromDocument({ METRICS: 3, SOCIAL_MEDIA: null, STRATEGY: { a: 1 } })).toEqual({});
  });

  it('store the configuration as it is', () => {
    expect(permissionConfigToDocument({ METRICS: ['metricas'], ADMIN_USERS: undefined })).toEqual({
      METRICS: ['metricas'],
    });
  });
});
