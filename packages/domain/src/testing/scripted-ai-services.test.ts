import { describe, expect, it } from 'vitest';
import { parseArticleImage, parseVideoArticle, parseVideoSummary } from '../ai/blog-answers.js';
import { parseBlueprintAnswer } from '../ai/blueprint-answer.js';
import { parseBrandManualAnalysis } from '../ai/brand-answers.js';
import {
  parseCarouselCaptions,
  parseCarouselImage,
  parseDesignGuides,
  parseDesignValidation,
} from '../ai/carousel-answers.js';
import { parseVideoCaptions, parseVideoScripts } from '../ai/video-answers.js';
import { parseClaims, parseTextAlignment } from '../ai/guard-answers.js';
import {
  AI_OPERATIONS,
  PLAUSIBLE_AI_ANSWERS,
  ScriptedAiServices,
  TINY_PNG_BASE64,
  type AiOperation,
} from './scripted-ai-services.js';

const brand = { brandId: 'b-aurora' };
const scope = { brandId: 'b-aurora', requirementId: 'req-1' };
const blueprintRequest = { ...brand, diagnostic_form: 'Marca: Café Aurora', document_url: 'memory://media/manual.pdf' };

describe('ScriptedAiServices', () => {
  it('rejects an unscripted call, naming the operation, and still records it', async () => {
    const ai = new ScriptedAiServices();
    await expect(ai.generateBlueprint(blueprintRequest)).rejects.toThrow(/no answer scripted for generateBlueprint/);
    expect(ai.calls).toEqual([{ operation: 'generateBlueprint', request: blueprintRequest }]);
  });

  it('answers a scripted body as a fresh copy on every call', async () => {
    const ai = new ScriptedAiServices().respond('validateDesign', { alineacion: 90, descripcion: 'Bien' });
    const request = {
      ...scope,
      index: 0,
      image_url: 'u',
      design_guidance: 'g',
      brand_manual_summary: 's',
      caption: 'c',
    };
    const first = (await ai.validateDesign(request)) as { alineacion: number };
    first.alineacion = 0;
    expect(await ai.validateDesign(request)).toEqual({ alineacion: 90, descripcion: 'Bien' });
  });

  it('computes an answer from the request when scripted with a function', async () => {
    const ai = new ScriptedAiServices().respond('writeArticle', (request) => ({
      articulo: [{ sectionTitle: request.communicationTone, text: request.texto }],
    }));
    expect(await ai.writeArticle({ ...scope, texto: 'Resumen', communicationTone: 'sabio' })).toEqual({
      articulo: [{ sectionTitle: 'sabio', text: 'Resumen' }],
    });
  });

  it('rejects with the scripted error', async () => {
    const outage = new Error('503 Service Unavailable');
    const ai = new ScriptedAiServices().respond('summarizeVideo', outage);
    await expect(ai.summarizeVideo({ ...scope, videoUrl: 'v' })).rejects.toBe(outage);
  });

  it('uses one-shot answers in order before the standing answer', async () => {
    const ai = new ScriptedAiServices()
      .respond('carouselCaptions', { redes_json: 'siempre' })
      .respondOnce('carouselCaptions', new Error('primera falla'))
      .respondOnce('carouselCaptions', { redes_json: 'segunda' });
    const request = { ...scope, brand_strategy: 'Cercana' };
    await expect(ai.carouselCaptions(request)).rejects.toThrow('primera falla');
    expect(await ai.carouselCaptions(request)).toEqual({ redes_json: 'segunda' });
    expect(await ai.carouselCaptions(request)).toEqual({ redes_json: 'siempre' });
  });

  it('answers each AI port method as its own operation', async () => {
    const ai = new ScriptedAiServices();
    for (const operation of AI_OPERATIONS) ai.respond(operation, operation);
    expect(await ai.generateBlueprint(blueprintRequest)).toBe('generateBlueprint');
    expect(await ai.generateDesignGuides({ ...scope, prompt1: 'p', temperature: 1, max_output_tokens: 8192 })).toBe(
      'generateDesignGuides',
    );
    expect(await ai.generateCarouselImage({ ...scope, caption: 'c', descripcion: 'd', graphicGuide: 'g' })).toBe(
      'generateCarouselImage',
    );
    expect(await ai.generateScripts({ ...scope, brand_strategy: 'b', texto: 't' })).toBe('generateScripts');
    expect(await ai.generateArticleImage({ ...scope, content: 'c' })).toBe('generateArticleImage');
    expect(await ai.videoCaptions({ ...scope, brand_strategy: 'b' })).toBe('videoCaptions');
    expect(await ai.analyzeBrandManual({ ...brand, manualUrl: 'memory://media/m.pdf' })).toBe('analyzeBrandManual');
  });

  it('lists the requests of one operation in order', async () => {
    const ai = new ScriptedAiServices().respond('generateScripts', { guiones: { scripts: [] } });
    await ai.generateScripts({ ...scope, brand_strategy: 'b', texto: 'uno' });
    await ai.generateScripts({ ...scope, brand_strategy: 'b', texto: 'dos' });
    expect(ai.callsTo('generateScripts').map((request) => request.texto)).toEqual(['uno', 'dos']);
    expect(ai.callsTo('generateBlueprint')).toEqual([]);
  });

  it('reports the scripted model without recording a call, and rejects with an Error put there', async () => {
    const ai = new ScriptedAiServices();
    expect(await ai.aiStatus()).toEqual({ provider: 'demo', model: 'demo/estudio', demo: true });
    ai.modelInfo = { provider: 'googleai', model: 'googleai/gemini-2.5-flash', demo: false };
    expect((await ai.aiStatus()).demo).toBe(false);
    const outage = new Error('sin conexión');
    ai.modelInfo = outage;
    await expect(ai.aiStatus()).rejects.toBe(outage);
    expect(ai.calls).toEqual([]);
  });

  it('answers every operation with documented shapes after withPlausibleDefaults', async () => {
    const ai = new ScriptedAiServices().withPlausibleDefaults();
    expect(await ai.generateArticleImage({ ...scope, content: 'c' })).toEqual({ imageBase64: TINY_PNG_BASE64 });
    expect(
      await ai.generateDesignGuides({ ...scope, prompt1: 'p', temperature: 1, max_output_tokens: 8192 }),
    ).toHaveProperty('guias_json.guia3.descripcion');
    expect(await ai.generateScripts({ ...scope, brand_strategy: 'b', texto: 't' })).toHaveProperty('guiones.scripts');
    expect(await ai.videoCaptions({ ...scope, brand_strategy: 'b' })).toHaveProperty('videos_json.video6');
    expect(await ai.summarizeVideo({ ...scope, videoUrl: 'v' })).toHaveProperty('file_uri');
    expect(
      ((await ai.generateBlueprint(blueprintRequest)) as { sexto_bloque: { colors: string[] } }).sexto_bloque.colors,
    ).toHaveLength(5);
  });
});

/** The domain's schema parser for each operation's answer. */
const PARSERS: Readonly<Record<AiOperation, (raw: unknown) => unknown>> = {
  analyzeBrandManual: parseBrandManualAnalysis,
  generateBlueprint: parseBlueprintAnswer,
  carouselCaptions: parseCarouselCaptions,
  videoCaptions: parseVideoCaptions,
  generateDesignGuides: parseDesignGuides,
  generateCarouselImage: parseCarouselImage,
  validateDesign: parseDesignValidation,
  summarizeVideo: parseVideoSummary,
  writeArticle: parseVideoArticle,
  generateArticleImage: parseArticleImage,
  generateScripts: parseVideoScripts,
  alignText: parseTextAlignment,
  findClaims: (raw) => parseClaims(raw, [], []),
};

describe('the default answers of alignText and findClaims (nothing scripted)', () => {
  const guide = { tono: 'Cercano', pilares: 'Educación', mensaje: 'Lo simple', audiencia: 'Laura' };
  const text = 'Café de origen tostado a diario. Pruébalo hoy.';
  const texts = [{ field: 'caption', kind: 'caption' as const, label: 'Caption', text }];
  const sources = [{ id: 'q:diferences', label: 'Cuestionario: Diferenciales', text: 'Tostado a diario.' }];

  it('answers a passing review built from the text, recording the call', async () => {
    const ai = new ScriptedAiServices();
    const answer = parseTextAlignment(await ai.alignText({ ...scope, kind: 'caption', text, guide }));
    expect(answer.score).toBeGreaterThan(75.01);
    expect(answer.criteria.map((criterion) => criterion.reason)).toEqual(
      answer.criteria.map(() => expect.stringContaining('Café de origen tostado')),
    );
    expect(ai.callsTo('alignText')).toEqual([{ ...scope, kind: 'caption', text, guide }]);
  });

  it("answers the text's first sentence as a claim on the first source, or none without sources", async () => {
    const ai = new ScriptedAiServices();
    const claims = parseClaims(await ai.findClaims({ ...scope, text, sources }), texts, sources);
    expect(claims).toEqual([
      {
        text: 'Café de origen tostado a diario.',
        field: 'caption',
        span: { start: 0, end: 32 },
        source: { id: 'q:diferences', label: 'Cuestionario: Diferenciales' },
      },
    ]);
    expect(await ai.findClaims({ ...scope, text, sources: [] })).toEqual({ afirmaciones: [] });
  });

  it('answers what a test scripted instead', async () => {
    const ai = new ScriptedAiServices().respond('alignText', new Error('sin modelo'));
    await expect(ai.alignText({ ...scope, kind: 'caption', text, guide })).rejects.toThrow('sin modelo');
  });
});

describe('PLAUSIBLE_AI_ANSWERS', () => {
  it.each(Object.keys(PARSERS) as AiOperation[])('%s passes the domain parser of its answer', (operation) => {
    expect(() => PARSERS[operation](PLAUSIBLE_AI_ANSWERS[operation])).not.toThrow();
  });

  it('gives six video captions and three design guides', () => {
    expect(parseVideoCaptions(PLAUSIBLE_AI_ANSWERS.videoCaptions)).toHaveLength(6);
    expect(parseDesignGuides(PLAUSIBLE_AI_ANSWERS.generateDesignGuides)).toHaveLength(3);
  });
});
