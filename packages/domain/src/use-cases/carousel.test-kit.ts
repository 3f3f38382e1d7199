import { beforeEach } from 'vitest';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { type Brand } from '../brands/brand.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { type RequirementKey } from './content-access.js';
import { aBlueprint, createTwins, useCasesOver, type Twins } from '../testing/index.js';
import type { CarouselUseCases } from './carousel.js';
import type { MediaUploads } from './media-uploads.js';
import { actorWith, twinUrl } from './use-cases.test-kit.js';

/*
 * The brands, carousels and twins the carousel tests share (carousel*.test.ts): eva holds
 * every carousel key; req-c3 has guides, two card images in its folder and a validation.
 */

export const NOW = '2026-03-10T15:30:00.000Z';
export const NOW_MS = new Date(NOW).getTime();
export const JPEG_BASE64 = '/9j/4AAQSkZJRg==';

export const ALL_CAROUSEL_KEYS: PermissionKey[] = [
  'ADMIN_BRANDS_OWNER',
  'VIEW_REQUIREMENTS',
  'REQUIREMENTS_EDIT',
  'CARROUSEL_SUGGESTIONAI',
  'CARROUSEL_CHANGEIMG',
  'CARROUSEL_VALIDAI',
  'CARROUSEL_NEWGUIDES',
  'CARROUSEL_SENDTOMETRICS',
];
export const eva = actorWith(ALL_CAROUSEL_KEYS);
/** Everything but one key. */
export const without = (key: PermissionKey) => actorWith(ALL_CAROUSEL_KEYS.filter((held) => held !== key));
/** Who asked, as every write of eva's stamps it. */
export const EVA_STAMP = { uid: 'uid-eva', email: 'eva@estudio.example', at: new Date(NOW) };

export const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  idMetrics: '42',
  diferences: 'Café de origen tostado a diario.',
  analysis: 'Manual: tonos cálidos, tipografía redonda.',
  socialNetworks: ['Instagram', 'Threads', 'YouTube', 'Pinterest'],
};
export const SIN_METRICAS: Brand = { ...AURORA, id: 'b-sin', brandName: 'Sin Métricas', idMetrics: ' ' };
export const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };

export const carousel = (
  id: string,
  fields: Partial<Requirement> & { number: number; title: string; brandId?: string },
) => createRequirement(id, { brandId: 'b-aurora', brand: 'Café Aurora', createdBy: 'eva@estudio.example', ...fields });

/** The cards' images of req-c3: objects of its folder in the project's bucket. */
export const CARD_PATHS = ['img_carrousels/b-aurora/req-c3/1.png', 'img_carrousels/b-aurora/req-c3/2.png'];
export const [IMG1 = '', IMG2 = ''] = CARD_PATHS.map(twinUrl);

export const C3 = carousel('req-c3', {
  number: 3,
  title: 'Carrusel 3 - T2',
  caption: 'Caption actual',
  instructions: ['Guía uno', 'Guía dos', 'Guía tres'],
  suggestedWords: ['uno', 'dos', 'tres'],
  imagesAIUrl: [IMG1, IMG2],
  validation: {
    '0': { alineacion: 60, descripcion: 'Lejos de la guía.' },
    '1': { alineacion: 90, descripcion: 'Alineada.' },
  },
});
export const C4 = carousel('req-c4', { number: 4, title: 'Carrusel 4 - T3' });
export const LIBRE = carousel('req-libre', { number: 20, title: 'Carrusel especial', caption: 'c' });
export const SIN = carousel('req-sin', { brandId: 'b-sin', number: 1, title: 'Carrusel 1 - T1', caption: 'c' });
export const AJENO = carousel('req-ajeno', { brandId: 'b-ajena', number: 1, title: 'Carrusel 1 - T1', caption: 'c' });
/** A video of the same brand: no carousel command acts on it. */
export const VIDEO = carousel('req-video', { number: 5, title: 'Video 5 - T1', caption: 'c', instructions: ['a'] });

export const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });

export const twins = (blueprints = [aBlueprint('b-aurora'), aBlueprint('b-sin')]): Twins => {
  const adapters = createTwins(new Date(NOW), {
    brands: [AURORA, SIN_METRICAS, AJENA],
    blueprints,
    requirements: [C3, C4, LIBRE, SIN, AJENO, VIDEO],
  });
  for (const path of CARD_PATHS) adapters.storedMedia.put(path, new Uint8Array(64), 'image/png');
  return adapters;
};

/** The twins and use cases one carousel command test runs against. */
export interface CarouselWorld {
  adapters: Twins;
  service: CarouselUseCases;
  /** The browser's uploads over the same twins. */
  uploads: MediaUploads;
  /** What the twins hold now for a requirement (C3 unless named). */
  stored: (id?: string, brandId?: string) => Promise<Requirement | null>;
  /** Runs the rest of the test over `fresh` twins. */
  start: (fresh: Twins) => void;
}

/**
 * Registers a beforeEach that starts every test over fresh twins(); the returned object
 * always holds the current test's twins and use cases.
 */
export const useCarouselWorld = (): CarouselWorld => {
  const world = {
    stored: async (id = 'req-c3', brandId = 'b-aurora') => world.adapters.requirements.get(brandId, id),
    start: (fresh: Twins) => {
      world.adapters = fresh;
      ({ carousel: world.service, uploads: world.uploads } = useCasesOver(fresh));
    },
  } as CarouselWorld;
  beforeEach(() => world.start(twins()));
  return world;
};
