import type { Blueprint, BlueprintBlockName, BlueprintBlocks } from '../blueprint/blueprint.js';
import type { BlueprintPatch, BlueprintRepository } from '../ports/repositories.js';
import type { ChangeStamp } from '../shared/change-stamp.js';
import { copy, definedFields } from './copy.js';
import { FailureHook } from './failure-hook.js';
import { missingDocument } from './missing-document.js';

export type BlueprintRepositoryOperation = keyof BlueprintRepository & string;

/** brands/{brandId}/blueprints/{brandId}: one blueprint per brand; save replaces it, updateFrom
 * writes a patch made from the stored guide, saveBlock replaces one block only. */
export class InMemoryBlueprintRepository implements BlueprintRepository {
  private readonly blueprints = new Map<string, Blueprint>();
  private readonly failures = new FailureHook<BlueprintRepositoryOperation>('InMemoryBlueprintRepository');

  constructor(seed: readonly Blueprint[] = []) {
    for (const blueprint of seed) this.blueprints.set(blueprint.brandId, copy(blueprint));
  }

  failNext(operation?: BlueprintRepositoryOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async get(brandId: string): Promise<Blueprint | null> {
    this.failures.check('get');
    const blueprint = this.blueprints.get(brandId);
    return blueprint === undefined ? null : copy(blueprint);
  }

  async save(blueprint: Blueprint): Promise<void> {
    this.failures.check('save');
    this.blueprints.set(blueprint.brandId, copy(blueprint));
  }

  async updateFrom(brandId: string, change: (stored: Blueprint) => BlueprintPatch): Promise<Blueprint> {
    this.failures.check('updateFrom');
    const stored = this.blueprints.get(brandId);
    if (stored === undefined) throw missingDocument(`brands/${brandId}/blueprints/${brandId}`);
    const written: Blueprint = { ...stored, ...definedFields(change(copy(stored))), brandId };
    this.blueprints.set(brandId, copy(written));
    return copy(written);
  }

  async saveBlock<K extends BlueprintBlockName>(
    brandId: string,
    blockName: K,
    block: BlueprintBlocks[K],
    updatedAt: Date,
    changedBy?: ChangeStamp,
  ): Promise<void> {
    this.failures.check('saveBlock');
    const stored = this.blueprints.get(brandId);
    // As Firestore's update of a missing document.
    if (stored === undefined) throw new Error(`No blueprint stored for brand ${brandId}`);
    // As Firestore's update: the stamp is replaced when given, kept as stored otherwise.
    const stamp = changedBy === undefined ? {} : { changedBy };
    this.blueprints.set(
      brandId,
      // A block saved by hand drops the blocks an accepted proposal replaced: no undo overwrites it.
      copy({ ...stored, bloques: { ...stored.bloques, [blockName]: block }, updatedAt, replaced: null, ...stamp }),
    );
  }
}
