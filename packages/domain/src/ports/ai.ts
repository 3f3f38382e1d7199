import type { MediaFile } from './storage.js';
import { token } from '../shared/token.js';

/*
 * One port per AI call of docs/product.md, "AI calls". Each returns the raw answer body exactly as
 * the service sent it: the domain validates it by schema (ai/answers.ts) before anything
 * is stored, so an adapter never decides what counts as valid. Method names are distinct
 * across ports so one object (an HTTP client, a twin) can serve several of them.
 */

/** POST learning-brand (multipart with the file): answer has analysis. */
export interface BrandManualAnalyzer {
  analyzeBrandManual(file: MediaFile): Promise<unknown>;
}
export const BrandManualAnalyzer = token<BrandManualAnalyzer>('BrandManualAnalyzer');

/** POST generate-blueprint: diagnostic_form and document_url; answer is the blueprint. */
export interface BlueprintGenerator {
  generateBlueprint(request: { diagnostic_form: string; document_url: string }): Promise<unknown>;
}
export const BlueprintGenerator = token<BlueprintGenerator>('BlueprintGenerator');

/** POST carousel captions / video captions: brand_strategy; answers redes_json / videos_json. */
export interface CaptionGenerator {
  carouselCaptions(request: { brand_strategy: string }): Promise<unknown>;
  videoCaptions(request: { brand_strategy: string }): Promise<unknown>;
}
export const CaptionGenerator = token<CaptionGenerator>('CaptionGenerator');

/** POST carousel guides: answer guias_json with guia1..guia3. */
export interface DesignGuideGenerator {
  generateDesignGuides(request: { prompt1: string; temperature: number; max_output_tokens: number }): Promise<unknown>;
}
export const DesignGuideGenerator = token<DesignGuideGenerator>('DesignGuideGenerator');

/** POST carousel image: answer imageBase64. */
export interface CarouselImageGenerator {
  generateCarouselImage(request: { caption: string; descripcion: string; graphicGuide: string }): Promise<unknown>;
}
export const CarouselImageGenerator = token<CarouselImageGenerator>('CarouselImageGenerator');

/** POST validate-design (multipart): answer alineacion and descripcion. */
export interface DesignValidator {
  validateDesign(request: {
    image_url: string;
    design_guidance: string;
    brand_manual_summary: string;
    caption: string;
  }): Promise<unknown>;
}
export const DesignValidator = token<DesignValidator>('DesignValidator');

/** POST video summary: answer file_uri and analysis. */
export interface VideoSummarizer {
  summarizeVideo(request: { videoUrl: string }): Promise<unknown>;
}
export const VideoSummarizer = token<VideoSummarizer>('VideoSummarizer');

/** POST video article: answer articulo. */
export interface ArticleWriter {
  writeArticle(request: { texto: string; communicationTone: string }): Promise<unknown>;
}
export const ArticleWriter = token<ArticleWriter>('ArticleWriter');

/** POST article image: answer imageBase64. */
export interface ArticleImageGenerator {
  generateArticleImage(request: { content: string }): Promise<unknown>;
}
export const ArticleImageGenerator = token<ArticleImageGenerator>('ArticleImageGenerator');

/** POST video-scripts generation: answer guiones.scripts (array). */
export interface ScriptGenerator {
  generateScripts(request: { brand_strategy: string; texto: string }): Promise<unknown>;
}
export const ScriptGenerator = token<ScriptGenerator>('ScriptGenerator');
