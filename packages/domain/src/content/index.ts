export { parseVideoSummary, parseVideoArticle, parseArticleImage } from '../ai/blog-answers.js';
export { parseBlueprintAnswer } from '../ai/blueprint-answer.js';
export { parseBrandManualAnalysis } from '../ai/brand-answers.js';
export { DEFAULT_AI_CALLS_PER_MINUTE, takeQuotaUnit } from '../ai/call-quota.js';
export type { QuotaWindow } from '../ai/call-quota.js';
export {
  parseCarouselCaptions,
  parseDesignGuides,
  parseCarouselImage,
  parseDesignValidation,
  isAligned,
} from '../ai/carousel-answers.js';
export { GUIDES_TEMPERATURE, GUIDES_MAX_OUTPUT_TOKENS, GUIDES_COUNT, IMAGE_MARGIN_INSTRUCTION } from '../ai/prompts.js';
export { diagnosticForm } from '../ai/strategy-summary.js';
export { parseVideoCaptions, parseVideoScripts } from '../ai/video-answers.js';
export { COMMENT_MAX_LENGTH, threadKey } from '../comments/comment.js';
export type { Comment, CommentPerson, CommentTarget, NewComment } from '../comments/comment.js';
export { commentSegments, insertMention, mentionQuery, mentionSuggestions } from '../comments/mentions.js';
export type { ReadMarks } from '../comments/new-comments.js';
export { CommentLog, CommentWriter } from '../ports/comments.js';
export type {
  AlignmentCriterion,
  BrandDrift,
  BrandGuardTerms,
  BrandReview,
  BrandReviewEntry,
  ClaimSource,
  CriterionScore,
  GuardClaim,
  GuardFinding,
  GuardOverride,
  GuardRequester,
  GuardStatus,
  GuardText,
  GuideForAlignment,
  TextSpan,
} from '../guard/types.js';
export { BrandDriftMarker, BrandReviewHistory, BrandReviewRecorder } from '../ports/brand-guard.js';
export { DEFAULT_ABSOLUTE_CLAIMS, brandGuardTerms } from '../guard/terms.js';
export { guardTextsOf, guardTextDigest } from '../guard/pieces.js';
export { GUARD_RULE_LABELS, blockingFindings, checkTexts } from '../guard/checks.js';
export { guardStatus } from '../guard/status.js';
// The demo model's tests hold its guard answers to the domain's own parsers.
export { parseClaims, parseTextAlignment } from '../ai/guard-answers.js';
export { BrandGuardViews } from '../use-cases/brand-guard-views.js';
export { CommentViews } from '../use-cases/comment-views.js';
export { CommentCounts, newCountKey } from '../use-cases/comment-counts.js';
export type { CommentThread } from '../use-cases/comment-views.js';
export { bodyFields, readId, readText } from '../commands/body.js';
export { command } from '../commands/command.js';
export type { AnyCommand, CommandGroup } from '../commands/command.js';
export { CONTENT_COMMANDS, COMMAND_CONCERNS } from '../commands/content-commands.js';
export type { CommandConcern, CommandInput, CommandName, CommandOutput } from '../commands/content-commands.js';
export { CONTENT_USE_CASES } from '../commands/content-use-cases.js';
export { commandOf, dispatchCommand } from '../commands/dispatch.js';
export type { UseCaseResolver } from '../commands/dispatch.js';
export { toWire, fromWire } from '../commands/wire.js';
export { parseStorageUrl, uploadedFileName, gsUri } from '../media/storage-url.js';
export type { StorageObjectRef } from '../media/storage-url.js';
export { uploadCancelled, isUploadCancelled } from '../media/upload-cancelled.js';
export {
  MAX_VIDEO_BYTES,
  VIDEO_MIME_TYPES,
  CAROUSEL_IMAGE_MIME_TYPES,
  CAROUSEL_IMAGE_EXTENSIONS,
  VIDEO_UPLOAD_ACCEPT,
  BLOG_VIDEO_ACCEPT,
  BLOG_IMAGE_ACCEPT,
  CAROUSEL_IMAGE_ACCEPT,
  KEY_VISUAL_ACCEPT,
  MAX_KEY_VISUAL_BYTES,
  BRAND_MANUAL_ACCEPT,
  BRAND_MANUAL_DOCUMENT_TYPES,
  MAX_BRAND_MANUAL_BYTES,
  fileExtension,
  validateVideoSize,
  validateVideoUpload,
  validateBlogVideo,
  validateBlogImage,
  validateCarouselImage,
  validateKeyVisual,
  validateBrandManual,
} from '../media/upload-rules.js';
export type { PickedFile } from '../media/upload-rules.js';
export { AiCallQuota, DesignValidationRecorder, DesignValidationHistory } from '../ports/ai-endpoint.js';
export type { QuotaDecision, DesignValidationEntry } from '../ports/ai-endpoint.js';
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
  TextAligner,
  ClaimFinder,
  AiStatus,
  AI_MODEL_PORTS,
} from '../ports/ai.js';
export type { AiCallOptions, AiModelInfo } from '../ports/ai.js';
export { ContentCommands } from '../ports/content-commands.js';
export { MediaObjects } from '../ports/media-objects.js';
export type { OwnedObject } from '../ports/media-objects.js';
export { MediaStorage } from '../ports/storage.js';
export type { MediaFile, UploadOptions, UploadProgress, StoredMedia } from '../ports/storage.js';
export { StoredMediaReader } from '../ports/stored-media.js';
export type { StoredObject, StoredObjectBytes, StoredObjectStream } from '../ports/stored-media.js';
export { AiModelUseCases } from '../use-cases/ai-model.js';
export { BlogViews } from '../use-cases/blog-views.js';
export type { BlogRef } from '../use-cases/blog-views.js';
export { BlogUseCases } from '../use-cases/blog.js';
export { CarouselViews } from '../use-cases/carousel-views.js';
export type { CarouselDetail } from '../use-cases/carousel-views.js';
export { CarouselUseCases } from '../use-cases/carousel.js';
export type { CarouselImageDraft } from '../use-cases/carousel-parts.js';
export type { CarouselTextsEdit } from '../use-cases/carousel-texts-edit.js';
export type { RequirementKey } from '../use-cases/content-access.js';
export { MediaUploads } from '../use-cases/media-uploads.js';
export { VideoViews } from '../use-cases/video-views.js';
export type { VideoDetail } from '../use-cases/video-views.js';
export { VideoUseCases } from '../use-cases/video.js';
export { SCRIPT_SECTIONS, SCRIPT_SECTION_LABELS, scriptLabel, videoOptionLabel } from '../video-scripts/script.js';
export type { Script, ScriptSection } from '../video-scripts/script.js';
