import { InMemoryMediaObjects } from './in-memory-media-objects.js';
import { InProcessContentCommands } from './in-process-content-commands.js';
import { activeCaller } from '../use-cases/active-caller.js';
import { CONTENT_USE_CASES } from '../commands/content-use-cases.js';
import { ContentCommands } from '../ports/content-commands.js';
import { DomainError } from '../shared/errors.js';
import { MediaObjects } from '../ports/media-objects.js';
import { Messages } from '../messages.js';
import { AiCallQuota, DesignValidationHistory, DesignValidationRecorder } from '../ports/ai-endpoint.js';
import { StoredMediaReader } from '../ports/stored-media.js';
import { type Blueprint } from '../blueprint/blueprint.js';
import { type Token } from '../shared/token.js';
import { type Brand } from '../brands/brand.js';
import { type PermissionConfig } from '../permissions/catalogue.js';
import { type Requirement } from '../requirements/requirement.js';
import { type UseCaseResolver } from '../commands/dispatch.js';
import { type Role } from '../roles/role.js';
import { type User } from '../users/user.js';
import {
  ArticleImageGenerator,
  ArticleWriter,
  BlueprintGenerator,
  BrandManualAnalyzer,
  CaptionGenerator,
  CarouselImageGenerator,
  DesignGuideGenerator,
  DesignValidator,
  ScriptGenerator,
  AiStatus,
  VideoSummarizer,
  TextAligner,
  ClaimFinder,
} from '../ports/ai.js';
import { BrandDriftMarker, BrandReviewHistory, BrandReviewRecorder } from '../ports/brand-guard.js';
import { AuditLog } from '../ports/audit-log.js';
import { AuthAccounts, CallerVerifier, PasswordGenerator } from '../ports/auth-accounts.js';
import { Authenticator } from '../ports/authenticator.js';
import {
  BlueprintRepository,
  BrandRepository,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import { Clock } from '../shared/clock.js';
import {
  LinkedInAuthStates,
  LinkedInClient,
  LinkedInConnectionReader,
  LinkedInConnectionStore,
  LinkedInGateway,
  LinkedInTokenVault,
  RandomTokens,
} from '../ports/linkedin-oauth.js';
import { LinkedInUseCases } from '../use-cases/linkedin.js';
import {
  ContentDigester,
  SchedulerClient,
  SchedulerTarget,
  SchedulingGateway,
  SchedulingLedger,
  SchedulerSettings,
  SendHistory,
  SendRecorder,
} from '../ports/scheduling.js';
import type { SendRecord } from '../scheduling/send-record.js';
import { SchedulingUseCases } from '../use-cases/scheduling.js';
import { SchedulerHealthUseCases } from '../use-cases/scheduler-health.js';
import { Logger } from '../ports/logger.js';
import { MediaStorage } from '../ports/storage.js';
import { GuardedUserWriter } from '../ports/guarded-user-writer.js';
import { BulkStore } from '../ports/bulk-store.js';
import { AccountGateway } from '../ports/account-gateway.js';
import { InMemoryBulkStore } from './in-memory-bulk-store.js';
import { FixedClock } from './fixed-clock.js';
import { InMemoryAiCallQuota } from './in-memory-ai-call-quota.js';
import { InMemoryDesignValidations } from './in-memory-design-validations.js';
import { InMemoryBrandGuard } from './in-memory-brand-guard.js';
import { InMemoryStoredMediaReader } from './in-memory-stored-media-reader.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import { SequentialRandomTokens, StaticSchedulerTarget, RecordingContentDigester } from './fixed-publishing-helpers.js';
import { InMemoryLinkedInAuthStates } from './in-memory-linkedin-auth-states.js';
import { InMemoryLinkedInClient } from './in-memory-linkedin-client.js';
import { InMemoryLinkedInConnectionStore } from './in-memory-linkedin-connection-store.js';
import { InMemoryLinkedInTokenVault } from './in-memory-linkedin-token-vault.js';
import { InMemoryLinkedInGateway, InMemorySchedulingGateway } from './in-memory-publishing-gateways.js';
import { InMemorySchedulerClient } from './in-memory-scheduler-client.js';
import { InMemorySchedulingLedger } from './in-memory-scheduling-ledger.js';
import { InMemorySendRecords } from './in-memory-send-records.js';
import { InMemoryComments } from './in-memory-comments.js';
import { CommentLog, CommentWriter } from '../ports/comments.js';
import type { Comment } from '../comments/comment.js';
import { SequentialPasswordGenerator } from './sequential-password-generator.js';
import { InMemoryGuardedUserWriter } from './in-memory-guarded-user-writer.js';
import { InMemoryAuthAccounts, InMemoryCallerVerifier } from './in-memory-auth-accounts.js';
import { InMemoryAuthenticator, type AuthAccount } from './in-memory-authenticator.js';
import { InMemoryBlueprintRepository } from './in-memory-blueprint-repository.js';
import { InMemoryBrandRepository } from './in-memory-brand-repository.js';
import { InMemoryMediaStorage } from './in-memory-media-storage.js';
import { InMemoryPermissionConfigRepository } from './in-memory-permission-config-repository.js';
import { InMemoryRequirementRepository } from './in-memory-requirement-repository.js';
import { InMemoryRoleRepository } from './in-memory-role-repository.js';
import { InMemoryAccountGateway } from './in-memory-account-gateway.js';
import { InMemoryUserRepository } from './in-memory-user-repository.js';
import { RecordingLogger } from './recording-logger.js';
import { ScriptedAiServices } from './scripted-ai-services.js';
import { SequentialIdGenerator } from './sequential-id-generator.js';
import { StaticSchedulerSettings } from './static-scheduler-settings.js';
import { resolverFrom } from './use-case-builder.js';

/**
 * One in-memory twin for every port, for tests that seed data or inspect what was written:
 * use cases built over them (useCasesOver), the adapters' memoryPortBindings, Storybook.
 */
export interface Twins {
  readonly clock: FixedClock;
  readonly ids: SequentialIdGenerator;
  readonly logger: RecordingLogger;
  readonly users: InMemoryUserRepository;
  readonly roles: InMemoryRoleRepository;
  readonly permissionConfig: InMemoryPermissionConfigRepository;
  /** users/{uid} writes checked in one step against leaving no administrator. */
  readonly guardedUsers: InMemoryGuardedUserWriter;
  /** The CLI imports' store, writing through the repositories and the guarded writer above. */
  readonly bulk: InMemoryBulkStore;
  readonly brands: InMemoryBrandRepository;
  readonly requirements: InMemoryRequirementRepository;
  readonly blueprints: InMemoryBlueprintRepository;
  readonly audit: InMemoryAuditLog;
  readonly auth: InMemoryAuthenticator;
  readonly accountAdmin: InMemoryAuthAccounts;
  readonly callerVerifier: InMemoryCallerVerifier;
  readonly accountGateway: InMemoryAccountGateway;
  readonly storage: InMemoryMediaStorage;
  readonly ai: ScriptedAiServices;
  /** Metricool, the send ledger, the digester and the target of the scheduler function. */
  readonly schedulerClient: InMemorySchedulerClient;
  readonly schedulingLedger: InMemorySchedulingLedger;
  /** brands/{brandId}/sends: the scheduler's record of every send, and the browser's read of it. */
  readonly sends: InMemorySendRecords;
  /** brands/{brandId}/comments and commentReads: the comments commands' writes, the screens' reads. */
  readonly comments: InMemoryComments;
  readonly digester: RecordingContentDigester;
  readonly schedulerTarget: StaticSchedulerTarget;
  /** LinkedIn, its single-use states, the token vault and users/{uid}/linkedin/default. */
  readonly linkedInClient: InMemoryLinkedInClient;
  readonly linkedInAuthStates: InMemoryLinkedInAuthStates;
  readonly linkedInTokens: InMemoryLinkedInTokenVault;
  readonly linkedInConnections: InMemoryLinkedInConnectionStore;
  readonly randomTokens: SequentialRandomTokens;
  /** The browser's gateways: the scheduler and linkedin functions in process, as the signed-in user. */
  readonly schedulingGateway: InMemorySchedulingGateway;
  readonly linkedInGateway: InMemoryLinkedInGateway;
  /** New accounts' passwords: a different one each time, none of them ever known to a user. */
  readonly passwords: SequentialPasswordGenerator;
  readonly schedulerSettings: StaticSchedulerSettings;
  /** The per-user AI quota (the default limit) and a design validation's record. */
  readonly aiQuota: InMemoryAiCallQuota;
  readonly designValidations: InMemoryDesignValidations;
  /** The brand guard's review (brandReview and its history) and drift marker (brandDrift), over the requirements. */
  readonly brandGuard: InMemoryBrandGuard;
  /** The server's read of uploaded files (bucket demo-estudio.appspot.com). */
  readonly storedMedia: InMemoryStoredMediaReader;
  /** The server's hold on uploaded objects (paths the commands name) and the AI images it stores. */
  readonly mediaObjects: InMemoryMediaObjects;
  /** The content functions in process, as the signed-in user (the browser's one client of the commands). */
  readonly contentCommands: InProcessContentCommands;
}

/** What the twins can start with (e.g. the demo dataset of the local stack). */
export interface TwinSeed {
  readonly permissionConfig?: PermissionConfig;
  readonly roles?: readonly Role[];
  readonly users?: readonly User[];
  readonly authAccounts?: readonly AuthAccount[];
  readonly brands?: readonly Brand[];
  readonly blueprints?: readonly Blueprint[];
  readonly requirements?: readonly Requirement[];
  readonly sends?: readonly SendRecord[];
  readonly comments?: readonly Comment[];
}

/** One consistent set of twins sharing a clock, empty or holding the seed. */
export const createTwins = (now?: Date, seed: TwinSeed = {}): Twins => {
  const clock = new FixedClock(now);
  const users = new InMemoryUserRepository(seed.users);
  const auth = new InMemoryAuthenticator({ clock, accounts: seed.authAccounts ?? [] });
  const accountAdmin = new InMemoryAuthAccounts(auth);
  const passwords = new SequentialPasswordGenerator();
  const roles = new InMemoryRoleRepository(seed.roles);
  const permissionConfig = new InMemoryPermissionConfigRepository(seed.permissionConfig ?? null);
  const requirements = new InMemoryRequirementRepository(seed.requirements);
  const logger = new RecordingLogger();
  const brands = new InMemoryBrandRepository(seed.brands);
  const schedulerClient = new InMemorySchedulerClient();
  const schedulingLedger = new InMemorySchedulingLedger();
  const sends = new InMemorySendRecords(seed.sends);
  const digester = new RecordingContentDigester();
  const schedulerTarget = new StaticSchedulerTarget();
  const schedulerSettings = new StaticSchedulerSettings();
  const linkedInClient = new InMemoryLinkedInClient();
  const linkedInAuthStates = new InMemoryLinkedInAuthStates();
  const linkedInTokens = new InMemoryLinkedInTokenVault();
  const linkedInConnections = new InMemoryLinkedInConnectionStore();
  const randomTokens = new SequentialRandomTokens();
  const storedMedia = new InMemoryStoredMediaReader();
  const caller = () => auth.currentIdentity();
  const storage = new InMemoryMediaStorage();
  const mediaObjects = new InMemoryMediaObjects(storage, storedMedia);
  const scheduling = new SchedulingUseCases(
    users,
    roles,
    permissionConfig,
    brands,
    requirements,
    linkedInConnections,
    schedulerClient,
    schedulerSettings,
    schedulerTarget,
    schedulingLedger,
    sends,
    digester,
    storedMedia,
    clock,
    logger,
  );
  const schedulerHealth = new SchedulerHealthUseCases(
    users,
    roles,
    permissionConfig,
    brands,
    schedulerClient,
    schedulerSettings,
    logger,
  );
  const linkedIn = new LinkedInUseCases(
    users,
    roles,
    permissionConfig,
    brands,
    linkedInAuthStates,
    linkedInTokens,
    linkedInConnections,
    linkedInClient,
    storedMedia,
    randomTokens,
    digester,
    clock,
    logger,
  );
  let contentUseCases: UseCaseResolver | undefined;
  const guardedUsers = new InMemoryGuardedUserWriter(users, roles, permissionConfig);
  const twins: Twins = {
    clock,
    ids: new SequentialIdGenerator('id-'),
    logger,
    users,
    roles,
    permissionConfig,
    guardedUsers,
    bulk: new InMemoryBulkStore({
      accounts: accountAdmin,
      users,
      guarded: guardedUsers,
      roles,
      brands,
      clock,
      passwords,
    }),
    brands,
    requirements,
    blueprints: new InMemoryBlueprintRepository(seed.blueprints),
    audit: new InMemoryAuditLog(),
    auth,
    accountAdmin,
    callerVerifier: new InMemoryCallerVerifier(auth, accountAdmin),
    // The endpoints' twin gives new accounts passwords from the same generator as the server side.
    accountGateway: new InMemoryAccountGateway(auth, users, clock, passwords),
    storage,
    ai: new ScriptedAiServices(),
    schedulerClient,
    schedulingLedger,
    sends,
    comments: new InMemoryComments(seed.comments),
    digester,
    schedulerTarget,
    linkedInClient,
    linkedInAuthStates,
    linkedInTokens,
    linkedInConnections,
    randomTokens,
    schedulingGateway: new InMemorySchedulingGateway(scheduling, schedulerHealth, caller),
    linkedInGateway: new InMemoryLinkedInGateway(linkedIn, caller),
    passwords,
    schedulerSettings,
    aiQuota: new InMemoryAiCallQuota(),
    designValidations: new InMemoryDesignValidations(requirements),
    brandGuard: new InMemoryBrandGuard(requirements, schedulingLedger),
    storedMedia,
    mediaObjects,
    contentCommands: new InProcessContentCommands(
      // The server's use cases over these same twins, as the content functions bind them, built on the first command.
      () => (contentUseCases ??= resolverFrom(portMapOf(twins), CONTENT_USE_CASES)),
      () => {
        const current = caller();
        if (current === null) return Promise.reject(new DomainError('forbidden', Messages.endpoints.missingIdToken));
        return activeCaller({ users, roles, permissionConfig, logger }, current);
      },
    ),
  };
  return twins;
};

/** A port's token with the twin that serves it; the twin must implement the port the token names. */
export interface TwinPort {
  readonly token: symbol;
  readonly twin: unknown;
}

/** Serves `token` with `twin`: twinPort(UserRepository, twins.roles) does not compile. */
const twinPort = <T>(token: Token<T>, twin: NoInfer<T>): TwinPort => ({ token, twin });

/**
 * Every domain port token with the twin that serves it: what useCasesOver builds use cases
 * from, and what the adapters' memoryPortBindings binds into a container (screen tests,
 * Storybook); the Firebase bindings have the same shape, so a runtime swaps backends by
 * swapping one list.
 */
export const twinPorts = (twins: Twins): TwinPort[] => [
  twinPort(Clock, twins.clock),
  twinPort(Logger, twins.logger),
  twinPort(UserRepository, twins.users),
  twinPort(RoleRepository, twins.roles),
  twinPort(PermissionConfigRepository, twins.permissionConfig),
  twinPort(GuardedUserWriter, twins.guardedUsers),
  twinPort(BulkStore, twins.bulk),
  twinPort(BrandRepository, twins.brands),
  twinPort(RequirementRepository, twins.requirements),
  twinPort(BlueprintRepository, twins.blueprints),
  twinPort(AuditLog, twins.audit),
  twinPort(Authenticator, twins.auth),
  twinPort(AuthAccounts, twins.accountAdmin),
  twinPort(CallerVerifier, twins.callerVerifier),
  twinPort(AccountGateway, twins.accountGateway),
  twinPort(PasswordGenerator, twins.passwords),
  twinPort(MediaStorage, twins.storage),
  twinPort(BrandManualAnalyzer, twins.ai),
  twinPort(BlueprintGenerator, twins.ai),
  twinPort(CaptionGenerator, twins.ai),
  twinPort(DesignGuideGenerator, twins.ai),
  twinPort(CarouselImageGenerator, twins.ai),
  twinPort(DesignValidator, twins.ai),
  twinPort(VideoSummarizer, twins.ai),
  twinPort(ArticleWriter, twins.ai),
  twinPort(ArticleImageGenerator, twins.ai),
  twinPort(ScriptGenerator, twins.ai),
  twinPort(TextAligner, twins.ai),
  twinPort(ClaimFinder, twins.ai),
  twinPort(AiStatus, twins.ai),
  twinPort(SchedulerSettings, twins.schedulerSettings),
  twinPort(SchedulerClient, twins.schedulerClient),
  twinPort(SchedulingLedger, twins.schedulingLedger),
  twinPort(SendRecorder, twins.sends),
  twinPort(SendHistory, twins.sends),
  twinPort(CommentLog, twins.comments),
  twinPort(CommentWriter, twins.comments),
  twinPort(ContentDigester, twins.digester),
  twinPort(SchedulerTarget, twins.schedulerTarget),
  twinPort(SchedulingGateway, twins.schedulingGateway),
  twinPort(LinkedInClient, twins.linkedInClient),
  twinPort(LinkedInAuthStates, twins.linkedInAuthStates),
  twinPort(LinkedInTokenVault, twins.linkedInTokens),
  twinPort(LinkedInConnectionStore, twins.linkedInConnections),
  twinPort(LinkedInConnectionReader, twins.linkedInConnections),
  twinPort(RandomTokens, twins.randomTokens),
  twinPort(LinkedInGateway, twins.linkedInGateway),
  twinPort(AiCallQuota, twins.aiQuota),
  twinPort(DesignValidationRecorder, twins.designValidations),
  twinPort(DesignValidationHistory, twins.designValidations),
  twinPort(BrandReviewRecorder, twins.brandGuard),
  twinPort(BrandReviewHistory, twins.brandGuard),
  twinPort(BrandDriftMarker, twins.brandGuard),
  twinPort(StoredMediaReader, twins.storedMedia),
  twinPort(MediaObjects, twins.mediaObjects),
  twinPort(ContentCommands, twins.contentCommands),
];

/** Each port's twin by token. */
export const portMapOf = (twins: Twins): ReadonlyMap<symbol, unknown> =>
  new Map(twinPorts(twins).map(({ token, twin }) => [token, twin]));
