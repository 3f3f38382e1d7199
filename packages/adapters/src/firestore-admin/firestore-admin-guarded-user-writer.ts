import type { AdministrationState, AuditStamp, GuardedUserPatch, GuardedUserWriter } from '@estudio/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { permissionConfigFromDocument } from '../firestore-shared/permission-config-document.js';
import { roleFromDocument } from '../firestore-shared/role-document.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import { stampFields, userFromDocument, userPatchToDocument } from '../firestore-shared/user-document.js';
import { runTransaction } from './firestore-admin-transaction.js';

/**
 * What decides who administers the console (the active users, every role,
 * config/permissions), read through a transaction so that it locks them: the state
 * requireAdministratorLeft judges before any guarded write of users/{uid}.
 */
export const administrationState = async (db: Firestore, transaction: Transaction): Promise<AdministrationState> => {
  const [active, roles, config] = await Promise.all([
    transaction.get(db.collection(FIRESTORE_PATHS.users).where('status', '==', 'active')),
    transaction.get(db.collection(FIRESTORE_PATHS.roles)),
    transaction.get(db.doc(FIRESTORE_PATHS.permissionConfig)),
  ]);
  const configData = config.data();
  return {
    users: active.docs.map((user) => userFromDocument(user.id, user.data())),
    roles: roles.docs.map((role) => roleFromDocument(role.id, role.data())),
    config: configData === undefined ? null : permissionConfigFromDocument(configData),
  };
};

/**
 * Guarded writes of users/{uid} in one firebase-admin transaction: the active users, the
 * roles and config/permissions are read through the transaction (which locks them), the
 * guard decides, and the patch is written, or the whole attempt retried when another
 * transaction touched what it read. Two concurrent disables of the last two
 * administrators thus run one after the other, and the second sees the first.
 */
export class FirestoreAdminGuardedUserWriter implements GuardedUserWriter {
  constructor(private readonly db: Firestore) {}

  async update(
    uid: string,
    patch: GuardedUserPatch,
    guard: (state: AdministrationState) => void,
    changedBy?: AuditStamp,
  ): Promise<void> {
    const ref = this.db.doc(FIRESTORE_PATHS.user(uid));
    await runTransaction(this.db, async (transaction) => {
      const [target, state] = await Promise.all([transaction.get(ref), administrationState(this.db, transaction)]);
      if (!target.exists) throw missingDocument(ref.path);
      guard(state);
      transaction.update(ref, { ...userPatchToDocument(patch), ...stampFields(changedBy) });
    });
  }
}
