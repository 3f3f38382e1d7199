import type {
  AdministrationState,
  GuardedUserPatch,
  GuardedUserWrite,
  GuardedUserWriter,
} from '@estudio/domain/accounts';
import type { AuditStamp } from '@estudio/domain/audit';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { permissionConfigFromDocument } from '../firestore-shared/permission-config-document.js';
import { roleFromDocument } from '../firestore-shared/role-document.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import { stampFields, userFromDocument, userPatchToDocument } from '../firestore-shared/user-document.js';
import { runTransaction } from './firestore-admin-transaction.js';

/**
 * The document every guarded write of users/{uid} reads and writes in its transaction
 * ({uid, at}: the last guarded write), and every reader of the administration state reads.
 * Two guarded writes thus always touch one same document, so the store runs them one after
 * the other whatever it locks of a query's results: two superadministrators disabling each
 * other at the same moment cannot each see the other still active. No browser reads or
 * writes it (firestore.rules matches only config/permissions under config).
 */
export const ADMINISTRATION_GUARD_PATH = 'config/administration';

/**
 * What decides who administers the console (the active users, every role,
 * config/permissions), read through a transaction so that it locks them, with the
 * administration guard (ADMINISTRATION_GUARD_PATH): the state requireAdministratorLeft judges
 * before any guarded write of users/{uid}.
 */
export const administrationState = async (db: Firestore, transaction: Transaction): Promise<AdministrationState> => {
  const [active, roles, config] = await Promise.all([
    transaction.get(db.collection(FIRESTORE_PATHS.users).where('status', '==', 'active')),
    transaction.get(db.collection(FIRESTORE_PATHS.roles)),
    transaction.get(db.doc(FIRESTORE_PATHS.permissionConfig)),
    transaction.get(db.doc(ADMINISTRATION_GUARD_PATH)),
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
 * roles, config/permissions and the administration guard are read through the transaction
 * (which locks them), the guard decides, and the patch is written with the guard document,
 * or the whole attempt retried when another transaction touched what it read. Two
 * concurrent disables of the last two administrators (one administrator disabling both, or
 * two disabling each other) both write the guard document, so they run one after the other,
 * and the second sees the first.
 */
export class FirestoreAdminGuardedUserWriter implements GuardedUserWriter {
  constructor(private readonly db: Firestore) {}

  update(
    uid: string,
    patch: GuardedUserPatch,
    guard: (state: AdministrationState) => void,
    changedBy?: AuditStamp,
  ): Promise<void> {
    return this.updateMany([{ uid, patch }], guard, changedBy);
  }

  async updateMany(
    writes: readonly GuardedUserWrite[],
    guard: (state: AdministrationState) => void,
    changedBy?: AuditStamp,
  ): Promise<void> {
    if (writes.length === 0) return;
    const refs = writes.map(({ uid }) => this.db.doc(FIRESTORE_PATHS.user(uid)));
    await runTransaction(this.db, async (transaction) => {
      const [targets, state] = await Promise.all([
        Promise.all(refs.map((ref) => transaction.get(ref))),
        administrationState(this.db, transaction),
      ]);
      const missing = targets.find((target) => !target.exists);
      if (missing !== undefined) throw missingDocument(missing.ref.path);
      guard(state);
      writes.forEach(({ patch }, index) => {
        const ref = refs[index];
        if (ref !== undefined) transaction.update(ref, { ...userPatchToDocument(patch), ...stampFields(changedBy) });
      });
      transaction.set(this.db.doc(ADMINISTRATION_GUARD_PATH), {
        uid: writes[0]?.uid ?? null,
        at: FieldValue.serverTimestamp(),
      });
    });
  }
}
