import { withSlot } from './content-slots.js';
import { imageToRestore, keptOnAccept } from './replaced-image.js';
import type { CarouselContent, GuideSet } from './requirement.js';

/**
 * One guide of a carousel edited by hand: its position and the texts given (a text left out is
 * not written, so a change someone else made to it meanwhile is kept).
 */
export interface GuideEdit {
  readonly index: number;
  /** The guide's description (instructions[index]). */
  readonly description?: string;
  /** Its suggested words (suggestedWords[index]). */
  readonly suggestedWords?: string;
}

type GuideLists = Pick<CarouselContent, 'instructions' | 'suggestedWords'>;
type CardImages = Pick<CarouselContent, 'imagesAIUrl' | 'validation' | 'imagesReplaced'>;

/**
 * The guide lists to write when `edit` is saved over the lists as stored now: the edited guide's
 * given texts in their slot, every other guide as stored, so a guide someone else saved meanwhile
 * is kept. Only the lists the edit touches are answered; slots before a new one are left empty ('').
 */
export const mergeGuideEdit = (stored: GuideLists, edit: GuideEdit): Partial<GuideLists> => ({
  ...(edit.description === undefined
    ? {}
    : { instructions: withSlot(stored.instructions, edit.index, edit.description) }),
  ...(edit.suggestedWords === undefined
    ? {}
    : { suggestedWords: withSlot(stored.suggestedWords, edit.index, edit.suggestedWords) }),
});

/** A record by card index without card `index`'s entry. */
const withoutCard = <T>(entries: Readonly<Record<string, T>>, index: number): Record<string, T> =>
  Object.fromEntries(Object.entries(entries).filter(([position]) => position !== String(index)));

/**
 * The card images and marks to write when card `index` gets a new image (replaced, an AI image accepted, or an
 * undo), over what is stored now: the image in its slot, every other image as stored, and only this card's
 * validation mark dropped (it judged the old image) and its kept image for 'Deshacer' (an undo must never
 * overwrite newer work); the other cards' marks and kept images, however recent, are kept.
 */
export const withCardImage = (stored: CardImages, index: number, url: string): CardImages => ({
  imagesAIUrl: withSlot(stored.imagesAIUrl, index, url),
  validation: withoutCard(stored.validation, index),
  imagesReplaced: withoutCard(stored.imagesReplaced, index),
});

/**
 * What accepting the AI image at `url` for card `index` writes over what is stored now: withCardImage, and the
 * card's image it replaces kept for 'Deshacer' ('' when it had none). Nothing when the card already shows that
 * image (the same accept again): its mark and what an undo would restore stay.
 */
export const withAcceptedImage = (stored: CardImages, index: number, url: string): Partial<CardImages> => {
  const shown = stored.imagesAIUrl[index] ?? '';
  const kept = keptOnAccept(shown, url, null);
  if (kept === null) return {};
  const changed = withCardImage(stored, index, url);
  return { ...changed, imagesReplaced: { ...changed.imagesReplaced, [String(index)]: kept } };
};

/**
 * What 'Deshacer' of card `index`'s accepted AI image writes: the image it replaced back (withCardImage: the mark
 * stays dropped, nothing left to undo). Null when nothing is kept for that card, or when the card no longer
 * shows the accepted image (someone changed it since), so an undo never overwrites newer work.
 */
export const restoredCardImage = (stored: CardImages, index: number): CardImages | null => {
  const previous = imageToRestore(stored.imagesAIUrl[index] ?? '', stored.imagesReplaced[String(index)]);
  return previous === null ? null : withCardImage(stored, index, previous);
};

/** The guide lists and the two sets held beside them (docs/product.md, "Carousels"). */
type GuideState = Pick<CarouselContent, 'instructions' | 'suggestedWords' | 'guidesProposal' | 'guidesReplaced'>;

/** The model's guides, each a description and its suggested words, as the proposal made at `at`. */
export const guidesProposalOf = (
  guides: readonly { readonly description: string; readonly suggestedWords: string }[],
  at: Date,
): GuideSet => ({
  instructions: guides.map((guide) => guide.description),
  suggestedWords: guides.map((guide) => guide.suggestedWords),
  at,
});

/**
 * What accepting the stored proposal writes over what is stored now: the proposal's guides in both lists
 * (replaced whole: new guides are new), the guides they replace kept for 'Deshacer' (stamped `at`), and the
 * proposal cleared. Null when no proposal is stored (someone accepted or discarded it meanwhile).
 */
export const acceptedGuides = (stored: GuideState, at: Date): GuideState | null =>
  stored.guidesProposal === null
    ? null
    : {
        instructions: [...stored.guidesProposal.instructions],
        suggestedWords: [...stored.guidesProposal.suggestedWords],
        guidesProposal: null,
        guidesReplaced: { instructions: [...stored.instructions], suggestedWords: [...stored.suggestedWords], at },
      };

/**
 * What 'Deshacer' writes: the guides the last accepted proposal replaced back in both lists, and nothing
 * left to undo. Null when none are kept (never accepted, already undone, or a guide edited by hand since).
 */
export const restoredGuides = (stored: GuideState): Omit<GuideState, 'guidesProposal'> | null =>
  stored.guidesReplaced === null
    ? null
    : {
        instructions: [...stored.guidesReplaced.instructions],
        suggestedWords: [...stored.guidesReplaced.suggestedWords],
        guidesReplaced: null,
      };
