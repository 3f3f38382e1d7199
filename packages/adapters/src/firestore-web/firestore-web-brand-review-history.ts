import type { BrandReviewEntry, BrandReviewHistory } from '@estudio/domain/content';
import { collection, getDocs, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { brandReviewFromDocument } from '../firestore-shared/brand-guard-document.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';

/**
 * A requirement's brand-review history for the 'Revisión de marca' panel, through the browser
 * SDK (lite), newest first (docs/product.md, "Revisión de marca"). The rules let whoever reads
 * the requirement read it; only guard/score writes it. An entry of another shape is left out.
 */
export class FirestoreWebBrandReviewHistory implements BrandReviewHistory {
  constructor(private readonly db: Firestore) {}

  async list(brandId: string, requirementId: string): Promise<readonly BrandReviewEntry[]> {
    const history = collection(this.db, FIRESTORE_PATHS.brandReviewHistory(brandId, requirementId));
    const snapshot = await getDocs(query(history, orderBy('at', 'desc')));
    return snapshot.docs.flatMap((doc) => brandReviewFromDocument(doc.data()) ?? []);
  }
}
