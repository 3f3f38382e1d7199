import type { SendHistory, SendRecord } from '@estudio/domain/scheduling';
import { collection, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { sendRecordFromDocument } from '../firestore-shared/send-record-document.js';

/**
 * The send records of a brand for 'Envíos' and an item's panel, through the browser SDK (lite),
 * newest first. The rules let whoever reads the brand's requirements read them; only the
 * scheduler function writes them.
 */
export class FirestoreWebSendHistory implements SendHistory {
  constructor(private readonly db: Firestore) {}

  async list(brandId: string, count: number): Promise<readonly SendRecord[]> {
    if (count <= 0) return [];
    const sends = collection(this.db, FIRESTORE_PATHS.sends(brandId));
    const snapshot = await getDocs(query(sends, orderBy('at', 'desc'), limit(count)));
    return snapshot.docs.map((doc) => sendRecordFromDocument(doc.id, doc.data()));
  }

  async latest(brandId: string, requirementId: string): Promise<SendRecord | null> {
    const sends = collection(this.db, FIRESTORE_PATHS.sends(brandId));
    const snapshot = await getDocs(
      query(sends, where('requirementId', '==', requirementId), orderBy('at', 'desc'), limit(1)),
    );
    const [doc] = snapshot.docs;
    return doc === undefined ? null : sendRecordFromDocument(doc.id, doc.data());
  }
}
