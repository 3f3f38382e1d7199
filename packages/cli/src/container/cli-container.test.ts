import { createMemoryAdapters, memoryPortBindings } from '@estudio/adapters';
import {
  BrandAdministration,
  DEFAULT_PERMISSION_CONFIG,
  PermissionConfiguration,
  RequirementLists,
  RoleAdministration,
  UserAdministrationService,
  actorFor,
} from '@estudio/domain';
import { describe, expect, it } from 'vitest';
import { createCliContainer } from './cli-container.js';

const superadmin = () =>
  actorFor({ uid: 'admin', email: 'admin@estudio.test' }, ['acceso_total'], DEFAULT_PERMISSION_CONFIG).actor;

describe('the CLI container', () => {
  it('resolves every use case the CLI drives, once per container', () => {
    const container = createCliContainer(memoryPortBindings(createMemoryAdapters()));
    for (const service of [
      BrandAdministration,
      UserAdministrationService,
      RoleAdministration,
      PermissionConfiguration,
      RequirementLists,
    ]) {
      const first = container.get<object>(service);
      expect(first).toBeInstanceOf(service);
      expect(container.get<object>(service)).toBe(first);
    }
  });

  it('wires the use cases to the bound adapters', async () => {
    const adapters = createMemoryAdapters(new Date('2026-11-21T09:00:00Z'));
    const container = createCliContainer(memoryPortBindings(adapters));

    const role = await container.get(RoleAdministration).create(superadmin(), {
      name: 'Revisor',
      permissions: ['ver_requerimientos'],
    });

    expect(role).not.toBeNull();
    const stored = await adapters.roles.list();
    expect(stored.map((r) => [r.name, r.permissions, r.timestamp?.toISOString()])).toEqual([
      ['Revisor', ['ver_requerimientos'], '2026-11-21T09:00:00.000Z'],
    ]);
  });
});
