import { createMemoryAdapters, memoryPortBindings, type MemoryAdapters } from '@estudio/adapters';
import { DEFAULT_PERMISSION_CONFIG, SUPERADMIN_CODE } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFunctionsContainer } from '../container/functions-container.js';
import { AccountRoutes, MAX_BODY_BYTES, type ApiRequest } from './account-routes.js';
import { FunctionTexts } from '../texts.js';

const m = Messages.endpoints;
/** What the functions refuse at their edge, before the domain reads the body. */
const edge = FunctionTexts.endpoints;

const post = (path: string, body: unknown, token: string | null, extra: Record<string, string> = {}): ApiRequest => ({
  method: 'POST',
  path,
  headers: {
    'content-type': 'application/json',
    ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    ...extra,
  },
  body,
  bodySize: Buffer.byteLength(JSON.stringify(body) ?? ''),
});

describe('the account endpoints (AccountRoutes)', () => {
  let adapters: MemoryAdapters;
  let api: AccountRoutes;
  let adminToken: string;
  let designerToken: string;

  const build = (appCheckRequired: boolean): AccountRoutes =>
    createFunctionsContainer(memoryPortBindings(adapters), { appCheckRequired }).get(AccountRoutes);

  beforeEach(async () => {
    adapters = createMemoryAdapters(new Date('2026-05-04T09:00:00Z'));
    await adapters.permissionConfig.save(DEFAULT_PERMISSION_CONFIG);
    const superRole = await adapters.roles.create({
      name: 'Superadministrador',
      permissions: [SUPERADMIN_CODE],
      timestamp: adapters.clock.now(),
    });
    const designer = await adapters.roles.create({
      name: 'Diseñador',
      permissions: ['atender_requerimientos'],
      timestamp: adapters.clock.now(),
    });
    for (const [uid, role, status] of [
      ['u-admin', superRole.id, 'active'],
      ['u-dis', designer.id, 'active'],
      ['u-off', superRole.id, 'disabled'],
    ] as const) {
      adapters.auth.addAccount({
        uid,
        email: `${uid}@estudio.test`,
        password: 'Estudio2026!',
        disabled: status === 'disabled',
      });
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

  it('creates a user, writing the complete record once, and answers its uid and password link', async () => {
    const role = (await adapters.roles.list()).find((r) => r.name === 'Diseñador')!;
    const save = vi.spyOn(adapters.users, 'save');
    const answer = await api.handle(
      post(
        '/create-user',
        { email: 'Nueva@Estudio.test', firstName: ' Sofía ', lastName: 'Prieto', role: role.id, roleLabel: role.name },
        adminToken,
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, uid: expect.any(String), passwordResetLink: expect.any(String) });
    const { uid, passwordResetLink } = answer.body as { uid: string; passwordResetLink: string };
    const record = {
      uid,
      email: 'nueva@estudio.test',
      firstName: 'Sofía',
      lastName: 'Prieto',
      role: role.id,
      status: 'active',
      createdAt: adapters.clock.now(),
      lastLoginAt: null,
    };
    expect(await adapters.users.get(uid)).toEqual(record);
    // Stamped with the administrator behind the write, whom the audit log names.
    expect(save.mock.calls).toEqual([
      [record, { uid: 'u-admin', email: expect.any(String), at: adapters.clock.now() }],
    ]);
    // The account has a generated password nobody was told; its owner sets theirs through the link.
    expect(adapters.auth.account(uid)).toMatchObject({ password: adapters.passwords.issued[0], disabled: false });
    expect(JSON.stringify(answer)).not.toContain(adapters.passwords.issued[0]);
    adapters.auth.resetPasswordWithLink(passwordResetLink, 'Propia-2026!');
    await expect(adapters.auth.signIn('nueva@estudio.test', 'Propia-2026!')).resolves.toMatchObject({ uid });
  });

  it('ignores a password in the body: the account gets a generated one', async () => {
    const role = (await adapters.roles.list())[0]!;
    const answer = await api.handle(
      post(
        '/create-user',
        { email: 'otra@estudio.test', password: 'Elegida-1!', role: role.id, roleLabel: role.name },
        adminToken,
      ),
    );
    expect(answer.status).toBe(200);
    const uid = (answer.body as { uid: string }).uid;
    expect(adapters.auth.account(uid)?.password).toBe(adapters.passwords.issued[0]);
    expect(await adapters.users.get(uid)).toMatchObject({ firstName: '', lastName: '' });
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
      await api.handle(
        post('/update-user-role', { uid: 'u-dis', role: superRole.id, roleLabel: superRole.name }, adminToken),
      ),
    ).toEqual({ status: 200, body: { success: true } });
    expect((await adapters.users.get('u-dis'))?.role).toBe(superRole.id);

    expect(await api.handle(post('/disable-user', { uid: 'u-dis' }, adminToken))).toEqual({
      status: 200,
      body: { success: true },
    });
    // The disabled user's token is refused from now on.
    expect(await api.handle(post('/enable-user', { uid: 'u-off' }, designerToken))).toEqual({
      status: 401,
      body: { success: false, error: edge.invalidIdToken },
    });
    expect(await api.handle(post('/enable-user/', { uid: 'u-dis' }, adminToken))).toEqual({
      status: 200,
      body: { success: true },
    });
  });

  it.each([
    ['an unknown route', post('/delete-user', {}, 'x'), 404, m.unknownRoute],
    ['a GET', { ...post('/create-user', {}, 'x'), method: 'GET' }, 405, edge.methodNotAllowed],
    ['no bearer token', post('/disable-user', { uid: 'u-dis' }, null), 401, m.missingIdToken],
    ['a token that is not one', post('/disable-user', { uid: 'u-dis' }, 'falso'), 401, edge.invalidIdToken],
  ])('refuses %s', async (_case, request, status, error) => {
    expect(await api.handle(request)).toEqual({ status, body: { success: false, error } });
    expect((await adapters.users.get('u-dis'))?.status).toBe('active');
  });

  it('answers 415 to a body that is not sent as JSON, before anything else is read', async () => {
    for (const type of [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'application/jsonp']) {
      const request = post('/disable-user', { uid: 'u-dis' }, adminToken);
      const headers = { ...request.headers, 'content-type': type };
      expect(await api.handle({ ...request, headers })).toEqual({
        status: 415,
        body: { success: false, error: edge.unsupportedMediaType },
      });
    }
    expect((await adapters.users.get('u-dis'))?.status).toBe('active');
    const utf8 = post('/disable-user', { uid: 'u-dis' }, adminToken, {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(await api.handle(utf8)).toEqual({ status: 200, body: { success: true } });
  });

  it('answers 413 to a body over the limit, whatever it holds', async () => {
    const caption = 'x'.repeat(MAX_BODY_BYTES);
    const answer = await api.handle(
      post('/create-user', { email: 'a@b.co', role: 'r', firstName: caption }, adminToken),
    );
    expect(answer).toEqual({
      status: 413,
      body: { success: false, error: edge.bodyTooLarge(MAX_BODY_BYTES) },
    });
    expect(await adapters.users.list()).toHaveLength(3);
  });

  it('refuses ids that are not plain document ids with a 400 naming the field', async () => {
    expect(await api.handle(post('/disable-user', { uid: 'u-dis/../u-admin' }, adminToken))).toEqual({
      status: 400,
      body: { success: false, error: m.invalidId('uid') },
    });
    expect(await api.handle(post('/update-user-role', { uid: 'u-dis', role: 'roles/x' }, adminToken))).toEqual({
      status: 400,
      body: { success: false, error: m.invalidId('role') },
    });
  });

  it('takes the role label from the role itself, never from the body', async () => {
    const superRole = (await adapters.roles.list()).find((r) => r.name === 'Superadministrador')!;
    const designer = (await adapters.roles.list()).find((r) => r.name === 'Diseñador')!;
    const created = await api.handle(
      post(
        '/create-user',
        { email: 'nueva@estudio.test', role: designer.id, roleLabel: 'Superadministrador' },
        adminToken,
      ),
    );
    expect(created.status).toBe(200);
    const uid = (created.body as { uid: string }).uid;
    expect(await adapters.accountAdmin.roleClaims(uid)).toEqual({ role: designer.id, roleLabel: 'Diseñador' });

    expect(
      await api.handle(post('/update-user-role', { uid, role: superRole.id, roleLabel: 'Diseñador' }, adminToken)),
    ).toEqual({ status: 200, body: { success: true } });
    expect(await adapters.accountAdmin.roleClaims(uid)).toEqual({
      role: superRole.id,
      roleLabel: 'Superadministrador',
    });
    // Without any label, as the console now sends it.
    expect(await api.handle(post('/update-user-role', { uid, role: designer.id }, adminToken))).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await adapters.accountAdmin.roleClaims(uid)).toEqual({ role: designer.id, roleLabel: 'Diseñador' });
  });

  it('refuses a role that does not exist, for a new user and for a role change, writing nothing', async () => {
    expect(await api.handle(post('/update-user-role', { uid: 'u-dis', role: 'rol-fantasma' }, adminToken))).toEqual({
      status: 400,
      body: { success: false, error: m.unknownRole('rol-fantasma') },
    });
    expect(await adapters.accountAdmin.roleClaims('u-dis')).toBeNull();
    expect((await adapters.users.get('u-dis'))?.role).not.toBe('rol-fantasma');
  });

  it('refuses a revoked token with its own message', async () => {
    await adapters.accountAdmin.revokeSessions('u-admin');
    expect(await api.handle(post('/disable-user', { uid: 'u-dis' }, adminToken))).toEqual({
      status: 401,
      body: { success: false, error: edge.revokedIdToken },
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
    expect(await api.handle(post('/create-user', [], adminToken))).toEqual({
      status: 400,
      body: { success: false, error: m.bodyNotObject },
    });
    expect(
      await api.handle(post('/create-user', { email: 'a@b.co', role: 'r', roleLabel: 'R', firstName: 3 }, adminToken)),
    ).toEqual({
      status: 400,
      body: { success: false, error: m.fieldNotText('firstName') },
    });
    expect(await api.handle(post('/create-user', { email: 'nuevo@', role: 'r', roleLabel: 'R' }, adminToken))).toEqual({
      status: 400,
      body: { success: false, error: m.invalidEmail },
    });
    expect(
      await api.handle(post('/create-user', { email: 'a@b.co', role: 'r-nadie', roleLabel: 'R' }, adminToken)),
    ).toEqual({
      status: 400,
      body: { success: false, error: m.unknownRole('r-nadie') },
    });
    expect(await api.handle(post('/enable-user', {}, adminToken))).toEqual({
      status: 400,
      body: { success: false, error: m.fieldRequired('uid') },
    });
    expect(await api.handle(post('/disable-user', { uid: 'nadie' }, adminToken))).toEqual({
      status: 404,
      body: { success: false, error: m.unknownUser('nadie') },
    });
    expect(await adapters.users.list()).toHaveLength(3);
  });

  it('refuses a caller without ADMIN_USERS before reading the body', async () => {
    expect(await api.handle(post('/create-user', 'no es un objeto', designerToken))).toEqual({
      status: 403,
      body: { success: false, error: m.forbidden },
    });
  });

  it('answers 403 to a change of the caller’s own status or role', async () => {
    expect(await api.handle(post('/disable-user', { uid: 'u-admin' }, adminToken))).toEqual({
      status: 403,
      body: { success: false, error: m.selfChange },
    });
    expect(adapters.auth.account('u-admin')?.disabled).toBe(false);
  });

  it('answers 500 without details when the new record cannot be written, and leaves no account', async () => {
    const role = (await adapters.roles.list())[0]!;
    adapters.users.failNext('save');
    expect(
      await api.handle(
        post('/create-user', { email: 'nueva@estudio.test', role: role.id, roleLabel: role.name }, adminToken),
      ),
    ).toEqual({ status: 500, body: { success: false, error: m.internal } });
    expect(adapters.auth.hasAccount('nueva@estudio.test')).toBe(false);
    expect(adapters.logger.errors.map((entry) => entry.message)).toEqual([m.internal]);
  });

  it('requires a valid App Check token where App Check is configured', async () => {
    const guarded = build(true);
    adapters.callerVerifier.allowAppCheckToken('app-check-ok');
    const request = (extra: Record<string, string>) => post('/disable-user', { uid: 'u-dis' }, adminToken, extra);
    expect(await guarded.handle(request({}))).toEqual({
      status: 401,
      body: { success: false, error: edge.missingAppCheck },
    });
    expect(await guarded.handle(request({ 'x-firebase-appcheck': 'otro' }))).toEqual({
      status: 401,
      body: { success: false, error: edge.invalidAppCheck },
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
