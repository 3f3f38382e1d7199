import {
  DEMO_PASSWORD,
  FirestoreAdminBlueprintRepository,
  FirestoreAdminBrandRepository,
  FirestoreAdminRequirementRepository,
  userToDocument,
} from '@estudio/adapters/node';
import { TINY_PNG_BASE64 } from '@estudio/adapters';
import { DEMO_ROLES } from '@estudio/domain/accounts';
import { type Blueprint } from '@estudio/domain/blueprint';
import { type Brand } from '@estudio/domain/brands';
import { CONTENT_COMMANDS, type CommandConcern } from '@estudio/domain/content';
import { type Requirement } from '@estudio/domain/requirements';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  freshStack,
  functionUrl,
  projectId,
  ROLE_NAMES,
  signIn,
  storageHost,
  type RoleName,
} from '../emulator-support.test-kit.js';
import {
  FOREIGN,
  FOREIGN_BRAND,
  CAFE,
  req,
  type AuditedWrite,
  type Body,
  type CaseStack,
  type Person,
  type UploadKind,
} from './cases/command-case.js';

/*
 * The running stack a content-command suite file calls (commands.test-kit.ts): the Admin
 * SDK on the emulators, the demo people signed in, each concern's function URL, and what
 * the cases read back.
 *
 * Uploads are made with the Admin SDK: offline the Storage emulator runs with an allow-all
 * stand-in for storage.rules (no rules runtime), which does not matter here, since the
 * Admin SDK bypasses the rules anyway; what is under test is the server's check of the path.
 */

const bucketName = `${projectId}.appspot.com`;

/** The download token of every object the kit uploads, so the URL the server derives is known. */
const UPLOAD_TOKEN = 'cmd-token';

const FILES: Record<UploadKind, { readonly contentType: string; readonly bytes: Buffer }> = {
  png: { contentType: 'image/png', bytes: Buffer.from(TINY_PNG_BASE64, 'base64') },
  mp4: { contentType: 'video/mp4', bytes: Buffer.from('video de prueba') },
  pdf: { contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n% Manual de marca de prueba\n') },
  svg: {
    contentType: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
  },
};

const uploadKindOf = (path: string): UploadKind => {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'mp4' || extension === 'pdf' || extension === 'svg') return extension;
  return 'png';
};

/**
 * The triggers' log, left out of "nothing stored" (a refusal writes no document, so none of
 * its entries). The per-minute AI quota is compared: a refused command spends nothing.
 */
const UNCOMPARED_ROOTS = new Set(['audit']);
/** Every subcollection the data has (firestore-paths.ts): read with collection-group queries. */
const SUBCOLLECTIONS = [
  'requirements',
  'blueprints',
  'counters',
  'validationHistory',
  'brandReviewHistory',
  'linkedin',
  'comments',
  'commentReads',
];

/** An answer of a content function. */
export interface CommandAnswer {
  readonly status: number;
  readonly body: { readonly success?: boolean; readonly error?: string; readonly result?: unknown };
}

/** The running stack of one suite file: the Admin SDK, the demo people and the functions' URLs. */
export class CommandStack implements CaseStack {
  readonly app: App;
  readonly db: Firestore;
  readonly auth: Auth;
  readonly bucket: ReturnType<ReturnType<typeof getStorage>['bucket']>;
  private readonly requirements: FirestoreAdminRequirementRepository;
  private readonly brands: FirestoreAdminBrandRepository;
  private readonly blueprints: FirestoreAdminBlueprintRepository;
  people = {} as Record<RoleName, Person>;
  /** Signed in, then their users/{uid} record disabled (the console's refusal: 403). */
  inactiveRecord: Person | null = null;
  /** Signed in, then their sign-in account disabled (the ID token's refusal: 401). */
  inactiveAccount: Person | null = null;
  private urls = {} as Record<CommandConcern, string>;

  constructor(suite: string) {
    this.app = initializeApp({ projectId, storageBucket: bucketName }, `commands-${suite}`);
    this.db = getFirestore(this.app);
    this.auth = getAuth(this.app);
    this.bucket = getStorage(this.app).bucket(bucketName);
    this.requirements = new FirestoreAdminRequirementRepository(this.db);
    this.brands = new FirestoreAdminBrandRepository(this.db);
    this.blueprints = new FirestoreAdminBlueprintRepository(this.db);
  }

  async start(): Promise<void> {
    const tokens = await freshStack(this.app);
    for (const role of ROLE_NAMES) {
      const { idToken, uid } = tokens[role];
      const user = await this.auth.getUser(uid);
      this.people[role] = { idToken, uid, email: user.email ?? '' };
    }
    for (const concern of Object.keys(CONTENT_COMMANDS) as CommandConcern[]) {
      this.urls[concern] = await functionUrl(concern);
    }
    this.inactiveRecord = await this.extraPerson('cmd-inactivo-registro');
    this.inactiveAccount = await this.extraPerson('cmd-inactivo-cuenta');
    // Disabled after they signed in, as an administrator would while their session is open.
    await this.db.doc(`users/${this.inactiveRecord.uid}`).update({ status: 'disabled' });
    await this.auth.updateUser(this.inactiveAccount.uid, { disabled: true });
    // Requirements of each kind that exist under FOREIGN_BRAND only.
    await this.copyRequirement({ brandId: CAFE, id: req(17) }, { brandId: FOREIGN_BRAND, id: FOREIGN.carrusel });
    await this.copyRequirement({ brandId: CAFE, id: req(24) }, { brandId: FOREIGN_BRAND, id: FOREIGN.video });
    await this.copyRequirement({ brandId: CAFE, id: req(13) }, { brandId: FOREIGN_BRAND, id: FOREIGN.blog });
  }

  async stop(): Promise<void> {
    await deleteApp(this.app);
  }

  /** A Superadministrador account and record of the suite's own (every key: only their status refuses them). */
  private async extraPerson(uid: string): Promise<Person> {
    const email = `${uid}@estudio.test`;
    await this.auth.createUser({ uid, email, password: DEMO_PASSWORD });
    const role = DEMO_ROLES.find((candidate) => candidate.name === 'Superadministrador');
    await this.db.doc(`users/${uid}`).set(
      userToDocument({
        uid,
        email,
        firstName: 'Persona',
        lastName: 'De prueba',
        role: role?.id ?? '',
        status: 'active',
        createdAt: new Date(),
        lastLoginAt: null,
      }),
    );
    const { idToken } = await signIn(email);
    return { uid, email, idToken };
  }

  async call(name: string, body: Body, idToken: string | null): Promise<CommandAnswer> {
    const [concern, action] = name.split('/') as [CommandConcern, string];
    const response = await fetch(`${this.urls[concern]}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(idToken === null ? {} : { authorization: `Bearer ${idToken}` }),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as CommandAnswer['body'] };
    } catch {
      return { status: response.status, body: { error: `not JSON: ${text.slice(0, 200)}` } };
    }
  }

  /** Every stored document but the audit log's, and every object's name in the bucket. */
  async storedState(): Promise<Record<string, unknown>> {
    const roots = (await this.db.listCollections()).filter((collection) => !UNCOMPARED_ROOTS.has(collection.id));
    const snapshots = await Promise.all([
      ...roots.map((collection) => collection.get()),
      ...SUBCOLLECTIONS.map((id) => this.db.collectionGroup(id).get()),
    ]);
    const state: Record<string, unknown> = {};
    for (const snapshot of snapshots) {
      for (const document of snapshot.docs) state[document.ref.path] = JSON.parse(JSON.stringify(document.data()));
    }
    const [files] = await this.bucket.getFiles();
    state['storage:'] = files.map((file) => file.name).sort();
    return state;
  }

  async upload(path: string, kind: UploadKind = uploadKindOf(path)): Promise<string> {
    const { contentType, bytes } = FILES[kind];
    await this.bucket.file(path).save(bytes, {
      resumable: false,
      contentType,
      metadata: { contentType, metadata: { firebaseStorageDownloadTokens: UPLOAD_TOKEN } },
    });
    return this.urlOf(path);
  }

  urlOf(path: string): string {
    return `http://${storageHost}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${UPLOAD_TOKEN}`;
  }

  pathOf(url: string): string | null {
    const match = /\/v0\/b\/([^/]+)\/o\/([^?]+)/.exec(url);
    return match?.[1] === bucketName && match[2] !== undefined ? decodeURIComponent(match[2]) : null;
  }

  async objectExists(path: string): Promise<boolean> {
    const [exists] = await this.bucket.file(path).exists();
    return exists;
  }

  async requirement(brandId: string, id: string): Promise<Requirement> {
    const requirement = await this.requirements.get(brandId, id);
    if (requirement === null) throw new Error(`no requirement ${brandId}/${id}`);
    return requirement;
  }

  async brand(id: string): Promise<Brand> {
    const brand = await this.brands.get(id);
    if (brand === null) throw new Error(`no brand ${id}`);
    return brand;
  }

  blueprint(brandId: string): Promise<Blueprint | null> {
    return this.blueprints.get(brandId);
  }

  async copyRequirement(
    from: { brandId: string; id: string },
    to: { brandId: string; id: string },
    fields: object = {},
  ): Promise<void> {
    const data = (await this.db.doc(`brands/${from.brandId}/requirements/${from.id}`).get()).data();
    if (data === undefined) throw new Error(`no requirement ${from.brandId}/${from.id}`);
    await this.db.doc(`brands/${to.brandId}/requirements/${to.id}`).set({ ...data, ...fields });
  }

  async copyBrand(from: string, id: string, fields: object = {}): Promise<void> {
    const data = (await this.db.doc(`brands/${from}`).get()).data();
    if (data === undefined) throw new Error(`no brand ${from}`);
    await this.db.doc(`brands/${id}`).set({ ...data, ...fields });
  }

  /**
   * The audit entry of a write, waiting for the trigger: the Functions emulator runs the
   * triggers one after another, and a fresh seed's hundred creates come first.
   */
  async auditEntryOf(write: AuditedWrite, person: Person, timeoutMs = 240_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    const names = (entry: Record<string, unknown>): string[] =>
      ((entry['changes'] as { field: string }[] | undefined) ?? []).map((change) => change.field);
    for (;;) {
      const entries = (await this.db.collection('audit').where('path', '==', write.path).get()).docs.map((doc) =>
        doc.data(),
      );
      const found = entries.find(
        (entry) =>
          entry['operation'] === write.operation &&
          entry['actorUid'] === person.uid &&
          write.fields.every((field) => names(entry).includes(field)),
      );
      if (found !== undefined) return found;
      if (Date.now() > deadline) {
        const seen = entries.map((entry) => ({
          operation: entry['operation'],
          actorUid: entry['actorUid'],
          fields: names(entry),
        }));
        throw new Error(
          `no audit entry naming ${person.email} for ${JSON.stringify(write)}; seen ${JSON.stringify(seen)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
