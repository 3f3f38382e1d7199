import {
  AiStatus,
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
  type AiCallOptions,
  type AiModelInfo,
  type StoredMediaReader,
} from '@estudio/domain/content';
import { type Logger } from '@estudio/domain/shared';
import { z } from 'genkit';
import { provide, type PortBinding } from '../wiring/port-binding.js';
import type { AiSettings } from './ai-settings.js';
import { flowKit, RawModelAnswer, type AiFlowDeps } from './flows.js';
import { createGenkitModels, type GenkitModels, type GenkitModelsOptions } from './genkit-models.js';
import {
  ArticleAnswer,
  BlueprintAnswer,
  BrandManualAnswer,
  CarouselCaptionsAnswer,
  ClaimsAnswer,
  DesignGuidesAnswer,
  DesignValidationAnswer,
  ImageAnswer,
  ScriptsAnswer,
  TextAlignmentAnswer,
  VideoAnalysis,
  VideoCaptionsAnswer,
  VideoSummaryAnswer,
} from './schemas.js';

/*
 * The AI ports on the server: one Genkit flow per AI operation (docs/product.md, "AI calls"),
 * named as its prompt (prompts/<name>.prompt), and the port methods that run them. The flow's
 * input is the port's request (brandId and requirementId included, for the traces).
 */

/** A new schema each time: a shared instance would become a $ref in the JSON schema. */
const text = () => z.string();
const brand = () => ({ brandId: text() });
const requirement = () => ({ brandId: text(), requirementId: text() });

/** How the alignment prompt names the text it judges (TextAligner's `kind`). */
const KIND_LABELS: Readonly<Record<'caption' | 'script' | 'article', string>> = {
  caption: 'el caption de una publicación',
  script: 'los guiones de un video',
  article: 'el artículo de un blog',
};

/** Defines the thirteen flows on `models.ai`. */
export const defineAiFlows = (models: GenkitModels, settings: AiSettings, deps: AiFlowDeps) => {
  const { ai, json, image, inlineMedia, blueprintDocument, videoUri, today } = flowKit(models, settings, deps);
  return {
    'learning-brand': ai.defineFlow(
      {
        name: 'learning-brand',
        inputSchema: z.object({ ...brand(), manualUrl: text() }),
        outputSchema: BrandManualAnswer,
      },
      async (input, { abortSignal }) => {
        const manual = await inlineMedia(input.manualUrl);
        return json(
          'learning-brand',
          BrandManualAnswer,
          { manualUrl: manual.url, manualType: manual.contentType },
          abortSignal,
        );
      },
    ),
    'generate-blueprint': ai.defineFlow(
      {
        name: 'generate-blueprint',
        inputSchema: z.object({ ...brand(), diagnostic_form: text(), document_url: text() }),
        outputSchema: BlueprintAnswer,
      },
      async (input, { abortSignal }) =>
        json(
          'generate-blueprint',
          BlueprintAnswer,
          { diagnostic_form: input.diagnostic_form, today: today(), ...(await blueprintDocument(input.document_url)) },
          abortSignal,
        ),
    ),
    'carousel-captions': ai.defineFlow(
      {
        name: 'carousel-captions',
        inputSchema: z.object({ ...requirement(), brand_strategy: text() }),
        outputSchema: CarouselCaptionsAnswer,
      },
      async (input, { abortSignal }) =>
        json(
          'carousel-captions',
          CarouselCaptionsAnswer,
          { brand_strategy: input.brand_strategy, today: today() },
          abortSignal,
        ),
    ),
    'video-captions': ai.defineFlow(
      {
        name: 'video-captions',
        inputSchema: z.object({ ...requirement(), brand_strategy: text() }),
        outputSchema: VideoCaptionsAnswer,
      },
      async (input, { abortSignal }) =>
        json(
          'video-captions',
          VideoCaptionsAnswer,
          { brand_strategy: input.brand_strategy, today: today() },
          abortSignal,
        ),
    ),
    'carousel-guides': ai.defineFlow(
      {
        name: 'carousel-guides',
        inputSchema: z.object({
          ...requirement(),
          prompt1: text(),
          temperature: z.number(),
          max_output_tokens: z.number(),
        }),
        outputSchema: DesignGuidesAnswer,
      },
      async (input, { abortSignal }) =>
        json('carousel-guides', DesignGuidesAnswer, { prompt1: input.prompt1 }, abortSignal, {
          temperature: input.temperature,
          maxOutputTokens: input.max_output_tokens,
        }),
    ),
    'carousel-image': ai.defineFlow(
      {
        name: 'carousel-image',
        inputSchema: z.object({ ...requirement(), caption: text(), descripcion: text(), graphicGuide: text() }),
        outputSchema: ImageAnswer,
      },
      async (input, { abortSignal }) =>
        image(
          'carousel-image',
          { caption: input.caption, descripcion: input.descripcion, graphicGuide: input.graphicGuide },
          abortSignal,
        ),
    ),
    'validate-design': ai.defineFlow(
      {
        name: 'validate-design',
        inputSchema: z.object({
          ...requirement(),
          index: z.number().int(),
          image_url: text(),
          design_guidance: text(),
          brand_manual_summary: text(),
          caption: text(),
        }),
        outputSchema: DesignValidationAnswer,
      },
      async (input, { abortSignal }) => {
        const picture = await inlineMedia(input.image_url);
        return json(
          'validate-design',
          DesignValidationAnswer,
          {
            caption: input.caption,
            design_guidance: input.design_guidance,
            brand_manual_summary: input.brand_manual_summary,
            imageUrl: picture.url,
            imageType: picture.contentType,
          },
          abortSignal,
        );
      },
    ),
    'video-summary': ai.defineFlow(
      {
        name: 'video-summary',
        inputSchema: z.object({ ...requirement(), videoUrl: text() }),
        outputSchema: VideoSummaryAnswer,
      },
      async (input, { abortSignal }) => {
        const video = await videoUri(input.videoUrl, abortSignal);
        const { analysis } = await json(
          'video-summary',
          VideoAnalysis,
          { videoUri: video.uri, videoType: video.contentType },
          abortSignal,
        );
        return { file_uri: video.uri, analysis };
      },
    ),
    'video-article': ai.defineFlow(
      {
        name: 'video-article',
        inputSchema: z.object({ ...requirement(), texto: text(), communicationTone: text() }),
        outputSchema: ArticleAnswer,
      },
      async (input, { abortSignal }) =>
        json(
          'video-article',
          ArticleAnswer,
          { texto: input.texto, communicationTone: input.communicationTone, today: today() },
          abortSignal,
        ),
    ),
    'article-image': ai.defineFlow(
      {
        name: 'article-image',
        inputSchema: z.object({ ...requirement(), content: text() }),
        outputSchema: ImageAnswer,
      },
      async (input, { abortSignal }) => image('article-image', { content: input.content }, abortSignal),
    ),
    'video-scripts': ai.defineFlow(
      {
        name: 'video-scripts',
        inputSchema: z.object({ ...requirement(), brand_strategy: text(), texto: text() }),
        outputSchema: ScriptsAnswer,
      },
      async (input, { abortSignal }) =>
        json(
          'video-scripts',
          ScriptsAnswer,
          { brand_strategy: input.brand_strategy, texto: input.texto, today: today() },
          abortSignal,
        ),
    ),
    'text-alignment': ai.defineFlow(
      {
        name: 'text-alignment',
        inputSchema: z.object({
          ...requirement(),
          kind: z.enum(['caption', 'script', 'article']),
          text: text(),
          guide: z.object({ tono: text(), pilares: text(), mensaje: text(), audiencia: text() }),
        }),
        outputSchema: TextAlignmentAnswer,
      },
      async (input, { abortSignal }) =>
        json(
          'text-alignment',
          TextAlignmentAnswer,
          { kindLabel: KIND_LABELS[input.kind], text: input.text, ...input.guide },
          abortSignal,
        ),
    ),
    'text-claims': ai.defineFlow(
      {
        name: 'text-claims',
        inputSchema: z.object({
          ...requirement(),
          text: text(),
          sources: z.array(z.object({ id: text(), label: text(), text: text() })),
        }),
        outputSchema: ClaimsAnswer,
      },
      async (input, { abortSignal }) =>
        json(
          'text-claims',
          ClaimsAnswer,
          { text: input.text, sources: input.sources.map(({ id, label, text }) => ({ id, label, text })) },
          abortSignal,
        ),
    ),
  };
};

export type AiFlows = ReturnType<typeof defineAiFlows>;
export type AiFlowName = keyof AiFlows;

type Request<P, M extends keyof P> = P[M] extends (request: infer R, options?: AiCallOptions) => Promise<unknown>
  ? R
  : never;

/**
 * The AI ports on the server: each method runs its operation's Genkit flow and returns the
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
    TextAligner,
    ClaimFinder,
    AiStatus
{
  constructor(
    private readonly flows: AiFlows,
    private readonly info: AiModelInfo,
  ) {}

  private async run(name: AiFlowName, request: object, options?: AiCallOptions): Promise<unknown> {
    const flow = this.flows[name] as {
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
  alignText(request: Request<TextAligner, 'alignText'>, options?: AiCallOptions) {
    return this.run('text-alignment', request, options);
  }
  findClaims(request: Request<ClaimFinder, 'findClaims'>, options?: AiCallOptions) {
    return this.run('text-claims', request, options);
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

/** The AI ports (AI_MODEL_PORTS) and AiStatus, served by one GenkitAiServices (for the content functions' container). */
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
    provide(TextAligner, services),
    provide(ClaimFinder, services),
    provide(AiStatus, services),
  ];
};
