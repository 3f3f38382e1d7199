import {
  type Blueprint,
  type Brand,
  type PermissionConfig,
  type Requirement,
  type Role,
  type User,
  ArticleImageGenerator,
  AuthAccountAdmin,
  CallerVerifier,
  ArticleWriter,
  AuthService,
  BlueprintGenerator,
  BlueprintRepository,
  BrandManualAnalyzer,
  BrandRepository,
  CaptionGenerator,
  CarouselImageGenerator,
  Clock,
  DesignGuideGenerator,
  DesignValidator,
  IdGenerator,
  LinkedInAuthorizer,
  LinkedInCredentialsRepository,
  Logger,
  MediaStorage,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  Scheduler,
  SchedulerSettings,
  ScriptGenerator,
  TemporaryPasswordProvider,
  UserAdministration,
  UserRepository,
  VideoSummarizer,
} from '@estudio/domain';
import { FixedClock } from './fixed-clock.js';
import { FixedLinkedInAuthorizer } from './fixed-linkedin-authorizer.js';
import { FixedTemporaryPasswordProvider } from './fixed-temporary-password-provider.js';
import { InMemoryAuthAccountAdmin, InMemoryCallerVerifier } from './in-memory-auth-account-admin.js';
import { InMemoryAuthService, type AuthAccount } from './in-memory-auth-service.js';
import { InMemoryBlueprintRepository } from './in-memory-blueprint-repository.js';
import { InMemoryBrandRepository } from './in-memory-brand-repository.js';
import { InMemoryLinkedInCredentialsRepository } from './in-memory-linkedin-credentials-repository.js';
import { InMemoryMediaStorage } from './in-memory-media-storage.js';
import { InMemoryPermissionConfigRepository } from './in-memory-permission-config-repository.js';
import { InMemoryRequirementRepository } from './in-memory-requirement-repository.js';
import { InMemoryRoleRepository } from './in-memory-role-repository.js';
import { InMemoryScheduler } from './in-memory-scheduler.js';
import { InMemoryUserAdministration } from './in-memory-user-administration.js';
import { InMemoryUserRepository } from './in-memory-user-repository.js';
import { RecordingLogger } from './recording-logger.js';
import { ScriptedAiServices } from './scripted-ai-services.js';
import { SequentialIdGenerator } from './sequential-id-generator.js';
import { StaticSchedulerSettings } from './static-scheduler-settings.js';

/** A port token and the object that serves it. */
export type PortBinding = readonly [token: symbol, implementation: unknown];

/** The twins behind the bindings, for tests that seed data or inspect what was written. */
export interface MemoryAdapters {
  readonly clock: FixedClock;
  readonly ids: SequentialIdGenerator;
  readonly logger: RecordingLogger;
  readonly users: InMemoryUserRepository;
  readonly roles: InMemoryRoleRepository;
  readonly permissionConfig: InMemoryPermissionConfigRepository;
  readonly brands: InMemoryBrandRepository;
  readonly requirements: InMemoryRequirementRepository;
  readonly blueprints: InMemoryBlueprintRepository;
  readonly linkedInCredentials: InMemoryLinkedInCredentialsRepository;
  readonly auth: InMemoryAuthService;
  readonly accountAdmin: InMemoryAuthAccountAdmin;
  readonly callerVerifier: InMemoryCallerVerifier;
  readonly userAdministration: InMemoryUserAdministration;
  readonly storage: InMemoryMediaStorage;
  readonly ai: ScriptedAiServices;
  readonly scheduler: InMemoryScheduler;
  readonly linkedInAuthorizer: FixedLinkedInAuthorizer;
  readonly temporaryPasswords: FixedTemporaryPasswordProvider;
  readonly schedulerSettings: StaticSchedulerSettings;
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
  const auth = new InMemoryAuthService({ clock, accounts: seed.authAccounts ?? [] });
  const accountAdmin = new InMemoryAuthAccountAdmin(auth);
  return {
    clock,
    ids: new SequentialIdGenerator('id-'),
    logger: new RecordingLogger(),
    users,
    roles: new InMemoryRoleRepository(seed.roles),
    permissionConfig: new InMemoryPermissionConfigRepository(seed.permissionConfig ?? null),
    brands: new InMemoryBrandRepository(seed.brands),
    requirements: new InMemoryRequirementRepository(seed.requirements),
    blueprints: new InMemoryBlueprintRepository(seed.blueprints),
    linkedInCredentials: new InMemoryLinkedInCredentialsRepository(),
    auth,
    accountAdmin,
    callerVerifier: new InMemoryCallerVerifier(auth, accountAdmin),
    userAdministration: new InMemoryUserAdministration(auth, users, clock),
    storage: new InMemoryMediaStorage(),
    ai: new ScriptedAiServices(),
    scheduler: new InMemoryScheduler(),
    linkedInAuthorizer: new FixedLinkedInAuthorizer(),
    temporaryPasswords: new FixedTemporaryPasswordProvider(),
    schedulerSettings: new StaticSchedulerSettings(),
  };
};

/**
 * Every domain port token with the twin that serves it. Composition roots turn this list
 * into container bindings (tests, Storybook); the Firebase adapter groups will offer the
 * same shape, so an app swaps backends by swapping one list.
 */
export const memoryPortBindings = (adapters: MemoryAdapters): PortBinding[] => [
  [Clock, adapters.clock],
  [IdGenerator, adapters.ids],
  [Logger, adapters.logger],
  [UserRepository, adapters.users],
  [RoleRepository, adapters.roles],
  [PermissionConfigRepository, adapters.permissionConfig],
  [BrandRepository, adapters.brands],
  [RequirementRepository, adapters.requirements],
  [BlueprintRepository, adapters.blueprints],
  [LinkedInCredentialsRepository, adapters.linkedInCredentials],
  [AuthService, adapters.auth],
  [AuthAccountAdmin, adapters.accountAdmin],
  [CallerVerifier, adapters.callerVerifier],
  [UserAdministration, adapters.userAdministration],
  [TemporaryPasswordProvider, adapters.temporaryPasswords],
  [MediaStorage, adapters.storage],
  [BrandManualAnalyzer, adapters.ai],
  [BlueprintGenerator, adapters.ai],
  [CaptionGenerator, adapters.ai],
  [DesignGuideGenerator, adapters.ai],
  [CarouselImageGenerator, adapters.ai],
  [DesignValidator, adapters.ai],
  [VideoSummarizer, adapters.ai],
  [ArticleWriter, adapters.ai],
  [ArticleImageGenerator, adapters.ai],
  [ScriptGenerator, adapters.ai],
  [Scheduler, adapters.scheduler],
  [SchedulerSettings, adapters.schedulerSettings],
  [LinkedInAuthorizer, adapters.linkedInAuthorizer],
];
