// The in-memory twins of every port: unit tests and Storybook, never the product's backend.
export { FailureHook } from './failure-hook.js';
export { FixedClock } from './fixed-clock.js';
export { SequentialIdGenerator } from './sequential-id-generator.js';
export { RecordingLogger } from './recording-logger.js';
export type { LogEntry } from './recording-logger.js';
export { SequentialPasswordGenerator } from './sequential-password-generator.js';
export { InMemoryGuardedUserWriter } from './in-memory-guarded-user-writer.js';
export { StaticSchedulerSettings } from './static-scheduler-settings.js';
export { SequentialRandomTokens, StaticSchedulerTarget, WebCryptoContentDigester } from './fixed-publishing-helpers.js';
export { InMemoryLinkedInAuthStates } from './in-memory-linkedin-auth-states.js';
export type { LinkedInAuthStatesOperation } from './in-memory-linkedin-auth-states.js';
export { InMemoryLinkedInClient } from './in-memory-linkedin-client.js';
export type { LinkedInClientOperation, PublishedLinkedInPost } from './in-memory-linkedin-client.js';
export { InMemoryLinkedInConnectionStore } from './in-memory-linkedin-connection-store.js';
export type { LinkedInConnectionStoreOperation } from './in-memory-linkedin-connection-store.js';
export { InMemoryLinkedInTokenVault } from './in-memory-linkedin-token-vault.js';
export type { LinkedInTokenVaultOperation } from './in-memory-linkedin-token-vault.js';
export { InMemoryLinkedInGateway, InMemorySchedulingGateway } from './in-memory-publishing-gateways.js';
export type { CurrentCaller } from './in-memory-publishing-gateways.js';
export { InMemorySchedulingLedger } from './in-memory-scheduling-ledger.js';
export type { SchedulingLedgerOperation } from './in-memory-scheduling-ledger.js';
export { InMemoryAuditLog, matchesAuditQuery } from './in-memory-audit-log.js';
export type { AuditLogOperation } from './in-memory-audit-log.js';
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
export { InMemoryAuthenticator } from './in-memory-authenticator.js';
export type { AuthAccount, AuthServiceOperation, InMemoryAuthServiceOptions } from './in-memory-authenticator.js';
export { InMemoryAuthAccounts, InMemoryCallerVerifier } from './in-memory-auth-accounts.js';
export type { AuthAccountsOperation } from './in-memory-auth-accounts.js';
export { InMemoryAccountGateway } from './in-memory-account-gateway.js';
export type { AccountGatewayCall, AccountGatewayOperation } from './in-memory-account-gateway.js';
export { InMemoryMediaStorage } from './in-memory-media-storage.js';
export type { MediaStorageOperation, StoredObject } from './in-memory-media-storage.js';
export { InMemorySchedulerClient } from './in-memory-scheduler-client.js';
export type { NormalizedUrl, SchedulerClientOperation, SentDraft } from './in-memory-scheduler-client.js';
export {
  ScriptedAiServices,
  AI_OPERATIONS,
  SCRIPTED_MODEL_INFO,
  PLAUSIBLE_AI_ANSWERS,
  TINY_PNG_BASE64,
} from './scripted-ai-services.js';
export type { AiAnswerBody, AiCall, AiOperation, AiRequests, ScriptedAnswer } from './scripted-ai-services.js';
export { createMemoryAdapters, memoryPortBindings } from './memory-port-bindings.js';
export type { MemoryAdapters, MemorySeed } from './memory-port-bindings.js';
export { createDemoMemoryAdapters } from './demo-memory-adapters.js';
export { InMemoryAiCallQuota } from './in-memory-ai-call-quota.js';
export { InMemoryDesignValidations } from './in-memory-design-validations.js';
export { InMemoryStoredMediaReader } from './in-memory-stored-media-reader.js';
export { InMemoryMediaObjects } from './in-memory-media-objects.js';
export { InProcessContentCommands } from './in-process-content-commands.js';
