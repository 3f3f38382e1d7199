import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERMISSION_CONFIG, PERMISSION_CODES } from '../permissions/catalogue.js';
import { Messages } from '../messages.js';
import { RoleUseCases } from './roles.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { type Actor } from '../permissions/actor.js';
import { type Role } from '../roles/role.js';
import { type User } from '../users/user.js';
import {
  FixedClock,
  InMemoryPermissionConfigRepository,
  InMemoryRoleRepository,
  InMemoryUserRepository,
} from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';

const NOW = '2026-02-01T12:00:00.000Z';
const m = Messages.rolesAndUsers;

const admin: Actor = { uid: 'sara', email: 'sara@estudio.example', roleCodes: [], keys: new Set(['ADMIN_ROLES']) };
const outsider: Actor = { ...admin, keys: new Set(['ADMIN_USERS']) };

const ROLES: Role[] = [
  { id: 'r-est', name: 'Estratega', permissions: ['estrategia', 'codigo_viejo'], timestamp: null },
  { id: 'r-adm', name: 'administrador de marcas', permissions: ['deshabilitar_marca'], timestamp: null },
  { id: 'r-libre', name: 'Sin usuarios', permissions: ['metricas'], timestamp: null },
];

const user = (uid: string, role: string, extra: Partial<User> = {}): User => ({
  uid,
  email: `${uid}@estudio.example`,
  firstName: uid,
  lastName: 'Prueba',
  role,
  status: 'active',
  createdAt: null,
  lastLoginAt: null,
  ...extra,
});
/** Eva holds Estratega; the brand administrator role is held only by a disabled user. */
const USERS: User[] = [
  user('eva', 'r-est', { email: 'Eva@Estudio.example' }),
  user('off', 'r-adm', { status: 'disabled' }),
  user('nadie', ''),
];

describe('RoleUseCases', () => {
  let roles: InMemoryRoleRepository;
  let users: InMemoryUserRepository;
  let config: InMemoryPermissionConfigRepository;
  let service: RoleUseCases;

  beforeEach(() => {
    roles = new InMemoryRoleRepository(ROLES);
    users = new InMemoryUserRepository(USERS);
    config = new InMemoryPermissionConfigRepository(null);
    service = new RoleUseCases(roles, users, config, new FixedClock(NOW));
  });

  const expectUntouched = async (): Promise<void> => {
    expect(await roles.list()).toEqual(ROLES);
    expect(await users.list()).toEqual(USERS);
  };

  it('lists the roles by name, with stored unknown codes as they are', async () => {
    const list = await service.list(admin);
    expect(list.map((r) => r.id)).toEqual(['r-adm', 'r-est', 'r-libre']);
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

  it('refuses a name a stored role bears, whatever its case and blanks, and writes nothing', async () => {
    for (const name of ['Estratega', '  ESTRATEGA ', 'Administrador de Marcas']) {
      const error = await failureOf(service.create(admin, { name, permissions: ['metricas'] }));
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe(m.roleNameTaken);
      expect(error.details).toMatchObject({ name: name.trim() });
    }
    await expectUntouched();
  });

  it('refuses a role name past its cap or with control characters, and writes nothing', async () => {
    expect(
      await failureOf(service.create(admin, { name: 'R'.repeat(TEXT_LIMITS.name + 1), permissions: [] })),
    ).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.name) });
    expect(await failureOf(service.create(admin, { name: 'Rol\u202eevil', permissions: [] }))).toMatchObject({
      kind: 'validation',
      message: Messages.validation.controlCharacters,
    });
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

  it('refuses to take ADMIN_USERS or ADMIN_ROLES from the role of the last active administrator, and writes nothing', async () => {
    await roles.create({ name: 'Superadministrador', permissions: ['acceso_total'], timestamp: new Date(NOW) });
    const superRole = (await roles.list()).find((role) => role.name === 'Superadministrador')!;
    await users.save(user('jefa', superRole.id));
    const update = vi.spyOn(roles, 'updatePermissions');

    const error = await failureOf(service.updatePermissions(admin, superRole.id, ['metricas']));
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe(Messages.endpoints.lastAdministrator);
    expect(update).not.toHaveBeenCalled();
    expect((await roles.get(superRole.id))?.permissions).toEqual(['acceso_total']);

    // With a second administrator under another role, the change goes through.
    await roles.create({ name: 'Otra administración', permissions: ['acceso_total'], timestamp: new Date(NOW) });
    const other = (await roles.list()).find((role) => role.name === 'Otra administración')!;
    await users.save(user('segunda', other.id));
    await service.updatePermissions(admin, superRole.id, ['metricas']);
    expect((await roles.get(superRole.id))?.permissions).toEqual(['metricas']);
  });

  it('deletes a role nobody holds', async () => {
    await service.delete(admin, 'r-libre');
    expect((await roles.list()).map((r) => r.id)).toEqual(['r-est', 'r-adm']);
  });

  it('refuses to delete a role a user holds, even a disabled one, and keeps the role and its users', async () => {
    const remove = vi.spyOn(roles, 'delete');
    for (const [roleId, holders] of [
      ['r-est', 1],
      ['r-adm', 1],
    ] as const) {
      const error = await failureOf(service.delete(admin, roleId));
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe(m.roleInUse);
      expect(error.details).toEqual({ roleId, holders });
    }
    expect(remove).not.toHaveBeenCalled();
    await expectUntouched();
  });

  it('wraps each failure in its catalogue message and writes nothing', async () => {
    roles.failNext('list');
    expect((await failureOf(service.list(admin))).message).toBe(m.loadRoles);
    roles.failNext('create');
    expect((await failureOf(service.create(admin, { name: 'X', permissions: [] }))).message).toBe(m.addRole);
    roles.failNext('list');
    expect((await failureOf(service.create(admin, { name: 'X', permissions: [] }))).message).toBe(m.addRole);
    roles.failNext('updatePermissions');
    expect((await failureOf(service.updatePermissions(admin, 'r-est', []))).message).toBe(m.updatePermissions);
    expect((await failureOf(service.updatePermissions(admin, 'no-existe', []))).message).toBe(m.updatePermissions);
    roles.failNext('delete');
    const error = await failureOf(service.delete(admin, 'r-libre'));
    expect(error.message).toBe(m.deleteRole);
    expect(error.kind).toBe('upstream');
    users.failNext('list');
    expect((await failureOf(service.delete(admin, 'r-libre'))).message).toBe(m.deleteRole);
    await expectUntouched();
  });

  describe('accessOf', () => {
    it('finds a user by e-mail in any case, or by uid, with what their role grants', async () => {
      const access = await service.accessOf(admin, ' eva@ESTUDIO.example');
      expect(access.user.uid).toBe('eva');
      expect(access.role?.id).toBe('r-est');
      expect([...access.resolved.keys].sort()).toEqual(['SAVE_BRAND', 'SOCIAL_MEDIA', 'STRATEGY']);
      expect(access.resolved.usedDefault).toBe(true);
      expect(access.actor).toMatchObject({
        uid: 'eva',
        email: 'Eva@Estudio.example',
        roleCodes: ['estrategia', 'codigo_viejo'],
      });
      expect(access.actor.keys).toEqual(access.resolved.keys);
      expect((await service.accessOf(admin, 'off')).user.status).toBe('disabled');
    });

    it('resolves under the stored configuration when there is one', async () => {
      await config.save({ ...DEFAULT_PERMISSION_CONFIG, METRICS: ['estrategia'] });
      const access = await service.accessOf(admin, 'eva@estudio.example');
      expect(access.resolved.usedDefault).toBe(false);
      expect(access.actor.keys.has('METRICS')).toBe(true);
    });

    it('grants nothing through a missing or deleted role', async () => {
      expect((await service.accessOf(admin, 'nadie')).role).toBeNull();
      await roles.delete('r-adm');
      const access = await service.accessOf(admin, 'off@estudio.example');
      expect(access.role).toBeNull();
      expect(access.actor.keys.size).toBe(0);
    });

    it('refuses an unknown user, and wraps read failures', async () => {
      const error = await failureOf(service.accessOf(admin, 'fantasma@estudio.example'));
      expect(error.kind).toBe('not-found');
      expect(error.message).toBe(m.userNotFound);
      users.failNext('findByEmail');
      expect((await failureOf(service.accessOf(admin, 'eva@estudio.example'))).message).toBe(m.loadRoles);
      config.failNext('get');
      expect((await failureOf(service.accessOf(admin, 'eva@estudio.example'))).kind).toBe('upstream');
    });
  });

  it('needs ADMIN_ROLES for every action', async () => {
    for (const attempt of [
      service.list(outsider),
      service.create(outsider, { name: 'X', permissions: [] }),
      service.updatePermissions(outsider, 'r-est', []),
      service.delete(outsider, 'r-libre'),
      service.accessOf(outsider, 'eva@estudio.example'),
    ]) {
      expect((await failureOf(attempt)).kind).toBe('forbidden');
    }
    await expectUntouched();
  });
});
