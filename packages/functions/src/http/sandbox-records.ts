/*
 * What the local sandbox remembers (Firestore under sandbox/…, closed to browsers by
 * firestore.rules): the drafts Metricool's stand-in recorded, and LinkedIn's codes, tokens,
 * images and posts. The sandbox's routes read and write through SandboxRecords; the
 * function binds it to Firestore (FirestoreSandboxRecords), the unit tests to memory.
 */

/** The sandbox's collections, each stored at sandbox/{service}/{collection}/{id}. */
export const SANDBOX_COLLECTIONS = {
  metricoolPosts: 'metricool/posts',
  linkedinCodes: 'linkedin/codes',
  linkedinTokens: 'linkedin/tokens',
  linkedinRefreshTokens: 'linkedin/refreshTokens',
  linkedinImages: 'linkedin/images',
  linkedinPosts: 'linkedin/posts',
} as const;
export type SandboxCollection = (typeof SANDBOX_COLLECTIONS)[keyof typeof SANDBOX_COLLECTIONS];

/** A record: plain JSON (dates as ISO text), so a list answers it as stored. */
export type SandboxRecord = Readonly<Record<string, unknown>>;

/** What claiming a record's single use found. */
export type SandboxClaim =
  | { readonly kind: 'claimed'; readonly record: SandboxRecord }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'used'; readonly record: SandboxRecord };

export interface SandboxRecords {
  create(collection: SandboxCollection, id: string, record: SandboxRecord): Promise<void>;
  get(collection: SandboxCollection, id: string): Promise<SandboxRecord | null>;
  update(collection: SandboxCollection, id: string, fields: SandboxRecord): Promise<void>;
  /**
   * At once (a transaction): unknown when absent, used when `field` is already set, else
   * sets `field` to `value` and answers the record as it was.
   */
  claim(collection: SandboxCollection, id: string, field: string, value: unknown): Promise<SandboxClaim>;
  /** Every record of the collection with its id, oldest first (by `receivedAt`, then id). */
  list(collection: SandboxCollection): Promise<readonly (SandboxRecord & { readonly id: string })[]>;
}

const byArrival = (a: SandboxRecord & { id: string }, b: SandboxRecord & { id: string }): number =>
  String(a['receivedAt'] ?? '').localeCompare(String(b['receivedAt'] ?? '')) || a.id.localeCompare(b.id);

/** In memory: the unit tests' records. */
export class MemorySandboxRecords implements SandboxRecords {
  private readonly stored = new Map<string, Map<string, SandboxRecord>>();

  private of(collection: SandboxCollection): Map<string, SandboxRecord> {
    let records = this.stored.get(collection);
    if (records === undefined) {
      records = new Map();
      this.stored.set(collection, records);
    }
    return records;
  }

  async create(collection: SandboxCollection, id: string, record: SandboxRecord): Promise<void> {
    this.of(collection).set(id, { ...record });
  }

  async get(collection: SandboxCollection, id: string): Promise<SandboxRecord | null> {
    return this.of(collection).get(id) ?? null;
  }

  async update(collection: SandboxCollection, id: string, fields: SandboxRecord): Promise<void> {
    const record = this.of(collection).get(id);
    if (record !== undefined) this.of(collection).set(id, { ...record, ...fields });
  }

  async claim(collection: SandboxCollection, id: string, field: string, value: unknown): Promise<SandboxClaim> {
    const record = this.of(collection).get(id);
    if (record === undefined) return { kind: 'unknown' };
    if (record[field] !== null && record[field] !== undefined) return { kind: 'used', record };
    this.of(collection).set(id, { ...record, [field]: value });
    return { kind: 'claimed', record };
  }

  async list(collection: SandboxCollection): Promise<readonly (SandboxRecord & { readonly id: string })[]> {
    return [...this.of(collection)].map(([id, record]) => ({ ...record, id })).sort(byArrival);
  }
}

/** The part of firebase-admin's Firestore the sandbox uses. */
interface FirestoreLike {
  doc(path: string): FirestoreDocument;
  collection(path: string): { get(): Promise<{ docs: readonly { id: string; data(): SandboxRecord }[] }> };
  runTransaction<T>(run: (transaction: FirestoreTransaction) => Promise<T>): Promise<T>;
}
interface FirestoreDocument {
  set(data: SandboxRecord): Promise<unknown>;
  update(data: SandboxRecord): Promise<unknown>;
  get(): Promise<{ exists: boolean; data(): SandboxRecord | undefined }>;
}
interface FirestoreTransaction {
  get(document: FirestoreDocument): Promise<{ exists: boolean; data(): SandboxRecord | undefined }>;
  update(document: FirestoreDocument, data: SandboxRecord): unknown;
}

/** sandbox/{service}/{collection}/{id} in Firestore (Admin SDK). */
export class FirestoreSandboxRecords implements SandboxRecords {
  constructor(private readonly firestore: FirestoreLike) {}

  private path(collection: SandboxCollection, id?: string): string {
    return id === undefined ? `sandbox/${collection}` : `sandbox/${collection}/${id}`;
  }

  async create(collection: SandboxCollection, id: string, record: SandboxRecord): Promise<void> {
    await this.firestore.doc(this.path(collection, id)).set(record);
  }

  async get(collection: SandboxCollection, id: string): Promise<SandboxRecord | null> {
    const snapshot = await this.firestore.doc(this.path(collection, id)).get();
    return snapshot.exists ? (snapshot.data() ?? null) : null;
  }

  async update(collection: SandboxCollection, id: string, fields: SandboxRecord): Promise<void> {
    await this.firestore.doc(this.path(collection, id)).update(fields);
  }

  claim(collection: SandboxCollection, id: string, field: string, value: unknown): Promise<SandboxClaim> {
    const document = this.firestore.doc(this.path(collection, id));
    return this.firestore.runTransaction(async (transaction): Promise<SandboxClaim> => {
      const snapshot = await transaction.get(document);
      const record = snapshot.exists ? snapshot.data() : undefined;
      if (record === undefined) return { kind: 'unknown' };
      if (record[field] !== null && record[field] !== undefined) return { kind: 'used', record };
      transaction.update(document, { [field]: value });
      return { kind: 'claimed', record };
    });
  }

  async list(collection: SandboxCollection): Promise<readonly (SandboxRecord & { readonly id: string })[]> {
    const snapshot = await this.firestore.collection(this.path(collection)).get();
    return snapshot.docs.map((document) => ({ ...document.data(), id: document.id })).sort(byArrival);
  }
}
