import { buildDemoDataset } from '@estudio/adapters/node';
import { Messages } from '@estudio/domain/shared';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  freshStack,
  functionUrl,
  postJson,
  projectId,
  SEED_NOW,
  storageHost,
  type RoleName,
} from './emulator-support.test-kit.js';
import { authorizeWith as authorizeIn, backTo, visit } from './linkedin-emulator.test-kit.js';
import { FunctionTexts } from './texts.js';

/*
 * The linkedin function end to end, with the OAuth round trip against the local sandbox
 * (linkedin-emulator.test-kit.ts): the callback, visited by the browser that began it (its
 * nonce cookie), exchanges the code (with the client secret) and sends the browser back to
 * the console. Then disconnect and publish. The browser binding itself is
 * linkedin-browser.emulator.test.ts's; the scheduled refresh linkedin-refresh.emulator.test.ts's.
 */

const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'linkedin-emulator-test');
const db = getFirestore(app);
const BRAND = 'demo-cafe-cumbre-andina';
const ORGANIZATION = '12345';
const dataset = buildDemoDataset(SEED_NOW, { host: storageHost ?? '', bucket: `${projectId}.appspot.com` });

let linkedinUrl = '';
let sandboxUrl = '';
let tokens: Record<RoleName, { idToken: string; uid: string }>;
const estratega = () => tokens['Estratega'];

const call = (route: string, body: unknown, roleName: RoleName = 'Estratega') =>
  postJson(`${linkedinUrl}/${route}`, body, tokens[roleName].idToken);

/** The Estratega's browser through the sandbox's page, up to the callback URL (and its cookie). */
const authorizeWith = (button: string) =>
  authorizeIn({ linkedin: linkedinUrl, sandbox: sandboxUrl }, estratega().idToken, BRAND, button);

const connection = async (uid: string) => (await db.doc(`users/${uid}/linkedin/default`).get()).data();

beforeAll(async () => {
  linkedinUrl = await functionUrl('linkedin');
  sandboxUrl = await functionUrl('sandbox');
});
afterAll(async () => {
  await deleteApp(app);
});
beforeEach(async () => {
  tokens = await freshStack(app);
  await db.doc(`brands/${BRAND}`).update({ linkedinOrganizationId: ORGANIZATION });
});

describe('the linkedin function in the Functions emulator (OAuth against the local sandbox)', () => {
  it('connects: Permitir → callback → users/{uid}/linkedin/default without a token, tokens server-side', async () => {
    const before = Date.now();
    const { callback, cookie } = await authorizeWith(FunctionTexts.sandbox.allow);
    const back = await visit(callback, cookie);
    expect({ status: back.status, location: back.location }).toEqual(backTo('linkedin=conectado'));

    const stored = await connection(estratega().uid);
    expect(Object.keys(stored ?? {}).sort()).toEqual([
      'brandId',
      'connected',
      'connectedAt',
      'expiresAt',
      'organizationId',
      'refreshFailed',
      'sandbox',
    ]);
    // Made through the local sandbox, and the document says so (the console labels it).
    expect(stored).toMatchObject({
      connected: true,
      organizationId: ORGANIZATION,
      brandId: BRAND,
      sandbox: true,
      refreshFailed: false,
    });
    expect((stored?.['expiresAt'] as Timestamp).toMillis()).toBeGreaterThan(before + 30 * 86_400_000);
    expect(JSON.stringify(stored)).not.toMatch(/token/i);
    const vault = (await db.doc(`linkedinTokens/${estratega().uid}`).get()).data();
    expect(vault?.['accessToken']).toEqual(expect.any(String));

    // The same redirect again, even from the same browser: the state was spent.
    const replayed = await visit(callback, cookie);
    expect({ status: replayed.status, location: replayed.location }).toEqual(
      backTo('linkedin=error&motivo=used-state'),
    );
  });

  it('refuses a forged state and a missing one, and connects nobody', async () => {
    const forged = await visit(`${linkedinUrl}/callback?code=inventado&state=forjado`);
    expect({ status: forged.status, location: forged.location }).toEqual(backTo('linkedin=error&motivo=unknown-state'));
    const missing = await visit(`${linkedinUrl}/callback?code=inventado`);
    expect({ status: missing.status, location: missing.location }).toEqual(
      backTo('linkedin=error&motivo=missing-state'),
    );
    expect((await db.collection('linkedinTokens').get()).empty).toBe(true);
  });

  it('refuses an expired state', async () => {
    const { callback, state, cookie } = await authorizeWith(FunctionTexts.sandbox.allow);
    const states = await db.collection('linkedinAuthStates').get();
    expect(states.docs.map((document) => document.id)).toContain(state);
    await db.doc(`linkedinAuthStates/${state}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1_000) });
    const back = await visit(callback, cookie);
    expect({ status: back.status, location: back.location }).toEqual(backTo('linkedin=error&motivo=expired-state'));
    expect(await connection(estratega().uid)).toBeUndefined();
  });

  it('Cancelar comes back as cancelled, and spends the state', async () => {
    const { callback, cookie } = await authorizeWith(FunctionTexts.sandbox.cancel);
    expect(new URL(callback).searchParams.get('error')).toBe('user_cancelled_authorize');
    const back = await visit(callback, cookie);
    expect({ status: back.status, location: back.location }).toEqual(backTo('linkedin=error&motivo=cancelled'));
    const replayed = await visit(callback, cookie);
    expect(replayed.location).toBe(backTo('linkedin=error&motivo=used-state').location);
    expect(await connection(estratega().uid)).toBeUndefined();
  });

  it('needs SOCIAL_MEDIA, a visible brand and its organization id', async () => {
    expect((await call('auth', { brandId: BRAND }, 'Diseñador')).status).toBe(403);
    expect((await call('auth', { brandId: 'demo-sonrisa-austral' })).status).toBe(403);
    await db.doc(`brands/${BRAND}`).update({ linkedinOrganizationId: '' });
    expect(await call('auth', { brandId: BRAND })).toEqual({
      status: 400,
      body: { success: false, error: Messages.linkedin.organizationIdRequired },
    });
  });

  it('publishes to the sandbox with the stored token, with an image of the brand', async () => {
    expect(await call('publish', { brandId: BRAND, text: 'Hola' })).toEqual({
      status: 400,
      body: { success: false, error: Messages.linkedin.notConnected },
    });
    const { callback, cookie } = await authorizeWith(FunctionTexts.sandbox.allow);
    await visit(callback, cookie);

    const text = await call('publish', { brandId: BRAND, text: 'Nueva cosecha del Huila.' });
    expect(text.body).toMatchObject({ success: true, sandbox: true, postUrn: expect.stringMatching(/^urn:li:share:/) });
    const carousel = dataset.requirements.find((r) => r.id === dataset.readyToSchedule.carousel.requirementId);
    const withImage = await call('publish', {
      brandId: BRAND,
      text: 'Con imagen.',
      imageUrl: carousel?.imagesAIUrl[0],
    });
    expect(withImage.status, JSON.stringify(withImage.body)).toBe(200);
    const posts = (await (await fetch(`${sandboxUrl}/linkedin/posts`)).json()) as { post: Record<string, unknown> }[];
    expect(posts.map((entry) => entry.post['commentary'])).toEqual(['Nueva cosecha del Huila.', 'Con imagen.']);
    expect(posts[0]?.post['author']).toBe(`urn:li:organization:${ORGANIZATION}`);
    expect(posts[1]?.post['content']).toMatchObject({ media: { id: expect.stringMatching(/^urn:li:image:/) } });
  });

  it('disconnects: tokens and status gone, the token revoked at the sandbox', async () => {
    const { callback, cookie } = await authorizeWith(FunctionTexts.sandbox.allow);
    await visit(callback, cookie);
    expect(await call('disconnect', {})).toEqual({
      status: 200,
      body: { success: true, message: Messages.linkedin.disconnected },
    });
    expect(await connection(estratega().uid)).toBeUndefined();
    expect((await db.doc(`linkedinTokens/${estratega().uid}`).get()).exists).toBe(false);
    const revoked = (await db.collection('sandbox/linkedin/tokens').get()).docs.map((d) => d.data()['revokedAt']);
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toEqual(expect.any(String));
  });
});
