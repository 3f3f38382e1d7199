import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import { normalizeEmail, type User, type UserRepository } from '@estudio/domain/accounts';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import type { FirestoreWriteOptions } from '../firestore-shared/updated-at.js';
import {
  EMAIL_NORMALIZED_FIELD,
  userFromDocument,
  userPatchToDocument,
  userToDocument,
} from '../firestore-shared/user-document.js';

/** users/{uid} through the web SDK. */
export class FirestoreWebUserRepository implements UserRepository {
  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreWriteOptions = {},
  ) {}

  async get(uid: string): Promise<User | null> {
    const snapshot = await getDoc(doc(this.db, FIRESTORE_PATHS.user(uid)));
    return snapshot.exists() ? userFromDocument(uid, snapshot.data()) : null;
  }

  async list(): Promise<User[]> {
    return this.read(await getDocs(this.collection()));
  }

  async listActive(): Promise<User[]> {
    return this.read(await getDocs(query(this.collection(), where('status', '==', 'active'))));
  }

  /** One equality query on emailNormalized (see user-document.ts for records without it). */
  async findByEmail(email: string): Promise<User | null> {
    const wanted = query(this.collection(), where(EMAIL_NORMALIZED_FIELD, '==', normalizeEmail(email)), limit(1));
    return this.read(await getDocs(wanted))[0] ?? null;
  }

  async save(user: User): Promise<void> {
    await setDoc(doc(this.db, FIRESTORE_PATHS.user(user.uid)), userToDocument(user), { merge: true });
  }

  async update(uid: string, patch: Parameters<UserRepository['update']>[1]): Promise<void> {
    const fields = userPatchToDocument(patch);
    const path = FIRESTORE_PATHS.user(uid);
    // updateDoc refuses a missing document (NOT_FOUND), so no partial user is ever born.
    if (Object.keys(fields).length > 0) await updateDoc(doc(this.db, path), fields);
    else if (!(await getDoc(doc(this.db, path))).exists()) throw missingDocument(path);
  }

  /**
   * lastLoginAt is the server's time (firestore.rules accept only request.time, so no
   * client clock can post-date a sign-in); 'caller' keeps `at` for the contract runs.
   */
  async recordLogin(uid: string, at: Date): Promise<void> {
    const lastLoginAt = (this.options.updatedAt ?? 'server') === 'server' ? serverTimestamp() : at;
    await updateDoc(doc(this.db, FIRESTORE_PATHS.user(uid)), { lastLoginAt });
  }

  private collection() {
    return collection(this.db, FIRESTORE_PATHS.users);
  }

  private read(snapshot: QuerySnapshot): User[] {
    return snapshot.docs.map((user) => userFromDocument(user.id, user.data()));
  }
}
