import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Brand, BrandRepository, BrandVisibilityScope } from '@estudio/domain/brands';
import type { BrandFields } from '@estudio/domain/shared';
import { brandFromDocument, brandToDocument } from '../firestore-shared/brand-document.js';
import { BrandMerges } from '../firestore-shared/brand-merges.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { stampUpdatedAt, type FirestoreWriteOptions } from '../firestore-shared/updated-at.js';

/** brands/{id} through the web SDK; updatedAt is the server's time unless options say otherwise. */
export class FirestoreWebBrandRepository extends BrandMerges implements BrandRepository {
  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreWriteOptions = {},
  ) {
    super();
  }

  async get(id: string): Promise<Brand | null> {
    const snapshot = await getDoc(doc(this.db, FIRESTORE_PATHS.brand(id)));
    return snapshot.exists() ? brandFromDocument(id, snapshot.data()) : null;
  }

  async list(): Promise<Brand[]> {
    const snapshot = await getDocs(collection(this.db, FIRESTORE_PATHS.brands));
    return snapshot.docs.map((brand) => brandFromDocument(brand.id, brand.data()));
  }

  /** Only the queries the security rules admit for the scope, merged by id. */
  async listVisible(scope: BrandVisibilityScope): Promise<Brand[]> {
    if (scope.all) return this.list();
    const brands = collection(this.db, FIRESTORE_PATHS.brands);
    const queries = [
      scope.assignedEmail === null ? null : query(brands, where('allowedUsers', 'array-contains', scope.assignedEmail)),
      scope.ownerUid === null ? null : query(brands, where('owner', '==', scope.ownerUid)),
    ].filter((candidate) => candidate !== null);
    const snapshots = await Promise.all(queries.map((candidate) => getDocs(candidate)));
    const found = new Map<string, Brand>();
    for (const snapshot of snapshots) {
      for (const brand of snapshot.docs) found.set(brand.id, brandFromDocument(brand.id, brand.data()));
    }
    return [...found.values()];
  }

  /** Answers the brand as written (under 'server', updatedAt is the caller's reading of now). */
  /** Firestore's own auto-id, drawn locally: nothing is written. */
  newId(): string {
    return doc(collection(this.db, FIRESTORE_PATHS.brands)).id;
  }

  async create(fields: BrandFields, id: string = this.newId()): Promise<Brand> {
    const ref = doc(this.db, FIRESTORE_PATHS.brand(id));
    const stored = brandToDocument(fields);
    await setDoc(ref, this.stamped(stored));
    return brandFromDocument(ref.id, stored);
  }

  /** updateDoc, not setDoc: it refuses a missing brand and leaves unnamed fields alone. */
  protected async merge(id: string, fields: Record<string, unknown>): Promise<void> {
    await updateDoc(doc(this.db, FIRESTORE_PATHS.brand(id)), this.stamped(fields));
  }

  private stamped(fields: Record<string, unknown>): Record<string, unknown> {
    return stampUpdatedAt(fields, this.options, serverTimestamp);
  }
}
