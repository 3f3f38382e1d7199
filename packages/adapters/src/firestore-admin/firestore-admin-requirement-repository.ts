import {
  FieldValue,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
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
import { runTransaction } from './firestore-admin-transaction.js';

const serverTime = (): FieldValue => FieldValue.serverTimestamp();

type Snapshot = QueryDocumentSnapshot;

/** brands/{brandId}/requirements/{id} through firebase-admin. */
export class FirestoreAdminRequirementRepository implements RequirementRepository {
  private readonly pager = snapshotPager<Snapshot>();

  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreWriteOptions = {},
  ) {}

  async list(brandId: string): Promise<Requirement[]> {
    return this.read(brandId, await this.collection(brandId).get());
  }

  /** One query on status: Finalizado documents are never downloaded. */
  async listActive(brandId: string): Promise<Requirement[]> {
    return this.read(
      brandId,
      await this.collection(brandId)
        .where('status', 'in', [...ACTIVE_REQUIREMENT_STATUSES])
        .get(),
    );
  }

  /** One collection-group query per up to 30 brands: brandId in [...], status != Finalizado. */
  async listActiveIn(brandIds: readonly string[]): Promise<Requirement[]> {
    const reads = brandChunks(brandIds).map(async (chunk) => {
      const active = this.db
        .collectionGroup(REQUIREMENTS_COLLECTION)
        .where(REQUIREMENT_BRAND_FIELD, 'in', chunk)
        .where('status', '!=', FINISHED_STATUS);
      return groupRows((await active.get()).docs, chunk);
    });
    return (await Promise.all(reads)).flat();
  }

  /** One collection-group query on status. */
  async listEveryActive(): Promise<Requirement[]> {
    const active = this.db
      .collectionGroup(REQUIREMENTS_COLLECTION)
      .where('status', 'in', [...ACTIVE_REQUIREMENT_STATUSES]);
    return pathRows((await active.get()).docs);
  }

  async listFinished(brandId: string): Promise<Requirement[]> {
    return this.read(brandId, await this.finished(this.collection(brandId)).get());
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
        const sorted = this.finished(base).orderBy(order.column, order.direction);
        return (await (last === null ? sorted : sorted.startAfter(last)).limit(count).get()).docs;
      };
    const sources: PageSource<Snapshot>[] =
      scope.kind === 'all'
        ? [{ key: '*', fetch: ordered(this.db.collectionGroup(REQUIREMENTS_COLLECTION)) }]
        : scope.brandIds.map((brandId) => ({ key: brandId, fetch: ordered(this.collection(brandId)) }));
    const { docs, next } = await this.pager.page(scope, order, sources, after, pageSize);
    return { rows: docs.flatMap((snapshot) => this.row(snapshot)), next };
  }

  /** Count aggregations: one for 'all', one per brand otherwise; no document is downloaded. */
  async countFinished(scope: FinishedScope): Promise<number> {
    const bases: Query[] =
      scope.kind === 'all'
        ? [this.db.collectionGroup(REQUIREMENTS_COLLECTION)]
        : scope.brandIds.map((brandId) => this.collection(brandId));
    const counts = await Promise.all(bases.map(async (base) => (await this.finished(base).count().get()).data().count));
    return counts.reduce((total, count) => total + count, 0);
  }

  async get(brandId: string, id: string): Promise<Requirement | null> {
    const data = (await this.db.doc(FIRESTORE_PATHS.requirement(brandId, id)).get()).data();
    return data === undefined ? null : requirementFromDocument(brandId, id, data);
  }

  async findByNumber(brandId: string, number: number): Promise<Requirement | null> {
    const snapshot = await this.collection(brandId).where('number', '==', number).limit(1).get();
    return this.read(brandId, snapshot)[0] ?? null;
  }

  /** An aggregation: the count without downloading the documents. */
  async count(brandId: string): Promise<number> {
    return (await this.collection(brandId).count().get()).data().count;
  }

  /**
   * One transaction: the counter moves up to the highest number given and every
   * requirement is created (id 'r' + number; an existing one fails the whole write), or none is.
   */
  async createMany(brandId: string, requirements: readonly NewRequirement[]): Promise<Requirement[]> {
    if (requirements.length === 0) return [];
    return this.create(brandId, (last) => listedWrite(last, requirements));
  }

  /** One transaction: the counter read and moved, and the planned requirements created. */
  async createNumbered(
    brandId: string,
    count: number,
    build: (first: number) => readonly NewRequirement[],
  ): Promise<Requirement[]> {
    return this.create(brandId, (last) => numberedWrite(last, count, build));
  }

  /** A merge of the patch's fields alone: update() never rewrites the rest, nor creates. */
  async update(brandId: string, id: string, patch: RequirementPatch): Promise<void> {
    const ref = this.db.doc(FIRESTORE_PATHS.requirement(brandId, id));
    const fields = stampUpdatedAt(requirementPatchToDocument(patch), this.options, serverTime);
    if (Object.keys(fields).length > 0) await ref.update(fields);
    else if (!(await ref.get()).exists) throw missingDocument(ref.path);
  }

  /** One transaction: the document read, the patch made of it and its fields written with updatedAt (as update does). */
  async updateFrom(
    brandId: string,
    id: string,
    change: (stored: Requirement) => RequirementPatch,
  ): Promise<Requirement> {
    const ref = this.db.doc(FIRESTORE_PATHS.requirement(brandId, id));
    return runTransaction(this.db, async (transaction) => {
      const snapshot = await transaction.get(ref);
      const data = snapshot.data();
      if (!snapshot.exists || data === undefined) throw missingDocument(ref.path);
      const stored = requirementFromDocument(brandId, id, data);
      const patch = change(stored);
      const fields = stampUpdatedAt(requirementPatchToDocument(patch), this.options, serverTime);
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
    const refs = ids.map((id) => this.db.doc(FIRESTORE_PATHS.requirement(brandId, id)));
    return runTransaction(this.db, async (transaction) => {
      const snapshots = await Promise.all(refs.map((ref) => transaction.get(ref)));
      const stored = snapshots.map((snapshot, index) => {
        const data = snapshot.data();
        if (!snapshot.exists || data === undefined) throw missingDocument(refs[index]?.path ?? '');
        return requirementFromDocument(brandId, ids[index] ?? '', data);
      });
      const patches = change(stored);
      const written: Requirement[] = [];
      stored.forEach((requirement, index) => {
        const patch = patches[index];
        const ref = refs[index];
        if (patch === null || patch === undefined || ref === undefined) return;
        const fields = stampUpdatedAt(requirementPatchToDocument(patch), this.options, serverTime);
        if (Object.keys(fields).length > 0) transaction.update(ref, fields);
        written.push(requirementWithPatch(requirement, patch));
      });
      return written;
    });
  }

  private collection(brandId: string) {
    return this.db.collection(FIRESTORE_PATHS.requirements(brandId));
  }

  /**
   * Reads the brand's counter (for a brand without one: the highest number in use, read in
   * the same transaction) and writes the counter and the requirements the step plans.
   */
  private async create(brandId: string, step: (last: number) => NumberedWrite): Promise<Requirement[]> {
    const counterRef = this.db.doc(FIRESTORE_PATHS.requirementCounter(brandId));
    return runTransaction(this.db, async (transaction) => {
      const counter = await transaction.get(counterRef);
      const inUse = async (): Promise<number> =>
        gridNumberingStart(
          (await transaction.get(this.collection(brandId))).docs.map(
            (snapshot) => requirementFromDocument(brandId, snapshot.id, snapshot.data()).number,
          ),
        );
      const last = counterValue(counter.data()) ?? (await inUse());
      const { plan, last: next } = step(last);
      const created = plan.map((fields) => {
        const id = requirementIdForNumber(fields.number);
        const stored = requirementToDocument(createRequirement(id, { ...fields, brandId }));
        const written = stampCreatedAt(stampUpdatedAt(stored, this.options, serverTime), this.options, serverTime);
        transaction.create(this.collection(brandId).doc(id), written);
        return requirementFromDocument(brandId, id, stored);
      });
      if (next !== last || !counter.exists) transaction.set(counterRef, { last: next });
      return created;
    });
  }

  private finished(base: Query): Query {
    return base.where('status', '==', FINISHED_STATUS);
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
