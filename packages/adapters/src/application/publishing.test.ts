import { beforeEach, describe, expect, it } from 'vitest';
import {
  Messages,
  PublishingUseCases,
  createRequirement,
  type Brand,
  type PermissionKey,
  type Requirement,
  type RequirementKey,
  type Script,
} from '@estudio/domain';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryRequirementRepository,
  InMemoryScheduler,
  StaticSchedulerSettings,
} from '../memory/index.js';
import { actorWith, failureOf } from './test-kit.js';

/*
 * The publishing panels of the carousel and video details: 'Guardar publicación' and 'Programar publicación'.
 * (Moved with the methods from the carousel and video use cases, which no longer need a scheduler.)
 */

const NOW = '2026-03-10T15:30:00.000Z';

const KEYS: PermissionKey[] = ['ADMIN_BRANDS_OWNER', 'VIEW_REQUIREMENTS', 'CARROUSEL_SENDTOMETRICS'];
const eva = actorWith(KEYS);
const without = (key: PermissionKey) => actorWith(KEYS.filter((held) => held !== key));

const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  idMetrics: '42',
  diferences: 'Café de origen tostado a diario.',
  socialNetworks: ['Instagram', 'Threads', 'YouTube', 'Pinterest'],
};
const SIN_METRICAS: Brand = { ...AURORA, id: 'b-sin', brandName: 'Sin Métricas', idMetrics: ' ' };
const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva', emotions: 'calma' };

const requirement = (id: string, fields: Partial<Requirement> & { number: number; title: string; brandId?: string }) =>
  createRequirement(id, { brandId: 'b-aurora', brand: 'Café Aurora', createdBy: 'eva@estudio.example', ...fields });

const script = (n: number, videoUrl?: string): Script => ({
  Captacion: `Gancho ${n}`,
  'Argumento de Venta': `Argumento ${n}`,
  'Llamada a la acción': `Acción ${n}`,
  ...(videoUrl === undefined ? {} : { videoUrl }),
});

const C3 = requirement('req-c3', {
  number: 3,
  title: 'Carrusel 3 - T2',
  caption: 'Caption actual',
  instructions: ['Guía uno', 'Guía dos', 'Guía tres'],
  imagesAIUrl: ['https://img.example/1.png', 'https://img.example/2.png'],
});
const C4 = requirement('req-c4', { number: 4, title: 'Carrusel 4 - T3' });
const SIN = requirement('req-sin', {
  brandId: 'b-sin',
  number: 1,
  title: 'Carrusel 1 - T1',
  caption: 'c',
  imagesAIUrl: ['https://img.example/x.png'],
});
const V9 = requirement('req-v9', {
  number: 9,
  title: 'Video 9 - T3',
  caption: 'Caption del video',
  scripts: [script(1), script(2, 'https://videos.example/2.mp4')],
  videoToPublishIndex: 1,
});
const V11 = requirement('req-v11', { number: 11, title: 'Video 11 - T5', caption: 'Caption listo' });
const L1 = requirement('req-l1', {
  brandId: 'b-luna',
  brand: 'Luna',
  title: 'Video 1 - T1',
  number: 1,
  caption: 'Caption de Luna',
  scripts: [script(1, 'https://videos.example/l.mp4')],
});

const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });

describe('PublishingUseCases', () => {
  let requirements: InMemoryRequirementRepository;
  let scheduler: InMemoryScheduler;
  let service: PublishingUseCases;

  const stored = async (id: string, brandId = 'b-aurora') => requirements.get(brandId, id);

  beforeEach(() => {
    requirements = new InMemoryRequirementRepository([C3, C4, SIN, V9, V11, L1]);
    scheduler = new InMemoryScheduler();
    service = new PublishingUseCases(
      new InMemoryBrandRepository([AURORA, SIN_METRICAS, LUNA]),
      requirements,
      scheduler,
      new StaticSchedulerSettings('scheduler-7'),
      new FixedClock(NOW),
    );
  });

  describe('saveCarouselPlanning', () => {
    it("saves the planning fields, keeping only the brand's carousel networks", async () => {
      const body = {
        selectedSocialNetwork: ['Instagram', 'YouTube', 'Facebook', 'Threads', 'Instagram'],
        publicationDate: new Date('2026-03-20T15:00:00.000Z'),
        documentTitle: 'Guía',
        caption: 'no es un campo de planificación',
      } as never;
      const outcome = await service.saveCarouselPlanning(eva, key('req-c3'), body);
      expect(outcome.message).toBe('Planificación guardada correctamente.');
      expect(outcome.requirement).toMatchObject({
        selectedSocialNetwork: ['Instagram', 'Threads'],
        documentTitle: 'Guía',
        caption: 'Caption actual',
        allowComments: true,
      });
      expect(await stored('req-c3')).toEqual(outcome.requirement);
    });

    it('reads a date-time text as Bogotá time, keeps an instant with its offset and clears on blank', async () => {
      const saveDate = async (publicationDate: string) =>
        (await service.saveCarouselPlanning(eva, key('req-c3'), { publicationDate })).requirement.publicationDate;
      expect(await saveDate('2026-03-20T10:00')).toEqual(new Date('2026-03-20T15:00:00.000Z'));
      expect(await saveDate('2026-03-20T10:00:00-05:00')).toEqual(new Date('2026-03-20T15:00:00.000Z'));
      expect(await saveDate('2026-03-20T15:00:00Z')).toEqual(new Date('2026-03-20T15:00:00.000Z'));
      expect(await saveDate('  ')).toBeNull();
      expect((await stored('req-c3'))?.publicationDate).toBeNull();
    });

    it('refuses an unreadable date before writing', async () => {
      for (const publicationDate of ['mañana', '2026-02-31T10:00', '2026-13-45T10:00Z']) {
        expect(await failureOf(service.saveCarouselPlanning(eva, key('req-c3'), { publicationDate }))).toMatchObject({
          kind: 'validation',
          message: Messages.scheduling.invalidPublicationDate,
        });
      }
      expect(await stored('req-c3')).toEqual(C3);
    });

    it('needs CARROUSEL_SENDTOMETRICS and keeps the requirement on a failure', async () => {
      expect(
        (await failureOf(service.saveCarouselPlanning(without('CARROUSEL_SENDTOMETRICS'), key('req-c3'), {}))).kind,
      ).toBe('forbidden');
      requirements.failNext('update');
      expect(await failureOf(service.saveCarouselPlanning(eva, key('req-c3'), { pinTitle: 'x' }))).toMatchObject({
        kind: 'upstream',
        message: 'Error guardando planificación.',
      });
      expect(await stored('req-c3')).toEqual(C3);
    });
  });

  describe('scheduleCarousel', () => {
    const planning = {
      selectedSocialNetwork: ['Instagram', 'Threads'],
      publicationDate: new Date('2026-03-20T15:00:00.000Z'),
      collaborators: '@ana',
    } as const;

    it('saves the planning, normalises every image and sends a draft', async () => {
      const outcome = await service.scheduleCarousel(eva, key('req-c3'), planning);
      expect(outcome.message).toBe('Publicación enviada a programación.');
      expect(await stored('req-c3')).toEqual(outcome.requirement);
      expect(outcome.requirement.selectedSocialNetwork).toEqual(['Instagram', 'Threads']);
      expect(scheduler.normalized.map((entry) => entry.url)).toEqual(C3.imagesAIUrl);
      expect(scheduler.drafts).toHaveLength(1);
      const [draft] = scheduler.drafts;
      expect(draft?.query).toEqual({ blogId: '42', userId: 'scheduler-7' });
      expect(draft?.post).toMatchObject({
        providers: [{ network: 'instagram' }, { network: 'threads' }],
        publicationDate: { dateTime: '2026-03-20T10:00:00', timezone: 'America/Bogota' },
        text: 'Caption actual',
        media: C3.imagesAIUrl.map(InMemoryScheduler.normalizedUrlFor),
        autoPublish: false,
        draft: true,
        instagramData: { type: 'POST', collaborators: [{ username: 'ana' }] },
      });
    });

    it('refuses before saving anything when the brand has no metrics id, no images or no date', async () => {
      expect(await failureOf(service.scheduleCarousel(eva, key('req-sin', 'b-sin'), planning))).toMatchObject({
        kind: 'validation',
        message: Messages.scheduling.missingMetricsId,
      });
      expect(await failureOf(service.scheduleCarousel(eva, key('req-c4'), planning))).toMatchObject({
        kind: 'validation',
        message: 'No hay imágenes para normalizar.',
      });
      expect(
        await failureOf(service.scheduleCarousel(eva, key('req-c3'), { ...planning, publicationDate: null })),
      ).toMatchObject({
        kind: 'validation',
        message: Messages.scheduling.publicationDateRequired,
      });
      expect(await stored('req-c3')).toEqual(C3);
      expect(await stored('req-c4')).toEqual(C4);
      expect(scheduler.normalized).toEqual([]);
      expect(scheduler.drafts).toEqual([]);
    });

    it('sends nothing when the planning cannot be saved', async () => {
      requirements.failNext('update');
      expect((await failureOf(service.scheduleCarousel(eva, key('req-c3'), planning))).message).toBe(
        'Error guardando planificación.',
      );
      expect(scheduler.normalized).toEqual([]);
      expect(await stored('req-c3')).toEqual(C3);
    });

    it("shows the scheduler's own message; the planning stays saved", async () => {
      scheduler.failNext('normalizeMediaUrl', new Error('Metricool: token caducado'));
      expect(await failureOf(service.scheduleCarousel(eva, key('req-c3'), planning))).toMatchObject({
        kind: 'upstream',
        message: 'Metricool: token caducado',
      });
      expect((await stored('req-c3'))?.selectedSocialNetwork).toEqual(['Instagram', 'Threads']);
      scheduler.failNext('createDraft', new Error(''));
      expect((await failureOf(service.scheduleCarousel(eva, key('req-c3'), planning))).message).toBe(
        Messages.blog.process,
      );
      expect(scheduler.drafts).toEqual([]);
    });

    it('needs CARROUSEL_SENDTOMETRICS', async () => {
      expect(
        (await failureOf(service.scheduleCarousel(without('CARROUSEL_SENDTOMETRICS'), key('req-c3'), planning))).kind,
      ).toBe('forbidden');
    });
  });

  describe('saveVideoPlanning', () => {
    it("saves the planning with only the brand's video networks", async () => {
      const outcome = await service.saveVideoPlanning(eva, key('req-v9'), {
        selectedSocialNetwork: ['YouTube', 'Threads', 'Facebook'],
        videoTitle: 'Nuestro café',
        youtubeTags: ['café'],
      });
      expect(outcome.message).toBe(Messages.success.planningSaved);
      expect(outcome.requirement).toMatchObject({ selectedSocialNetwork: ['YouTube'], videoTitle: 'Nuestro café' });
      expect(await stored('req-v9')).toEqual(outcome.requirement);
    });

    it('keeps the requirement when the write fails', async () => {
      requirements.failNext('update');
      expect(await failureOf(service.saveVideoPlanning(eva, key('req-v9'), { videoTitle: 'x' }))).toMatchObject({
        kind: 'upstream',
        message: 'No se pudo guardar la planificación.',
      });
      expect(await stored('req-v9')).toEqual(V9);
      expect(
        (await failureOf(service.saveVideoPlanning(without('CARROUSEL_SENDTOMETRICS'), key('req-v9'), {}))).kind,
      ).toBe('forbidden');
    });
  });

  describe('scheduleVideo', () => {
    const planning = {
      selectedSocialNetwork: ['YouTube', 'Instagram'],
      publicationDate: '2026-03-20T10:00',
      videoTitle: 'Nuestro café',
      pinTitle: 'no se envía a Pinterest',
    } as const;

    it('saves the planning, converts the chosen video URL and sends the request', async () => {
      const outcome = await service.scheduleVideo(eva, key('req-v9'), {
        ...planning,
        publicationDate: new Date('2026-03-20T15:00:00.000Z'),
      });
      expect(outcome.message).toBe('Publicación enviada a programación.');
      expect(await stored('req-v9')).toEqual(outcome.requirement);
      expect(scheduler.normalized.map((entry) => entry.url)).toEqual(['https://videos.example/2.mp4']);
      const [request] = scheduler.videos;
      const media = InMemoryScheduler.normalizedUrlFor('https://videos.example/2.mp4');
      expect(request).toMatchObject({
        mediaUrls: [media],
        brandData: { id: 'b-aurora', brandName: 'Café Aurora', idMetrics: '42' },
        selectedSocialNetwork: ['YouTube', 'Instagram'],
        publicationDate: { dateTime: '2026-03-20T10:00:00', timezone: 'America/Bogota' },
        text: 'Caption del video',
        optionalData: { videoTitle: 'Nuestro café', allowComments: true, pinTitle: 'no se envía a Pinterest' },
      });
      expect(request?.post).toMatchObject({ media: [media], draft: true, autoPublish: false });
      expect(request?.post.youtubeData?.title).toBe('Nuestro café');
    });

    it('refuses before saving when the chosen video has no URL or the brand no metrics id', async () => {
      expect(await failureOf(service.scheduleVideo(eva, key('req-v11'), planning))).toMatchObject({
        kind: 'validation',
        message: 'El video seleccionado no tiene URL.',
      });
      expect(await failureOf(service.scheduleVideo(eva, key('req-l1', 'b-luna'), planning))).toMatchObject({
        kind: 'validation',
        message: Messages.scheduling.missingMetricsId,
      });
      expect(await stored('req-v11')).toEqual(V11);
      expect(await stored('req-l1', 'b-luna')).toEqual(L1);
      expect(scheduler.videos).toEqual([]);
    });

    it('sends nothing when the planning cannot be saved', async () => {
      requirements.failNext('update');
      expect((await failureOf(service.scheduleVideo(eva, key('req-v9'), planning))).message).toBe(
        Messages.video.savePlanning,
      );
      expect(scheduler.normalized).toEqual([]);
    });

    it("shows the scheduler's own message; the planning stays saved", async () => {
      scheduler.failNext('scheduleVideo', new Error('Metricool rechazó el video'));
      expect(await failureOf(service.scheduleVideo(eva, key('req-v9'), planning))).toMatchObject({
        kind: 'upstream',
        message: 'Metricool rechazó el video',
      });
      expect((await stored('req-v9'))?.videoTitle).toBe('Nuestro café');
      expect(scheduler.videos).toEqual([]);
    });

    it('needs CARROUSEL_SENDTOMETRICS', async () => {
      expect(
        (await failureOf(service.scheduleVideo(without('CARROUSEL_SENDTOMETRICS'), key('req-v9'), planning))).kind,
      ).toBe('forbidden');
    });
  });
});
