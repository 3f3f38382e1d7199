import { beforeEach } from 'vitest';
import { dispatchCommand } from '../commands/dispatch.js';
import type { Actor } from '../permissions/actor.js';
import type { MediaFile } from '../ports/storage.js';
import {
  FixedClock,
  InMemoryBrandGuard,
  InMemoryRequirementRepository,
  RecordingLogger,
  InMemoryBrandRepository,
  InMemoryMediaObjects,
  InMemoryMediaStorage,
  InMemoryStoredMediaReader,
  InMemoryUserRepository,
  ScriptedAiServices,
  SequentialIdGenerator,
} from '../testing/index.js';
import { BrandDnaUseCases } from './brand-dna.js';
import type { Brand } from '../brands/brand.js';
import type { User } from '../users/user.js';
import { actorWith, pickedFile } from './use-cases.test-kit.js';

/*
 * The people and brands the brand DNA tests share (brand-dna*.test.ts): Eva owns Café
 * Aurora and Zafiro; Ajena is someone else's.
 */

export const NOW = '2026-03-10T15:30:00.000Z';
export const CREATED = new Date('2026-01-10T09:00:00.000Z');

/** An estratega who owns her brands. */
export const eva = actorWith(['STRATEGY', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER']);
/** The same, who also administers the metrics fields. */
export const admin = actorWith(['STRATEGY', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER', 'ADMIN_METRICS']);
/** Eva's record spells her e-mail as she registered it. */
export const EVA_RECORD: User = {
  uid: 'uid-eva',
  email: 'Eva@Estudio.example',
  firstName: 'Eva',
  lastName: 'Ríos',
  role: 'estratega',
  status: 'active',
  createdAt: CREATED,
  lastLoginAt: null,
};
export const stampOf = (actor: Actor) => ({ uid: actor.uid, email: actor.email, at: new Date(NOW) });

export const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  status: 'active',
  idMetrics: '111',
  linkMetrics: 'https://metrics.example/111',
  communicationTone: 'cuidador',
  analysis: 'Análisis anterior.',
  createdAt: CREATED,
};
export const ZAFIRO: Brand = { id: 'b-zafiro', brandName: 'Zafiro', owner: 'uid-eva', status: 'active' };
export const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro', status: 'active' };

export const manual = pickedFile('manual.pdf', 'application/pdf');
export const keyVisual = pickedFile('key visual.png', 'image/png', 2048);

/** The repositories, storage and use case one brand DNA test runs against, fresh for every test. */
export interface BrandDnaWorld {
  brands: InMemoryBrandRepository;
  users: InMemoryUserRepository;
  storage: InMemoryMediaStorage;
  objects: InMemoryMediaObjects;
  ai: ScriptedAiServices;
  service: BrandDnaUseCases;
  /** A file the browser uploaded to `folder` (as MediaUploads does): its object path. */
  uploaded: (folder: string, file: MediaFile, name?: string) => Promise<string>;
  /** The URL the server derives for the object at `path`. */
  urlOf: (path: string) => Promise<string>;
  /** The command as the functions' router runs it: a raw JSON body, parsed, then the use case. */
  saveDna: (actor: Actor, body: unknown) => Promise<Brand>;
}

export const seedBrandDnaWorld = (): BrandDnaWorld => {
  const brands = new InMemoryBrandRepository([ZAFIRO, AURORA, AJENA], new SequentialIdGenerator('brand-'));
  const users = new InMemoryUserRepository([EVA_RECORD]);
  const storage = new InMemoryMediaStorage();
  const objects = new InMemoryMediaObjects(storage, new InMemoryStoredMediaReader());
  const ai = new ScriptedAiServices();
  const drift = new InMemoryBrandGuard(new InMemoryRequirementRepository());
  const service = new BrandDnaUseCases(brands, users, objects, ai, drift, new FixedClock(NOW), new RecordingLogger());
  const uploaded = async (folder: string, file: MediaFile, name = `up-${file.name}`): Promise<string> =>
    (await storage.upload(`${folder}/${name}`, file)).path;
  const urlOf = async (path: string): Promise<string> => (await objects.resolve(path)).url;
  const saveDna = (actor: Actor, body: unknown) =>
    dispatchCommand(
      <UC extends object>() => service as unknown as UC,
      actor,
      'brand',
      'save-dna',
      JSON.parse(JSON.stringify(body)) as unknown,
    ) as Promise<Brand>;
  return { brands, users, storage, objects, ai, service, uploaded, urlOf, saveDna };
};

/** Registers a beforeEach that builds a fresh world; the returned object always holds the current test's. */
export const useBrandDnaWorld = (): BrandDnaWorld => {
  const world = {} as BrandDnaWorld;
  beforeEach(() => {
    Object.assign(world, seedBrandDnaWorld());
  });
  return world;
};
