import {
  createMemoryAdapters,
  InMemoryAiCallQuota,
  memoryPortBindings,
  provide,
  replacing,
  type MemoryAdapters,
} from '@estudio/adapters';
import {
  AiCallQuota,
  type AiModelInfo,
  AiStatus,
  createRequirement,
  DEFAULT_PERMISSION_CONFIG,
  DEMO_ROLES,
  Messages,
  ServerMessages,
} from '@estudio/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAiContainer } from '../container/functions-container.js';
import { GUIDES_MAX_OUTPUT_TOKENS, MAX_AI_BODY_BYTES } from './ai-requests.js';
import { AiRoutes } from './ai-routes.js';
import type { ApiRequest } from './edge.js';

const m = Messages.endpoints;
const BUCKET = 'demo-estudio.appspot.com';
const storageUrl = (path: string): string =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=t`;
const IMAGE = storageUrl('img_carrousels/b1/r1/imagen-1.png');
const MODEL: AiModelInfo = { provider: 'demo', model: 'demo/estudio', demo: true };

const post = (path: string, body: unknown, token: string | null, extra: Record<string, string> = {}): ApiRequest => ({
  method: 'POST',
  path,
  headers: {
    'content-type': 'application/json',
    ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    ...extra,
  },
  body,
  bodySize: Buffer.byteLength(JSON.stringify(body) ?? ''),
});

const scope = { brandId: 'b1', requirementId: 'r1' };
const guides = {
  ...scope,
  prompt1: 'Guías para el carrusel',
  temperature: 1,
  max_output_tokens: GUIDES_MAX_OUTPUT_TOKENS,
};

describe('the ai function (AiRoutes)', () => {
  let adapters: MemoryAdapters;
  let api: AiRoutes;
  const tokens: Record<string, string> = {};

  const build = (limit = 20, appCheckRequired = false): AiRoutes => {
    const bindings = replacing(
      memoryPortBindings(adapters),
      provide(AiStatus, { aiStatus: () => Promise.resolve(MODEL) }),
      provide(AiCallQuota, new InMemoryAiCallQuota(limit)),
    );
    return createAiContainer(bindings, { appCheckRequired }).get(AiRoutes);
  };

  beforeEach(() => {
    const people = [
      ['u-est', 'estratega', 'active'],
      ['u-dis', 'disenador', 'active'],
      ['u-con', 'gestor-contenido', 'active'],
      ['u-off', 'superadministrador', 'disabled'],
    ] as const;
    adapters = createMemoryAdapters(new Date('2026-05-04T09:00:00Z'), {
      permissionConfig: DEFAULT_PERMISSION_CONFIG,
      roles: DEMO_ROLES.map((role) => ({ ...role, timestamp: null })),
      users: people.map(([uid, role, status]) => ({
        uid,
        email: `${uid}@estudio.test`,
        firstName: '',
        lastName: '',
        role,
        status,
        createdAt: null,
        lastLoginAt: null,
      })),
      authAccounts: people.map(([uid]) => ({
        uid,
        email: `${uid}@estudio.test`,
        password: 'Estudio2026!',
        disabled: false,
      })),
      brands: [
        {
          id: 'b1',
          brandName: 'Café Aurora',
          owner: 'u-est',
          allowedUsers: ['u-dis@estudio.test', 'u-con@estudio.test'],
          analysis: 'Tono cálido.',
        },
        { id: 'b2', brandName: 'Oculta', owner: 'otro', allowedUsers: [] },
      ],
      requirements: [
        createRequirement('r1', {
          brandId: 'b1',
          title: 'Carrusel',
          brand: 'Café Aurora',
          number: 1,
          createdBy: 'u-est',
          caption: 'Café de origen',
          instructions: ['Taza al centro'],
          imagesAIUrl: [IMAGE],
        }),
      ],
    });
    adapters.ai.withPlausibleDefaults();
    adapters.storedMedia.put('img_carrousels/b1/r1/imagen-1.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
    for (const [uid] of people) tokens[uid] = adapters.callerVerifier.issue(uid);
    api = build();
  });

  it('answers status (which model serves) to any active user, and 403 to a disabled one', async () => {
    for (const uid of ['u-est', 'u-dis', 'u-con']) {
      expect(await api.handle(post('/status', {}, tokens[uid] ?? ''))).toEqual({
        status: 200,
        body: { success: true, ...MODEL },
      });
    }
    expect(await api.handle(post('/status', {}, tokens['u-off'] ?? ''))).toEqual({
      status: 403,
      body: { success: false, error: m.callerInactive },
    });
  });

  it('answers a route the caller holds a key for in the contract shape', async () => {
    const answer = await api.handle(post('/carousel-guides', guides, tokens['u-dis'] ?? ''));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, guias_json: { guia1: {}, guia2: {}, guia3: {} } });
  });

  it('refuses with 403 a caller without the route key (the designer on generate-blueprint) and a hidden brand', async () => {
    const blueprint = { brandId: 'b1', diagnostic_form: 'Respuestas', document_url: '' };
    expect(await api.handle(post('/generate-blueprint', blueprint, tokens['u-dis'] ?? ''))).toEqual({
      status: 403,
      body: { success: false, error: Messages.access.forbidden },
    });
    expect((await api.handle(post('/generate-blueprint', blueprint, tokens['u-est'] ?? ''))).status).toBe(200);
    const hidden = await api.handle(
      post('/generate-blueprint', { ...blueprint, brandId: 'b2' }, tokens['u-est'] ?? ''),
    );
    expect(hidden.status).toBe(403);
    expect(adapters.ai.callsTo('generateBlueprint')).toHaveLength(1);
  });

  it('answers 404 to an unknown route or requirement, 405, 415, 413 and 401 at the edge', async () => {
    const token = tokens['u-dis'] ?? '';
    expect((await api.handle(post('/nada', {}, token))).status).toBe(404);
    expect((await api.handle(post('/carousel-guides', { ...guides, requirementId: 'r9' }, token))).body).toEqual({
      success: false,
      error: Messages.carousel.requirementNotFound,
    });
    expect((await api.handle({ ...post('/status', {}, token), method: 'GET' })).status).toBe(405);
    expect((await api.handle(post('/status', {}, token, { 'content-type': 'text/plain' }))).status).toBe(415);
    const big = { ...post('/status', {}, token), bodySize: MAX_AI_BODY_BYTES + 1 };
    expect(await api.handle(big)).toEqual({
      status: 413,
      body: { success: false, error: m.bodyTooLarge(MAX_AI_BODY_BYTES) },
    });
    expect(await api.handle(post('/status', {}, null))).toEqual({
      status: 401,
      body: { success: false, error: m.missingIdToken },
    });
  });

  it('requires App Check where it is configured', async () => {
    api = build(20, true);
    expect((await api.handle(post('/status', {}, tokens['u-dis'] ?? ''))).body).toEqual({
      success: false,
      error: m.missingAppCheck,
    });
  });

  it.each([
    ['carousel-guides', { ...guides, temperature: 0.7 }, ServerMessages.aiEndpoint.fieldMustBe('temperature', 1)],
    [
      'carousel-guides',
      { ...guides, max_output_tokens: '8192' },
      ServerMessages.aiEndpoint.fieldNotNumber('max_output_tokens'),
    ],
    ['carousel-guides', { ...guides, prompt1: 3 }, m.fieldRequired('prompt1')],
    ['carousel-guides', { ...guides, brandId: 'b/1' }, m.invalidId('brandId')],
    ['validate-design', { ...scope, image_url: IMAGE, index: 3 }, ServerMessages.aiEndpoint.invalidIndex],
    ['validate-design', { ...scope, image_url: IMAGE, index: 1.5 }, ServerMessages.aiEndpoint.invalidIndex],
    ['validate-design', { ...scope, index: 0 }, m.fieldRequired('image_url')],
    ['validate-design', { ...scope, image_url: IMAGE, index: 0, caption: 5 }, m.fieldNotText('caption')],
    ['learning-brand', { brandId: 'b1', manualUrl: 'x'.repeat(3000) }, m.fieldTooLong('manualUrl', 2048)],
    ['video-summary', { brandId: 'b1' }, m.fieldRequired('requirementId')],
    ['video-article', [], m.bodyNotObject],
  ] as const)('answers 400 naming the field: %s %j', async (route, body, error) => {
    expect(await api.handle(post(`/${route}`, body, tokens['u-dis'] ?? tokens['u-con'] ?? ''))).toEqual({
      status: 400,
      body: { success: false, error },
    });
  });

  it('answers 429 with Retry-After once the minute’s calls are spent', async () => {
    api = build(2);
    const call = () => api.handle(post('/carousel-guides', guides, tokens['u-dis'] ?? ''));
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'Retry-After': '60' });
    expect(refused.body).toEqual({ success: false, error: ServerMessages.aiEndpoint.rateLimited(60) });
  });

  it("answers 502 with the parser's message for an answer it refuses, and for a model that fails", async () => {
    adapters.ai.respond('generateDesignGuides', { guias_json: { guia1: {} } });
    expect(await api.handle(post('/carousel-guides', guides, tokens['u-dis'] ?? ''))).toEqual({
      status: 502,
      body: { success: false, error: Messages.carousel.invalidGuides },
    });
    adapters.ai.respond('generateDesignGuides', new Error('model down'));
    expect(await api.handle(post('/carousel-guides', guides, tokens['u-dis'] ?? ''))).toEqual({
      status: 502,
      body: { success: false, error: ServerMessages.aiEndpoint.modelFailed },
    });
  });

  it('validate-design stores the result on the requirement and in the history; a refused answer stores nothing', async () => {
    const body = { ...scope, index: 0, image_url: IMAGE, design_guidance: 'ignorada', caption: 'ignorado' };
    adapters.ai.respond('validateDesign', { alineacion: 150, descripcion: 'x' });
    expect((await api.handle(post('/validate-design', body, tokens['u-dis'] ?? ''))).status).toBe(502);
    expect((await adapters.requirements.get('b1', 'r1'))?.validation).toEqual({});
    adapters.ai.respond('validateDesign', { alineacion: 88, descripcion: 'Alineada.' });
    expect(await api.handle(post('/validate-design', body, tokens['u-dis'] ?? ''))).toEqual({
      status: 200,
      body: { success: true, alineacion: 88, descripcion: 'Alineada.' },
    });
    expect(adapters.ai.callsTo('validateDesign').at(-1)).toMatchObject({
      design_guidance: 'Taza al centro',
      caption: 'Café de origen',
    });
    expect((await adapters.requirements.get('b1', 'r1'))?.validation).toEqual({
      '0': { alineacion: 88, descripcion: 'Alineada.' },
    });
    expect(await adapters.designValidations.list('b1', 'r1', 0)).toMatchObject([
      { alineacion: 88, by: { uid: 'u-dis', email: 'u-dis@estudio.test' } },
    ]);
  });
});
