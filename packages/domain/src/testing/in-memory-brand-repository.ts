import type { Brand, BrandStatus } from '../brands/brand.js';
import type { BrandFields, BrandPatch, BrandRepository } from '../ports/repositories.js';
import type { BrandVisibilityScope } from '../brands/visibility.js';
import { copy, definedFields } from './copy.js';
import { FailureHook } from './failure-hook.js';
import { missingDocument } from './missing-document.js';
import { SequentialIdGenerator, type IdGenerator } from './sequential-id-generator.js';

export type BrandRepositoryOperation = keyof BrandRepository & string;

/** brands/{id}; updates merge only the fields given, like a Firestore update. */
export class InMemoryBrandRepository implements BrandRepository {
  private readonly brands = new Map<string, Brand>();
  private readonly failures = new FailureHook<BrandRepositoryOperation>('InMemoryBrandRepository');

  constructor(
    seed: readonly Brand[] = [],
    private readonly ids: IdGenerator = new SequentialIdGenerator('brand-'),
  ) {
    for (const brand of seed) this.brands.set(brand.id, copy(brand));
  }

  failNext(operation?: BrandRepositoryOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async get(id: string): Promise<Brand | null> {
    this.failures.check('get');
    const brand = this.brands.get(id);
    return brand === undefined ? null : copy(brand);
  }

  async list(): Promise<Brand[]> {
    this.failures.check('list');
    return [...this.brands.values()].map(copy);
  }

  /** As Firestore answers the scope's queries: exact e-mail in allowedUsers, exact owner. */
  async listVisible(scope: BrandVisibilityScope): Promise<Brand[]> {
    this.failures.check('listVisible');
    return [...this.brands.values()]
      .filter(
        (brand) =>
          scope.all ||
          (scope.assignedEmail !== null && (brand.allowedUsers ?? []).includes(scope.assignedEmail)) ||
          (scope.ownerUid !== null && brand.owner === scope.ownerUid),
      )
      .map(copy);
  }

  newId(): string {
    return this.ids.next();
  }

  async create(fields: BrandFields, id: string = this.ids.next()): Promise<Brand> {
    this.failures.check('create');
    if (this.brands.has(id)) throw new Error(`brands/${id} already exists`);
    const brand = { ...definedFields(fields), id } as Brand;
    this.brands.set(brand.id, copy(brand));
    return copy(brand);
  }

  async update(id: string, patch: BrandPatch): Promise<void> {
    this.failures.check('update');
    this.merge(id, definedFields(patch));
  }

  async setStatus(id: string, status: BrandStatus, at: Date): Promise<void> {
    this.failures.check('setStatus');
    this.merge(id, { status, updatedAt: at });
  }

  async setAllowedUsers(id: string, emails: readonly string[], at: Date): Promise<void> {
    this.failures.check('setAllowedUsers');
    this.merge(id, { allowedUsers: [...emails], updatedAt: at });
  }

  private merge(id: string, fields: Partial<Brand>): void {
    const existing = this.brands.get(id);
    if (existing === undefined) throw missingDocument(`brands/${id}`);
    this.brands.set(id, copy({ ...existing, ...fields, id }));
  }
}
