import { imageToRestore, keptOnAccept } from './replaced-image.js';
import type { BlogContent } from './requirement.js';

/*
 * The article's AI image as a draft (docs/product.md, "Blog articles"): 'Generar nueva imagen' stores the image
 * beside the blog and changes nothing on it; 'Reemplazar' sets it as the article's image and keeps what it replaced
 * for 'Deshacer'. What each answer writes over the blog as stored when the write commits.
 */

/** The article's image and what an accepted AI image replaced. */
type ImageState = Pick<BlogContent, 'imageAIUrl' | 'imageReplaced'>;

/**
 * What accepting the AI image at `url` writes: it becomes the article's image, and the image it replaces is kept for
 * 'Deshacer' (one step back: a later accept keeps only what it replaced). Accepting the image already shown changes
 * nothing that 'Deshacer' would restore.
 */
export const acceptedImage = (stored: ImageState, url: string): ImageState => ({
  imageAIUrl: url,
  imageReplaced: keptOnAccept(stored.imageAIUrl, url, stored.imageReplaced),
});

/**
 * What 'Deshacer' writes: the image the accepted AI image replaced back, and nothing left to undo. Null when nothing
 * is kept (never accepted, already undone, or replaced by hand since), or when the article no longer shows the
 * accepted image, so an undo never overwrites an image chosen after it.
 */
export const restoredImage = (stored: ImageState): ImageState | null => {
  const previous = imageToRestore(stored.imageAIUrl, stored.imageReplaced);
  return previous === null ? null : { imageAIUrl: previous, imageReplaced: null };
};
