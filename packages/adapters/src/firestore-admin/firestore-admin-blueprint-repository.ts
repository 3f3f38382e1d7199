import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Blueprint, BlueprintBlockName, BlueprintBlocks, BlueprintRepository } from '@estudio/domain/blueprint';
import type { ChangeStamp } from '@estudio/domain/shared';
import {
  blueprintBlockToFields,
  blueprintFromDocument,
  blueprintToDocument,
} from '../firestore-shared/blueprint-document.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { stampUpdatedAt, type FirestoreWriteOptions } from '../firestore-shared/updated-at.js';

const serverTime = (): FieldValue => FieldValue.serverTimestamp();

/** brands/{brandId}/blueprints/{brandId} through firebase-admin; save replaces the guide,
 * saveBlock updates one block's field (bloques.<block>) and updatedAt only. */
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
