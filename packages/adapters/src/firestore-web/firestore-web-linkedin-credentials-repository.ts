import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import type { LinkedInCredentialsRepository } from '@estudio/domain';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { isLinkedInConnected } from '../firestore-shared/linkedin-documents.js';

/**
 * The browser's view of a user's LinkedIn link: it reads only users/{uid}/linkedin/status,
 * never the token document, which the rules keep from every browser.
 */
export class FirestoreWebLinkedInCredentialsRepository implements LinkedInCredentialsRepository {
  constructor(private readonly db: Firestore) {}

  async isConnected(uid: string): Promise<boolean> {
    const snapshot = await getDoc(doc(this.db, FIRESTORE_PATHS.linkedInStatus(uid)));
    return isLinkedInConnected(snapshot.data());
  }
}
