import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Brand, BrandRepository, BrandVisibilityScope } from '@estudio/domain/brands';
import type { BrandFields } from '@estudio/domain/shared';
import { brandFromDocument, brandToDocument } from '../firestore-shared/brand-document.js';
import { BrandMerges } from '../firestore-shared/brand-merges.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { stampUpdatedAt, type FirestoreWriteOptions } from '../firestore-shared/updated-at.js';

const serverTime = (): FieldValue => FieldValue.serverTimestamp();

/** brands/{id} through firebase-admin; updatedAt is the server's time unless options say otherwise. */
export class FirestoreAdminBrandRepository extends BrandMerges implements BrandRepository {
  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreWriteOptions = {},
  ) {
    super();
  }

  async get(id: string): Promise<Brand | null> {
    const data = (await this.db.doc(FIRESTORE_PATHS.brand(id)).get()).data();
    return data === undefined ? null : brandFromDocument(id, data);
  }

  async list(): Promise<Brand[]> {
    const snapshot = await this.db.collection(FIRESTORE_PATHS.brands).get();
    return snapshot.docs.map((brand) => brandFromDocument(brand.id, brand.data()));
  }

  async listVisible(scope: BrandVisibilityScope): Promise<Brand[]> {
    if (scope.all) return this.list();
    const brands = this.db.collection(FIRESTORE_PATHS.brands);
    const queries = [
      scope.assignedEmail === null ? null : brands.where('allowedUsers', 'array-contains', scope.assignedEmail),
      scope.ownerUid === null ? null : brands.where('owner', '==', scope.ownerUid),
    ].filter((query) => query !== null);
    const snapshots = await Promise.all(queries.map((query) => query.get()));
    const found = new Map<string, Brand>();
    for (const snapshot of snapshots) {
      for (const brand of snapshot.docs) found.set(brand.id, brandFromDocument(brand.id, brand.data()));
    }
    return [...found.values()];
  }

  /** Answers the brand as written (under 'server', updatedAt is the caller's reading of now). */
  /** Firestore's own auto-id, drawn locally: nothing is written. */
  newId(): string {
    return this.db.collection(FIRESTORE_PATHS.brands).doc().id;
  }

  /** create(), not set(): an id already taken is refused, never overwritten. */
  async create(fields: BrandFields, id: string = this.newId()): Promise<Brand> {
    const ref = this.db.doc(FIRESTORE_PATHS.brand(id));
    const stored = brandToDocument(fields);
    await ref.create(this.stamped(stored));
    return brandFromDocument(ref.id, stored);
  }

  /** update(), not set(): it refuses a missing brand and leaves unnamed fields alone. */
  protected async merge(id: string, fields: Record<string, unknown>): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.brand(id)).update(this.stamped(fields));
  }

  private stamped(fields: Record<string, unknown>): Record<string, unknown> {
    return stampUpdatedAt(fields, this.options, serverTime);
  }
}
