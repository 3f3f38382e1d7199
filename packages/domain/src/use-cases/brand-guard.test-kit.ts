import { beforeEach } from 'vitest';
import { type Brand } from '../brands/brand.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { aBlueprint, createTwins, useCasesOver, type Twins, type UseCases } from '../testing/index.js';
import { type RequirementKey } from './content-access.js';
import { actorWith } from './use-cases.test-kit.js';

/*
 * The brand, pieces and twins the brand guard's tests share (brand-guard*.test.ts): a brand with concepts to
 * avoid, important keywords and sources for claims; a carousel whose caption passes, one with a blocking finding,
 * one without text, a video, a blog, one already sent, and a brand without a guide.
 */

export const NOW = new Date('2026-03-10T15:30:00.000Z');
export const LATER = new Date('2026-03-10T16:00:00.000Z');

export const GUARD_KEYS: PermissionKey[] = [
  'ADMIN_BRANDS_OWNER',
  'VIEW_REQUIREMENTS',
  'REQUIREMENTS_EDIT',
  'SAVE_BRAND',
  'VIEW_BLUEPRINT',
  'EDIT_BLUEPRINT',
  'GEN_BLUEPRINT',
];
export const eva = actorWith(GUARD_KEYS);
/** Everything but one key. */
export const without = (key: PermissionKey) => actorWith(GUARD_KEYS.filter((held) => held !== key));
export const EVA = { uid: 'uid-eva', email: 'eva@estudio.example' };

export const CUMBRE: Brand = {
  id: 'b-cumbre',
  brandName: 'Café Cumbre',
  owner: 'uid-eva',
  conceptsToAvoid: 'café instantáneo, barato',
  importantKeywords: 'origen, tostado',
  diferences: 'Café de origen tostado a diario en Huila.',
  keyProducts: 'Café de especialidad en grano.',
  analysis: 'Manual: tono cálido y cercano.',
  communicationTone: 'Cercano',
  socialNetworks: ['Instagram'],
};
/** A brand eva sees, without a communication guide. */
export const SIN_GUIA: Brand = { ...CUMBRE, id: 'b-sin-guia', brandName: 'Sin Guía' };
export const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };

const piece = (id: string, fields: Partial<Requirement> & { number: number; title: string; brandId?: string }) =>
  createRequirement(id, { brandId: 'b-cumbre', brand: 'Café Cumbre', createdBy: EVA.email, ...fields });

export const GOOD_CAPTION = 'Nuestro café de origen, tostado a diario en Huila.';
export const GOOD = piece('req-good', {
  number: 1,
  title: 'Carrusel 1 - T1',
  caption: GOOD_CAPTION,
  selectedSocialNetwork: ['Instagram'],
});
export const BAD = piece('req-bad', {
  number: 2,
  title: 'Carrusel 2 - T1',
  caption: 'Un café instantáneo de origen para tu mañana.',
  selectedSocialNetwork: ['Instagram'],
});
export const EMPTY = piece('req-empty', { number: 3, title: 'Carrusel 3 - T1', caption: '   ' });
export const VIDEO = piece('req-video', {
  number: 4,
  title: 'Video 4 - T1',
  caption: 'El origen de cada taza.',
  scripts: [
    {
      Captacion: '¿Sabes de dónde viene?',
      'Argumento de Venta': 'Tostado a diario.',
      'Llamada a la acción': 'Pruébalo.',
    },
  ],
});
export const BLOG = piece('req-blog', {
  number: 5,
  title: 'Blog 5 - T1',
  caption: 'no se evalúa en un blog',
  article: [{ sectionTitle: 'El origen', text: 'Cada grano se tuesta a diario.' }],
});
/** Already sent: a change of the DNA or the guide does not mark it. */
export const SENT = piece('req-sent', {
  number: 6,
  title: 'Carrusel 6 - T1',
  caption: GOOD_CAPTION,
  scheduledPost: {
    postId: 'mc-9',
    sentAt: new Date('2026-03-01T10:00:00.000Z'),
    digest: 'a'.repeat(64),
    kind: 'carousel',
    networks: ['Instagram'],
    by: EVA,
    sandbox: false,
  },
});
export const NO_GUIDE = piece('req-sin-guia', {
  brandId: 'b-sin-guia',
  number: 1,
  title: 'Carrusel 1 - T1',
  caption: GOOD_CAPTION,
});
export const AJENO = piece('req-ajeno', {
  brandId: 'b-ajena',
  number: 1,
  title: 'Carrusel 1 - T1',
  caption: GOOD_CAPTION,
});

export const key = (requirementId: string, brandId = 'b-cumbre'): RequirementKey => ({ brandId, requirementId });

/** A valid alignment answer with every criterion at `score`. */
export const alignment = (score: number) => ({
  alineacion: score,
  criterios: {
    tono: { puntuacion: score, razon: 'Tono cercano.' },
    pilares: { puntuacion: score, razon: 'Educa sobre el origen.' },
    mensaje: { puntuacion: score, razon: 'Transmite el mensaje clave.' },
    audiencia: { puntuacion: score, razon: 'Habla a quien busca café de origen.' },
  },
});

/** The twins and use cases one brand guard test runs against. */
export interface GuardWorld {
  adapters: Twins;
  useCases: UseCases;
  /** What the twins hold now for a requirement of Café Cumbre. */
  stored: (id: string, brandId?: string) => Promise<Requirement>;
}

export const guardTwins = (): Twins =>
  createTwins(NOW, {
    brands: [CUMBRE, SIN_GUIA, AJENA],
    blueprints: [aBlueprint('b-cumbre'), aBlueprint('b-ajena')],
    requirements: [GOOD, BAD, EMPTY, VIDEO, BLOG, SENT, NO_GUIDE, AJENO],
  });

/** Registers a beforeEach that starts every test over fresh twins; the object always holds the current ones. */
export const useGuardWorld = (): GuardWorld => {
  const world = {
    stored: async (id: string, brandId = 'b-cumbre') => {
      const found = await world.adapters.requirements.get(brandId, id);
      if (found === null) throw new Error(`no requirement ${brandId}/${id}`);
      return found;
    },
  } as GuardWorld;
  beforeEach(() => {
    world.adapters = guardTwins();
    world.useCases = useCasesOver(world.adapters);
  });
  return world;
};
