// The in-memory twins of every port: unit tests and Storybook, never the product's backend.
export { FailureHook } from './failure-hook.js';
export { FixedClock } from './fixed-clock.js';
export { SequentialIdGenerator } from './sequential-id-generator.js';
export { RecordingLogger } from './recording-logger.js';
export type { LogEntry } from './recording-logger.js';
export { FixedTemporaryPasswordProvider } from './fixed-temporary-password-provider.js';
export { StaticSchedulerSettings } from './static-scheduler-settings.js';
export { FixedLinkedInAuthorizer } from './fixed-linkedin-authorizer.js';
export { InMemoryUserRepository } from './in-memory-user-repository.js';
export type { UserRepositoryOperation } from './in-memory-user-repository.js';
export { InMemoryRoleRepository } from './in-memory-role-repository.js';
export type { RoleRepositoryOperation } from './in-memory-role-repository.js';
export { InMemoryPermissionConfigRepository } from './in-memory-permission-config-repository.js';
export type { PermissionConfigRepositoryOperation } from './in-memory-permission-config-repository.js';
export { InMemoryBrandRepository } from './in-memory-brand-repository.js';
export type { BrandRepositoryOperation } from './in-memory-brand-repository.js';
export { InMemoryRequirementRepository } from './in-memory-requirement-repository.js';
export type { RequirementRepositoryOperation } from './in-memory-requirement-repository.js';
export { InMemoryBlueprintRepository } from './in-memory-blueprint-repository.js';
export type { BlueprintRepositoryOperation } from './in-memory-blueprint-repository.js';
export { InMemoryLinkedInCredentialsRepository } from './in-memory-linkedin-credentials-repository.js';
export type { LinkedInCredentialsRepositoryOperation } from './in-memory-linkedin-credentials-repository.js';
export { InMemoryAuthenticator } from './in-memory-authenticator.js';
export type {
  AuthAccount,
  AuthServiceOperation,
  InMemoryAuthServiceOptions,
} from './in-memory-authenticator.js';
export { InMemoryAuthAccounts, InMemoryCallerVerifier } from './in-memory-auth-accounts.js';
export type { AuthAccountsOperation } from './in-memory-auth-accounts.js';
export { InMemoryAccountGateway } from './in-memory-account-gateway.js';
export type {
  AccountGatewayCall,
  AccountGatewayOperation,
} from './in-memory-account-gateway.js';
export { InMemoryMediaStorage } from './in-memory-media-storage.js';
export type { MediaStorageOperation, StoredObject } from './in-memory-media-storage.js';
export { InMemoryScheduler } from './in-memory-scheduler.js';
export type { NormalizedUrl, SchedulerOperation, SentDraft } from './in-memory-scheduler.js';
export { ScriptedAiServices, AI_OPERATIONS } from './scripted-ai-services.js';
export type { AiAnswerBody, AiCall, AiOperation, AiRequests, ScriptedAnswer } from './scripted-ai-services.js';
export { PLAUSIBLE_AI_ANSWERS, TINY_PNG_BASE64 } from './plausible-ai-answers.js';
export { createMemoryAdapters, memoryPortBindings } from './memory-port-bindings.js';
export type { MemoryAdapters, MemorySeed } from './memory-port-bindings.js';
export { createDemoMemoryAdapters } from './demo-memory-adapters.js';
