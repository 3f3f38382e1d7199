import { backfillRequirementBrandIds, seedDemoData } from '@estudio/adapters/node';
import type { BrandIdBackfill, SeedSummary } from '@estudio/adapters/node';
import {
  AccountUseCases,
  BulkStore,
  PermissionConfigUseCases,
  RoleUseCases,
  UserUseCases,
  isActiveUser,
} from '@estudio/domain/accounts';
import { AuditUseCases } from '@estudio/domain/audit';
import { BrandUseCases } from '@estudio/domain/brands';
import { Clock, DomainError, isDomainError } from '@estudio/domain/shared';
import type { Actor } from '@estudio/domain/accounts';
import { resolvePort } from '@estudio/adapters/wiring';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Container } from 'inversify';
import { cliPortBindings, createCliContainer } from '../container/cli-container.js';
import type { CliIo } from './io.js';
import { operatorActor } from './operator.js';
import { StderrLogger } from './stderr-logger.js';
import type { Target } from './target.js';

/**
 * Rewrites of stored documents a deploy needs once (docs/local-stack.md, "A real Firebase project"), straight on the store
 * like the seed: they change how a document is stored, not what it says. Idempotent.
 */
export interface StoreMigrations {
  /** brandId on every requirement, from its path (`estudio requirements backfill-brand-ids`). */
  backfillRequirementBrandIds(): Promise<BrandIdBackfill>;
}

/** What only the local stack's commands need (`seed`); they refuse a real project first. */
export interface LocalStack {
  /** Loads the demo dataset (idempotent). */
  seedDemoData(): Promise<SeedSummary>;
}

/**
 * What a command works with: the use cases, acting as the operator or as --as's user; the
 * bulk store for imports (the BulkStore port: batched writes, timed and given a random
 * password per account by the store itself); the local stack's seed; the store's
 * migrations. No other port and no Firebase handle: every other read and write of the
 * domain goes through a use case and its permission checks.
 */
export interface CliSession {
  readonly target: Target;
  readonly actor: Actor;
  readonly users: UserUseCases;
  readonly roles: RoleUseCases;
  readonly brands: BrandUseCases;
  readonly permissions: PermissionConfigUseCases;
  readonly audit: AuditUseCases;
  readonly bulk: BulkStore;
  readonly local: LocalStack;
  readonly migrations: StoreMigrations;
  close(): Promise<void>;
}

export interface SessionOptions {
  readonly io: CliIo;
  /** Act as this stored user (their role's keys) instead of the operator. */
  readonly as?: string;
  readonly verbose: boolean;
}

export type SessionFactory = (target: Target, options: SessionOptions) => Promise<CliSession>;

/** What a session holds beside the use cases and the bulk store of its container. */
export type SessionParts = Pick<CliSession, 'target' | 'local' | 'migrations' | 'close'>;

/**
 * The session over a container that serves CLI_USE_CASES and binds the BulkStore
 * (firebase-admin's, or the twins in tests): acting as the operator, or with --as as that
 * active user. `actingAs` is told the actor, for what acts on the session's behalf (the
 * in-process account endpoints).
 */
export const sessionOver = async (
  container: Container,
  parts: SessionParts,
  as: string | undefined,
  actingAs: (actor: Actor) => void = () => undefined,
): Promise<CliSession> => {
  const roles = container.get(RoleUseCases);
  let actor = operatorActor();
  if (as !== undefined) {
    try {
      actor = await actorOf(roles, as);
    } catch (error) {
      await parts.close();
      throw error;
    }
  }
  actingAs(actor);
  return {
    ...parts,
    actor,
    bulk: resolvePort(container, BulkStore),
    users: container.get(UserUseCases),
    roles,
    brands: container.get(BrandUseCases),
    permissions: container.get(PermissionConfigUseCases),
    audit: container.get(AuditUseCases),
  };
};

/**
 * A stored, active user as an actor, with the keys their role resolves to: the operator
 * asks RoleUseCases (ADMIN_ROLES), as any audit of a user's access does.
 */
export const actorOf = async (roles: RoleUseCases, email: string): Promise<Actor> => {
  const access = await roles.accessOf(operatorActor(), email).catch((error: unknown) => {
    if (isDomainError(error) && error.kind === 'not-found') return null;
    throw error;
  });
  if (access === null || !isActiveUser(access.user)) {
    throw new DomainError('forbidden', `--as ${email}: no existe un usuario activo con ese correo.`);
  }
  return access.actor;
};

let opened = 0;

/** firebase-admin reads the emulator hosts from the process environment. */
const pointAtEmulators = (target: Extract<Target, { kind: 'emulator' }>): void => {
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] ??= target.authHost;
  process.env['FIRESTORE_EMULATOR_HOST'] ??= target.firestoreHost;
  process.env['GCLOUD_PROJECT'] ??= target.projectId;
  process.env['METADATA_SERVER_DETECTION'] ??= 'none';
};

/**
 * The session over firebase-admin: the emulators, or a project with Google credentials.
 * This is the CLI's composition root, with the container (cliPortBindings): the only place
 * that holds the Firebase handles and the ports, to build the container and the seed.
 */
export const openFirebaseSession: SessionFactory = async (target, { io, as, verbose }) => {
  if (target.kind === 'emulator') pointAtEmulators(target);
  opened += 1;
  const app = initializeApp(
    target.kind === 'emulator'
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    `estudio-cli-${opened}`,
  );
  let actor: Actor = operatorActor();
  let container: Container | null = null;
  const bindings = cliPortBindings(app, {
    logger: new StderrLogger((text) => io.stderr(text), verbose),
    accounts: () => (container as Container).get(AccountUseCases),
    actor: () => actor,
  });
  container = createCliContainer(bindings);
  const auth = getAuth(app);
  const firestore = getFirestore(app);
  const clock = resolvePort(container, Clock);
  const local: LocalStack = { seedDemoData: () => seedDemoData({ auth, firestore, now: clock.now() }) };
  const migrations: StoreMigrations = { backfillRequirementBrandIds: () => backfillRequirementBrandIds(firestore) };
  return sessionOver(container, { target, local, migrations, close: () => deleteApp(app) }, as, (chosen) => {
    actor = chosen;
  });
};
