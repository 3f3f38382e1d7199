import { beforeEach, describe, expect, it } from 'vitest';
import { CarouselViews } from './carousel-views.js';
import { Messages } from '../messages.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { type Brand } from '../brands/brand.js';
import { type RequirementKey } from './content-access.js';
import { InMemoryBrandRepository, InMemoryDesignValidations, InMemoryRequirementRepository } from '../testing/index.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';
import { eva, without } from './carousel.test-kit.js';
import { AURORA } from './detail-views.test-kit.js';

const SIN_METRICAS: Brand = { ...AURORA, id: 'b-sin', brandName: 'Sin Métricas', idMetrics: ' ' };
const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };

const carousel = (id: string, fields: Partial<Requirement> & { number: number; title: string; brandId?: string }) =>
  createRequirement(id, { brandId: 'b-aurora', brand: 'Café Aurora', createdBy: 'eva@estudio.example', ...fields });

const C3 = carousel('req-c3', {
  number: 3,
  title: 'Carrusel 3 - T2',
  caption: 'Caption actual',
  instructions: ['Guía uno', 'Guía dos', 'Guía tres'],
  imagesAIUrl: ['https://img.example/1.png'],
});
const SIN = carousel('req-sin', { brandId: 'b-sin', number: 1, title: 'Carrusel 1 - T1' });
const AJENO = carousel('req-ajeno', { brandId: 'b-ajena', number: 1, title: 'Carrusel 1 - T1' });

const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });

describe('CarouselViews (what the carousel detail reads)', () => {
  let requirements: InMemoryRequirementRepository;
  let validations: InMemoryDesignValidations;
  let views: CarouselViews;

  beforeEach(() => {
    requirements = new InMemoryRequirementRepository([C3, SIN, AJENO]);
    validations = new InMemoryDesignValidations(requirements);
    views = new CarouselViews(new InMemoryBrandRepository([AURORA, SIN_METRICAS, AJENA]), requirements, validations);
  });

  describe('load', () => {
    it('answers the brand, the requirement, the carousel networks and whether it may publish', async () => {
      const detail = await views.load(eva, 'b-aurora', '3');
      expect(detail.requirement).toEqual(C3);
      expect(detail.brand).toEqual(AURORA);
      expect(detail.networks).toEqual(['Instagram', 'Threads', 'Pinterest']);
      expect(detail.canPublish).toBe(true);
      expect((await views.load(without('CARROUSEL_SENDTOMETRICS'), 'b-aurora', 3)).canPublish).toBe(false);
      expect((await views.load(eva, 'b-sin', 1)).canPublish).toBe(false);
    });

    it('needs the brand id and the number', async () => {
      for (const [brandId, number] of [
        [null, 3],
        ['b-aurora', undefined],
        ['', 3],
        ['b-aurora', 0],
      ] as const) {
        expect(await failureOf(views.load(eva, brandId, number))).toMatchObject({
          kind: 'validation',
          message: 'Faltan datos de la marca o requerimiento.',
        });
      }
    });

    it('refuses an unknown brand or requirement, a hidden brand and a missing key', async () => {
      expect(await failureOf(views.load(eva, 'b-nada', 3))).toMatchObject({
        kind: 'not-found',
        message: 'Marca no encontrada.',
      });
      expect(await failureOf(views.load(eva, 'b-aurora', 99))).toMatchObject({
        kind: 'not-found',
        message: 'Requerimiento no encontrado.',
      });
      expect((await failureOf(views.load(eva, 'b-ajena', 1))).kind).toBe('forbidden');
      expect((await failureOf(views.load(without('VIEW_REQUIREMENTS'), 'b-aurora', 3))).kind).toBe('forbidden');
    });

    it('reports a failed read', async () => {
      requirements.failNext('findByNumber');
      expect(await failureOf(views.load(eva, 'b-aurora', 3))).toMatchObject({
        kind: 'upstream',
        message: Messages.requirements.find,
      });
    });
  });

  it('open: the same detail as load, by the requirement id (a reload has no number)', async () => {
    expect(await views.open(eva, key('req-c3'))).toEqual(await views.load(eva, 'b-aurora', 3));
    expect(await failureOf(views.open(eva, key('req-nada')))).toMatchObject({
      message: 'Requerimiento no encontrado.',
    });
    expect(await failureOf(views.open(eva, key('req-ajeno', 'b-ajena')))).toMatchObject({ kind: 'forbidden' });
    expect(await failureOf(views.open(eva, key('')))).toMatchObject({
      message: 'Faltan datos de la marca o requerimiento.',
    });
    expect(await failureOf(views.open(actorWith(['ADMIN_BRANDS_OWNER']), key('req-c3')))).toMatchObject({
      kind: 'forbidden',
    });
  });

  it("validationHistory: the card's entries, newest first, for whoever may view the requirement", async () => {
    const by = { uid: 'uid-eva', email: 'eva@estudio.example' };
    const entry = (index: number, at: string, alineacion: number) => ({
      index,
      imageUrl: 'https://img.example/1.png',
      alineacion,
      descripcion: `${alineacion}`,
      at: new Date(at),
      by,
    });
    await validations.record('b-aurora', 'req-c3', entry(0, '2026-03-01T10:00:00.000Z', 60));
    await validations.record('b-aurora', 'req-c3', entry(0, '2026-03-02T10:00:00.000Z', 80));
    await validations.record('b-aurora', 'req-c3', entry(1, '2026-03-03T10:00:00.000Z', 90));
    const history = await views.validationHistory(eva, key('req-c3'), 0);
    expect(history.map((item) => item.alineacion)).toEqual([80, 60]);
    expect(history[0]?.by).toEqual(by);
    expect(await failureOf(views.validationHistory(eva, key('req-c3'), -1))).toMatchObject({
      message: 'La imagen seleccionada no existe.',
    });
    expect(await failureOf(views.validationHistory(actorWith([]), key('req-c3'), 0))).toMatchObject({
      kind: 'forbidden',
    });
    expect(await failureOf(views.validationHistory(eva, key('req-ajeno', 'b-ajena'), 0))).toMatchObject({
      kind: 'forbidden',
    });
    validations.failNext('list');
    expect(await failureOf(views.validationHistory(eva, key('req-c3'), 0))).toMatchObject({
      kind: 'upstream',
      message: Messages.requirements.find,
    });
  });
});
