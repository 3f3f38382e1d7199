import { replacing, provide, type PortBinding } from '@estudio/adapters';
import { FirebaseAdminBulkStore, firebaseAdminPortBindings } from '@estudio/adapters/node';
import { adapterOf, createContainer } from '@estudio/adapters/wiring';
import {
  AccountGateway,
  BulkStore,
  GuardedUserWriter,
  PasswordGenerator,
  UserRepository,
  type AccountUseCases,
  type Actor,
} from '@estudio/domain/accounts';
import { Clock, Logger, SERVER_USE_CASES, USE_CASES } from '@estudio/domain/shared';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Container } from 'inversify';
import { InProcessAccountGateway } from '../cli/in-process-account-gateway.js';

/**
 * What the admin CLI drives: user, role, brand and permission work, access audits and the
 * audit log. The
 * account endpoints run in-process (the functions serve the same use case over HTTP), so
 * user commands create accounts exactly as the console's create-user call does.
 */
export const CLI_USE_CASES = [
  USE_CASES.brands,
  USE_CASES.users,
  SERVER_USE_CASES.accounts,
  USE_CASES.roles,
  USE_CASES.permissionConfig,
  USE_CASES.requirements,
  SERVER_USE_CASES.audit,
] as const;

export interface CliBindingOptions {
  /** Where the use cases log (stderr, quiet unless --verbose). */
  readonly logger: Logger;
  /** The account endpoints of this same container, and who is acting, when a command runs. */
  readonly accounts: () => AccountUseCases;
  readonly actor: () => Actor;
}

/**
 * The CLI's ports: firebase-admin's (emulators or a project), with its own logger, the
 * account endpoints called in-process in place of HTTP, and the imports' bulk store, which
 * writes users/{uid} through the same user repository and guarded writer as the endpoints.
 */
export const cliPortBindings = (app: App, options: CliBindingOptions): PortBinding[] => {
  const ports = replacing(
    firebaseAdminPortBindings(app, { appCheck: false }),
    provide(Logger, options.logger),
    provide(AccountGateway, new InProcessAccountGateway(options.accounts, options.actor)),
  );
  const bulk = new FirebaseAdminBulkStore(getAuth(app), getFirestore(app), {
    clock: adapterOf(ports, Clock),
    passwords: adapterOf(ports, PasswordGenerator),
    users: adapterOf(ports, UserRepository),
    guarded: adapterOf(ports, GuardedUserWriter),
  });
  return [...ports, provide(BulkStore, bulk)];
};

/** The CLI's container over the given port bindings (cliPortBindings, or twins in tests). */
export const createCliContainer = (bindings: readonly PortBinding[]): Container =>
  createContainer(bindings, CLI_USE_CASES);
