import { token } from '../shared/token.js';

/*
 * One port per AI call of docs/product.md, "AI calls". Each returns the raw answer body exactly as
 * the service sent it: the domain validates it by schema (ai/*-answers.ts) before anything
 * is stored, so an adapter never decides what counts as valid. Method names are distinct
 * across ports so one object (an HTTP client, a twin, the server's Genkit flows) can serve
 * several of them.
 *
 * Two kinds of adapter stand behind these ports: in the browser, an HTTP client of the `ai`
 * function (it adds the bearer and App Check tokens); on the server, the models themselves
 * (Genkit flows). Every request names the brand it is about, and the requirement where one
 * is concerned, so the server can check the caller may see them before any model runs.
 */

/** The brand an AI call is about. */
export interface BrandScope {
  readonly brandId: string;
}

/** The brand and the requirement (document id) an AI call is about. */
export interface RequirementScope extends BrandScope {
  readonly requirementId: string;
}

/** Per call: an abort signal (the screen was left, or the user cancelled). */
export interface AiCallOptions {
  readonly signal?: AbortSignal;
}

/**
 * POST learning-brand: the brand manual already uploaded to Storage (its download URL);
 * the server reads it from there. Answer: analysis.
 */
export interface BrandManualAnalyzer {
  analyzeBrandManual(request: BrandScope & { manualUrl: string }, options?: AiCallOptions): Promise<unknown>;
}
export const BrandManualAnalyzer = token<BrandManualAnalyzer>('BrandManualAnalyzer');

/** POST generate-blueprint: diagnostic_form and document_url; answer is the blueprint (bloques). */
export interface BlueprintGenerator {
  generateBlueprint(
    request: BrandScope & { diagnostic_form: string; document_url: string },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const BlueprintGenerator = token<BlueprintGenerator>('BlueprintGenerator');

/** POST carousel-captions / video-captions: brand_strategy; answers redes_json / videos_json. */
export interface CaptionGenerator {
  carouselCaptions(request: RequirementScope & { brand_strategy: string }, options?: AiCallOptions): Promise<unknown>;
  videoCaptions(request: RequirementScope & { brand_strategy: string }, options?: AiCallOptions): Promise<unknown>;
}
export const CaptionGenerator = token<CaptionGenerator>('CaptionGenerator');

/** POST carousel-guides: answer guias_json with guia1..guia3. */
export interface DesignGuideGenerator {
  generateDesignGuides(
    request: RequirementScope & { prompt1: string; temperature: number; max_output_tokens: number },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const DesignGuideGenerator = token<DesignGuideGenerator>('DesignGuideGenerator');

/** POST carousel-image: answer imageBase64. */
export interface CarouselImageGenerator {
  generateCarouselImage(
    request: RequirementScope & { caption: string; descripcion: string; graphicGuide: string },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const CarouselImageGenerator = token<CarouselImageGenerator>('CarouselImageGenerator');

/**
 * POST validate-design: answer alineacion and descripcion. `index` is the image card (0-2).
 * The server, not the browser, stores the result on the requirement (validation.{index})
 * and in the image's alignment history: the percentage is what makes a design "checked".
 */
export interface DesignValidator {
  validateDesign(
    request: RequirementScope & {
      index: number;
      image_url: string;
      design_guidance: string;
      brand_manual_summary: string;
      caption: string;
    },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const DesignValidator = token<DesignValidator>('DesignValidator');

/** POST video-summary: the uploaded video's URL (the server reads it from Storage); answer file_uri and analysis. */
export interface VideoSummarizer {
  summarizeVideo(request: RequirementScope & { videoUrl: string }, options?: AiCallOptions): Promise<unknown>;
}
export const VideoSummarizer = token<VideoSummarizer>('VideoSummarizer');

/** POST video-article: answer articulo. */
export interface ArticleWriter {
  writeArticle(
    request: RequirementScope & { texto: string; communicationTone: string },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const ArticleWriter = token<ArticleWriter>('ArticleWriter');

/** POST article-image: answer imageBase64. */
export interface ArticleImageGenerator {
  generateArticleImage(request: RequirementScope & { content: string }, options?: AiCallOptions): Promise<unknown>;
}
export const ArticleImageGenerator = token<ArticleImageGenerator>('ArticleImageGenerator');

/** POST video-scripts: answer guiones.scripts (array). */
export interface ScriptGenerator {
  generateScripts(
    request: RequirementScope & { brand_strategy: string; texto: string },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const ScriptGenerator = token<ScriptGenerator>('ScriptGenerator');

/**
 * Which model answers (POST status of the `ai` function): the console shows a
 * 'Modelo de demostración' badge when `demo` is true.
 */
export interface AiModelInfo {
  readonly provider: 'demo' | 'googleai' | 'vertexai' | 'openai-compatible';
  /** The text model's name, e.g. 'googleai/gemini-2.5-flash' or 'demo/estudio'. */
  readonly model: string;
  readonly demo: boolean;
}
export interface AiStatus {
  aiStatus(options?: AiCallOptions): Promise<AiModelInfo>;
}
export const AiStatus = token<AiStatus>('AiStatus');
