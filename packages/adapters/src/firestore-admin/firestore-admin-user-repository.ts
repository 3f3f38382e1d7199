import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { normalizeEmail, type User, type UserRepository } from '@estudio/domain';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import {
  EMAIL_NORMALIZED_FIELD,
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

  private collection() {
    return this.db.collection(FIRESTORE_PATHS.users);
  }

  private read(snapshot: QuerySnapshot): User[] {
    return snapshot.docs.map((user) => userFromDocument(user.id, user.data()));
  }
}
