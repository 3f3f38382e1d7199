// What the browser-bindings emulator suites share (firebase-web-bindings*.emulator.test.ts):
// the console's container on a Firebase app as packages/web composes it, browsers of their
// own signed in as demo accounts, the store as the server sees it, and the check that a write
// is refused by firestore.rules and answered in Spanish. useSeededDemoData writes the demo
// seed with firebase-admin before a file's tests.
import { USE_CASES } from '@estudio/domain/shared';
import { SessionUseCases, type Session } from '@estudio/domain/accounts';
import { BlueprintRepository } from '@estudio/domain/blueprint';
import { BrandRepository, BrandUseCases } from '@estudio/domain/brands';
import { MediaUploads, type MediaFile } from '@estudio/domain/content';
import { RequirementRepository, RequirementUseCases, type Requirement } from '@estudio/domain/requirements';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../seed/index.js';
import { DEMO_BRAND_PROFILES } from '../seed/demo-brands.js';
import { DataStoreTexts } from '../texts.js';
import { firebaseWebAuth } from './firebase-web-auth.js';
import { createContainer } from '../wiring/container.js';
import { firebaseWebPortBindings } from './firebase-web-bindings.js';

export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-estudio';
const emulators = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199',
};
const bucket = `${projectId}.appspot.com`;

/**
 * The console's container on a Firebase app, as packages/web composes it: the session, the
 * list screens' and brand settings' use cases (their direct writes), the uploads (the
 * browser's half of a content action), and the repositories every screen once wrote through.
 */
export const consoleOn = (app: FirebaseApp) =>
  createContainer(
    firebaseWebPortBindings(app, firebaseWebAuth(app, emulators.auth), {
      emulators,
      functionsUrl: 'http://127.0.0.1:5001/unused',
      commandsUrl: 'http://127.0.0.1:5001/unused',
      aiUrl: 'http://127.0.0.1:5001/unused-ai',
      schedulerUrl: 'http://127.0.0.1:5001/unused-scheduler',
      linkedinUrl: 'http://127.0.0.1:5001/unused-linkedin',
    }),
    [USE_CASES.session, USE_CASES.requirements, USE_CASES.brands, USE_CASES.uploads],
  );

/** A browser of its own: a Firebase app with a Storage bucket (uploads), its console, signed in as `email`. */
const browserAs = async (name: string, email: string) => {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key', storageBucket: bucket }, name);
  const container = consoleOn(app);
  const session: Session = await container.get(SessionUseCases).signIn(email, DEMO_PASSWORD, true);
  return {
    actor: session.actor,
    requirements: container.get<RequirementRepository>(RequirementRepository),
    brands: container.get<BrandRepository>(BrandRepository),
    blueprints: container.get<BlueprintRepository>(BlueprintRepository),
    lists: container.get(RequirementUseCases),
    brandSettings: container.get(BrandUseCases),
    uploads: container.get(MediaUploads),
    close: async () => {
      await container.get(SessionUseCases).signOut();
      await deleteApp(app);
    },
  };
};

export type Browser = Awaited<ReturnType<typeof browserAs>>;

/** Runs `body` with one browser per e-mail, each signed in, and closes them all. */
export const withBrowsers = async (
  emails: readonly string[],
  body: (...browsers: Browser[]) => Promise<void>,
): Promise<void> => {
  const browsers = await Promise.all(
    emails.map((email, index) => browserAs(`bindings-${email}-${index}-${Date.now()}`, email)),
  );
  try {
    await body(...browsers);
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
  }
};

/** A requirement of Café Cumbre Andina (Diseñador and Contenido assigned) as `reader` sees it. */
export const cumbreRequirement = async (
  reader: RequirementRepository,
  matches: (requirement: Requirement) => boolean,
): Promise<Requirement> => {
  const found = (await reader.list('demo-cafe-cumbre-andina')).find(matches);
  if (found === undefined) throw new Error('the demo seed has no such requirement in Café Cumbre Andina');
  return found;
};

export const pickedBytes = (name: string, type: string, bytes: Uint8Array): MediaFile => ({
  name,
  type,
  size: bytes.byteLength,
  body: bytes,
});

/** The download URL the Storage emulator gives an object: what the browser once stored. */
export const downloadUrl = (path: string): string =>
  `http://${emulators.storage}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;

/**
 * The write must be refused by firestore.rules and answered as the bindings answer every
 * refusal: the Spanish reason, the SDK's permission-denied kept as its cause.
 */
export const refusedInSpanish = async (write: Promise<unknown>): Promise<void> => {
  const refusal = await write.then(
    () => new Error('the write was accepted'),
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(Error);
  expect((refusal as Error).message).toBe(DataStoreTexts.permissionDenied);
  expect((refusal as Error).cause).toMatchObject({ code: 'permission-denied' });
};

export const ESTRATEGA_BRAND = DEMO_BRAND_PROFILES.find((brand) => brand.owner === 'estratega')?.id ?? '';

/** The store as the server sees it (no rules): whether a refused document exists at all. */
let adminApp: ReturnType<typeof initializeAdminApp>;
export const storedExists = async (path: string): Promise<boolean> =>
  (await getAdminFirestore(adminApp).doc(path).get()).exists;
/** The highest requirement number the brand handed out (brands/{id}/counters/requirements). */
export const storedCounter = async (brandId: string): Promise<unknown> =>
  (await getAdminFirestore(adminApp).doc(`brands/${brandId}/counters/requirements`).get()).get('last');

/** The demo seed written with firebase-admin before the file's tests, the admin app closed after. */
export const useSeededDemoData = (): void => {
  beforeAll(async () => {
    setLogLevel('silent');
    adminApp = initializeAdminApp({ projectId }, 'bindings-seed');
    await seedDemoData({ auth: getAdminAuth(adminApp), firestore: getAdminFirestore(adminApp), now: new Date() });
  });

  afterAll(async () => {
    await deleteAdminApp(adminApp);
  });
};
