import { AccountRefused, type NewAccount } from '@estudio/domain/accounts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeAccountGatewayContract } from '../contracts/account-gateway.contract.js';
import {
  InMemoryAccountGateway,
  InMemoryAuthenticator,
  InMemoryUserRepository,
  RecordingLogger,
} from '@estudio/domain/testing';
import { HttpAccountGateway, type RequestCredentials } from './http-account-gateway.js';

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

/**
 * The endpoints as msw serves them over the endpoints' twin: the documented answers
 * {success, uid?, error?} with the server's statuses, so the contract below runs through
 * HttpAccountGateway's whole wire mapping.
 */
const serveTwin = (twin: InMemoryAccountGateway): void => {
  server.use(
    http.post(`${BASE}/:route`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, string>;
      try {
        switch (params['route']) {
          case 'create-user':
            return HttpResponse.json({ success: true, ...(await twin.createUser(body as unknown as NewAccount)) });
          case 'update-user-role':
            await twin.updateUserRole({ uid: body['uid'] ?? '', role: body['role'] ?? '' });
            break;
          case 'disable-user':
            await twin.disableUser(body['uid'] ?? '');
            break;
          case 'enable-user':
            await twin.enableUser(body['uid'] ?? '');
            break;
          default:
            return HttpResponse.json({ success: false, error: 'Ruta desconocida.' }, { status: 404 });
        }
        return HttpResponse.json({ success: true });
      } catch (error) {
        if (!(error instanceof AccountRefused)) throw error;
        return HttpResponse.json({ success: false, error: error.code }, { status: error.emailInUse ? 409 : 400 });
      }
    }),
  );
};

describeAccountGatewayContract('HttpAccountGateway (msw serving the twin)', async () => {
  const auth = new InMemoryAuthenticator();
  const users = new InMemoryUserRepository();
  serveTwin(new InMemoryAccountGateway(auth, users, null));
  const admin = new HttpAccountGateway(BASE, credentials('id-1', null), new RecordingLogger());
  return {
    admin,
    users,
    auth,
    followResetLink: async (link: string, password: string) => auth.resetPasswordWithLink(link, password),
  };
});

const LINK = 'https://estudio.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=c-9';

const NEW_ACCOUNT: NewAccount = {
  email: 'a@estudio.test',
  firstName: 'Ana',
  lastName: 'Ruiz',
  role: 'r1',
};

describe('HttpAccountGateway', () => {
  it('posts the documented bodies (no password: the server assigns it) with the bearer and App Check headers', async () => {
    const seen = recording((path) =>
      HttpResponse.json(
        path === 'create-user' ? { success: true, uid: 'u-9', passwordResetLink: LINK } : { success: true },
      ),
    );
    const admin = new HttpAccountGateway(`${BASE}/`, credentials('id-1', 'ac-1'), new RecordingLogger());

    await expect(admin.createUser(NEW_ACCOUNT)).resolves.toEqual({ uid: 'u-9', passwordResetLink: LINK });
    await expect(admin.updateUserRole({ uid: 'u-9', role: 'r2' })).resolves.toBeUndefined();
    await expect(admin.disableUser('u-9')).resolves.toBeUndefined();
    await expect(admin.enableUser('u-9')).resolves.toBeUndefined();

    expect(seen.map(({ path, body }) => [path, body])).toEqual([
      ['create-user', { email: 'a@estudio.test', firstName: 'Ana', lastName: 'Ruiz', role: 'r1' }],
      ['update-user-role', { uid: 'u-9', role: 'r2' }],
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

    await expect(admin.disableUser('u-1')).resolves.toBeUndefined();
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

  it('turns a refusal with the documented shape, whatever its status, into an AccountRefused carrying its error', async () => {
    recording(() => HttpResponse.json({ success: false, error: 'auth/email-already-in-use' }, { status: 409 }));
    const admin = new HttpAccountGateway(BASE, credentials('t', null), new RecordingLogger());
    const refusal: unknown = await admin.createUser(NEW_ACCOUNT).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AccountRefused);
    expect(refusal).toMatchObject({ code: 'auth/email-already-in-use', emailInUse: true });

    recording(() => HttpResponse.json({ success: false, error: "El usuario 'u-1' no existe." }, { status: 404 }));
    await expect(admin.disableUser('u-1')).rejects.toMatchObject({
      name: 'AccountRefused',
      code: "El usuario 'u-1' no existe.",
    });
    recording(() => HttpResponse.json({ success: false }, { status: 500 }));
    await expect(admin.enableUser('u-1')).rejects.toMatchObject({ name: 'AccountRefused', code: 'HTTP 500' });
  });

  it('fails the call on an answer without the documented shape', async () => {
    recording(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }));
    const admin = new HttpAccountGateway(BASE, credentials('t', null), new RecordingLogger());
    const failure: unknown = await admin.disableUser('u-1').catch((error: unknown) => error);
    expect(failure).toEqual(new Error('disable-user: HTTP 502 <html>Bad Gateway</html>'));
    expect(failure).not.toBeInstanceOf(AccountRefused);
    recording(() => HttpResponse.json({ ok: true }));
    await expect(admin.enableUser('u-1')).rejects.toThrow('enable-user: HTTP 200');
  });

  it('fails the call when a created user comes back without its uid', async () => {
    recording(() => HttpResponse.json({ success: true }));
    const admin = new HttpAccountGateway(BASE, credentials('t', null), new RecordingLogger());
    await expect(admin.createUser(NEW_ACCOUNT)).rejects.toThrow('create-user: the answer has no uid');
    recording(() => HttpResponse.json({ success: true, uid: '' }));
    await expect(admin.createUser(NEW_ACCOUNT)).rejects.toThrow('create-user: the answer has no uid');
  });

  it('fails the call when a created user comes back without the link to set their password', async () => {
    recording(() => HttpResponse.json({ success: true, uid: 'u-1' }));
    const admin = new HttpAccountGateway(BASE, credentials('t', null), new RecordingLogger());
    await expect(admin.createUser(NEW_ACCOUNT)).rejects.toThrow('create-user: the answer has no passwordResetLink');
  });

  it('sends only the documented fields, whatever else the account object holds', async () => {
    const seen = recording(() => HttpResponse.json({ success: true, uid: 'u-1', passwordResetLink: LINK }));
    const admin = new HttpAccountGateway(BASE, credentials('t', null), new RecordingLogger());
    await admin.createUser({ ...NEW_ACCOUNT, password: 'no-debe-salir' } as NewAccount);
    expect(seen[0]?.body).toEqual({
      email: 'a@estudio.test',
      firstName: 'Ana',
      lastName: 'Ruiz',
      role: 'r1',
    });
  });

  it('fails the call when the network does', async () => {
    server.use(http.post(`${BASE}/:route`, () => HttpResponse.error()));
    const admin = new HttpAccountGateway(BASE, credentials('t', null), new RecordingLogger());
    await expect(admin.enableUser('u-1')).rejects.toThrow();
  });
});
