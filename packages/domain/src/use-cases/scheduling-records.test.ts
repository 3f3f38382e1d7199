import { beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { DomainError } from '../shared/errors.js';
import { schedulingDigestText } from '../scheduling/digest.js';
import { type Twins } from '../testing/index.js';
import {
  CARRUSEL,
  CONTENIDO,
  DESCONOCIDO,
  LECTOR,
  NOW,
  publishingWorld,
  storageUrl,
  VIDEO,
} from './publishing-world.test-kit.js';
import { draftPostOf, type SchedulingUseCases } from './scheduling.js';
import { failureOf } from './use-cases.test-kit.js';

/* docs/product.md, "Envíos": every call of the scheduler that reached a requirement leaves one send record. */

const m = Messages.scheduling;
const carousel = { brandId: 'b-aurora', requirementId: 'req-c1' };
const video = { brandId: 'b-aurora', requirementId: 'req-v1' };
const by = { uid: CONTENIDO.uid, email: CONTENIDO.email };

describe('SchedulingUseCases: the send record', () => {
  let adapters: Twins;
  let service: SchedulingUseCases;

  beforeEach(() => {
    ({ adapters, scheduling: service } = publishingWorld());
  });

  const records = () => adapters.sends.all();

  it('records a sent carousel: post id, networks, sandbox, who, when, kind, the item and its brand', async () => {
    await service.schedule(CONTENIDO, 'carousel', carousel);
    expect(records()).toEqual([
      {
        id: 'send-1',
        brandId: 'b-aurora',
        requirementId: 'req-c1',
        title: CARRUSEL.title,
        kind: 'carousel',
        networks: ['Instagram', 'Threads'],
        outcome: 'sent',
        postId: 'mc-1',
        sandbox: false,
        reasons: [],
        status: null,
        at: NOW,
        by,
      },
    ]);
  });

  it("records a video sent to the sandbox, then the same content again as already-sent with the first post's id", async () => {
    (adapters.schedulerTarget as { sandbox: boolean }).sandbox = true;
    await service.schedule(CONTENIDO, 'video', video);
    adapters.clock.advance(60_000);
    const again = await service.schedule(CONTENIDO, 'video', video);
    expect(again.status).toBe('already-sent');
    expect(
      records().map(({ outcome, postId, sandbox, kind, title }) => ({ outcome, postId, sandbox, kind, title })),
    ).toEqual([
      { outcome: 'already-sent', postId: 'mc-1', sandbox: true, kind: 'video', title: VIDEO.title },
      { outcome: 'sent', postId: 'mc-1', sandbox: true, kind: 'video', title: VIDEO.title },
    ]);
    expect(records()[0]?.at).toEqual(new Date(NOW.getTime() + 60_000));
  });

  it('records a pre-flight refusal with every problem, and the refusal answers as before', async () => {
    await adapters.requirements.update('b-aurora', 'req-c1', { caption: 'x'.repeat(501) });
    const failure = await failureOf(service.schedule(CONTENIDO, 'carousel', carousel));
    expect(failure).toMatchObject({ kind: 'validation', message: m.preflightRefused });
    const [record] = records();
    expect(record).toMatchObject({
      outcome: 'refused',
      reasons: [m.captionTooLong('Threads', 500, 501)],
      postId: null,
      status: null,
      requirementId: 'req-c1',
      by,
    });
    expect(records()).toHaveLength(1);
  });

  it('records the media-path refusal naming its field', async () => {
    await adapters.requirements.update('b-aurora', 'req-c1', {
      imagesAIUrl: [CARRUSEL.imagesAIUrl[0]!, 'https://img.example/1.png'],
    });
    await failureOf(service.schedule(CONTENIDO, 'carousel', carousel));
    expect(records()[0]).toMatchObject({
      outcome: 'refused',
      reasons: [ServerMessages.aiEndpoint.mediaOutsideBrand('imagesAIUrl[1]')],
    });
  });

  it('records a brand without its Metricool id as a refusal of the item, when the item is one of the kind', async () => {
    expect(
      await failureOf(service.schedule(CONTENIDO, 'carousel', { brandId: 'b-sin', requirementId: 'req-s1' })),
    ).toMatchObject({ kind: 'validation', message: m.missingMetricsId });
    expect(records()).toEqual([
      expect.objectContaining({
        brandId: 'b-sin',
        requirementId: 'req-s1',
        outcome: 'refused',
        reasons: [m.missingMetricsId],
      }),
    ]);
    await failureOf(service.schedule(CONTENIDO, 'video', { brandId: 'b-sin', requirementId: 'req-s1' }));
    await failureOf(service.schedule(CONTENIDO, 'carousel', { brandId: 'b-sin', requirementId: 'req-nada' }));
    expect(records()).toHaveLength(1);
  });

  it('records a send held off by another one in flight as refused', async () => {
    const digest = await adapters.digester.digest(schedulingDigestText(draftPostOf('carousel', CARRUSEL, NOW)));
    await adapters.schedulingLedger.claim('b-aurora', 'req-c1', digest, NOW);
    await failureOf(service.schedule(CONTENIDO, 'carousel', carousel));
    expect(records()[0]).toMatchObject({ outcome: 'refused', reasons: [m.sendInFlight] });
  });

  it("records Metricool's failure with its Spanish answer and its status; a bare failure with the send's text", async () => {
    const refusal = new DomainError('upstream', 'Metricool rechazó la publicación (401): token caducado', {
      service: 'metricool',
      status: 401,
    });
    adapters.schedulerClient.failNext('createDraft', refusal);
    expect(await failureOf(service.schedule(CONTENIDO, 'carousel', carousel))).toBe(refusal);
    expect(records()[0]).toMatchObject({ outcome: 'failed', reasons: [refusal.message], status: 401, postId: null });

    adapters.clock.advance(1_000);
    adapters.schedulerClient.failNext('normalizeMediaUrl', new Error(''));
    await failureOf(service.schedule(CONTENIDO, 'carousel', carousel));
    expect(records()[0]).toMatchObject({ outcome: 'failed', reasons: [m.sendFailed], status: null });

    adapters.clock.advance(1_000);
    expect((await service.schedule(CONTENIDO, 'carousel', carousel)).status).toBe('sent');
    expect(records().map((record) => record.outcome)).toEqual(['sent', 'failed', 'failed']);
  });

  it('keeps a sent post sent when its record cannot be written, and logs it; a refusal still answers as before', async () => {
    adapters.sends.failNext('record');
    expect(await service.schedule(CONTENIDO, 'carousel', carousel)).toMatchObject({ status: 'sent', postId: 'mc-1' });
    expect(records()).toEqual([]);
    const lines = adapters.logger.entries.filter((entry) => entry.message === m.recordFailedLog);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.details).toMatchObject({ brandId: 'b-aurora', requirementId: 'req-c1', outcome: 'sent' });

    await adapters.requirements.update('b-aurora', 'req-v1', { videoTitle: '' });
    adapters.sends.failNext('record');
    expect(await failureOf(service.schedule(CONTENIDO, 'video', video))).toMatchObject({
      kind: 'validation',
      message: m.preflightRefused,
    });
  });

  it('records nothing for a call refused before a requirement of the kind is known', async () => {
    await failureOf(service.schedule(DESCONOCIDO, 'carousel', carousel));
    await failureOf(service.schedule(LECTOR, 'carousel', carousel));
    await failureOf(service.schedule(CONTENIDO, 'carousel', { brandId: 'b-oculta', requirementId: 'req-c1' }));
    await failureOf(service.schedule(CONTENIDO, 'carousel', { ...carousel, requirementId: 'x' }));
    await failureOf(service.schedule(CONTENIDO, 'video', carousel));
    expect(records()).toEqual([]);
  });

  it('records the chosen video that is not stored as a refusal', async () => {
    await adapters.requirements.update('b-aurora', 'req-v1', {
      scripts: [
        VIDEO.scripts[0]!,
        { ...VIDEO.scripts[1]!, videoUrl: storageUrl('videos/b-aurora/req-v1/guion2/nada.mp4') },
      ],
    });
    await failureOf(service.schedule(CONTENIDO, 'video', video));
    expect(records()[0]).toMatchObject({
      outcome: 'refused',
      kind: 'video',
      reasons: [ServerMessages.aiEndpoint.mediaOutsideBrand('scripts[1].videoUrl')],
    });
  });
});
