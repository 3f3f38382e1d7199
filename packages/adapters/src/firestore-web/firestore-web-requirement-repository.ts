import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
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

/** brands/{brandId}/requirements/{id} through the web SDK. */
export class FirestoreWebRequirementRepository implements RequirementRepository {
  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreWriteOptions = {},
  ) {}

  async list(brandId: string): Promise<Requirement[]> {
    return this.read(brandId, await getDocs(this.collection(brandId)));
  }

  async listFinished(brandId: string): Promise<Requirement[]> {
    return this.read(brandId, await getDocs(query(this.collection(brandId), where('status', '==', FINISHED_STATUS))));
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
    return (await getCountFromServer(this.collection(brandId))).data().count;
  }

  /** One batch: every requirement is written, or (on any failure) none is. */
  async createMany(brandId: string, requirements: readonly NewRequirement[]): Promise<Requirement[]> {
    if (requirements.length === 0) return [];
    const batch = writeBatch(this.db);
    const created = requirements.map((fields) => {
      const ref = doc(this.collection(brandId));
      const stored = requirementToDocument(createRequirement(ref.id, { ...fields, brandId }));
      batch.set(ref, stampUpdatedAt(stored, this.options, serverTimestamp));
      return requirementFromDocument(brandId, ref.id, stored);
    });
    await batch.commit();
    return created;
  }

  /** A merge of the patch's fields alone: updateDoc never rewrites the rest, nor creates. */
  async update(brandId: string, id: string, patch: RequirementPatch): Promise<void> {
    const path = FIRESTORE_PATHS.requirement(brandId, id);
    const fields = stampUpdatedAt(requirementPatchToDocument(patch), this.options, serverTimestamp);
    if (Object.keys(fields).length > 0) await updateDoc(doc(this.db, path), fields);
    else if (!(await getDoc(doc(this.db, path))).exists()) throw missingDocument(path);
  }

  private collection(brandId: string) {
    return collection(this.db, FIRESTORE_PATHS.requirements(brandId));
  }

  private read(brandId: string, snapshot: QuerySnapshot): Requirement[] {
    return snapshot.docs.map((requirement) => requirementFromDocument(brandId, requirement.id, requirement.data()));
  }
}
