import {
  collection,
  collectionGroup,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import {
  FINISHED_STATUS,
  createRequirement,
  gridNumberingStart,
  listedWrite,
  numberedWrite,
  snapshotPager,
  type NumberedWrite,
  type PageSource,
  type NewRequirement,
  type Requirement,
  type RequirementRepository,
} from '@estudio/domain/requirements';
import {
  ACTIVE_REQUIREMENT_STATUSES,
  type FinishedCursor,
  type FinishedOrder,
  type FinishedPage,
  type FinishedScope,
  type RequirementPatch,
} from '@estudio/domain/shared';
import {
  FIRESTORE_PATHS,
  REQUIREMENTS_COLLECTION,
  brandIdOfRequirementPath,
  requirementIdForNumber,
} from '../firestore-shared/firestore-paths.js';
import {
  requirementFromDocument,
  requirementPatchToDocument,
  requirementToDocument,
  requirementWithPatch,
} from '../firestore-shared/requirement-document.js';
import { REQUIREMENT_BRAND_FIELD, brandChunks, groupRows, pathRows } from '../firestore-shared/requirement-groups.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import {
  counterValue,
  stampCreatedAt,
  stampUpdatedAt,
  type FirestoreWriteOptions,
} from '../firestore-shared/updated-at.js';

type Snapshot = QueryDocumentSnapshot;

/** brands/{brandId}/requirements/{id} through the web SDK. */
export class FirestoreWebRequirementRepository implements RequirementRepository {
  private readonly pager = snapshotPager<Snapshot>();

  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreWriteOptions = {},
  ) {}

  async list(brandId: string): Promise<Requirement[]> {
    return this.read(brandId, await getDocs(this.collection(brandId)));
  }

  /** One query on status: Finalizado documents are never downloaded. */
  async listActive(brandId: string): Promise<Requirement[]> {
    const active = query(this.collection(brandId), where('status', 'in', [...ACTIVE_REQUIREMENT_STATUSES]));
    return this.read(brandId, await getDocs(active));
  }

  /**
   * One collection-group query per up to 30 brands (brandId in [...], status != Finalizado):
   * the rules read each brand named to check it is visible (firestore.rules). Should they
   * refuse a read of several brands, the brands are read one by one instead, so a refusal
   * is that of a brand and a read beyond what the deployed rules check at once still works.
   */
  async listActiveIn(brandIds: readonly string[]): Promise<Requirement[]> {
    const reads = brandChunks(brandIds).map(async (chunk) => {
      const active = query(
        collectionGroup(this.db, REQUIREMENTS_COLLECTION),
        where(REQUIREMENT_BRAND_FIELD, 'in', chunk),
        where('status', '!=', FINISHED_STATUS),
      );
      try {
        return groupRows((await getDocs(active)).docs, chunk);
      } catch (error) {
        if (chunk.length < 2 || !isPermissionDenied(error)) throw error;
        return (await Promise.all(chunk.map((brandId) => this.listActive(brandId)))).flat();
      }
    });
    return (await Promise.all(reads)).flat();
  }

  /** One collection-group query on status (the rules allow it to ADMIN_BRANDS_ALL only). */
  async listEveryActive(): Promise<Requirement[]> {
    const active = query(
      collectionGroup(this.db, REQUIREMENTS_COLLECTION),
      where('status', 'in', [...ACTIVE_REQUIREMENT_STATUSES]),
    );
    return pathRows((await getDocs(active)).docs);
  }

  async listFinished(brandId: string): Promise<Requirement[]> {
    return this.read(brandId, await getDocs(this.finished(this.collection(brandId))));
  }

  /**
   * 'all': one collection-group query (status ==, orderBy column, implicit document-path
   * tie-breaker, startAfter the cursor's snapshot, limit); 'brands': the same query per
   * brand, merged by FinishedPager (its header states the reads per page).
   */
  async pageFinished(
    scope: FinishedScope,
    order: FinishedOrder,
    after: FinishedCursor | null,
    pageSize: number,
  ): Promise<FinishedPage> {
    const ordered =
      (base: Query): PageSource<Snapshot>['fetch'] =>
      async (last, count) => {
        const from = last === null ? [] : [startAfter(last)];
        return (
          await getDocs(query(this.finished(base), orderBy(order.column, order.direction), ...from, limit(count)))
        ).docs;
      };
    const sources: PageSource<Snapshot>[] =
      scope.kind === 'all'
        ? [{ key: '*', fetch: ordered(collectionGroup(this.db, REQUIREMENTS_COLLECTION)) }]
        : scope.brandIds.map((brandId) => ({ key: brandId, fetch: ordered(this.collection(brandId)) }));
    const { docs, next } = await this.pager.page(scope, order, sources, after, pageSize);
    return { rows: docs.flatMap((snapshot) => this.row(snapshot)), next };
  }

  /** Count aggregations: one for 'all', one per brand otherwise; no document is downloaded. */
  async countFinished(scope: FinishedScope): Promise<number> {
    const bases: Query[] =
      scope.kind === 'all'
        ? [collectionGroup(this.db, REQUIREMENTS_COLLECTION)]
        : scope.brandIds.map((brandId) => this.collection(brandId));
    const counts = await Promise.all(bases.map(async (base) => (await getCount(this.finished(base))).data().count));
    return counts.reduce((total, count) => total + count, 0);
  }

  async get(brandId: string, id: string): Promise<Requirement | null> {
    const snapshot = await getDoc(doc(this.db, FIRESTORE_PATHS.requirement(brandId, id)));
    return snapshot.exists() ? requirementFromDocument(brandId, id, snapshot.data()) : null;
  }

  async findByNumber(brandId: string, number: number): Promise<Requirement | null> {
    const snapshot = await getDocs(query(this.collection(brandId), where('number', '==', number), limit(1)));
    return this.read(brandId, snapshot)[0] ?? null;
  }

  /** An aggregation: the count without downloading the documents. */
  async count(brandId: string): Promise<number> {
    return (await getCount(this.collection(brandId))).data().count;
  }

  /**
   * One transaction: the counter moves up to the highest number given and every
   * requirement is written (id 'r' + number, as firestore.rules require), or none is.
   */
  async createMany(brandId: string, requirements: readonly NewRequirement[]): Promise<Requirement[]> {
    if (requirements.length === 0) return [];
    return this.create(brandId, (last) => listedWrite(last, requirements));
  }

  /** One transaction: the counter read and moved, and the planned requirements written. */
  async createNumbered(
    brandId: string,
    count: number,
    build: (first: number) => readonly NewRequirement[],
  ): Promise<Requirement[]> {
    return this.create(brandId, (last) => numberedWrite(last, count, build));
  }

  /** A merge of the patch's fields alone: updateDoc never rewrites the rest, nor creates. */
  async update(brandId: string, id: string, patch: RequirementPatch): Promise<void> {
    const path = FIRESTORE_PATHS.requirement(brandId, id);
    const fields = stampUpdatedAt(requirementPatchToDocument(patch), this.options, serverTimestamp);
    if (Object.keys(fields).length > 0) await updateDoc(doc(this.db, path), fields);
    else if (!(await getDoc(doc(this.db, path))).exists()) throw missingDocument(path);
  }

  /**
   * One transaction: the document read, the patch made of it and its fields written with updatedAt (as update does);
   * the SDK commits only if the document did not change since the read, and otherwise runs it all again.
   */
  async updateFrom(
    brandId: string,
    id: string,
    change: (stored: Requirement) => RequirementPatch,
  ): Promise<Requirement> {
    const ref = doc(this.db, FIRESTORE_PATHS.requirement(brandId, id));
    return runTransaction(this.db, async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists()) throw missingDocument(ref.path);
      const stored = requirementFromDocument(brandId, id, snapshot.data());
      const patch = change(stored);
      const fields = stampUpdatedAt(requirementPatchToDocument(patch), this.options, serverTimestamp);
      if (Object.keys(fields).length > 0) transaction.update(ref, fields);
      return requirementWithPatch(stored, patch);
    });
  }

  /** One transaction: every document read first, then the patches made of them written with updatedAt (as updateFrom does). */
  async updateManyFrom(
    brandId: string,
    ids: readonly string[],
    change: (stored: readonly Requirement[]) => readonly (RequirementPatch | null)[],
  ): Promise<Requirement[]> {
    const refs = ids.map((id) => doc(this.db, FIRESTORE_PATHS.requirement(brandId, id)));
    return runTransaction(this.db, async (transaction) => {
      const snapshots = await Promise.all(refs.map((ref) => transaction.get(ref)));
      const stored = snapshots.map((snapshot, index) => {
        const data = snapshot.data();
        if (!snapshot.exists() || data === undefined) throw missingDocument(refs[index]?.path ?? '');
        return requirementFromDocument(brandId, ids[index] ?? '', data);
      });
      const patches = change(stored);
      const written: Requirement[] = [];
      stored.forEach((requirement, index) => {
        const patch = patches[index];
        const ref = refs[index];
        if (patch === null || patch === undefined || ref === undefined) return;
        const fields = stampUpdatedAt(requirementPatchToDocument(patch), this.options, serverTimestamp);
        if (Object.keys(fields).length > 0) transaction.update(ref, fields);
        written.push(requirementWithPatch(requirement, patch));
      });
      return written;
    });
  }

  private collection(brandId: string) {
    return collection(this.db, FIRESTORE_PATHS.requirements(brandId));
  }

  /**
   * Reads the brand's counter in a transaction (for a brand without one: the highest number
   * in use, read outside it, as the lite SDK's transactions read documents only), and
   * writes the counter and the requirements the step plans. createdAt and updatedAt are
   * the server's time (firestore.rules require request.time).
   *
   * Two people generating at the same moment: the one who commits second has planned
   * numbers that are now taken, and the security rules refuse that write (permission-denied,
   * which the SDK does not retry as it does a contention abort). When the counter moved
   * since this attempt read it, that refusal is the race, not a lack of rights: plan again
   * from the new counter, up to NUMBERING_ATTEMPTS times.
   */
  private async create(brandId: string, step: (last: number) => NumberedWrite): Promise<Requirement[]> {
    const counterRef = doc(this.db, FIRESTORE_PATHS.requirementCounter(brandId));
    for (let attempt = 1; ; attempt += 1) {
      let plannedFrom: number | null = null;
      try {
        return await runTransaction(this.db, async (transaction) => {
          const counter = await transaction.get(counterRef);
          const last =
            counterValue(counter.exists() ? counter.data() : undefined) ??
            gridNumberingStart((await this.list(brandId)).map((requirement) => requirement.number));
          plannedFrom = counter.exists() ? last : null;
          const { plan, last: next } = step(last);
          const created = plan.map((fields) => {
            const id = requirementIdForNumber(fields.number);
            const stored = requirementToDocument(createRequirement(id, { ...fields, brandId }));
            const written = stampCreatedAt(
              stampUpdatedAt(stored, this.options, serverTimestamp),
              this.options,
              serverTimestamp,
            );
            transaction.set(doc(this.collection(brandId), id), written);
            return requirementFromDocument(brandId, id, stored);
          });
          if (next !== last || !counter.exists()) transaction.set(counterRef, { last: next });
          return created;
        });
      } catch (error) {
        if (attempt >= NUMBERING_ATTEMPTS || !isPermissionDenied(error)) throw error;
        const now = await getDoc(counterRef);
        const current = counterValue(now.exists() ? now.data() : undefined);
        if (current === plannedFrom) throw error;
      }
    }
  }

  private finished(base: Query): Query {
    return query(base, where('status', '==', FINISHED_STATUS));
  }

  /** A requirement found by a collection-group query, its brand read from the path. */
  private row(snapshot: Snapshot): Requirement[] {
    const brandId = brandIdOfRequirementPath(snapshot.ref.path);
    return brandId === null ? [] : [requirementFromDocument(brandId, snapshot.id, snapshot.data())];
  }

  private read(brandId: string, snapshot: QuerySnapshot): Requirement[] {
    return snapshot.docs.map((requirement) => requirementFromDocument(brandId, requirement.id, requirement.data()));
  }
}

/** How many times a numbered write is planned again when another writer took its numbers first. */
const NUMBERING_ATTEMPTS = 5;

const isPermissionDenied = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
