import { type Logger } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxResponse } from './sandbox-http.js';
import { MemorySandboxRecords } from './sandbox-records.js';
import { SandboxRoutes } from './sandbox-routes.js';
import { FunctionTexts } from '../texts.js';

/*
 * The sandbox's LinkedIn stand-in as LinkedIn checks the redirect URI (only the registered
 * one, on the consent page and at the token endpoint) and answers the refresh_token grant.
 */

const CREDENTIALS = {
  metricoolUserToken: 'token-metricool',
  metricoolUserId: '2950417',
  linkedinClientId: 'cliente-sandbox',
  linkedinClientSecret: 'secreto-sandbox',
};
const CALLBACK = 'http://127.0.0.1:5001/demo-estudio/us-central1/linkedin/callback';
const EVIL = 'https://atacante.example/linkedin/callback';
const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

let clock: Date;
let counter: number;
let routes: SandboxRoutes;

beforeEach(() => {
  clock = new Date('2026-11-21T12:00:00Z');
  counter = 0;
  routes = new SandboxRoutes(
    {
      records: new MemorySandboxRecords(),
      credentials: CREDENTIALS,
      baseUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/sandbox',
      linkedinRedirectUri: CALLBACK,
      now: () => clock,
      randomToken: () => `azar${(counter += 1)}`,
    },
    silent,
    true,
  );
});

const get = (query: Record<string, string>): Promise<SandboxResponse> =>
  routes.handle({
    method: 'GET',
    path: '/linkedin/oauth/v2/authorization',
    query,
    headers: {},
    body: undefined,
    rawBody: undefined,
  });
const postForm = (path: string, form: Record<string, string>): Promise<SandboxResponse> =>
  routes.handle({
    method: 'POST',
    path,
    query: {},
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    rawBody: new TextEncoder().encode(new URLSearchParams(form).toString()),
  });

const authorize = {
  client_id: CREDENTIALS.linkedinClientId,
  redirect_uri: CALLBACK,
  state: 'estado-1',
  scope: 'w_organization_social',
};
const client = { client_id: CREDENTIALS.linkedinClientId, client_secret: CREDENTIALS.linkedinClientSecret };

const connect = async () => {
  const allowed = await postForm('/linkedin/oauth/v2/authorization/allow', authorize);
  const code = new URL(allowed.location ?? '').searchParams.get('code') ?? '';
  const grant = await postForm('/linkedin/oauth/v2/accessToken', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: CALLBACK,
    ...client,
  });
  return grant.json as { access_token: string; refresh_token: string; refresh_token_expires_in: number };
};

describe('the consent page takes only the registered redirect_uri, as LinkedIn', () => {
  it.each([
    ['another site', EVIL],
    ['another path of the same host', 'http://127.0.0.1:5001/demo-estudio/us-central1/linkedin/otra'],
    ['the registered one with a query added', `${CALLBACK}?next=https://atacante.example`],
  ])('refuses %s with a Spanish page labelled as the sandbox, and redirects nowhere', async (_, redirectUri) => {
    for (const answer of [
      await get({ response_type: 'code', ...authorize, redirect_uri: redirectUri }),
      await postForm('/linkedin/oauth/v2/authorization/allow', { ...authorize, redirect_uri: redirectUri }),
      await postForm('/linkedin/oauth/v2/authorization/cancel', { ...authorize, redirect_uri: redirectUri }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.location).toBeUndefined();
      expect(answer.contentType).toMatch(/^text\/html/);
      expect(answer.text).toContain(FunctionTexts.sandbox.label);
      expect(answer.text).toContain('no es la registrada para esta aplicación');
      expect(answer.text).not.toContain('<form');
    }
  });

  it('shows the page for the registered one', async () => {
    expect((await get({ response_type: 'code', ...authorize })).status).toBe(200);
  });
});

describe('the token endpoint', () => {
  it('refuses a code exchanged with a redirect_uri other than the registered one', async () => {
    const allowed = await postForm('/linkedin/oauth/v2/authorization/allow', authorize);
    const code = new URL(allowed.location ?? '').searchParams.get('code') ?? '';
    expect(
      await postForm('/linkedin/oauth/v2/accessToken', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: EVIL,
        ...client,
      }),
    ).toMatchObject({ status: 400, json: { error: 'invalid_request' } });
  });

  it('answers the refresh_token grant with a new access token and the same refresh token, its life going down', async () => {
    const first = await connect();
    expect(first.refresh_token_expires_in).toBe(365 * 24 * 3600);
    clock = new Date(clock.getTime() + 50 * 86_400_000);
    const renewed = await postForm('/linkedin/oauth/v2/accessToken', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      ...client,
    });
    expect(renewed).toMatchObject({
      status: 200,
      json: {
        access_token: expect.any(String),
        expires_in: 60 * 24 * 3600,
        refresh_token: first.refresh_token,
        refresh_token_expires_in: 315 * 24 * 3600,
      },
    });
    expect((renewed.json as { access_token: string }).access_token).not.toBe(first.access_token);
  });

  it('refuses an unknown or expired refresh token, and a refresh without the client secret', async () => {
    const { refresh_token } = await connect();
    const refresh = (token: string, secret = CREDENTIALS.linkedinClientSecret) =>
      postForm('/linkedin/oauth/v2/accessToken', {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: CREDENTIALS.linkedinClientId,
        client_secret: secret,
      });
    expect((await refresh(refresh_token, 'otro')).status).toBe(401);
    expect(await refresh('inventado')).toMatchObject({ status: 400, json: { error: 'invalid_request' } });
    clock = new Date(clock.getTime() + 366 * 86_400_000);
    expect(await refresh(refresh_token)).toMatchObject({
      status: 400,
      json: { error_description: 'The provided authorization grant or refresh token is invalid, expired or revoked.' },
    });
  });
});
