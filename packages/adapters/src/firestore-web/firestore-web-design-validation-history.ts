import type { DesignValidationEntry, DesignValidationHistory } from '@estudio/domain/content';
import { collection, getDocs, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { validationEntryFromDocument } from '../firestore-shared/validation-history-document.js';

/**
 * A card's design-validation history for the carousel screen, through the browser SDK (lite):
 * index ==, newest first (the index of firestore.indexes.json). The rules let whoever reads
 * the requirement read it; only the ai function writes it.
 */
export class FirestoreWebDesignValidationHistory implements DesignValidationHistory {
  constructor(private readonly db: Firestore) {}

  async list(brandId: string, requirementId: string, index: number): Promise<readonly DesignValidationEntry[]> {
    const history = collection(this.db, FIRESTORE_PATHS.validationHistory(brandId, requirementId));
    const snapshot = await getDocs(query(history, where('index', '==', index), orderBy('at', 'desc')));
    return snapshot.docs.map((doc) => validationEntryFromDocument(doc.data()));
  }
}
