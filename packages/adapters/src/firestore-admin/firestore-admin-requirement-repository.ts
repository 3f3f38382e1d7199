import { FieldValue, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import {
  FINISHED_STATUS,
  createRequirement,
  type NewRequirement,
  type Requirement,
  type RequirementPatch,
  type RequirementRepository,
} from '@estudio/domain';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import {
  requirementFromDocument,
  requirementPatchToDocument,
  requirementToDocument,
} from '../firestore-shared/requirement-document.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import { stampUpdatedAt, type FirestoreWriteOptions } from '../firestore-shared/updated-at.js';

const serverTime = (): FieldValue => FieldValue.serverTimestamp();

/** brands/{brandId}/requirements/{id} through firebase-admin. */
export class FirestoreAdminRequirementRepository implements RequirementRepository {
  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreWriteOptions = {},
  ) {}

  async list(brandId: string): Promise<Requirement[]> {
    return this.read(brandId, await this.collection(brandId).get());
  }

  async listFinished(brandId: string): Promise<Requirement[]> {
    return this.read(brandId, await this.collection(brandId).where('status', '==', FINISHED_STATUS).get());
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

  /** One batch: every requirement is written, or (on any failure) none is. */
  async createMany(brandId: string, requirements: readonly NewRequirement[]): Promise<Requirement[]> {
    if (requirements.length === 0) return [];
    const batch = this.db.batch();
    const created = requirements.map((fields) => {
      const ref = this.collection(brandId).doc();
      const stored = requirementToDocument(createRequirement(ref.id, { ...fields, brandId }));
      batch.set(ref, stampUpdatedAt(stored, this.options, serverTime));
      return requirementFromDocument(brandId, ref.id, stored);
    });
    await batch.commit();
    return created;
  }

  /** A merge of the patch's fields alone: update() never rewrites the rest, nor creates. */
  async update(brandId: string, id: string, patch: RequirementPatch): Promise<void> {
    const ref = this.db.doc(FIRESTORE_PATHS.requirement(brandId, id));
    const fields = stampUpdatedAt(requirementPatchToDocument(patch), this.options, serverTime);
    if (Object.keys(fields).length > 0) await ref.update(fields);
    else if (!(await ref.get()).exists) throw missingDocument(ref.path);
  }

  private collection(brandId: string) {
    return this.db.collection(FIRESTORE_PATHS.requirements(brandId));
  }

  private read(brandId: string, snapshot: QuerySnapshot): Requirement[] {
    return snapshot.docs.map((requirement) => requirementFromDocument(brandId, requirement.id, requirement.data()));
  }
}
