import { createHash } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshStack, functionUrl, projectId, type RoleName } from './emulator-support.test-kit.js';
import { authorizeWith, backTo, CONSOLE, startAuth, submit, visit } from './linkedin-emulator.test-kit.js';
import { FunctionTexts } from './texts.js';

/*
 * A LinkedIn connection is bound to the browser that began it (docs/security.md, "LinkedIn"),
 * on the Functions emulator against the local sandbox: auth sets the nonce cookie, the
 * callback refuses a state whose nonce the request's cookie does not hold (a forged state, a
 * replayed one, another browser's, an attacker's code with a victim's unused state) and
 * clears the cookie; the sandbox's consent page takes only the registered redirect_uri.
 */

const app = initializeApp({ projectId }, 'linkedin-browser-emulator-test');
const db = getFirestore(app);
const BRAND = 'demo-cafe-cumbre-andina';
const CALLBACK_PATH = `/${projectId}/us-central1/linkedin/callback`;

let urls: { linkedin: string; sandbox: string };
let tokens: Record<RoleName, { idToken: string; uid: string }>;
const victim = () => tokens['Estratega'];

const connection = async (uid: string) => (await db.doc(`users/${uid}/linkedin/default`).get()).data();
const nothingConnected = async () => {
  expect(await connection(victim().uid)).toBeUndefined();
  expect((await db.collection('linkedinTokens').get()).empty).toBe(true);
};
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

beforeAll(async () => {
  urls = { linkedin: await functionUrl('linkedin'), sandbox: await functionUrl('sandbox') };
});
afterAll(async () => {
  await deleteApp(app);
});
beforeEach(async () => {
  tokens = await freshStack(app);
  await db.doc(`brands/${BRAND}`).update({ linkedinOrganizationId: '12345' });
});

describe('auth and its nonce cookie', () => {
  it('sets __session HttpOnly, Secure, SameSite=Lax for the callback path, 10 minutes; the state keeps only its digest', async () => {
    const auth = await startAuth(urls.linkedin, victim().idToken, BRAND);
    expect(auth.status).toBe(200);
    const nonce = auth.cookie.replace(/^__session=/, '');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(auth.setCookie).toBe(
      `__session=${nonce}; Max-Age=600; Path=${CALLBACK_PATH}; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(JSON.stringify(auth.body)).not.toContain(nonce);
    const state = new URL(String(auth.body['url'])).searchParams.get('state') ?? '';
    const stored = (await db.doc(`linkedinAuthStates/${state}`).get()).data() ?? {};
    expect(stored['nonceHash']).toBe(sha256(nonce));
    expect(JSON.stringify(stored)).not.toContain(nonce);
  });

  it("allows credentials to the console's origin only (CORS), preflight included", async () => {
    const preflight = await fetch(`${urls.linkedin}/auth`, {
      method: 'OPTIONS',
      headers: {
        origin: CONSOLE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const other = await fetch(`${urls.linkedin}/auth`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:9999', 'access-control-request-method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
    const auth = await fetch(`${urls.linkedin}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${victim().idToken}`, origin: CONSOLE },
      body: JSON.stringify({ brandId: BRAND }),
    });
    expect(auth.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(auth.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('the callback, bound to the browser', () => {
  it('connects the browser that began it, and clears the cookie', async () => {
    const { callback, cookie } = await authorizeWith(urls, victim().idToken, BRAND, FunctionTexts.sandbox.allow);
    const back = await visit(callback, cookie);
    expect({ status: back.status, location: back.location }).toEqual(backTo('linkedin=conectado'));
    expect(back.setCookie).toBe(`__session=; Max-Age=0; Path=${CALLBACK_PATH}; HttpOnly; Secure; SameSite=Lax`);
    expect(await connection(victim().uid)).toMatchObject({ connected: true, refreshFailed: false });
  });

  it('refuses a forged state, even from a browser holding a nonce', async () => {
    const { cookie } = await startAuth(urls.linkedin, victim().idToken, BRAND);
    const forged = await visit(`${urls.linkedin}/callback?code=inventado&state=forjado`, cookie);
    expect({ status: forged.status, location: forged.location }).toEqual(backTo('linkedin=error&motivo=unknown-state'));
    expect(forged.setCookie).toContain('Max-Age=0');
    await nothingConnected();
  });

  it('refuses a replayed state, from the same browser or another', async () => {
    const { callback, cookie } = await authorizeWith(urls, victim().idToken, BRAND, FunctionTexts.sandbox.allow);
    await visit(callback, cookie);
    for (const replay of [cookie, undefined]) {
      const again = await visit(callback, replay);
      expect({ status: again.status, location: again.location }).toEqual(backTo('linkedin=error&motivo=used-state'));
    }
  });

  it("refuses another browser's valid state (no cookie, or another nonce), spends it, and connects nobody", async () => {
    const first = await authorizeWith(urls, victim().idToken, BRAND, FunctionTexts.sandbox.allow);
    const withoutCookie = await visit(first.callback);
    expect({ status: withoutCookie.status, location: withoutCookie.location }).toEqual(
      backTo('linkedin=error&motivo=browser-mismatch'),
    );
    // Spent: the browser that began it cannot use it afterwards.
    const late = await visit(first.callback, first.cookie);
    expect(late.location).toBe(backTo('linkedin=error&motivo=used-state').location);

    const second = await authorizeWith(urls, victim().idToken, BRAND, FunctionTexts.sandbox.allow);
    const otherNonce = (await startAuth(urls.linkedin, victim().idToken, BRAND)).cookie;
    const mismatched = await visit(second.callback, otherNonce);
    expect(mismatched.location).toBe(backTo('linkedin=error&motivo=browser-mismatch').location);
    await nothingConnected();
  });

  it("refuses an attacker's code with the victim's unused state, and the victim lured to the attacker's own", async () => {
    // The victim began a connection and has not come back yet: an unused state, the nonce in the victim's browser.
    const victimAuth = await startAuth(urls.linkedin, victim().idToken, BRAND);
    const victimState = new URL(String(victimAuth.body['url'])).searchParams.get('state') ?? '';
    // The attacker gets a code for their own account at the (sandbox's) consent page.
    const attackerAuth = await authorizeWith(
      urls,
      tokens['Superadministrador'].idToken,
      BRAND,
      FunctionTexts.sandbox.allow,
    );
    const attackerCode = new URL(attackerAuth.callback).searchParams.get('code') ?? '';

    const forged = await visit(
      `${urls.linkedin}/callback?code=${encodeURIComponent(attackerCode)}&state=${encodeURIComponent(victimState)}`,
      attackerAuth.cookie,
    );
    expect(forged.location).toBe(backTo('linkedin=error&motivo=browser-mismatch').location);
    // Login CSRF the other way round: the victim's browser sent to the attacker's callback.
    const lured = await visit(attackerAuth.callback, victimAuth.cookie);
    expect(lured.location).toBe(backTo('linkedin=error&motivo=browser-mismatch').location);

    await nothingConnected();
    // The attacker's code was never exchanged at the sandbox.
    const codes = (await db.collection('sandbox/linkedin/codes').get()).docs.map((d) => d.data()['usedAt']);
    expect(codes).toEqual([null]);
  });
});

describe("the sandbox's consent page", () => {
  it('refuses any redirect_uri but the registered one with its Spanish page, and redirects nowhere', async () => {
    const auth = await startAuth(urls.linkedin, victim().idToken, BRAND);
    const url = new URL(String(auth.body['url']));
    expect(url.searchParams.get('redirect_uri')).toBe(`${urls.linkedin}/callback`);
    const page = await visit(url.toString());
    url.searchParams.set('redirect_uri', 'https://atacante.example/robar');
    const refused = await visit(url.toString());
    expect(refused.status).toBe(400);
    expect(refused.location).toBe('');
    expect(refused.text).toContain(FunctionTexts.sandbox.label);
    expect(refused.text).toContain('no es la registrada para esta aplicación');
    // Its Permitir form, tampered with, is refused the same way.
    const tampered = page.text.replace(
      /name="redirect_uri" value="[^"]*"/g,
      'name="redirect_uri" value="https://atacante.example/robar"',
    );
    await expect(submit(url.toString(), tampered, FunctionTexts.sandbox.allow)).rejects.toThrow();
  });
});
