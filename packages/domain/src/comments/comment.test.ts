import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, checkCommentText, isBlueprintBlockName, threadKey } from './comment.js';

describe('checkCommentText', () => {
  it('keeps the text without the blanks around it, line breaks and tabs inside', () => {
    expect(checkCommentText('  Hola,\n\tequipo \r\n ')).toEqual({ text: 'Hola,\n\tequipo' });
    expect(checkCommentText('a\r\nb')).toEqual({ text: 'a\nb' });
  });

  it('refuses an empty text, one over the cap and one with a control character', () => {
    expect(checkCommentText(' \n ')).toEqual({ problem: 'empty' });
    expect(checkCommentText('x'.repeat(COMMENT_MAX_LENGTH))).toEqual({ text: 'x'.repeat(COMMENT_MAX_LENGTH) });
    expect(checkCommentText('x'.repeat(COMMENT_MAX_LENGTH + 1))).toEqual({ problem: 'tooLong' });
    expect(checkCommentText('hola\u0007')).toEqual({ problem: 'controlCharacters' });
    expect(checkCommentText('hola \u202e aloh')).toEqual({ problem: 'controlCharacters' });
  });

  it('property: what it accepts is trimmed, within the cap and free of control characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: COMMENT_MAX_LENGTH + 10 }), (text) => {
        const result = checkCommentText(text);
        if ('text' in result) {
          expect(result.text).toBe(result.text.trim());
          expect(result.text.length).toBeGreaterThan(0);
          expect(result.text.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
          // eslint-disable-next-line no-control-regex -- the point
          expect(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/u.test(result.text)).toBe(false);
        }
      }),
    );
  });
});

describe('threads', () => {
  it('names a thread by its kind and id', () => {
    expect(threadKey({ kind: 'requirement', id: 'r1' })).toBe('requirement:r1');
    expect(threadKey({ kind: 'blueprint', id: 'primer_bloque' })).toBe('blueprint:primer_bloque');
  });

  it('knows the guide blocks by name', () => {
    expect(isBlueprintBlockName('primer_bloque')).toBe(true);
    expect(isBlueprintBlockName('octavo_bloque')).toBe(false);
  });
});
