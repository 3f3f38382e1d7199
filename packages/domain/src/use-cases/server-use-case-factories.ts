import { AuthAccounts, PasswordGenerator } from '../ports/auth-accounts.js';
import { GuardedUserWriter } from '../ports/guarded-user-writer.js';
import {
  ArticleImageGenerator,
  ArticleWriter,
  BlueprintGenerator,
  BrandManualAnalyzer,
  CaptionGenerator,
  CarouselImageGenerator,
  ClaimFinder,
  DesignGuideGenerator,
  DesignValidator,
  ScriptGenerator,
  TextAligner,
  VideoSummarizer,
} from '../ports/ai.js';
import { BrandDriftMarker, BrandReviewRecorder } from '../ports/brand-guard.js';
import { DesignValidationRecorder } from '../ports/ai-endpoint.js';
import { StoredMediaReader } from '../ports/stored-media.js';
import {
  LinkedInAuthStates,
  LinkedInClient,
  LinkedInConnectionStore,
  LinkedInTokenVault,
  RandomTokens,
} from '../ports/linkedin-oauth.js';
import { SchedulerSettings } from '../ports/scheduling.js';
import {
  ContentDigester,
  SchedulerClient,
  SchedulerTarget,
  SchedulingLedger,
  SendRecorder,
} from '../ports/scheduling.js';
import { AuditLog } from '../ports/audit-log.js';
import { Logger } from '../ports/logger.js';
import { MediaObjects } from '../ports/media-objects.js';
import { CommentWriter } from '../ports/comments.js';
import {
  BlueprintRepository,
  BrandRepository,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import { Clock } from '../shared/clock.js';
import { AccountUseCases } from './accounts.js';
import { BlueprintUseCases } from './blueprint.js';
import { BrandDnaUseCases } from './brand-dna.js';
import { BrandGuardUseCases } from './brand-guard.js';
import { CommentUseCases } from './comments.js';
import { ContentGridUseCases } from './content-grid.js';
import { ContentReviewUseCases } from './content-review.js';
import { LinkedInOrganizationUseCases } from './linkedin-organization.js';
import { RequirementAssignmentUseCases } from './requirement-assignment.js';
import { AuditUseCases } from './audit.js';
import { BlogUseCases } from './blog.js';
import { CarouselUseCases } from './carousel.js';
import { LinkedInUseCases } from './linkedin.js';
import { PlanningUseCases } from './planning.js';
import { SchedulerHealthUseCases } from './scheduler-health.js';
import { SchedulingUseCases } from './scheduling.js';
import { useCase } from './use-case.js';
import { VideoUseCases } from './video.js';

/**
 * The use cases only a server runs (the functions, the CLI in-process): kept out of
 * USE_CASES so that the browser's composition root, which binds every entry of USE_CASES,
 * never bundles them.
 */
export const SERVER_USE_CASES = {
  accounts: useCase(AccountUseCases, [
    UserRepository,
    RoleRepository,
    PermissionConfigRepository,
    AuthAccounts,
    PasswordGenerator,
    GuardedUserWriter,
    Clock,
    Logger,
  ]),
  audit: useCase(AuditUseCases, [AuditLog, UserRepository, BrandRepository]),
  /** The carousel function's content commands (docs/product.md, "Carousels"). */
  carousel: useCase(CarouselUseCases, [
    BrandRepository,
    BlueprintRepository,
    RequirementRepository,
    MediaObjects,
    StoredMediaReader,
    CaptionGenerator,
    DesignGuideGenerator,
    CarouselImageGenerator,
    DesignValidator,
    DesignValidationRecorder,
    Clock,
  ]),
  /** The blog function's content commands (docs/product.md, "Blog articles"). */
  blog: useCase(BlogUseCases, [
    BrandRepository,
    RequirementRepository,
    MediaObjects,
    StoredMediaReader,
    VideoSummarizer,
    ArticleWriter,
    ArticleImageGenerator,
    Clock,
  ]),
  /** The `scheduler` function: the checks, the pre-flight list, one draft per content. */
  scheduling: useCase(SchedulingUseCases, [
    UserRepository,
    RoleRepository,
    PermissionConfigRepository,
    BrandRepository,
    RequirementRepository,
    LinkedInConnectionStore,
    SchedulerClient,
    SchedulerSettings,
    SchedulerTarget,
    SchedulingLedger,
    SendRecorder,
    ContentDigester,
    StoredMediaReader,
    Clock,
    Logger,
  ]),
  /** The `scheduler` function's `health` route: whether the brand's Metricool blog id answers. */
  schedulerHealth: useCase(SchedulerHealthUseCases, [
    UserRepository,
    RoleRepository,
    PermissionConfigRepository,
    BrandRepository,
    SchedulerClient,
    SchedulerSettings,
    Logger,
  ]),
  /** The `video` commands: scripts, caption and section edits, a script's video attached, the video chosen. */
  video: useCase(VideoUseCases, [
    BrandRepository,
    BlueprintRepository,
    RequirementRepository,
    MediaObjects,
    CaptionGenerator,
    ScriptGenerator,
    Clock,
  ]),
  /** The `planning` commands: a carousel's or a video's planning saved. */
  planning: useCase(PlanningUseCases, [BrandRepository, RequirementRepository, Clock]),
  /** The `linkedin` function: the OAuth round trip, disconnect and organization posts. */
  linkedIn: useCase(LinkedInUseCases, [
    UserRepository,
    RoleRepository,
    PermissionConfigRepository,
    BrandRepository,
    LinkedInAuthStates,
    LinkedInTokenVault,
    LinkedInConnectionStore,
    LinkedInClient,
    StoredMediaReader,
    RandomTokens,
    ContentDigester,
    Clock,
    Logger,
  ]),
  /** 'brand/save-dna': the brand DNA form's save, its files found in the brand's folders, a new manual analysed. */
  brandDna: useCase(BrandDnaUseCases, [
    BrandRepository,
    UserRepository,
    MediaObjects,
    BrandManualAnalyzer,
    BrandDriftMarker,
    Clock,
    Logger,
  ]),
  /** 'brand/linkedin-organization'. */
  linkedInOrganization: useCase(LinkedInOrganizationUseCases, [BrandRepository, Clock]),
  /** 'blueprint/generate', 'regenerate', 'proposal-accept', 'proposal-discard', 'proposal-undo', 'save-block'. */
  blueprint: useCase(BlueprintUseCases, [
    BrandRepository,
    BlueprintRepository,
    BlueprintGenerator,
    StoredMediaReader,
    BrandDriftMarker,
    Clock,
    Logger,
  ]),
  /** 'blueprint/generate-grid'. */
  contentGrid: useCase(ContentGridUseCases, [BrandRepository, RequirementRepository, Clock]),
  /** The review steps ('requirements/review-*', 'blueprint/review-*') and 'brand/approval' (docs/product.md, "Approval"). */
  contentReview: useCase(ContentReviewUseCases, [BrandRepository, RequirementRepository, BlueprintRepository, Clock]),
  /** 'requirements/assign'. */
  requirementAssignment: useCase(RequirementAssignmentUseCases, [
    RequirementRepository,
    BrandRepository,
    UserRepository,
    RoleRepository,
    Clock,
  ]),
  /** 'guard/score': a requirement's texts scored against the brand (docs/product.md, "Revisión de marca"). */
  brandGuard: useCase(BrandGuardUseCases, [
    BrandRepository,
    RequirementRepository,
    BlueprintRepository,
    TextAligner,
    ClaimFinder,
    BrandReviewRecorder,
    Clock,
  ]),
  /** 'comments/add', 'comments/read'. */
  comments: useCase(CommentUseCases, [
    BrandRepository,
    RequirementRepository,
    BlueprintRepository,
    UserRepository,
    CommentWriter,
    Clock,
  ]),
} as const;
