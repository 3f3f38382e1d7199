import {
  AuthService,
  BlueprintRepository,
  BrandRepository,
  Clock,
  IdGenerator,
  LinkedInCredentialsRepository,
  Logger,
  MediaStorage,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  TemporaryPasswordProvider,
  UserAdministration,
  UserRepository,
} from '@estudio/domain';
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { FirebaseRequestCredentials } from '../firebase-auth/firebase-request-credentials.js';
import { LazyFirebaseMediaStorage } from '../firebase-storage/lazy-firebase-media-storage.js';
import {
  FirestoreWebBlueprintRepository,
  FirestoreWebBrandRepository,
  FirestoreWebLinkedInCredentialsRepository,
  FirestoreWebPermissionConfigRepository,
  FirestoreWebRequirementRepository,
  FirestoreWebRoleRepository,
  FirestoreWebUserRepository,
} from '../firestore-web/index.js';
import { HttpUserAdministration } from '../http-user-admin/http-user-administration.js';
import type { PortBinding } from '../memory/memory-port-bindings.js';
import { ConsoleLogger } from '../system/console-logger.js';
import { RandomIdGenerator } from '../system/random-id-generator.js';
import { ServerAssignedTemporaryPassword } from '../system/server-assigned-password.js';
import { SystemClock } from '../system/system-clock.js';
import type { FirebaseWebAuth } from './firebase-web-auth.js';

export interface FirebaseWebOptions {
  /** host:port of each emulator for the local stack; null for a real project. */
  readonly emulators: { readonly firestore: string; readonly storage: string } | null;
  /** The userAdmin function's URL (its routes are appended: /create-user …). */
  readonly functionsUrl: string;
  /** App Check, when the app activated it: its token then goes with each HTTP call. */
  readonly appCheck?: AppCheck | null;
}

const hostAndPort = (address: string): [string, number] => {
  const at = address.lastIndexOf(':');
  return [address.slice(0, at), Number(address.slice(at + 1))];
};

/**
 * The browser's ports on Firebase (web SDK) once someone is signed in: repositories,
 * media storage (its SDK loaded on the first upload), the sign-in service already made for
 * the login, the system clock, ids and logger, and the user-administration endpoints over
 * HTTP with the signed-in user's ID token and, when App Check is given, its token. The AI
 * services, the scheduler and LinkedIn are HTTP clients that join this list with their
 * issues; until then a use case that needs one cannot be resolved from the container.
 */
export const firebaseWebPortBindings = (
  app: FirebaseApp,
  { auth, service }: FirebaseWebAuth,
  options: FirebaseWebOptions,
): PortBinding[] => {
  const firestore = getFirestore(app);
  if (options.emulators) connectFirestoreEmulator(firestore, ...hostAndPort(options.emulators.firestore));
  const logger = new ConsoleLogger();
  return [
    [Clock, new SystemClock()],
    [IdGenerator, new RandomIdGenerator()],
    [Logger, logger],
    [UserAdministration, new HttpUserAdministration(options.functionsUrl, new FirebaseRequestCredentials(auth, options.appCheck ?? null), logger)],
    [TemporaryPasswordProvider, new ServerAssignedTemporaryPassword()],
    [AuthService, service],
    [MediaStorage, new LazyFirebaseMediaStorage(app, options.emulators?.storage ?? null)],
    [UserRepository, new FirestoreWebUserRepository(firestore)],
    [RoleRepository, new FirestoreWebRoleRepository(firestore)],
    [PermissionConfigRepository, new FirestoreWebPermissionConfigRepository(firestore)],
    [BrandRepository, new FirestoreWebBrandRepository(firestore)],
    [RequirementRepository, new FirestoreWebRequirementRepository(firestore)],
    [BlueprintRepository, new FirestoreWebBlueprintRepository(firestore)],
    [LinkedInCredentialsRepository, new FirestoreWebLinkedInCredentialsRepository(firestore)],
  ];
};
