import { TEXT_LIMITS } from '../shared/text.js';
import { CarouselUseCases } from '../use-cases/carousel.js';
import { type CarouselTextsEdit } from '../use-cases/carousel-texts-edit.js';
import type { RequirementKey } from '../use-cases/content-access.js';
import { bodyFields, readIndex, readKey, readObject, readObjectPath, readOptionalText } from './body.js';
import { command, type CommandGroup } from './command.js';

/** A command's key alone, whatever else its input holds. */
const keyOf = ({ brandId, requirementId }: RequirementKey): RequirementKey => ({ brandId, requirementId });

/** {brandId, requirementId}. */
const parseKey = (body: unknown): RequirementKey => readKey(bodyFields(body));

/** {brandId, requirementId, index}: one card of the carousel. */
const parseCard = (body: unknown): RequirementKey & { readonly index: number } => {
  const fields = bodyFields(body);
  return { ...readKey(fields), index: readIndex(fields) };
};

/** {brandId, requirementId, index, path}: one card and the object path of its image. */
const parseCardImage = (body: unknown): RequirementKey & { readonly index: number; readonly path: string } => {
  const fields = bodyFields(body);
  return { ...readKey(fields), index: readIndex(fields), path: readObjectPath(fields) };
};

/** {brandId, requirementId, caption?, guide?: {index, description?, suggestedWords?}}. */
const parseTextsEdit = (body: unknown): RequirementKey & CarouselTextsEdit => {
  const fields = bodyFields(body);
  const caption = readOptionalText(fields, 'caption', TEXT_LIMITS.text);
  const guideFields = fields['guide'] === undefined ? undefined : readObject(fields, 'guide');
  const guide =
    guideFields === undefined
      ? undefined
      : {
          index: readIndex(guideFields),
          description: readOptionalText(guideFields, 'description', TEXT_LIMITS.text),
          suggestedWords: readOptionalText(guideFields, 'suggestedWords', TEXT_LIMITS.text),
        };
  return { ...readKey(fields), caption, guide };
};

/**
 * The carousel function's commands (docs/product.md, "Carousels"), by action name: the caption
 * suggestion, new guides (stored as a proposal) and the proposal accepted, discarded or its
 * accept undone, a card's AI image (a draft: stored in the carousel's folder, not on the card) and
 * the draft accepted (its object path) or its accept undone, a card's image replaced after the
 * browser's upload (its object path), a card's design validation, and the caption and guide texts edited.
 */
export const CAROUSEL_COMMANDS = {
  suggestion: command({
    useCase: CarouselUseCases,
    parse: parseKey,
    run: (carousel, actor, key) => carousel.generateSuggestion(actor, keyOf(key)),
    model: true,
  }),
  guides: command({
    useCase: CarouselUseCases,
    parse: parseKey,
    run: (carousel, actor, key) => carousel.generateGuides(actor, keyOf(key)),
    model: true,
  }),
  // The proposal's answers take the key alone: the guides they write are the stored proposal, never the body's.
  'guides-accept': command({
    useCase: CarouselUseCases,
    parse: parseKey,
    run: (carousel, actor, key) => carousel.acceptGuides(actor, keyOf(key)),
  }),
  'guides-discard': command({
    useCase: CarouselUseCases,
    parse: parseKey,
    run: (carousel, actor, key) => carousel.discardGuides(actor, keyOf(key)),
  }),
  'guides-undo': command({
    useCase: CarouselUseCases,
    parse: parseKey,
    run: (carousel, actor, key) => carousel.undoGuides(actor, keyOf(key)),
  }),
  image: command({
    useCase: CarouselUseCases,
    parse: parseCard,
    run: (carousel, actor, input) => carousel.generateImage(actor, keyOf(input), input.index),
    model: true,
  }),
  // The draft's object path is checked as an upload's; the undo restores what the server kept, never a body's URL.
  'image-accept': command({
    useCase: CarouselUseCases,
    parse: parseCardImage,
    run: (carousel, actor, input) => carousel.acceptImage(actor, keyOf(input), input.index, input.path),
  }),
  'image-undo': command({
    useCase: CarouselUseCases,
    parse: parseCard,
    run: (carousel, actor, input) => carousel.undoImage(actor, keyOf(input), input.index),
  }),
  'image-replaced': command({
    useCase: CarouselUseCases,
    parse: parseCardImage,
    run: (carousel, actor, input) => carousel.replaceImage(actor, keyOf(input), input.index, input.path),
  }),
  validate: command({
    useCase: CarouselUseCases,
    parse: parseCard,
    run: (carousel, actor, input) => carousel.validate(actor, keyOf(input), input.index),
    model: true,
  }),
  'edit-texts': command({
    useCase: CarouselUseCases,
    parse: parseTextsEdit,
    run: (carousel, actor, input) =>
      carousel.editTexts(actor, keyOf(input), {
        ...(input.caption === undefined ? {} : { caption: input.caption }),
        ...(input.guide === undefined ? {} : { guide: input.guide }),
      }),
  }),
} as const satisfies CommandGroup;
