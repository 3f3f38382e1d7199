// Benchmark, not a test. From the repo root:
//
//   npx tsx packages/domain/bench/guard-keystroke.bench.ts
//
// or import runGuardKeystrokeBench() (a section of `npm run bench`) and print its rows.
//
// What the brand guard costs per keystroke on a detail screen (docs/product.md, "Revisión de
// marca"): the screen checks again only the text that changed (packages/web
// shared/brand-guard/guard-findings.ts), so one keystroke in a caption is checkTexts over that
// caption alone. Timed on captions of 280 and 2,200 characters (Instagram's limit) with the
// terms of a brand like Café Cumbre Andina's, two concepts to avoid and two claims present, for
// two networks; and, for comparison, the whole piece (a caption and three scripts) checked at
// once, which the screen does not do per keystroke.
import type { SocialNetwork } from '../src/brands/brand.js';
import { checkTexts } from '../src/guard/checks.js';
import type { BrandGuardTerms, GuardText } from '../src/guard/types.js';
import { DEFAULT_ABSOLUTE_CLAIMS } from '../src/guard/terms.js';
import { isEntry, measure } from './timing.js';

export interface GuardKeystrokeBenchRow {
  readonly what: string;
  readonly characters: number;
  /** Median ms of one check. */
  readonly medianMs: number;
}

const TERMS: BrandGuardTerms = {
  brandName: 'Café Cumbre Andina',
  conceptsToAvoid: ['Café instantáneo', 'descuentos agresivos', 'lenguaje técnico sin explicar'],
  importantKeywords: ['#CaféDeOrigen', '#HechoEnHuila', '#TazaPerfecta'],
  absoluteClaims: DEFAULT_ABSOLUTE_CLAIMS,
};
const NETWORKS: readonly SocialNetwork[] = ['Instagram', 'TikTok'];

const SENTENCE =
  'Cada taza de Café Cumbre Andina nace en fincas familiares del Huila, cosechada a mano y tostada en pequeños lotes. ';

/** A caption of `length` characters: sentences of the brand, a concept to avoid and an absolute claim in it. */
const caption = (length: number): string => {
  const body = `${SENTENCE.repeat(Math.ceil(length / SENTENCE.length))}`;
  const marked = `El mejor café instantáneo no existe. ${body}`;
  return `${marked.slice(0, length - 14)} #CaféDeOrigen`;
};

const text = (field: string, kind: GuardText['kind'], value: string): GuardText => ({
  field,
  kind,
  label: field,
  text: value,
});

export const runGuardKeystrokeBench = (): GuardKeystrokeBenchRow[] =>
  [280, 2200].flatMap((length) => {
    const one = [text('caption', 'caption', caption(length))];
    const piece = [
      ...one,
      ...[0, 1, 2].flatMap((index) =>
        ['Captacion', 'Argumento de Venta', 'Llamada a la acción'].map((section) =>
          text(`scripts.${index}.${section}`, 'script-section', SENTENCE.repeat(3)),
        ),
      ),
    ];
    const characters = (texts: readonly GuardText[]) => texts.reduce((sum, each) => sum + each.text.length, 0);
    return [
      {
        what: 'one keystroke: the caption alone',
        characters: characters(one),
        medianMs: measure(200, 50, () => checkTexts(one, TERMS, NETWORKS)),
      },
      {
        what: 'the whole piece at once (caption + 3 scripts)',
        characters: characters(piece),
        medianMs: measure(200, 50, () => checkTexts(piece, TERMS, NETWORKS)),
      },
    ];
  });

if (isEntry(import.meta.url)) {
  console.table(runGuardKeystrokeBench().map((row) => ({ ...row, medianMs: Number(row.medianMs.toFixed(3)) })));
}
