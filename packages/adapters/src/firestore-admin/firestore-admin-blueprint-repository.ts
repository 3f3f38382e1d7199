import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type {
  Blueprint,
  BlueprintBlockName,
  BlueprintBlocks,
  BlueprintPatch,
  BlueprintRepository,
} from '@estudio/domain/blueprint';
import type { ChangeStamp } from '@estudio/domain/shared';
import {
  blueprintBlockToFields,
  blueprintFromDocument,
  blueprintPatchToDocument,
  blueprintToDocument,
  blueprintWithPatch,
} from '../firestore-shared/blueprint-document.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import { stampUpdatedAt, type FirestoreWriteOptions } from '../firestore-shared/updated-at.js';
import { runTransaction } from './firestore-admin-transaction.js';

const serverTime = (): FieldValue => FieldValue.serverTimestamp();

/** brands/{brandId}/blueprints/{brandId} through firebase-admin; save replaces the guide, updateFrom
 * writes a patch made from it in one transaction, saveBlock updates one block's field (bloques.<block>),
 * updatedAt and replaced only. */
export class FirestoreAdminBlueprintRepository implements BlueprintRepository {
  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreWriteOptions = {},
  ) {}

  async get(brandId: string): Promise<Blueprint | null> {
    const data = (await this.db.doc(FIRESTORE_PATHS.blueprint(brandId)).get()).data();
    return data === undefined ? null : blueprintFromDocument(brandId, data);
  }

  async save(blueprint: Blueprint): Promise<void> {
    await this.db
      .doc(FIRESTORE_PATHS.blueprint(blueprint.brandId))
      .set(stampUpdatedAt(blueprintToDocument(blueprint), this.options, serverTime));
  }

  async updateFrom(brandId: string, change: (stored: Blueprint) => BlueprintPatch): Promise<Blueprint> {
    const ref = this.db.doc(FIRESTORE_PATHS.blueprint(brandId));
    return runTransaction(this.db, async (transaction) => {
      const snapshot = await transaction.get(ref);
      const data = snapshot.data();
      const stored = data === undefined ? null : blueprintFromDocument(brandId, data);
      if (stored === null) throw missingDocument(ref.path);
      const patch = change(stored);
      const fields = stampUpdatedAt(blueprintPatchToDocument(patch), this.options, serverTime);
      if (Object.keys(fields).length > 0) transaction.update(ref, fields);
      return blueprintWithPatch(stored, patch);
    });
  }

  async saveBlock<K extends BlueprintBlockName>(
    brandId: string,
    blockName: K,
    block: BlueprintBlocks[K],
    updatedAt: Date,
    changedBy?: ChangeStamp,
  ): Promise<void> {
    await this.db
      .doc(FIRESTORE_PATHS.blueprint(brandId))
      .update(stampUpdatedAt(blueprintBlockToFields(blockName, block, updatedAt, changedBy), this.options, serverTime));
  }
}
