import type { PortBinding } from '@estudio/adapters';
import {
  ArticleImageGenerator,
  ArticleWriter,
  AuthService,
  BlogService,
  BlueprintGenerator,
  BlueprintRepository,
  BlueprintService,
  BrandAdministration,
  BrandDnaService,
  BrandManualAnalyzer,
  BrandRepository,
  CaptionGenerator,
  CarouselImageGenerator,
  CarouselService,
  Clock,
  DesignGuideGenerator,
  DesignValidator,
  GenerateContentGrid,
  LinkedInAuthorizer,
  LinkedInCredentialsRepository,
  LinkedInService,
  Logger,
  MediaStorage,
  PermissionConfigRepository,
  PermissionConfiguration,
  RequirementLists,
  RequirementRepository,
  RoleAdministration,
  RoleRepository,
  Scheduler,
  SchedulerSettings,
  ScriptGenerator,
  SessionService,
  TemporaryPasswordProvider,
  UserAdministration,
  UserAdministrationService,
  UserRepository,
  VideoService,
  VideoSummarizer,
} from '@estudio/domain';
import { Container, ContainerModule } from 'inversify';
import { portsModule } from './ports-module.js';

/** Every use case the console's screens call, built from the bound ports. */
export const webUseCasesModule = new ContainerModule(({ bind }) => {
  bind(SessionService)
    .toDynamicValue(
      ({ get }) =>
        new SessionService(
          get(AuthService),
          get(UserRepository),
          get(RoleRepository),
          get(PermissionConfigRepository),
          get(Clock),
          get(Logger),
        ),
    )
    .inSingletonScope();
  bind(BrandAdministration)
    .toDynamicValue(
      ({ get }) =>
        new BrandAdministration(get(BrandRepository), get(UserRepository), get(RoleRepository), get(Clock)),
    )
    .inSingletonScope();
  bind(UserAdministrationService)
    .toDynamicValue(
      ({ get }) =>
        new UserAdministrationService(
          get(UserRepository),
          get(RoleRepository),
          get(UserAdministration),
          get(TemporaryPasswordProvider),
        ),
    )
    .inSingletonScope();
  bind(RoleAdministration)
    .toDynamicValue(({ get }) => new RoleAdministration(get(RoleRepository), get(Clock)))
    .inSingletonScope();
  bind(PermissionConfiguration)
    .toDynamicValue(({ get }) => new PermissionConfiguration(get(PermissionConfigRepository), get(Logger)))
    .inSingletonScope();
  bind(RequirementLists)
    .toDynamicValue(
      ({ get }) =>
        new RequirementLists(
          get(RequirementRepository),
          get(BrandRepository),
          get(UserRepository),
          get(RoleRepository),
          get(Clock),
        ),
    )
    .inSingletonScope();
  bind(GenerateContentGrid)
    .toDynamicValue(
      ({ get }) => new GenerateContentGrid(get(BrandRepository), get(RequirementRepository), get(Clock)),
    )
    .inSingletonScope();
  bind(BrandDnaService)
    .toDynamicValue(
      ({ get }) =>
        new BrandDnaService(get(BrandRepository), get(MediaStorage), get(BrandManualAnalyzer), get(Clock)),
    )
    .inSingletonScope();
  bind(BlueprintService)
    .toDynamicValue(
      ({ get }) =>
        new BlueprintService(get(BrandRepository), get(BlueprintRepository), get(BlueprintGenerator), get(Clock)),
    )
    .inSingletonScope();
  bind(CarouselService)
    .toDynamicValue(
      ({ get }) =>
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
    )
    .inSingletonScope();
  bind(VideoService)
    .toDynamicValue(
      ({ get }) =>
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
    )
    .inSingletonScope();
  bind(BlogService)
    .toDynamicValue(
      ({ get }) =>
        new BlogService(
          get(BrandRepository),
          get(RequirementRepository),
          get(MediaStorage),
          get(VideoSummarizer),
          get(ArticleWriter),
          get(ArticleImageGenerator),
          get(Clock),
        ),
    )
    .inSingletonScope();
  bind(LinkedInService)
    .toDynamicValue(
      ({ get }) =>
        new LinkedInService(
          get(BrandRepository),
          get(LinkedInCredentialsRepository),
          get(LinkedInAuthorizer),
          get(Clock),
        ),
    )
    .inSingletonScope();
});

/** The browser's container over the given port bindings (Firebase web SDK, or twins). */
export const createWebContainer = (bindings: readonly PortBinding[]): Container => {
  const container = new Container();
  container.load(portsModule(bindings), webUseCasesModule);
  return container;
};
