import {
  type AiModelInfo,
  AiServiceUseCases,
  type Brand,
  createRequirement,
  DEFAULT_PERMISSION_CONFIG,
  isModelFailure,
  Messages,
  type Role,
  ServerMessages,
  type User,
} from '@estudio/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FixedClock,
  InMemoryAiCallQuota,
  InMemoryBrandRepository,
  InMemoryDesignValidations,
  InMemoryPermissionConfigRepository,
  InMemoryRequirementRepository,
  InMemoryRoleRepository,
  InMemoryStoredMediaReader,
  InMemoryUserRepository,
  RecordingLogger,
} from '../memory/index.js';
import { actorWith, failureOf } from './test-kit.js';

const NOW = new Date('2026-05-04T15:00:00.000Z');
const BUCKET = 'demo-estudio.appspot.com';
const downloadUrl = (path: string, bucket = BUCKET): string =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=t`;
const IMAGE = downloadUrl('img_carrousels/b-aurora/r1/imagen-1.png');

const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-owner',
  allowedUsers: ['eva@estudio.example'],
  analysis: 'Tono cálido, colores tierra.',
};
const HIDDEN: Brand = { id: 'b-oculta', brandName: 'Oculta', owner: 'uid-otro', allowedUsers: [] };
const REQUIREMENT = createRequirement('r1', {
  brandId: 'b-aurora',
  title: 'Carrusel de lanzamiento',
  brand: 'Café Aurora',
  number: 1,
  createdBy: 'uid-owner',
  caption: 'Nuevo café de origen',
  instructions: ['Fondo crema, taza al centro', 'Guía 2', 'Guía 3'],
  imagesAIUrl: [IMAGE, downloadUrl('img_carrousels/b-aurora/r1/imagen-2.png')],
  validation: { '1': { alineacion: 40, descripcion: 'Anterior de la tarjeta 2' } },
});

const ROLES: Role[] = [
  { id: 'designer', name: 'Diseñador', permissions: ['vista_marcas_asignadas', 'validar_boost_ai'], timestamp: null },
  { id: 'nobody', name: 'Sin permisos', permissions: [], timestamp: null },
];
const USERS: User[] = [
  {
    uid: 'uid-eva',
    email: 'eva@estudio.example',
    firstName: 'Eva',
    lastName: 'Díaz',
    role: 'designer',
    status: 'active',
    createdAt: null,
    lastLoginAt: null,
  },
  {
    uid: 'uid-off',
    email: 'off@estudio.example',
    firstName: 'Off',
    lastName: 'Line',
    role: 'designer',
    status: 'disabled',
    createdAt: null,
    lastLoginAt: null,
  },
];

/** Every AI port with one scripted raw answer per method; `calls` counts what reached a model. */
class ScriptedModels {
  calls: { method: string; request: unknown }[] = [];
  answers: Record<string, unknown> = {
    analyzeBrandManual: { analysis: 'Manual: tono cálido.' },
    generateBlueprint: { bloques: {} },
    carouselCaptions: { redes_json: JSON.stringify({ instagram: 'Hola', facebook: 'Hola FB' }) },
    videoCaptions: { videos_json: { video1: 'a', video2: 'b', video3: 'c', video4: 'd', video5: 'e', video6: 'f' } },
    generateDesignGuides: {
      guias_json: {
        guia1: { descripcion: 'Uno', palabras_sugeridas: ['café', 'origen'] },
        guia2: { descripcion: 'Dos', palabras_sugeridas: 'taza' },
        guia3: { descripcion: 'Tres', palabras_sugeridas: '' },
      },
    },
    generateCarouselImage: { imageBase64: 'iVBORw0KGgo=' },
    validateDesign: { alineacion: '82,5 %', descripcion: 'Bien alineada.' },
    summarizeVideo: { file_uri: 'gs://b/v.mp4', analysis: 'Un video.' },
    writeArticle: { articulo: [{ sectionTitle: 'Intro', text: 'Texto' }] },
    generateArticleImage: { imageBase64: 'data:image/png;base64,iVBORw0KGgo=' },
    generateScripts: {
      guiones: { scripts: [{ Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c' }] },
    },
  };
  failure: Error | null = null;

  private answer(method: string, request: unknown): Promise<unknown> {
    this.calls.push({ method, request });
    if (this.failure !== null) return Promise.reject(this.failure);
    return Promise.resolve(this.answers[method]);
  }
  analyzeBrandManual = (request: unknown) => this.answer('analyzeBrandManual', request);
  generateBlueprint = (request: unknown) => this.answer('generateBlueprint', request);
  carouselCaptions = (request: unknown) => this.answer('carouselCaptions', request);
  videoCaptions = (request: unknown) => this.answer('videoCaptions', request);
  generateDesignGuides = (request: unknown) => this.answer('generateDesignGuides', request);
  generateCarouselImage = (request: unknown) => this.answer('generateCarouselImage', request);
  validateDesign = (request: unknown) => this.answer('validateDesign', request);
  summarizeVideo = (request: unknown) => this.answer('summarizeVideo', request);
  writeArticle = (request: unknown) => this.answer('writeArticle', request);
  generateArticleImage = (request: unknown) => this.answer('generateArticleImage', request);
  generateScripts = (request: unknown) => this.answer('generateScripts', request);
  aiStatus = (): Promise<AiModelInfo> => Promise.resolve({ provider: 'demo', model: 'demo/estudio', demo: true });
}

describe('AiServiceUseCases', () => {
  let brands: InMemoryBrandRepository;
  let requirements: InMemoryRequirementRepository;
  let quota: InMemoryAiCallQuota;
  let validations: InMemoryDesignValidations;
  let models: ScriptedModels;
  let logger: RecordingLogger;
  let clock: FixedClock;
  let media: InMemoryStoredMediaReader;
  let ai: AiServiceUseCases;

  const build = (limit = 20): void => {
    brands = new InMemoryBrandRepository([AURORA, HIDDEN]);
    requirements = new InMemoryRequirementRepository([REQUIREMENT]);
    quota = new InMemoryAiCallQuota(limit);
    validations = new InMemoryDesignValidations(requirements);
    models = new ScriptedModels();
    logger = new RecordingLogger();
    clock = new FixedClock(NOW);
    media = new InMemoryStoredMediaReader(BUCKET);
    for (const path of [
      'brandManuals/b-aurora/u-m.pdf',
      'brandManuals/b-nueva/u1-manual.pdf',
      'brandManuals/b-otra/m.pdf',
      'brandManuals/b-oculta/m.pdf',
      'keyVisuals/b-aurora/u-kv.pdf',
      'keyVisuals/b-oculta/kv.pdf',
      'video_blogs/b-aurora/r1/video.mp4',
      'video_blogs/b-aurora/r2/video.mp4',
      'img_carrousels/b-aurora/r1/imagen-1.png',
    ]) {
      media.put(path, new Uint8Array([1, 2, 3]), 'application/octet-stream');
    }
    ai = new AiServiceUseCases(
      new InMemoryUserRepository(USERS),
      new InMemoryRoleRepository(ROLES),
      new InMemoryPermissionConfigRepository(DEFAULT_PERMISSION_CONFIG),
      brands,
      requirements,
      quota,
      validations,
      media,
      clock,
      logger,
      models,
      models,
      models,
      models,
      models,
      models,
      models,
      models,
      models,
      models,
      models,
    );
  };
  beforeEach(() => build());

  const all = actorWith([
    'ADMIN_BRANDS_ALL',
    'SAVE_BRAND',
    'GEN_BLUEPRINT',
    'CARROUSEL_SUGGESTIONAI',
    'VIDEO_SUGGESTIONAI',
    'CARROUSEL_NEWGUIDES',
    'CARROUSEL_CHANGEIMG',
    'CARROUSEL_VALIDAI',
    'VIDEO_UPLOAD',
    'BLOG_NEWARTICLE',
  ]);
  const scope = { brandId: 'b-aurora', requirementId: 'r1' };
  const validate = { ...scope, index: 0, image_url: IMAGE };

  describe('authorize', () => {
    it('resolves an active caller with the keys of their role, whatever they are', async () => {
      const actor = await ai.authorize({ uid: 'uid-eva', email: 'eva@estudio.example' });
      expect([...actor.keys].sort()).toEqual(['ADMIN_BRANDS', 'ADMIN_BRANDS_ASSIGNED', 'CARROUSEL_VALIDAI']);
    });

    it('refuses a disabled or unknown caller', async () => {
      const failure = await failureOf(ai.authorize({ uid: 'uid-off', email: 'off@estudio.example' }));
      expect([failure.kind, failure.message]).toEqual(['forbidden', Messages.endpoints.callerInactive]);
      expect((await failureOf(ai.authorize({ uid: 'nobody', email: 'x@y.z' }))).kind).toBe('forbidden');
    });
  });

  it('answers every route in the contract shape from what the parsers accept', async () => {
    expect(
      await ai.learningBrand(all, { brandId: 'b-aurora', manualUrl: downloadUrl('brandManuals/b-aurora/u-m.pdf') }),
    ).toEqual({ analysis: 'Manual: tono cálido.' });
    expect(await ai.carouselCaptions(all, { ...scope, brand_strategy: 's' })).toEqual({
      redes_json: { instagram: 'Hola', facebook: 'Hola FB' },
    });
    expect((await ai.videoCaptions(all, { ...scope, brand_strategy: 's' })).videos_json.video6).toBe('f');
    expect(await ai.carouselGuides(all, { ...scope, prompt1: 'p', temperature: 1, max_output_tokens: 8192 })).toEqual({
      guias_json: {
        guia1: { descripcion: 'Uno', palabras_sugeridas: 'café, origen' },
        guia2: { descripcion: 'Dos', palabras_sugeridas: 'taza' },
        guia3: { descripcion: 'Tres', palabras_sugeridas: '' },
      },
    });
    expect(await ai.carouselImage(all, { ...scope, caption: 'c', descripcion: 'd', graphicGuide: 'g' })).toEqual({
      imageBase64: 'iVBORw0KGgo=',
    });
    expect(
      await ai.videoSummary(all, { ...scope, videoUrl: downloadUrl('video_blogs/b-aurora/r1/video.mp4') }),
    ).toEqual({ file_uri: 'gs://b/v.mp4', analysis: 'Un video.' });
    expect(await ai.videoArticle(all, { ...scope, texto: 't', communicationTone: 'Cercano' })).toEqual({
      articulo: [{ sectionTitle: 'Intro', text: 'Texto' }],
    });
    expect(await ai.articleImage(all, { ...scope, content: 'c' })).toEqual({ imageBase64: 'iVBORw0KGgo=' });
    expect((await ai.videoScripts(all, { ...scope, brand_strategy: 's', texto: 't' })).guiones.scripts).toHaveLength(1);
    expect(await ai.status(all)).toEqual({ provider: 'demo', model: 'demo/estudio', demo: true });
    expect(models.calls.every((call) => (call.request as { brandId: string }).brandId === 'b-aurora')).toBe(true);
    expect(logger.entries.filter((entry) => entry.message === ServerMessages.aiEndpoint.called)).toHaveLength(9);
  });

  it('refuses a caller without one of the route keys before anything runs', async () => {
    const failure = await failureOf(
      ai.generateBlueprint(actorWith(['ADMIN_BRANDS_ALL', 'CARROUSEL_VALIDAI']), {
        brandId: 'b-aurora',
        diagnostic_form: 'f',
        document_url: '',
      }),
    );
    expect([failure.kind, failure.message]).toEqual(['forbidden', Messages.access.forbidden]);
    expect(models.calls).toEqual([]);
    expect(quota.countOf('uid-eva')).toBe(0);
  });

  it('takes either key of a route with two (video-summary: VIDEO_UPLOAD or BLOG_SUGGESTIONAI)', async () => {
    const blog = actorWith(['ADMIN_BRANDS_ALL', 'BLOG_SUGGESTIONAI']);
    await ai.videoArticle(blog, { ...scope, texto: 't', communicationTone: 'Cercano' });
    expect(models.calls).toHaveLength(1);
  });

  it('refuses a brand the caller cannot see (403) and one that does not exist (404)', async () => {
    const assigned = actorWith(['ADMIN_BRANDS_ASSIGNED', 'CARROUSEL_SUGGESTIONAI']);
    const hidden = await failureOf(
      ai.carouselCaptions(assigned, { brandId: 'b-oculta', requirementId: 'r1', brand_strategy: 's' }),
    );
    expect(hidden.kind).toBe('forbidden');
    const missing = await failureOf(
      ai.carouselCaptions(all, { brandId: 'b-nada', requirementId: 'r1', brand_strategy: 's' }),
    );
    expect([missing.kind, missing.message]).toEqual(['not-found', Messages.carousel.brandNotFound]);
    const requirement = await failureOf(
      ai.carouselCaptions(all, { brandId: 'b-aurora', requirementId: 'r9', brand_strategy: 's' }),
    );
    expect([requirement.kind, requirement.message]).toEqual(['not-found', Messages.carousel.requirementNotFound]);
    expect(models.calls).toEqual([]);
  });

  describe('learning-brand', () => {
    const saver = actorWith(['SAVE_BRAND', 'ADMIN_BRANDS_OWNER']);

    it('analyses the manual of a brand still being created (no document yet) for a SAVE_BRAND holder', async () => {
      const answer = await ai.learningBrand(saver, {
        brandId: 'b-nueva',
        manualUrl: downloadUrl('brandManuals/b-nueva/u1-manual.pdf'),
      });
      expect(answer.analysis).toBe('Manual: tono cálido.');
    });

    it("refuses an existing brand the caller cannot see, and a manual outside the brand's folder or bucket", async () => {
      expect(
        (
          await failureOf(
            ai.learningBrand(saver, { brandId: 'b-oculta', manualUrl: downloadUrl('brandManuals/b-oculta/m.pdf') }),
          )
        ).kind,
      ).toBe('forbidden');
      for (const manualUrl of [
        downloadUrl('brandManuals/b-otra/m.pdf'),
        downloadUrl('brandManuals/b-nueva/m.pdf', 'otro-proyecto.appspot.com'),
        'https://example.com/brandManuals/b-nueva/m.pdf',
      ]) {
        const failure = await failureOf(ai.learningBrand(saver, { brandId: 'b-nueva', manualUrl }));
        expect([failure.kind, failure.message]).toEqual([
          'validation',
          ServerMessages.aiEndpoint.mediaOutsideBrand('manualUrl'),
        ]);
      }
      expect(models.calls).toEqual([]);
    });
  });

  it('refuses a file that is not in the bucket (404, before any model runs)', async () => {
    const failure = await failureOf(
      ai.learningBrand(all, { brandId: 'b-aurora', manualUrl: downloadUrl('brandManuals/b-aurora/nada.pdf') }),
    );
    expect([failure.kind, failure.message]).toEqual(['not-found', ServerMessages.aiModels.mediaNotFound]);
    expect(models.calls).toEqual([]);
  });

  it("takes a blueprint document only from the brand's own files", async () => {
    const request = { brandId: 'b-aurora', diagnostic_form: 'f' };
    await failureOf(
      ai.generateBlueprint(all, { ...request, document_url: downloadUrl('keyVisuals/b-aurora/u-kv.pdf') }),
    );
    expect(models.calls).toHaveLength(1);
    const failure = await failureOf(
      ai.generateBlueprint(all, { ...request, document_url: downloadUrl('keyVisuals/b-oculta/kv.pdf') }),
    );
    expect(failure.message).toBe(ServerMessages.aiEndpoint.mediaOutsideBrand('document_url'));
    expect(models.calls).toHaveLength(1);
  });

  it("refuses a video outside the requirement's folder", async () => {
    const failure = await failureOf(
      ai.videoSummary(all, { ...scope, videoUrl: downloadUrl('video_blogs/b-aurora/r2/video.mp4') }),
    );
    expect(failure.message).toBe(ServerMessages.aiEndpoint.mediaOutsideBrand('videoUrl'));
  });

  describe('an invalid answer', () => {
    it("is refused with the parser's message (a model failure), and validate-design records nothing", async () => {
      models.answers['validateDesign'] = { alineacion: 140, descripcion: 'x' };
      const failure = await failureOf(ai.validateDesign(all, validate));
      expect(failure.kind).toBe('invalid-ai-answer');
      expect(isModelFailure(failure)).toBe(true);
      expect((await requirements.get('b-aurora', 'r1'))?.validation).toEqual(REQUIREMENT.validation);
      expect(await validations.list('b-aurora', 'r1', 0)).toEqual([]);
    });

    it('of the guides is refused with their own message', async () => {
      models.answers['generateDesignGuides'] = { guias_json: { guia1: {} } };
      const failure = await failureOf(
        ai.carouselGuides(all, { ...scope, prompt1: 'p', temperature: 1, max_output_tokens: 8192 }),
      );
      expect([failure.kind, failure.message]).toEqual(['invalid-ai-answer', Messages.carousel.invalidGuides]);
    });
  });

  it('turns a model that fails into an upstream refusal marked as the model’s, logged with its route', async () => {
    models.failure = new Error('503 from the model');
    const failure = await failureOf(ai.articleImage(all, { ...scope, content: 'c' }));
    expect([failure.kind, failure.message, isModelFailure(failure)]).toEqual([
      'upstream',
      ServerMessages.aiEndpoint.modelFailed,
      true,
    ]);
    expect(logger.entries.some((entry) => entry.message === ServerMessages.aiEndpoint.failedCall)).toBe(true);
  });

  describe('the per-minute quota', () => {
    it('lets N calls through, refuses the next with the seconds to wait, and opens again after a minute', async () => {
      build(2);
      const call = () => ai.articleImage(all, { ...scope, content: 'c' });
      await call();
      await call();
      clock.advance(10_000);
      const refused = await failureOf(call());
      expect(refused.kind).toBe('rate-limited');
      expect(refused.details).toMatchObject({ retryAfterSeconds: expect.any(Number) });
      expect(refused.message).toBe(
        ServerMessages.aiEndpoint.rateLimited((refused.details as { retryAfterSeconds: number }).retryAfterSeconds),
      );
      expect(models.calls).toHaveLength(2);
      clock.set(new Date(NOW.getTime() + 61_000));
      await call();
      expect(models.calls).toHaveLength(3);
    });

    it('is spent only by calls that passed every check', async () => {
      build(1);
      await failureOf(ai.articleImage(actorWith([]), { ...scope, content: 'c' }));
      await failureOf(ai.articleImage(all, { brandId: 'b-aurora', requirementId: 'r9', content: 'c' }));
      await ai.articleImage(all, { ...scope, content: 'c' });
      expect(models.calls).toHaveLength(1);
    });
  });

  describe('validate-design', () => {
    it('judges the stored card and records validation.{index} and a history entry with who and when', async () => {
      const designer = actorWith(['ADMIN_BRANDS_ASSIGNED', 'CARROUSEL_VALIDAI']);
      expect(await ai.validateDesign(designer, validate)).toEqual({ alineacion: 82.5, descripcion: 'Bien alineada.' });
      expect(models.calls[0]?.request).toEqual({
        ...scope,
        index: 0,
        image_url: IMAGE,
        design_guidance: 'Fondo crema, taza al centro',
        brand_manual_summary: 'Tono cálido, colores tierra.',
        caption: 'Nuevo café de origen',
      });
      expect((await requirements.get('b-aurora', 'r1'))?.validation).toEqual({
        '0': { alineacion: 82.5, descripcion: 'Bien alineada.' },
        '1': REQUIREMENT.validation['1'],
      });
      expect(await validations.list('b-aurora', 'r1', 0)).toEqual([
        {
          index: 0,
          imageUrl: IMAGE,
          alineacion: 82.5,
          descripcion: 'Bien alineada.',
          at: NOW,
          by: { uid: 'uid-eva', email: 'eva@estudio.example' },
        },
      ]);
    });

    it('refuses an image_url that is not the stored image of that card, and a card without image or guide', async () => {
      const stale = await failureOf(
        ai.validateDesign(all, { ...validate, image_url: downloadUrl('img_carrousels/b-aurora/r1/otra.png') }),
      );
      expect([stale.kind, stale.message]).toEqual(['validation', ServerMessages.aiEndpoint.staleImage]);
      const empty = await failureOf(ai.validateDesign(all, { ...validate, index: 2 }));
      expect(empty.message).toBe(Messages.carousel.missingValidationData);
      expect(models.calls).toEqual([]);
    });

    it('refuses a stored image that is not a file of this bucket (the server never fetches an address)', async () => {
      const elsewhere = 'https://example.com/imagen.png';
      await requirements.update('b-aurora', 'r1', { imagesAIUrl: [elsewhere] });
      const failure = await failureOf(ai.validateDesign(all, { ...validate, image_url: elsewhere }));
      expect(failure.message).toBe(ServerMessages.aiEndpoint.mediaOutsideBrand('image_url'));
    });

    it('answers the internal error and keeps the requirement as it was when the record fails', async () => {
      validations.failNext('record');
      const failure = await failureOf(ai.validateDesign(all, validate));
      expect([failure.kind, failure.message]).toEqual(['upstream', Messages.endpoints.internal]);
      expect(isModelFailure(failure)).toBe(false);
      expect((await requirements.get('b-aurora', 'r1'))?.validation).toEqual(REQUIREMENT.validation);
    });

    it('lists a card’s history newest first', async () => {
      await ai.validateDesign(all, validate);
      clock.set(new Date(NOW.getTime() + 120_000));
      models.answers['validateDesign'] = { alineacion: 90, descripcion: 'Mejor.' };
      await ai.validateDesign(all, validate);
      expect((await validations.list('b-aurora', 'r1', 0)).map((entry) => entry.alineacion)).toEqual([90, 82.5]);
      expect(await validations.list('b-aurora', 'r1', 1)).toEqual([]);
    });
  });
});
