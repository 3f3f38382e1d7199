import { beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { VideoViews } from './video-views.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { type Brand } from '../brands/brand.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { InMemoryBrandRepository, InMemoryRequirementRepository } from '../testing/index.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';
import { AURORA } from './detail-views.test-kit.js';

/* The reads of the video detail (/video/{id}, docs/product.md, "Videos"), in the browser. */

const KEYS: PermissionKey[] = ['ADMIN_BRANDS_OWNER', 'VIEW_REQUIREMENTS', 'CARROUSEL_SENDTOMETRICS'];
const eva = actorWith(KEYS);
const without = (key: PermissionKey) => actorWith(KEYS.filter((held) => held !== key));

const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva' };
const OCULTA: Brand = { id: 'b-oculta', brandName: 'Oculta', owner: 'uid-otra' };

const V9 = createRequirement('req-v9', {
  brandId: 'b-aurora',
  brand: 'Café Aurora',
  createdBy: 'eva@estudio.example',
  number: 9,
  title: 'Video 9 - T3',
  caption: 'Caption del video',
  scripts: [{ Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c' }],
});
const V11: Requirement = { ...V9, id: 'req-v11', number: 11, title: 'Video 11 - T5', scripts: [] };
const L1 = createRequirement('req-l1', {
  brandId: 'b-luna',
  brand: 'Luna',
  createdBy: 'eva@estudio.example',
  number: 1,
  title: 'Video 1 - T1',
});
const O1 = { ...L1, brandId: 'b-oculta', brand: 'Oculta' };

describe('VideoViews', () => {
  let requirements: InMemoryRequirementRepository;
  let views: VideoViews;

  beforeEach(() => {
    requirements = new InMemoryRequirementRepository([V9, V11, L1, O1]);
    views = new VideoViews(new InMemoryBrandRepository([AURORA, LUNA, OCULTA]), requirements);
  });

  it('answers the requirement as stored (scripts or none), the brand, its video networks and whether it may publish', async () => {
    expect(await views.load(eva, 'b-aurora', 9)).toEqual({
      brand: AURORA,
      requirement: V9,
      networks: ['Instagram', 'Pinterest', 'YouTube'],
      canPublish: true,
    });
    // Without scripts it opens as it is: generating them is the video/scripts command's.
    expect((await views.load(eva, 'b-aurora', '11')).requirement).toEqual(V11);
    expect((await views.load(without('CARROUSEL_SENDTOMETRICS'), 'b-aurora', 9)).canPublish).toBe(false);
    // A brand without its Metricool id has no publishing panel.
    expect(await views.load(eva, 'b-luna', 1)).toMatchObject({ canPublish: false, networks: [] });
  });

  it('needs the brand and the number, and finds both', async () => {
    expect(await failureOf(views.load(eva, '', 9))).toMatchObject({
      kind: 'validation',
      message: 'Faltan datos de la marca o del requerimiento.',
    });
    expect((await failureOf(views.load(eva, 'b-aurora', null))).message).toBe(Messages.video.missingBrandOrRequirement);
    expect(await failureOf(views.load(eva, 'b-nada', 9))).toMatchObject({
      kind: 'not-found',
      message: 'No se encontraron datos de la marca.',
    });
    expect((await failureOf(views.load(eva, 'b-aurora', 99))).message).toBe(Messages.carousel.requirementNotFound);
    expect((await failureOf(views.load(eva, 'b-oculta', 1))).kind).toBe('forbidden');
    expect((await failureOf(views.load(without('VIEW_REQUIREMENTS'), 'b-aurora', 9))).kind).toBe('forbidden');
  });

  it("says a failed read with the list's message", async () => {
    requirements.failNext('findByNumber');
    expect(await failureOf(views.load(eva, 'b-aurora', 9))).toMatchObject({
      kind: 'upstream',
      message: Messages.requirements.find,
    });
  });
});
