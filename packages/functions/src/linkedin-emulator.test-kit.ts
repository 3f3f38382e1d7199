import { expect } from 'vitest';
import { FunctionTexts } from './texts.js';

/*
 * What the linkedin emulator suites share: a browser's steps of the OAuth round trip against
 * the local sandbox, each with the cookies a browser would carry. `auth` answers the
 * sandbox's authorization URL and sets the nonce cookie; the sandbox's Spanish page is
 * fetched and its 'Permitir' (or 'Cancelar') form submitted; the sandbox redirects to the
 * linkedin function's callback, visited with (or without) the browser's cookie.
 */

/** The console the callback returns to in the emulator (settings.ts, LOCAL_CONSOLE_URL; exec.mjs sets none). */
export const CONSOLE = 'http://127.0.0.1:5173';

export interface Visit {
  readonly status: number;
  readonly location: string;
  readonly text: string;
  readonly setCookie: string;
}

/** A GET that does not follow redirects, with the browser's Cookie header when given. */
export const visit = async (url: string, cookie?: string): Promise<Visit> => {
  const response = await fetch(url, { redirect: 'manual', headers: cookie === undefined ? {} : { cookie } });
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    text: await response.text(),
    setCookie: response.headers.get('set-cookie') ?? '',
  };
};

/** Submits the page's form whose button says `button`, as a browser would (form-encoded POST, no redirects followed). */
export const submit = async (pageUrl: string, page: string, button: string): Promise<string> => {
  const form = [...page.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((match) =>
    (match[2] ?? '').includes(`>${button}</button>`),
  );
  if (form === undefined) throw new Error(`no form with ${button}`);
  const fields: [string, string][] = [
    ...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g),
  ].map(([, name, value]) => [
    name ?? '',
    (value ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  ]);
  const response = await fetch(new URL(form[1] ?? '', pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
};

/** POST auth as the browser does (credentials included): the answer, and the nonce cookie it set. */
export const startAuth = async (
  linkedinUrl: string,
  idToken: string,
  brandId: string,
): Promise<{ status: number; body: Record<string, unknown>; setCookie: string; cookie: string }> => {
  const response = await fetch(`${linkedinUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}`, origin: CONSOLE },
    body: JSON.stringify({ brandId }),
  });
  const setCookie = response.headers.get('set-cookie') ?? '';
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    setCookie,
    // What the browser sends back: the name=value pair, without the attributes.
    cookie: setCookie.split(';')[0] ?? '',
  };
};

export interface Authorization {
  /** The callback URL the sandbox sends the browser to. */
  readonly callback: string;
  readonly state: string;
  /** The Cookie header of the browser that began it (__session=<nonce>). */
  readonly cookie: string;
}

/** auth → the sandbox's page → the button → the callback URL, with the browser's cookie. */
export const authorizeWith = async (
  urls: { readonly linkedin: string; readonly sandbox: string },
  idToken: string,
  brandId: string,
  button: string,
): Promise<Authorization> => {
  const auth = await startAuth(urls.linkedin, idToken, brandId);
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  expect(auth.body['sandbox']).toBe(true);
  const url = String(auth.body['url']);
  expect(url.startsWith(`${urls.sandbox}/linkedin/oauth/v2/authorization?`)).toBe(true);
  const state = new URL(url).searchParams.get('state') ?? '';
  const page = await visit(url);
  expect(page.status).toBe(200);
  expect(page.text).toContain(FunctionTexts.sandbox.label);
  const callback = await submit(url, page.text, button);
  expect(callback.startsWith(`${urls.linkedin}/callback?`)).toBe(true);
  return { callback, state, cookie: auth.cookie };
};

/** The redirect back to the console's /socialmedia with `query`. */
export const backTo = (query: string): { status: number; location: string } => ({
  status: 302,
  location: `${CONSOLE}/socialmedia?${query}`,
});
