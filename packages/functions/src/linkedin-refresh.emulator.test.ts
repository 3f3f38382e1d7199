import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshStack, functionUrl, postJson, projectId, type RoleName } from './emulator-support.test-kit.js';
import { authorizeWith, visit } from './linkedin-emulator.test-kit.js';
import { FunctionTexts } from './texts.js';

/*
 * The scheduled LinkedIn refresh (main.ts, linkedinRefresh) on the emulators. The Functions
 * emulator does not run schedules, so this suite calls the job's module itself
 * (fn/linkedin-refresh.ts, refreshLinkedIn: what the schedule calls), in this process, over
 * the Firestore emulator and the sandbox's token endpoint, as the deployed function would.
 */

const app = initializeApp({ projectId }, 'linkedin-refresh-emulator-test');
const db = getFirestore(app);
const BRAND = 'demo-cafe-cumbre-andina';
const DAY_MS = 86_400_000;

let urls: { linkedin: string; sandbox: string };
let tokens: Record<RoleName, { idToken: string; uid: string }>;
let refreshLinkedIn: () => Promise<{ refreshed: number; failed: number }>;
const estratega = () => tokens['Estratega'];
const vault = async () => (await db.doc(`linkedinTokens/${estratega().uid}`).get()).data() ?? {};
const connection = async () => (await db.doc(`users/${estratega().uid}/linkedin/default`).get()).data() ?? {};

/** The Estratega connects through the sandbox; then the access token is made to expire in `days`. */
const connectExpiringIn = async (days: number, fields: Record<string, unknown> = {}) => {
  const { callback, cookie } = await authorizeWith(urls, estratega().idToken, BRAND, FunctionTexts.sandbox.allow);
  await visit(callback, cookie);
  await db
    .doc(`linkedinTokens/${estratega().uid}`)
    .update({ expiresAt: Timestamp.fromMillis(Date.now() + days * DAY_MS), ...fields });
};

beforeAll(async () => {
  urls = { linkedin: await functionUrl('linkedin'), sandbox: await functionUrl('sandbox') };
  // What the Functions emulator gives the deployed module (scripts/emulators/stack.mjs sets the sandbox's URL).
  process.env['FUNCTIONS_EMULATOR'] = 'true';
  process.env['ESTUDIO_SANDBOX_URL'] = urls.sandbox;
  ({ refreshLinkedIn } = await import('./fn/linkedin-refresh.js'));
});
afterAll(async () => {
  await deleteApp(app);
});
beforeEach(async () => {
  tokens = await freshStack(app);
  await db.doc(`brands/${BRAND}`).update({ linkedinOrganizationId: '12345' });
});

describe('the scheduled LinkedIn refresh (refreshLinkedIn)', () => {
  it('renews a token expiring within 7 days at the sandbox, keeps the refresh token, and the new token posts', async () => {
    await connectExpiringIn(3);
    const before = await vault();
    expect(await refreshLinkedIn()).toEqual({ refreshed: 1, failed: 0 });

    const after = await vault();
    expect(after['accessToken']).not.toBe(before['accessToken']);
    expect(after['refreshToken']).toBe(before['refreshToken']);
    expect((after['expiresAt'] as Timestamp).toMillis()).toBeGreaterThan(Date.now() + 59 * DAY_MS);
    const shown = await connection();
    expect(shown).toMatchObject({ connected: true, refreshFailed: false });
    expect((shown['expiresAt'] as Timestamp).toMillis()).toBe((after['expiresAt'] as Timestamp).toMillis());
    expect(JSON.stringify(shown)).not.toMatch(/token/i);

    const posted = await postJson(
      `${urls.linkedin}/publish`,
      { brandId: BRAND, text: 'Renovado.' },
      estratega().idToken,
    );
    expect(posted.body).toMatchObject({ success: true });
  });

  it('leaves a token that expires later alone', async () => {
    await connectExpiringIn(30);
    const before = await vault();
    expect(await refreshLinkedIn()).toEqual({ refreshed: 0, failed: 0 });
    expect((await vault())['accessToken']).toBe(before['accessToken']);
  });

  it('marks refreshFailed when the sandbox refuses the refresh token, or there is none, and keeps the tokens', async () => {
    await connectExpiringIn(2, { refreshToken: 'revocado-o-inventado' });
    expect(await refreshLinkedIn()).toEqual({ refreshed: 0, failed: 1 });
    expect(await connection()).toMatchObject({ connected: true, refreshFailed: true });
    expect((await vault())['refreshToken']).toBe('revocado-o-inventado');

    await db.doc(`linkedinTokens/${estratega().uid}`).update({ refreshToken: null });
    expect(await refreshLinkedIn()).toEqual({ refreshed: 0, failed: 1 });
    expect((await connection())['refreshFailed']).toBe(true);

    // Connecting again writes false.
    const { callback, cookie } = await authorizeWith(urls, estratega().idToken, BRAND, FunctionTexts.sandbox.allow);
    await visit(callback, cookie);
    expect((await connection())['refreshFailed']).toBe(false);
  });
});
