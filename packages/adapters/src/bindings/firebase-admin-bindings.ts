import {
  AuthAccountAdmin,
  BlueprintRepository,
  BrandRepository,
  CallerVerifier,
  Clock,
  IdGenerator,
  LinkedInCredentialsRepository,
  Logger,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  TemporaryPasswordProvider,
  UserRepository,
} from '@estudio/domain';
import type { App } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { FirebaseAdminAccounts } from '../firebase-admin-auth/firebase-admin-accounts.js';
import { FirebaseAdminCallerVerifier } from '../firebase-admin-auth/firebase-admin-caller-verifier.js';
import {
  FirestoreAdminBlueprintRepository,
  FirestoreAdminBrandRepository,
  FirestoreAdminLinkedInCredentialsRepository,
  FirestoreAdminPermissionConfigRepository,
  FirestoreAdminRequirementRepository,
  FirestoreAdminRoleRepository,
  FirestoreAdminUserRepository,
} from '../firestore-admin/index.js';
import type { PortBinding } from '../memory/memory-port-bindings.js';
import { ConsoleLogger } from '../system/console-logger.js';
import { EnvironmentTemporaryPasswordProvider } from '../system/environment-temporary-password.js';
import { RandomIdGenerator } from '../system/random-id-generator.js';
import { SystemClock } from '../system/system-clock.js';

export interface FirebaseAdminOptions {
  /** Verify App Check tokens (only where App Check is configured for the project). */
  readonly appCheck: boolean;
  /** Where the temporary password of new accounts is read; process.env by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The server's ports on firebase-admin (functions, CLI): the repositories, sign-in
 * accounts and caller verification, the configured temporary password, and the system
 * clock, ids and logger. The emulators are reached through the *_EMULATOR_HOST variables.
 */
export const firebaseAdminPortBindings = (app: App, options: FirebaseAdminOptions): PortBinding[] => {
  const auth = getAuth(app);
  const db = getFirestore(app);
  return [
    [Clock, new SystemClock()],
    [IdGenerator, new RandomIdGenerator()],
    [Logger, new ConsoleLogger()],
    [UserRepository, new FirestoreAdminUserRepository(db)],
    [RoleRepository, new FirestoreAdminRoleRepository(db)],
    [PermissionConfigRepository, new FirestoreAdminPermissionConfigRepository(db)],
    [BrandRepository, new FirestoreAdminBrandRepository(db)],
    [RequirementRepository, new FirestoreAdminRequirementRepository(db)],
    [BlueprintRepository, new FirestoreAdminBlueprintRepository(db)],
    [LinkedInCredentialsRepository, new FirestoreAdminLinkedInCredentialsRepository(db)],
    [AuthAccountAdmin, new FirebaseAdminAccounts(auth)],
    [CallerVerifier, new FirebaseAdminCallerVerifier(auth, options.appCheck ? getAppCheck(app) : null)],
    [TemporaryPasswordProvider, new EnvironmentTemporaryPasswordProvider(options.env)],
  ];
};
