import type { AdministrationState, AuditStamp, GuardedUserPatch, GuardedUserWriter } from '@estudio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { permissionConfigFromDocument } from '../firestore-shared/permission-config-document.js';
import { roleFromDocument } from '../firestore-shared/role-document.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import { stampFields, userFromDocument, userPatchToDocument } from '../firestore-shared/user-document.js';

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
    await this.db.runTransaction(async (transaction) => {
      const [target, active, roles, config] = await Promise.all([
        transaction.get(ref),
        transaction.get(this.db.collection(FIRESTORE_PATHS.users).where('status', '==', 'active')),
        transaction.get(this.db.collection(FIRESTORE_PATHS.roles)),
        transaction.get(this.db.doc(FIRESTORE_PATHS.permissionConfig)),
      ]);
      if (!target.exists) throw missingDocument(ref.path);
      const configData = config.data();
      guard({
        users: active.docs.map((user) => userFromDocument(user.id, user.data())),
        roles: roles.docs.map((role) => roleFromDocument(role.id, role.data())),
        config: configData === undefined ? null : permissionConfigFromDocument(configData),
      });
      transaction.update(ref, { ...userPatchToDocument(patch), ...stampFields(changedBy) });
    });
  }
}
