import type { PermissionKey } from '../permissions/catalogue.js';

/**
 * The routes of the `ai` function, one per AI call of docs/product.md ("AI calls"), and what
 * the server checks before a model runs: the caller holds one of `permissions` (the keys that
 * gate the screen action making the call, docs/product.md "Roles and permissions") and can see
 * the brand; `requirement` routes also name a requirement of that brand. The browser's use
 * cases gate the same actions with the same keys.
 */
export interface AiRoute {
  /** Any one of these keys lets the caller make the call. */
  readonly permissions: readonly PermissionKey[];
  /** The body names requirementId, a requirement under brandId. */
  readonly requirement: boolean;
}

export const AI_ROUTES = {
  /** Brand DNA: the manual uploaded with a brand save. */
  'learning-brand': { permissions: ['SAVE_BRAND'], requirement: false },
  /** Communication guide: generated on opening or regenerated. */
  'generate-blueprint': { permissions: ['GEN_BLUEPRINT'], requirement: false },
  /** Carousel: 'generate suggestion'. */
  'carousel-captions': { permissions: ['CARROUSEL_SUGGESTIONAI'], requirement: true },
  /** Video: 'Generar nueva sugerencia' for a requirement without a caption. */
  'video-captions': { permissions: ['VIDEO_SUGGESTIONAI'], requirement: true },
  /** Carousel: 'generate new guides'. */
  'carousel-guides': { permissions: ['CARROUSEL_NEWGUIDES'], requirement: true },
  /** Carousel: a new AI image for a card (it replaces the card's image). */
  'carousel-image': { permissions: ['CARROUSEL_CHANGEIMG'], requirement: true },
  /** Carousel: 'validate design'. */
  'validate-design': { permissions: ['CARROUSEL_VALIDAI'], requirement: true },
  /** Blog: the uploaded video's summary (on upload, or for an AI suggestion). */
  'video-summary': { permissions: ['VIDEO_UPLOAD', 'BLOG_SUGGESTIONAI'], requirement: true },
  /** Blog: the article from the video's summary (on upload, or for an AI suggestion). */
  'video-article': { permissions: ['VIDEO_UPLOAD', 'BLOG_SUGGESTIONAI'], requirement: true },
  /** Blog: a new image for the loaded article. */
  'article-image': { permissions: ['BLOG_NEWARTICLE'], requirement: true },
  /** Video: scripts, automatically on opening or with 'Generar nueva sugerencia'. */
  'video-scripts': { permissions: ['VIDEO_SUGGESTIONAI'], requirement: true },
} as const satisfies Record<string, AiRoute>;

export type AiRouteName = keyof typeof AI_ROUTES;
export const AI_ROUTE_NAMES = Object.keys(AI_ROUTES) as readonly AiRouteName[];
export const isAiRouteName = (value: string): value is AiRouteName => Object.hasOwn(AI_ROUTES, value);
