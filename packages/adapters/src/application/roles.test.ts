import { beforeEach, describe, expect, it } from 'vitest';
import {
  Messages,
  PERMISSION_CODES,
  RoleUseCases,
  type Actor,
  type Role,
} from '@estudio/domain';
import { FixedClock, InMemoryRoleRepository } from '../memory/index.js';
import { failureOf } from './test-kit.js';

const NOW = '2026-02-01T12:00:00.000Z';
const m = Messages.rolesAndUsers;

const admin: Actor = { uid: 'sara', email: 'sara@estudio.example', roleCodes: [], keys: new Set(['ADMIN_ROLES']) };
const outsider: Actor = { ...admin, keys: new Set(['ADMIN_USERS']) };

const ROLES: Role[] = [
  { id: 'r-est', name: 'Estratega', permissions: ['estrategia', 'codigo_viejo'], timestamp: null },
  { id: 'r-adm', name: 'administrador de marcas', permissions: ['deshabilitar_marca'], timestamp: null },
];


describe('RoleUseCases', () => {
  let roles: InMemoryRoleRepository;
  let service: RoleUseCases;

  beforeEach(() => {
    roles = new InMemoryRoleRepository(ROLES);
    service = new RoleUseCases(roles, new FixedClock(NOW));
  });

  const expectUntouched = async (): Promise<void> => {
    expect(await roles.list()).toEqual(ROLES);
  };

  it('lists the roles by name, with stored unknown codes as they are', async () => {
    const list = await service.list(admin);
    expect(list.map((r) => r.id)).toEqual(['r-adm', 'r-est']);
    expect(list[1]?.permissions).toEqual(['estrategia', 'codigo_viejo']);
  });

  it('creates a role with a trimmed name, known codes without repeats and the clock time', async () => {
    const created = await service.create(admin, {
      name: '  Editor ',
      permissions: ['editar_articulo', 'metricas', 'editar_articulo'],
    });
    expect(created).toEqual({
      id: 'role-1',
      name: 'Editor',
      permissions: ['editar_articulo', 'metricas'],
      timestamp: new Date(NOW),
    });
    expect(await roles.get('role-1')).toEqual(created);
  });

  it('ignores a blank name', async () => {
    expect(await service.create(admin, { name: '  ', permissions: ['metricas'] })).toBeNull();
    await expectUntouched();
  });

  it('refuses unknown codes, listing the valid ones, and writes nothing', async () => {
    const error = await failureOf(service.create(admin, { name: 'X', permissions: ['metricas', 'volar'] }));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe(m.addRole);
    expect(error.details).toEqual({ unknown: ['volar'], valid: PERMISSION_CODES });
    const update = await failureOf(service.updatePermissions(admin, 'r-est', ['volar']));
    expect(update.message).toBe(m.updatePermissions);
    await expectUntouched();
  });

  it('replaces the permissions of a role', async () => {
    await service.updatePermissions(admin, 'r-est', ['estrategia', 'metricas']);
    expect((await roles.get('r-est'))?.permissions).toEqual(['estrategia', 'metricas']);
  });

  it('deletes a role', async () => {
    await service.delete(admin, 'r-adm');
    expect((await roles.list()).map((r) => r.id)).toEqual(['r-est']);
  });

  it('wraps each failure in its catalogue message and writes nothing', async () => {
    roles.failNext('list');
    expect((await failureOf(service.list(admin))).message).toBe(m.loadRoles);
    roles.failNext('create');
    expect((await failureOf(service.create(admin, { name: 'X', permissions: [] }))).message).toBe(m.addRole);
    roles.failNext('updatePermissions');
    expect((await failureOf(service.updatePermissions(admin, 'r-est', []))).message).toBe(m.updatePermissions);
    expect((await failureOf(service.updatePermissions(admin, 'no-existe', []))).message).toBe(
      m.updatePermissions,
    );
    roles.failNext('delete');
    const error = await failureOf(service.delete(admin, 'r-est'));
    expect(error.message).toBe(m.deleteRole);
    expect(error.kind).toBe('upstream');
    await expectUntouched();
  });

  it('needs ADMIN_ROLES for every action', async () => {
    for (const attempt of [
      service.list(outsider),
      service.create(outsider, { name: 'X', permissions: [] }),
      service.updatePermissions(outsider, 'r-est', []),
      service.delete(outsider, 'r-est'),
    ]) {
      expect((await failureOf(attempt)).kind).toBe('forbidden');
    }
    await expectUntouched();
  });
});
