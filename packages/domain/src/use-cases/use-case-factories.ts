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
  VideoSummarizer,
} from '../ports/ai.js';
import { AuthService } from '../ports/auth.js';
import { LinkedInAuthorizer } from '../ports/linkedin.js';
import { Logger } from '../ports/logger.js';
import {
  BlueprintRepository,
  BrandRepository,
  LinkedInCredentialsRepository,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import { Scheduler, SchedulerSettings } from '../ports/scheduler.js';
import { MediaStorage } from '../ports/storage.js';
import { TemporaryPasswordProvider, UserAdministration } from '../ports/user-administration.js';
import { Clock } from '../shared/clock.js';
import { BlogService } from './blog.js';
import { BlueprintService } from './blueprint.js';
import { BrandAdministration } from './brand-administration.js';
import { BrandDnaService } from './brand-dna.js';
import { CarouselService } from './carousel.js';
import { GenerateContentGrid } from './generate-content-grid.js';
import { LinkedInService } from './linkedin.js';
import { PermissionConfiguration } from './permission-configuration.js';
import { RequirementLists } from './requirement-lists.js';
import { RoleAdministration } from './role-administration.js';
import { SessionService } from './session.js';
import { UserAdministrationService } from './user-administration.js';
import { VideoService } from './video.js';

/** Looks up the implementation bound to a port token; the caller's container decides. */
export type ResolvePort = <T>(token: symbol) => T;

/** How to build one use case from its ports, with the class that identifies it. */
export interface UseCaseFactory<T extends object> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- constructors differ per use case
  readonly useCase: new (...args: any[]) => T;
  readonly create: (get: ResolvePort) => T;
}

export const factory = <T extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- constructors differ per use case
  useCase: new (...args: any[]) => T,
  create: (get: ResolvePort) => T,
): UseCaseFactory<T> => ({ useCase, create });

/**
 * Every use case with the ports its constructor takes, written once. Composition roots
 * (web, cli, functions) pick the ones they serve and bind them in their own container; the
 * domain stays free of any dependency-injection framework. Server-only use cases are in
 * server-use-case-factories.ts, so that a browser bundle never holds them.
 */
export const USE_CASES = {
  session: factory(
    SessionService,
    (get) =>
      new SessionService(
        get(AuthService),
        get(UserRepository),
        get(RoleRepository),
        get(PermissionConfigRepository),
        get(Clock),
        get(Logger),
      ),
  ),
  brandAdministration: factory(
    BrandAdministration,
    (get) => new BrandAdministration(get(BrandRepository), get(UserRepository), get(RoleRepository), get(Clock)),
  ),
  userAdministration: factory(
    UserAdministrationService,
    (get) =>
      new UserAdministrationService(
        get(UserRepository),
        get(RoleRepository),
        get(UserAdministration),
        get(TemporaryPasswordProvider),
      ),
  ),
  roleAdministration: factory(RoleAdministration, (get) => new RoleAdministration(get(RoleRepository), get(Clock))),
  permissionConfiguration: factory(
    PermissionConfiguration,
    (get) => new PermissionConfiguration(get(PermissionConfigRepository), get(Logger)),
  ),
  requirementLists: factory(
    RequirementLists,
    (get) =>
      new RequirementLists(
        get(RequirementRepository),
        get(BrandRepository),
        get(UserRepository),
        get(RoleRepository),
        get(Clock),
      ),
  ),
  contentGrid: factory(
    GenerateContentGrid,
    (get) => new GenerateContentGrid(get(BrandRepository), get(RequirementRepository), get(Clock)),
  ),
  brandDna: factory(
    BrandDnaService,
    (get) => new BrandDnaService(get(BrandRepository), get(MediaStorage), get(BrandManualAnalyzer), get(Clock)),
  ),
  blueprint: factory(
    BlueprintService,
    (get) => new BlueprintService(get(BrandRepository), get(BlueprintRepository), get(BlueprintGenerator), get(Clock)),
  ),
  carousel: factory(
    CarouselService,
    (get) =>
      new CarouselService(
        get(BrandRepository),
        get(BlueprintRepository),
        get(RequirementRepository),
        get(MediaStorage),
        get(CaptionGenerator),
        get(DesignGuideGenerator),
        get(CarouselImageGenerator),
        get(DesignValidator),
        get(Scheduler),
        get(SchedulerSettings),
        get(Clock),
      ),
  ),
  video: factory(
    VideoService,
    (get) =>
      new VideoService(
        get(BrandRepository),
        get(BlueprintRepository),
        get(RequirementRepository),
        get(MediaStorage),
        get(CaptionGenerator),
        get(ScriptGenerator),
        get(Scheduler),
        get(Clock),
      ),
  ),
  blog: factory(
    BlogService,
    (get) =>
      new BlogService(
        get(BrandRepository),
        get(RequirementRepository),
        get(MediaStorage),
        get(VideoSummarizer),
        get(ArticleWriter),
        get(ArticleImageGenerator),
        get(Clock),
      ),
  ),
  linkedIn: factory(
    LinkedInService,
    (get) =>
      new LinkedInService(get(BrandRepository), get(LinkedInCredentialsRepository), get(LinkedInAuthorizer), get(Clock)),
  ),
} as const;

export type UseCaseName = keyof typeof USE_CASES;
