import { ContentCommands } from '../ports/content-commands.js';
import { MediaUploads } from './media-uploads.js';
import { LinkedInConnectionReader, LinkedInGateway } from '../ports/linkedin-oauth.js';
import { Logger } from '../ports/logger.js';
import {
  BlueprintRepository,
  BrandRepository,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import { SchedulingGateway, SendHistory } from '../ports/scheduling.js';
import { MediaStorage } from '../ports/storage.js';
import { AccountGateway } from '../ports/account-gateway.js';
import { DesignValidationHistory } from '../ports/ai-endpoint.js';
import { BrandReviewHistory } from '../ports/brand-guard.js';
import { Clock } from '../shared/clock.js';
import { CommentViews } from './comment-views.js';
import { CommentLog } from '../ports/comments.js';
import { useCase } from './use-case.js';
import {
  brandsUseCase,
  commentCountsUseCase,
  requirementsUseCase,
  sessionUseCase,
} from './shell-use-case-factories.js';
import { BlogViews } from './blog-views.js';
import { BlueprintViews } from './blueprint-views.js';
import { BrandDnaViews } from './brand-dna-views.js';
import { BrandGuardViews } from './brand-guard-views.js';
import { CarouselViews } from './carousel-views.js';
import { LinkedInPanelUseCases } from './linkedin-panel.js';
import { PermissionConfigUseCases } from './permission-config.js';
import { SchedulingPanelUseCases } from './scheduling-panel.js';
import { SendViews } from './send-views.js';
import { CalendarViews } from './calendar-views.js';
import { AiModelUseCases } from './ai-model.js';
import { AiStatus } from '../ports/ai.js';
import { ConnectionHealthViews } from './connection-health-views.js';
import { RoleUseCases } from './roles.js';
import { UserUseCases } from './users.js';
import { VideoViews } from './video-views.js';

/**
 * Every use case with the ports its constructor takes, in order, written once. The port
 * list is typed against the constructor: a missing, extra or misordered port fails
 * typecheck. Composition roots (web, cli, functions) bind the use cases they serve through
 * the shared wiring (@estudio/adapters/wiring); the domain stays free of any
 * dependency-injection framework. Server-only use cases are in server-use-case-factories.ts,
 * so that a browser bundle never holds them.
 */
export const USE_CASES = {
  session: sessionUseCase,
  brands: brandsUseCase,
  users: useCase(UserUseCases, [UserRepository, RoleRepository, AccountGateway]),
  roles: useCase(RoleUseCases, [RoleRepository, UserRepository, PermissionConfigRepository, Clock]),
  permissionConfig: useCase(PermissionConfigUseCases, [PermissionConfigRepository, Logger]),
  requirements: requirementsUseCase,
  brandDnaViews: useCase(BrandDnaViews, [BrandRepository]),
  blueprintViews: useCase(BlueprintViews, [BrandRepository, BlueprintRepository]),
  /** The carousel detail's reads; its actions are content commands (CarouselUseCases, a server use case). */
  carouselViews: useCase(CarouselViews, [BrandRepository, RequirementRepository, DesignValidationHistory]),
  videoViews: useCase(VideoViews, [BrandRepository, RequirementRepository]),
  /** The 'Revisión de marca' panel's history; its score is a content command (guard/score). */
  brandGuardViews: useCase(BrandGuardViews, [BrandRepository, RequirementRepository, BrandReviewHistory]),
  schedulingPanel: useCase(SchedulingPanelUseCases, [
    BrandRepository,
    RequirementRepository,
    LinkedInConnectionReader,
    SchedulingGateway,
    ContentCommands,
    Clock,
  ]),
  /** 'Envíos' and an item's last send that did not go: the scheduler function's records, read. */
  sendViews: useCase(SendViews, [BrandRepository, SendHistory]),
  /** The Calendario's read; its moves are content commands (planning/date, planning/spread). */
  calendarViews: useCase(CalendarViews, [BrandRepository, RequirementRepository, Clock]),
  /** The blog detail's reads; its actions are content commands (BlogUseCases, a server use case). */
  blogViews: useCase(BlogViews, [BrandRepository, RequirementRepository]),
  uploads: useCase(MediaUploads, [MediaStorage, Clock]),
  /** Which model answers (the shell's demo badge, fetched after the console draws; the AI drafts' marks). */
  aiModel: useCase(AiModelUseCases, [AiStatus]),
  /** The shell's connection warning (fetched after the console draws) and /socialmedia's 'Estado de las conexiones'. */
  connectionHealth: useCase(ConnectionHealthViews, [LinkedInConnectionReader, SchedulingGateway, Clock]),
  commentCounts: commentCountsUseCase,
  /** A thread of comments with the brand's people; its writes are content commands (comments/add, comments/read). */
  commentViews: useCase(CommentViews, [BrandRepository, UserRepository, CommentLog]),
  linkedInPanel: useCase(LinkedInPanelUseCases, [LinkedInConnectionReader, LinkedInGateway, ContentCommands, Clock]),
} as const;
