import type { Blueprint, BlueprintBlockName, BlueprintBlocks } from '../blueprint/blueprint.js';
import type { BlueprintRepository } from '../ports/repositories.js';
import type { ChangeStamp } from '../shared/change-stamp.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type BlueprintRepositoryOperation = keyof BlueprintRepository & string;

/** brands/{brandId}/blueprints/{brandId}: one blueprint per brand; save replaces it, saveBlock
 * replaces one block only. */
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
      copy({ ...stored, bloques: { ...stored.bloques, [blockName]: block }, updatedAt, ...stamp }),
    );
  }
}
