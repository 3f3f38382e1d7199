import type { Firestore } from 'firebase-admin/firestore';
import { normalizeEmail, type User, type UserRepository } from '@estudio/domain';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import { userFromDocument, userPatchToDocument, userToDocument } from '../firestore-shared/user-document.js';

/** users/{uid} through firebase-admin (CLI, functions, seed). */
export class FirestoreAdminUserRepository implements UserRepository {
  constructor(private readonly db: Firestore) {}

  async get(uid: string): Promise<User | null> {
    const snapshot = await this.db.doc(FIRESTORE_PATHS.user(uid)).get();
    const data = snapshot.data();
    return data === undefined ? null : userFromDocument(uid, data);
  }

  async list(): Promise<User[]> {
    const snapshot = await this.db.collection(FIRESTORE_PATHS.users).get();
    return snapshot.docs.map((user) => userFromDocument(user.id, user.data()));
  }

  /** Stored e-mails keep the case they were typed with, which an equality query cannot ignore. */
  async findByEmail(email: string): Promise<User | null> {
    const wanted = normalizeEmail(email);
    return (await this.list()).find((user) => normalizeEmail(user.email) === wanted) ?? null;
  }

  async save(user: User): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.user(user.uid)).set(userToDocument(user), { merge: true });
  }

  async update(uid: string, patch: Parameters<UserRepository['update']>[1]): Promise<void> {
    const fields = userPatchToDocument(patch);
    const ref = this.db.doc(FIRESTORE_PATHS.user(uid));
    // update() refuses a missing document (NOT_FOUND), so no partial user is ever born.
    if (Object.keys(fields).length > 0) await ref.update(fields);
    else if (!(await ref.get()).exists) throw missingDocument(ref.path);
  }

  async recordLogin(uid: string, at: Date): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.user(uid)).update({ lastLoginAt: at });
  }
}
