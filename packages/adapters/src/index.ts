// The public surface of @estudio/adapters for every runtime, the browser included. Named
// exports only; each adapter group adds its own block. Node-only code (firebase-admin
// adapters, the demo seed) is in ./node.ts (@estudio/adapters/node), so the browser bundle
// never pulls in firebase-admin; the contract suites import vitest and live in
// ./contracts/index.ts.

// In-memory twins (unit tests, Storybook, demos).
export {
  AI_OPERATIONS,
  FailureHook,
  InMemoryAiCallQuota,
  InMemoryDesignValidations,
  InMemoryStoredMediaReader,
  FixedClock,
  InMemoryAuditLog,
  InMemoryAuthAccounts,
  InMemoryGuardedUserWriter,
  InMemoryAuthenticator,
  InMemoryCallerVerifier,
  InMemoryBlueprintRepository,
  InMemoryBrandRepository,
  InMemoryMediaStorage,
  InMemoryPermissionConfigRepository,
  InMemoryRequirementRepository,
  InMemoryRoleRepository,
  InMemorySchedulerClient,
  InMemorySchedulingLedger,
  InMemorySchedulingGateway,
  InMemoryLinkedInAuthStates,
  InMemoryLinkedInClient,
  InMemoryLinkedInConnectionStore,
  InMemoryLinkedInGateway,
  InMemoryLinkedInTokenVault,
  SequentialRandomTokens,
  StaticSchedulerTarget,
  RecordingContentDigester,
  InMemoryAccountGateway,
  InMemoryUserRepository,
  PLAUSIBLE_AI_ANSWERS,
  RecordingLogger,
  ScriptedAiServices,
  SequentialIdGenerator,
  SequentialPasswordGenerator,
  StaticSchedulerSettings,
  TINY_PNG_BASE64,
} from './memory/index.js';
export type {
  AiAnswerBody,
  AiCall,
  AiOperation,
  AiRequests,
  AuthAccount,
  AuditLogOperation,
  AuthAccountsOperation,
  AuthServiceOperation,
  BlueprintRepositoryOperation,
  BrandRepositoryOperation,
  InMemoryAuthServiceOptions,
  LogEntry,
  MediaStorageOperation,
  NormalizedUrl,
  PermissionConfigRepositoryOperation,
  RequirementRepositoryOperation,
  RoleRepositoryOperation,
  SchedulerClientOperation,
  SchedulingLedgerOperation,
  LinkedInAuthStatesOperation,
  LinkedInClientOperation,
  LinkedInConnectionStoreOperation,
  LinkedInTokenVaultOperation,
  PublishedLinkedInPost,
  CurrentCaller,
  ScriptedAnswer,
  SentDraft,
  StoredObject,
  AccountGatewayCall,
  AccountGatewayOperation,
  UserRepositoryOperation,
} from './memory/index.js';
export { createMemoryAdapters, createDemoMemoryAdapters, memoryPortBindings } from './memory/index.js';
export { InMemoryMediaObjects, InProcessContentCommands } from './memory/index.js';
export type { MemoryAdapters, MemorySeed } from './memory/index.js';
export { adapterOf, provide, replacing, tokensOf, type PortBinding } from './wiring/port-binding.js';
// The demo people and password (pure data; the seeding itself is Node-only).
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-users.js';

// --- Firebase Auth and Storage (web SDK) -------------------------------------------------
export { FirebaseAuthenticator } from './firebase-auth/firebase-authenticator.js';
export { FirebaseMediaStorage } from './firebase-storage/firebase-media-storage.js';
export { FirebaseRequestCredentials } from './firebase-auth/firebase-request-credentials.js';
// --- end Firebase Auth and Storage ---------------------------------------------------------

// --- Firestore repositories (web SDK) and their shared paths ---------------------------------
export {
  FirestoreWebBlueprintRepository,
  FirestoreWebBrandRepository,
  FirestoreWebDesignValidationHistory,
  FirestoreWebLinkedInConnectionReader,
  FirestoreWebPermissionConfigRepository,
  FirestoreWebRequirementRepository,
  FirestoreWebRoleRepository,
  FirestoreWebUserRepository,
} from './firestore-web/index.js';
export { FIRESTORE_PATHS } from './firestore-shared/index.js';
export type { FirestoreWriteOptions, UpdatedAtSource } from './firestore-shared/index.js';
// --- end Firestore repositories --------------------------------------------------------------

// --- The user-administration endpoints over HTTP ----------------------------------------------
export { HttpAccountGateway } from './http-account-gateway/index.js';
// The scheduler and linkedin functions over HTTP.
export { HttpLinkedInGateway, HttpSchedulingGateway } from './http-publishing/index.js';
export type { HttpPublishingOptions } from './http-publishing/index.js';
export type { RequestCredentials } from './http-account-gateway/index.js';

// --- Port bindings for the browser on Firebase ------------------------------------------------
export { firebaseWebPortBindings } from './bindings/firebase-web-bindings.js';
export type { FirebaseWebOptions } from './bindings/firebase-web-bindings.js';
export { firebaseWebAuth } from './bindings/firebase-web-auth.js';
export type { FirebaseWebAuth } from './bindings/firebase-web-auth.js';

// --- System clock, ids and logger ---------------------------------------------------------------
export { ConsoleLogger } from './system/console-logger.js';
export { SystemClock } from './system/system-clock.js';
export { HttpContentCommands, DEFAULT_COMMAND_TIMEOUT_MS } from './http-commands/index.js';
export type { HttpContentCommandsOptions } from './http-commands/index.js';
