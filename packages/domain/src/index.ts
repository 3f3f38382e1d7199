// The public surface of @estudio/domain: named exports only, grouped by module.

export { Messages } from './messages.js';
export { AccessMessages, AuthMessages } from './messages-shell.js';
export { ServerMessages } from './server-messages.js';
export type { MessageCatalogue } from './messages.js';
export { Clock } from './shared/clock.js';
export { token } from './shared/token.js';
export type { Resolved, Token } from './shared/token.js';
export { DomainError, errorText, isDomainError } from './shared/errors.js';
export type { DomainErrorKind } from './shared/errors.js';
export {
  containsIgnoringCase,
  compareSpanish,
  CONTROL_CHARACTERS,
  hasControlCharacters,
  TEXT_LIMITS,
  fitsLimit,
} from './shared/text.js';
export { can, requirePermission } from './permissions/actor.js';
export type { Actor } from './permissions/actor.js';
export {
  PERMISSION_CODES,
  SUPERADMIN_CODE,
  ASSIGNABLE_CODE,
  isPermissionCode,
  PERMISSION_KEYS,
  isPermissionKey,
  DEFAULT_PERMISSION_CONFIG,
  DEMO_ROLES,
} from './permissions/catalogue.js';
export type { PermissionCode, PermissionKey, PermissionConfig, DemoRole } from './permissions/catalogue.js';
export { resolvePermissions, actorFor } from './permissions/resolve-permissions.js';
export type { ResolvedPermissions } from './permissions/resolve-permissions.js';
export {
  matchesUserFilter,
  filterUsers,
  compareUsers,
  sortUsers,
  toggleUserSort,
  assignableUsers,
} from './users/user-filters.js';
export type { UserFilter, UserSortField, UserSort, AssignableUser } from './users/user-filters.js';
export { NEW_USER_STATUS, userToggleAction, userStatusTransition } from './users/user-status.js';
export type { UserStatusAction } from './users/user-status.js';
export { displayName, fullName, isActiveUser, normalizeEmail } from './users/user.js';
export type { UserStatus, User, UserProfile } from './users/user.js';
export {
  newRoleName,
  roleNameKey,
  roleNamed,
  roleHolders,
  sortRolesByName,
  filterRolesByName,
  checkPermissionCodes,
} from './roles/role-policies.js';
export type { PermissionCodesCheck } from './roles/role-policies.js';
export type { Role } from './roles/role.js';
export { accessCandidates, matchesAccessCandidate, filterAccessCandidates } from './brands/access-candidates.js';
export type { AccessCandidate, AccessCandidateFilter } from './brands/access-candidates.js';
export {
  hasAllowedUser,
  addAllowedUser,
  removeAllowedUser,
  canBeGrantedAccess,
  planAccessChanges,
} from './brands/allowed-users.js';
export type { AllowedUsersChange, AccessChangeOutcome, AccessChangePlan } from './brands/allowed-users.js';
export { EMPTY_BRAND_FILTER, isBrandStatusFilter, matchesBrandFilter, filterBrands } from './brands/brand-filters.js';
export type { BrandStatusFilter, BrandFilter } from './brands/brand-filters.js';
export { brandToggleAction, statusAfter, brandStatusChange, toggleBrandStatus } from './brands/brand-status.js';
export type { BrandToggleAction, BrandStatusChange } from './brands/brand-status.js';
export { BRAND_KPIS, CAMPAIGN_GOALS, COMMUNICATION_TONES, SOCIAL_NETWORKS, brandStatus } from './brands/brand.js';
export type { BrandStatus, CampaignGoal, CommunicationTone, SocialNetwork, BrandDna, Brand } from './brands/brand.js';
export { canSeeBrand, compareBrandNames, visibleBrands, brandVisibilityScope } from './brands/visibility.js';
export type { BrandVisibilityScope } from './brands/visibility.js';
export {
  CONTENT_GRID,
  CONTENT_GRID_SIZE,
  contentGridTitle,
  planContentGrid,
  gridNumberingStart,
  isNumberedFrom,
  listedWrite,
  numberedWrite,
} from './requirements/content-grid.js';
export type { ContentGridInput, NumberedWrite } from './requirements/content-grid.js';
export { PAGE_SIZE, pageCountOf, clampPage, paginate, totalRecordsLabel } from './requirements/pagination.js';
export type { Page } from './requirements/pagination.js';
export {
  EMPTY_FILTERS,
  FILTER_KEYS,
  matchesFilters,
  filterRequirements,
  belongsToList,
  splitByList,
} from './requirements/requirement-filters.js';
export type {
  RequirementListKind,
  RequirementFilters,
  RequirementFilterKey,
} from './requirements/requirement-filters.js';
export { mergeArticleEdit } from './requirements/article-edit.js';
export type { ArticleEdit } from './requirements/article-edit.js';
export { mergeGuideEdit, withCardImage } from './requirements/carousel-edit.js';
export type { GuideEdit } from './requirements/carousel-edit.js';
export { selectPage } from './requirements/requirement-list.js';
export type { RequirementListQuery } from './requirements/requirement-list.js';
export { prepareRequirements, selectRows } from './requirements/requirement-selection.js';
export type { PreparedRequirements } from './requirements/requirement-selection.js';
export {
  LIST_COLUMN_KEYS,
  isListColumn,
  toggleSort,
  compareBy,
  sortRequirements,
} from './requirements/requirement-sort.js';
export type { RequirementColumnKey, SortDirection, SortState } from './requirements/requirement-sort.js';
export { changeStatus, changeAssignee, applyChange, isFinished } from './requirements/requirement-status.js';
export type { StatusChange, AssigneeChange } from './requirements/requirement-status.js';
export {
  REQUIREMENT_STATUSES,
  FINISHED_STATUS,
  IN_DESIGN_STATUS,
  INITIAL_STATUS,
  UNASSIGNED,
  isRequirementStatus,
  REQUIREMENT_DEFAULTS,
  createRequirement,
  requirementKind,
} from './requirements/requirement.js';
export type { PublicationPlanning } from './scheduling/types.js';
export type {
  RequirementStatus,
  ImageValidation,
  ArticleSection,
  VideoData,
  Requirement,
  NewRequirement,
  RequirementKind,
  RequirementCore,
  CarouselContent,
  VideoContent,
  BlogContent,
  RequirementPlanning,
  CarouselRequirement,
  VideoRequirement,
  BlogRequirement,
} from './requirements/requirement.js';
export { asKind, asCarousel, asVideo, asBlog, contentOf } from './requirements/requirement-kinds.js';
export type {
  ContentRequirementKind,
  RequirementOfKind,
  RequirementContent,
  UnpatchedField,
  PatchOf,
  CarouselPatch,
  VideoPatch,
  BlogPatch,
} from './requirements/requirement-kinds.js';
export { BLUEPRINT_BLOCK_LABELS, BLUEPRINT_FIELD_LABELS } from './blueprint/block-labels.js';
export type { BlueprintFieldName } from './blueprint/block-labels.js';
export { createBlueprint, replaceBlock, discardBlockEdit } from './blueprint/blueprint-editing.js';
export { EMPTY_SLOT, PALETTE_SIZE, BLUEPRINT_BLOCK_NAMES } from './blueprint/blueprint.js';
export type {
  BlueprintText,
  PaletteSlot,
  BlueprintBlocks,
  BlueprintBlockName,
  Blueprint,
} from './blueprint/blueprint.js';
export { emptyPalette, isEmptySlot, normalisePalette, setPaletteSlot, paletteColours } from './blueprint/palette.js';
export { SCRIPT_SECTIONS, SCRIPT_SECTION_LABELS, scriptLabel, videoOptionLabel } from './video-scripts/script.js';
export type { Script, ScriptSection } from './video-scripts/script.js';
export { withScriptChange, withScriptSection, withScriptVideo } from './video-scripts/script-edit.js';
export { isLinkedInUsable } from './linkedin/connection.js';
export type { LinkedInConnection, LinkedInCallbackProblem, LinkedInCallbackOutcome } from './linkedin/connection.js';
export { normaliseColour, isValidColour, validateColour, toHexColour } from './validation/colour.js';
export {
  validateBrandName,
  validateNewCarouselImage,
  validateDesignCheck,
  validateGuidesCaption,
  validateRequirementRef,
  validateVideoRequirementRef,
  validateArticleContent,
  validateScriptsCaption,
  validateVideoChoice,
  selectedVideoUrl,
  validateSelectedVideo,
  validateCarouselImages,
  validateLinkedInOrganization,
  validateMetricsId,
} from './validation/content-rules.js';
export type { RequirementRef } from './validation/content-rules.js';
export {
  FALLBACK_FILE_NAME,
  sanitizeFileName,
  blogMediaPath,
  carouselImagePath,
  keyVisualPath,
  brandManualPath,
  scriptVideoPath,
} from './media/storage-paths.js';
export type { BlogMediaRef, KeyVisualRef, RequirementFileRef, ScriptVideoRef } from './media/storage-paths.js';
export {
  MAX_VIDEO_BYTES,
  VIDEO_MIME_TYPES,
  VIDEO_EXTENSIONS,
  CAROUSEL_IMAGE_MIME_TYPES,
  CAROUSEL_IMAGE_EXTENSIONS,
  VIDEO_UPLOAD_ACCEPT,
  BLOG_VIDEO_ACCEPT,
  BLOG_IMAGE_ACCEPT,
  CAROUSEL_IMAGE_ACCEPT,
  KEY_VISUAL_ACCEPT,
  KEY_VISUAL_EXTENSIONS,
  MAX_KEY_VISUAL_BYTES,
  BRAND_MANUAL_ACCEPT,
  BRAND_MANUAL_DOCUMENT_TYPES,
  BRAND_MANUAL_EXTENSIONS,
  MAX_BRAND_MANUAL_BYTES,
  fileExtension,
  validateVideoSize,
  validateVideoType,
  validateVideoUpload,
  validateBlogVideo,
  validateBlogImage,
  validateCarouselImage,
  validateKeyVisual,
  validateBrandManual,
} from './media/upload-rules.js';
export type { PickedFile } from './media/upload-rules.js';
export { VALID, invalid, check, firstFailure, assertValid, isFilled } from './validation/validation.js';
export { isSecureUrl, validateSecureUrl, validateSecureUrls } from './validation/urls.js';
export { validateNameText, validateTextSizes } from './validation/text-sizes.js';
export type { Validation } from './validation/validation.js';
export {
  isRecord,
  rejectAnswer,
  decodeJsonText,
  requireRecord,
  requireList,
  requireText,
  requireString,
  scalarText,
  textLeaves,
  requireBase64,
} from './ai/answer-guards.js';
export type { AnswerRecord } from './ai/answer-guards.js';
export { parseVideoSummary, parseVideoArticle, parseArticleImage } from './ai/blog-answers.js';
export { parseBlueprintAnswer } from './ai/blueprint-answer.js';
export { parseBrandManualAnalysis } from './ai/brand-answers.js';
export {
  parseCarouselCaptions,
  GUIDE_KEYS,
  parseDesignGuides,
  parseCarouselImage,
  parseDesignValidation,
  ALIGNMENT_THRESHOLD,
  isAligned,
  isImageValidation,
} from './ai/carousel-answers.js';
export type { DesignGuide } from './ai/carousel-answers.js';
export {
  GUIDES_TEMPERATURE,
  GUIDES_MAX_OUTPUT_TOKENS,
  GUIDES_COUNT,
  IMAGE_TEXT_MARGIN_PX,
  IMAGE_MARGIN_INSTRUCTION,
  guidesPrompt,
  guidesRequest,
  carouselGraphicGuide,
} from './ai/prompts.js';
export {
  DIAGNOSTIC_LABELS,
  diagnosticForm,
  blueprintGenerationRequest,
  brandStrategy,
  articleContent,
} from './ai/strategy-summary.js';
export { VIDEO_CAPTION_KEYS, parseVideoCaptions, parseVideoScripts } from './ai/video-answers.js';
export {
  SCHEDULING_TIMEZONE,
  toBogotaDateTime,
  fromBogotaDateTime,
  schedulerDateTime,
} from './scheduling/bogota-time.js';
export {
  SCHEDULER_NETWORKS,
  NETWORK_CONTENT_SUPPORT,
  CAROUSEL_SCREEN_SUPPORT,
  supportsContent,
  networksSupporting,
  toSocialNetwork,
  networksFor,
} from './scheduling/networks.js';
export {
  splitList,
  collaboratorNames,
  planningOf,
  providerNetworks,
  buildDraftPost,
  metricsBlogId,
  draftPostQuery,
  optionalDataOf,
} from './scheduling/payload.js';
export type { DraftPostInput } from './scheduling/payload.js';
export {
  NETWORK_LIMITS,
  PINTEREST_TITLE_MAX,
  YOUTUBE_TITLE_MAX,
  LINKEDIN_TEXT_MAX,
  characterCount,
} from './scheduling/network-limits.js';
export type { NetworkLimits } from './scheduling/network-limits.js';
export { schedulingProblems, schedulingMedia } from './scheduling/preflight.js';
export type { SchedulingCheck } from './scheduling/preflight.js';
export { schedulingDigestText } from './scheduling/digest.js';
export type {
  SchedulerNetwork,
  SchedulerDateTime,
  ContentKind,
  InstagramCollaborator,
  InstagramData,
  LinkedInData,
  TikTokData,
  YouTubeData,
  PinterestData,
  DraftPost,
  VideoOptionalData,
} from './scheduling/types.js';
export {
  isSessionStale,
  validateLoginForm,
  isValidEmail,
  canRequestPasswordReset,
  newUserEmail,
} from './session/session-policy.js';
export type { LoginForm } from './session/session-policy.js';
export {
  REFRESH_MARGIN_MS,
  RETRY_MIN_MS,
  RETRY_MAX_MS,
  THROTTLE_FORBIDDEN_MS,
  THROTTLE_BASE_MS,
  THROTTLE_MAX_MS,
  nextRefreshDelay,
  retryBackoff,
  throttleDelay,
  parseTtl,
} from './app-check/app-check-schedule.js';
export {
  BrandManualAnalyzer,
  BlueprintGenerator,
  CaptionGenerator,
  DesignGuideGenerator,
  CarouselImageGenerator,
  DesignValidator,
  VideoSummarizer,
  ArticleWriter,
  ArticleImageGenerator,
  ScriptGenerator,
  AiStatus,
  AI_MODEL_PORTS,
} from './ports/ai.js';
export type { BrandScope, RequirementScope, AiCallOptions, AiModelInfo } from './ports/ai.js';
// --- The server's AI quota and design validation record ----------------------------------------
export { AiCallQuota, DesignValidationRecorder, DesignValidationHistory } from './ports/ai-endpoint.js';
export type { QuotaDecision, ValidationRequester, DesignValidationEntry } from './ports/ai-endpoint.js';
export { QUOTA_WINDOW_MS, DEFAULT_AI_CALLS_PER_MINUTE, takeQuotaUnit } from './ai/call-quota.js';
export type { QuotaWindow } from './ai/call-quota.js';
export { activeCaller } from './use-cases/active-caller.js';
export type { CallerDirectory } from './use-cases/active-caller.js';
export { AuthFailure, Authenticator } from './ports/authenticator.js';
export type { AuthIdentity, AuthErrorCode } from './ports/authenticator.js';
export { Logger } from './ports/logger.js';
export {
  UserRepository,
  RoleRepository,
  PermissionConfigRepository,
  BrandRepository,
  RequirementRepository,
  BlueprintRepository,
  ACTIVE_REQUIREMENT_STATUSES,
  FINISHED_ORDER_COLUMNS,
} from './ports/repositories.js';
export type {
  NewRole,
  BrandFields,
  BrandPatch,
  RequirementPatch,
  FinishedScope,
  FinishedOrder,
  FinishedCursor,
  FinishedPage,
} from './ports/repositories.js';
export { SchedulerSettings } from './ports/scheduling.js';
export type { SchedulingRequester, ScheduledPostRecord } from './scheduling/types.js';
export {
  SchedulerClient,
  SchedulingLedger,
  ContentDigester,
  SchedulerTarget,
  SchedulingGateway,
  CLAIM_TTL_MS,
} from './ports/scheduling.js';
export type { SchedulerQuery, CreatedDraft, SendClaim, SchedulingKey, ScheduleAnswer } from './ports/scheduling.js';
export {
  LinkedInClient,
  LinkedInAuthStates,
  LinkedInTokenVault,
  LinkedInConnectionStore,
  LinkedInConnectionReader,
  RandomTokens,
  LinkedInGateway,
  LINKEDIN_STATE_TTL_MS,
} from './ports/linkedin-oauth.js';
export type {
  LinkedInAuthorization,
  LinkedInTokenGrant,
  LinkedInImage,
  LinkedInPostRequest,
  LinkedInAuthState,
  StateConsumption,
  StoredLinkedInTokens,
} from './ports/linkedin-oauth.js';
export { MediaStorage } from './ports/storage.js';
export type { MediaFile, UploadOptions, UploadProgress, StoredMedia } from './ports/storage.js';
export { uploadCancelled, isUploadCancelled } from './media/upload-cancelled.js';
export { StoredMediaReader } from './ports/stored-media.js';
export type { StoredObject, StoredObjectBytes, StoredObjectStream } from './ports/stored-media.js';
export { parseStorageUrl, uploadedFileName, gsUri } from './media/storage-url.js';
export type { StorageObjectRef } from './media/storage-url.js';
export { AccountGateway, AccountRefused, EMAIL_IN_USE_ERROR } from './ports/account-gateway.js';
export type { CreatedAccount, NewAccount, RoleAssignment } from './ports/account-gateway.js';
export {
  AuthAccounts,
  AuthAccountFailure,
  CallerVerifier,
  CallerRejected,
  PasswordGenerator,
} from './ports/auth-accounts.js';
export type {
  AccountRoleClaims,
  AuthAccountFailureCode,
  VerifiedCaller,
  CallerRejection,
} from './ports/auth-accounts.js';
export {
  ACCOUNT_ID_PATTERN,
  ACCOUNT_LIMITS,
  checkAccountId,
  checkNewAccount,
  checkRoleAssignment,
} from './accounts/new-account.js';
export type { AccountCheck, NewAccountFields } from './accounts/new-account.js';
export { BlogUseCases } from './use-cases/blog.js';
export { BlogViews } from './use-cases/blog-views.js';
export type { BlogRef } from './use-cases/blog-views.js';
export { BlueprintUseCases } from './use-cases/blueprint.js';
export { BlueprintViews } from './use-cases/blueprint-views.js';
export { BrandUseCases } from './use-cases/brands.js';
export type { AccessChanges, AccessChangesOptions, AdminBrandRow, BrandAccessPanel } from './use-cases/brands.js';
export { BrandDnaUseCases, BRAND_DNA_TEXT_FIELDS } from './use-cases/brand-dna.js';
export type { BrandDnaForm, BrandDnaFileKind, BrandDnaSave } from './use-cases/brand-dna.js';
export { BrandDnaViews } from './use-cases/brand-dna-views.js';
export { CarouselUseCases } from './use-cases/carousel.js';
export type { CarouselTextsEdit } from './use-cases/carousel.js';
export { CarouselViews } from './use-cases/carousel-views.js';
export type { CarouselDetail } from './use-cases/carousel-views.js';
export { failingWith, orFail } from './use-cases/or-fail.js';
export type { Fault, Guard } from './use-cases/or-fail.js';
export { ContentAccess, readVisibleBrand, requireContentOf, requireKey } from './use-cases/content-access.js';
export type { ContentAccessTexts, RequirementKey } from './use-cases/content-access.js';
export { PlanningUseCases, planningPatch, plannedKindOf } from './use-cases/planning.js';
export type { PlanningInput, PlanningSave, PublicationOutcome } from './use-cases/planning.js';
export { SchedulingPanelUseCases } from './use-cases/scheduling-panel.js';
export { AiModelUseCases } from './use-cases/ai-model.js';
export type { CarouselOutcome, VideoOutcome } from './use-cases/scheduling-panel.js';
export { captionFor, isPosition, withSlot } from './requirements/content-slots.js';
export { base64ImageType } from './media/base64-image.js';
export { ContentGridUseCases } from './use-cases/content-grid.js';
export { LinkedInPanelUseCases } from './use-cases/linkedin-panel.js';
export { LinkedInOrganizationUseCases } from './use-cases/linkedin-organization.js';
export { RequirementAssignmentUseCases } from './use-cases/requirement-assignment.js';
export { readBlueprintBlock, isBlueprintBlockName } from './blueprint/blueprint-block.js';
export type { LinkedInStatus, LinkedInCallbackQuery } from './use-cases/linkedin-panel.js';
export { LinkedInUseCases, LINKEDIN_IMAGE_MAX_BYTES } from './use-cases/linkedin.js';
export type { LinkedInPublishRequest } from './use-cases/linkedin.js';
export { SchedulingUseCases, draftPostOf } from './use-cases/scheduling.js';
export { PermissionConfigUseCases } from './use-cases/permission-config.js';
export type { CurrentPermissionConfig } from './use-cases/permission-config.js';
export { RequirementUseCases, DEFAULT_FINISHED_ORDER } from './use-cases/requirements.js';
export { RoleUseCases } from './use-cases/roles.js';
export type { NewRoleInput, UserAccess } from './use-cases/roles.js';
export { SessionUseCases } from './use-cases/session.js';
export type { Session, PasswordResetResult } from './use-cases/session.js';
export { USE_CASES } from './use-cases/use-case-factories.js';
export { SERVER_USE_CASES } from './use-cases/server-use-case-factories.js';
export { useCase } from './use-cases/use-case.js';
export type { UseCaseFactory } from './use-cases/use-case.js';
export { UserUseCases } from './use-cases/users.js';
export type { NewUserInput, UserEditInput } from './use-cases/users.js';
export { AccountUseCases } from './use-cases/accounts.js';
export { AuditUseCases, AUDIT_DEFAULT_LIMIT, AUDIT_MAX_LIMIT } from './use-cases/audit.js';
export type { AuditFilter } from './use-cases/audit.js';
export {
  AUDIT_MAX_TEXT,
  AUDIT_MAX_LIST,
  AUDIT_BOOKKEEPING_FIELDS,
  auditChanges,
  isSmallAuditValue,
  sameAuditValue,
} from './audit/audit-changes.js';
export type { AuditFields, AuditValue, AuditChange, AuditOperation, AuditDiff } from './audit/audit-changes.js';
export { AUDIT_COLLECTIONS, AUDIT_STAMP_FIELD, auditTarget, auditWriter, auditEntryFor } from './audit/audit-entry.js';
export type {
  AuditCollection,
  AuditTarget,
  NewAuditEntry,
  AuditEntry,
  AuditAuthContext,
  AuditWriter,
  AuditedWrite,
  AuditStamp,
} from './audit/audit-entry.js';
export { AuditLog } from './ports/audit-log.js';
export type { AuditQuery } from './ports/audit-log.js';
export { GuardedUserWriter } from './ports/guarded-user-writer.js';
export type { GuardedUserPatch, GuardedUserWrite } from './ports/guarded-user-writer.js';
export { BulkStore } from './ports/bulk-store.js';
export type {
  BulkAllowedUsers,
  BulkBrandChanges,
  BulkNewBrand,
  BulkNewRole,
  BulkNewUser,
  BulkProgress,
  BulkResult,
  BulkUserUpdate,
} from './ports/bulk-store.js';
export { administratorsOf, requireAdministratorLeft } from './accounts/administrators.js';
export type { AdministrationChange, AdministrationState } from './accounts/administrators.js';
export type { CreatedUser } from './use-cases/accounts.js';
export { VideoUseCases } from './use-cases/video.js';
export { VideoViews } from './use-cases/video-views.js';
export type { VideoDetail } from './use-cases/video-views.js';

// --- Content commands: one server command per content action (docs/product.md, "Content commands") ---
export { command } from './commands/command.js';
export type { AnyCommand, CommandDefinition, CommandGroup, UseCaseClass } from './commands/command.js';
export { toWire, fromWire } from './commands/wire.js';
export {
  bodyFields,
  ID_PATTERN,
  readId,
  readIndex,
  readKey,
  readList,
  readObject,
  readObjectPath,
  readOptionalText,
  readText,
  readOptionalBoolean,
  readOptionalTextList,
} from './commands/body.js';
export { CONTENT_COMMANDS, COMMAND_CONCERNS, ContentCommands } from './commands/content-commands.js';
export type { CommandConcern, CommandInput, CommandName, CommandOutput } from './commands/content-commands.js';
export { commandOf, dispatchCommand } from './commands/dispatch.js';
export type { UseCaseResolver } from './commands/dispatch.js';
export { MediaObjects } from './ports/media-objects.js';
export type { OwnedObject } from './ports/media-objects.js';
export { MEDIA_FOLDERS, isObjectPathIn, requireObjectIn, requireStoredUrlIn } from './media/media-folders.js';
export { changeStamp } from './shared/change-stamp.js';
export type { ChangeStamp } from './shared/change-stamp.js';
export { MediaUploads } from './use-cases/media-uploads.js';
export type { UploadControl } from './use-cases/media-uploads.js';
export { CONTENT_USE_CASES, undeclaredCommandUseCases } from './commands/content-use-cases.js';
// Firestore's order of stored values and the paging of finished requirements over ordered
// queries: SDK-free, shared by the Firestore adapters and their in-memory twin.
export { compareOrderKeys, isTimestampLike } from './paging/firestore-order.js';
export type { OrderKey, TimestampLike } from './paging/firestore-order.js';
export { FinishedPager, snapshotPager } from './paging/finished-pager.js';
export type { OrderedSnapshot, PageSource } from './paging/finished-pager.js';
export { roleClaimsOf, userPatchOf, writeRoleChanges } from './accounts/bulk-user-writes.js';
