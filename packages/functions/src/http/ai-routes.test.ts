import { createMemoryAdapters, memoryPortBindings, provide, replacing, type MemoryAdapters } from '@estudio/adapters';
import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES } from '@estudio/domain/accounts';
import { type AiModelInfo, AiStatus } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAiContainer } from '../container/functions-container.js';
import { AiRoutes, MAX_STATUS_BODY_BYTES } from './ai-routes.js';
import type { ApiRequest } from './edge.js';
import { FunctionTexts } from '../texts.js';

const m = Messages.endpoints;
/** What the functions refuse at their edge, before the domain reads the body. */
const edge = FunctionTexts.endpoints;
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

describe('the ai function (AiRoutes): which model serves', () => {
  let adapters: MemoryAdapters;
  let status: AiStatus;
  const tokens: Record<string, string> = {};

  const build = (appCheckRequired = false): AiRoutes =>
    createAiContainer(replacing(memoryPortBindings(adapters), provide(AiStatus, status)), { appCheckRequired }).get(
      AiRoutes,
    );

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
      users: people.map(([uid, role, state]) => ({
        uid,
        email: `${uid}@estudio.test`,
        firstName: '',
        lastName: '',
        role,
        status: state,
        createdAt: null,
        lastLoginAt: null,
      })),
      authAccounts: people.map(([uid]) => ({
        uid,
        email: `${uid}@estudio.test`,
        password: 'Estudio2026!',
        disabled: false,
      })),
    });
    status = { aiStatus: () => Promise.resolve(MODEL) };
    for (const [uid] of people) tokens[uid] = adapters.callerVerifier.issue(uid);
  });

  it('answers status to any active user, and 403 to a disabled one', async () => {
    const api = build();
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

  it('serves no model call: the old per-call routes answer 404 (the content commands call the models)', async () => {
    const api = build();
    const token = tokens['u-dis'] ?? '';
    for (const route of ['/nada', '/carousel-guides', '/validate-design', '/learning-brand']) {
      expect(await api.handle(post(route, { brandId: 'b1', requirementId: 'r1' }, token))).toEqual({
        status: 404,
        body: { success: false, error: m.unknownRoute },
      });
    }
  });

  it('answers 405, 415, 413 and 401 at the edge', async () => {
    const api = build();
    const token = tokens['u-dis'] ?? '';
    expect((await api.handle({ ...post('/status', {}, token), method: 'GET' })).status).toBe(405);
    expect((await api.handle(post('/status', {}, token, { 'content-type': 'text/plain' }))).status).toBe(415);
    expect(await api.handle({ ...post('/status', {}, token), bodySize: MAX_STATUS_BODY_BYTES + 1 })).toEqual({
      status: 413,
      body: { success: false, error: edge.bodyTooLarge(MAX_STATUS_BODY_BYTES) },
    });
    expect(await api.handle(post('/status', {}, null))).toEqual({
      status: 401,
      body: { success: false, error: m.missingIdToken },
    });
    expect(await api.handle(post('/status', {}, 'inventado'))).toEqual({
      status: 401,
      body: { success: false, error: edge.invalidIdToken },
    });
  });

  it('requires App Check where it is configured', async () => {
    expect((await build(true).handle(post('/status', {}, tokens['u-dis'] ?? ''))).body).toEqual({
      success: false,
      error: edge.missingAppCheck,
    });
  });

  it('answers 500 without details when the status cannot be read', async () => {
    status = { aiStatus: () => Promise.reject(new Error('settings unreadable')) };
    expect(await build().handle(post('/status', {}, tokens['u-dis'] ?? ''))).toEqual({
      status: 500,
      body: { success: false, error: m.internal },
    });
  });
});
