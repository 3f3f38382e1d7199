import type { Firestore } from 'firebase-admin/firestore';
import type { LinkedInCredentialsRepository } from '@estudio/domain';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import {
  hasLinkedInToken,
  linkedInStatusDocument,
  linkedInTokenDocument,
} from '../firestore-shared/linkedin-documents.js';

/**
 * users/{uid}/linkedin/default (the token) and its public sibling users/{uid}/linkedin/status
 * ({connected}), written together in one batch so the browser's flag never disagrees with
 * the token. Server side, the token itself is the truth.
 */
export class FirestoreAdminLinkedInCredentialsRepository implements LinkedInCredentialsRepository {
  constructor(private readonly db: Firestore) {}

  async isConnected(uid: string): Promise<boolean> {
    return hasLinkedInToken((await this.db.doc(FIRESTORE_PATHS.linkedInToken(uid)).get()).data());
  }

  /** What the LinkedIn callback does once it holds an access token. */
  async connect(uid: string, accessToken: string): Promise<void> {
    const batch = this.db.batch();
    batch.set(this.db.doc(FIRESTORE_PATHS.linkedInToken(uid)), linkedInTokenDocument(accessToken));
    batch.set(this.db.doc(FIRESTORE_PATHS.linkedInStatus(uid)), linkedInStatusDocument(accessToken));
    await batch.commit();
  }

  /** Forgets the token and the flag; deleting what is absent is not an error. */
  async disconnect(uid: string): Promise<void> {
    const batch = this.db.batch();
    batch.delete(this.db.doc(FIRESTORE_PATHS.linkedInToken(uid)));
    batch.delete(this.db.doc(FIRESTORE_PATHS.linkedInStatus(uid)));
    await batch.commit();
  }
}
