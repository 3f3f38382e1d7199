import { CallerRejected, type CallerVerifier, type VerifiedCaller } from '@estudio/domain/accounts';
import {
  type BestTimesAnswer,
  type BestTimesRequest,
  type ContentKind,
  type MetricoolHealth,
  type ScheduleAnswer,
  type SchedulingKey,
} from '@estudio/domain/scheduling';
import { DomainError, Messages, type Logger } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from './edge.js';
import {
  MAX_OVERRIDE_REASON_CHARS,
  MAX_SCHEDULER_BODY_BYTES,
  parseBestTimesRequest,
  parseSchedulingKey,
} from './scheduler-requests.js';
import { SchedulerRoutes, type SchedulerHealthService, type SchedulingService } from './scheduler-routes.js';
import { FunctionTexts } from '../texts.js';

const m = Messages.endpoints;
const CALLER: VerifiedCaller = { uid: 'u-con', email: 'contenido@estudio.test' };
const SENT_AT = new Date('2026-11-21T12:00:00Z');

const verifier: CallerVerifier = {
  verifyIdToken: async (token) => {
    if (token === 'valido') return CALLER;
    throw new CallerRejected(token === 'revocado' ? 'revoked-id-token' : 'invalid-id-token', 'rechazado');
  },
  verifyAppCheckToken: async () => undefined,
};
const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const post = (path: string, body: unknown, token: string | null = 'valido'): ApiRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
  body,
  bodySize: Buffer.byteLength(JSON.stringify(body) ?? ''),
});

const KEY = { brandId: 'demo-cafe-cumbre-andina', requirementId: 'demo-req-015' };

describe('parseSchedulingKey', () => {
  it('reads the two ids, trimmed, and ignores anything else', () => {
    expect(parseSchedulingKey({ ...KEY, brandId: ' b1 ', idMetrics: '1', selectedSocialNetwork: ['X'] })).toEqual({
      ok: true,
      value: { brandId: 'b1', requirementId: KEY.requirementId },
    });
  });

  it('names the field at fault', () => {
    expect(parseSchedulingKey([])).toEqual({ ok: false, error: m.bodyNotObject });
    expect(parseSchedulingKey({ requirementId: 'r1' })).toEqual({ ok: false, error: m.fieldRequired('brandId') });
    expect(parseSchedulingKey({ brandId: 'b1', requirementId: 7 })).toEqual({
      ok: false,
      error: m.fieldRequired('requirementId'),
    });
    expect(parseSchedulingKey({ brandId: 'b/1', requirementId: 'r1' })).toEqual({
      ok: false,
      error: m.invalidId('brandId'),
    });
  });
});

describe("parseSchedulingKey's overrideReason", () => {
  const reason = 'El cliente aprobó el texto por escrito.\nVer correo del lunes.';

  it('passes the reason as written (the use case trims and measures it), and none when absent or null', () => {
    expect(parseSchedulingKey({ ...KEY, overrideReason: reason })).toEqual({
      ok: true,
      value: { ...KEY, overrideReason: reason },
    });
    expect(parseSchedulingKey({ ...KEY, overrideReason: '  corto ' })).toEqual({
      ok: true,
      value: { ...KEY, overrideReason: '  corto ' },
    });
    expect(parseSchedulingKey({ ...KEY, overrideReason: null })).toEqual({ ok: true, value: KEY });
    expect(parseSchedulingKey(KEY)).toEqual({ ok: true, value: KEY });
    expect(parseSchedulingKey(KEY)).not.toHaveProperty('value.overrideReason');
  });

  it('refuses a reason that is not text, too long for the wire, or with control characters', () => {
    expect(parseSchedulingKey({ ...KEY, overrideReason: 42 })).toEqual({
      ok: false,
      error: m.fieldNotText('overrideReason'),
    });
    expect(parseSchedulingKey({ ...KEY, overrideReason: ['motivo'] })).toEqual({
      ok: false,
      error: m.fieldNotText('overrideReason'),
    });
    expect(parseSchedulingKey({ ...KEY, overrideReason: 'a'.repeat(MAX_OVERRIDE_REASON_CHARS + 1) })).toEqual({
      ok: false,
      error: m.fieldTooLong('overrideReason', MAX_OVERRIDE_REASON_CHARS),
    });
    expect(parseSchedulingKey({ ...KEY, overrideReason: 'Motivo con \u0007 campana' })).toEqual({
      ok: false,
      error: m.controlCharacters('overrideReason'),
    });
  });
});

describe('parseBestTimesRequest', () => {
  it('reads the brand id and the networks by their console names, and ignores anything else', () => {
    expect(parseBestTimesRequest({ brandId: ' b1 ', networks: ['Instagram', 'TikTok'], idMetrics: '9' })).toEqual({
      ok: true,
      value: { brandId: 'b1', networks: ['Instagram', 'TikTok'] },
    });
  });

  it('names the field at fault, and an unknown network', () => {
    expect(parseBestTimesRequest('x')).toEqual({ ok: false, error: m.bodyNotObject });
    expect(parseBestTimesRequest({ networks: [] })).toEqual({ ok: false, error: m.fieldRequired('brandId') });
    expect(parseBestTimesRequest({ brandId: 'b 1', networks: [] })).toEqual({
      ok: false,
      error: m.invalidId('brandId'),
    });
    expect(parseBestTimesRequest({ brandId: 'b1', networks: 'Instagram' })).toEqual({
      ok: false,
      error: m.fieldNotTextList('networks'),
    });
    expect(parseBestTimesRequest({ brandId: 'b1', networks: [3] })).toEqual({
      ok: false,
      error: m.fieldNotTextList('networks'),
    });
    expect(parseBestTimesRequest({ brandId: 'b1', networks: Array.from({ length: 8 }, () => 'Instagram') })).toEqual({
      ok: false,
      error: m.fieldTooManyItems('networks', 7),
    });
    expect(parseBestTimesRequest({ brandId: 'b1', networks: ['instagram'] })).toEqual({
      ok: false,
      error: Messages.scheduling.unknownNetwork('instagram'),
    });
  });
});

describe('the scheduler function (SchedulerRoutes)', () => {
  let calls: { caller: VerifiedCaller; kind: ContentKind; key: SchedulingKey }[];
  let outcome: () => Promise<ScheduleAnswer>;
  let checked: { caller: VerifiedCaller; brandId: string }[];
  let health: () => Promise<MetricoolHealth>;
  let bestTimesCalls: { caller: VerifiedCaller; request: BestTimesRequest }[];
  let proposals: () => Promise<BestTimesAnswer>;
  let routes: SchedulerRoutes;

  beforeEach(() => {
    calls = [];
    outcome = async () => ({
      status: 'sent',
      postId: '4242',
      sentAt: SENT_AT,
      message: 'Enviado',
      sandbox: true,
    });
    bestTimesCalls = [];
    proposals = async () => ({
      proposals: [
        { network: 'Instagram', at: SENT_AT },
        { network: 'Threads', at: null },
      ],
      sandbox: true,
    });
    const service: SchedulingService = {
      schedule: (caller, kind, key) => {
        calls.push({ caller, kind, key });
        return outcome();
      },
      bestTimes: (caller, request) => {
        bestTimesCalls.push({ caller, request });
        return proposals();
      },
    };
    checked = [];
    health = async () => ({ status: 'ok' });
    const healthService: SchedulerHealthService = {
      metricool: (caller, brandId) => {
        checked.push({ caller, brandId });
        return health();
      },
    };
    routes = new SchedulerRoutes(service, healthService, verifier, silent, { appCheckRequired: false });
  });

  describe('health (Estado de las conexiones)', () => {
    it("answers the brand's Metricool health with the verified caller and the brand id only", async () => {
      expect(await routes.handle(post('/health', { brandId: ' demo-cafe-cumbre-andina ', idMetrics: '1' }))).toEqual({
        status: 200,
        body: { success: true, metricool: { status: 'ok' } },
      });
      health = async () => ({ status: 'failing', reason: 'Metricool no reconoce el ID de la marca (HTTP 404): x' });
      expect((await routes.handle(post('/health', { brandId: 'b1' }))).body).toEqual({
        success: true,
        metricool: { status: 'failing', reason: 'Metricool no reconoce el ID de la marca (HTTP 404): x' },
      });
      health = async () => ({ status: 'not-configured' });
      expect((await routes.handle(post('/health/', { brandId: 'b1' }))).body).toEqual({
        success: true,
        metricool: { status: 'not-configured' },
      });
      expect(checked).toEqual([
        { caller: CALLER, brandId: 'demo-cafe-cumbre-andina' },
        { caller: CALLER, brandId: 'b1' },
        { caller: CALLER, brandId: 'b1' },
      ]);
      expect(calls).toEqual([]);
    });

    it('refuses without a token, without a brand id, and as the use case refuses', async () => {
      expect(await routes.handle(post('/health', { brandId: 'b1' }, null))).toMatchObject({ status: 401 });
      expect(await routes.handle(post('/health', {}))).toEqual({
        status: 400,
        body: { success: false, error: m.fieldRequired('brandId') },
      });
      expect(await routes.handle(post('/health', { brandId: 'a/b' }))).toMatchObject({ status: 400 });
      expect(checked).toEqual([]);
      health = async () => {
        throw new DomainError('forbidden', Messages.access.forbidden);
      };
      expect(await routes.handle(post('/health', { brandId: 'b1' }))).toEqual({
        status: 403,
        body: { success: false, error: Messages.access.forbidden },
      });
      health = async () => {
        throw new DomainError('not-found', 'No está');
      };
      expect((await routes.handle(post('/health', { brandId: 'b1' }))).status).toBe(404);
    });
  });

  it('sends a carousel and a video by their routes, with the verified caller and the ids only', async () => {
    expect(await routes.handle(post('/schedule-carousel', KEY))).toEqual({
      status: 200,
      body: {
        success: true,
        status: 'sent',
        postId: '4242',
        sentAt: SENT_AT.toISOString(),
        message: 'Enviado',
        sandbox: true,
      },
    });
    await routes.handle(post('/schedule-video/', KEY));
    expect(calls).toEqual([
      { caller: CALLER, kind: 'carousel', key: KEY },
      { caller: CALLER, kind: 'video', key: KEY },
    ]);
  });

  it('answers best-times with each proposal as ISO text or null, for the verified caller', async () => {
    const body = { brandId: 'b1', networks: ['Instagram', 'Threads'] };
    expect(await routes.handle(post('/best-times', body))).toEqual({
      status: 200,
      body: {
        success: true,
        proposals: [
          { network: 'Instagram', at: SENT_AT.toISOString() },
          { network: 'Threads', at: null },
        ],
        sandbox: true,
      },
    });
    expect(bestTimesCalls).toEqual([
      { caller: CALLER, request: { brandId: 'b1', networks: ['Instagram', 'Threads'] } },
    ]);
  });

  it('refuses best-times without a token or with a bad body, and says why it failed', async () => {
    expect(await routes.handle(post('/best-times', { brandId: 'b1', networks: [] }, null))).toMatchObject({
      status: 401,
    });
    expect(await routes.handle(post('/best-times', { brandId: 'b1', networks: ['Myspace'] }))).toEqual({
      status: 400,
      body: { success: false, error: Messages.scheduling.unknownNetwork('Myspace') },
    });
    expect(bestTimesCalls).toEqual([]);
    proposals = async () => {
      throw new DomainError('upstream', 'Metricool respondió raro.');
    };
    expect(await routes.handle(post('/best-times', { brandId: 'b1', networks: [] }))).toEqual({
      status: 502,
      body: { success: false, error: 'Metricool respondió raro.' },
    });
    proposals = async () => {
      throw new DomainError('forbidden', 'No');
    };
    expect((await routes.handle(post('/best-times', { brandId: 'b1', networks: [] }))).status).toBe(403);
  });

  it('answers an already-sent content with 200 and its status', async () => {
    outcome = async () => ({ status: 'already-sent', postId: '1', sentAt: SENT_AT, message: 'Ya', sandbox: false });
    expect((await routes.handle(post('/schedule-carousel', KEY))).body).toMatchObject({
      success: true,
      status: 'already-sent',
      postId: '1',
    });
  });

  it('refuses at the edge: unknown route, no token, a revoked one, a large body, a bad body', async () => {
    expect(await routes.handle(post('/schedule-blog', KEY))).toMatchObject({ status: 404 });
    expect(await routes.handle(post('/schedule-carousel', KEY, null))).toMatchObject({
      status: 401,
      body: { error: m.missingIdToken },
    });
    expect(await routes.handle(post('/schedule-carousel', KEY, 'revocado'))).toMatchObject({
      status: 401,
      body: { error: FunctionTexts.endpoints.revokedIdToken },
    });
    const large = { ...post('/schedule-carousel', KEY), bodySize: MAX_SCHEDULER_BODY_BYTES + 1 };
    expect((await routes.handle(large)).status).toBe(413);
    expect(await routes.handle(post('/schedule-carousel', { brandId: 'b1' }))).toMatchObject({
      status: 400,
      body: { success: false, error: m.fieldRequired('requirementId') },
    });
    expect(calls).toEqual([]);
  });

  it('hands the override reason to the use case, and refuses a bad one at the edge without calling it', async () => {
    const reason = 'El cliente aprobó el texto por escrito.';
    expect((await routes.handle(post('/schedule-carousel', { ...KEY, overrideReason: reason }))).status).toBe(200);
    expect(await routes.handle(post('/schedule-video', { ...KEY, overrideReason: 7 }))).toEqual({
      status: 400,
      body: { success: false, error: m.fieldNotText('overrideReason') },
    });
    expect(calls).toEqual([{ caller: CALLER, kind: 'carousel', key: { ...KEY, overrideReason: reason } }]);
  });

  it('answers a pre-flight refusal with 422 and the whole list', async () => {
    const problems = ['No hay imágenes para normalizar.', 'Otra'];
    outcome = async () => {
      throw new DomainError('validation', 'Rechazado', { problems });
    };
    expect(await routes.handle(post('/schedule-carousel', KEY))).toEqual({
      status: 422,
      body: { success: false, error: 'Rechazado', problems },
    });
  });

  it.each([
    [new DomainError('validation', 'Sin idMetrics'), 400],
    [new DomainError('forbidden', 'No'), 403],
    [new DomainError('not-found', 'No está'), 404],
    [new DomainError('conflict', 'En curso'), 409],
    [new DomainError('upstream', 'Metricool rechazó'), 502],
  ])('answers %s with %i and its message', async (error, status) => {
    outcome = async () => {
      throw error;
    };
    expect(await routes.handle(post('/schedule-video', KEY))).toEqual({
      status,
      body: { success: false, error: error.message },
    });
  });

  it('answers an unforeseen failure 500 without details', async () => {
    outcome = async () => {
      throw new Error('boom');
    };
    expect(await routes.handle(post('/schedule-video', KEY))).toEqual({
      status: 500,
      body: { success: false, error: m.internal },
    });
  });
});
