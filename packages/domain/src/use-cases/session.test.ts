import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSION_CONFIG, PERMISSION_KEYS } from '../permissions/catalogue.js';
import { type DomainError } from '../shared/errors.js';
import { Messages } from '../messages.js';
import { SessionUseCases, type Session } from './session.js';
import { type AuthIdentity } from '../ports/authenticator.js';
import { type Role } from '../roles/role.js';
import { type User } from '../users/user.js';
import {
  FixedClock,
  InMemoryAuthenticator,
  InMemoryPermissionConfigRepository,
  InMemoryRoleRepository,
  InMemoryUserRepository,
  RecordingLogger,
} from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';

const NOW = '2026-02-01T12:00:00.000Z';
const HOUR = 60 * 60 * 1000;

const user = (uid: string, extra: Partial<User> = {}): User => ({
  uid,
  email: `${uid}@estudio.example`,
  firstName: 'Ana',
  lastName: 'Pérez',
  role: 'estratega',
  status: 'active',
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  lastLoginAt: null,
  ...extra,
});

const ROLES: Role[] = [
  { id: 'estratega', name: 'Estratega', permissions: ['estrategia', 'codigo_viejo'], timestamp: null },
  { id: 'super', name: 'Superadministrador', permissions: ['acceso_total'], timestamp: null },
];

/** Lets pending promise callbacks run: the twins answer in microtasks, so these turns drain what a call started. */
const tick = async (): Promise<void> => {
  for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
};

describe('SessionUseCases', () => {
  let clock: FixedClock;
  let auth: InMemoryAuthenticator;
  let users: InMemoryUserRepository;
  let roles: InMemoryRoleRepository;
  let config: InMemoryPermissionConfigRepository;
  let logger: RecordingLogger;
  let service: SessionUseCases;

  beforeEach(() => {
    clock = new FixedClock(NOW);
    auth = new InMemoryAuthenticator({
      clock,
      accounts: [
        { uid: 'ana', email: 'ana@estudio.example', password: 'secreto', disabled: false },
        { uid: 'off', email: 'off@estudio.example', password: 'secreto', disabled: false },
        { uid: 'ghost', email: 'ghost@estudio.example', password: 'secreto', disabled: false },
        { uid: 'locked', email: 'locked@estudio.example', password: 'secreto', disabled: true },
      ],
    });
    users = new InMemoryUserRepository([user('ana'), user('off', { status: 'disabled' })]);
    roles = new InMemoryRoleRepository(ROLES);
    config = new InMemoryPermissionConfigRepository(DEFAULT_PERMISSION_CONFIG);
    logger = new RecordingLogger();
    service = new SessionUseCases(auth, users, roles, config, clock, logger);
  });

  describe('signIn', () => {
    it('checks the terms before calling the sign-in service', async () => {
      const error = await failureOf(service.signIn('ana@estudio.example', 'secreto', false));
      expect(error.message).toBe(Messages.auth.termsRequired);
      expect(error.kind).toBe('validation');
      expect(auth.currentIdentity()).toBeNull();
    });

    it('answers wrong credentials for a bad password and for a disabled account', async () => {
      for (const [email, password] of [
        ['ana@estudio.example', 'mal'],
        ['locked@estudio.example', 'secreto'],
        ['nadie@estudio.example', 'secreto'],
      ] as const) {
        const error = await failureOf(service.signIn(email, password, true));
        expect(error.message).toBe(Messages.auth.wrongCredentials);
        expect(error.kind).toBe('forbidden');
      }
      expect((await users.get('ana'))?.lastLoginAt).toBeNull();
    });

    it('answers wrong credentials (upstream) when the sign-in service is unreachable', async () => {
      auth.failNext('signIn');
      const error = await failureOf(service.signIn('ana@estudio.example', 'secreto', true));
      expect(error.message).toBe(Messages.auth.wrongCredentials);
      expect(error.kind).toBe('upstream');
    });

    it('loads the profile and permissions and records lastLoginAt', async () => {
      const session = await service.signIn(' ana@estudio.example ', 'secreto', true);
      expect(session.profile.uid).toBe('ana');
      expect(session.profile.lastLoginAt).toEqual(new Date(NOW));
      expect(session.profile.permissions).toEqual(['estrategia']);
      expect(session.actor.roleCodes).toEqual(['estrategia', 'codigo_viejo']);
      expect(session.actor.keys.has('STRATEGY')).toBe(true);
      expect(session.actor.keys.has('ADMIN_USERS')).toBe(false);
      expect((await users.get('ana'))?.lastLoginAt).toEqual(new Date(NOW));
      expect(auth.currentIdentity()?.uid).toBe('ana');
      expect(logger.entries).toEqual([]);
    });

    it('signs a disabled user out again and refuses them without recording the login', async () => {
      const error = await failureOf(service.signIn('off@estudio.example', 'secreto', true));
      expect(error.message).toBe(Messages.auth.wrongCredentials);
      expect(auth.currentIdentity()).toBeNull();
      expect((await users.get('off'))?.lastLoginAt).toBeNull();
    });

    it('refuses an account without a user record', async () => {
      const error = await failureOf(service.signIn('ghost@estudio.example', 'secreto', true));
      expect(error.message).toBe(Messages.auth.wrongCredentials);
      expect(auth.currentIdentity()).toBeNull();
    });

    it('signs out and writes nothing when the role cannot be read', async () => {
      roles.failNext('get');
      const error = await failureOf(service.signIn('ana@estudio.example', 'secreto', true));
      expect(error.message).toBe(Messages.auth.sessionLoad);
      expect(error.kind).toBe('upstream');
      expect(auth.currentIdentity()).toBeNull();
      expect((await users.get('ana'))?.lastLoginAt).toBeNull();
    });

    it('signs out when recording the login fails', async () => {
      users.failNext('recordLogin');
      const error = await failureOf(service.signIn('ana@estudio.example', 'secreto', true));
      expect(error.message).toBe(Messages.auth.sessionLoad);
      expect(auth.currentIdentity()).toBeNull();
      expect((await users.get('ana'))?.lastLoginAt).toBeNull();
    });

    it('refuses with sessionLoad when the user record cannot be read', async () => {
      users.failNext('get');
      const error = await failureOf(service.signIn('ana@estudio.example', 'secreto', true));
      expect(error.message).toBe(Messages.auth.sessionLoad);
      expect(auth.currentIdentity()).toBeNull();
    });
  });

  describe('loadSession', () => {
    const identity = (uid: string, tokenExpiresAt: Date | null): AuthIdentity => ({
      uid,
      email: `${uid}@estudio.example`,
      tokenExpiresAt,
    });

    it('gives null when nobody is signed in', async () => {
      expect(await service.loadSession(null)).toBeNull();
    });

    it('builds the session of a current token', async () => {
      await users.recordLogin('ana', new Date(NOW));
      const session = await service.loadSession(identity('ana', new Date(Date.parse(NOW) + HOUR)));
      expect(session?.profile.email).toBe('ana@estudio.example');
      expect(session?.actor.keys.has('STRATEGY')).toBe(true);
    });

    it('signs out a token that expires before the last sign-in', async () => {
      await auth.signIn('ana@estudio.example', 'secreto');
      await users.recordLogin('ana', new Date(Date.parse(NOW) + 2 * HOUR));
      const session = await service.loadSession(identity('ana', new Date(Date.parse(NOW) + HOUR)));
      expect(session).toBeNull();
      expect(auth.currentIdentity()).toBeNull();
    });

    it('signs out a disabled user or one without a record', async () => {
      for (const uid of ['off', 'ghost']) {
        await auth.signIn(`${uid}@estudio.example`, 'secreto');
        expect(await service.loadSession(identity(uid, null))).toBeNull();
        expect(auth.currentIdentity()).toBeNull();
      }
    });

    it('uses the default configuration when there is none, and only logs it', async () => {
      config = new InMemoryPermissionConfigRepository(null);
      service = new SessionUseCases(auth, users, roles, config, clock, logger);
      const session = await service.loadSession(identity('ana', null));
      expect(session?.actor.keys.has('STRATEGY')).toBe(true);
      expect(logger.warnings.map((entry) => entry.message)).toEqual([Messages.auth.permissionsConfigMissing]);
    });

    it('follows a stored configuration over the default', async () => {
      await config.save({ ADMIN_USERS: 'estrategia' });
      const session = await service.loadSession(identity('ana', null));
      expect(session?.actor.keys.has('ADMIN_USERS')).toBe(true);
      expect(logger.entries).toEqual([]);
    });

    it('gives a superadmin every key, and no key for a role that no longer exists', async () => {
      await users.update('ana', { role: 'super' });
      const superSession = await service.loadSession(identity('ana', null));
      expect(superSession?.actor.keys.size).toBe(PERMISSION_KEYS.length);
      await users.update('ana', { role: 'borrado' });
      const orphan = await service.loadSession(identity('ana', null));
      expect(orphan?.actor.keys.size).toBe(0);
      expect(orphan?.profile.permissions).toEqual([]);
      await users.update('ana', { role: '' });
      expect((await service.loadSession(identity('ana', null)))?.actor.keys.size).toBe(0);
    });

    it('refuses with sessionLoad when the configuration cannot be read', async () => {
      config.failNext('get');
      const error = await failureOf(service.loadSession(identity('ana', null)));
      expect(error.message).toBe(Messages.auth.sessionLoad);
    });
  });

  describe('onSessionChanged', () => {
    it('reports null at once, then the session after sign-in, then null after sign-out', async () => {
      const seen: (Session | null)[] = [];
      const stop = service.onSessionChanged((session) => seen.push(session));
      await tick();
      await auth.signIn('ana@estudio.example', 'secreto');
      await tick();
      await service.signOut();
      await tick();
      stop();
      expect(seen.map((s) => s?.profile.uid ?? null)).toEqual([null, 'ana', null]);
    });

    it('drops a slow load overtaken by a newer state, and reports load failures', async () => {
      const seen: (Session | null)[] = [];
      const errors: DomainError[] = [];
      const stop = service.onSessionChanged(
        (session) => seen.push(session),
        (error) => errors.push(error),
      );
      await tick();
      users.failNext('get');
      await auth.signIn('ana@estudio.example', 'secreto'); // this load fails...
      await tick();
      expect(errors.map((e) => e.message)).toEqual([Messages.auth.sessionLoad]);
      users.failNext('get');
      await auth.signIn('ana@estudio.example', 'secreto'); // ...this one is overtaken at once
      await service.signOut();
      await tick();
      stop();
      expect(seen).toEqual([null, null]);
      expect(errors).toHaveLength(1);
    });

    it('builds the session once per sign-in: the state change that follows reuses it', async () => {
      const seen: (Session | null)[] = [];
      const stop = service.onSessionChanged((session) => seen.push(session));
      await tick();
      const reads = { users: 0, roles: 0, config: 0 };
      const count = <T extends object>(target: T, key: keyof typeof reads, method: keyof T & string) => {
        const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
        (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
          reads[key] += 1;
          return original(...args);
        };
      };
      count(users, 'users', 'get');
      count(roles, 'roles', 'get');
      count(config, 'config', 'get');
      const session = await service.signIn('ana@estudio.example', 'secreto', true);
      await tick();
      stop();
      expect(seen.map((s) => s?.profile.uid ?? null)).toEqual([null, 'ana']);
      expect(seen[1]).toBe(session);
      expect(reads).toEqual({ users: 1, roles: 1, config: 1 });
    });

    it('logs load failures when no error handler is given', async () => {
      const stop = service.onSessionChanged(() => undefined);
      users.failNext('get');
      await auth.signIn('ana@estudio.example', 'secreto');
      await tick();
      stop();
      expect(logger.errors.map((entry) => entry.message)).toEqual([Messages.auth.sessionLoad]);
    });
  });

  describe('signOut', () => {
    it('signs out', async () => {
      await auth.signIn('ana@estudio.example', 'secreto');
      await service.signOut();
      expect(auth.currentIdentity()).toBeNull();
    });

    it('only logs a failure', async () => {
      auth.failNext('signOut');
      await expect(service.signOut()).resolves.toBeUndefined();
      expect(logger.errors.map((entry) => entry.message)).toEqual([Messages.auth.signOutFailed]);
    });
  });

  describe('requestPasswordReset', () => {
    it('answers the exact success text', async () => {
      expect(await service.requestPasswordReset(' ana@estudio.example ')).toEqual({
        ok: true,
        message: Messages.auth.resetSent,
      });
      expect(auth.passwordResets).toEqual(['ana@estudio.example']);
    });

    it('prefixes the reason of a failure', async () => {
      expect(await service.requestPasswordReset('nadie@estudio.example')).toEqual({
        ok: false,
        message: 'Error al enviar el correo: Firebase: Error (auth/user-not-found).',
      });
      auth.failNext('sendPasswordReset', new Error('sin red'));
      expect((await service.requestPasswordReset('ana@estudio.example')).message).toBe(
        'Error al enviar el correo: sin red',
      );
    });

    it('gives a reason for a thrown value that is not an Error', async () => {
      auth.failNext('sendPasswordReset', 'caído' as unknown as Error);
      expect((await service.requestPasswordReset('ana@estudio.example')).message).toBe(
        'Error al enviar el correo: caído',
      );
    });

    it('does not call the service without a valid e-mail', async () => {
      expect(await service.requestPasswordReset('ana')).toEqual({
        ok: false,
        message: Messages.auth.resetFailedPrefix + Messages.auth.invalidEmail,
      });
      expect(auth.passwordResets).toEqual([]);
    });
  });
});
