import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { normalizeEmail, type User, type UserRepository } from '@estudio/domain/accounts';
import { type AuditStamp } from '@estudio/domain/audit';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import {
  EMAIL_NORMALIZED_FIELD,
  stampFields,
  userFromDocument,
  userPatchToDocument,
  userToDocument,
} from '../firestore-shared/user-document.js';

/** users/{uid} through firebase-admin (CLI, functions, seed). */
export class FirestoreAdminUserRepository implements UserRepository {
  constructor(private readonly db: Firestore) {}

  async get(uid: string): Promise<User | null> {
    const snapshot = await this.db.doc(FIRESTORE_PATHS.user(uid)).get();
    const data = snapshot.data();
    return data === undefined ? null : userFromDocument(uid, data);
  }

  async list(): Promise<User[]> {
    return this.read(await this.collection().get());
  }

  async listActive(): Promise<User[]> {
    return this.read(await this.collection().where('status', '==', 'active').get());
  }

  /** One equality query on emailNormalized (see user-document.ts for records without it). */
  async findByEmail(email: string): Promise<User | null> {
    const snapshot = await this.collection().where(EMAIL_NORMALIZED_FIELD, '==', normalizeEmail(email)).limit(1).get();
    return this.read(snapshot)[0] ?? null;
  }

  async save(user: User, changedBy?: AuditStamp): Promise<void> {
    await this.db
      .doc(FIRESTORE_PATHS.user(user.uid))
      .set({ ...userToDocument(user), ...stampFields(changedBy) }, { merge: true });
  }

  async update(uid: string, patch: Parameters<UserRepository['update']>[1], changedBy?: AuditStamp): Promise<void> {
    const changes = userPatchToDocument(patch);
    // A stamp alone is no change: an empty patch still only checks that the record exists.
    const fields = Object.keys(changes).length > 0 ? { ...changes, ...stampFields(changedBy) } : changes;
    const ref = this.db.doc(FIRESTORE_PATHS.user(uid));
    // update() refuses a missing document (NOT_FOUND), so no partial user is ever born.
    if (Object.keys(fields).length > 0) await ref.update(fields);
    else if (!(await ref.get()).exists) throw missingDocument(ref.path);
  }

  async recordLogin(uid: string, at: Date): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.user(uid)).update({ lastLoginAt: at });
  }

  private collection() {
    return this.db.collection(FIRESTORE_PATHS.users);
  }

  private read(snapshot: QuerySnapshot): User[] {
    return snapshot.docs.map((user) => userFromDocument(user.id, user.data()));
  }
}
