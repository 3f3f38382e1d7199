// The local stack end to end: the demo seed written with firebase-admin, then each demo
// account signing in through the domain's SessionUseCases on the browser's Firebase
// bindings, with firestore.rules enforced by the emulator. Every content field has one
// writer, the server (the content commands): each content write a screen once made through
// these bindings is refused here, in Spanish, with nothing stored; the writes the screens
// still make directly (a requirement's status, a brand's status and allowed users) pass.
import {
  CONTENT_GRID_SIZE,
  DEFAULT_PERMISSION_CONFIG,
  DEMO_ROLES,
  Messages,
  USE_CASES,
  planContentGrid,
  resolvePermissions,
} from '@estudio/domain';
import {
  BlueprintRepository,
  BrandRepository,
  BrandUseCases,
  MediaUploads,
  RequirementRepository,
  RequirementUseCases,
  SessionUseCases,
  type MediaFile,
  type Requirement,
  type Session,
} from '@estudio/domain';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../seed/index.js';
import { DEMO_BRAND_PROFILES } from '../seed/demo-brands.js';
import { TINY_PNG_BASE64 } from '../memory/index.js';
import { firebaseWebAuth } from './firebase-web-auth.js';
import { createContainer } from '../wiring/container.js';
import { firebaseWebPortBindings } from './firebase-web-bindings.js';
import { DataStoreTexts } from '../texts.js';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-estudio';
const emulators = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199',
};
const bucket = `${projectId}.appspot.com`;

let web: FirebaseApp;

/**
 * The console's container on a Firebase app, as packages/web composes it: the session, the
 * list screens' and brand settings' use cases (their direct writes), the uploads (the
 * browser's half of a content action), and the repositories every screen once wrote through.
 */
const consoleOn = (app: FirebaseApp) =>
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

type Browser = Awaited<ReturnType<typeof browserAs>>;

/** Runs `body` with one browser per e-mail, each signed in, and closes them all. */
const withBrowsers = async (
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
const cumbreRequirement = async (
  reader: RequirementRepository,
  matches: (requirement: Requirement) => boolean,
): Promise<Requirement> => {
  const found = (await reader.list('demo-cafe-cumbre-andina')).find(matches);
  if (found === undefined) throw new Error('the demo seed has no such requirement in Café Cumbre Andina');
  return found;
};

const pickedBytes = (name: string, type: string, bytes: Uint8Array): MediaFile => ({
  name,
  type,
  size: bytes.byteLength,
  body: bytes,
});

/** The download URL the Storage emulator gives an object: what the browser once stored. */
const downloadUrl = (path: string): string =>
  `http://${emulators.storage}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;

/**
 * The write must be refused by firestore.rules and answered as the bindings answer every
 * refusal: the Spanish reason, the SDK's permission-denied kept as its cause.
 */
const refusedInSpanish = async (write: Promise<unknown>): Promise<void> => {
  const refusal = await write.then(
    () => new Error('the write was accepted'),
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(Error);
  expect((refusal as Error).message).toBe(DataStoreTexts.permissionDenied);
  expect((refusal as Error).cause).toMatchObject({ code: 'permission-denied' });
};

const ESTRATEGA_BRAND = DEMO_BRAND_PROFILES.find((brand) => brand.owner === 'estratega')?.id ?? '';

let sessions: SessionUseCases;
let brandStore: BrandRepository;
/** The store as the server sees it (no rules): whether a refused document exists at all. */
let adminApp: ReturnType<typeof initializeAdminApp>;
const storedExists = async (path: string): Promise<boolean> =>
  (await getAdminFirestore(adminApp).doc(path).get()).exists;
/** The highest requirement number the brand handed out (brands/{id}/counters/requirements). */
const storedCounter = async (brandId: string): Promise<unknown> =>
  (await getAdminFirestore(adminApp).doc(`brands/${brandId}/counters/requirements`).get()).get('last');

beforeAll(async () => {
  setLogLevel('silent');
  adminApp = initializeAdminApp({ projectId }, 'bindings-seed');
  await seedDemoData({ auth: getAdminAuth(adminApp), firestore: getAdminFirestore(adminApp), now: new Date() });

  web = initializeApp({ projectId, apiKey: 'demo-api-key' }, 'bindings-web');
  const container = consoleOn(web);
  sessions = container.get(SessionUseCases);
  brandStore = container.get(BrandRepository);
});

afterAll(async () => {
  await deleteApp(web);
  await deleteAdminApp(adminApp);
});

const roleCodes = (roleName: string): readonly string[] =>
  DEMO_ROLES.find((role) => role.name === roleName)?.permissions ?? [];

describe('the demo accounts on the local stack', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.roleName] as const))(
    '%s signs in as %s and gets the keys its role resolves to',
    async (email, roleName) => {
      const session = await sessions.signIn(email, DEMO_PASSWORD, true);
      try {
        const expected = resolvePermissions(DEFAULT_PERMISSION_CONFIG, roleCodes(roleName)).keys;
        expect(session.profile.email).toBe(email);
        expect([...session.actor.keys].sort()).toEqual([...expected].sort());
        expect(session.profile.lastLoginAt).not.toBeNull();
      } finally {
        await sessions.signOut();
      }
    },
  );

  // The grid command generates the 14 requirements now (docs/product.md, "Content grid"):
  // the browser's own numbered write, which the Estratega's button once made, is refused.
  it("refuses the browser's own content grid (14 requirements and the counter in one transaction): nothing stored", async () => {
    await withBrowsers(['estratega@estudio.test'], async (estratega) => {
      const before = await estratega.requirements.list(ESTRATEGA_BRAND);
      const counter = await storedCounter(ESTRATEGA_BRAND);
      expect(counter).toEqual(expect.any(Number));
      const brand = await estratega.brands.get(ESTRATEGA_BRAND);
      await refusedInSpanish(
        estratega.requirements.createNumbered(ESTRATEGA_BRAND, CONTENT_GRID_SIZE, (first) =>
          planContentGrid({
            brandId: ESTRATEGA_BRAND,
            brandName: brand?.brandName ?? '',
            existingCount: first - 1,
            createdBy: estratega.actor.email,
            createdAt: new Date(),
          }),
        ),
      );
      expect(await estratega.requirements.list(ESTRATEGA_BRAND)).toEqual(before);
      expect(await storedCounter(ESTRATEGA_BRAND)).toBe(counter);
    });
  });

  it('refuses two browsers generating a grid at the same moment, the Estratega and the Superadministrador: no number handed out', async () => {
    await withBrowsers(['estratega@estudio.test', 'admin@estudio.test'], async (estratega, admin) => {
      const before = await estratega.requirements.list(ESTRATEGA_BRAND);
      const counter = await storedCounter(ESTRATEGA_BRAND);
      const grid = (browser: Browser) =>
        browser.requirements.createNumbered(ESTRATEGA_BRAND, CONTENT_GRID_SIZE, (first) =>
          planContentGrid({
            brandId: ESTRATEGA_BRAND,
            brandName: before[0]?.brand ?? '',
            existingCount: first - 1,
            createdBy: browser.actor.email,
            createdAt: new Date(),
          }),
        );
      await Promise.all([refusedInSpanish(grid(estratega)), refusedInSpanish(grid(admin))]);
      const after = await admin.requirements.list(ESTRATEGA_BRAND);
      expect(after.map((requirement) => requirement.number).sort((a, b) => a - b)).toEqual(
        before.map((requirement) => requirement.number).sort((a, b) => a - b),
      );
      expect(await storedCounter(ESTRATEGA_BRAND)).toBe(counter);
    });
  });

  // The save-dna command creates and saves a brand now (docs/product.md, "Brand DNA").
  it("refuses the browser's own brand from the questionnaire and its DNA saved again: nothing stored", async () => {
    await withBrowsers(['estratega@estudio.test'], async (estratega) => {
      const id = estratega.brands.newId();
      await refusedInSpanish(
        estratega.brands.create(
          {
            brandName: 'Marca del cuestionario',
            owner: estratega.actor.uid,
            status: 'active',
            missionPurpose: 'Probar la escritura real.',
            campaignGoal: 'conexion',
            kpis: ['alcance'],
            socialNetworks: ['Instagram', 'LinkedIn'],
            createdAt: new Date(),
            updatedAt: new Date(),
          },
          id,
        ),
      );
      // A browser may not even read a brand that does not exist: the server's view says it was not stored.
      expect(await storedExists(`brands/${id}`)).toBe(false);

      const before = await estratega.brands.get(ESTRATEGA_BRAND);
      await refusedInSpanish(
        estratega.brands.update(ESTRATEGA_BRAND, { missionPurpose: 'Segunda versión.', updatedAt: new Date() }),
      );
      // Nor the fields the server derives or its other commands write.
      await refusedInSpanish(
        estratega.brands.update(ESTRATEGA_BRAND, { ownerEmail: 'otro@estudio.test', updatedAt: new Date() }),
      );
      await refusedInSpanish(
        estratega.brands.update(ESTRATEGA_BRAND, {
          keyVisualDocUrl: 'https://example.com/otra-marca.png',
          updatedAt: new Date(),
        }),
      );
      expect(await estratega.brands.get(ESTRATEGA_BRAND)).toEqual(before);
    });
  });

  // The blueprint commands generate and edit the guide, the LinkedIn command saves the
  // organization id (docs/product.md, "Communication guide (blueprint)", "LinkedIn").
  it("refuses the browser's own guide block, whole guide and brand's LinkedIn organization id: nothing stored", async () => {
    await withBrowsers(['estratega@estudio.test'], async (estratega) => {
      const before = await estratega.blueprints.get(ESTRATEGA_BRAND);
      expect(before).not.toBeNull();
      const edited = { mensaje_clave: 'Escrito por la prueba de cableado.', copy_referencia: 'Copia.' };
      await refusedInSpanish(estratega.blueprints.saveBlock(ESTRATEGA_BRAND, 'tercer_bloque', edited, new Date()));
      await refusedInSpanish(
        estratega.blueprints.save({
          ...before!,
          bloques: { ...before!.bloques, tercer_bloque: edited },
          updatedAt: new Date(),
        }),
      );
      expect(await estratega.blueprints.get(ESTRATEGA_BRAND)).toEqual(before);

      const brand = await estratega.brands.get(ESTRATEGA_BRAND);
      await refusedInSpanish(
        estratega.brands.update(ESTRATEGA_BRAND, { linkedinOrganizationId: '90210417', updatedAt: new Date() }),
      );
      expect((await estratega.brands.get(ESTRATEGA_BRAND))?.linkedinOrganizationId).toBe(brand?.linkedinOrganizationId);
    });
  });

  it("refuses the browser's own blog section edits by two people at the same moment, and an image written meanwhile: nothing stored", async () => {
    // The Gestor de contenido (BLOG_EDITARTICLE, assigned to the brand) and the
    // Superadministrador, each in its own browser, saving from the same article they opened.
    await withBrowsers(['contenido@estudio.test', 'admin@estudio.test'], async (content, admin) => {
      const cumbre = DEMO_BRAND_PROFILES.find((brand) => brand.id === 'demo-cafe-cumbre-andina');
      expect(cumbre?.allowedUsers).toContain('contenido');
      const blog = await cumbreRequirement(
        content.requirements,
        (requirement) => requirement.title.startsWith('Blog') && requirement.article.length >= 3,
      );
      const section = (index: number, change: Partial<Requirement['article'][number]>) => (stored: Requirement) => ({
        article: stored.article.map((current, at) => (at === index ? { ...current, ...change } : current)),
      });
      await Promise.all([
        refusedInSpanish(
          content.requirements.updateFrom(
            blog.brandId,
            blog.id,
            section(0, { text: 'Escrito por Contenido en la prueba de cableado.' }),
          ),
        ),
        refusedInSpanish(
          admin.requirements.updateFrom(
            blog.brandId,
            blog.id,
            section(2, { sectionTitle: 'Cierre del Superadministrador' }),
          ),
        ),
        // The image panel's write (BLOG_CHANGEIMG): imageAIUrl and updatedAt alone.
        refusedInSpanish(
          admin.requirements.update(blog.brandId, blog.id, {
            imageAIUrl: 'https://example.com/imagen-de-la-prueba.png',
            updatedAt: new Date(),
          }),
        ),
        // The blog's video and its analysis (VIDEO_UPLOAD, BLOG_SUGGESTIONAI).
        refusedInSpanish(
          content.requirements.update(blog.brandId, blog.id, {
            videoUrl: 'https://example.com/video.mp4',
            videoData: { file_uri: 'https://example.com/video.mp4', analysis: 'Resumen.' },
            updatedAt: new Date(),
          }),
        ),
      ]);
      expect(await content.requirements.get(blog.brandId, blog.id)).toEqual(blog);
    });
  });

  it("uploads both cards of one carousel to its folder at the same moment, and refuses the browsers' own writes of their URLs and of a guide meanwhile: nothing stored", async () => {
    await withBrowsers(['disenador@estudio.test', 'admin@estudio.test'], async (designer, admin) => {
      const before = await cumbreRequirement(designer.requirements, (requirement) =>
        requirement.title.startsWith('Carrusel'),
      );
      const key = { brandId: before.brandId, requirementId: before.id };
      const png = Buffer.from(TINY_PNG_BASE64, 'base64');
      // The upload stays the browser's (the carousel image command then names its path).
      const [mine, theirs] = await Promise.all([
        designer.uploads.carouselImage(designer.actor, key, 0, pickedBytes('del-disenador.png', 'image/png', png)),
        admin.uploads.carouselImage(admin.actor, key, 2, pickedBytes('del-admin.png', 'image/png', png)),
      ]);
      expect(mine).toMatch(
        new RegExp(`^img_carrousels/${key.brandId}/${key.requirementId}/imagen-1-\\d+-del-disenador\\.png$`),
      );
      expect(theirs).toMatch(
        new RegExp(`^img_carrousels/${key.brandId}/${key.requirementId}/imagen-3-\\d+-del-admin\\.png$`),
      );
      // What replaceImage once wrote: the card's URL in its slot, its validation mark dropped.
      const card = (index: number, url: string) => (stored: Requirement) => ({
        imagesAIUrl: stored.imagesAIUrl.map((current, at) => (at === index ? url : current)),
        validation: Object.fromEntries(
          Object.entries(stored.validation).filter(([position]) => position !== String(index)),
        ),
      });
      await Promise.all([
        refusedInSpanish(designer.requirements.updateFrom(key.brandId, key.requirementId, card(0, downloadUrl(mine)))),
        refusedInSpanish(admin.requirements.updateFrom(key.brandId, key.requirementId, card(2, downloadUrl(theirs)))),
        refusedInSpanish(
          admin.requirements.updateFrom(key.brandId, key.requirementId, (stored) => ({
            instructions: stored.instructions.map((guide, at) => (at === 1 ? 'Guía 2 del Superadministrador' : guide)),
          })),
        ),
        // The Diseñador's new guides (CARROUSEL_NEWGUIDES) and the caption (a suggestion key).
        refusedInSpanish(
          designer.requirements.update(key.brandId, key.requirementId, {
            instructions: ['G1', 'G2', 'G3'],
            suggestedWords: ['a', 'b', 'c'],
            updatedAt: new Date(),
          }),
        ),
        refusedInSpanish(
          admin.requirements.update(key.brandId, key.requirementId, {
            caption: 'Otro caption.',
            updatedAt: new Date(),
          }),
        ),
      ]);
      expect(await designer.requirements.get(key.brandId, key.requirementId)).toEqual(before);
    });
  });

  it("uploads a script's video to its folder while two people edit sections of other scripts, and refuses every browser write of them: nothing stored", async () => {
    await withBrowsers(['contenido@estudio.test', 'admin@estudio.test'], async (content, admin) => {
      const before = await cumbreRequirement(
        content.requirements,
        (requirement) => requirement.title.startsWith('Video') && requirement.scripts.length >= 3,
      );
      const key = { brandId: before.brandId, requirementId: before.id };
      const script = (index: number, change: Record<string, string>) => (stored: Requirement) => ({
        scripts: stored.scripts.map((current, at) => (at === index ? { ...current, ...change } : current)),
      });
      const [, uploaded] = await Promise.all([
        refusedInSpanish(
          content.requirements.updateFrom(
            key.brandId,
            key.requirementId,
            script(0, { Captacion: 'Gancho de Contenido en la prueba de cableado.' }),
          ),
        ),
        content.uploads.scriptVideo(
          content.actor,
          key,
          1,
          pickedBytes('guion-2.mp4', 'video/mp4', new Uint8Array(2048).fill(7)),
        ),
        refusedInSpanish(
          admin.requirements.updateFrom(
            key.brandId,
            key.requirementId,
            script(2, { 'Llamada a la acción': 'Llamada del Superadministrador.' }),
          ),
        ),
      ]);
      expect(uploaded).toBe(`videos/${key.brandId}/${key.requirementId}/guion2/guion-2.mp4`);
      // What uploadScriptVideo once wrote with it, and the video chosen to publish.
      await refusedInSpanish(
        content.requirements.updateFrom(key.brandId, key.requirementId, script(1, { videoUrl: downloadUrl(uploaded) })),
      );
      await refusedInSpanish(
        content.requirements.update(key.brandId, key.requirementId, { videoToPublishIndex: 1, updatedAt: new Date() }),
      );
      expect(await content.requirements.get(key.brandId, key.requirementId)).toEqual(before);
    });
  });

  // The planning commands save the publishing panel, the assignment command the assignee
  // (docs/product.md, "Planning fields", "Assignee"). The scheduler's scheduledPost is not even
  // a field of the bindings' patch; the rules matrix refuses it.
  it("refuses the browser's own planning, draft mode and assignee: nothing stored", async () => {
    await withBrowsers(['contenido@estudio.test', 'estratega@estudio.test'], async (content, estratega) => {
      const before = await cumbreRequirement(content.requirements, (requirement) =>
        requirement.title.startsWith('Carrusel'),
      );
      const key = [before.brandId, before.id] as const;
      await refusedInSpanish(
        content.requirements.update(...key, {
          selectedSocialNetwork: ['Instagram'],
          publicationDate: new Date(Date.now() + 86_400_000),
          collaborators: 'ana',
          allowComments: false,
          updatedAt: new Date(),
        }),
      );
      // Each value differs from the stored one: the same value would change nothing but
      // updatedAt, which a holder of the status key may touch.
      await refusedInSpanish(
        content.requirements.update(...key, { draftMode: !before.draftMode, updatedAt: new Date() }),
      );
      // The Estratega holds ASSIGN_REQUIREMENTS: the list screen's select goes through the
      // requirements/assign command, which checks the assignee is assignable.
      await refusedInSpanish(
        estratega.requirements.update(...key, {
          assignedTo:
            before.assignedTo === 'disenador@estudio.test' ? 'contenido@estudio.test' : 'disenador@estudio.test',
          updatedAt: new Date(),
        }),
      );
      expect(await content.requirements.get(...key)).toEqual(before);
    });
  });

  // What the list screens still write directly (docs/product.md, "Status").
  it("changes a requirement's status from the list, through firestore.rules: status, updatedAt and, for En diseño, inDesignAt", async () => {
    await withBrowsers(['disenador@estudio.test'], async (designer) => {
      const before = await cumbreRequirement(
        designer.requirements,
        (requirement) => requirement.status !== 'En diseño' && requirement.status !== 'Finalizado',
      );
      const inDesign = await designer.lists.changeStatus(designer.actor, before, 'En diseño');
      const stored = await designer.requirements.get(before.brandId, before.id);
      expect(stored?.status).toBe('En diseño');
      expect(stored?.inDesignAt).toBeInstanceOf(Date);
      expect(stored?.updatedAt?.getTime()).toBeGreaterThan(before.updatedAt?.getTime() ?? 0);
      expect({ ...stored, status: before.status, inDesignAt: null, updatedAt: null }).toEqual({
        ...before,
        inDesignAt: null,
        updatedAt: null,
      });

      await designer.lists.changeStatus(designer.actor, inDesign, 'Solicitar diseño');
      expect((await designer.requirements.get(before.brandId, before.id))?.status).toBe('Solicitar diseño');
    });
  });

  // What the brand settings screen still writes directly (docs/product.md, "Brand settings (`/adminbrands`)").
  it('disables and enables a brand and grants and revokes its access from the brand settings, through firestore.rules', async () => {
    await withBrowsers(['marcas@estudio.test'], async (marcas) => {
      const brandId = DEMO_BRAND_PROFILES.find((brand) => brand.owner === 'marcas')?.id ?? '';
      const before = await marcas.brands.get(brandId);
      expect(before).not.toBeNull();
      await marcas.brandSettings.disable(marcas.actor, brandId);
      expect((await marcas.brands.get(brandId))?.status).toBe('disabled');
      await marcas.brandSettings.enable(marcas.actor, brandId);
      expect((await marcas.brands.get(brandId))?.status).toBe('active');

      const granted = await marcas.brandSettings.grantAccess(marcas.actor, brandId, 'contenido@estudio.test');
      expect(granted.allowedUsers).toContain('contenido@estudio.test');
      expect((await marcas.brands.get(brandId))?.allowedUsers).toContain('contenido@estudio.test');
      await marcas.brandSettings.revokeAccess(marcas.actor, brandId, 'contenido@estudio.test');
      const after = await marcas.brands.get(brandId);
      expect(after?.allowedUsers).toEqual(before?.allowedUsers);
      // Nothing else of the brand moved.
      expect({ ...after, updatedAt: null }).toEqual({ ...before, status: 'active', updatedAt: null });
    });
  });

  it("answers a write the rules refuse with the Spanish reason, the SDK's error kept as its cause", async () => {
    await sessions.signIn('disenador@estudio.test', DEMO_PASSWORD, true);
    try {
      const brandId = DEMO_BRAND_PROFILES.find((brand) => brand.allowedUsers.includes('disenador'))?.id ?? '';
      const refusal = await brandStore
        .update(brandId, { missionPurpose: 'No debería.', updatedAt: new Date() })
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).message).toBe(DataStoreTexts.permissionDenied);
      expect((refusal as Error).cause).toMatchObject({ code: 'permission-denied' });
    } finally {
      await sessions.signOut();
    }
  });

  it('refuses the disabled user with the login message', async () => {
    await expect(sessions.signIn('inactivo@estudio.test', DEMO_PASSWORD, true)).rejects.toThrow(
      Messages.auth.wrongCredentials,
    );
  });

  it('refuses a wrong password with the login message', async () => {
    await expect(sessions.signIn('admin@estudio.test', 'otra-clave', true)).rejects.toThrow(
      Messages.auth.wrongCredentials,
    );
  });
});
