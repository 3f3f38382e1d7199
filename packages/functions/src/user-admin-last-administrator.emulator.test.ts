// The userAdmin function in the Functions emulator (user-admin.test-kit.ts): two
// superadministrators disabled, or disabling each other, at the same moment leave exactly
// one active (docs/product.md, "Account endpoints").
import { Messages } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { FunctionTexts } from './texts.js';
import {
  ADMIN,
  auth,
  call,
  db,
  emailOf,
  followResetLink,
  freshDemoData,
  roleIdOf,
  signIn,
  useUserAdminFunction,
} from './user-admin.test-kit.js';

const m = Messages.endpoints;

useUserAdminFunction();

describe('the userAdmin function in the Functions emulator', () => {
  let adminToken: string;

  beforeEach(async () => {
    adminToken = await freshDemoData();
  });

  it('of the only two superadministrators disabled at the same moment, leaves one active', async () => {
    // A strategist who may administer users (not roles) disables both superadministrators at once.
    const strategistRole = (await db.doc(`roles/${await roleIdOf('Estratega')}`).get()).get('permissions') as string[];
    const config = (await db.doc('config/permissions').get()).data() as Record<string, unknown>;
    await db.doc('config/permissions').set({ ...config, ADMIN_USERS: ['acceso_total', ...strategistRole] });
    const superRole = await roleIdOf('Superadministrador');
    const second = await call('create-user', { email: 'segunda.super@estudio.test', role: superRole }, adminToken);
    expect(second.status).toBe(200);
    const first = await auth.getUserByEmail(ADMIN);
    const secondUid = (second.body as { uid: string }).uid;
    const operator = await signIn(emailOf('Estratega'));

    const answers = await Promise.all([
      call('disable-user', { uid: first.uid }, operator),
      call('disable-user', { uid: secondUid }, operator),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      success: false,
      error: m.lastAdministrator,
    });
    const statuses = await Promise.all(
      [first.uid, secondUid].map(async (uid) => ({
        record: (await db.doc(`users/${uid}`).get()).get('status') as string,
        disabled: (await auth.getUser(uid)).disabled,
      })),
    );
    expect(statuses.filter((status) => status.record === 'active')).toEqual([{ record: 'active', disabled: false }]);
    expect(statuses.filter((status) => status.record === 'disabled')).toEqual([{ record: 'disabled', disabled: true }]);
  });

  it('of two superadministrators disabling each other at the same moment, leaves exactly one active, round after round', async () => {
    const superRole = await roleIdOf('Superadministrador');
    const second = await call('create-user', { email: 'otra.super@estudio.test', role: superRole }, adminToken);
    expect(second.status).toBe(200);
    const first = await auth.getUserByEmail(ADMIN);
    const secondUid = (second.body as { uid: string }).uid;
    await followResetLink((second.body as { passwordResetLink: string }).passwordResetLink, 'Segunda2026!');

    for (let round = 1; round <= 5; round += 1) {
      // Both sign in afresh (a refused round revoked nobody, a granted one revoked the loser).
      const [firstToken, secondToken] = await Promise.all([
        signIn(ADMIN),
        signIn('otra.super@estudio.test', 'Segunda2026!'),
      ]);
      const answers = await Promise.all([
        call('disable-user', { uid: secondUid }, firstToken),
        call('disable-user', { uid: first.uid }, secondToken),
      ]);
      // One goes through. The other is refused: as the last administrator when both checks met in
      // the store, or, when the emulator ran the two one after the other, as a caller already
      // disabled (their record, or their account and sessions).
      expect(
        answers.filter((answer) => answer.status === 200),
        `round ${round}`,
      ).toHaveLength(1);
      const refusal = answers.find((answer) => answer.status !== 200);
      expect([
        { status: 409, body: { success: false, error: m.lastAdministrator } },
        { status: 403, body: { success: false, error: m.callerInactive } },
        { status: 401, body: { success: false, error: FunctionTexts.endpoints.invalidIdToken } },
        { status: 401, body: { success: false, error: FunctionTexts.endpoints.revokedIdToken } },
      ]).toContainEqual(refusal);
      const statuses = await Promise.all(
        [first.uid, secondUid].map(async (uid) => ({
          uid,
          record: (await db.doc(`users/${uid}`).get()).get('status') as string,
          disabled: (await auth.getUser(uid)).disabled,
        })),
      );
      const active = statuses.filter((status) => status.record === 'active');
      expect(active, `round ${round}`).toHaveLength(1);
      expect(active[0]?.disabled).toBe(false);
      const disabled = statuses.find((status) => status.record === 'disabled');
      expect(disabled?.disabled).toBe(true);
      // The winner enables the loser again for the next round.
      const winnerToken = active[0]?.uid === first.uid ? firstToken : secondToken;
      expect((await call('enable-user', { uid: disabled?.uid }, winnerToken)).status).toBe(200);
    }
  }, 180_000);
});
