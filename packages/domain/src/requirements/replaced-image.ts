import type { ReplacedImage } from './requirement.js';

/*
 * The one rule of an AI image accepted over a shown image, and its 'Deshacer' (docs/product.md, "Carousels" and
 * "Blog articles"): a carousel card and a blog article keep the image an accept replaced, and an undo puts it back
 * only while the accepted image is still the one shown.
 */

/**
 * What to keep for 'Deshacer' when the AI image at `url` is accepted over `shown`: the image it replaces and the one
 * it sets. Accepting the image already shown keeps what was kept (`kept`): it replaces nothing.
 */
export const keptOnAccept = (shown: string, url: string, kept: ReplacedImage | null): ReplacedImage | null =>
  shown === url ? kept : { previous: shown, accepted: url };

/**
 * The image 'Deshacer' puts back ('' for none), or null when nothing is kept or the image shown is no longer the
 * accepted one (someone changed it since): an undo never overwrites newer work.
 */
export const imageToRestore = (shown: string, kept: ReplacedImage | null | undefined): string | null =>
  kept === null || kept === undefined || shown !== kept.accepted ? null : kept.previous;
