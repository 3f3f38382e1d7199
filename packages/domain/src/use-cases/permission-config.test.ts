import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSION_CONFIG, type PermissionConfig } from '../permissions/catalogue.js';
import { Messages } from '../messages.js';
import { PermissionConfigUseCases } from './permission-config.js';
import { type Actor } from '../permissions/actor.js';
import { InMemoryPermissionConfigRepository, RecordingLogger } from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';

const admin: Actor = { uid: 'sara', email: 'sara@estudio.example', roleCodes: [], keys: new Set(['ADMIN_ROLES']) };
const outsider: Actor = { ...admin, keys: new Set(['ADMIN_USERS']) };
const CUSTOM: PermissionConfig = { STRATEGY: 'estrategia', ADMIN_USERS: ['acceso_total', 'estrategia'] };

describe('PermissionConfigUseCases', () => {
  let repo: InMemoryPermissionConfigRepository;
  let logger: RecordingLogger;
  let service: PermissionConfigUseCases;

  beforeEach(() => {
    repo = new InMemoryPermissionConfigRepository(null);
    logger = new RecordingLogger();
    service = new PermissionConfigUseCases(repo, logger);
  });

  it('falls back to the default when there is no document, and logs it', async () => {
    expect(await service.current()).toEqual({ config: DEFAULT_PERMISSION_CONFIG, usedDefault: true });
    expect(logger.warnings.map((e) => e.message)).toEqual(['no se encontró la configuración de permisos']);
  });

  it('gives the stored document without logging', async () => {
    await repo.save(CUSTOM);
    expect(await service.current()).toEqual({ config: CUSTOM, usedDefault: false });
    expect(logger.entries).toEqual([]);
  });

  it('refuses a read failure instead of taking it for an absence', async () => {
    repo.failNext('get');
    const error = await failureOf(service.current());
    expect(error.message).toBe(Messages.rolesAndUsers.loadRoles);
    expect(logger.entries).toEqual([]);
  });

  it('writes the default when there is none', async () => {
    expect(await service.initDefault(admin)).toBe(true);
    expect(await repo.get()).toEqual(DEFAULT_PERMISSION_CONFIG);
  });

  it('keeps an existing document unless asked to overwrite it', async () => {
    await repo.save(CUSTOM);
    expect(await service.initDefault(admin)).toBe(false);
    expect(await repo.get()).toEqual(CUSTOM);
    expect(await service.initDefault(admin, { overwrite: true })).toBe(true);
    expect(await repo.get()).toEqual(DEFAULT_PERMISSION_CONFIG);
  });

  it('wraps failures and writes nothing', async () => {
    repo.failNext('save');
    expect((await failureOf(service.initDefault(admin))).message).toBe(Messages.rolesAndUsers.updatePermissions);
    repo.failNext('get');
    expect((await failureOf(service.initDefault(admin))).message).toBe(Messages.rolesAndUsers.updatePermissions);
    expect(await repo.get()).toBeNull();
  });

  it('needs ADMIN_ROLES to write', async () => {
    expect((await failureOf(service.initDefault(outsider))).kind).toBe('forbidden');
    expect(await repo.get()).toBeNull();
  });
});
