import {
  ACTIVE_REQUIREMENT_STATUSES,
  type FinishedCursor,
  type FinishedOrder,
  type FinishedPage,
  type FinishedScope,
  type RequirementPatch,
  type RequirementRepository,
} from '../ports/repositories.js';
import { FinishedPager, type PageSource } from '../paging/finished-pager.js';
import { compareOrderKeys, type OrderKey } from '../paging/firestore-order.js';
import {
  FINISHED_STATUS,
  createRequirement,
  type NewRequirement,
  type Requirement,
} from '../requirements/requirement.js';
import { gridNumberingStart, listedWrite, numberedWrite, type NumberedWrite } from '../requirements/content-grid.js';
import { copy, definedFields } from './copy.js';
import { FailureHook } from './failure-hook.js';
import { missingDocument } from './missing-document.js';
import { SequentialIdGenerator, type IdGenerator } from './sequential-id-generator.js';

export type RequirementRepositoryOperation = keyof RequirementRepository & string;

/** Where a requirement sits in a Firestore order: the column's value, then its document path. */
const orderKey = (requirement: Requirement, column: FinishedOrder['column']): OrderKey => ({
  value: requirement[column],
  path: ['brands', requirement.brandId, 'requirements', requirement.id],
});

/** brands/{brandId}/requirements/{id}: one Map per brand, insertion order kept. */
export class InMemoryRequirementRepository implements RequirementRepository {
  private readonly byBrand = new Map<string, Map<string, Requirement>>();
  /** brands/{brandId}/counters/requirements: the highest number each brand handed out. */
  private readonly counters = new Map<string, number>();
  private readonly failures = new FailureHook<RequirementRepositoryOperation>('InMemoryRequirementRepository');
  /** Pages exactly as the Firestore adapters do, over the same ordered "queries". */
  private readonly pager = new FinishedPager<Requirement>(orderKey);

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

  async listActive(brandId: string): Promise<Requirement[]> {
    this.failures.check('listActive');
    return this.all(brandId)
      .filter((requirement) => ACTIVE_REQUIREMENT_STATUSES.includes(requirement.status))
      .map(copy);
  }

  async listActiveIn(brandIds: readonly string[]): Promise<Requirement[]> {
    this.failures.check('listActiveIn');
    return brandIds.flatMap((brandId) =>
      this.all(brandId)
        .filter((requirement) => ACTIVE_REQUIREMENT_STATUSES.includes(requirement.status))
        .map(copy),
    );
  }

  async listEveryActive(): Promise<Requirement[]> {
    this.failures.check('listEveryActive');
    return [...this.byBrand.keys()].flatMap((brandId) =>
      this.all(brandId)
        .filter((requirement) => ACTIVE_REQUIREMENT_STATUSES.includes(requirement.status))
        .map(copy),
    );
  }

  async listFinished(brandId: string): Promise<Requirement[]> {
    this.failures.check('listFinished');
    return this.finished(brandId).map(copy);
  }

  async pageFinished(
    scope: FinishedScope,
    order: FinishedOrder,
    after: FinishedCursor | null,
    pageSize: number,
  ): Promise<FinishedPage> {
    this.failures.check('pageFinished');
    // The 'all' scope is one "collection-group query"; brands are one query each, as in Firestore.
    const sources =
      scope.kind === 'all'
        ? [this.source('*', [...this.byBrand.keys()], order)]
        : scope.brandIds.map((brandId) => this.source(brandId, [brandId], order));
    const { docs, next } = await this.pager.page(scope, order, sources, after, pageSize);
    return { rows: docs.map(copy), next };
  }

  async countFinished(scope: FinishedScope): Promise<number> {
    this.failures.check('countFinished');
    const brandIds = scope.kind === 'all' ? [...this.byBrand.keys()] : scope.brandIds;
    return brandIds.reduce((total, brandId) => total + this.finished(brandId).length, 0);
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
    return this.write(brandId, listedWrite(this.lastNumber(brandId), requirements));
  }

  /** Reads the counter, builds and stores with no await in between: as one transaction. */
  async createNumbered(
    brandId: string,
    count: number,
    build: (first: number) => readonly NewRequirement[],
  ): Promise<Requirement[]> {
    this.failures.check('createNumbered');
    return this.write(brandId, numberedWrite(this.lastNumber(brandId), count, build));
  }

  async update(brandId: string, id: string, patch: RequirementPatch): Promise<void> {
    this.failures.check('update');
    const existing = this.byBrand.get(brandId)?.get(id);
    if (existing === undefined) throw missingDocument(`brands/${brandId}/requirements/${id}`);
    this.collection(brandId).set(id, copy({ ...existing, ...definedFields(patch), id, brandId }));
  }

  /** Read, change and write in one synchronous step: nothing can write in between, as a transaction guarantees. */
  async updateFrom(
    brandId: string,
    id: string,
    change: (stored: Requirement) => RequirementPatch,
  ): Promise<Requirement> {
    this.failures.check('updateFrom');
    const existing = this.byBrand.get(brandId)?.get(id);
    if (existing === undefined) throw missingDocument(`brands/${brandId}/requirements/${id}`);
    const written = { ...existing, ...definedFields(change(copy(existing))), id, brandId };
    this.collection(brandId).set(id, copy(written));
    return copy(written);
  }

  async updateManyFrom(
    brandId: string,
    ids: readonly string[],
    change: (stored: readonly Requirement[]) => readonly (RequirementPatch | null)[],
  ): Promise<Requirement[]> {
    this.failures.check('updateManyFrom');
    const stored = ids.map((id) => {
      const existing = this.byBrand.get(brandId)?.get(id);
      if (existing === undefined) throw missingDocument(`brands/${brandId}/requirements/${id}`);
      return existing;
    });
    const patches = change(stored.map(copy));
    const written: Requirement[] = [];
    stored.forEach((existing, index) => {
      const patch = patches[index];
      if (patch === null || patch === undefined) return;
      written.push({ ...existing, ...definedFields(patch), id: existing.id, brandId });
    });
    for (const requirement of written) this.collection(brandId).set(requirement.id, copy(requirement));
    return written.map(copy);
  }

  /**
   * The ordered query Firestore would answer: Finalizado requirements of these brands in
   * the column's order, after a given one.
   */
  private source(key: string, brandIds: readonly string[], order: FinishedOrder): PageSource<Requirement> {
    const compare = compareOrderKeys(order.direction);
    const keyOf = (requirement: Requirement): OrderKey => orderKey(requirement, order.column);
    return {
      key,
      fetch: async (after, limit) => {
        const sorted = brandIds
          .flatMap((brandId) => this.finished(brandId))
          .sort((a, b) => compare(keyOf(a), keyOf(b)));
        const rest =
          after === null ? sorted : sorted.filter((requirement) => compare(keyOf(requirement), keyOf(after)) > 0);
        return rest.slice(0, limit);
      },
    };
  }

  /** The brand's counter: the highest number handed out (for a brand without one, as Firestore does). */
  private lastNumber(brandId: string): number {
    return this.counters.get(brandId) ?? gridNumberingStart(this.all(brandId).map((r) => r.number));
  }

  /** Stores the write's requirements and moves the brand's counter, as one step. */
  private write(brandId: string, { plan, last }: NumberedWrite): Requirement[] {
    const created = plan.map((fields) =>
      createRequirement(this.ids.next(), { ...definedFields(fields), brandId } as NewRequirement),
    );
    const collection = this.collection(brandId);
    for (const requirement of created) collection.set(requirement.id, copy(requirement));
    this.counters.set(brandId, last);
    return created.map(copy);
  }

  private finished(brandId: string): Requirement[] {
    return this.all(brandId).filter((requirement) => requirement.status === FINISHED_STATUS);
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
