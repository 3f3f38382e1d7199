import { AI_ROUTES, type AiRouteName } from '../ai/ai-routes.js';
import { parseArticleImage, parseVideoArticle, parseVideoSummary } from '../ai/blog-answers.js';
import { parseBlueprintAnswer } from '../ai/blueprint-answer.js';
import { parseBrandManualAnalysis } from '../ai/brand-answers.js';
import {
  GUIDE_KEYS,
  parseCarouselCaptions,
  parseCarouselImage,
  parseDesignGuides,
  parseDesignValidation,
} from '../ai/carousel-answers.js';
import { isRecord, requireRecord } from '../ai/answer-guards.js';
import { parseVideoCaptions, parseVideoScripts, VIDEO_CAPTION_KEYS } from '../ai/video-answers.js';
import type { BlueprintBlocks } from '../blueprint/blueprint.js';
import type { Brand } from '../brands/brand.js';
import { canSeeBrand } from '../brands/visibility.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { can, type Actor } from '../permissions/actor.js';
import type {
  AiCallOptions,
  AiModelInfo,
  AiStatus,
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
import type { AiCallQuota, DesignValidationRecorder } from '../ports/ai-endpoint.js';
import type { VerifiedCaller } from '../ports/auth-accounts.js';
import type { Logger } from '../ports/logger.js';
import type { StoredMediaReader, StoredObject } from '../ports/stored-media.js';
import type {
  BrandRepository,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import type { ArticleSection, ImageValidation, Requirement, VideoData } from '../requirements/requirement.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import { validateDesignCheck } from '../validation/content-rules.js';
import { assertValid } from '../validation/validation.js';
import type { Script } from '../video-scripts/script.js';
import { activeCaller } from './active-caller.js';
import { readRequirement, readVisibleBrand } from './content-access.js';
import { failingWith } from './or-fail.js';

/** The body of each route, as the AI port of that call takes it. */
export type LearningBrandRequest = Parameters<BrandManualAnalyzer['analyzeBrandManual']>[0];
export type GenerateBlueprintRequest = Parameters<BlueprintGenerator['generateBlueprint']>[0];
export type CaptionsRequest = Parameters<CaptionGenerator['carouselCaptions']>[0];
export type CarouselGuidesRequest = Parameters<DesignGuideGenerator['generateDesignGuides']>[0];
export type CarouselImageRequest = Parameters<CarouselImageGenerator['generateCarouselImage']>[0];
/** validate-design: the server reads the image, guide, caption and brand analysis it stores. */
export type ValidateDesignRequest = Pick<
  Parameters<DesignValidator['validateDesign']>[0],
  'brandId' | 'requirementId' | 'index' | 'image_url'
>;
export type VideoSummaryRequest = Parameters<VideoSummarizer['summarizeVideo']>[0];
export type VideoArticleRequest = Parameters<ArticleWriter['writeArticle']>[0];
export type ArticleImageRequest = Parameters<ArticleImageGenerator['generateArticleImage']>[0];
export type VideoScriptsRequest = Parameters<ScriptGenerator['generateScripts']>[0];

/** The answers of the `ai` function (docs/product.md, "The ai endpoint"), each already judged by its parser. */
export interface BrandAnalysisAnswer {
  readonly analysis: string;
}
export interface BlueprintAnswer {
  readonly bloques: BlueprintBlocks;
}
export interface CarouselCaptionsAnswer {
  readonly redes_json: Readonly<Record<string, unknown>>;
}
export interface VideoCaptionsAnswer {
  readonly videos_json: Readonly<Record<(typeof VIDEO_CAPTION_KEYS)[number], string>>;
}
export interface DesignGuidesAnswer {
  readonly guias_json: Readonly<
    Record<(typeof GUIDE_KEYS)[number], { readonly descripcion: string; readonly palabras_sugeridas: string }>
  >;
}
export interface ImageAnswer {
  readonly imageBase64: string;
}
export type DesignValidationAnswer = ImageValidation;
export type VideoSummaryAnswer = VideoData;
export interface VideoArticleAnswer {
  readonly articulo: readonly ArticleSection[];
}
export interface VideoScriptsAnswer {
  readonly guiones: { readonly scripts: readonly Script[] };
}

/** A model (or the adapter calling it) failed: the endpoint answers 502, not 500. */
export const isModelFailure = (error: unknown): boolean =>
  isDomainError(error) &&
  (error.kind === 'invalid-ai-answer' ||
    (error.kind === 'upstream' && isRecord(error.details) && error.details['stage'] === 'model'));

const m = ServerMessages.aiEndpoint;
const guard = failingWith(Messages.endpoints.internal);

/** What the checks of one call found: the brand (null for a brand learning-brand is creating) and the requirement. */
interface Admitted {
  readonly brand: Brand | null;
  readonly requirement: Requirement | null;
}

/**
 * The server behind the `ai` function's routes (docs/product.md, "The ai endpoint"). The
 * HTTP edge verifies the caller's tokens and reads the body; here, before any model runs,
 * the caller must be an active user holding one of the route's permission keys (AI_ROUTES),
 * able to see the brand (learning-brand may name a brand that does not exist yet: the
 * brand being created), the requirement must be one of that brand, and every file named
 * must be a file of this project's bucket under that brand (and requirement); then one unit
 * of the caller's per-minute quota is spent, the model answers, and the domain's parser for
 * that call judges the answer (its refusal is the call's Spanish message, and nothing is
 * stored). validate-design works on the stored image, guide, caption and brand analysis
 * and records its result (validation.{index} and the card's history) itself.
 */
export class AiServiceUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly permissionConfig: PermissionConfigRepository,
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
    private readonly quota: AiCallQuota,
    private readonly recorder: DesignValidationRecorder,
    private readonly media: StoredMediaReader,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly manuals: BrandManualAnalyzer,
    private readonly blueprints: BlueprintGenerator,
    private readonly captions: CaptionGenerator,
    private readonly guides: DesignGuideGenerator,
    private readonly carouselImages: CarouselImageGenerator,
    private readonly validator: DesignValidator,
    private readonly summarizer: VideoSummarizer,
    private readonly writer: ArticleWriter,
    private readonly articleImages: ArticleImageGenerator,
    private readonly scripts: ScriptGenerator,
    private readonly models: AiStatus,
  ) {}

  /** The verified caller as an actor: any active user (each route then checks its own keys). */
  authorize(caller: VerifiedCaller): Promise<Actor> {
    const { users, roles, permissionConfig, logger } = this;
    return activeCaller({ users, roles, permissionConfig, logger }, caller);
  }

  /** POST status: which model serves (no quota: it costs nothing). */
  status(_actor: Actor, options?: AiCallOptions): Promise<AiModelInfo> {
    return guard(() => this.models.aiStatus(options));
  }

  async learningBrand(
    actor: Actor,
    request: LearningBrandRequest,
    options?: AiCallOptions,
  ): Promise<BrandAnalysisAnswer> {
    await this.admit(actor, 'learning-brand', request);
    await this.requireStored('manualUrl', request.manualUrl, [`brandManuals/${request.brandId}`]);
    const raw = await this.run(actor, 'learning-brand', () => this.manuals.analyzeBrandManual(request, options));
    return { analysis: parseBrandManualAnalysis(raw) };
  }

  async generateBlueprint(
    actor: Actor,
    request: GenerateBlueprintRequest,
    options?: AiCallOptions,
  ): Promise<BlueprintAnswer> {
    const { brand } = await this.admit(actor, 'generate-blueprint', request);
    const document = request.document_url;
    // The brand's key visual or manual: in its folders, or the very URL the brand stores.
    const stored = [brand?.keyVisualDocUrl, brand?.brandManualUrl];
    if (document !== '' && !stored.includes(document)) {
      const folders = [`keyVisuals/${request.brandId}`, `brandManuals/${request.brandId}`];
      await this.requireStored('document_url', document, folders);
    } else if (document !== '') await this.requireStored('document_url', document, ['']);
    const raw = await this.run(actor, 'generate-blueprint', () => this.blueprints.generateBlueprint(request, options));
    return { bloques: parseBlueprintAnswer(raw) };
  }

  async carouselCaptions(
    actor: Actor,
    request: CaptionsRequest,
    options?: AiCallOptions,
  ): Promise<CarouselCaptionsAnswer> {
    await this.admit(actor, 'carousel-captions', request);
    const raw = await this.run(actor, 'carousel-captions', () => this.captions.carouselCaptions(request, options));
    parseCarouselCaptions(raw);
    // The parser accepted it, so redes_json is an object (given directly or as JSON text).
    return { redes_json: requireRecord(requireRecord(raw, '')['redes_json'], '') };
  }

  async videoCaptions(actor: Actor, request: CaptionsRequest, options?: AiCallOptions): Promise<VideoCaptionsAnswer> {
    await this.admit(actor, 'video-captions', request);
    const raw = await this.run(actor, 'video-captions', () => this.captions.videoCaptions(request, options));
    const captions = parseVideoCaptions(raw);
    const videos = Object.fromEntries(VIDEO_CAPTION_KEYS.map((key, position) => [key, captions[position] ?? '']));
    return { videos_json: videos as VideoCaptionsAnswer['videos_json'] };
  }

  async carouselGuides(
    actor: Actor,
    request: CarouselGuidesRequest,
    options?: AiCallOptions,
  ): Promise<DesignGuidesAnswer> {
    await this.admit(actor, 'carousel-guides', request);
    const raw = await this.run(actor, 'carousel-guides', () => this.guides.generateDesignGuides(request, options));
    const guides = parseDesignGuides(raw);
    const entries = GUIDE_KEYS.map((key, position) => {
      const guide = guides[position];
      return [key, { descripcion: guide?.description ?? '', palabras_sugeridas: guide?.suggestedWords ?? '' }];
    });
    return { guias_json: Object.fromEntries(entries) as DesignGuidesAnswer['guias_json'] };
  }

  async carouselImage(actor: Actor, request: CarouselImageRequest, options?: AiCallOptions): Promise<ImageAnswer> {
    await this.admit(actor, 'carousel-image', request);
    const raw = await this.run(actor, 'carousel-image', () =>
      this.carouselImages.generateCarouselImage(request, options),
    );
    return { imageBase64: parseCarouselImage(raw) };
  }

  /**
   * validate-design on what the requirement stores: the card's image (the body's image_url
   * must still be it), its guide, the caption and the brand's manual analysis. The result
   * is recorded on the requirement and in the card's history, with who asked and when.
   */
  async validateDesign(
    actor: Actor,
    request: ValidateDesignRequest,
    options?: AiCallOptions,
  ): Promise<DesignValidationAnswer> {
    const { brand, requirement } = await this.admit(actor, 'validate-design', request);
    const { index } = request;
    const imageUrl = requirement?.imagesAIUrl[index];
    const guidance = requirement?.instructions[index];
    assertValid(validateDesignCheck({ imageUrl, description: guidance }));
    if (request.image_url !== imageUrl) throw new DomainError('validation', m.staleImage, { index });
    // Wherever the browser stored it, the image must be an object of this project's bucket.
    await this.requireStored('image_url', imageUrl, ['']);
    const raw = await this.run(actor, 'validate-design', () =>
      this.validator.validateDesign(
        {
          brandId: request.brandId,
          requirementId: request.requirementId,
          index,
          image_url: imageUrl,
          design_guidance: guidance ?? '',
          brand_manual_summary: brand?.analysis ?? '',
          caption: requirement?.caption ?? '',
        },
        options,
      ),
    );
    const validation = parseDesignValidation(raw);
    const entry = { ...validation, index, imageUrl, at: this.clock.now(), by: { uid: actor.uid, email: actor.email } };
    await guard(() => this.recorder.record(request.brandId, request.requirementId, entry));
    return validation;
  }

  async videoSummary(actor: Actor, request: VideoSummaryRequest, options?: AiCallOptions): Promise<VideoSummaryAnswer> {
    await this.admit(actor, 'video-summary', request);
    await this.requireStored('videoUrl', request.videoUrl, [`video_blogs/${request.brandId}/${request.requirementId}`]);
    const raw = await this.run(actor, 'video-summary', () => this.summarizer.summarizeVideo(request, options));
    return parseVideoSummary(raw);
  }

  async videoArticle(actor: Actor, request: VideoArticleRequest, options?: AiCallOptions): Promise<VideoArticleAnswer> {
    await this.admit(actor, 'video-article', request);
    const raw = await this.run(actor, 'video-article', () => this.writer.writeArticle(request, options));
    return { articulo: parseVideoArticle(raw) };
  }

  async articleImage(actor: Actor, request: ArticleImageRequest, options?: AiCallOptions): Promise<ImageAnswer> {
    await this.admit(actor, 'article-image', request);
    const raw = await this.run(actor, 'article-image', () => this.articleImages.generateArticleImage(request, options));
    return { imageBase64: parseArticleImage(raw) };
  }

  async videoScripts(actor: Actor, request: VideoScriptsRequest, options?: AiCallOptions): Promise<VideoScriptsAnswer> {
    await this.admit(actor, 'video-scripts', request);
    const raw = await this.run(actor, 'video-scripts', () => this.scripts.generateScripts(request, options));
    return { guiones: { scripts: parseVideoScripts(raw) } };
  }

  /** The checks before a model runs: the route's keys, the brand, the requirement. */
  private async admit(
    actor: Actor,
    route: AiRouteName,
    scope: { readonly brandId: string; readonly requirementId?: string },
  ): Promise<Admitted> {
    const { permissions, requirement: needsRequirement } = AI_ROUTES[route];
    if (!permissions.some((key) => can(actor, key))) {
      throw new DomainError('forbidden', Messages.access.forbidden, { route, uid: actor.uid });
    }
    let brand: Brand | null;
    if (route === 'learning-brand') {
      // A brand being created has no document yet: its manual is analysed before the first save.
      brand = await guard(() => this.brands.get(scope.brandId));
      if (brand !== null && !canSeeBrand(brand, actor)) {
        throw new DomainError('forbidden', Messages.access.forbidden, { brandId: scope.brandId });
      }
    } else {
      brand = await readVisibleBrand(this.brands, actor, scope.brandId, guard, Messages.carousel.brandNotFound);
    }
    const requirement =
      needsRequirement && scope.requirementId !== undefined
        ? await readRequirement(
            this.requirements,
            { brandId: scope.brandId, requirementId: scope.requirementId },
            guard,
            Messages.carousel.requirementNotFound,
          )
        : null;
    return { brand, requirement };
  }

  /**
   * A file the body names must be an existing object of this project's bucket (the
   * StoredMediaReader refuses another bucket or host, and a missing object) inside one of
   * `folders` ('' for anywhere in the bucket).
   */
  private async requireStored(field: string, url: string, folders: readonly string[]): Promise<StoredObject> {
    const object = await guard(() => this.media.locate(url)).catch((error: unknown) => {
      if (isDomainError(error) && error.kind === 'validation') {
        throw new DomainError('validation', m.mediaOutsideBrand(field), { field, cause: error });
      }
      throw error;
    });
    if (!folders.some((folder) => folder === '' || object.path.startsWith(`${folder}/`))) {
      throw new DomainError('validation', m.mediaOutsideBrand(field), { field, path: object.path });
    }
    return object;
  }

  /**
   * One unit of the caller's quota, then the model's raw answer, logged with the route and
   * its latency. A model failure is an upstream refusal marked as the model's (502).
   */
  private async run(actor: Actor, route: AiRouteName, call: () => Promise<unknown>): Promise<unknown> {
    const decision = await guard(() => this.quota.take(actor.uid, this.clock.now()));
    if (!decision.allowed) {
      throw new DomainError('rate-limited', m.rateLimited(decision.retryAfterSeconds), {
        retryAfterSeconds: decision.retryAfterSeconds,
        uid: actor.uid,
      });
    }
    const started = this.clock.now().getTime();
    try {
      const raw = await call();
      this.logger.info(m.called, { route, uid: actor.uid, latencyMs: this.clock.now().getTime() - started });
      return raw;
    } catch (error) {
      const latencyMs = this.clock.now().getTime() - started;
      this.logger.error(m.failedCall, { route, uid: actor.uid, latencyMs, cause: error });
      if (isDomainError(error) && error.kind === 'invalid-ai-answer') throw error;
      throw new DomainError('upstream', m.modelFailed, { stage: 'model', route, cause: error });
    }
  }
}
