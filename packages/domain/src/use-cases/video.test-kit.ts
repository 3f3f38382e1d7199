import { beforeEach } from 'vitest';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { aBlueprint, createTwins, useCasesOver, type Twins } from '../testing/index.js';
import { dispatcherAs } from './commands.test-kit.js';
import type { MediaUploads } from './media-uploads.js';
import { type Actor } from '../permissions/actor.js';
import { type Brand } from '../brands/brand.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { type RequirementKey } from './content-access.js';
import { type Script } from '../video-scripts/script.js';
import { actorWith, pickedFile } from './use-cases.test-kit.js';

/*
 * The brands, videos and actors the video tests share (video*.test.ts): eva holds every
 * video key; req-v9 has two scripts of three sections.
 */

export const NOW = new Date('2026-03-10T15:30:00.000Z');

export const ALL_VIDEO_KEYS: PermissionKey[] = [
  'ADMIN_BRANDS_OWNER',
  'VIEW_REQUIREMENTS',
  'REQUIREMENTS_EDIT',
  'VIDEO_SUGGESTIONAI',
  'VIDEO_UPLOAD',
  'CARROUSEL_SENDTOMETRICS',
];
export const eva = actorWith(ALL_VIDEO_KEYS);
/** Sees every brand (Aurora is Eva's). */
export const leo = actorWith([...ALL_VIDEO_KEYS, 'ADMIN_BRANDS_ALL'], 'uid-leo', 'leo@estudio.example');
export const without = (key: PermissionKey) => actorWith(ALL_VIDEO_KEYS.filter((held) => held !== key));

export const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  idMetrics: '42',
  diferences: 'Café de origen.',
  socialNetworks: ['Instagram', 'Threads', 'YouTube', 'Pinterest'],
};
export const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva', emotions: 'calma' };
/** A brand Eva does not own, so she does not see it. */
export const OCULTA: Brand = { id: 'b-oculta', brandName: 'Oculta', owner: 'uid-otra' };

export const script = (n: number, videoUrl?: string): Script => ({
  Captacion: `Gancho ${n}`,
  'Argumento de Venta': `Argumento ${n}`,
  'Llamada a la acción': `Acción ${n}`,
  ...(videoUrl === undefined ? {} : { videoUrl }),
});

export const video = (id: string, fields: Partial<Requirement> & { number: number; title: string }) =>
  createRequirement(id, { brandId: 'b-aurora', brand: 'Café Aurora', createdBy: 'eva@estudio.example', ...fields });

export const V9 = video('req-v9', {
  number: 9,
  title: 'Video 9 - T3',
  caption: 'Caption del video',
  scripts: [script(1), script(2, 'https://videos.example/2.mp4')],
  videoToPublishIndex: 1,
});
export const V10 = video('req-v10', { number: 10, title: 'Video 10 - T4' });
export const V11 = video('req-v11', { number: 11, title: 'Video 11 - T5', caption: 'Caption listo' });
export const C12 = video('req-c12', { number: 12, title: 'Carrusel 12 - T1', caption: 'Un carrusel' });
export const L1 = createRequirement('req-l1', {
  brandId: 'b-luna',
  brand: 'Luna',
  title: 'Video 1 - T1',
  number: 1,
  createdBy: 'eva@estudio.example',
  caption: 'Caption de Luna',
  scripts: [script(1, 'https://videos.example/l.mp4')],
});
export const O1 = createRequirement('req-o1', {
  brandId: 'b-oculta',
  brand: 'Oculta',
  title: 'Video 1 - T1',
  number: 1,
  createdBy: 'otra@estudio.example',
  caption: 'Caption oculto',
  scripts: [script(1)],
});

export const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });
export const mp4 = (size = 4096) => pickedFile('clip.mp4', 'video/mp4', size);
export const stampOf = (actor: Actor) => ({ uid: actor.uid, email: actor.email, at: NOW });

/** The twins and helpers one video command test runs against, fresh for every test. */
export interface VideoWorld {
  adapters: Twins;
  /** Runs a command as the functions' router does; Eva's unless a test picks another actor. */
  run: (name: string, body: unknown) => Promise<Requirement>;
  /** The browser's uploads over the same twins. */
  uploads: MediaUploads;
  /** A runner for the commands as `actor`. */
  runAs: (actor: Actor) => (name: string, body: unknown) => Promise<Requirement>;
  /** What the twins hold now for a requirement (V9 unless named). */
  stored: (id?: string, brandId?: string) => Promise<Requirement | null>;
}

export const seedVideoWorld = (): VideoWorld => {
  const adapters = createTwins(NOW, {
    brands: [AURORA, LUNA, OCULTA],
    blueprints: [aBlueprint('b-aurora'), aBlueprint('b-oculta')],
    requirements: [V9, V10, V11, C12, L1, O1],
  });
  const runAs = (actor: Actor) => {
    const dispatch = dispatcherAs(adapters, actor);
    return async (name: string, body: unknown) => (await dispatch(name, body)) as Requirement;
  };
  const stored = async (id = 'req-v9', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  return { adapters, run: runAs(eva), uploads: useCasesOver(adapters).uploads, runAs, stored };
};

/** Registers a beforeEach that builds a fresh world; the returned object always holds the current test's. */
export const useVideoWorld = (): VideoWorld => {
  const world = {} as VideoWorld;
  beforeEach(() => {
    Object.assign(world, seedVideoWorld());
  });
  return world;
};
