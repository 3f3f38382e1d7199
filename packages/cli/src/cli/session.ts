import {
  BrandUseCases,
  BrandRepository,
  Clock,
  DomainError,
  PermissionConfigRepository,
  PermissionConfigUseCases,
  RoleUseCases,
  RoleRepository,
  TemporaryPasswordProvider,
  AccountUseCases,
  UserUseCases,
  UserRepository,
  actorFor,
  isActiveUser,
} from '@estudio/domain';
import type { Actor } from '@estudio/domain';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import type { Container } from 'inversify';
import type { BulkStore } from '../bulk/bulk-store.js';
import { FirebaseBulkStore } from '../bulk/firebase-bulk-store.js';
import { cliPortBindings, createCliContainer } from '../container/cli-container.js';
import type { CliIo } from './io.js';
import { operatorActor } from './operator.js';
import { StderrLogger } from './stderr-logger.js';
import type { Target } from './target.js';

/** The temporary password of the local stack (packages/functions/build.mjs gives it too). */
export const EMULATOR_TEMPORARY_PASSWORD = 'Temporal2026!';

/** What a command works with: the use cases, the ports they share, bulk writes, the actor. */
export interface CliSession {
  readonly target: Target;
  readonly actor: Actor;
  readonly container: Container;
  readonly users: UserUseCases;
  readonly roles: RoleUseCases;
  readonly brands: BrandUseCases;
  readonly permissions: PermissionConfigUseCases;
  readonly ports: {
    readonly users: UserRepository;
    readonly roles: RoleRepository;
    readonly brands: BrandRepository;
    readonly permissionConfig: PermissionConfigRepository;
    readonly passwords: TemporaryPasswordProvider;
    readonly clock: Clock;
  };
  readonly bulk: BulkStore;
  readonly firebase: { readonly auth: Auth; readonly firestore: Firestore };
  close(): Promise<void>;
}

export interface SessionOptions {
  readonly io: CliIo;
  /** Act as this stored user (their role's keys) instead of the operator. */
  readonly as?: string;
  readonly verbose: boolean;
}

export type SessionFactory = (target: Target, options: SessionOptions) => Promise<CliSession>;

let opened = 0;

/** firebase-admin reads the emulator hosts from the process environment. */
const pointAtEmulators = (target: Extract<Target, { kind: 'emulator' }>): void => {
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] ??= target.authHost;
  process.env['FIRESTORE_EMULATOR_HOST'] ??= target.firestoreHost;
  process.env['GCLOUD_PROJECT'] ??= target.projectId;
  process.env['METADATA_SERVER_DETECTION'] ??= 'none';
};

/** The session over firebase-admin: the emulators, or a project with Google credentials. */
export const openFirebaseSession: SessionFactory = async (target, { io, as, verbose }) => {
  if (target.kind === 'emulator') pointAtEmulators(target);
  opened += 1;
  const app = initializeApp(
    target.kind === 'emulator'
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    `estudio-cli-${opened}`,
  );
  const temporaryPassword =
    io.env['ESTUDIO_TEMPORARY_PASSWORD'] ?? (target.kind === 'emulator' ? EMULATOR_TEMPORARY_PASSWORD : undefined);
  let actor: Actor = operatorActor();
  let container: Container | null = null;
  const bindings = cliPortBindings(app, {
    env: { ...io.env, ESTUDIO_TEMPORARY_PASSWORD: temporaryPassword },
    logger: new StderrLogger((text) => io.stderr(text), verbose),
    accounts: () => (container as Container).get(AccountUseCases),
    actor: () => actor,
  });
  container = createCliContainer(bindings);
  const auth = getAuth(app);
  const firestore = getFirestore(app);
  const session: CliSession = {
    target,
    get actor() {
      return actor;
    },
    container,
    users: container.get(UserUseCases),
    roles: container.get(RoleUseCases),
    brands: container.get(BrandUseCases),
    permissions: container.get(PermissionConfigUseCases),
    ports: {
      users: container.get<UserRepository>(UserRepository),
      roles: container.get<RoleRepository>(RoleRepository),
      brands: container.get<BrandRepository>(BrandRepository),
      permissionConfig: container.get<PermissionConfigRepository>(PermissionConfigRepository),
      passwords: container.get<TemporaryPasswordProvider>(TemporaryPasswordProvider),
      clock: container.get<Clock>(Clock),
    },
    bulk: new FirebaseBulkStore(auth, firestore),
    firebase: { auth, firestore },
    close: () => deleteApp(app),
  };
  if (as !== undefined) {
    try {
      actor = await actorOf(session, as);
    } catch (error) {
      await session.close();
      throw error;
    }
  }
  return session;
};

/** A stored, active user as an actor, with the keys their role resolves to. */
export const actorOf = async (session: Pick<CliSession, 'ports' | 'permissions'>, email: string): Promise<Actor> => {
  const user = await session.ports.users.findByEmail(email);
  if (user === null || !isActiveUser(user)) {
    throw new DomainError('forbidden', `--as ${email}: no existe un usuario activo con ese correo.`);
  }
  const role = user.role === '' ? null : await session.ports.roles.get(user.role);
  const { config } = await session.permissions.current();
  return actorFor(user, role?.permissions ?? [], config).actor;
};
