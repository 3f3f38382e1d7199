// The userAdmin function in the Functions emulator (user-admin.test-kit.ts): creating an
// account whose password only its one-time link sets, refusing callers and bodies, disabling,
// enabling and changing a role (docs/product.md, "Account endpoints").
import { Messages } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { FunctionTexts } from './texts.js';
import {
  ADMIN,
  CONTENT,
  DESIGNER,
  auth,
  call,
  db,
  emulatorPasswordOf,
  followResetLink,
  freshDemoData,
  roleIdOf,
  signIn,
  useUserAdminFunction,
} from './user-admin.test-kit.js';

const m = Messages.endpoints;
/** The fixed temporary password every new account once shared. */
const OLD_SHARED_PASSWORD = 'Temporal2026!';

useUserAdminFunction();

describe('the userAdmin function in the Functions emulator', () => {
  let adminToken: string;

  beforeEach(async () => {
    adminToken = await freshDemoData();
  });

  it('creates an account no known password opens, its complete active record, and a link that sets its password', async () => {
    const role = await roleIdOf('Diseñador');
    const answer = await call(
      'create-user',
      { email: 'Nueva@Estudio.test', firstName: 'Sofía', lastName: 'Prieto', role, roleLabel: 'Diseñador' },
      adminToken,
    );

    expect(answer.status).toBe(200);
    const { uid, passwordResetLink } = answer.body as { success: boolean; uid: string; passwordResetLink: string };
    expect(answer.body).toEqual({
      success: true,
      uid,
      passwordResetLink: expect.stringContaining('mode=resetPassword'),
    });
    await expect(signIn('nueva@estudio.test', OLD_SHARED_PASSWORD)).rejects.toThrow('INVALID_PASSWORD');
    await followResetLink(passwordResetLink, 'Propia-de-Sofia-2026!');
    await expect(signIn('nueva@estudio.test', 'Propia-de-Sofia-2026!')).resolves.toEqual(expect.any(String));
    const record = (await db.doc(`users/${uid}`).get()).data();
    expect(record).toMatchObject({
      email: 'nueva@estudio.test',
      firstName: 'Sofía',
      lastName: 'Prieto',
      role,
      status: 'active',
    });
    expect(record?.['createdAt']).toBeDefined();
    expect((await auth.getUser(uid)).customClaims).toEqual({ role, roleLabel: 'Diseñador' });
  });

  it('ignores a password an older client still sends, and gives two accounts different passwords', async () => {
    const role = await roleIdOf('Diseñador');
    const answer = await call(
      'create-user',
      { email: 'antigua@estudio.test', password: 'Elegida-2026!', role, roleLabel: 'Diseñador' },
      adminToken,
    );
    expect(answer.status).toBe(200);
    await expect(signIn('antigua@estudio.test', 'Elegida-2026!')).rejects.toThrow();
    await expect(signIn('antigua@estudio.test', OLD_SHARED_PASSWORD)).rejects.toThrow();
    // The Auth emulator's "hash" keeps the password readable: two accounts, two long random passwords.
    const second = await call('create-user', { email: 'segunda@estudio.test', role }, adminToken);
    const passwords = await Promise.all(
      [answer.body, second.body].map((body) => emulatorPasswordOf((body as { uid: string }).uid)),
    );
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(passwords[0]).not.toBe(passwords[1]);
  });

  it('answers a taken e-mail with the code the console shows as its duplicate message', async () => {
    const role = await roleIdOf('Diseñador');
    const answer = await call('create-user', { email: DESIGNER, role, roleLabel: 'Diseñador' }, adminToken);
    expect(answer).toEqual({ status: 409, body: { success: false, error: 'auth/email-already-in-use' } });
  });

  it('refuses callers without a token or without ADMIN_USERS, and bad bodies, writing nothing', async () => {
    const before = (await db.collection('users').get()).size;
    const role = await roleIdOf('Diseñador');
    const body = { email: 'otra@estudio.test', firstName: 'Otra', lastName: 'Persona', role, roleLabel: 'Diseñador' };

    expect(await call('create-user', body, null)).toEqual({
      status: 401,
      body: { success: false, error: m.missingIdToken },
    });
    expect(await call('create-user', body, await signIn(CONTENT))).toEqual({
      status: 403,
      body: { success: false, error: m.forbidden },
    });
    expect(await call('create-user', { ...body, email: 'no-es-correo' }, adminToken)).toEqual({
      status: 400,
      body: { success: false, error: m.invalidEmail },
    });
    expect(await call('update-user-role', { uid: 'x' }, adminToken)).toEqual({
      status: 400,
      body: { success: false, error: m.fieldRequired('role') },
    });
    expect((await db.collection('users').get()).size).toBe(before);
    await expect(auth.getUserByEmail('otra@estudio.test')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('disables a user at once (open sessions refused), and enables them again', async () => {
    const designer = await auth.getUserByEmail(DESIGNER);
    const designerToken = await signIn(DESIGNER);
    // Revocation is compared in whole seconds with the token's issue time.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect(await call('disable-user', { uid: designer.uid }, adminToken)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await auth.getUser(designer.uid)).disabled).toBe(true);
    expect((await db.doc(`users/${designer.uid}`).get()).get('status')).toBe('disabled');
    await expect(signIn(DESIGNER)).rejects.toThrow('USER_DISABLED');

    expect(await call('enable-user', { uid: designer.uid }, adminToken)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await auth.getUser(designer.uid)).disabled).toBe(false);
    expect((await db.doc(`users/${designer.uid}`).get()).get('status')).toBe('active');
    // The token from before the disable stays revoked.
    const stale = await call('update-user-role', { uid: designer.uid, role: 'x', roleLabel: 'x' }, designerToken);
    expect(stale).toEqual({ status: 401, body: { success: false, error: FunctionTexts.endpoints.revokedIdToken } });
  });

  it('changes a role on the record and the claims, but never the caller’s own', async () => {
    const designer = await auth.getUserByEmail(DESIGNER);
    const strategist = await roleIdOf('Estratega');
    expect(
      await call('update-user-role', { uid: designer.uid, role: strategist, roleLabel: 'Estratega' }, adminToken),
    ).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await db.doc(`users/${designer.uid}`).get()).get('role')).toBe(strategist);
    expect((await auth.getUser(designer.uid)).customClaims).toEqual({ role: strategist, roleLabel: 'Estratega' });

    const admin = await auth.getUserByEmail(ADMIN);
    expect(await call('disable-user', { uid: admin.uid }, adminToken)).toEqual({
      status: 403,
      body: { success: false, error: m.selfChange },
    });
  });

  it('refuses ids that are not plain document ids, and takes the role label from the role', async () => {
    expect(await call('disable-user', { uid: 'x/../y' }, adminToken)).toEqual({
      status: 400,
      body: { success: false, error: m.invalidId('uid') },
    });
    const designer = await auth.getUserByEmail(DESIGNER);
    const strategist = await roleIdOf('Estratega');
    expect(
      await call(
        'update-user-role',
        { uid: designer.uid, role: strategist, roleLabel: 'Superadministrador' },
        adminToken,
      ),
    ).toEqual({ status: 200, body: { success: true } });
    expect((await auth.getUser(designer.uid)).customClaims).toEqual({ role: strategist, roleLabel: 'Estratega' });
  });
});
