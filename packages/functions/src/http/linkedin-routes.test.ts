import { CallerRejected, type CallerVerifier, type VerifiedCaller } from '@estudio/domain/accounts';
import { type LinkedInCallbackOutcome } from '@estudio/domain/linkedin';
import { DomainError, type Logger, Messages } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from './edge.js';
import {
  MAX_URL_LENGTH,
  parseLinkedInAuthBody,
  parseLinkedInCallbackQuery,
  parseLinkedInDisconnectBody,
  parseLinkedInPublishBody,
} from './linkedin-requests.js';
import { LinkedInRoutes, type LinkedInService } from './linkedin-routes.js';
import { FunctionTexts } from '../texts.js';

const m = Messages.endpoints;
const CALLER: VerifiedCaller = { uid: 'u-est', email: 'estratega@estudio.test' };
const CONSOLE = 'http://127.0.0.1:5173';

const verifier: CallerVerifier = {
  verifyIdToken: async (token) => {
    if (token === 'valido') return CALLER;
    throw new CallerRejected('invalid-id-token', 'rechazado');
  },
  verifyAppCheckToken: async () => undefined,
};
const errors: unknown[] = [];
const logger: Logger = { info: () => undefined, warn: () => undefined, error: (_m, details) => errors.push(details) };

const post = (path: string, body: unknown, token: string | null = 'valido'): ApiRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
  body,
  bodySize: Buffer.byteLength(JSON.stringify(body) ?? ''),
});
const CALLBACK_PATH = '/demo-estudio/us-central1/linkedin/callback';
const CLEARED = `__session=; Max-Age=0; Path=${CALLBACK_PATH}; HttpOnly; Secure; SameSite=Lax`;
const callback = (query: Record<string, unknown>, method = 'GET', cookie?: string) => ({
  method,
  path: '/callback',
  headers: cookie === undefined ? {} : { cookie },
  body: undefined,
  bodySize: 0,
  query,
});

describe('the linkedin bodies', () => {
  it('auth takes a brand id', () => {
    expect(parseLinkedInAuthBody({ brandId: 'b1', organizationId: 'x' })).toEqual({
      ok: true,
      value: { brandId: 'b1' },
    });
    expect(parseLinkedInAuthBody({})).toEqual({ ok: false, error: m.fieldRequired('brandId') });
    expect(parseLinkedInAuthBody('b1')).toEqual({ ok: false, error: m.bodyNotObject });
  });

  it('disconnect takes an empty object', () => {
    expect(parseLinkedInDisconnectBody({})).toEqual({ ok: true, value: {} });
    expect(parseLinkedInDisconnectBody(null)).toEqual({ ok: false, error: m.bodyNotObject });
  });

  it('publish takes a brand, a text and an optional image URL', () => {
    expect(parseLinkedInPublishBody({ brandId: 'b1', text: 'Hola' })).toEqual({
      ok: true,
      value: { brandId: 'b1', text: 'Hola' },
    });
    expect(parseLinkedInPublishBody({ brandId: 'b1', text: 'Hola', imageUrl: ' https://i.test/a.png ' })).toEqual({
      ok: true,
      value: { brandId: 'b1', text: 'Hola', imageUrl: 'https://i.test/a.png' },
    });
    expect(parseLinkedInPublishBody({ brandId: 'b1' })).toEqual({ ok: false, error: m.fieldRequired('text') });
    expect(parseLinkedInPublishBody({ brandId: 'b1', text: '', imageUrl: 3 })).toEqual({
      ok: false,
      error: m.fieldNotText('imageUrl'),
    });
    expect(
      parseLinkedInPublishBody({ brandId: 'b1', text: '', imageUrl: `https://${'a'.repeat(MAX_URL_LENGTH)}` }),
    ).toEqual({
      ok: false,
      error: m.fieldTooLong('imageUrl', MAX_URL_LENGTH),
    });
  });

  it("the callback's query keeps code, state and error as text, dropping blank, repeated-as-object or huge values", () => {
    expect(parseLinkedInCallbackQuery({ code: 'c', state: 's', error_description: 'x' })).toEqual({
      code: 'c',
      state: 's',
    });
    expect(parseLinkedInCallbackQuery({ code: ['c1', 'c2'], state: '  ', error: 'user_cancelled_authorize' })).toEqual({
      code: 'c1',
      error: 'user_cancelled_authorize',
    });
    expect(parseLinkedInCallbackQuery({ state: { a: 1 }, code: 'x'.repeat(5000) })).toEqual({});
    expect(parseLinkedInCallbackQuery(undefined)).toEqual({});
  });
});

describe('the linkedin function (LinkedInRoutes)', () => {
  let outcome: () => Promise<LinkedInCallbackOutcome>;
  let failure: Error | null;
  let seen: unknown[];
  let routes: LinkedInRoutes;

  beforeEach(() => {
    errors.length = 0;
    seen = [];
    failure = null;
    outcome = async () => ({ outcome: 'connected', brandId: 'b1' });
    const fail = async (): Promise<void> => {
      if (failure !== null) throw failure;
    };
    const service: LinkedInService = {
      beginAuthorization: async (caller, brandId) => {
        seen.push(['auth', caller, brandId]);
        await fail();
        return { url: 'https://sandbox.test/authorization?state=s', sandbox: true, nonce: 'nonce-1' };
      },
      completeAuthorization: (query, browserNonce) => {
        seen.push(['callback', query, browserNonce]);
        return outcome();
      },
      disconnect: async (caller) => {
        seen.push(['disconnect', caller]);
        await fail();
        return 'Desconectado';
      },
      publish: async (caller, request) => {
        seen.push(['publish', caller, request]);
        await fail();
        return { postUrn: 'urn:li:share:1', sandbox: true };
      },
    };
    routes = new LinkedInRoutes(service, verifier, logger, {
      appCheckRequired: false,
      consoleUrl: `${CONSOLE}/`,
      callbackPath: CALLBACK_PATH,
    });
  });

  it("auth answers the URL to go to, and puts the nonce in the browser's cookie, never in the body", async () => {
    expect(await routes.handle(post('/auth', { brandId: 'b1' }))).toEqual({
      status: 200,
      body: { success: true, url: 'https://sandbox.test/authorization?state=s', sandbox: true },
      headers: {
        'Set-Cookie': `__session=nonce-1; Max-Age=600; Path=${CALLBACK_PATH}; HttpOnly; Secure; SameSite=Lax`,
        'Cache-Control': 'no-store',
      },
    });
    expect(seen).toEqual([['auth', CALLER, 'b1']]);
  });

  it("the callback hands the use case the nonce of the request's __session cookie, and clears it", async () => {
    const answer = await routes.handle(callback({ code: 'c', state: 's' }, 'GET', 'otra=1; __session=nonce-1; x=2'));
    expect(answer).toMatchObject({ status: 302, headers: { 'Set-Cookie': CLEARED } });
    await routes.handle(callback({ code: 'c', state: 's' }, 'GET', 'otra=1'));
    expect(seen).toEqual([
      ['callback', { code: 'c', state: 's' }, 'nonce-1'],
      ['callback', { code: 'c', state: 's' }, undefined],
    ]);
  });

  it('disconnect answers its message; publish the post URN', async () => {
    expect(await routes.handle(post('/disconnect', {}))).toEqual({
      status: 200,
      body: { success: true, message: 'Desconectado' },
    });
    expect(await routes.handle(post('/publish', { brandId: 'b1', text: 'Hola' }))).toEqual({
      status: 200,
      body: { success: true, postUrn: 'urn:li:share:1', sandbox: true },
    });
  });

  it('refuses at the edge and on a bad body, before the use case', async () => {
    expect((await routes.handle(post('/auth', { brandId: 'b1' }, null))).status).toBe(401);
    expect((await routes.handle(post('/otra', {}))).status).toBe(404);
    expect(await routes.handle(post('/publish', { brandId: 'b1' }))).toMatchObject({
      status: 400,
      body: { error: m.fieldRequired('text') },
    });
    expect(seen).toEqual([]);
  });

  it.each([
    [new DomainError('forbidden', 'No'), 403],
    [new DomainError('validation', 'Sin organización'), 400],
    [new DomainError('upstream', 'LinkedIn rechazó'), 502],
  ])('answers %s with %i', async (error, status) => {
    failure = error;
    expect(await routes.handle(post('/publish', { brandId: 'b1', text: 'x' }))).toEqual({
      status,
      body: { success: false, error: error.message },
    });
  });

  it('the callback redirects to /socialmedia?linkedin=conectado, with no bearer', async () => {
    expect(await routes.handle(callback({ code: 'c', state: 's' }))).toEqual({
      status: 302,
      location: `${CONSOLE}/socialmedia?linkedin=conectado`,
      headers: { 'Set-Cookie': CLEARED, 'Cache-Control': 'no-store' },
    });
    expect(seen).toEqual([['callback', { code: 'c', state: 's' }, undefined]]);
  });

  it.each([
    'cancelled',
    'missing-state',
    'unknown-state',
    'used-state',
    'expired-state',
    'browser-mismatch',
    'exchange-failed',
  ] as const)('the callback redirects a %s refusal with its reason, clearing the cookie', async (problem) => {
    outcome = async () => ({ outcome: 'refused', problem });
    expect(await routes.handle(callback({ state: 's', error: 'user_cancelled_authorize' }))).toEqual({
      status: 302,
      location: `${CONSOLE}/socialmedia?linkedin=error&motivo=${problem}`,
      headers: { 'Set-Cookie': CLEARED, 'Cache-Control': 'no-store' },
    });
  });

  it('an unforeseen failure of the callback is logged and redirected as exchange-failed', async () => {
    outcome = async () => {
      throw new Error('boom');
    };
    expect(await routes.handle(callback({ code: 'c', state: 's' }))).toMatchObject({
      status: 302,
      location: `${CONSOLE}/socialmedia?linkedin=error&motivo=exchange-failed`,
    });
    expect(errors).toHaveLength(1);
  });

  it("serves the same routes under the console's Hosting rewrite (/linkedin/…)", async () => {
    expect((await routes.handle(post('/linkedin/auth', { brandId: 'b1' }))).status).toBe(200);
    expect(await routes.handle({ ...callback({ code: 'c', state: 's' }), path: '/linkedin/callback' })).toMatchObject({
      status: 302,
      location: `${CONSOLE}/socialmedia?linkedin=conectado`,
    });
  });

  it('the callback only takes GET', async () => {
    expect(await routes.handle(callback({}, 'POST'))).toMatchObject({
      status: 405,
      body: { error: FunctionTexts.sandbox.callbackMethod },
    });
  });
});
