// The Auth settings the project deploys (auth-settings.json): self sign-up off. The deploy
// script's request is checked against the Identity Toolkit admin API's documented shape
// (PATCH projects/{id}/config with an updateMask), with msw standing in for Google.
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_SETTINGS_PATH,
  IDENTITY_TOOLKIT,
  deployAuthSettings,
  updateMaskOf,
  type AuthSettings,
} from './deploy/auth-settings.js';

const settings = JSON.parse(readFileSync(AUTH_SETTINGS_PATH, 'utf8')) as AuthSettings;
const seen: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
const server = setupServer(
  http.patch(`${IDENTITY_TOOLKIT}/projects/:projectId/config`, async ({ request, params }) => {
    seen.push({
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers.entries()),
      body: await request.json(),
    });
    if (params['projectId'] === 'sin-permiso-1') {
      return HttpResponse.json({ error: { code: 403, message: 'PERMISSION_DENIED' } }, { status: 403 });
    }
    return HttpResponse.json({ name: `projects/${String(params['projectId'])}/config` });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the Auth settings the project deploys', () => {
  it('turn self sign-up off (and self deletion)', () => {
    expect(settings).toEqual({ client: { permissions: { disabledUserSignup: true, disabledUserDeletion: true } } });
  });

  it('are PATCHed to the project config with exactly their fields in the updateMask', async () => {
    const done = await deployAuthSettings({ projectId: 'mi-proyecto', settings, accessToken: 'ya29.token' });
    expect(done.updateMask).toBe('client.permissions.disabledUserSignup,client.permissions.disabledUserDeletion');
    const [call] = seen;
    const url = new URL(call!.url);
    expect(call).toMatchObject({ method: 'PATCH', body: settings });
    expect(url.pathname).toBe('/admin/v2/projects/mi-proyecto/config');
    expect(url.searchParams.get('updateMask')).toBe(done.updateMask);
    expect(call!.headers).toMatchObject({
      authorization: 'Bearer ya29.token',
      'content-type': 'application/json',
      'x-goog-user-project': 'mi-proyecto',
    });
  });

  it('refuse demo projects and malformed ids before any call, and report the API refusal', async () => {
    await expect(deployAuthSettings({ projectId: 'demo-estudio', settings, accessToken: 't' })).rejects.toThrow(
      /proyecto demo/,
    );
    await expect(deployAuthSettings({ projectId: 'Mal/Id', settings, accessToken: 't' })).rejects.toThrow(
      /no es el id/,
    );
    expect(seen).toEqual([]);
    await expect(deployAuthSettings({ projectId: 'sin-permiso-1', settings, accessToken: 't' })).rejects.toThrow(
      'Identity Toolkit rechazó los ajustes de Auth de sin-permiso-1 (403): PERMISSION_DENIED',
    );
  });

  it('name nested fields by their dotted paths', () => {
    expect(updateMaskOf({ a: { b: true, c: { d: 1 } }, e: 'x' })).toEqual(['a.b', 'a.c.d', 'e']);
  });
});
