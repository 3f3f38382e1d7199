import { doc, getDoc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore/lite';
import type { Blueprint, BlueprintBlockName, BlueprintBlocks, BlueprintRepository } from '@estudio/domain/blueprint';
import type { ChangeStamp } from '@estudio/domain/shared';
import {
  blueprintBlockToFields,
  blueprintFromDocument,
  blueprintToDocument,
} from '../firestore-shared/blueprint-document.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { stampUpdatedAt, type FirestoreWriteOptions } from '../firestore-shared/updated-at.js';

/** brands/{brandId}/blueprints/{brandId} through the web SDK; save replaces the guide,
 * saveBlock updates one block's field (bloques.<block>) and updatedAt only. */
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
