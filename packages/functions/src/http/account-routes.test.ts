import { createMemoryAdapters, memoryPortBindings, type MemoryAdapters } from '@estudio/adapters';
import { DEFAULT_PERMISSION_CONFIG, Messages, SUPERADMIN_CODE } from '@estudio/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFunctionsContainer } from '../container/functions-container.js';
import { AccountRoutes, type ApiRequest } from './user-admin-http.js';

const m = Messages.endpoints;

const post = (path: string, body: unknown, token: string | null, extra: Record<string, string> = {}): ApiRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...extra },
  body,
});

describe('the user-administration API', () => {
  let adapters: MemoryAdapters;
  let api: AccountRoutes;
  let adminToken: string;
  let designerToken: string;

  const build = (appCheckRequired: boolean): AccountRoutes =>
    createFunctionsContainer(memoryPortBindings(adapters), { appCheckRequired }).get(AccountRoutes);

  beforeEach(async () => {
    adapters = createMemoryAdapters(new Date('2026-05-04T09:00:00Z'));
    await adapters.permissionConfig.save(DEFAULT_PERMISSION_CONFIG);
    const superRole = await adapters.roles.create({ name: 'Superadministrador', permissions: [SUPERADMIN_CODE], timestamp: adapters.clock.now() });
    const designer = await adapters.roles.create({ name: 'Diseñador', permissions: ['atender_requerimientos'], timestamp: adapters.clock.now() });
    for (const [uid, role, status] of [
      ['u-admin', superRole.id, 'active'],
      ['u-dis', designer.id, 'active'],
      ['u-off', superRole.id, 'disabled'],
    ] as const) {
      adapters.auth.addAccount({ uid, email: `${uid}@estudio.test`, password: 'Estudio2026!', disabled: status === 'disabled' });
      await adapters.users.save({
        uid,
        email: `${uid}@estudio.test`,
        firstName: '',
        lastName: '',
        role,
        status,
        createdAt: null,
        lastLoginAt: null,
      });
    }
    adminToken = adapters.callerVerifier.issue('u-admin');
    designerToken = adapters.callerVerifier.issue('u-dis');
    api = build(false);
  });

  it('creates a user and answers its uid', async () => {
    const role = (await adapters.roles.list()).find((r) => r.name === 'Diseñador')!;
    const answer = await api.handle(
      post('/create-user', { email: 'nueva@estudio.test', password: '', role: role.id, roleLabel: role.name }, adminToken),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, uid: expect.any(String) });
    const uid = (answer.body as { uid: string }).uid;
    expect(await adapters.users.get(uid)).toMatchObject({ email: 'nueva@estudio.test', role: role.id, status: 'active' });
  });

  it('answers a taken e-mail with 409 and the code the console maps to its message', async () => {
    const role = (await adapters.roles.list())[0]!;
    const answer = await api.handle(
      post('/create-user', { email: 'u-dis@estudio.test', role: role.id, roleLabel: role.name }, adminToken),
    );
    expect(answer).toEqual({ status: 409, body: { success: false, error: 'auth/email-already-in-use' } });
  });

  it('updates a role, disables and enables a user', async () => {
    const superRole = (await adapters.roles.list()).find((r) => r.name === 'Superadministrador')!;
    expect(
      await api.handle(post('/update-user-role', { uid: 'u-dis', role: superRole.id, roleLabel: superRole.name }, adminToken)),
    ).toEqual({ status: 200, body: { success: true } });
    expect((await adapters.users.get('u-dis'))?.role).toBe(superRole.id);

    expect(await api.handle(post('/disable-user', { uid: 'u-dis' }, adminToken))).toEqual({ status: 200, body: { success: true } });
    // The disabled user's token is refused from now on.
    expect(await api.handle(post('/enable-user', { uid: 'u-off' }, designerToken))).toEqual({
      status: 401,
      body: { success: false, error: m.invalidIdToken },
    });
    expect(await api.handle(post('/enable-user/', { uid: 'u-dis' }, adminToken))).toEqual({ status: 200, body: { success: true } });
  });

  it.each([
    ['an unknown route', post('/delete-user', {}, 'x'), 404, m.unknownRoute],
    ['a GET', { ...post('/create-user', {}, 'x'), method: 'GET' }, 405, m.methodNotAllowed],
    ['no bearer token', post('/disable-user', { uid: 'u-dis' }, null), 401, m.missingIdToken],
    ['a token that is not one', post('/disable-user', { uid: 'u-dis' }, 'falso'), 401, m.invalidIdToken],
  ])('refuses %s', async (_case, request, status, error) => {
    expect(await api.handle(request)).toEqual({ status, body: { success: false, error } });
    expect((await adapters.users.get('u-dis'))?.status).toBe('active');
  });

  it('refuses a revoked token with its own message', async () => {
    await adapters.accountAdmin.revokeSessions('u-admin');
    expect(await api.handle(post('/disable-user', { uid: 'u-dis' }, adminToken))).toEqual({
      status: 401,
      body: { success: false, error: m.revokedIdToken },
    });
  });

  it('refuses, with 403, a caller whose role lacks ADMIN_USERS', async () => {
    expect(await api.handle(post('/disable-user', { uid: 'u-admin' }, designerToken))).toEqual({
      status: 403,
      body: { success: false, error: m.forbidden },
    });
    expect(adapters.auth.account('u-admin')?.disabled).toBe(false);
  });

  it('answers 400 with the field to fix, and 404 for an unknown user', async () => {
    expect(await api.handle(post('/update-user-role', { uid: 'u-dis' }, adminToken))).toEqual({
      status: 400,
      body: { success: false, error: m.fieldRequired('role') },
    });
    expect(await api.handle(post('/disable-user', { uid: 'nadie' }, adminToken))).toEqual({
      status: 404,
      body: { success: false, error: m.unknownUser('nadie') },
    });
  });

  it('requires a valid App Check token where App Check is configured', async () => {
    const guarded = build(true);
    adapters.callerVerifier.allowAppCheckToken('app-check-ok');
    const request = (extra: Record<string, string>) => post('/disable-user', { uid: 'u-dis' }, adminToken, extra);
    expect(await guarded.handle(request({}))).toEqual({ status: 401, body: { success: false, error: m.missingAppCheck } });
    expect(await guarded.handle(request({ 'x-firebase-appcheck': 'otro' }))).toEqual({
      status: 401,
      body: { success: false, error: m.invalidAppCheck },
    });
    expect(await guarded.handle(request({ 'x-firebase-appcheck': 'app-check-ok' }))).toEqual({
      status: 200,
      body: { success: true },
    });
  });

  it('answers 500 without details when a store fails, and logs the cause', async () => {
    adapters.users.failNext('get');
    expect(await api.handle(post('/disable-user', { uid: 'u-dis' }, adminToken))).toEqual({
      status: 500,
      body: { success: false, error: m.internal },
    });
    expect(adapters.logger.errors.map((entry) => entry.message)).toEqual([m.internal]);
  });
});
