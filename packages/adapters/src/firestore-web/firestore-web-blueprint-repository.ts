import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
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

/** brands/{brandId}/blueprints/{brandId} through the web SDK; save replaces the guide, updateFrom
 * writes a patch made from it in one transaction, saveBlock updates one block's field (bloques.<block>),
 * updatedAt and replaced only. The rules refuse every write of it to a browser. */
export class FirestoreWebBlueprintRepository implements BlueprintRepository {
  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreWriteOptions = {},
  ) {}

  async get(brandId: string): Promise<Blueprint | null> {
    const snapshot = await getDoc(doc(this.db, FIRESTORE_PATHS.blueprint(brandId)));
    return snapshot.exists() ? blueprintFromDocument(brandId, snapshot.data()) : null;
  }

  async save(blueprint: Blueprint): Promise<void> {
    await setDoc(
      doc(this.db, FIRESTORE_PATHS.blueprint(blueprint.brandId)),
      stampUpdatedAt(blueprintToDocument(blueprint), this.options, serverTimestamp),
    );
  }

  async updateFrom(brandId: string, change: (stored: Blueprint) => BlueprintPatch): Promise<Blueprint> {
    const ref = doc(this.db, FIRESTORE_PATHS.blueprint(brandId));
    return runTransaction(this.db, async (transaction) => {
      const snapshot = await transaction.get(ref);
      const stored = snapshot.exists() ? blueprintFromDocument(brandId, snapshot.data()) : null;
      if (stored === null) throw missingDocument(ref.path);
      const patch = change(stored);
      const fields = stampUpdatedAt(blueprintPatchToDocument(patch), this.options, serverTimestamp);
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
    await updateDoc(
      doc(this.db, FIRESTORE_PATHS.blueprint(brandId)),
      stampUpdatedAt(blueprintBlockToFields(blockName, block, updatedAt, changedBy), this.options, serverTimestamp),
    );
  }
}
