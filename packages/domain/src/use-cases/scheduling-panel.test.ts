import { beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { SchedulingPanelUseCases } from './scheduling-panel.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { type RequirementKey } from './content-access.js';
import { InMemorySchedulerClient, InMemorySchedulingGateway, type Twins } from '../testing/index.js';
import { commandsAs } from './commands.test-kit.js';
import { CARRUSEL, CONTENIDO, LINKED, publishingWorld, VIDEO } from './publishing-world.test-kit.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

/*
 * The publishing panels of the carousel and video details: 'Guardar publicación' and
 * 'Programar publicación' (checked in the browser, saved by the planning/save command, then
 * sent by the scheduler function, here in process over the twins).
 */

const KEYS: PermissionKey[] = ['ADMIN_BRANDS_ASSIGNED', 'VIEW_REQUIREMENTS', 'CARROUSEL_SENDTOMETRICS'];
const cami = actorWith(KEYS, CONTENIDO.uid, CONTENIDO.email);
const without = (key: PermissionKey) =>
  actorWith(
    KEYS.filter((held) => held !== key),
    CONTENIDO.uid,
    CONTENIDO.email,
  );
const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });
const m = Messages.scheduling;

describe('SchedulingPanelUseCases', () => {
  let adapters: Twins;
  let gateway: InMemorySchedulingGateway;
  let service: SchedulingPanelUseCases;

  const stored = async (id: string, brandId = 'b-aurora') => adapters.requirements.get(brandId, id);

  beforeEach(() => {
    const world = publishingWorld();
    adapters = world.adapters;
    gateway = new InMemorySchedulingGateway(world.scheduling, world.schedulerHealth, () => CONTENIDO);
    service = new SchedulingPanelUseCases(
      adapters.brands,
      adapters.requirements,
      adapters.linkedInConnections,
      gateway,
      commandsAs(adapters, cami),
      adapters.clock,
    );
  });

  describe('saveCarouselPlanning', () => {
    it("saves the planning fields, keeping only the brand's carousel networks", async () => {
      const body = {
        selectedSocialNetwork: ['Instagram', 'YouTube', 'Threads', 'Instagram'],
        documentTitle: 'Guía',
        caption: 'no es un campo de planificación',
      } as never;
      const outcome = await service.saveCarouselPlanning(cami, key('req-c1'), body);
      expect(outcome.message).toBe('Planificación guardada correctamente.');
      expect(outcome.requirement).toMatchObject({
        selectedSocialNetwork: ['Instagram', 'Threads'],
        documentTitle: 'Guía',
        caption: CARRUSEL.caption,
      });
      expect(await stored('req-c1')).toEqual(outcome.requirement);
    });

    it('reads a date-time text as Bogotá time and refuses an unreadable one before writing', async () => {
      const saved = await service.saveCarouselPlanning(cami, key('req-c1'), { publicationDate: '2026-03-21T10:00' });
      expect(saved.requirement.publicationDate).toEqual(new Date('2026-03-21T15:00:00.000Z'));
      expect(
        await failureOf(service.saveCarouselPlanning(cami, key('req-c1'), { publicationDate: 'mañana' })),
      ).toMatchObject({ kind: 'validation', message: m.invalidPublicationDate });
    });

    it('needs CARROUSEL_SENDTOMETRICS and keeps the requirement on a failure', async () => {
      expect(
        (await failureOf(service.saveCarouselPlanning(without('CARROUSEL_SENDTOMETRICS'), key('req-c1'), {}))).kind,
      ).toBe('forbidden');
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(service.saveCarouselPlanning(cami, key('req-c1'), { pinTitle: 'x' }))).toMatchObject({
        kind: 'upstream',
        message: 'Error guardando planificación.',
      });
      expect(await stored('req-c1')).toEqual(CARRUSEL);
    });
  });

  describe('scheduleCarousel', () => {
    it('saves the planning, then the scheduler function sends the saved requirement as one draft', async () => {
      const outcome = await service.scheduleCarousel(cami, key('req-c1'), { collaborators: '@luis' });
      expect(outcome.message).toBe('Publicación enviada a programación.');
      expect(await stored('req-c1')).toEqual(outcome.requirement);
      expect(gateway.calls).toEqual([{ kind: 'carousel', key: key('req-c1') }]);
      const [draft] = adapters.schedulerClient.drafts;
      expect(draft?.post).toMatchObject({
        media: CARRUSEL.imagesAIUrl.map(InMemorySchedulerClient.normalizedUrlFor),
        instagramData: { type: 'POST', collaborators: [{ username: 'luis' }] },
      });
    });

    it('passes the override\'s reason to the scheduler function, and none when not given (docs/product.md, "Revisión de marca")', async () => {
      await service.scheduleCarousel(cami, key('req-c1'), {}, 'El cliente aprobó el texto por escrito.');
      expect(gateway.calls).toEqual([
        { kind: 'carousel', key: { ...key('req-c1'), overrideReason: 'El cliente aprobó el texto por escrito.' } },
      ]);
      await service.scheduleVideo(
        cami,
        key('req-v1'),
        { publicationDate: '2026-03-20T10:00' },
        'Aprobado por la marca.',
      );
      expect(gateway.calls[1]).toEqual({
        kind: 'video',
        key: { ...key('req-v1'), overrideReason: 'Aprobado por la marca.' },
      });
    });

    it("answers the server's text when the same content was already sent", async () => {
      await service.scheduleCarousel(cami, key('req-c1'), {});
      const again = await service.scheduleCarousel(cami, key('req-c1'), {});
      expect(again.message).toBe(m.alreadySent);
      expect(adapters.schedulerClient.drafts).toHaveLength(1);
    });

    it('lists every pre-flight problem of the planned post and saves nothing', async () => {
      await adapters.requirements.update('b-aurora', 'req-c1', { imagesAIUrl: [] });
      const before = await stored('req-c1');
      const failure = await failureOf(
        service.scheduleCarousel(cami, key('req-c1'), {
          selectedSocialNetwork: ['Pinterest', 'LinkedIn'],
          publicationDate: new Date('2026-03-01T00:00:00.000Z'),
        }),
      );
      expect(failure).toMatchObject({ kind: 'validation', message: m.preflightRefused });
      expect(failure.details).toEqual({
        problems: [
          'No hay imágenes para normalizar.',
          m.pinterestBoardRequired,
          m.publicationDatePast,
          m.linkedInNotUsable,
        ],
      });
      expect(await stored('req-c1')).toEqual(before);
      expect(gateway.calls).toEqual([]);
    });

    it('refuses a brand without a Metricool id before anything else', async () => {
      expect(await failureOf(service.scheduleCarousel(cami, key('req-s1', 'b-sin'), {}))).toMatchObject({
        kind: 'validation',
        message: m.missingMetricsId,
      });
    });

    it("sends nothing when the planning cannot be saved, and shows the server's refusal as it is", async () => {
      adapters.requirements.failNext('updateFrom');
      expect((await failureOf(service.scheduleCarousel(cami, key('req-c1'), {}))).message).toBe(
        'Error guardando planificación.',
      );
      expect(gateway.calls).toEqual([]);
      adapters.schedulerClient.failNext('createDraft', new Error('Metricool: token caducado'));
      expect(await failureOf(service.scheduleCarousel(cami, key('req-c1'), { pinTitle: 'p' }))).toMatchObject({
        kind: 'upstream',
        message: 'Metricool: token caducado',
      });
      expect((await stored('req-c1'))?.pinTitle).toBe('p');
    });

    it('needs CARROUSEL_SENDTOMETRICS', async () => {
      expect(
        (await failureOf(service.scheduleCarousel(without('CARROUSEL_SENDTOMETRICS'), key('req-c1'), {}))).kind,
      ).toBe('forbidden');
    });
  });

  describe('scheduleVideo and saveVideoPlanning', () => {
    it("saves the planning with only the brand's video networks", async () => {
      const outcome = await service.saveVideoPlanning(cami, key('req-v1'), {
        selectedSocialNetwork: ['YouTube', 'Threads'],
        videoTitle: 'Otro título',
      });
      expect(outcome.message).toBe(Messages.success.planningSaved);
      expect(outcome.requirement).toMatchObject({ selectedSocialNetwork: ['YouTube'], videoTitle: 'Otro título' });
    });

    it("sends the chosen script's video", async () => {
      const outcome = await service.scheduleVideo(cami, key('req-v1'), { publicationDate: '2026-03-20T10:00' });
      expect(outcome.message).toBe('Publicación enviada a programación.');
      expect(adapters.schedulerClient.drafts[0]?.post.media).toEqual([
        InMemorySchedulerClient.normalizedUrlFor(VIDEO.scripts[1]!.videoUrl!),
      ]);
    });

    it('refuses a chosen video without URL and a YouTube post without title, before saving', async () => {
      const failure = await failureOf(
        service.scheduleVideo(cami, key('req-v1'), { videoToPublishIndex: 0, videoTitle: ' ' } as never),
      );
      expect(failure.details).toEqual({ problems: [m.youtubeTitleRequired] });
      await adapters.requirements.update('b-aurora', 'req-v1', { videoToPublishIndex: 0 });
      expect((await failureOf(service.scheduleVideo(cami, key('req-v1'), {}))).details).toEqual({
        problems: ['El video seleccionado no tiene URL.'],
      });
      expect((await stored('req-v1'))?.videoTitle).toBe('Nuestro café');
    });
  });

  describe('preflight', () => {
    it('lists the problems without saving or sending, the missing Metricool id first', async () => {
      expect(await service.preflight(cami, key('req-c1'), {}, 'carousel')).toEqual([]);
      expect(await service.preflight(cami, key('req-s1', 'b-sin'), { selectedSocialNetwork: [] }, 'carousel')).toEqual([
        m.missingMetricsId,
        m.noNetworks,
      ]);
      const linkedIn = { selectedSocialNetwork: ['LinkedIn'] } as const;
      expect(await service.preflight(cami, key('req-c1'), linkedIn, 'carousel')).toEqual([m.linkedInNotUsable]);
      await adapters.linkedInConnections.save(CONTENIDO.uid, LINKED);
      expect(await service.preflight(cami, key('req-c1'), linkedIn, 'carousel')).toEqual([]);
      adapters.linkedInConnections.failNext('get');
      expect(await service.preflight(cami, key('req-c1'), linkedIn, 'carousel')).toEqual([m.linkedInNotUsable]);
      expect(await stored('req-c1')).toEqual(CARRUSEL);
      expect(gateway.calls).toEqual([]);
    });
  });
});
