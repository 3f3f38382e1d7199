import {
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
  type AiCallOptions,
  type AiModelInfo,
  type Logger,
  type StoredMediaReader,
} from '@estudio/domain';
import { provide, type PortBinding } from '../wiring/port-binding.js';
import type { AiSettings } from './ai-settings.js';
import { defineAiFlows, RawModelAnswer, type AiFlowDeps, type AiFlowName, type AiFlows } from './flows.js';
import { createGenkitModels, type GenkitModelsOptions } from './genkit-models.js';

type Request<P, M extends keyof P> = P[M] extends (request: infer R, options?: AiCallOptions) => Promise<unknown>
  ? R
  : never;

/**
 * The AI ports on the server: each method runs its route's Genkit flow and returns the
 * answer in the contract's shape. The domain's parsers judge it: an answer outside the flow's
 * schema is returned as the model gave it, not refused here.
 */
export class GenkitAiServices
  implements
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
    AiStatus
{
  constructor(
    private readonly flows: AiFlows,
    private readonly info: AiModelInfo,
  ) {}

  private async run(route: AiFlowName, request: object, options?: AiCallOptions): Promise<unknown> {
    const flow = this.flows[route] as {
      run(input: unknown, options?: { abortSignal?: AbortSignal }): Promise<{ result: unknown }>;
    };
    try {
      const { result } = await flow.run(request, options?.signal === undefined ? {} : { abortSignal: options.signal });
      return result;
    } catch (error) {
      if (error instanceof RawModelAnswer) return error.answer;
      throw error;
    }
  }

  analyzeBrandManual(request: Request<BrandManualAnalyzer, 'analyzeBrandManual'>, options?: AiCallOptions) {
    return this.run('learning-brand', request, options);
  }
  generateBlueprint(request: Request<BlueprintGenerator, 'generateBlueprint'>, options?: AiCallOptions) {
    return this.run('generate-blueprint', request, options);
  }
  carouselCaptions(request: Request<CaptionGenerator, 'carouselCaptions'>, options?: AiCallOptions) {
    return this.run('carousel-captions', request, options);
  }
  videoCaptions(request: Request<CaptionGenerator, 'videoCaptions'>, options?: AiCallOptions) {
    return this.run('video-captions', request, options);
  }
  generateDesignGuides(request: Request<DesignGuideGenerator, 'generateDesignGuides'>, options?: AiCallOptions) {
    return this.run('carousel-guides', request, options);
  }
  generateCarouselImage(request: Request<CarouselImageGenerator, 'generateCarouselImage'>, options?: AiCallOptions) {
    return this.run('carousel-image', request, options);
  }
  validateDesign(request: Request<DesignValidator, 'validateDesign'>, options?: AiCallOptions) {
    return this.run('validate-design', request, options);
  }
  summarizeVideo(request: Request<VideoSummarizer, 'summarizeVideo'>, options?: AiCallOptions) {
    return this.run('video-summary', request, options);
  }
  writeArticle(request: Request<ArticleWriter, 'writeArticle'>, options?: AiCallOptions) {
    return this.run('video-article', request, options);
  }
  generateArticleImage(request: Request<ArticleImageGenerator, 'generateArticleImage'>, options?: AiCallOptions) {
    return this.run('article-image', request, options);
  }
  generateScripts(request: Request<ScriptGenerator, 'generateScripts'>, options?: AiCallOptions) {
    return this.run('video-scripts', request, options);
  }
  async aiStatus(): Promise<AiModelInfo> {
    return this.info;
  }
}

export type GenkitAiOptions = AiFlowDeps & GenkitModelsOptions;

/** The Genkit instance, its flows and the port adapter for `settings`. */
export const createGenkitAiServices = (settings: AiSettings, options: GenkitAiOptions): GenkitAiServices => {
  const models = createGenkitModels(settings, options);
  return new GenkitAiServices(defineAiFlows(models, settings, options), models.info);
};

/** The eleven AI ports and AiStatus, served by one GenkitAiServices (for the functions' container). */
export const genkitAiPortBindings = (
  settings: AiSettings,
  options: { storedMedia: StoredMediaReader; logger: Logger } & Partial<GenkitAiOptions>,
): PortBinding[] => {
  const services = createGenkitAiServices(settings, options);
  return [
    provide(BrandManualAnalyzer, services),
    provide(BlueprintGenerator, services),
    provide(CaptionGenerator, services),
    provide(DesignGuideGenerator, services),
    provide(CarouselImageGenerator, services),
    provide(DesignValidator, services),
    provide(VideoSummarizer, services),
    provide(ArticleWriter, services),
    provide(ArticleImageGenerator, services),
    provide(ScriptGenerator, services),
    provide(AiStatus, services),
  ];
};
