import {
  FINISHED_STATUS,
  createRequirement,
  type IdGenerator,
  type NewRequirement,
  type Requirement,
  type RequirementPatch,
  type RequirementRepository,
} from '@estudio/domain';
import { copy, definedFields } from './copy.js';
import { FailureHook } from './failure-hook.js';
import { missingDocument } from './missing-document.js';
import { SequentialIdGenerator } from './sequential-id-generator.js';

export type RequirementRepositoryOperation = keyof RequirementRepository & string;

/** brands/{brandId}/requirements/{id}: one Map per brand, insertion order kept. */
export class InMemoryRequirementRepository implements RequirementRepository {
  private readonly byBrand = new Map<string, Map<string, Requirement>>();
  private readonly failures = new FailureHook<RequirementRepositoryOperation>(
    'InMemoryRequirementRepository',
  );

  constructor(
    seed: readonly Requirement[] = [],
    private readonly ids: IdGenerator = new SequentialIdGenerator('req-'),
  ) {
    for (const requirement of seed) this.collection(requirement.brandId).set(requirement.id, copy(requirement));
  }

  failNext(operation?: RequirementRepositoryOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async list(brandId: string): Promise<Requirement[]> {
    this.failures.check('list');
    return this.all(brandId).map(copy);
  }

  async listFinished(brandId: string): Promise<Requirement[]> {
    this.failures.check('listFinished');
    return this.all(brandId)
      .filter((requirement) => requirement.status === FINISHED_STATUS)
      .map(copy);
  }

  async get(brandId: string, id: string): Promise<Requirement | null> {
    this.failures.check('get');
    const requirement = this.byBrand.get(brandId)?.get(id);
    return requirement === undefined ? null : copy(requirement);
  }

  async findByNumber(brandId: string, number: number): Promise<Requirement | null> {
    this.failures.check('findByNumber');
    const requirement = this.all(brandId).find((candidate) => candidate.number === number);
    return requirement === undefined ? null : copy(requirement);
  }

  async count(brandId: string): Promise<number> {
    this.failures.check('count');
    return this.all(brandId).length;
  }

  /** Builds every document first and stores them together: all or none, like a batch. */
  async createMany(brandId: string, requirements: readonly NewRequirement[]): Promise<Requirement[]> {
    this.failures.check('createMany');
    const created = requirements.map((fields) =>
      createRequirement(this.ids.next(), { ...definedFields(fields), brandId } as NewRequirement),
    );
    const collection = this.collection(brandId);
    for (const requirement of created) collection.set(requirement.id, copy(requirement));
    return created.map(copy);
  }

  async update(brandId: string, id: string, patch: RequirementPatch): Promise<void> {
    this.failures.check('update');
    const existing = this.byBrand.get(brandId)?.get(id);
    if (existing === undefined) throw missingDocument(`brands/${brandId}/requirements/${id}`);
    this.collection(brandId).set(id, copy({ ...existing, ...definedFields(patch), id, brandId }));
  }

  private all(brandId: string): Requirement[] {
    return [...(this.byBrand.get(brandId)?.values() ?? [])];
  }

  private collection(brandId: string): Map<string, Requirement> {
    let collection = this.byBrand.get(brandId);
    if (collection === undefined) {
      collection = new Map();
      this.byBrand.set(brandId, collection);
    }
    return collection;
  }
}
