import type { Auth, UpdateRequest, UserRecord } from 'firebase-admin/auth';
import type { DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { createHash } from 'node:crypto';
import {
  FIRESTORE_PATHS,
  blueprintToDocument,
  brandToDocument,
  permissionConfigToDocument,
  requirementToDocument,
  sendRecordToDocument,
  commentToDocument,
  roleToDocument,
  userToDocument,
} from '../firestore-shared/index.js';
import { buildDemoDataset } from './demo-data.js';
import type { DemoMediaFile } from './demo-media.js';
import type { DemoAuthAccount, DemoDataset } from './demo-data.js';
import { sameStoredValue, toStoredData } from './stored-comparison.js';

/*
 * Writes the demo dataset with the Admin SDK: the seed of `npm start` and `estudio seed`.
 * Idempotent: everything has a fixed id, only what differs from the dataset is written,
 * and nothing is ever deleted, so a second run reports everything unchanged.
 */

export const SEED_KINDS = [
  'accounts',
  'config',
  'roles',
  'users',
  'brands',
  'blueprints',
  'requirements',
  'counters',
  'sends',
  'comments',
  'media',
] as const;
export type SeedKind = (typeof SEED_KINDS)[number];

export interface SeedCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export type SeedSummary = Record<SeedKind, SeedCounts>;

export interface SeedDemoDataOptions {
  readonly auth: Auth;
  readonly firestore: Firestore;
  /** The dates of the dataset are counted back from this day. */
  readonly now: Date;
  /**
   * The Storage emulator to upload the demo's media to (the ready-to-schedule carousel's
   * cards and video): its default bucket and host:port, which the media URLs name. Without
   * it nothing is uploaded and the URLs name the default stack's Storage emulator.
   */
  readonly storage?: DemoStorage;
}

type Bucket = ReturnType<Storage['bucket']>;

export interface DemoStorage {
  readonly bucket: Bucket;
  /** host:port of the Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST). */
  readonly host: string;
}

type Outcome = keyof SeedCounts;

interface PlannedDocument {
  readonly kind: SeedKind;
  readonly ref: DocumentReference;
  readonly data: DocumentData;
}

interface PlannedAccount {
  readonly account: DemoAuthAccount;
  readonly outcome: Outcome;
  /** For an update: only the properties that differ. */
  readonly changes: UpdateRequest;
}

/** How many identifiers Auth's getUsers and Firestore's getAll are given at once. */
const READ_CHUNK = 100;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const emptySummary = (): SeedSummary =>
  Object.fromEntries(SEED_KINDS.map((kind) => [kind, { created: 0, updated: 0, unchanged: 0 }])) as SeedSummary;

/**
 * Every document of the dataset at its fixed path, mapped exactly as the Firestore
 * repositories map it, with Dates as Timestamps so it compares with what is read back.
 */
const demoDocuments = (firestore: Firestore, dataset: DemoDataset): PlannedDocument[] => {
  const planned = (kind: SeedKind, path: string, fields: Record<string, unknown>): PlannedDocument => ({
    kind,
    ref: firestore.doc(path),
    data: toStoredData(fields),
  });
  return [
    planned('config', FIRESTORE_PATHS.permissionConfig, permissionConfigToDocument(dataset.permissionConfig)),
    ...dataset.roles.map((role) => planned('roles', FIRESTORE_PATHS.role(role.id), roleToDocument(role))),
    ...dataset.users.map((user) => planned('users', FIRESTORE_PATHS.user(user.uid), userToDocument(user))),
    ...dataset.brands.map((brand) => planned('brands', FIRESTORE_PATHS.brand(brand.id), brandToDocument(brand))),
    ...dataset.blueprints.map((blueprint) =>
      planned('blueprints', FIRESTORE_PATHS.blueprint(blueprint.brandId), blueprintToDocument(blueprint)),
    ),
    ...dataset.requirements.map((requirement) =>
      planned(
        'requirements',
        FIRESTORE_PATHS.requirement(requirement.brandId, requirement.id),
        requirementToDocument(requirement),
      ),
    ),
    ...requirementCounters(dataset).map(({ brandId, last }) =>
      planned('counters', FIRESTORE_PATHS.requirementCounter(brandId), { last }),
    ),
    ...dataset.sends.map(({ id, ...send }) =>
      planned('sends', `${FIRESTORE_PATHS.sends(send.brandId)}/${id}`, sendRecordToDocument(send)),
    ),
    ...dataset.comments.map(({ id, ...comment }) =>
      planned('comments', `${FIRESTORE_PATHS.comments(comment.brandId)}/${id}`, commentToDocument(comment)),
    ),
  ];
};

/** Each brand's requirement counter: the highest number its seeded requirements hold. */
const requirementCounters = (dataset: DemoDataset): { brandId: string; last: number }[] => {
  const highest = new Map<string, number>();
  for (const { brandId, number } of dataset.requirements) {
    highest.set(brandId, Math.max(highest.get(brandId) ?? 0, number));
  }
  return [...highest].map(([brandId, last]) => ({ brandId, last }));
};

/**
 * A counter is never moved back: numbers the app handed out after a seed stay taken, so a
 * stored counter at or above the dataset's is left as it is.
 */
const counterOutcome = (current: DocumentData, planned: DocumentData): Outcome =>
  typeof current['last'] === 'number' && current['last'] >= (planned['last'] as number) ? 'unchanged' : 'updated';

/** The stored data of each document, undefined where it does not exist. */
const readStored = async (
  firestore: Firestore,
  refs: readonly DocumentReference[],
): Promise<(DocumentData | undefined)[]> => {
  const snapshots = await Promise.all(chunks(refs, READ_CHUNK).map((part) => firestore.getAll(...part)));
  return snapshots.flat().map((snapshot) => (snapshot.exists ? snapshot.data() : undefined));
};

/**
 * Whether the account's password is the given one. The Auth emulator exposes its fake hash
 * ("fakeHash:salt=…:password=…"); a real project's scrypt hash cannot be checked here, so
 * there the answer is unknown.
 */
const passwordState = (record: UserRecord, password: string): 'same' | 'different' | 'unknown' => {
  const match = /^fakeHash:salt=[^:]*:password=(.*)$/s.exec(record.passwordHash ?? '');
  if (match === null) return 'unknown';
  return match[1] === password ? 'same' : 'different';
};

const accountChanges = (record: UserRecord, account: DemoAuthAccount): UpdateRequest => ({
  ...(record.email === account.email ? {} : { email: account.email }),
  ...(record.displayName === account.displayName ? {} : { displayName: account.displayName }),
  ...(record.disabled === account.disabled ? {} : { disabled: account.disabled }),
  // Only a password known to differ is rewritten: setting it needlessly would end the
  // account's sessions, and on a real project the stored hash cannot be compared.
  ...(passwordState(record, account.password) === 'different' ? { password: account.password } : {}),
});

const planAccounts = async (auth: Auth, accounts: readonly DemoAuthAccount[]): Promise<PlannedAccount[]> => {
  const byUid = new Map<string, UserRecord>();
  const byEmail = new Map<string, UserRecord>();
  for (const part of chunks(accounts, READ_CHUNK / 2)) {
    const found = await auth.getUsers([
      ...part.map((account) => ({ uid: account.uid })),
      ...part.map((account) => ({ email: account.email })),
    ]);
    for (const record of found.users) {
      byUid.set(record.uid, record);
      if (record.email !== undefined) byEmail.set(record.email.toLowerCase(), record);
    }
  }
  // An e-mail taken by someone else's account is not the seed's to take over or remove.
  const conflicts = accounts.filter((account) => {
    const holder = byEmail.get(account.email.toLowerCase());
    return holder !== undefined && holder.uid !== account.uid;
  });
  if (conflicts.length > 0) {
    const list = conflicts.map(
      (account) => `${account.email} (uid ${byEmail.get(account.email.toLowerCase())?.uid ?? '?'})`,
    );
    throw new Error(
      `Cannot seed the demo accounts: these e-mails already belong to other accounts: ${list.join(', ')}`,
    );
  }
  return accounts.map((account) => {
    const record = byUid.get(account.uid);
    if (record === undefined) return { account, outcome: 'created', changes: {} };
    const changes = accountChanges(record, account);
    return { account, outcome: Object.keys(changes).length === 0 ? 'unchanged' : 'updated', changes };
  });
};

const applyAccounts = async (auth: Auth, planned: readonly PlannedAccount[]): Promise<void> => {
  await Promise.all(
    planned.map(async ({ account, outcome, changes }) => {
      if (outcome === 'created') {
        await auth.createUser({
          uid: account.uid,
          email: account.email,
          password: account.password,
          displayName: account.displayName,
          disabled: account.disabled,
        });
      } else if (outcome === 'updated') {
        await auth.updateUser(account.uid, changes);
      }
    }),
  );
};

/** Writes the documents with a BulkWriter; every failure is reported, not just the first. */
const writeDocuments = async (firestore: Firestore, documents: readonly PlannedDocument[]): Promise<void> => {
  if (documents.length === 0) return;
  const writer = firestore.bulkWriter();
  // Each result is turned into a value at once so a failed write is never an unhandled rejection.
  const results = documents.map((document) =>
    writer.set(document.ref, document.data).then(
      () => null,
      (error: unknown) => `${document.ref.path}: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  await writer.close();
  const failures = (await Promise.all(results)).filter((failure): failure is string => failure !== null);
  if (failures.length > 0) {
    throw new Error(`The seed could not write ${failures.length} document(s): ${failures.join('; ')}`);
  }
};

const md5Of = (bytes: Buffer): string => createHash('md5').update(bytes).digest('base64');

/** What uploading one file would do: a file with the same bytes (by MD5) is left alone. */
const mediaOutcome = async (bucket: Bucket, file: DemoMediaFile): Promise<Outcome> => {
  const stored = bucket.file(file.path);
  const [exists] = await stored.exists();
  if (!exists) return 'created';
  const [metadata] = await stored.getMetadata();
  return metadata.md5Hash === md5Of(Buffer.from(file.base64, 'base64')) && metadata.contentType === file.contentType
    ? 'unchanged'
    : 'updated';
};

const uploadMedia = (bucket: Bucket, file: DemoMediaFile): Promise<void> =>
  bucket.file(file.path).save(Buffer.from(file.base64, 'base64'), { contentType: file.contentType, resumable: false });

/** Seeds the demo dataset and says what it created, updated and left unchanged. */
export const seedDemoData = async ({ auth, firestore, now, storage }: SeedDemoDataOptions): Promise<SeedSummary> => {
  const dataset = buildDemoDataset(
    now,
    storage === undefined ? undefined : { host: storage.host, bucket: storage.bucket.name },
  );
  const summary = emptySummary();

  // Everything is read and compared first, so a conflict stops the seed before any write.
  const accounts = await planAccounts(auth, dataset.authAccounts);
  const documents = demoDocuments(firestore, dataset);
  const stored = await readStored(
    firestore,
    documents.map((document) => document.ref),
  );
  const outcomes = documents.map((document, index): Outcome => {
    const current = stored[index];
    if (current === undefined) return 'created';
    if (document.kind === 'counters') return counterOutcome(current, document.data);
    return sameStoredValue(current, document.data) ? 'unchanged' : 'updated';
  });

  const media =
    storage === undefined
      ? []
      : await Promise.all(
          dataset.media.map(async (file) => ({ file, outcome: await mediaOutcome(storage.bucket, file) })),
        );

  await applyAccounts(auth, accounts);
  await writeDocuments(
    firestore,
    documents.filter((_, index) => outcomes[index] !== 'unchanged'),
  );

  if (storage !== undefined) {
    await Promise.all(
      media.filter(({ outcome }) => outcome !== 'unchanged').map(({ file }) => uploadMedia(storage.bucket, file)),
    );
  }

  for (const { outcome } of accounts) summary.accounts[outcome] += 1;
  for (const { outcome } of media) summary.media[outcome] += 1;
  documents.forEach((document, index) => {
    summary[document.kind][outcomes[index] ?? 'created'] += 1;
  });
  return summary;
};
