import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { validateTextSizes } from './text-sizes.js';

const long = (n: number) => 'a'.repeat(n);

describe('validateTextSizes', () => {
  it('takes texts up to their cap and lists up to their entries', () => {
    expect(
      validateTextSizes({
        caption: long(TEXT_LIMITS.text),
        instructions: Array.from({ length: TEXT_LIMITS.listItems }, () => 'guía'),
        article: [{ sectionTitle: 'Uno', text: long(TEXT_LIMITS.longText) }],
        analysis: long(TEXT_LIMITS.longText),
        number: 7,
        allowComments: true,
        publicationDate: null,
      }),
    ).toEqual({ ok: true });
  });

  it('refuses a 900 kB caption, a long free text, and a list past its entries, naming the cap', () => {
    expect(validateTextSizes({ caption: long(900_000) })).toEqual({
      ok: false,
      message: Messages.validation.textTooLong(TEXT_LIMITS.text),
    });
    expect(validateTextSizes({ missionPurpose: long(TEXT_LIMITS.text + 1) })).toEqual({
      ok: false,
      message: Messages.validation.textTooLong(TEXT_LIMITS.text),
    });
    expect(validateTextSizes({ article: [{ sectionTitle: 'x', text: long(TEXT_LIMITS.longText + 1) }] })).toEqual({
      ok: false,
      message: Messages.validation.textTooLong(TEXT_LIMITS.longText),
    });
    expect(validateTextSizes({ keywords: Array.from({ length: TEXT_LIMITS.listItems + 1 }, () => 'k') })).toEqual({
      ok: false,
      message: Messages.validation.tooManyEntries(TEXT_LIMITS.listItems),
    });
    expect(validateTextSizes({ scripts: Array.from({ length: TEXT_LIMITS.sections + 1 }, () => ({})) })).toEqual({
      ok: false,
      message: Messages.validation.tooManyEntries(TEXT_LIMITS.sections),
    });
  });

  it('property: any string longer than the long-text cap is refused wherever it sits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('caption', 'analysis', 'article', 'scripts', 'brandName'),
        fc.integer({ min: 0, max: 3 }),
        (field, depth) => {
          let value: unknown = long(TEXT_LIMITS.longText + 1);
          for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { text: value };
          return !validateTextSizes({ [field]: value }).ok;
        },
      ),
    );
  });
});
