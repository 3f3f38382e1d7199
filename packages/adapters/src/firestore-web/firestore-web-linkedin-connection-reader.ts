import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import type { LinkedInConnection, LinkedInConnectionReader } from '@estudio/domain/linkedin';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { linkedInConnectionFromDocument } from '../firestore-shared/linkedin-documents.js';

/**
 * The browser's view of its user's LinkedIn link: users/{uid}/linkedin/default, which the
 * linkedin function writes without any token and the rules let only that user read.
 */
export class FirestoreWebLinkedInConnectionReader implements LinkedInConnectionReader {
  constructor(private readonly db: Firestore) {}

  async get(uid: string): Promise<LinkedInConnection | null> {
    return linkedInConnectionFromDocument((await getDoc(doc(this.db, FIRESTORE_PATHS.linkedInConnection(uid)))).data());
  }
}
