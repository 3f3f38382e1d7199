import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { can, requirePermission } from './actor.js';
import type { Actor } from './actor.js';
import {
  ASSIGNABLE_CODE,
  DEFAULT_PERMISSION_CONFIG,
  DEMO_ROLES,
  PERMISSION_CODES,
  PERMISSION_KEYS,
  SUPERADMIN_CODE,
  isPermissionCode,
  isPermissionKey,
} from './catalogue.js';

describe('the permission catalogue', () => {
  it('configures every key, each with acceso_total', () => {
    expect(Object.keys(DEFAULT_PERMISSION_CONFIG).sort()).toEqual([...PERMISSION_KEYS].sort());
    for (const codes of Object.values(DEFAULT_PERMISSION_CONFIG)) expect(codes).toContain(SUPERADMIN_CODE);
  });

  it('maps keys only to known codes, and never to the assignable marker', () => {
    for (const codes of Object.values(DEFAULT_PERMISSION_CONFIG)) {
      for (const code of codes) expect(isPermissionCode(code)).toBe(true);
      expect(codes).not.toContain(ASSIGNABLE_CODE);
    }
  });

  it('keeps the admin-only keys for acceso_total alone', () => {
    for (const key of ['ADMIN_BRANDS_ALL', 'ADMIN_ROLES', 'ADMIN_USERS'] as const) {
      expect(DEFAULT_PERMISSION_CONFIG[key]).toEqual([SUPERADMIN_CODE]);
    }
  });

  it('seeds six demo roles with distinct ids and names and known codes', () => {
    expect(DEMO_ROLES.map((r) => r.name)).toEqual([
      'Superadministrador',
      'Estratega',
      'Diseñador',
      'Gestor de contenido',
      'Administrador de marcas',
      'Cliente revisor',
    ]);
    expect(new Set(DEMO_ROLES.map((r) => r.id)).size).toBe(6);
    for (const role of DEMO_ROLES) for (const code of role.permissions) expect(isPermissionCode(code)).toBe(true);
  });

  it('recognises exactly the catalogued codes and keys', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isPermissionCode(text)).toBe((PERMISSION_CODES as readonly string[]).includes(text));
        expect(isPermissionKey(text)).toBe((PERMISSION_KEYS as readonly string[]).includes(text));
      }),
    );
    expect(isPermissionCode('subir_video')).toBe(true);
    expect(isPermissionKey('VIDEO_UPLOAD')).toBe(true);
    expect(isPermissionKey('subir_video')).toBe(false);
  });
});

describe('the actor', () => {
  const actor: Actor = {
    uid: 'u1',
    email: 'ana@estudio.test',
    roleCodes: ['metricas'],
    keys: new Set(['METRICS']),
  };

  it('can do what its keys allow and nothing else', () => {
    expect(can(actor, 'METRICS')).toBe(true);
    expect(can(actor, 'ADMIN_USERS')).toBe(false);
  });

  it('is refused with a forbidden error naming the key', () => {
    expect(() => requirePermission(actor, 'METRICS')).not.toThrow();
    try {
      requirePermission(actor, 'ADMIN_USERS');
      expect.unreachable('requirePermission should have refused');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        kind: 'forbidden',
        message: 'No tienes permiso para realizar esta acción.',
        details: { key: 'ADMIN_USERS' },
      });
    }
  });

  it('is refused with the message the caller gives', () => {
    expect(() =>
      requirePermission(actor, 'VIEW_REQUIREMENTS', 'No tiene permisos para ver los requerimientos.'),
    ).toThrow('No tiene permisos para ver los requerimientos.');
  });
});
