import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Role, RoleRepository } from '@estudio/domain/accounts';
import type { NewRole } from '@estudio/domain/shared';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { roleFromDocument, roleToDocument } from '../firestore-shared/role-document.js';

/** roles/{id} through the web SDK; ids are Firestore's own. */
export class FirestoreWebRoleRepository implements RoleRepository {
  constructor(private readonly db: Firestore) {}

  async get(id: string): Promise<Role | null> {
    const snapshot = await getDoc(doc(this.db, FIRESTORE_PATHS.role(id)));
    return snapshot.exists() ? roleFromDocument(id, snapshot.data()) : null;
  }

  async list(): Promise<Role[]> {
    const snapshot = await getDocs(collection(this.db, FIRESTORE_PATHS.roles));
    return snapshot.docs.map((role) => roleFromDocument(role.id, role.data()));
  }

  async create(role: NewRole): Promise<Role> {
    const ref = doc(collection(this.db, FIRESTORE_PATHS.roles));
    const stored = roleToDocument(role);
    await setDoc(ref, stored);
    return roleFromDocument(ref.id, stored);
  }

  async updatePermissions(id: string, permissions: readonly string[]): Promise<void> {
    await updateDoc(doc(this.db, FIRESTORE_PATHS.role(id)), { permissions: [...permissions] });
  }

  async delete(id: string): Promise<void> {
    await deleteDoc(doc(this.db, FIRESTORE_PATHS.role(id)));
  }
}
