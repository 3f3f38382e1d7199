// The local stack end to end: the demo seed written with firebase-admin, then each demo
// account signing in through the domain's SessionUseCases on the browser's Firebase
// bindings, with firestore.rules enforced by the emulator.
import {
  DEFAULT_PERMISSION_CONFIG,
  DEMO_ROLES,
  Messages,
  SERVER_USE_CASES,
  USE_CASES,
  resolvePermissions,
} from '@estudio/domain';
import {
  BlogUseCases,
  BlueprintRepository,
  BlueprintUseCases,
  BlueprintViews,
  BrandDnaUseCases,
  BrandDnaViews,
  BrandRepository,
  CarouselUseCases,
  Clock,
  ContentGridUseCases,
  LinkedInOrganizationUseCases,
  RequirementRepository,
  UserRepository,
  SessionUseCases,
  VideoUseCases,
  type ArticleSection,
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

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-estudio';
const emulators = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199',
};

let web: FirebaseApp;

/** The console's container on a Firebase app, as packages/web composes it (the use cases these cases run). */
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
    [
      USE_CASES.session,
      // The server's use cases of these commands, over the browser's repositories: their writes
      // go through firestore.rules here (the functions make them with the Admin SDK).
      SERVER_USE_CASES.contentGrid,
      SERVER_USE_CASES.linkedInOrganization,
      USE_CASES.brandDnaViews,
      USE_CASES.blueprintViews,
      USE_CASES.linkedIn,
      USE_CASES.blog,
      USE_CASES.carousel,
      USE_CASES.video,
    ],
  );

/** A browser of its own: a Firebase app with a Storage bucket (uploads), its console, signed in as `email`. */
const browserAs = async (name: string, email: string) => {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key', storageBucket: `${projectId}.appspot.com` }, name);
  const container = consoleOn(app);
  const session: Session = await container.get(SessionUseCases).signIn(email, DEMO_PASSWORD, true);
  return {
    container,
    actor: session.actor,
    close: async () => {
      await container.get(SessionUseCases).signOut();
      await deleteApp(app);
    },
  };
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

let sessions: SessionUseCases;
let grids: ContentGridUseCases;
let brandDna: BrandDnaUseCases;
let brandViews: BrandDnaViews;
let guides: BlueprintUseCases;
let guideViews: BlueprintViews;
let linkedIn: LinkedInOrganizationUseCases;
let brandStore: BrandRepository;
let blueprintStore: BlueprintRepository;
let blogs: BlogUseCases;
let requirementStore: RequirementRepository;

beforeAll(async () => {
  setLogLevel('silent');
  const admin = initializeAdminApp({ projectId }, 'bindings-seed');
  await seedDemoData({ auth: getAdminAuth(admin), firestore: getAdminFirestore(admin), now: new Date() });
  await deleteAdminApp(admin);

  web = initializeApp({ projectId, apiKey: 'demo-api-key' }, 'bindings-web');
  const container = consoleOn(web);
  sessions = container.get(SessionUseCases);
  grids = container.get(ContentGridUseCases);
  linkedIn = container.get(LinkedInOrganizationUseCases);
  brandStore = container.get(BrandRepository);
  blueprintStore = container.get(BlueprintRepository);
  brandViews = container.get(BrandDnaViews);
  guideViews = container.get(BlueprintViews);
  // No file, model or stored medium is involved in these cases.
  const unused = <T extends object>(): T =>
    new Proxy({} as T, { get: () => () => Promise.reject(new Error('not used by these cases')) });
  const clock = container.get<Clock>(Clock);
  brandDna = new BrandDnaUseCases(brandStore, container.get(UserRepository), unused(), unused(), clock);
  guides = new BlueprintUseCases(brandStore, blueprintStore, unused(), unused(), clock);
  blogs = container.get(BlogUseCases);
  requirementStore = container.get(RequirementRepository);
});

afterAll(async () => {
  await deleteApp(web);
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

  it('generates a content grid through firestore.rules: numbered from the counter, by the caller, at server time', async () => {
    const session = await sessions.signIn('estratega@estudio.test', DEMO_PASSWORD, true);
    try {
      const brandId = DEMO_BRAND_PROFILES.find((brand) => brand.owner === 'estratega')?.id ?? '';
      const before = await grids.generate(session.actor, brandId);
      const after = await grids.generate(session.actor, brandId);
      expect(before).toHaveLength(14);
      const first = before[0]?.number ?? 0;
      expect([...before, ...after].map((requirement) => requirement.number)).toEqual(
        Array.from({ length: 28 }, (_, index) => first + index),
      );
      expect(new Set(before.map((requirement) => requirement.createdBy))).toEqual(new Set(['estratega@estudio.test']));
    } finally {
      await sessions.signOut();
    }
  });

  it('gives two strategists generating a grid at the same moment different numbers, through firestore.rules', async () => {
    // A second browser: its own app, signed in as the Superadministrador (who may also generate).
    const other = initializeApp({ projectId, apiKey: 'demo-api-key' }, 'bindings-web-second');
    const second = consoleOn(other);
    const otherSessions = second.get(SessionUseCases);
    const session = await sessions.signIn('estratega@estudio.test', DEMO_PASSWORD, true);
    const otherSession = await otherSessions.signIn('admin@estudio.test', DEMO_PASSWORD, true);
    try {
      const brandId = DEMO_BRAND_PROFILES.find((brand) => brand.owner === 'estratega')?.id ?? '';
      const [mine, theirs] = await Promise.all([
        grids.generate(session.actor, brandId),
        second.get(ContentGridUseCases).generate(otherSession.actor, brandId),
      ]);
      const numbers = [...mine, ...theirs].map((requirement) => requirement.number).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(28);
      expect(numbers.at(-1)! - numbers[0]!).toBe(27);
    } finally {
      await sessions.signOut();
      await otherSessions.signOut();
      await deleteApp(other);
    }
  });

  // The screens of issue 14 write through these use cases: each write must pass firestore.rules
  // as the browser's adapters make it (a brand created without updatedAt was refused).
  it('creates a brand from the questionnaire and saves it again, through firestore.rules', async () => {
    const session = await sessions.signIn('estratega@estudio.test', DEMO_PASSWORD, true);
    try {
      const created = await brandDna.save(session.actor, {
        brandName: 'Marca del cuestionario',
        missionPurpose: 'Probar la escritura real.',
        campaignGoal: 'conexion',
        kpis: ['alcance'],
        socialNetworks: ['Instagram', 'LinkedIn'],
      });
      expect(created).toMatchObject({ owner: session.actor.uid, status: 'active' });
      const updated = await brandDna.save(session.actor, {
        id: created.id,
        brandName: 'Marca del cuestionario',
        missionPurpose: 'Segunda versión.',
      });
      expect(updated.id).toBe(created.id);
      const stored = await brandViews.load(session.actor, created.id);
      expect(stored).toMatchObject({ brandName: 'Marca del cuestionario', missionPurpose: 'Segunda versión.' });
      expect(stored.updatedAt).toBeInstanceOf(Date);
    } finally {
      await sessions.signOut();
    }
  });

  it("saves one guide block and a brand's LinkedIn organization id, through firestore.rules", async () => {
    const session = await sessions.signIn('estratega@estudio.test', DEMO_PASSWORD, true);
    try {
      const brandId = DEMO_BRAND_PROFILES.find((brand) => brand.owner === 'estratega')?.id ?? '';
      const before = await guideViews.stored(session.actor, brandId);
      const edited = { mensaje_clave: 'Escrito por la prueba de cableado.', copy_referencia: 'Copia.' };
      await guides.saveBlock(session.actor, brandId, 'tercer_bloque', edited);
      const after = await blueprintStore.get(brandId);
      expect(after?.bloques.tercer_bloque).toEqual(edited);
      expect(after?.bloques.primer_bloque).toEqual(before?.bloques.primer_bloque);

      expect(await linkedIn.save(session.actor, brandId, ' 90210417 ')).toMatchObject({
        linkedinOrganizationId: '90210417',
      });
      expect((await brandStore.get(brandId))?.linkedinOrganizationId).toBe('90210417');
    } finally {
      await sessions.signOut();
    }
  });

  it('keeps both edits when two people save different sections of one blog article at the same moment, and an image written meanwhile, through firestore.rules', async () => {
    // Two browsers: the Gestor de contenido (BLOG_EDITARTICLE, assigned to the brand) and the
    // Superadministrador, each in its own Firebase app, saving from the same article they opened.
    const other = initializeApp({ projectId, apiKey: 'demo-api-key' }, 'bindings-web-blog');
    const second = consoleOn(other);
    const otherSessions = second.get(SessionUseCases);
    const session = await sessions.signIn('contenido@estudio.test', DEMO_PASSWORD, true);
    const otherSession = await otherSessions.signIn('admin@estudio.test', DEMO_PASSWORD, true);
    try {
      const cumbre = DEMO_BRAND_PROFILES.find((brand) => brand.id === 'demo-cafe-cumbre-andina');
      expect(cumbre?.allowedUsers).toContain('contenido');
      const brandId = cumbre?.id ?? '';
      const blog = (await requirementStore.list(brandId)).find(
        (requirement) => requirement.title.startsWith('Blog') && requirement.article.length >= 3,
      );
      expect(blog).toBeDefined();
      const key = { brandId, requirementId: blog!.id };
      const base = blog!.article;
      const edited = (index: number, section: Partial<ArticleSection>) =>
        base.map((current, at) => (at === index ? { ...current, ...section } : current));
      const mine = edited(0, { text: 'Escrito por Contenido en la prueba de cableado.' });
      const theirs = edited(2, { sectionTitle: 'Cierre del Superadministrador' });
      const image = 'https://example.com/imagen-de-la-prueba.png';
      await Promise.all([
        blogs.editSections(session.actor, key, { base, draft: mine }),
        second.get(BlogUseCases).editSections(otherSession.actor, key, { base, draft: theirs }),
        // The image panel's write (BLOG_CHANGEIMG): imageAIUrl and updatedAt alone.
        second
          .get<RequirementRepository>(RequirementRepository)
          .update(brandId, blog!.id, { imageAIUrl: image, updatedAt: new Date() }),
      ]);
      const after = await requirementStore.get(brandId, blog!.id);
      expect(after?.article).toEqual([mine[0], ...base.slice(1, 2), theirs[2], ...base.slice(3)]);
      expect(after?.imageAIUrl).toBe(image);
      expect(after?.updatedAt?.getTime()).toBeGreaterThan(blog!.updatedAt?.getTime() ?? 0);
    } finally {
      await sessions.signOut();
      await otherSessions.signOut();
      await deleteApp(other);
    }
  });

  it('keeps both images when the Diseñador and the Superadministrador replace different cards of one carousel at the same moment, and a guide saved meanwhile, through firestore.rules and storage.rules', async () => {
    const designer = await browserAs('bindings-web-carousel-1', 'disenador@estudio.test');
    const admin = await browserAs('bindings-web-carousel-2', 'admin@estudio.test');
    try {
      const store = designer.container.get<RequirementRepository>(RequirementRepository);
      const before = await cumbreRequirement(store, (requirement) => requirement.title.startsWith('Carrusel'));
      const key = { brandId: before.brandId, requirementId: before.id };
      const png = Buffer.from(TINY_PNG_BASE64, 'base64');
      const [mine, theirs] = await Promise.all([
        designer.container
          .get(CarouselUseCases)
          .replaceImage(designer.actor, key, 0, pickedBytes('del-disenador.png', 'image/png', png)),
        admin.container
          .get(CarouselUseCases)
          .replaceImage(admin.actor, key, 2, pickedBytes('del-admin.png', 'image/png', png)),
        admin.container
          .get(CarouselUseCases)
          .editTexts(admin.actor, key, { guide: { index: 1, description: 'Guía 2 del Superadministrador' } }),
      ]);
      const after = await store.get(key.brandId, key.requirementId);
      const mineUrl = mine.imagesAIUrl[0] ?? '';
      const theirsUrl = theirs.imagesAIUrl[2] ?? '';
      expect(decodeURIComponent(mineUrl)).toContain('del-disenador.png');
      expect(decodeURIComponent(theirsUrl)).toContain('del-admin.png');
      expect(after?.imagesAIUrl[0]).toBe(mineUrl);
      expect(after?.imagesAIUrl[2]).toBe(theirsUrl);
      expect(after?.imagesAIUrl[1] ?? '').toBe(before.imagesAIUrl[1] ?? '');
      expect(after?.instructions[1]).toBe('Guía 2 del Superadministrador');
      expect(after?.instructions[0]).toBe(before.instructions[0]);
      expect(after?.validation['0']).toBeUndefined();
      expect(after?.validation['2']).toBeUndefined();
      expect(after?.updatedAt?.getTime()).toBeGreaterThan(before.updatedAt?.getTime() ?? 0);
    } finally {
      await designer.close();
      await admin.close();
    }
  });

  it('keeps every change when Contenido and the Superadministrador save sections of different scripts at the same moment while a video uploads to a third, through firestore.rules and storage.rules', async () => {
    const content = await browserAs('bindings-web-video-1', 'contenido@estudio.test');
    const admin = await browserAs('bindings-web-video-2', 'admin@estudio.test');
    try {
      const store = content.container.get<RequirementRepository>(RequirementRepository);
      const before = await cumbreRequirement(
        store,
        (requirement) => requirement.title.startsWith('Video') && requirement.scripts.length >= 3,
      );
      const key = { brandId: before.brandId, requirementId: before.id };
      const videos = content.container.get(VideoUseCases);
      const [, uploaded] = await Promise.all([
        videos.editScriptSection(content.actor, key, 0, 'Captacion', 'Gancho de Contenido en la prueba de cableado.'),
        videos.uploadScriptVideo(
          content.actor,
          key,
          1,
          pickedBytes('guion-2.mp4', 'video/mp4', new Uint8Array(2048).fill(7)),
        ),
        admin.container
          .get(VideoUseCases)
          .editScriptSection(admin.actor, key, 2, 'Llamada a la acción', 'Llamada del Superadministrador.'),
      ]);
      const after = await store.get(key.brandId, key.requirementId);
      const videoUrl = uploaded.scripts[1]?.videoUrl ?? '';
      expect(decodeURIComponent(videoUrl)).toContain(`videos/${key.brandId}/${key.requirementId}/guion2/guion-2.mp4`);
      expect(after?.scripts).toEqual([
        { ...before.scripts[0], Captacion: 'Gancho de Contenido en la prueba de cableado.' },
        { ...before.scripts[1], videoUrl },
        { ...before.scripts[2], 'Llamada a la acción': 'Llamada del Superadministrador.' },
        ...before.scripts.slice(3),
      ]);
      expect(after?.updatedAt?.getTime()).toBeGreaterThan(before.updatedAt?.getTime() ?? 0);
    } finally {
      await content.close();
      await admin.close();
    }
  });

  it("answers a write the rules refuse with the Spanish reason, the SDK's error kept as its cause", async () => {
    await sessions.signIn('disenador@estudio.test', DEMO_PASSWORD, true);
    try {
      const brandId = DEMO_BRAND_PROFILES.find((brand) => brand.allowedUsers.includes('disenador'))?.id ?? '';
      const refusal = await brandStore
        .update(brandId, { missionPurpose: 'No debería.', updatedAt: new Date() })
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).message).toBe(Messages.dataStore.permissionDenied);
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
