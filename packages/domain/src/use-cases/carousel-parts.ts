import { GUIDES_COUNT } from '../ai/prompts.js';
import { Messages } from '../messages.js';
import type {
  CarouselContent,
  CarouselRequirement,
  Requirement,
  RequirementCore,
} from '../requirements/requirement.js';
import { requireContentOf, type RequirementKey } from './content-access.js';

/*
 * What the carousel's commands (CarouselUseCases, docs/product.md, "Carousels") answer besides the
 * requirement, and how they name a card, a key and a carousel.
 */

/** What 'Generar sugerencia' answers: the proposed caption, not stored. */
export interface CaptionSuggestion {
  readonly caption: string;
}

/** What 'Generar nueva imagen' answers: card `index`'s AI image, stored in the carousel's folder, not yet on the card. */
export interface CarouselImageDraft {
  readonly index: number;
  /** The object's path, which carousel/image-accept takes. */
  readonly path: string;
  /** The URL the server derived for it, to show it. */
  readonly url: string;
}

/**
 * How many cards a carousel has: the three guides of a generation (GUIDES_COUNT), or more when
 * its lists already hold more. A card index at or past it names no card.
 */
export const cardsOf = (requirement: CarouselContent): number =>
  Math.max(
    GUIDES_COUNT,
    requirement.instructions.length,
    requirement.suggestedWords.length,
    requirement.imagesAIUrl.length,
  );

/** The key of a requirement as stored (its brand, or the one given). */
export const keyOf = (
  requirement: Pick<RequirementCore, 'brandId' | 'id'>,
  brandId = requirement.brandId,
): RequirementKey => ({
  brandId,
  requirementId: requirement.id,
});

/** The requirement as a carousel of the brand (its own, or the one given); any other is not found. */
export const carouselOf = (requirement: Requirement, brandId = requirement.brandId): CarouselRequirement =>
  requireContentOf(requirement, keyOf(requirement, brandId), 'carrousel', Messages.carousel.requirementNotFound);
