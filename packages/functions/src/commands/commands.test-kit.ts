import {
  DEMO_PASSWORD,
  FirestoreAdminBlueprintRepository,
  FirestoreAdminBrandRepository,
  FirestoreAdminRequirementRepository,
  userToDocument,
} from '@estudio/adapters/node';
import { TINY_PNG_BASE64 } from '@estudio/domain/testing';
import {
  CONTENT_COMMANDS,
  DEMO_ROLES,
  fromWire,
  Messages,
  ServerMessages,
  type Blueprint,
  type Brand,
  type CommandConcern,
  type Requirement,
} from '@estudio/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  OUTSIDE_URL,
  SCRIPT_URL,
  CAFE,
  req,
  type AuditedWrite,
  type Body,
  type CaseStack,
  type CommandCase,
  type Person,
  type Refusal,
  type UploadKind,
} from './cases/command-case.js';
import { casesOf, COMMAND_SUITES, type CommandSuite } from './cases/index.js';

/*
 * The content commands end to end (docs/product.md, "Content commands"): the bundle of
 * build.mjs in the Functions emulator, each concern's HTTPS function called over HTTP with
 * real ID tokens of the demo accounts, on a fresh seed, the offline demo model answering
 * the commands that call one. Each suite file runs its concerns' case tables (cases/) on one
 * fresh stack: first every command's refusals, each proved to store nothing anywhere (every
 * document but the audit log's, the AI quota's included, and every object of the bucket,
 * read before and after); then every command's success, its answer and what is stored read back with
 * the Admin SDK, stamped with the person, and the audit entry the triggers write for it
 * naming that person.
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
const SUBCOLLECTIONS = ['requirements', 'blueprints', 'counters', 'validationHistory', 'linkedin'];

const m = Messages.endpoints;

/** Runs `tasks` at most `limit` at a time. */
const pooled = async <T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> => {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task !== undefined) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
};

/** An answer of a content function. */
export interface CommandAnswer {
  readonly status: number;
  readonly body: { readonly success?: boolean; readonly error?: string; readonly result?: unknown };
}

/** A refusal as the kit sends it: its request's ID token (null: none). */
interface SentRefusal extends Refusal {
  readonly idToken: string | null;
}

/** The running stack of one suite file: the Admin SDK, the demo people and the functions' URLs. */
class Stack implements CaseStack {
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

  /** Every request a case must refuse, with the status and Spanish error of each. */
  refusalsOf(command: CommandCase): SentRefusal[] {
    const as = (role: RoleName | undefined): string => this.people[role ?? command.role].idToken;
    const body = command.body as Record<string, unknown>;
    const inactiveRecord = this.inactiveRecord?.idToken ?? '';
    const inactiveAccount = this.inactiveAccount?.idToken ?? '';
    const own = (refusal: Refusal): SentRefusal => ({ ...refusal, idToken: as(refusal.role) });
    return [
      { title: 'sin token', idToken: null, body, status: 401, error: m.missingIdToken },
      {
        title: 'usuario deshabilitado en la consola',
        idToken: inactiveRecord,
        body,
        status: 403,
        error: m.callerInactive,
      },
      { title: 'cuenta deshabilitada', idToken: inactiveAccount, body, status: 401, error: m.invalidIdToken },
      {
        title: `${command.withoutKey}, sin ${command.key}`,
        idToken: as(command.withoutKey),
        body,
        status: 403,
        error: Messages.access.forbidden,
      },
      {
        title: `una marca que ${command.hidden.role} no ve`,
        idToken: as(command.hidden.role),
        body: command.hidden.body,
        status: 403,
        error: Messages.access.forbidden,
      },
      ...(command.foreign === undefined
        ? []
        : [
            {
              title: 'un requerimiento de otra marca bajo el id de esta',
              idToken: as(command.role),
              body: { ...body, requirementId: FOREIGN[command.foreign.kind] },
              status: command.foreign.status,
              error: command.foreign.error,
            },
          ]),
      ...command.badBodies.map(own),
      ...command.caps.map(own),
      ...(command.media ?? []).flatMap(({ field, outside }) =>
        [...outside, OUTSIDE_URL, SCRIPT_URL].map((path): SentRefusal => ({
          title: `${field}: ${path}`,
          idToken: as(command.role),
          body: { ...body, [field]: path },
          status: 400,
          error: ServerMessages.aiEndpoint.mediaOutsideBrand(field),
        })),
      ),
    ];
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

/**
 * How many refusals run at once: one. The Functions emulator answers a request that finds
 * its function's worker busy by starting another worker process, which loads the whole
 * bundle; on a shared two-core machine that costs more than it saves, and past the
 * emulator's load timeout the request fails. One at a time, each function keeps one worker.
 */
const PARALLEL_REFUSALS = 1;

/**
 * One suite file: a fresh stack, every case's setup, then each command's refusals (one test
 * per command) and each command's success (one test per command, with its audit entry).
 */
export const describeCommandSuite = (suite: CommandSuite): void => {
  const concerns = COMMAND_SUITES[suite];
  const cases = casesOf(concerns);
  const title = `the content commands of ${concerns.join(', ')} in the Functions emulator`;
  const stack = new Stack(suite);
  beforeAll(async () => {
    await stack.start();
    for (const command of Object.values(cases)) {
      // The objects outside the folder exist, so that only the folder refuses them (a climb out names none).
      for (const { outside } of command.media ?? []) {
        for (const path of outside.filter((candidate) => !candidate.split('/').includes('..'))) {
          await stack.upload(path);
        }
      }
      await command.setup?.(stack);
    }
  }, 300_000);
  afterAll(() => stack.stop());

  describe(title, () => {
    describe('refusals: the status and the Spanish error, and nothing stored', () => {
      for (const [name, command] of Object.entries(cases)) {
        it(name, { timeout: 180_000 }, async () => {
          const before = await stack.storedState();
          const refusals = stack.refusalsOf(command);
          const answers = await pooled(
            refusals.map((refusal) => () => stack.call(name, refusal.body, refusal.idToken)),
            PARALLEL_REFUSALS,
          );
          expect(
            answers.map((answer, index) => ({
              title: refusals[index]?.title,
              status: answer.status,
              error: answer.body.error,
            })),
          ).toEqual(refusals.map(({ title, status, error }) => ({ title, status, error })));
          expect(await stack.storedState()).toEqual(before);
        });
      }
    });

    describe('success: the answer, what is stored with the person, and the audit entry naming them', () => {
      for (const [name, command] of Object.entries(cases)) {
        it(`${name} (${command.role})`, { timeout: 300_000 }, async () => {
          const person = stack.people[command.role];
          const answer = await stack.call(name, command.body, person.idToken);
          expect(answer, JSON.stringify(answer.body).slice(0, 500)).toMatchObject({
            status: 200,
            body: { success: true },
          });
          const writes = await command.verify(stack, fromWire(answer.body.result), person);
          expect(writes.length).toBeGreaterThan(0);
          for (const write of writes) {
            expect(await stack.auditEntryOf(write, person)).toMatchObject({
              path: write.path,
              operation: write.operation,
              actorUid: person.uid,
              actorEmail: person.email,
            });
          }
        });
      }
    });
  });
};
