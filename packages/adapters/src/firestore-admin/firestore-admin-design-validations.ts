import type { DesignValidationEntry, DesignValidationHistory, DesignValidationRecorder } from '@estudio/domain/content';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { validationEntryFromDocument } from '../firestore-shared/validation-history-document.js';

/**
 * A design validation's record through firebase-admin: one batch updates the field path
 * validation.{index} (the other cards' entries untouched; update() refuses a requirement
 * that does not exist) with updatedAt and changedBy {uid, email, at} (who asked), and creates a validationHistory document
 * {index, imageUrl, alineacion, descripcion, at, by: {uid, email}}. The history is read per
 * card, newest first (index ==, at desc: an index of firestore.indexes.json).
 */
export class FirestoreAdminDesignValidations implements DesignValidationRecorder, DesignValidationHistory {
  constructor(private readonly db: Firestore) {}

  async record(brandId: string, requirementId: string, entry: DesignValidationEntry): Promise<void> {
    const requirement = this.db.doc(FIRESTORE_PATHS.requirement(brandId, requirementId));
    const history = this.db.collection(FIRESTORE_PATHS.validationHistory(brandId, requirementId)).doc();
    const { index, imageUrl, alineacion, descripcion, at, by } = entry;
    const batch = this.db.batch();
    batch.update(requirement, {
      [`validation.${index}`]: { alineacion, descripcion },
      updatedAt: FieldValue.serverTimestamp(),
      // Who asked: the audit entry of this server write names the person (docs/product.md, "Audit log").
      changedBy: { uid: by.uid, email: by.email, at: Timestamp.fromDate(at) },
    });
    batch.create(history, {
      index,
      imageUrl,
      alineacion,
      descripcion,
      at: Timestamp.fromDate(at),
      by: { uid: by.uid, email: by.email },
    });
    await batch.commit();
  }

  async list(brandId: string, requirementId: string, index: number): Promise<readonly DesignValidationEntry[]> {
    const snapshot = await this.db
      .collection(FIRESTORE_PATHS.validationHistory(brandId, requirementId))
      .where('index', '==', index)
      .orderBy('at', 'desc')
      .get();
    return snapshot.docs.map((doc) => validationEntryFromDocument(doc.data()));
  }
}
