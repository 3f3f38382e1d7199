import type { ClaimSource, GuideForAlignment } from '../guard/types.js';
import { token } from '../shared/token.js';

/*
 * One port per AI operation of docs/product.md, "AI calls": the model calls the server's content
 * commands make (docs/product.md, "Content commands"). Each returns the raw answer exactly as
 * the model gave it: the domain validates it by schema (ai/*-answers.ts) before anything is
 * stored, so an adapter never decides what counts as valid. Method names are distinct across
 * ports so one object (the Genkit flows, the scripted twin) can serve several of them.
 *
 * Only the functions bind these ports (the Genkit adapter, each call metered against the
 * caller's per-minute quota); the browser binds AiStatus alone. Every request names the brand
 * it is about, and the requirement where one is concerned, for the model's traces.
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

/** The brand manual stored in this project's bucket (its URL; the adapter reads it from there). Answer: analysis. */
export interface BrandManualAnalyzer {
  analyzeBrandManual(request: BrandScope & { manualUrl: string }, options?: AiCallOptions): Promise<unknown>;
}
export const BrandManualAnalyzer = token<BrandManualAnalyzer>('BrandManualAnalyzer');

/** diagnostic_form and document_url; the answer is the blueprint (bloques). */
export interface BlueprintGenerator {
  generateBlueprint(
    request: BrandScope & { diagnostic_form: string; document_url: string },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const BlueprintGenerator = token<BlueprintGenerator>('BlueprintGenerator');

/** A carousel's and a video's captions from brand_strategy; answers redes_json / videos_json. */
export interface CaptionGenerator {
  carouselCaptions(request: RequirementScope & { brand_strategy: string }, options?: AiCallOptions): Promise<unknown>;
  videoCaptions(request: RequirementScope & { brand_strategy: string }, options?: AiCallOptions): Promise<unknown>;
}
export const CaptionGenerator = token<CaptionGenerator>('CaptionGenerator');

/** A carousel's three design guides; answer guias_json with guia1..guia3. */
export interface DesignGuideGenerator {
  generateDesignGuides(
    request: RequirementScope & { prompt1: string; temperature: number; max_output_tokens: number },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const DesignGuideGenerator = token<DesignGuideGenerator>('DesignGuideGenerator');

/** A carousel card's image; answer imageBase64. */
export interface CarouselImageGenerator {
  generateCarouselImage(
    request: RequirementScope & { caption: string; descripcion: string; graphicGuide: string },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const CarouselImageGenerator = token<CarouselImageGenerator>('CarouselImageGenerator');

/**
 * A card's design judged against its guide: answer alineacion and descripcion. `index` is the
 * card (0-2). The server stores the result on the requirement (validation.{index}) and in the
 * image's alignment history: the percentage is what makes a design "checked".
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

/** A blog video stored in this project's bucket (its URL; the adapter reads it from there); answer file_uri and analysis. */
export interface VideoSummarizer {
  summarizeVideo(request: RequirementScope & { videoUrl: string }, options?: AiCallOptions): Promise<unknown>;
}
export const VideoSummarizer = token<VideoSummarizer>('VideoSummarizer');

/** A blog article from a video's analysis; answer articulo. */
export interface ArticleWriter {
  writeArticle(
    request: RequirementScope & { texto: string; communicationTone: string },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const ArticleWriter = token<ArticleWriter>('ArticleWriter');

/** A blog article's image; answer imageBase64. */
export interface ArticleImageGenerator {
  generateArticleImage(request: RequirementScope & { content: string }, options?: AiCallOptions): Promise<unknown>;
}
export const ArticleImageGenerator = token<ArticleImageGenerator>('ArticleImageGenerator');

/** A video's scripts for its caption; answer guiones.scripts (array). */
export interface ScriptGenerator {
  generateScripts(
    request: RequirementScope & { brand_strategy: string; texto: string },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const ScriptGenerator = token<ScriptGenerator>('ScriptGenerator');

/**
 * A text's alignment with the brand's guide (docs/product.md, "Revisión de marca"); answer
 * { alineacion: number 0-100, criterios: { tono|pilares|mensaje|audiencia: { puntuacion, razon } } }.
 * `kind` is what the text is: a caption, a video's scripts, a blog article.
 */
export interface TextAligner {
  alignText(
    request: RequirementScope & { kind: 'caption' | 'script' | 'article'; text: string; guide: GuideForAlignment },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const TextAligner = token<TextAligner>('TextAligner');

/**
 * The claims a text makes, each with the brand source it rests on; answer
 * { afirmaciones: [{ texto: string (quoted from the text), fuente: string | null (a source's id) }] }.
 */
export interface ClaimFinder {
  findClaims(
    request: RequirementScope & { text: string; sources: readonly ClaimSource[] },
    options?: AiCallOptions,
  ): Promise<unknown>;
}
export const ClaimFinder = token<ClaimFinder>('ClaimFinder');

/**
 * Which model answers (the `ai` function's status, docs/product.md "Content commands"): the
 * console shows a 'Modelo de demostración' badge when `demo` is true.
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

/**
 * The ports that call a model (every one above but AiStatus): the functions meter each call of
 * any of them against the caller's quota, whatever the operation.
 */
export const AI_MODEL_PORTS = [
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
] as const;
