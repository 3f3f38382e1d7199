import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldTerm } from '../guard/fold.js';
import type { ClaimSource, GuardText } from '../guard/types.js';
import { Messages } from '../messages.js';
import { parseClaims, parseTextAlignment } from './guard-answers.js';

const refused = (message: string) => expect.objectContaining({ kind: 'invalid-ai-answer', message });
const ALIGNMENT = refused(Messages.guard.invalidAlignment);
const CLAIMS = refused(Messages.guard.invalidClaims);

const criterion = (puntuacion: unknown, razon: unknown = 'Encaja.') => ({ puntuacion, razon });
const alignment = {
  alineacion: 82,
  criterios: {
    tono: criterion(80, 'Tono cercano.'),
    pilares: criterion('85'),
    mensaje: criterion('78,5 %'),
    audiencia: criterion(90),
  },
};

describe('parseTextAlignment', () => {
  it('reads the score and the four criteria, in order, figures given as numbers or text', () => {
    expect(parseTextAlignment(alignment)).toEqual({
      score: 82,
      criteria: [
        { criterion: 'tono', score: 80, reason: 'Tono cercano.' },
        { criterion: 'pilares', score: 85, reason: 'Encaja.' },
        { criterion: 'mensaje', score: 78.5, reason: 'Encaja.' },
        { criterion: 'audiencia', score: 90, reason: 'Encaja.' },
      ],
    });
    expect(parseTextAlignment(JSON.stringify(alignment)).score).toBe(82);
  });

  it.each([
    ['no object', 'texto'],
    ['no criteria', { alineacion: 80 }],
    ['a score out of range', { ...alignment, alineacion: 101 }],
    ['a score that is no figure', { ...alignment, alineacion: 'alto' }],
    ['a criterion missing', { ...alignment, criterios: { ...alignment.criterios, audiencia: undefined } }],
    ['a criterion without reason', { ...alignment, criterios: { ...alignment.criterios, tono: criterion(80, ' ') } }],
    ['a criterion below zero', { ...alignment, criterios: { ...alignment.criterios, tono: criterion(-1) } }],
  ])('refuses an answer with %s', (_, raw) => {
    expect(() => parseTextAlignment(raw)).toThrow(ALIGNMENT);
  });

  it('refuses anything but a well-formed answer, and never answers a score out of 0-100', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        try {
          const parsed = parseTextAlignment(raw);
          expect(parsed.criteria).toHaveLength(4);
          for (const value of [parsed.score, ...parsed.criteria.map((item) => item.score)]) {
            expect(value >= 0 && value <= 100).toBe(true);
          }
        } catch (error) {
          expect(error).toEqual(ALIGNMENT);
        }
      }),
    );
  });
});

const texts: GuardText[] = [
  { field: 'caption', kind: 'caption', label: 'Caption', text: 'El MEJOR café de Huila. Envíos en 48 horas.' },
  { field: 'suggestedWords.0', kind: 'suggested-words', label: 'Guía 1: palabras sugeridas', text: 'origen 100 %' },
];
const sources: ClaimSource[] = [
  { id: 'q:additionalInformation', label: 'Cuestionario: Información adicional', text: 'envíos en 48 horas' },
];

describe('parseClaims', () => {
  it('places each claim in the texts and names its source, or none', () => {
    expect(
      parseClaims(
        {
          afirmaciones: [
            { texto: 'el mejor café de Huila', fuente: null },
            { texto: 'Envíos en 48 horas', fuente: 'q:additionalInformation' },
            { texto: '100 %', fuente: '' },
            { texto: 'no citada', fuente: null },
          ],
        },
        texts,
        sources,
      ),
    ).toEqual([
      { text: 'el mejor café de Huila', field: 'caption', span: { start: 0, end: 22 }, source: null },
      {
        text: 'Envíos en 48 horas',
        field: 'caption',
        span: { start: 24, end: 42 },
        source: { id: 'q:additionalInformation', label: 'Cuestionario: Información adicional' },
      },
      { text: '100 %', field: 'suggestedWords.0', span: { start: 7, end: 12 }, source: null },
      { text: 'no citada', field: null, span: null, source: null },
    ]);
    expect(parseClaims('{"afirmaciones": []}', texts, sources)).toEqual([]);
  });

  it.each([
    ['no list', { afirmaciones: 'ninguna' }],
    ['an unknown source', { afirmaciones: [{ texto: 'x', fuente: 'q:inventada' }] }],
    ['a source that is no text', { afirmaciones: [{ texto: 'x', fuente: 3 }] }],
    ['a claim without text', { afirmaciones: [{ texto: ' ', fuente: null }] }],
    ['an entry that is no object', { afirmaciones: ['x'] }],
  ])('refuses an answer with %s', (_, raw) => {
    expect(() => parseClaims(raw, texts, sources)).toThrow(CLAIMS);
  });
});

describe('parseClaims, for any quote', () => {
  it('places a claim only where its text appears, folded alike', () => {
    const word = fc.constantFrom('el', 'MEJOR', 'café', 'Huila', '48', 'horas', 'envíos', 'x');
    const quote = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(quote, (text) => {
        const [claim] = parseClaims({ afirmaciones: [{ texto: text, fuente: null }] }, texts, sources);
        if (claim?.span === null || claim?.span === undefined) {
          expect(claim?.field).toBeNull();
          return;
        }
        const placed = texts.find((item) => item.field === claim.field)?.text ?? '';
        expect(foldTerm(placed.slice(claim.span.start, claim.span.end))).toBe(foldTerm(text));
      }),
    );
  });
});
