import { createContainer } from '../wiring/container.js';
import { InMemoryMediaObjects } from './in-memory-media-objects.js';
import { InProcessContentCommands } from './in-process-content-commands.js';
import {
  activeCaller,
  CONTENT_USE_CASES,
  ContentCommands,
  DomainError,
  MediaObjects,
  Messages,
  AiCallQuota,
  DesignValidationHistory,
  DesignValidationRecorder,
  StoredMediaReader,
  type Blueprint,
  type Brand,
  type PermissionConfig,
  type Requirement,
  type Role,
  type User,
  ArticleImageGenerator,
  AuditLog,
  AuthAccounts,
  CallerVerifier,
  ArticleWriter,
  Authenticator,
  BlueprintGenerator,
  BlueprintRepository,
  BrandManualAnalyzer,
  BrandRepository,
  CaptionGenerator,
  CarouselImageGenerator,
  Clock,
  DesignGuideGenerator,
  DesignValidator,
  LinkedInAuthStates,
  LinkedInClient,
  LinkedInConnectionReader,
  LinkedInConnectionStore,
  LinkedInGateway,
  LinkedInUseCases,
  LinkedInTokenVault,
  RandomTokens,
  ContentDigester,
  SchedulerClient,
  SchedulerTarget,
  SchedulingGateway,
  SchedulingLedger,
  SchedulingUseCases,
  Logger,
  MediaStorage,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  SchedulerSettings,
  ScriptGenerator,
  AiStatus,
  PasswordGenerator,
  GuardedUserWriter,
  AccountGateway,
  BulkStore,
  UserRepository,
  VideoSummarizer,
} from '@estudio/domain';
import { InMemoryBulkStore } from '../bulk/in-memory-bulk-store.js';
import { FixedClock } from './fixed-clock.js';
import { InMemoryAiCallQuota } from './in-memory-ai-call-quota.js';
import { InMemoryDesignValidations } from './in-memory-design-validations.js';
import { InMemoryStoredMediaReader } from './in-memory-stored-media-reader.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import { SequentialRandomTokens, StaticSchedulerTarget, WebCryptoContentDigester } from './fixed-publishing-helpers.js';
import { InMemoryLinkedInAuthStates } from './in-memory-linkedin-auth-states.js';
import { InMemoryLinkedInClient } from './in-memory-linkedin-client.js';
import { InMemoryLinkedInConnectionStore } from './in-memory-linkedin-connection-store.js';
import { InMemoryLinkedInTokenVault } from './in-memory-linkedin-token-vault.js';
import { InMemoryLinkedInGateway, InMemorySchedulingGateway } from './in-memory-publishing-gateways.js';
import { InMemorySchedulerClient } from './in-memory-scheduler-client.js';
import { InMemorySchedulingLedger } from './in-memory-scheduling-ledger.js';
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
import { provide, type PortBinding } from '../wiring/port-binding.js';

/** The twins behind the bindings, for tests that seed data or inspect what was written. */
export interface MemoryAdapters {
  readonly clock: FixedClock;
  readonly ids: SequentialIdGenerator;
  readonly logger: RecordingLogger;
  readonly users: InMemoryUserRepository;
  readonly roles: InMemoryRoleRepository;
  readonly permissionConfig: InMemoryPermissionConfigRepository;
  /** users/{uid} writes checked in one step against leaving no administrator. */
  readonly guardedUsers: InMemoryGuardedUserWriter;
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
  readonly digester: WebCryptoContentDigester;
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
  /** The server's read of uploaded files (bucket demo-estudio.appspot.com). */
  readonly storedMedia: InMemoryStoredMediaReader;
  /** The server's hold on uploaded objects (paths the commands name) and the AI images it stores. */
  readonly mediaObjects: InMemoryMediaObjects;
  /** The content functions in process, as the signed-in user (the browser's one client of the commands). */
  readonly contentCommands: InProcessContentCommands;
}

/** What the twins can start with (e.g. the demo dataset of the local stack). */
export interface MemorySeed {
  readonly permissionConfig?: PermissionConfig;
  readonly roles?: readonly Role[];
  readonly users?: readonly User[];
  readonly authAccounts?: readonly AuthAccount[];
  readonly brands?: readonly Brand[];
  readonly blueprints?: readonly Blueprint[];
  readonly requirements?: readonly Requirement[];
}

/** One consistent set of twins sharing a clock, empty or holding the seed. */
export const createMemoryAdapters = (now?: Date, seed: MemorySeed = {}): MemoryAdapters => {
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
  const digester = new WebCryptoContentDigester();
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
    digester,
    storedMedia,
    clock,
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
    clock,
    logger,
  );
  let contentContainer: ReturnType<typeof createContainer> | undefined;
  const adapters: MemoryAdapters = {
    clock,
    ids: new SequentialIdGenerator('id-'),
    logger,
    users,
    roles,
    permissionConfig,
    guardedUsers: new InMemoryGuardedUserWriter(users, roles, permissionConfig),
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
    digester,
    schedulerTarget,
    linkedInClient,
    linkedInAuthStates,
    linkedInTokens,
    linkedInConnections,
    randomTokens,
    schedulingGateway: new InMemorySchedulingGateway(scheduling, caller),
    linkedInGateway: new InMemoryLinkedInGateway(linkedIn, caller),
    passwords,
    schedulerSettings,
    aiQuota: new InMemoryAiCallQuota(),
    designValidations: new InMemoryDesignValidations(requirements),
    storedMedia,
    mediaObjects,
    contentCommands: new InProcessContentCommands(
      () => {
        // The server's use cases over these same twins, built on the first command.
        contentContainer ??= createContainer(memoryPortBindings(adapters), CONTENT_USE_CASES);
        const container = contentContainer;
        return (useCase) => container.get(useCase);
      },
      () => {
        const current = caller();
        if (current === null) return Promise.reject(new DomainError('forbidden', Messages.endpoints.missingIdToken));
        return activeCaller({ users, roles, permissionConfig, logger }, current);
      },
    ),
  };
  return adapters;
};

/**
 * Every domain port token with the twin that serves it. Composition roots turn this list
 * into container bindings (tests, Storybook); the Firebase bindings have the same shape,
 * so a runtime swaps backends by swapping one list.
 */
export const memoryPortBindings = (adapters: MemoryAdapters): PortBinding[] => [
  provide(Clock, adapters.clock),
  provide(Logger, adapters.logger),
  provide(UserRepository, adapters.users),
  provide(RoleRepository, adapters.roles),
  provide(PermissionConfigRepository, adapters.permissionConfig),
  provide(GuardedUserWriter, adapters.guardedUsers),
  provide(BrandRepository, adapters.brands),
  provide(RequirementRepository, adapters.requirements),
  provide(BlueprintRepository, adapters.blueprints),
  provide(AuditLog, adapters.audit),
  provide(Authenticator, adapters.auth),
  provide(AuthAccounts, adapters.accountAdmin),
  provide(CallerVerifier, adapters.callerVerifier),
  provide(AccountGateway, adapters.accountGateway),
  provide(PasswordGenerator, adapters.passwords),
  provide(MediaStorage, adapters.storage),
  provide(BrandManualAnalyzer, adapters.ai),
  provide(BlueprintGenerator, adapters.ai),
  provide(CaptionGenerator, adapters.ai),
  provide(DesignGuideGenerator, adapters.ai),
  provide(CarouselImageGenerator, adapters.ai),
  provide(DesignValidator, adapters.ai),
  provide(VideoSummarizer, adapters.ai),
  provide(ArticleWriter, adapters.ai),
  provide(ArticleImageGenerator, adapters.ai),
  provide(ScriptGenerator, adapters.ai),
  provide(AiStatus, adapters.ai),
  provide(SchedulerSettings, adapters.schedulerSettings),
  provide(SchedulerClient, adapters.schedulerClient),
  provide(SchedulingLedger, adapters.schedulingLedger),
  provide(ContentDigester, adapters.digester),
  provide(SchedulerTarget, adapters.schedulerTarget),
  provide(SchedulingGateway, adapters.schedulingGateway),
  provide(LinkedInClient, adapters.linkedInClient),
  provide(LinkedInAuthStates, adapters.linkedInAuthStates),
  provide(LinkedInTokenVault, adapters.linkedInTokens),
  provide(LinkedInConnectionStore, adapters.linkedInConnections),
  provide(LinkedInConnectionReader, adapters.linkedInConnections),
  provide(RandomTokens, adapters.randomTokens),
  provide(LinkedInGateway, adapters.linkedInGateway),
  provide(AiCallQuota, adapters.aiQuota),
  provide(DesignValidationRecorder, adapters.designValidations),
  provide(DesignValidationHistory, adapters.designValidations),
  provide(StoredMediaReader, adapters.storedMedia),
  provide(MediaObjects, adapters.mediaObjects),
  provide(ContentCommands, adapters.contentCommands),
  provide(
    BulkStore,
    new InMemoryBulkStore({ ...adapters, accounts: adapters.accountAdmin, guarded: adapters.guardedUsers }),
  ),
];
