import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore/lite';
import type { PermissionConfig, PermissionConfigRepository } from '@estudio/domain/accounts';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import {
  permissionConfigFromDocument,
  permissionConfigToDocument,
} from '../firestore-shared/permission-config-document.js';

/** config/permissions through the web SDK; save replaces the whole document. */
export class FirestoreWebPermissionConfigRepository implements PermissionConfigRepository {
  constructor(private readonly db: Firestore) {}

  async get(): Promise<PermissionConfig | null> {
    const snapshot = await getDoc(doc(this.db, FIRESTORE_PATHS.permissionConfig));
    return snapshot.exists() ? permissionConfigFromDocument(snapshot.data()) : null;
  }

  async save(config: PermissionConfig): Promise<void> {
    await setDoc(doc(this.db, FIRESTORE_PATHS.permissionConfig), permissionConfigToDocument(config));
  }
}
