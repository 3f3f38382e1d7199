import type { Firestore } from 'firebase-admin/firestore';
import type { Role, RoleRepository } from '@estudio/domain/accounts';
import type { NewRole } from '@estudio/domain/shared';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { roleFromDocument, roleToDocument } from '../firestore-shared/role-document.js';

/** roles/{id} through firebase-admin; ids are Firestore's own. */
export class FirestoreAdminRoleRepository implements RoleRepository {
  constructor(private readonly db: Firestore) {}

  async get(id: string): Promise<Role | null> {
    const data = (await this.db.doc(FIRESTORE_PATHS.role(id)).get()).data();
    return data === undefined ? null : roleFromDocument(id, data);
  }

  async list(): Promise<Role[]> {
    const snapshot = await this.db.collection(FIRESTORE_PATHS.roles).get();
    return snapshot.docs.map((role) => roleFromDocument(role.id, role.data()));
  }

  async create(role: NewRole): Promise<Role> {
    const ref = this.db.collection(FIRESTORE_PATHS.roles).doc();
    const stored = roleToDocument(role);
    await ref.set(stored);
    return roleFromDocument(ref.id, stored);
  }

  async updatePermissions(id: string, permissions: readonly string[]): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.role(id)).update({ permissions: [...permissions] });
  }

  async delete(id: string): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.role(id)).delete();
  }
}
