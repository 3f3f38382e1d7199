import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecordingLogger } from '../memory/recording-logger.js';
import { HttpAccountGateway, type RequestCredentials } from './http-user-administration.js';

const BASE = 'https://functions.example.test/demo/us-central1/userAdmin';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const credentials = (idToken: string | Error | null, appCheck: string | Error | null): RequestCredentials => ({
  idToken: () => (idToken instanceof Error ? Promise.reject(idToken) : Promise.resolve(idToken)),
  appCheckToken: () => (appCheck instanceof Error ? Promise.reject(appCheck) : Promise.resolve(appCheck)),
});

interface Seen {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** Answers every route with `reply` and records what was sent. */
const recording = (reply: (path: string) => Response): Seen[] => {
  const seen: Seen[] = [];
  server.use(
    http.post(`${BASE}/:route`, async ({ request, params }) => {
      seen.push({
        path: String(params['route']),
        headers: Object.fromEntries(request.headers.entries()),
        body: await request.json(),
      });
      return reply(String(params['route']));
    }),
  );
  return seen;
};

describe('HttpAccountGateway', () => {
  it('posts the documented bodies with the bearer and App Check headers', async () => {
    const seen = recording((path) =>
      HttpResponse.json(path === 'create-user' ? { success: true, uid: 'u-9' } : { success: true }),
    );
    const admin = new HttpAccountGateway(`${BASE}/`, credentials('id-1', 'ac-1'), new RecordingLogger());

    await expect(
      admin.createUser({ email: 'a@estudio.test', password: 'p', role: 'r1', roleLabel: 'Estratega' }),
    ).resolves.toEqual({ success: true, uid: 'u-9' });
    await expect(admin.updateUserRole({ uid: 'u-9', role: 'r2', roleLabel: 'Diseñador' })).resolves.toEqual({ success: true });
    await expect(admin.disableUser('u-9')).resolves.toEqual({ success: true });
    await expect(admin.enableUser('u-9')).resolves.toEqual({ success: true });

    expect(seen.map(({ path, body }) => [path, body])).toEqual([
      ['create-user', { email: 'a@estudio.test', password: 'p', role: 'r1', roleLabel: 'Estratega' }],
      ['update-user-role', { uid: 'u-9', role: 'r2', roleLabel: 'Diseñador' }],
      ['disable-user', { uid: 'u-9' }],
      ['enable-user', { uid: 'u-9' }],
    ]);
    for (const { headers } of seen) {
      expect(headers).toMatchObject({
        'content-type': 'application/json',
        authorization: 'Bearer id-1',
        'x-firebase-appcheck': 'ac-1',
      });
    }
  });

  it('goes on without a token it cannot get, and only warns', async () => {
    const seen = recording(() => HttpResponse.json({ success: true }));
    const logger = new RecordingLogger();
    const admin = new HttpAccountGateway(BASE, credentials(new Error('sin sesión'), new Error('recaptcha')), logger);

    await expect(admin.disableUser('u-1')).resolves.toEqual({ success: true });
    expect(seen[0]?.headers['authorization']).toBeUndefined();
    expect(seen[0]?.headers['x-firebase-appcheck']).toBeUndefined();
    expect(logger.warnings).toHaveLength(2);
    expect(logger.errors).toHaveLength(0);
  });

  it('leaves out a header when there is simply no token', async () => {
    const seen = recording(() => HttpResponse.json({ success: true }));
    await new HttpAccountGateway(BASE, credentials('id-2', null), new RecordingLogger()).enableUser('u-1');
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer id-2' });
    expect(seen[0]?.headers['x-firebase-appcheck']).toBeUndefined();
  });

  it('returns a refusal with the documented shape whatever its status, so its error is shown', async () => {
    recording(() => HttpResponse.json({ success: false, error: 'auth/email-already-in-use' }, { status: 409 }));
    const admin = new HttpAccountGateway(BASE, credentials('t', null), new RecordingLogger());
    await expect(admin.createUser({ email: 'a@b.co', password: '', role: 'r', roleLabel: 'R' })).resolves.toEqual({
      success: false,
      error: 'auth/email-already-in-use',
    });
  });

  it('fails the call on an answer without the documented shape', async () => {
    recording(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }));
    const admin = new HttpAccountGateway(BASE, credentials('t', null), new RecordingLogger());
    await expect(admin.disableUser('u-1')).rejects.toThrow('disable-user: HTTP 502 <html>Bad Gateway</html>');
    recording(() => HttpResponse.json({ ok: true }));
    await expect(admin.enableUser('u-1')).rejects.toThrow('enable-user: HTTP 200');
  });

  it('fails the call when the network does', async () => {
    server.use(http.post(`${BASE}/:route`, () => HttpResponse.error()));
    const admin = new HttpAccountGateway(BASE, credentials('t', null), new RecordingLogger());
    await expect(admin.enableUser('u-1')).rejects.toThrow();
  });
});
