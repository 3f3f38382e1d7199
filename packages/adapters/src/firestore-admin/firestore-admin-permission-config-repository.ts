import type { Firestore } from 'firebase-admin/firestore';
import type { PermissionConfig, PermissionConfigRepository } from '@estudio/domain/accounts';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import {
  permissionConfigFromDocument,
  permissionConfigToDocument,
} from '../firestore-shared/permission-config-document.js';

/** config/permissions through firebase-admin; save replaces the whole document. */
export class FirestoreAdminPermissionConfigRepository implements PermissionConfigRepository {
  constructor(private readonly db: Firestore) {}

  async get(): Promise<PermissionConfig | null> {
    const data = (await this.db.doc(FIRESTORE_PATHS.permissionConfig).get()).data();
    return data === undefined ? null : permissionConfigFromDocument(data);
  }

  async save(config: PermissionConfig): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.permissionConfig).set(permissionConfigToDocument(config));
  }
}
