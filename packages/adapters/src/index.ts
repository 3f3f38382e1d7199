// The public surface of @estudio/adapters. Named exports only; each adapter group adds its
// own block. The contract suites import vitest, so they have their own entry:
// src/contracts/index.ts.

// In-memory twins (unit tests, Storybook, demos).
export {
  AI_OPERATIONS,
  FailureHook,
  FixedClock,
  FixedLinkedInAuthorizer,
  FixedTemporaryPasswordProvider,
  InMemoryAuthService,
  InMemoryBlueprintRepository,
  InMemoryBrandRepository,
  InMemoryLinkedInCredentialsRepository,
  InMemoryMediaStorage,
  InMemoryPermissionConfigRepository,
  InMemoryRequirementRepository,
  InMemoryRoleRepository,
  InMemoryScheduler,
  InMemoryUserAdministration,
  InMemoryUserRepository,
  PLAUSIBLE_AI_ANSWERS,
  RecordingLogger,
  ScriptedAiServices,
  SequentialIdGenerator,
  StaticSchedulerSettings,
  TINY_PNG_BASE64,
} from './memory/index.js';
export type {
  AiAnswerBody,
  AiCall,
  AiOperation,
  AiRequests,
  AuthAccount,
  AuthServiceOperation,
  BlueprintRepositoryOperation,
  BrandRepositoryOperation,
  InMemoryAuthServiceOptions,
  LinkedInCredentialsRepositoryOperation,
  LogEntry,
  MediaStorageOperation,
  NormalizedUrl,
  PermissionConfigRepositoryOperation,
  RequirementRepositoryOperation,
  RoleRepositoryOperation,
  SchedulerOperation,
  ScriptedAnswer,
  SentDraft,
  StoredObject,
  UserAdministrationCall,
  UserAdministrationOperation,
  UserRepositoryOperation,
} from './memory/index.js';
export { createMemoryAdapters, memoryPortBindings } from './memory/index.js';
export type { MemoryAdapters, PortBinding } from './memory/index.js';
