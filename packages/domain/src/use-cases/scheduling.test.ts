import { CLAIM_TTL_MS } from '../ports/scheduling.js';
import { DomainError } from '../shared/errors.js';
import { draftPostOf, type SchedulingUseCases } from './scheduling.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { schedulingDigestText } from '../scheduling/digest.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { InMemorySchedulerClient, type Twins } from '../testing/index.js';
import {
  CARRUSEL,
  CONTENIDO,
  DESCONOCIDO,
  ESTRATEGA,
  FUTURE,
  INACTIVO,
  LECTOR,
  LINKED,
  NOW,
  publishingWorld,
  storageUrl,
  VIDEO,
} from './publishing-world.test-kit.js';
import { failureOf } from './use-cases.test-kit.js';

const m = Messages.scheduling;
const carousel = { brandId: 'b-aurora', requirementId: 'req-c1' };
const video = { brandId: 'b-aurora', requirementId: 'req-v1' };

describe('SchedulingUseCases', () => {
  let adapters: Twins;
  let service: SchedulingUseCases;

  beforeEach(() => {
    ({ adapters, scheduling: service } = publishingWorld());
  });

  const drafts = () => adapters.schedulerClient.drafts;

  describe('sending', () => {
    it('sends the stored carousel as one draft with normalised images, records it and logs one line', async () => {
      const answer = await service.schedule(CONTENIDO, 'carousel', carousel);
      expect(answer).toEqual({
        status: 'sent',
        postId: 'mc-1',
        sentAt: NOW,
        message: 'Publicación enviada a programación.',
        sandbox: false,
      });
      expect(drafts()).toHaveLength(1);
      const [draft] = drafts();
      expect(draft?.query).toEqual({ blogId: '42', userId: 'scheduler-user-1' });
      expect(draft?.post).toMatchObject({
        providers: [{ network: 'instagram' }, { network: 'threads' }],
        publicationDate: { dateTime: '2026-03-20T10:00:00', timezone: 'America/Bogota' },
        text: CARRUSEL.caption,
        media: CARRUSEL.imagesAIUrl.map(InMemorySchedulerClient.normalizedUrlFor),
        draft: true,
        autoPublish: false,
        instagramData: { type: 'POST', collaborators: [{ username: 'ana' }] },
      });
      expect(adapters.schedulerClient.normalized.map((entry) => entry.query)).toEqual([
        { blogId: '42', userId: 'scheduler-user-1' },
        { blogId: '42', userId: 'scheduler-user-1' },
      ]);
      expect(adapters.schedulingLedger.sent('b-aurora', 'req-c1')).toMatchObject({
        postId: 'mc-1',
        sentAt: NOW,
        kind: 'carousel',
        networks: ['Instagram', 'Threads'],
        by: { uid: CONTENIDO.uid, email: CONTENIDO.email },
        sandbox: false,
      });
      expect(adapters.schedulingLedger.sent('b-aurora', 'req-c1')?.digest).toMatch(/^[0-9a-f]{64}$/);
      // The record's write names who sent it, so its audit entry does.
      expect(adapters.schedulingLedger.changedByOf('b-aurora', 'req-c1')).toEqual({
        uid: CONTENIDO.uid,
        email: CONTENIDO.email,
        at: NOW,
      });
      expect(adapters.schedulingLedger.claimOf('b-aurora', 'req-c1')).toBeNull();
      const lines = adapters.logger.entries.filter((entry) => entry.message === m.sentLog);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.details).toMatchObject({
        route: 'schedule-carousel',
        brandId: 'b-aurora',
        requirementId: 'req-c1',
        postId: 'mc-1',
        sandbox: false,
        latencyMs: 0,
      });
    });

    it("sends the chosen script's video, and says when the sandbox took it", async () => {
      // The target is configuration; here the twin's value is switched to the sandbox's.
      (adapters.schedulerTarget as { sandbox: boolean }).sandbox = true;
      const answer = await service.schedule(CONTENIDO, 'video', video);
      expect(answer).toMatchObject({ status: 'sent', sandbox: true });
      const [draft] = drafts();
      expect(draft?.post.media).toEqual([InMemorySchedulerClient.normalizedUrlFor(VIDEO.scripts[1]!.videoUrl!)]);
      expect(draft?.post.youtubeData).toMatchObject({ title: 'Nuestro café' });
      expect(draft?.post.instagramData).toMatchObject({ type: 'REEL' });
      expect(adapters.schedulingLedger.sent('b-aurora', 'req-v1')).toMatchObject({ kind: 'video', sandbox: true });
    });
  });

  describe('the checks before anything is sent', () => {
    it('needs an active caller holding CARROUSEL_SENDTOMETRICS', async () => {
      for (const caller of [INACTIVO, DESCONOCIDO]) {
        expect(await failureOf(service.schedule(caller, 'carousel', carousel))).toMatchObject({
          kind: 'forbidden',
          message: Messages.endpoints.callerInactive,
        });
      }
      for (const caller of [ESTRATEGA, LECTOR]) {
        expect(await failureOf(service.schedule(caller, 'carousel', carousel))).toMatchObject({
          kind: 'forbidden',
          message: Messages.access.forbidden,
        });
      }
      expect(drafts()).toEqual([]);
    });

    it('refuses an unknown brand, a hidden brand, a brand without idMetrics, in that order', async () => {
      expect(
        await failureOf(service.schedule(CONTENIDO, 'carousel', { ...carousel, brandId: 'b-nada' })),
      ).toMatchObject({ kind: 'not-found', message: Messages.carousel.brandNotFound });
      expect(
        (await failureOf(service.schedule(CONTENIDO, 'carousel', { brandId: 'b-oculta', requirementId: 'req-c1' })))
          .kind,
      ).toBe('forbidden');
      expect(
        await failureOf(service.schedule(CONTENIDO, 'carousel', { brandId: 'b-sin', requirementId: 'req-nada' })),
      ).toMatchObject({ kind: 'validation', message: m.missingMetricsId });
    });

    it('refuses a missing requirement and one of another kind', async () => {
      expect(
        await failureOf(service.schedule(CONTENIDO, 'carousel', { ...carousel, requirementId: 'x' })),
      ).toMatchObject({ kind: 'not-found', message: Messages.carousel.requirementNotFound });
      expect(await failureOf(service.schedule(CONTENIDO, 'video', carousel))).toMatchObject({
        kind: 'validation',
        message: m.wrongContentKind,
      });
      expect(
        await failureOf(service.schedule(CONTENIDO, 'carousel', { ...carousel, requirementId: 'req-b1' })),
      ).toMatchObject({ kind: 'validation', message: m.wrongContentKind });
    });

    it('lists every pre-flight problem at once and sends nothing', async () => {
      await adapters.requirements.update('b-aurora', 'req-c1', {
        imagesAIUrl: Array.from({ length: 11 }, (_, i) => `https://img.example/${i}.png`),
        caption: 'x'.repeat(501),
        selectedSocialNetwork: ['Instagram', 'Threads', 'YouTube', 'LinkedIn', 'Pinterest'],
        publicationDate: new Date('2026-03-01T00:00:00.000Z'),
      });
      const failure = await failureOf(service.schedule(CONTENIDO, 'carousel', carousel));
      expect(failure).toMatchObject({ kind: 'validation', message: m.preflightRefused });
      expect((failure.details as { problems: string[] }).problems).toEqual([
        m.networkUnsupported('YouTube', 'carousel'),
        m.tooManyImages('Instagram', 10, 11),
        m.captionTooLong('Threads', 500, 501),
        m.captionTooLong('Pinterest', 500, 501),
        m.tooManyImages('Pinterest', 5, 11),
        m.pinterestBoardRequired,
        m.publicationDatePast,
        m.linkedInNotUsable,
      ]);
      expect(adapters.schedulerClient.normalized).toEqual([]);
      expect(drafts()).toEqual([]);
      expect(adapters.schedulingLedger.claimOf('b-aurora', 'req-c1')).toBeNull();
    });

    it("names the spec's media refusals and a missing YouTube title", async () => {
      await adapters.requirements.update('b-aurora', 'req-c1', { imagesAIUrl: [] });
      expect((await failureOf(service.schedule(CONTENIDO, 'carousel', carousel))).details as never).toEqual({
        problems: ['No hay imágenes para normalizar.'],
      });
      await adapters.requirements.update('b-aurora', 'req-v1', { videoToPublishIndex: 0, videoTitle: '' });
      expect((await failureOf(service.schedule(CONTENIDO, 'video', video))).details as never).toEqual({
        problems: ['El video seleccionado no tiene URL.', m.youtubeTitleRequired],
      });
    });

    describe("the media it would send: objects of this bucket in the requirement's folder", () => {
      const video2 = (videoUrl: string) => [VIDEO.scripts[0]!, { ...VIDEO.scripts[1]!, videoUrl }];
      const refusedAs = async (kind: 'carousel' | 'video', field: string) => {
        const failure = await failureOf(service.schedule(CONTENIDO, kind, kind === 'carousel' ? carousel : video));
        expect(failure).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand(field),
          details: { field },
        });
        // The pre-flight's list is for planning problems: this refusal is a 400 naming the field.
        expect(failure.details).not.toHaveProperty('problems');
        expect(adapters.schedulerClient.normalized).toEqual([]);
        expect(drafts()).toEqual([]);
        expect(adapters.schedulingLedger.claimOf('b-aurora', kind === 'carousel' ? 'req-c1' : 'req-v1')).toBeNull();
      };

      it("refuses a chosen video stored as javascript:, on another host, or in another brand's or requirement's folder", async () => {
        adapters.storedMedia.put('videos/b-sin/req-v1/guion2/v.mp4', new Uint8Array([1]), 'video/mp4');
        adapters.storedMedia.put('videos/b-aurora/req-c1/guion2/v.mp4', new Uint8Array([1]), 'video/mp4');
        adapters.storedMedia.put('img_carrousels/b-aurora/req-v1/v.mp4', new Uint8Array([1]), 'video/mp4');
        for (const videoUrl of [
          'javascript:alert(document.domain)',
          'https://videos.example/v.mp4',
          storageUrl('videos/b-sin/req-v1/guion2/v.mp4'),
          storageUrl('videos/b-aurora/req-c1/guion2/v.mp4'),
          storageUrl('img_carrousels/b-aurora/req-v1/v.mp4'),
          storageUrl('videos/b-aurora/req-v1/guion2/nada.mp4'),
          `https://firebasestorage.googleapis.com/v0/b/otro-proyecto.appspot.com/o/${encodeURIComponent('videos/b-aurora/req-v1/guion2/v.mp4')}?alt=media`,
        ]) {
          await adapters.requirements.update('b-aurora', 'req-v1', { scripts: video2(videoUrl) });
          await refusedAs('video', 'scripts[1].videoUrl');
        }
      });

      it('refuses a carousel image of another brand, another requirement, another host or one that is not stored', async () => {
        adapters.storedMedia.put('img_carrousels/b-sin/req-s1/1.png', new Uint8Array([1]), 'image/png');
        adapters.storedMedia.put('img_carrousels/b-aurora/req-v1/1.png', new Uint8Array([1]), 'image/png');
        for (const image of [
          storageUrl('img_carrousels/b-sin/req-s1/1.png'),
          storageUrl('img_carrousels/b-aurora/req-v1/1.png'),
          'https://img.example/1.png',
          storageUrl('img_carrousels/b-aurora/req-c1/nada.png'),
        ]) {
          await adapters.requirements.update('b-aurora', 'req-c1', { imagesAIUrl: [CARRUSEL.imagesAIUrl[0]!, image] });
          await refusedAs('carousel', 'imagesAIUrl[1]');
        }
      });

      it('sends a video stored in any script folder of the requirement', async () => {
        adapters.storedMedia.put('videos/b-aurora/req-v1/guion1/otro.mp4', new Uint8Array([1]), 'video/mp4');
        const url = storageUrl('videos/b-aurora/req-v1/guion1/otro.mp4');
        await adapters.requirements.update('b-aurora', 'req-v1', { scripts: video2(url) });
        expect((await service.schedule(CONTENIDO, 'video', video)).status).toBe('sent');
        expect(drafts()[0]?.post.media).toEqual([InMemorySchedulerClient.normalizedUrlFor(url)]);
      });
    });

    it("takes LinkedIn when the caller's connection is usable", async () => {
      await adapters.requirements.update('b-aurora', 'req-c1', { selectedSocialNetwork: ['LinkedIn'] });
      expect((await failureOf(service.schedule(CONTENIDO, 'carousel', carousel))).details as never).toEqual({
        problems: [m.linkedInNotUsable],
      });
      await adapters.linkedInConnections.save(CONTENIDO.uid, LINKED);
      expect((await service.schedule(CONTENIDO, 'carousel', carousel)).status).toBe('sent');
      expect(drafts()[0]?.post.linkedinData).toMatchObject({ type: 'post' });
    });
  });

  describe('sending the same content twice', () => {
    it('answers already-sent for the same content and creates nothing', async () => {
      const first = await service.schedule(CONTENIDO, 'carousel', carousel);
      adapters.clock.advance(60_000);
      const again = await service.schedule(CONTENIDO, 'carousel', carousel);
      expect(again).toEqual({
        status: 'already-sent',
        postId: first.postId,
        sentAt: first.sentAt,
        message: m.alreadySent,
        sandbox: false,
      });
      expect(drafts()).toHaveLength(1);
      expect(adapters.schedulerClient.normalized).toHaveLength(2);
    });

    it('sends a new draft when the content changed (not when only the time of sending did)', async () => {
      await service.schedule(CONTENIDO, 'carousel', carousel);
      await adapters.requirements.update('b-aurora', 'req-c1', { caption: 'Otro caption' });
      const changed = await service.schedule(CONTENIDO, 'carousel', carousel);
      expect(changed).toMatchObject({ status: 'sent', postId: 'mc-2' });
      expect(drafts().map((draft) => draft.post.text)).toEqual([CARRUSEL.caption, 'Otro caption']);
      await adapters.requirements.update('b-aurora', 'req-c1', {
        publicationDate: new Date(FUTURE.getTime() + 3600_000),
      });
      expect((await service.schedule(CONTENIDO, 'carousel', carousel)).postId).toBe('mc-3');
    });

    it('refuses a second identical send while the first holds its claim', async () => {
      const digest = await adapters.digester.digest(schedulingDigestText(draftPostOf('carousel', CARRUSEL, NOW)));
      expect(await adapters.schedulingLedger.claim('b-aurora', 'req-c1', digest, NOW)).toEqual({ kind: 'claimed' });
      expect(await failureOf(service.schedule(CONTENIDO, 'carousel', carousel))).toMatchObject({
        kind: 'conflict',
        message: m.sendInFlight,
      });
      expect(drafts()).toEqual([]);
      adapters.clock.advance(CLAIM_TTL_MS);
      expect((await service.schedule(CONTENIDO, 'carousel', carousel)).status).toBe('sent');
    });

    it("releases the claim when Metricool fails, keeping Metricool's own Spanish text", async () => {
      const refusal = new DomainError('upstream', 'Metricool rechazó la publicación: token caducado');
      adapters.schedulerClient.failNext('createDraft', refusal);
      expect(await failureOf(service.schedule(CONTENIDO, 'carousel', carousel))).toBe(refusal);
      expect(adapters.schedulingLedger.claimOf('b-aurora', 'req-c1')).toBeNull();
      expect(adapters.schedulingLedger.sent('b-aurora', 'req-c1')).toBeNull();
      expect(adapters.logger.entries.some((entry) => entry.message === m.sendFailedLog)).toBe(true);

      adapters.schedulerClient.failNext('normalizeMediaUrl', new Error(''));
      expect(await failureOf(service.schedule(CONTENIDO, 'carousel', carousel))).toMatchObject({
        kind: 'upstream',
        message: m.sendFailed,
      });
      adapters.schedulingLedger.failNext('record');
      expect((await failureOf(service.schedule(CONTENIDO, 'carousel', carousel))).kind).toBe('upstream');
      expect(adapters.schedulingLedger.claimOf('b-aurora', 'req-c1')).toBeNull();
      expect((await service.schedule(CONTENIDO, 'carousel', carousel)).status).toBe('sent');
    });
  });
});
