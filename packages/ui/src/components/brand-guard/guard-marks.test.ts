import { describe, expect, it } from 'vitest';
import { markSegments, type GuardMark } from './guard-marks.js';

const TEXT = 'Nuestro café instantáneo es el mejor.';
const mark = (start: number, end: number, tone: GuardMark['tone'] = 'warning', label = 'Regla'): GuardMark => ({
  start,
  end,
  tone,
  label,
});

const joined = (text: string, marks: readonly GuardMark[]): string =>
  markSegments(text, marks)
    .map((segment) => segment.text)
    .join('');

describe('markSegments', () => {
  it('cuts the text at the marks, in order, and gives it back whole', () => {
    const marks = [mark(28, 36, 'warning', 'Afirmación absoluta'), mark(8, 24, 'blocking', 'Concepto a evitar')];
    const segments = markSegments(TEXT, marks);
    expect(segments.map((segment) => [segment.text, segment.mark?.label ?? null])).toEqual([
      ['Nuestro ', null],
      ['café instantáneo', 'Concepto a evitar'],
      [' es ', null],
      ['el mejor', 'Afirmación absoluta'],
      ['.', null],
    ]);
    expect(joined(TEXT, marks)).toBe(TEXT);
  });

  it('is one plain run without marks, even for an empty text', () => {
    expect(markSegments(TEXT, [])).toEqual([{ text: TEXT, mark: null }]);
    expect(markSegments('', [])).toEqual([{ text: '', mark: null }]);
  });

  it('clamps marks to the text and drops empty or inverted ones (a mark left over from a longer text)', () => {
    const segments = markSegments('café', [mark(-3, 2), mark(3, 40), mark(2, 2), mark(3, 1)]);
    expect(segments.map((segment) => [segment.text, segment.mark === null])).toEqual([
      ['ca', false],
      ['f', true],
      ['é', false],
    ]);
    expect(markSegments('', [mark(0, 5)])).toEqual([{ text: '', mark: null }]);
  });

  it('gives an overlap to the mark that starts first, and to the blocking one when they start together', () => {
    const first = markSegments(TEXT, [mark(8, 24, 'warning', 'A'), mark(13, 30, 'blocking', 'B')]);
    expect(first.map((segment) => [segment.text, segment.mark?.label ?? null])).toEqual([
      ['Nuestro ', null],
      ['café instantáneo', 'A'],
      [' es el', 'B'],
      [' mejor.', null],
    ]);
    const together = markSegments(TEXT, [mark(8, 12, 'warning', 'A'), mark(8, 24, 'blocking', 'B')]);
    expect(together.filter((segment) => segment.mark !== null).map((segment) => segment.mark?.label)).toEqual(['B']);
    // A mark inside another adds nothing.
    expect(markSegments(TEXT, [mark(8, 24), mark(10, 12)]).filter((segment) => segment.mark !== null)).toHaveLength(1);
  });

  it('gives the text back for any marks', () => {
    const text = 'Taza perfecta, café de origen.\n\n#CaféDeOrigen';
    for (let start = -2; start < text.length + 2; start += 3) {
      for (let end = start - 1; end < text.length + 3; end += 5) {
        const marks = [mark(start, end), mark(end - 4, end + 2, 'blocking')];
        expect(joined(text, marks)).toBe(text);
      }
    }
  });
});
