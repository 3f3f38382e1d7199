import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '@estudio/adapters/node';
import { TINY_PNG_BASE64 } from '@estudio/adapters';
import {
  AI_ROUTE_NAMES,
  AI_ROUTES,
  type AiRouteName,
  DEFAULT_AI_CALLS_PER_MINUTE,
  DEMO_ROLES,
  Messages,
  resolvePermissions,
  ServerMessages,
} from '@estudio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/*
 * The ai function end to end: the bundle of build.mjs in the Functions emulator, called over
 * HTTP with real ID tokens of the demo accounts, reading the demo data from Firestore and the
 * uploads from the Storage emulator, answered by the offline demo model (a demo-* project
 * with no provider configured). Started by scripts/emulators/exec.mjs --only
 * auth,firestore,storage,functions. An answer the domain's parser refuses is proved to store
 * nothing over the twins (packages/adapters/src/application/ai-service.test.ts); here a
 * refused validate-design writes nothing.
 */
const hub = process.env.FIREBASE_EMULATOR_HUB;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT;
if (!hub || !authHost || !storageHost || !projectId) {
  throw new Error(
    'Run through scripts/emulators/exec.mjs --only auth,firestore,storage,functions (emulator variables missing).',
  );
}

/** The per-minute limit the functions run with (the test-emulators target may lower it). */
const LIMIT = Number(process.env.ESTUDIO_AI_CALLS_PER_MINUTE ?? DEFAULT_AI_CALLS_PER_MINUTE);
const bucketName = `${projectId}.appspot.com`;
const app = initializeApp({ projectId, storageBucket: bucketName }, 'ai-emulator-test');
const auth = getAuth(app);
const db = getFirestore(app);
const bucket = getStorage(app).bucket(bucketName);
let baseUrl = '';

/** Brands of the demo data: Café Cumbre Andina (Estratega's, assigned to Diseñador and Contenido), Sonrisa Austral (neither). */
const VISIBLE = 'demo-cafe-cumbre-andina';
const HIDDEN = 'demo-sonrisa-austral';

const accountOf = (roleName: string): string => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.roleName === roleName);
  if (account === undefined) throw new Error(`no demo account for ${roleName}`);
  return account.email;
};
const ROLE_NAMES = ['Superadministrador', 'Estratega', 'Diseñador', 'Gestor de contenido', 'Administrador de marcas'];

const signIn = async (email: string): Promise<string> => {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (body.idToken === undefined) throw new Error(`sign-in of ${email}: ${body.error?.message}`);
  return body.idToken;
};

interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: Record<string, unknown>;
}

const call = async (route: string, body: unknown, token: string): Promise<Answer> => {
  const response = await fetch(`${baseUrl}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
};

/** Uploads a file to the Storage emulator and answers its download URL, as the console would hold it. */
const upload = async (path: string, bytes: Buffer, contentType: string): Promise<string> => {
  await bucket.file(path).save(bytes, { contentType, resumable: false });
  return `http://${storageHost}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media`;
};

const firstRequirementOf = async (brandId: string): Promise<string> => {
  const snapshot = await db.collection(`brands/${brandId}/requirements`).limit(1).get();
  const [requirement] = snapshot.docs;
  if (requirement === undefined) throw new Error(`no requirement under ${brandId}`);
  return requirement.id;
};

/** Which routes a demo role may call: one of the route's keys among those its codes resolve to. */
const allowedRoutes = (roleName: string): Set<AiRouteName> => {
  const role = DEMO_ROLES.find((candidate) => candidate.name === roleName);
  const { keys } = resolvePermissions(null, role?.permissions ?? []);
  return new Set(
    AI_ROUTE_NAMES.filter((route) => AI_ROUTES[route].permissions.some((key: string) => keys.has(key as never))),
  );
};

beforeAll(async () => {
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number }
  >;
  const functions = emulators['functions'];
  if (functions === undefined) throw new Error('The Functions emulator is not running.');
  baseUrl = `http://${functions.host}:${functions.port}/${projectId}/us-central1/ai`;
});
afterAll(async () => {
  await deleteApp(app);
});

describe('the ai function in the Functions emulator (demo model)', () => {
  const tokens: Record<string, string> = {};
  let requirementId = '';
  let hiddenRequirementId = '';
  /** Every route's body for a brand and its requirement, with files uploaded where a route names one. */
  let bodies: Record<AiRouteName, Record<string, unknown>>;
  let imageUrl = '';

  beforeEach(async () => {
    await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
    await fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    await seedDemoData({ auth, firestore: db, now: new Date('2026-11-21T12:00:00Z') });
    for (const roleName of ROLE_NAMES) tokens[roleName] = await signIn(accountOf(roleName));
    requirementId = await firstRequirementOf(VISIBLE);
    hiddenRequirementId = await firstRequirementOf(HIDDEN);

    const manualUrl = await upload(
      `brandManuals/${VISIBLE}/u1-manual.pdf`,
      Buffer.from('%PDF-1.4\n% Manual de marca de prueba\n'),
      'application/pdf',
    );
    const videoUrl = await upload(
      `video_blogs/${VISIBLE}/${requirementId}/video.mp4`,
      Buffer.from('video de prueba'),
      'video/mp4',
    );
    imageUrl = await upload(
      `img_carrousels/${VISIBLE}/${requirementId}/imagen-1.png`,
      Buffer.from(TINY_PNG_BASE64, 'base64'),
      'image/png',
    );
    await db.doc(`brands/${VISIBLE}/requirements/${requirementId}`).update({
      caption: 'Café de altura, tostado esta semana.',
      instructions: ['Taza humeante al centro, fondo crema, logo abajo a la derecha.'],
      imagesAIUrl: [imageUrl],
      validation: {},
    });

    const scope = { brandId: VISIBLE, requirementId };
    bodies = {
      'learning-brand': { brandId: VISIBLE, manualUrl },
      'generate-blueprint': { brandId: VISIBLE, diagnostic_form: 'Marca de café de especialidad.', document_url: '' },
      'carousel-captions': { ...scope, brand_strategy: 'Cercana y experta.' },
      'video-captions': { ...scope, brand_strategy: 'Cercana y experta.' },
      'carousel-guides': { ...scope, prompt1: 'Tres guías para el carrusel.', temperature: 1, max_output_tokens: 8192 },
      'carousel-image': {
        ...scope,
        caption: 'Café de altura',
        descripcion: 'Taza al centro',
        graphicGuide: 'Colores tierra',
      },
      'validate-design': {
        ...scope,
        index: 0,
        image_url: imageUrl,
        design_guidance: 'x',
        brand_manual_summary: 'x',
        caption: 'x',
      },
      'video-summary': { ...scope, videoUrl },
      'video-article': { ...scope, texto: 'Resumen del video.', communicationTone: 'Cercano' },
      'article-image': { ...scope, content: 'Un artículo sobre café de altura.' },
      'video-scripts': { ...scope, brand_strategy: 'Cercana y experta.', texto: 'Resumen del video.' },
    };
  });

  /** The contract's answer fields of each route (docs/product.md, "The ai endpoint"). */
  const expectShape = (route: AiRouteName, body: Record<string, unknown>): void => {
    expect(body['success'], `${route}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
    switch (route) {
      case 'learning-brand':
        expect(body['analysis']).toEqual(expect.any(String));
        break;
      case 'generate-blueprint':
        expect(Object.keys(body['bloques'] as object)).toHaveLength(7);
        break;
      case 'carousel-captions':
        expect(Object.keys(body['redes_json'] as object).length).toBeGreaterThan(0);
        break;
      case 'video-captions':
        expect(Object.keys(body['videos_json'] as object).sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `video${n}`));
        break;
      case 'carousel-guides':
        expect(Object.keys(body['guias_json'] as object).sort()).toEqual(['guia1', 'guia2', 'guia3']);
        break;
      case 'carousel-image':
      case 'article-image': {
        const image = Buffer.from(body['imageBase64'] as string, 'base64');
        const png = image.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        const jpeg = image.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]));
        expect(png || jpeg).toBe(true);
        break;
      }
      case 'validate-design':
        expect(body['alineacion']).toEqual(expect.any(Number));
        expect(body['descripcion']).toEqual(expect.any(String));
        break;
      case 'video-summary':
        expect(body).toMatchObject({ file_uri: expect.any(String), analysis: expect.any(String) });
        break;
      case 'video-article':
        expect((body['articulo'] as unknown[]).length).toBeGreaterThan(0);
        break;
      case 'video-scripts':
        expect(((body['guiones'] as { scripts: unknown[] }).scripts ?? []).length).toBeGreaterThan(0);
        break;
    }
  };

  it('says which model serves: the demo model, labelled as such', async () => {
    const answer = await call('status', {}, tokens['Diseñador'] ?? '');
    expect(answer).toMatchObject({ status: 200, body: { success: true, provider: 'demo', demo: true } });
  });

  it('answers the Superadministrador every route for a visible brand, in the contract shape', async () => {
    for (const route of AI_ROUTE_NAMES) {
      const answer = await call(route, bodies[route], tokens['Superadministrador'] ?? '');
      expect(answer.status, `${route}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
      expectShape(route, answer.body);
    }
  });

  it('answers estratega@estudio.test the routes of the Estratega role for its brand (and 403 the others)', async () => {
    const allowed = allowedRoutes('Estratega');
    expect([...allowed].sort()).toEqual(['generate-blueprint', 'learning-brand']);
    for (const route of AI_ROUTE_NAMES) {
      const answer = await call(route, bodies[route], tokens['Estratega'] ?? '');
      if (allowed.has(route)) {
        expect(answer.status, route).toBe(200);
        expectShape(route, answer.body);
      } else {
        expect(answer, route).toMatchObject({
          status: 403,
          body: { success: false, error: Messages.access.forbidden },
        });
      }
    }
  });

  it('holds the permission matrix of the demo roles: the route keys and the brand visibility', async () => {
    for (const roleName of ['Diseñador', 'Gestor de contenido', 'Administrador de marcas']) {
      const allowed = allowedRoutes(roleName);
      // The brands' administrator is neither owner nor assigned on Café Cumbre Andina.
      const seesBrand = roleName !== 'Administrador de marcas';
      for (const route of AI_ROUTE_NAMES) {
        const answer = await call(route, bodies[route], tokens[roleName] ?? '');
        const expected = allowed.has(route) && seesBrand ? 200 : 403;
        expect(answer.status, `${roleName} → ${route}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(expected);
      }
    }
  });

  it('refuses disenador@estudio.test generate-blueprint with 403', async () => {
    expect(accountOf('Diseñador')).toBe('disenador@estudio.test');
    expect(await call('generate-blueprint', bodies['generate-blueprint'], tokens['Diseñador'] ?? '')).toMatchObject({
      status: 403,
      body: { success: false, error: Messages.access.forbidden },
    });
  });

  it('refuses a brand the caller cannot see, even with the route key', async () => {
    const guides = { ...bodies['carousel-guides'], brandId: HIDDEN, requirementId: hiddenRequirementId };
    expect((await call('carousel-guides', guides, tokens['Diseñador'] ?? '')).status).toBe(403);
    const blueprint = { ...bodies['generate-blueprint'], brandId: HIDDEN };
    expect((await call('generate-blueprint', blueprint, tokens['Estratega'] ?? '')).status).toBe(403);
  });

  it('answers 400 naming the field of a bad body, and 404 for a requirement the brand does not have', async () => {
    const token = tokens['Diseñador'] ?? '';
    expect(await call('carousel-guides', { ...bodies['carousel-guides'], temperature: 0.2 }, token)).toMatchObject({
      status: 400,
      body: { error: ServerMessages.aiEndpoint.fieldMustBe('temperature', 1) },
    });
    expect(await call('validate-design', { ...bodies['validate-design'], index: 5 }, token)).toMatchObject({
      status: 400,
      body: { error: ServerMessages.aiEndpoint.invalidIndex },
    });
    expect(await call('carousel-guides', { requirementId }, token)).toMatchObject({
      status: 400,
      body: { error: Messages.endpoints.fieldRequired('brandId') },
    });
    // Requirement ids repeat across brands (r1, r2…): the one asked for must be under brandId.
    const elsewhere = { ...bodies['carousel-guides'], requirementId: 'r9999' };
    expect(await call('carousel-guides', elsewhere, token)).toMatchObject({
      status: 404,
      body: { error: Messages.carousel.requirementNotFound },
    });
  });

  it(`answers 429 with Retry-After after ${LIMIT} calls in a minute`, async () => {
    const token = tokens['Gestor de contenido'] ?? '';
    for (let made = 0; made < LIMIT; made += 1) {
      expect((await call('video-captions', bodies['video-captions'], token)).status).toBe(200);
    }
    const refused = await call('video-captions', bodies['video-captions'], token);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused.body).toEqual({
      success: false,
      error: ServerMessages.aiEndpoint.rateLimited(Number(refused.retryAfter)),
    });
    // Another user's budget is their own.
    expect((await call('carousel-guides', bodies['carousel-guides'], tokens['Diseñador'] ?? '')).status).toBe(200);
  });

  describe('validate-design', () => {
    const requirementPath = (): string => `brands/${VISIBLE}/requirements/${requirementId}`;

    it('writes validation.{index} onto the requirement and a history entry with who and when', async () => {
      await db.doc(requirementPath()).update({ 'validation.1': { alineacion: 10, descripcion: 'Otra tarjeta' } });
      const before = Date.now();
      const answer = await call('validate-design', bodies['validate-design'], tokens['Diseñador'] ?? '');
      expect(answer.status).toBe(200);
      const stored = (await db.doc(requirementPath()).get()).data();
      expect(stored?.['validation']).toEqual({
        '0': { alineacion: answer.body['alineacion'], descripcion: answer.body['descripcion'] },
        '1': { alineacion: 10, descripcion: 'Otra tarjeta' },
      });
      const history = await db.collection(`${requirementPath()}/validationHistory`).get();
      expect(history.docs).toHaveLength(1);
      const entry = history.docs[0]?.data() ?? {};
      expect(entry).toMatchObject({
        index: 0,
        imageUrl,
        alineacion: answer.body['alineacion'],
        descripcion: answer.body['descripcion'],
        by: { email: 'disenador@estudio.test', uid: expect.any(String) },
      });
      expect((entry['at'] as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    });

    it('refuses an image that is not the stored one of that card, and then writes nothing', async () => {
      const stale = await upload(
        `img_carrousels/${VISIBLE}/${requirementId}/otra.png`,
        Buffer.from(TINY_PNG_BASE64, 'base64'),
        'image/png',
      );
      const answer = await call(
        'validate-design',
        { ...bodies['validate-design'], image_url: stale },
        tokens['Diseñador'] ?? '',
      );
      expect(answer).toMatchObject({
        status: 400,
        body: { success: false, error: ServerMessages.aiEndpoint.staleImage },
      });
      expect((await db.doc(requirementPath()).get()).data()?.['validation']).toEqual({});
      expect((await db.collection(`${requirementPath()}/validationHistory`).get()).empty).toBe(true);
    });
  });
});
