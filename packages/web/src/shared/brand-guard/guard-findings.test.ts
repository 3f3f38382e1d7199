import {
  GUARD_RULE_LABELS,
  checkTexts,
  type BrandGuardTerms,
  type GuardFinding,
  type GuardText,
} from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { describe, expect, it, vi } from 'vitest';
import { createGuardChecker, marksOf } from './guard-findings.js';

// The detail screens check each text as typed (docs/product.md, "Revisión de marca"): the
// checker answers what checkTexts answers for the whole piece, checking only the texts that changed.
vi.mock('@estudio/domain/content', async (original) => {
  const actual = await original<{ checkTexts: typeof checkTexts }>();
  return { ...actual, checkTexts: vi.fn(actual.checkTexts) };
});

const terms: BrandGuardTerms = {
  brandName: 'Café Cumbre Andina',
  conceptsToAvoid: ['Café instantáneo', 'descuentos agresivos'],
  importantKeywords: ['#CaféDeOrigen', '#HechoEnHuila'],
  absoluteClaims: ['el mejor', 'garantizado'],
};

const text = (field: string, value: string): GuardText => ({
  field,
  kind: field === 'caption' ? 'caption' : 'suggested-words',
  label: field,
  text: value,
});

/** A finding as a comparable line (order aside). */
const line = (finding: GuardFinding) =>
  `${finding.rule}|${finding.field}|${finding.span?.start}-${finding.span?.end}|${finding.message}`;
const lines = (findings: readonly GuardFinding[]) => findings.map(line).sort();

const pieces: readonly (readonly GuardText[])[] = [
  [text('caption', 'El mejor café, garantizado.'), text('suggestedWords.0', 'taza, finca')],
  [text('caption', 'Nada de cafe INSTANTANEO aquí. #CaféDeOrigen'), text('suggestedWords.0', '')],
  [text('caption', ''), text('suggestedWords.0', 'descuentos agresivos #hechoenhuila')],
  [text('caption', 'café cumbre andina, sin más'), text('suggestedWords.0', 'Cafe Cumbre Andina')],
  [text('caption', '#TazaPerfecta '.repeat(40))],
];

describe('createGuardChecker', () => {
  it.each(pieces.map((piece) => [piece]))('answers what checkTexts answers for the whole piece', (piece) => {
    const check = createGuardChecker(terms, ['Instagram', 'TikTok']);
    expect(lines(check(piece).findings)).toEqual(lines(checkTexts(piece, terms, ['Instagram', 'TikTok'])));
  });

  it('says a missing keyword once for the piece, and not when any text holds one', () => {
    const check = createGuardChecker(terms, []);
    const none = check([text('caption', 'Hola'), text('suggestedWords.0', 'taza')]).findings;
    expect(none.filter((finding) => finding.rule === 'missing-keyword')).toHaveLength(1);
    const one = check([text('caption', 'Hola'), text('suggestedWords.0', 'taza #HechoEnHuila')]).findings;
    expect(one.filter((finding) => finding.rule === 'missing-keyword')).toHaveLength(0);
  });

  it('checks again only the text that changed, and keeps the others’ findings and underlines', () => {
    const check = createGuardChecker(terms, ['Instagram']);
    const words = text('suggestedWords.0', 'Café instantáneo, finca');
    const first = check([text('caption', 'Un café'), words]);
    const spy = vi.mocked(checkTexts);
    spy.mockClear();
    const second = check([text('caption', 'Un café instantáneo'), words]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0]).toEqual([text('caption', 'Un café instantáneo')]);
    expect(second.marksOf('suggestedWords.0')).toBe(first.marksOf('suggestedWords.0'));
    expect(second.marksOf('caption')).toEqual([expect.objectContaining({ start: 3, end: 19, tone: 'blocking' })]);
  });

  it('underlines a finding with a span, red when it blocks and amber otherwise, labelled with its rule and fix', () => {
    const findings = checkTexts([text('caption', 'El mejor café instantáneo')], terms, []);
    expect(marksOf(findings)).toEqual([
      {
        start: 0,
        end: 8,
        tone: 'warning',
        label: `${GUARD_RULE_LABELS['absolute-claim']}: ${Messages.guard.findings.absoluteClaim('el mejor')}`,
      },
      expect.objectContaining({ start: 9, end: 25, tone: 'blocking' }),
    ]);
  });
});
