import {
  Authenticator,
  PermissionConfigRepository,
  RoleRepository,
  AccountGateway,
  UserRepository,
} from '@estudio/domain/accounts';
import { BlueprintRepository } from '@estudio/domain/blueprint';
import { BrandRepository } from '@estudio/domain/brands';
import {
  AiStatus,
  BrandReviewHistory,
  CommentLog,
  DesignValidationHistory,
  MediaStorage,
  ContentCommands,
} from '@estudio/domain/content';
import { LinkedInConnectionReader, LinkedInGateway } from '@estudio/domain/linkedin';
import { RequirementRepository } from '@estudio/domain/requirements';
import { SchedulingGateway, SendHistory } from '@estudio/domain/scheduling';
import { Clock, Logger } from '@estudio/domain/shared';
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { FirebaseRequestCredentials } from '../firebase-auth/firebase-request-credentials.js';
import { withSpanishFailures } from '../firebase-failures/firebase-failures.js';
import { LazyFirebaseMediaStorage } from '../firebase-storage/lazy-firebase-media-storage.js';
import { FirestoreWebBrandRepository } from '../firestore-web/firestore-web-brand-repository.js';
import { FirestoreWebPermissionConfigRepository } from '../firestore-web/firestore-web-permission-config-repository.js';
import { FirestoreWebRequirementRepository } from '../firestore-web/firestore-web-requirement-repository.js';
import { FirestoreWebRoleRepository } from '../firestore-web/firestore-web-role-repository.js';
import { FirestoreWebUserRepository } from '../firestore-web/firestore-web-user-repository.js';
import { HttpContentCommands } from '../http-commands/http-content-commands.js';
import { provide, type PortBinding } from '../wiring/port-binding.js';
import { ConsoleLogger } from '../system/console-logger.js';
import { SystemClock } from '../system/system-clock.js';
import type { FirebaseWebAuth } from './firebase-web-auth.js';
import type { FirebaseWebScreenAdapters } from './firebase-web-screen-adapters.js';
import { lazyAdapter, loadOnce } from './lazy-adapter.js';

export interface FirebaseWebOptions {
  /** host:port of each emulator for the local stack; null for a real project. */
  readonly emulators: { readonly firestore: string; readonly storage: string } | null;
  /** The userAdmin function's URL (its routes are appended: /create-user …). */
  readonly functionsUrl: string;
  /** The ai function's URL (its one route is appended: /status, which model serves). */
  readonly aiUrl: string;
  /** The scheduler function's URL (its routes are appended: /schedule-carousel, /schedule-video). */
  readonly schedulerUrl: string;
  /** The linkedin function's URL (its routes are appended: /auth, /disconnect). */
  readonly linkedinUrl: string;
  /** Where the content functions live (…/us-central1): 'carousel/guides' is POST {commandsUrl}/carousel/guides. */
  readonly commandsUrl: string;
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
 * HTTP with the signed-in user's ID token and, when App Check is given, its token; the content
 * commands over HTTP to the content functions (the server calls the models: the browser binds
 * no AI port but AiStatus, which model serves, from the ai function), and scheduling and the
 * LinkedIn connection over HTTP to the scheduler and linkedin functions, with the same tokens;
 * the user's own LinkedIn connection document (no token in it) read from Firestore. The ports
 * only some screens call (the guide, the validations', sends' and brand reviews' history, the model's status,
 * the account, scheduling and LinkedIn endpoints, the LinkedIn connection) and the comment
 * log (the lists' counts of new comments come after their rows) are built by a chunk fetched on their first call
 * (firebase-web-screen-adapters.ts): the console's first load does not carry them.
 */
export const firebaseWebPortBindings = (
  app: FirebaseApp,
  { auth, service }: FirebaseWebAuth,
  options: FirebaseWebOptions,
): PortBinding[] => {
  const firestore = getFirestore(app);
  if (options.emulators) connectFirestoreEmulator(firestore, ...hostAndPort(options.emulators.firestore));
  const logger = new ConsoleLogger();
  const credentials = new FirebaseRequestCredentials(auth, options.appCheck ?? null);
  const screenAdapters = loadOnce(async () =>
    (await import('./firebase-web-screen-adapters.js')).firebaseWebScreenAdapters(
      firestore,
      options,
      credentials,
      logger,
    ),
  );
  const onScreen = <K extends keyof FirebaseWebScreenAdapters>(port: K) =>
    lazyAdapter(async () => (await screenAdapters())[port]);
  // The Firestore and Storage ports fail with a Spanish reason, not the SDK's English text.
  return [
    provide(Clock, new SystemClock()),
    provide(Logger, logger),
    provide(AccountGateway, onScreen('accountGateway')),
    provide(AiStatus, onScreen('aiStatus')),
    provide(Authenticator, service),
    provide(MediaStorage, withSpanishFailures(new LazyFirebaseMediaStorage(app, options.emulators?.storage ?? null))),
    provide(UserRepository, withSpanishFailures(new FirestoreWebUserRepository(firestore))),
    provide(RoleRepository, withSpanishFailures(new FirestoreWebRoleRepository(firestore))),
    provide(PermissionConfigRepository, withSpanishFailures(new FirestoreWebPermissionConfigRepository(firestore))),
    provide(BrandRepository, withSpanishFailures(new FirestoreWebBrandRepository(firestore))),
    provide(RequirementRepository, withSpanishFailures(new FirestoreWebRequirementRepository(firestore))),
    provide(BlueprintRepository, onScreen('blueprints')),
    provide(DesignValidationHistory, onScreen('designValidations')),
    provide(SendHistory, onScreen('sends')),
    provide(BrandReviewHistory, onScreen('brandReviews')),
    provide(CommentLog, onScreen('comments')),
    provide(SchedulingGateway, onScreen('schedulingGateway')),
    provide(LinkedInGateway, onScreen('linkedInGateway')),
    provide(ContentCommands, new HttpContentCommands(options.commandsUrl, credentials, logger)),
    provide(LinkedInConnectionReader, onScreen('linkedInConnections')),
  ];
};
