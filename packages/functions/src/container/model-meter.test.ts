import { createDemoMemoryAdapters, memoryPortBindings, provide, type MemoryAdapters } from '@estudio/adapters';
import { FixedClock, InMemoryAiCallQuota, RecordingLogger } from '@estudio/domain/testing';
import { AI_MODEL_PORTS, AiStatus, DEFAULT_AI_CALLS_PER_MINUTE, DesignGuideGenerator } from '@estudio/domain/content';
import { type Requirement } from '@estudio/domain/requirements';
import { orFail, Clock, DomainError, Messages } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { AiModelTexts } from '@estudio/adapters/genkit';
import { CommandRoutes } from '../http/command-routes.js';
import type { ApiRequest } from '../http/edge.js';
import { createContentContainer } from './functions-container.js';
import { isModelFailure, meteredModel, meteringModels, ModelCallers, ModelCallFailed } from './model-meter.js';
import { FunctionTexts } from '../texts.js';

const AT = new Date('2026-05-04T09:00:00.000Z');

/** A model port of no operation in particular: the meter knows none by name. */
class FakeModel {
  readonly asked: string[] = [];
  readonly label = 'modelo de prueba';
  failure: unknown = null;

  async answer(question: string): Promise<string> {
    this.asked.push(question);
    if (this.failure !== null) throw this.failure;
    return `respuesta a ${question}`;
  }
}

describe('meteredModel: one unit of the caller’s quota before each model call', () => {
  let quota: InMemoryAiCallQuota;
  let logger: RecordingLogger;
  let callers: ModelCallers;
  let clock: FixedClock;
  let model: FakeModel;
  let metered: FakeModel;

  beforeEach(() => {
    quota = new InMemoryAiCallQuota(2);
    logger = new RecordingLogger();
    callers = new ModelCallers();
    clock = new FixedClock(AT);
    model = new FakeModel();
    metered = meteredModel(model, 'FakeModel', { quota, clock, logger, callers });
  });

  it('spends one unit of the current caller’s quota, forwards the call and logs it with its latency', async () => {
    expect(await callers.run({ uid: 'u1' }, () => metered.answer('hola'))).toBe('respuesta a hola');
    expect(model.asked).toEqual(['hola']);
    expect(quota.countOf('u1')).toBe(1);
    expect(quota.countOf('u2')).toBe(0);
    expect(logger.entries.at(-1)).toEqual({
      level: 'info',
      message: FunctionTexts.aiEndpoint.called,
      details: { port: 'FakeModel', call: 'answer', uid: 'u1', latencyMs: 0 },
    });
    // Each caller spends their own budget, also when their calls interleave.
    await Promise.all([
      callers.run({ uid: 'u2' }, () => metered.answer('a')),
      callers.run({ uid: 'u1' }, () => metered.answer('b')),
    ]);
    expect([quota.countOf('u1'), quota.countOf('u2')]).toEqual([2, 1]);
  });

  it('refuses once the minute’s budget is spent, rate-limited with the seconds to wait, without calling the model', async () => {
    await callers.run({ uid: 'u1' }, () => metered.answer('uno'));
    await callers.run({ uid: 'u1' }, () => metered.answer('dos'));
    clock.set(new Date(AT.getTime() + 15_000));
    const refused = await callers.run({ uid: 'u1' }, () => metered.answer('tres')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: 'rate-limited',
      message: FunctionTexts.aiEndpoint.rateLimited(45),
      details: { retryAfterSeconds: 45, uid: 'u1' },
    });
    expect(model.asked).toEqual(['uno', 'dos']);
  });

  it('refuses a model call made outside a command, spending nothing', async () => {
    await expect(metered.answer('suelta')).rejects.toThrow('FakeModel.answer was called outside a content command');
    expect(model.asked).toEqual([]);
    expect(quota.countOf('u1')).toBe(0);
  });

  it('marks a failure of the model as the model’s (502), keeping its text, and logs it', async () => {
    model.failure = new Error('tiempo agotado');
    const failure = await callers.run({ uid: 'u1' }, () => metered.answer('x')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModelCallFailed);
    expect((failure as Error).message).toBe('tiempo agotado');
    expect(logger.entries.at(-1)).toMatchObject({
      level: 'error',
      message: FunctionTexts.aiEndpoint.failedCall,
      details: { port: 'FakeModel', call: 'answer', uid: 'u1' },
    });
    // The use case's guard turns it into its own message; the router still sees the model's fault.
    const refusal = await orFail(Messages.carousel.generateGuides, () => Promise.reject(failure)).catch(
      (error: DomainError) => error,
    );
    expect([refusal.kind, refusal.message, isModelFailure(refusal)]).toEqual([
      'upstream',
      Messages.carousel.generateGuides,
      true,
    ]);
    // A refusal of the adapter itself passes as it is; a store's failure is no model's.
    model.failure = new DomainError('upstream', AiModelTexts.noImageModel);
    expect(await callers.run({ uid: 'u1' }, () => metered.answer('y')).catch((error: unknown) => error)).toBe(
      model.failure,
    );
    const storeDown = await orFail(Messages.carousel.generateGuides, () =>
      Promise.reject(new Error('store down')),
    ).catch((error: DomainError) => error);
    expect(isModelFailure(storeDown)).toBe(false);
    expect(isModelFailure(new DomainError('invalid-ai-answer', Messages.carousel.invalidGuides))).toBe(true);
  });

  it('reads what is not a method as it is', () => {
    expect(metered.label).toBe('modelo de prueba');
  });
});

describe('meteringModels', () => {
  it('meters the adapter of every AI model port, and no other port', async () => {
    const quota = new InMemoryAiCallQuota();
    const callers = new ModelCallers();
    const ports = { quota, clock: new FixedClock(AT), logger: new RecordingLogger(), callers };
    const guides = { generateDesignGuides: () => Promise.resolve({ guias_json: {} }) };
    const status = {
      aiStatus: () => Promise.resolve({ provider: 'demo' as const, model: 'demo/estudio', demo: true }),
    };
    const clock = new FixedClock(AT);
    const bindings = meteringModels(
      [provide(DesignGuideGenerator, guides), provide(AiStatus, status), provide(Clock, clock)],
      ports,
    );
    expect(bindings.map((binding) => binding.token)).toEqual([DesignGuideGenerator, AiStatus, Clock]);
    expect(bindings[1]?.adapter).toBe(status);
    expect(bindings[2]?.adapter).toBe(clock);
    const metered = bindings[0]?.adapter as typeof guides;
    expect(metered).not.toBe(guides);
    await callers.run({ uid: 'u1' }, () => metered.generateDesignGuides());
    expect(quota.countOf('u1')).toBe(1);
    expect(AI_MODEL_PORTS).toContain(DesignGuideGenerator);
    expect(AI_MODEL_PORTS).not.toContain(AiStatus);
  });
});

/*
 * The quota through the content functions' real container and router, over the demo dataset's
 * twins: a designer generating a carousel's guides (a model command) on Café Cumbre Andina,
 * which Sonrisa Austral's designer does not see.
 */
describe('the AI quota of the content commands (createContentContainer over the twins)', () => {
  const VISIBLE = 'demo-cafe-cumbre-andina';
  const HIDDEN = 'demo-sonrisa-austral';
  let adapters: MemoryAdapters;
  let routes: CommandRoutes;
  let designer: string;
  let strategist: string;
  let carousel: Requirement;
  let hiddenCarousel: Requirement;

  const post = (path: string, body: unknown, token: string): ApiRequest => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    bodySize: Buffer.byteLength(JSON.stringify(body)),
  });
  const guides = (requirement: Requirement, token = designer) =>
    routes.handle('carousel', post('/guides', { brandId: requirement.brandId, requirementId: requirement.id }, token));
  const carouselOf = async (brandId: string): Promise<Requirement> => {
    const found = (await adapters.requirements.list(brandId)).find(
      (requirement) => requirement.title.startsWith('Carrusel') && requirement.caption.trim() !== '',
    );
    if (found === undefined) throw new Error(`no carousel with a caption under ${brandId}`);
    return found;
  };

  beforeEach(async () => {
    adapters = createDemoMemoryAdapters(AT);
    adapters.ai.withPlausibleDefaults();
    routes = createContentContainer(memoryPortBindings(adapters)).get(CommandRoutes);
    designer = adapters.callerVerifier.issue('demo-disenador');
    strategist = adapters.callerVerifier.issue('demo-estratega');
    carousel = await carouselOf(VISIBLE);
    hiddenCarousel = await carouselOf(HIDDEN);
  });

  it('spends one unit for a command that calls a model, and none for one that does not', async () => {
    expect((await guides(carousel)).status).toBe(200);
    expect(adapters.ai.callsTo('generateDesignGuides')).toHaveLength(1);
    expect(adapters.aiQuota.countOf('demo-disenador')).toBe(1);
    // The caption edited by hand (the Superadministrador holds REQUIREMENTS_EDIT): no model, no unit.
    const edit = { brandId: VISIBLE, requirementId: carousel.id, caption: 'Un caption editado a mano' };
    const admin = adapters.callerVerifier.issue('demo-admin');
    expect((await routes.handle('carousel', post('/edit-texts', edit, admin))).status).toBe(200);
    expect(adapters.aiQuota.countOf('demo-admin')).toBe(0);
    expect(adapters.aiQuota.countOf('demo-disenador')).toBe(1);
  });

  it('spends nothing for a command its checks refuse: a bad body, no key, a hidden brand', async () => {
    const bad = await routes.handle('carousel', post('/guides', { brandId: VISIBLE }, designer));
    expect(bad).toEqual({
      status: 400,
      body: { success: false, error: Messages.endpoints.fieldRequired('requirementId') },
    });
    const noKey = await guides(carousel, strategist);
    expect(noKey).toEqual({ status: 403, body: { success: false, error: Messages.access.forbidden } });
    expect((await guides(hiddenCarousel)).status).toBe(403);
    expect(adapters.ai.callsTo('generateDesignGuides')).toEqual([]);
    expect(adapters.aiQuota.countOf('demo-disenador')).toBe(0);
    expect(adapters.aiQuota.countOf('demo-estratega')).toBe(0);
  });

  it(`answers model call ${DEFAULT_AI_CALLS_PER_MINUTE + 1} in a minute 429 with Retry-After, without calling the model`, async () => {
    for (let made = 0; made < DEFAULT_AI_CALLS_PER_MINUTE; made += 1) {
      expect((await guides(carousel)).status).toBe(200);
    }
    expect(await guides(carousel)).toEqual({
      status: 429,
      headers: { 'Retry-After': '60' },
      body: { success: false, error: FunctionTexts.aiEndpoint.rateLimited(60) },
    });
    expect(adapters.ai.callsTo('generateDesignGuides')).toHaveLength(DEFAULT_AI_CALLS_PER_MINUTE);
    // Another person's budget is their own.
    const admin = adapters.callerVerifier.issue('demo-admin');
    expect((await guides(carousel, admin)).status).toBe(200);
  });

  it('answers 502 with the command’s own message when the model fails, having spent the unit', async () => {
    adapters.ai.respond('generateDesignGuides', new Error('modelo caído'));
    expect(await guides(carousel)).toEqual({
      status: 502,
      body: { success: false, error: Messages.carousel.generateGuides },
    });
    expect(adapters.aiQuota.countOf('demo-disenador')).toBe(1);
    expect((await adapters.requirements.get(VISIBLE, carousel.id))?.instructions).toEqual(carousel.instructions);
  });
});
