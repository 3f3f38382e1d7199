import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES, requireAdministratorLeft } from '@estudio/domain/accounts';
import { isDomainError } from '@estudio/domain/shared';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../contracts/fixtures.js';
import { clearFirestoreEmulator, emulatorProjectId } from '../firestore-shared/firestore-emulator-support.js';
import { FirestoreAdminPermissionConfigRepository } from './firestore-admin-permission-config-repository.js';
import { FirestoreAdminRoleRepository } from './firestore-admin-role-repository.js';
import { FirestoreAdminUserRepository } from './firestore-admin-user-repository.js';
import { ADMINISTRATION_GUARD_PATH, FirestoreAdminGuardedUserWriter } from './firestore-admin-guarded-user-writer.js';

/*
 * The last-administrator guard under a race, on the Firestore emulator: the check and the
 * write are one transaction, and every guarded write also writes the administration guard
 * document, so two of them never both pass on a state the other is changing.
 */
const app = initializeApp({ projectId: emulatorProjectId() }, 'firestore-admin-guarded-writer');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const users = new FirestoreAdminUserRepository(db);
const writer = new FirestoreAdminGuardedUserWriter(db);
const SUPER = DEMO_ROLES.find((role) => role.id === 'superadministrador');

/** A disable of `uid` guarded against leaving nobody administering, as AccountUseCases asks it. */
const disable = (uid: string, by: string) =>
  writer.update(
    uid,
    { status: 'disabled' },
    (state) => requireAdministratorLeft(state, [{ uid, status: 'disabled' }]),
    { uid: by, email: `${by}@estudio.test`, at: new Date() },
  );

describe('FirestoreAdminGuardedUserWriter on the Firestore emulator', () => {
  beforeEach(async () => {
    await clearFirestoreEmulator();
    if (SUPER === undefined) throw new Error('no superadministrador demo role');
    const role = await new FirestoreAdminRoleRepository(db).create({
      name: SUPER.name,
      permissions: SUPER.permissions,
      timestamp: new Date(),
    });
    await new FirestoreAdminPermissionConfigRepository(db).save(DEFAULT_PERMISSION_CONFIG);
    for (const uid of ['super-a', 'super-b']) {
      await users.save(aUser({ uid, email: `${uid}@estudio.test`, role: role.id }));
    }
  });

  it('of two superadministrators disabling each other at the same moment, lets exactly one through, ten rounds in a row', async () => {
    for (let round = 1; round <= 10; round += 1) {
      const outcomes = await Promise.allSettled([disable('super-b', 'super-a'), disable('super-a', 'super-b')]);
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused, `round ${round}`).toHaveLength(1);
      const reason: unknown = refused[0]?.status === 'rejected' ? refused[0].reason : null;
      expect(isDomainError(reason) && reason.kind).toBe('conflict');
      const statuses = await Promise.all(['super-a', 'super-b'].map(async (uid) => (await users.get(uid))?.status));
      expect(
        statuses.filter((status) => status === 'active'),
        `round ${round}`,
      ).toHaveLength(1);
      // The guard document records the write that went through.
      const guard = (await db.doc(ADMINISTRATION_GUARD_PATH).get()).data();
      const disabled = statuses[0] === 'disabled' ? 'super-a' : 'super-b';
      expect(guard?.['uid']).toBe(disabled);
      await users.update(disabled, { status: 'active' });
    }
  }, 120_000);

  it('refuses, writing nothing, the disable of the last active superadministrator', async () => {
    await disable('super-b', 'super-a');
    await expect(disable('super-a', 'super-a')).rejects.toMatchObject({ kind: 'conflict' });
    expect((await users.get('super-a'))?.status).toBe('active');
    expect((await db.doc(ADMINISTRATION_GUARD_PATH).get()).get('uid')).toBe('super-b');
  });

  it("writes several users' records in one transaction under one guard, all of them or none", async () => {
    await users.save(aUser({ uid: 'editor-c', email: 'editor-c@estudio.test', role: 'disenador' }));
    const demote = [
      { uid: 'super-a', patch: { role: 'disenador', firstName: 'Renombrada' } },
      { uid: 'super-b', patch: { role: 'disenador' } },
    ];
    /** The guard of these writes: refused when they would leave nobody administering. */
    const keepingAnAdministrator = (writes: typeof demote) => (state: Parameters<typeof requireAdministratorLeft>[0]) =>
      requireAdministratorLeft(
        state,
        writes.map(({ uid, patch }) => ({ uid, role: patch.role })),
      );
    // Both superadministrators at once would leave nobody: refused as a whole, nothing written.
    await expect(writer.updateMany(demote, keepingAnAdministrator(demote))).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect((await users.get('super-a'))?.role).not.toBe('disenador');
    expect((await users.get('super-a'))?.firstName).not.toBe('Renombrada');
    // A record that does not exist refuses the whole write too.
    await expect(
      writer.updateMany(
        [
          { uid: 'editor-c', patch: { lastName: 'Cambiado' } },
          { uid: 'nadie', patch: { lastName: 'Cambiado' } },
        ],
        () => undefined,
      ),
    ).rejects.toThrow();
    expect((await users.get('editor-c'))?.lastName).not.toBe('Cambiado');
    // One of them alone passes, and writes its names with its role.
    const one = demote.slice(0, 1);
    await writer.updateMany(one, keepingAnAdministrator(one));
    expect(await users.get('super-a')).toMatchObject({ role: 'disenador', firstName: 'Renombrada' });
    expect((await db.doc(ADMINISTRATION_GUARD_PATH).get()).get('uid')).toBe('super-a');
  });
});
