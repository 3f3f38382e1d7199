// @estudio/domain/testing: the in-memory twins of every port and the use cases built over
// them, for tests (the domain's own, the adapters' contracts, the applications' screen and
// route tests) and Storybook, never a runtime's backend. Nothing the domain's main entry
// reaches imports it (eslint.config.js, "the domain's testing entry"), so no production
// bundle holds it. Pure like the rest of the domain: time comes from FixedClock, ids and
// tokens from counters.
export { FailureHook } from './failure-hook.js';
export { FixedClock } from './fixed-clock.js';
export { SequentialIdGenerator } from './sequential-id-generator.js';
export type { IdGenerator } from './sequential-id-generator.js';
export { RecordingLogger } from './recording-logger.js';
export type { LogEntry } from './recording-logger.js';
export { SequentialPasswordGenerator } from './sequential-password-generator.js';
export { InMemoryGuardedUserWriter } from './in-memory-guarded-user-writer.js';
export { InMemoryBulkStore } from './in-memory-bulk-store.js';
export type { InMemoryBulkStorePorts } from './in-memory-bulk-store.js';
export { StaticSchedulerSettings } from './static-scheduler-settings.js';
export { RecordingContentDigester, SequentialRandomTokens, StaticSchedulerTarget } from './fixed-publishing-helpers.js';
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
export { InMemorySendRecords } from './in-memory-send-records.js';
export { InMemoryComments } from './in-memory-comments.js';
export type { SendRecordsOperation } from './in-memory-send-records.js';
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
export { InMemoryAiCallQuota } from './in-memory-ai-call-quota.js';
export { InMemoryDesignValidations } from './in-memory-design-validations.js';
export { InMemoryBrandGuard } from './in-memory-brand-guard.js';
export type { BrandGuardOperation } from './in-memory-brand-guard.js';
export { InMemoryStoredMediaReader } from './in-memory-stored-media-reader.js';
export { InMemoryMediaObjects } from './in-memory-media-objects.js';
export { InProcessContentCommands } from './in-process-content-commands.js';
// One set of twins sharing a clock, the port each serves, and the use cases built over them.
export { createTwins, portMapOf, twinPorts } from './twins.js';
export type { TwinPort, Twins, TwinSeed } from './twins.js';
export { useCasesOver, resolverOver } from './use-cases-over.js';
export { buildUseCase, EVERY_USE_CASE } from './use-case-builder.js';
export type { PortMap, UseCases } from './use-case-builder.js';
// Sample entities, valid at once (whole milliseconds, so every store round-trips their dates).
export {
  aBlueprint,
  aBrand,
  aNewRequirement,
  anAuditEntry,
  aUser,
  present,
  someBlueprintBlocks,
  sortedBy,
} from './fixtures.js';
export { PORT_TOKENS } from './port-tokens.js';
