import {
  diagnosticForm,
  parseArticleImage,
  parseBlueprintAnswer,
  parseBrandManualAnalysis,
  parseCarouselCaptions,
  parseCarouselImage,
  parseDesignGuides,
  parseDesignValidation,
  parseVideoArticle,
  parseVideoCaptions,
  parseVideoScripts,
  parseVideoSummary,
} from '@estudio/domain/content';
import fc from 'fast-check';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiSettings } from '../ai-settings.js';
import { createGenkitAiServices, type GenkitAiServices } from '../genkit-ai-services.js';
import { InMemoryStoredMediaReader } from '@estudio/domain/testing';
import { RecordingLogger, TINY_PNG } from '../test-support.js';
import { PNG_SIGNATURE } from './png.js';

const settings = aiSettings({ GCLOUD_PROJECT: 'demo-estudio' });
const media = new InMemoryStoredMediaReader();
const manualUrl = media.put(
  'brandManuals/b1/u1-manual.pdf',
  new TextEncoder().encode('%PDF-1.4 demo'),
  'application/pdf',
);
const imageUrl = media.put('img_carrousels/b1/r1/0.png', TINY_PNG, 'image/png');
const videoUrl = media.put('video_blogs/b1/r1/video.mp4', new Uint8Array(300_000), 'video/mp4');
const logger = new RecordingLogger();
let ai: GenkitAiServices;

beforeAll(() => {
  ai = createGenkitAiServices(settings, { storedMedia: media, logger, now: () => new Date('2026-05-01T15:00:00Z') });
});

const scope = { brandId: 'b1', requirementId: 'r1' };
const text = fc.string({ minLength: 1, maxLength: 80 });
const strategy = fc
  .record({ brand: text, tone: text, message: text })
  .map(({ brand, tone, message }) => `Marca: ${brand}\nTono de comunicación: ${tone}\nMensaje clave: ${message}`);

const decodePng = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  expect([...bytes.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    if (bytes.subarray(offset + 4, offset + 8).toString('ascii') === 'IDAT') {
      idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    }
    offset += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  expect(pixels.length).toBe((width * 3 + 1) * height);
  return { width, height, pixels };
};

describe('the offline demo model behind the flows', () => {
  it('says it is the demo model', async () => {
    expect(await ai.aiStatus()).toEqual({ provider: 'demo', model: 'demo/estudio', demo: true });
  });

  it('answers the same request with the same answer, built from it', async () => {
    const request = { ...scope, brand_strategy: 'Marca: Café Andino\nTono de comunicación: cálido' };
    const first = await ai.carouselCaptions(request);
    expect(await ai.carouselCaptions(request)).toEqual(first);
    expect(JSON.stringify(first)).toContain('Café Andino');
    const other = await ai.carouselCaptions({ ...scope, brand_strategy: 'Marca: Otra marca' });
    expect(other).not.toEqual(first);
  });

  it("writes a guide about the questionnaire's brand, read from its summary (diagnostic_form)", async () => {
    const guide = await ai.generateBlueprint({
      brandId: 'b1',
      diagnostic_form: diagnosticForm({ brandName: 'Cacao Sierra Viva', missionPurpose: 'Cacao fino de la sierra.' }),
      document_url: '',
    });
    expect(JSON.stringify(guide)).toContain('Cliente ideal de Cacao Sierra Viva');
    expect(JSON.stringify(guide)).toContain('Cacao fino de la sierra.');
  });

  it('logs each call with its flow, model, latency and token counts', async () => {
    await ai.writeArticle({ ...scope, texto: 'Resumen', communicationTone: 'formal' });
    expect(logger.entries.at(-1)).toMatchObject({
      level: 'info',
      details: {
        flow: 'video-article',
        model: 'demo/estudio',
        latencyMs: expect.any(Number),
        inputTokens: expect.any(Number),
        outputTokens: expect.any(Number),
      },
    });
  });

  it('draws the caption in a real PNG: different captions, different pixels', async () => {
    const one = decodePng(
      parseCarouselImage(
        await ai.generateCarouselImage({ ...scope, caption: 'Hola mundo', descripcion: 'd', graphicGuide: 'g' }),
      ),
    );
    const two = decodePng(
      parseCarouselImage(
        await ai.generateCarouselImage({ ...scope, caption: 'Adiós mundo', descripcion: 'd', graphicGuide: 'g' }),
      ),
    );
    expect([one.width, one.height]).toEqual([384, 384]);
    expect(one.pixels.equals(two.pixels)).toBe(false);
  });

  it('gives video-summary a gs:// file URI of the stored video', async () => {
    const summary = parseVideoSummary(await ai.summarizeVideo({ ...scope, videoUrl }));
    expect(summary.file_uri).toBe('gs://demo-estudio.appspot.com/video_blogs/b1/r1/video.mp4');
  });

  it('passes the domain parsers for 1,000 generated inputs per route', async () => {
    const runs = { numRuns: 1000 };
    await fc.assert(
      fc.asyncProperty(
        text,
        async () => void parseBrandManualAnalysis(await ai.analyzeBrandManual({ brandId: 'b1', manualUrl })),
      ),
      { numRuns: 50 },
    );
    await fc.assert(
      fc.asyncProperty(
        strategy,
        async (form) =>
          void parseBlueprintAnswer(
            await ai.generateBlueprint({ brandId: 'b1', diagnostic_form: form, document_url: '' }),
          ),
      ),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(
        strategy,
        async (s) => void parseCarouselCaptions(await ai.carouselCaptions({ ...scope, brand_strategy: s })),
      ),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(
        strategy,
        async (s) => void parseVideoCaptions(await ai.videoCaptions({ ...scope, brand_strategy: s })),
      ),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(text, text, async (caption, s) => {
        const guides = parseDesignGuides(
          await ai.generateDesignGuides({
            ...scope,
            prompt1: `Caption:\n${caption}\n\n${s}`,
            temperature: 1,
            max_output_tokens: 8192,
          }),
        );
        expect(guides).toHaveLength(3);
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(text, text, text, async (caption, design_guidance, summary) => {
        const result = parseDesignValidation(
          await ai.validateDesign({
            ...scope,
            index: 0,
            image_url: imageUrl,
            design_guidance,
            brand_manual_summary: summary,
            caption,
          }),
        );
        expect(result.alineacion).toBeGreaterThanOrEqual(0);
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        text,
        async (texto, tone) =>
          void parseVideoArticle(await ai.writeArticle({ ...scope, texto, communicationTone: tone })),
      ),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(
        strategy,
        text,
        async (s, texto) => void parseVideoScripts(await ai.generateScripts({ ...scope, brand_strategy: s, texto })),
      ),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(text, async () => void parseVideoSummary(await ai.summarizeVideo({ ...scope, videoUrl }))),
      { numRuns: 50 },
    );
    // images: real PNG encoding is the slow part, so fewer runs
    await fc.assert(
      fc.asyncProperty(
        text,
        async (caption) =>
          void parseCarouselImage(
            await ai.generateCarouselImage({ ...scope, caption, descripcion: 'd', graphicGuide: 'g' }),
          ),
      ),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        async (content) => void parseArticleImage(await ai.generateArticleImage({ ...scope, content })),
      ),
      { numRuns: 100 },
    );
  }, 120_000);
});
