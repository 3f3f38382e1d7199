import { Messages } from '../messages.js';
import { type GuideEdit } from '../requirements/carousel-edit.js';
import { isPosition } from '../requirements/content-slots.js';
import { DomainError } from '../shared/errors.js';

/**
 * Caption and one guide's texts edited by hand; anything left out is kept as stored. A guide is
 * written by its position alone, so another person's edit of another guide, or of a text of this
 * one left out, is never overwritten.
 */
export interface CarouselTextsEdit {
  readonly caption?: string;
  readonly guide?: GuideEdit;
}

/** The edit as given, each text a string and the guide's position a list position, or the save's refusal. */
export const checkedTextsEdit = (edit: CarouselTextsEdit | null | undefined): CarouselTextsEdit => {
  const refuse = (): never => {
    throw new DomainError('validation', Messages.blueprint.saveChanges);
  };
  const optionalText = (value: unknown): string | undefined =>
    value === undefined ? undefined : typeof value === 'string' ? value : refuse();
  if (typeof edit !== 'object' || edit === null) return refuse();
  const caption = optionalText(edit.caption);
  const guide = edit.guide;
  if (guide === undefined) return caption === undefined ? {} : { caption };
  if (typeof guide !== 'object' || guide === null || !isPosition(guide.index)) return refuse();
  const description = optionalText(guide.description);
  const suggestedWords = optionalText(guide.suggestedWords);
  return {
    ...(caption === undefined ? {} : { caption }),
    guide: {
      index: guide.index,
      ...(description === undefined ? {} : { description }),
      ...(suggestedWords === undefined ? {} : { suggestedWords }),
    },
  };
};
