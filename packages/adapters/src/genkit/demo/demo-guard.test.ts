import {
  DEFAULT_ABSOLUTE_CLAIMS,
  isAligned,
  parseClaims,
  parseTextAlignment,
  type ClaimSource,
  type GuardText,
  type GuideForAlignment,
} from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { InMemoryStoredMediaReader } from '@estudio/domain/testing';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiSettings } from '../ai-settings.js';
import { createGenkitAiServices, type GenkitAiServices } from '../genkit-ai-services.js';
import { RecordingLogger } from '../test-support.js';
import { demoSentences, isDemoClaim } from './demo-guard.js';

/*
 * The demo model's answers to the brand guard's two calls (docs/product.md, "Modelo de
 * demostración"), through the real flows and prompts on a demo project.
 */

let ai: GenkitAiServices;
beforeAll(() => {
  ai = createGenkitAiServices(aiSettings({ GCLOUD_PROJECT: 'demo-estudio' }), {
    storedMedia: new InMemoryStoredMediaReader(),
    logger: new RecordingLogger(),
  });
});

const scope = { brandId: 'b1', requirementId: 'r1' };
const guide: GuideForAlignment = {
  tono: 'Arquetipo: el cuidador. Cálido, cercano y honesto.',
  pilares: 'Origen del café, la finca y sus familias, recetas en casa.',
  mensaje: 'Café de especialidad tostado cada semana.',
  audiencia: 'Adultos que preparan café en casa y valoran el trabajo campesino.',
};
const captionText = (text: string): GuardText[] => [{ field: 'caption', kind: 'caption', label: 'Caption', text }];

const align = async (text: string, parts: GuideForAlignment = guide) =>
  parseTextAlignment(await ai.alignText({ ...scope, kind: 'caption', text, guide: parts }));

const scores = (result: Awaited<ReturnType<typeof align>>) =>
  Object.fromEntries(result.criteria.map(({ criterion, score }) => [criterion, score]));

describe('the demo model: a text against the guide', () => {
  it('scores 70 + 8 per shared word of 5+ letters for each criterion, and the rounded mean', async () => {
    // tono: cercano; pilares: origen, familias; mensaje: especialidad, tostado, semana; audiencia: none
    const result = await align('Un café cercano: origen y familias, especialidad tostado cada semana.');
    expect(scores(result)).toEqual({ tono: 78, pilares: 86, mensaje: 94, audiencia: 70 });
    expect(result.score).toBe(Math.round((78 + 86 + 94 + 70) / 4));
  });

  it('names the shared words (as the text writes them) in the reason, labelled demo; says when there are none', async () => {
    const result = await align('Un café CERCANO y tostado.');
    const reasons = Object.fromEntries(result.criteria.map(({ criterion, reason }) => [criterion, reason]));
    expect(reasons['tono']).toBe(
      `${Messages.ai.demoModelBadge}: el texto comparte 1 palabra con el tono de la guía: «CERCANO».`,
    );
    expect(reasons['mensaje']).toBe(
      `${Messages.ai.demoModelBadge}: el texto comparte 1 palabra con el mensaje clave: «tostado».`,
    );
    expect(reasons['audiencia']).toBe(
      `${Messages.ai.demoModelBadge}: el texto no comparte palabras con la audiencia de la guía.`,
    );
  });

  it('ignores case and accents, short words, and repeats', async () => {
    const parts = { tono: 'Cálido', pilares: 'café café', mensaje: 'ORIGEN', audiencia: 'familias' };
    const result = await align('CALIDO calido cafe Café origen Familías', parts);
    // 'café' has 4 letters: never counted
    expect(scores(result)).toEqual({ tono: 78, pilares: 70, mensaje: 78, audiencia: 78 });
  });

  it('caps a criterion at 97 and names at most six words', async () => {
    const many = 'alfa1 bravo charlie delta1 echoo foxtrot golfo hotel1 india1 juliet'.replace(/1/g, 'x');
    const result = await align(many, { ...guide, tono: many });
    const tono = result.criteria.find(({ criterion }) => criterion === 'tono');
    expect(tono?.score).toBe(97);
    expect(tono?.reason).toContain('comparte 10 palabras');
    expect(tono?.reason).toMatch(/«foxtrot» y 4 más\.$/);
  });

  it('passes a text that shares one such word with each of the four parts (at least 78), fails one that shares none', async () => {
    const passing = await align('Cercano, desde el origen, tostado para adultos.');
    expect(passing.criteria.every(({ score }) => score >= 78)).toBe(true);
    expect(isAligned(passing.score)).toBe(true);
    const failing = await align('Hola, buen día.');
    expect(failing.score).toBe(70);
    expect(isAligned(failing.score)).toBe(false);
  });

  it('gives the same answer to the same request, whatever the kind', async () => {
    const request = { ...scope, kind: 'script' as const, text: 'Guión 1: Captación: tostado cercano', guide };
    const first = await ai.alignText(request);
    expect(await ai.alignText(request)).toEqual(first);
    expect(await ai.alignText({ ...request, kind: 'article' })).toEqual(first);
  });

  it('answers every text and guide with an alignment the domain accepts, 0-100 throughout', async () => {
    const text = fc.string({ maxLength: 120 });
    await fc.assert(
      fc.asyncProperty(text, text, text, text, text, async (body, tono, pilares, mensaje, audiencia) => {
        const result = await align(body, { tono, pilares, mensaje, audiencia });
        expect(result.criteria.map(({ criterion }) => criterion)).toEqual(['tono', 'pilares', 'mensaje', 'audiencia']);
        for (const { score } of result.criteria) expect(score).toBeGreaterThanOrEqual(70);
        expect(result.score).toBeLessThanOrEqual(97);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

const sources: ClaimSource[] = [
  { id: 'q:diferences', label: 'Cuestionario: Diferenciales', text: 'Tostamos cada semana en nuestra finca de Huila.' },
  {
    id: 'manual',
    label: 'Análisis del manual de marca',
    text: 'Café de especialidad con 86 puntos de taza, tostado en la finca.',
  },
  { id: 'keyProducts', label: 'Productos clave', text: 'Café molido de origen, bolsa de 500 g.' },
];

const claimsOf = async (text: string, offered: readonly ClaimSource[] = sources) =>
  parseClaims(await ai.findClaims({ ...scope, text, sources: offered }), captionText(text), offered);

describe('the demo model: the claims of a text', () => {
  it('takes a sentence with an absolute claim, a number, a percentage or a superlative for a claim, and no other', async () => {
    const text = [
      'Hola, amantes del café.',
      'Es el mejor café de Colombia.',
      'Tiene 86 puntos de taza.',
      'Un sabor buenísimo!',
      'Es el café más suave del Huila.',
      'Llevamos 20% menos azúcar?',
      'Escríbenos hoy…',
    ].join(' ');
    expect((await claimsOf(text)).map((claim) => claim.text)).toEqual([
      'Es el mejor café de Colombia.',
      'Tiene 86 puntos de taza.',
      'Un sabor buenísimo!',
      'Es el café más suave del Huila.',
      'Llevamos 20% menos azúcar?',
    ]);
  });

  it('finds each default absolute claim whatever its case and accents, as a whole word', () => {
    for (const claim of DEFAULT_ABSOLUTE_CLAIMS) {
      expect(isDemoClaim(`Esto es ${claim.toUpperCase()} de verdad`), claim).toBe(true);
      expect(isDemoClaim(`Esto es ${claim.normalize('NFD').replace(/\p{M}/gu, '')} de verdad`), claim).toBe(true);
    }
    expect(isDemoClaim('La curandera del pueblo')).toBe(false);
    expect(isDemoClaim('Una garantizadora')).toBe(false);
    expect(isDemoClaim('Sin más rodeos.')).toBe(false);
  });

  it('links a claim to the source sharing the most words of 5+ letters (at least two), else none', async () => {
    const claims = await claimsOf('Tostado cada semana en la finca de Huila, con 86 puntos. El mejor sabor del mundo.');
    expect(claims).toEqual([
      {
        text: 'Tostado cada semana en la finca de Huila, con 86 puntos.',
        field: 'caption',
        span: { start: 0, end: 56 },
        // manual shares tostado, finca, puntos (3); q:diferences semana, finca, huila (3): the first wins
        source: { id: 'q:diferences', label: 'Cuestionario: Diferenciales' },
      },
      { text: 'El mejor sabor del mundo.', field: 'caption', span: { start: 57, end: 82 }, source: null },
    ]);
    const one = await claimsOf('El mejor molido.');
    expect(one[0]?.source).toBeNull();
    expect((await claimsOf('Origen molido, el mejor.'))[0]?.source?.id).toBe('keyProducts');
  });

  it("leaves a line's leading labels out of its claim (the video's 'Guión 1: Captación: ')", async () => {
    const text =
      'Guión 1: Captación: ¿Sabías que el café cambia tu mañana?\n\nGuión 1: Argumento de Venta: Tiene 86 puntos.';
    expect(demoSentences(text)).toEqual(['¿Sabías que el café cambia tu mañana?', 'Tiene 86 puntos.']);
    expect((await claimsOf(text)).map((claim) => claim.text)).toEqual(['Tiene 86 puntos.']);
  });

  it('answers a text without claims, or with no source to offer, as the domain expects', async () => {
    expect(await ai.findClaims({ ...scope, text: 'Hola, buen día.', sources })).toEqual({ afirmaciones: [] });
    expect(await claimsOf('El mejor café.', [])).toEqual([
      { text: 'El mejor café.', field: 'caption', span: { start: 0, end: 14 }, source: null },
    ]);
  });

  it('quotes every claim from the text, links only offered sources, and the domain accepts every answer', async () => {
    const word = fc.constantFrom(
      'café',
      'tostado',
      'finca',
      'semana',
      'origen',
      '100 %',
      'el mejor',
      'más rico del',
      '12',
      'hola',
    );
    const sentence = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => `${words.join(' ')}.`);
    const text = fc.array(sentence, { minLength: 1, maxLength: 5 }).map((lines) => lines.join(' '));
    await fc.assert(
      fc.asyncProperty(text, fc.subarray(sources), async (body, offered) => {
        const raw = (await ai.findClaims({ ...scope, text: body, sources: offered })) as {
          afirmaciones: { texto: string; fuente: string | null }[];
        };
        for (const claim of raw.afirmaciones) {
          expect(body).toContain(claim.texto);
          if (claim.fuente !== null) expect(offered.map(({ id }) => id)).toContain(claim.fuente);
        }
        for (const claim of parseClaims(raw, captionText(body), offered)) expect(claim.span).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
