import { errorText } from '@estudio/domain/shared';
import type {
  BulkAllowedUsers,
  BulkBrandChanges,
  BulkNewBrand,
  BulkNewRole,
  BulkProgress,
  BulkResult,
} from '@estudio/domain/accounts';
import type { Clock } from '@estudio/domain/shared';
import { FieldValue } from 'firebase-admin/firestore';
import type { BulkWriter, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { brandPatchToDocument, brandToDocument } from '../firestore-shared/brand-document.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { roleToDocument } from '../firestore-shared/role-document.js';

const OK: BulkResult = { ok: true };
const NO_PROGRESS: BulkProgress = { tick: () => undefined };

type Write = (writer: BulkWriter) => Promise<unknown>;

/** Firestore writes through one BulkWriter (batched, retried, parallel); a result per write. */
const bulkWrite = async (
  firestore: Firestore,
  writes: readonly Write[],
  progress: BulkProgress = NO_PROGRESS,
): Promise<BulkResult[]> => {
  if (writes.length === 0) return [];
  const writer = firestore.bulkWriter();
  const pending = writes.map((write) =>
    write(writer).then(
      () => {
        progress.tick();
        return OK;
      },
      (error: unknown): BulkResult => {
        progress.tick();
        return { ok: false, reason: errorText(error) };
      },
    ),
  );
  await writer.close();
  return Promise.all(pending);
};

/** The new documents' ids on the results that were written. */
const withIds = (results: readonly BulkResult[], refs: readonly DocumentReference[]): BulkResult[] =>
  results.map((result, index) => (result.ok ? { ok: true, uid: refs[index]?.id } : result));

/**
 * The bulk store's roles/{id} and brands/{id} (new ones, their permissions or fields, the
 * brands' allowedUsers), through one Firestore BulkWriter per call, stamped with the store's
 * clock. No record of users/{uid} is written here (FirebaseAdminBulkStore).
 */
export class FirestoreAdminBulkRecords {
  constructor(
    private readonly firestore: Firestore,
    private readonly clock: Clock,
  ) {}

  setAllowedUsers(updates: readonly BulkAllowedUsers[], progress: BulkProgress): Promise<BulkResult[]> {
    return bulkWrite(
      this.firestore,
      updates.map(
        (update) => (writer) =>
          writer.update(this.brandRef(update.brandId), {
            allowedUsers: [...update.allowedUsers],
            updatedAt: FieldValue.serverTimestamp(),
          }),
      ),
      progress,
    );
  }

  async createRoles(roles: readonly BulkNewRole[]): Promise<BulkResult[]> {
    const refs = roles.map(() => this.firestore.collection(FIRESTORE_PATHS.roles).doc());
    const timestamp = this.clock.now();
    const results = await bulkWrite(
      this.firestore,
      roles.map(
        (role, index) => (writer) =>
          writer.create(refs[index] as DocumentReference, roleToDocument({ ...role, timestamp })),
      ),
    );
    return withIds(results, refs);
  }

  updateRolePermissions(
    updates: readonly { readonly id: string; readonly permissions: readonly string[] }[],
  ): Promise<BulkResult[]> {
    return bulkWrite(
      this.firestore,
      updates.map(
        (update) => (writer) =>
          writer.update(this.firestore.doc(FIRESTORE_PATHS.role(update.id)), { permissions: [...update.permissions] }),
      ),
    );
  }

  async createBrands(brands: readonly BulkNewBrand[]): Promise<BulkResult[]> {
    const refs = brands.map(() => this.firestore.collection(FIRESTORE_PATHS.brands).doc());
    const now = this.clock.now();
    const results = await bulkWrite(
      this.firestore,
      brands.map(
        (brand, index) => (writer) =>
          writer.create(refs[index] as DocumentReference, {
            ...brandToDocument({ ...brand, createdAt: now, updatedAt: now }),
            updatedAt: FieldValue.serverTimestamp(),
          }),
      ),
    );
    return withIds(results, refs);
  }

  updateBrands(updates: readonly { readonly id: string; readonly patch: BulkBrandChanges }[]): Promise<BulkResult[]> {
    const updatedAt = this.clock.now();
    return bulkWrite(
      this.firestore,
      updates.map(
        (update) => (writer) =>
          writer.update(this.brandRef(update.id), {
            ...brandPatchToDocument({ ...update.patch, updatedAt }),
            updatedAt: FieldValue.serverTimestamp(),
          }),
      ),
    );
  }

  private brandRef(id: string): DocumentReference {
    return this.firestore.doc(FIRESTORE_PATHS.brand(id));
  }
}
