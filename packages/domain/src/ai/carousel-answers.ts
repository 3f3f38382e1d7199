import { Messages } from '../messages.js';
import type { ImageValidation } from '../requirements/requirement.js';
import {
  isRecord,
  rejectAnswer,
  requireBase64,
  requireRecord,
  requireString,
  requireText,
  scalarText,
  textLeaves,
} from './answer-guards.js';

/** The caption suggestion operation's message. */
const CAPTIONS_FAILED = Messages.carousel.generateSuggestion;
const IMAGE_FAILED = `${Messages.carousel.generateImagePrefix}${Messages.ai.invalidAnswer}`;
const VALIDATION_FAILED = `${Messages.carousel.validateDesignPrefix}${Messages.ai.invalidAnswer}`;

/** Each entry's text, in the answer's order; at least one caption must come back. */
export const parseCarouselCaptions = (raw: unknown): readonly string[] => {
  const networks = requireRecord(requireRecord(raw, CAPTIONS_FAILED)['redes_json'], CAPTIONS_FAILED);
  const captions = Object.values(networks)
    .map((entry) => textLeaves(entry).join('\n'))
    .filter((caption) => caption !== '');
  return captions.length > 0 ? captions : rejectAnswer(CAPTIONS_FAILED);
};

/** One design guide of a carousel: stored as the requirement's instruction and suggested words. */
export interface DesignGuide {
  readonly description: string;
  readonly suggestedWords: string;
}

export const GUIDE_KEYS = ['guia1', 'guia2', 'guia3'] as const;

const sameKeys = (record: object, keys: readonly string[]): boolean => {
  const present = Object.keys(record);
  return present.length === keys.length && keys.every((key) => present.includes(key));
};

/** Suggested words come as text or as a list of words; stored as one text per guide. */
const suggestedWords = (value: unknown): string => {
  const scalar = scalarText(value);
  if (scalar !== null) return scalar;
  if (!Array.isArray(value)) return rejectAnswer(Messages.carousel.invalidGuides);
  const words = value.map((word) => scalarText(word) ?? rejectAnswer(Messages.carousel.invalidGuides));
  return words.filter((word) => word !== '').join(', ');
};

/** guias_json with exactly guia1..guia3, each with descripcion and palabras_sugeridas. */
export const parseDesignGuides = (raw: unknown): readonly DesignGuide[] => {
  const failed = Messages.carousel.invalidGuides;
  const guides = requireRecord(requireRecord(raw, failed)['guias_json'], failed);
  if (!sameKeys(guides, GUIDE_KEYS)) return rejectAnswer(failed);
  return GUIDE_KEYS.map((key) => {
    const guide = requireRecord(guides[key], failed);
    if (!('palabras_sugeridas' in guide)) return rejectAnswer(failed);
    return {
      description: requireText(guide['descripcion'], failed),
      suggestedWords: suggestedWords(guide['palabras_sugeridas']),
    };
  });
};

/** carousel image: { imageBase64 }, the bytes of the new image. */
export const parseCarouselImage = (raw: unknown): string =>
  requireBase64(requireRecord(raw, IMAGE_FAILED)['imageBase64'], IMAGE_FAILED);

/** An alignment figure as a number, or as text such as '82', '82.5', '82,5 %'. */
export const percentage = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const digits = /^\s*(-?\d+(?:[.,]\d+)?)\s*%?\s*$/.exec(value)?.[1];
  return digits === undefined ? null : Number(digits.replace(',', '.'));
};

/** A card's design validation: { alineacion 0-100, descripcion }. */
export const parseDesignValidation = (raw: unknown): ImageValidation => {
  const answer = requireRecord(raw, VALIDATION_FAILED);
  const alineacion = percentage(answer['alineacion']);
  if (alineacion === null || !Number.isFinite(alineacion) || alineacion < 0 || alineacion > 100) {
    return rejectAnswer(VALIDATION_FAILED);
  }
  return { alineacion, descripcion: requireString(answer['descripcion'], VALIDATION_FAILED) };
};

/** At or above this percentage an image shows the green OK mark (docs/product.md, "AI calls"). */
export const ALIGNMENT_THRESHOLD = 75.01;

export const isAligned = (alineacion: number): boolean => alineacion >= ALIGNMENT_THRESHOLD;

/** Lets screens tell a stored validation from an empty slot of the validation map. */
export const isImageValidation = (value: unknown): value is ImageValidation =>
  isRecord(value) && typeof value['alineacion'] === 'number' && typeof value['descripcion'] === 'string';
