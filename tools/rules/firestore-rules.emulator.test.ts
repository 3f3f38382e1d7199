// firestore.rules against the Firestore emulator: the permission table of
// docs/product.md, "Permissions", as a matrix of who may do what to which document.
// Every content field has one writer, the server (the content commands, Admin SDK): a
// browser may still change a requirement's status and a brand's status and allowedUsers,
// and nothing else of a requirement, a blueprint or a brand, whatever its role.
// Y = allowed (assertSucceeds), - = denied (assertFails). Columns, in order:
//   adm  Superadministrador          est  Estratega            dis  Diseñador
//   ges  Gestor de contenido         mar  Administrador de marcas
//   met  a custom role holding only 'metricas'
//   off  a disabled user (with the superadmin role, listed on b-asignada)
//   doc  signed in without a users/{uid} document
//   anon signed out
// The data (seed.ts): b-todos (nobody's), b-asignada (allowedUsers: everyone),
// b-estratega (owner Estratega), b-marcas (owner Adm. de marcas, allowedUsers Diseñador),
// b-nueva (like b-asignada, no blueprint); each but b-nueva with requirements r-1
// (Pendiente), r-2 (Finalizado) and its blueprint.
import {
  CONTROL_CHARACTERS,
  DEFAULT_PERMISSION_CONFIG,
  PERMISSION_CODES,
  TEXT_LIMITS,
  createRequirement,
} from '@estudio/domain';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUDIT_ENTRY,
  BEFORE,
  BRAND_FIELD_WRITES,
  HISTORY_ENTRY,
  LINKEDIN_STATE,
  REQUIREMENT_FIELD_WRITES,
  SANDBOX_POST,
  TARGET_UID,
  VALIDATION,
  seed,
} from './seed.js';
import {
  ACTORS,
  actorByKey,
  compileRules,
  contextFor,
  emulatorAddress,
  firestoreOf,
  projectId,
  readRules,
} from './support.js';
import type { Actor, ActorKey } from './support.js';

type Operation = (db: Firestore, who: Actor) => Promise<unknown>;

interface MatrixRow {
  readonly collection: string;
  readonly operation: string;
  readonly run: Operation;
  /** One mark per actor, in ACTORS order: Y allowed, - denied. */
  readonly marks: string;
}

interface MatrixCase {
  readonly name: string;
  readonly who: Actor;
  readonly allowed: boolean;
  readonly run: Operation;
}

const row = (collection: string, operation: string, marks: string, run: Operation): MatrixRow => ({
  collection,
  operation,
  run,
  marks,
});

const parseMarks = (marks: string): boolean[] => {
  const parsed = marks.trim().split(/\s+/);
  if (parsed.length !== ACTORS.length || parsed.some((mark) => mark !== 'Y' && mark !== '-')) {
    throw new Error(`a matrix row needs ${ACTORS.length} marks (Y or -), got "${marks}"`);
  }
  return parsed.map((mark) => mark === 'Y');
};

const casesOf = (rows: readonly MatrixRow[]): MatrixCase[] =>
  rows.flatMap((r) =>
    parseMarks(r.marks).map((allowed, column) => {
      const who = ACTORS[column]!;
      return {
        name: `${r.collection}: ${r.operation} — ${who.label} → ${allowed ? 'allowed' : 'denied'}`,
        who,
        allowed,
        run: r.run,
      };
    }),
  );

// ------------------------------------------------------------------- operations

/** The actor's own uid (the signed-out caller aims at the Estratega's documents). */
const ownUid = (who: Actor): string => who.uid ?? 'u-estratega';
const ownEmail = (who: Actor): string => who.email || 'estratega@estudio.test';

const get =
  (path: string): Operation =>
  (db) =>
    getDoc(doc(db, path));
const list =
  (path: string): Operation =>
  (db) =>
    getDocs(collection(db, path));
const update =
  (path: string, data: Record<string, unknown>): Operation =>
  (db) =>
    updateDoc(doc(db, path), { ...data, updatedAt: serverTimestamp() });
const updateRaw =
  (path: string, data: Record<string, unknown>): Operation =>
  (db) =>
    updateDoc(doc(db, path), data);
const remove =
  (path: string): Operation =>
  (db) =>
    deleteDoc(doc(db, path));

const newBrand = (who: Actor, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  brandName: `Marca de ${who.label}`,
  owner: ownUid(who),
  status: 'active',
  allowedUsers: [],
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...extra,
});

/** A requirement as the content grid writes it: by the caller, now, Pendiente, no content. */
const newRequirement = (who: Actor, number: number, brand = 'Marca Asignada'): Record<string, unknown> => ({
  title: `Carrusel ${number} - T1`,
  brand,
  number,
  createdBy: ownEmail(who),
  status: 'Pendiente',
  assignedTo: 'Por asignar',
  createdAt: serverTimestamp(),
  updatedAt: null,
  inDesignAt: null,
  caption: '',
  instructions: [],
  imagesAIUrl: [],
  validation: {},
  videoData: null,
  draftMode: true,
});

/**
 * A client's clock a minute off: Timestamp.now() could fall in the very millisecond the
 * emulator takes as request.time.
 */
const aMinuteAgo = (): Timestamp => Timestamp.fromMillis(Date.now() - 60_000);

/** brands/{brandId}/counters/requirements: the highest number handed out (the seed puts 2). */
const counterOf = (brandId: string): string => `brands/${brandId}/counters/requirements`;

/**
 * The grid write: requirements numbered from..from+count-1 (document id 'r' + number) and
 * the brand's counter moved to the last of them, in one batch. `change` edits each
 * requirement, `last` the counter's new value.
 */
const grid = (
  db: Firestore,
  who: Actor,
  options: {
    brandId?: string;
    brand?: string;
    from?: number;
    count?: number;
    last?: number | null;
    change?: (data: Record<string, unknown>, number: number) => Record<string, unknown>;
    id?: (number: number) => string;
  } = {},
): Promise<void> => {
  const { brandId = 'b-asignada', brand = 'Marca Asignada', from = 3, count = 1 } = options;
  const batch = writeBatch(db);
  for (let number = from; number < from + count; number += 1) {
    const data = newRequirement(who, number, brand);
    batch.set(
      doc(db, 'brands', brandId, 'requirements', options.id?.(number) ?? `r${number}`),
      options.change?.(data, number) ?? data,
    );
  }
  const last = options.last === undefined ? from + count - 1 : options.last;
  if (last !== null) batch.set(doc(db, counterOf(brandId)), { last });
  return batch.commit();
};

/** The finished list's queries: one brand's, or every brand's at once (collection group). */
const finishedOf = (db: Firestore, brandId: string | null) =>
  query(
    brandId === null ? collectionGroup(db, 'requirements') : collection(db, 'brands', brandId, 'requirements'),
    where('status', '==', 'Finalizado'),
    orderBy('createdAt', 'desc'),
    limit(50),
  );
const countFinished = (db: Firestore, brandId: string | null) =>
  getCountFromServer(
    query(
      brandId === null ? collectionGroup(db, 'requirements') : collection(db, 'brands', brandId, 'requirements'),
      where('status', '==', 'Finalizado'),
    ),
  );
const activeOf = (db: Firestore, brandId: string) =>
  query(
    collection(db, 'brands', brandId, 'requirements'),
    where('status', 'in', ['Pendiente', 'Solicitar diseño', 'En diseño']),
  );

const R1 = 'brands/b-asignada/requirements/r-1';
const Y_ALL_ACTIVE = 'Y Y Y Y Y Y - - -';
const NOBODY = '- - - - - - - - -';

// ------------------------------------------------------------------- the matrix: reads

//                                                                              adm est dis ges mar met off doc anon
const READS: readonly MatrixRow[] = [
  row('brands', "get b-todos (nobody's, no allowedUsers)", 'Y   -   -   -   -   -   -   -   -', get('brands/b-todos')),
  row(
    'brands',
    'get b-asignada (allowedUsers: everyone)',
    'Y   Y   Y   Y   Y   -   -   -   -',
    get('brands/b-asignada'),
  ),
  row('brands', 'get b-estratega (owner: Estratega)', 'Y   Y   -   -   -   -   -   -   -', get('brands/b-estratega')),
  row(
    'brands',
    'get b-marcas (owner: Adm. de marcas; allowedUsers: Diseñador)',
    'Y   -   Y   -   Y   -   -   -   -',
    get('brands/b-marcas'),
  ),
  row('brands', 'list the whole collection (ADMIN_BRANDS_ALL)', 'Y   -   -   -   -   -   -   -   -', list('brands')),
  row(
    'brands',
    'list where allowedUsers array-contains own e-mail (ASSIGNED)',
    'Y   Y   Y   Y   Y   -   -   -   -',
    (db, who) => getDocs(query(collection(db, 'brands'), where('allowedUsers', 'array-contains', ownEmail(who)))),
  ),
  row('brands', 'list where owner == own uid (OWNER)', 'Y   Y   -   -   Y   -   -   -   -', (db, who) =>
    getDocs(query(collection(db, 'brands'), where('owner', '==', ownUid(who)))),
  ),

  row('requirements', 'get b-asignada/r-1', 'Y   Y   Y   Y   -   -   -   -   -', get(R1)),
  row('requirements', 'list b-asignada', 'Y   Y   Y   Y   -   -   -   -   -', list('brands/b-asignada/requirements')),
  row('requirements', "list b-asignada where status == 'Finalizado'", 'Y   Y   Y   Y   -   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'brands/b-asignada/requirements'), where('status', '==', 'Finalizado'))),
  ),
  row('requirements', 'list b-asignada where number == 1', 'Y   Y   Y   Y   -   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'brands/b-asignada/requirements'), where('number', '==', 1))),
  ),
  row(
    'requirements',
    'get b-todos/r-1 (brand not visible)',
    'Y   -   -   -   -   -   -   -   -',
    get('brands/b-todos/requirements/r-1'),
  ),
  row(
    'requirements',
    'list b-estratega (visible to its owner)',
    'Y   Y   -   -   -   -   -   -   -',
    list('brands/b-estratega/requirements'),
  ),
  row(
    'requirements',
    'list b-marcas (Adm. de marcas sees it, no VIEW_REQ.)',
    'Y   -   Y   -   -   -   -   -   -',
    list('brands/b-marcas/requirements'),
  ),
  row('requirements', 'list b-asignada where status in the active ones', 'Y   Y   Y   Y   -   -   -   -   -', (db) =>
    getDocs(activeOf(db, 'b-asignada')),
  ),
  row(
    'requirements',
    'list b-todos where status in the active ones (hidden)',
    'Y   -   -   -   -   -   -   -   -',
    (db) => getDocs(activeOf(db, 'b-todos')),
  ),
  row(
    'requirements',
    'list b-asignada finished, newest first, 50 (a page)',
    'Y   Y   Y   Y   -   -   -   -   -',
    (db) => getDocs(finishedOf(db, 'b-asignada')),
  ),
  row(
    'requirements',
    'list b-estratega finished, newest first, 50 (a page)',
    'Y   Y   -   -   -   -   -   -   -',
    (db) => getDocs(finishedOf(db, 'b-estratega')),
  ),
  row('requirements', 'list b-marcas finished, newest first, 50 (a page)', 'Y   -   Y   -   -   -   -   -   -', (db) =>
    getDocs(finishedOf(db, 'b-marcas')),
  ),
  row('requirements', 'list b-todos finished, newest first, 50 (hidden)', 'Y   -   -   -   -   -   -   -   -', (db) =>
    getDocs(finishedOf(db, 'b-todos')),
  ),
  row('requirements', 'count b-asignada finished', 'Y   Y   Y   Y   -   -   -   -   -', (db) =>
    countFinished(db, 'b-asignada'),
  ),
  row('requirements', 'count b-todos finished (hidden)', 'Y   -   -   -   -   -   -   -   -', (db) =>
    countFinished(db, 'b-todos'),
  ),
  row(
    'requirements',
    'collection group: every brand finished, a page (ALL)',
    'Y   -   -   -   -   -   -   -   -',
    (db) => getDocs(finishedOf(db, null)),
  ),
  row('requirements', 'collection group: count every brand finished (ALL)', 'Y   -   -   -   -   -   -   -   -', (db) =>
    countFinished(db, null),
  ),
  row('requirements', 'collection group: everything, unfiltered (ALL)', 'Y   -   -   -   -   -   -   -   -', (db) =>
    getDocs(collectionGroup(db, 'requirements')),
  ),

  row(
    'blueprints',
    'get b-asignada blueprint (VIEW_BLUEPRINT)',
    'Y   Y   Y   Y   -   -   -   -   -',
    get('brands/b-asignada/blueprints/b-asignada'),
  ),
  row(
    'blueprints',
    'get b-todos blueprint (brand not visible)',
    'Y   -   -   -   -   -   -   -   -',
    get('brands/b-todos/blueprints/b-todos'),
  ),
  row(
    'blueprints',
    'get b-marcas blueprint',
    'Y   -   Y   -   -   -   -   -   -',
    get('brands/b-marcas/blueprints/b-marcas'),
  ),
  row(
    'blueprints',
    'list b-asignada blueprints',
    'Y   Y   Y   Y   -   -   -   -   -',
    list('brands/b-asignada/blueprints'),
  ),

  row(
    'counters',
    'get b-asignada requirement counter (who reads requirements)',
    'Y   Y   Y   Y   -   -   -   -   -',
    get(counterOf('b-asignada')),
  ),
  row(
    'counters',
    'get b-todos requirement counter (brand not visible)',
    'Y   -   -   -   -   -   -   -   -',
    get(counterOf('b-todos')),
  ),

  row(
    'validationHistory',
    'get b-asignada/r-1 history entry (who reads the requirement)',
    'Y   Y   Y   Y   -   -   -   -   -',
    get(`${R1}/validationHistory/${HISTORY_ENTRY}`),
  ),
  row(
    'validationHistory',
    'list b-asignada/r-1 history of card 1, newest first',
    'Y   Y   Y   Y   -   -   -   -   -',
    (db) => getDocs(query(collection(db, `${R1}/validationHistory`), where('index', '==', 1), orderBy('at', 'desc'))),
  ),
  row(
    'validationHistory',
    'list b-todos/r-1 history (brand not visible)',
    'Y   -   -   -   -   -   -   -   -',
    list('brands/b-todos/requirements/r-1/validationHistory'),
  ),
  row('aiQuota', 'get the own quota', NOBODY, (db, who) => getDoc(doc(db, 'aiQuota', ownUid(who)))),
  row('audit', 'get an entry (ADMIN_USERS)', 'Y   -   -   -   -   -   -   -   -', get(`audit/${AUDIT_ENTRY}`)),
  row('audit', 'list the entries (ADMIN_USERS)', 'Y   -   -   -   -   -   -   -   -', list('audit')),
  row('audit', 'list the entries of one document (ADMIN_USERS)', 'Y   -   -   -   -   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'audit'), where('path', '==', 'brands/b-asignada'))),
  ),

  row('roles', 'get own role', Y_ALL_ACTIVE, (db, who) => getDoc(doc(db, 'roles', who.role || 'estratega'))),
  row('roles', 'list', Y_ALL_ACTIVE, list('roles')),

  row('config', 'get config/permissions', Y_ALL_ACTIVE, get('config/permissions')),
  row('config', 'get config/otro (any other document)', NOBODY, get('config/otro')),
  row('config', 'list the config collection', NOBODY, list('config')),

  row('users', 'get own record', Y_ALL_ACTIVE, (db, who) => getDoc(doc(db, 'users', ownUid(who)))),
  row('users', "get another user's record", 'Y   Y   Y   Y   Y   -   -   -   -', get(`users/${TARGET_UID}`)),
  row('users', 'list', 'Y   Y   Y   Y   Y   -   -   -   -', list('users')),
  row('users', 'list where emailNormalized == (findByEmail)', 'Y   Y   Y   Y   Y   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'users'), where('emailNormalized', '==', 'objetivo@estudio.test'), limit(1))),
  ),
  row('users', "list where status == 'active'", 'Y   Y   Y   Y   Y   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'users'), where('status', '==', 'active'))),
  ),

  row('linkedin', 'get own linkedin/default (the connection, no token)', Y_ALL_ACTIVE, (db, who) =>
    getDoc(doc(db, 'users', ownUid(who), 'linkedin', 'default')),
  ),
  row('linkedin', "get another user's linkedin/default", NOBODY, get(`users/${TARGET_UID}/linkedin/default`)),
  row('linkedin', 'list own linkedin collection', NOBODY, (db, who) =>
    getDocs(collection(db, 'users', ownUid(who), 'linkedin')),
  ),
  row('linkedin', 'get own linkedinTokens (the tokens)', NOBODY, (db, who) =>
    getDoc(doc(db, 'linkedinTokens', ownUid(who))),
  ),
  row('linkedin', 'list linkedinTokens', NOBODY, list('linkedinTokens')),
  row('linkedin', 'get an OAuth state (linkedinAuthStates)', NOBODY, get(`linkedinAuthStates/${LINKEDIN_STATE}`)),
  row('linkedin', 'list linkedinAuthStates', NOBODY, list('linkedinAuthStates')),
  row('sandbox', 'get a recorded draft', NOBODY, get(`sandbox/metricool/posts/${SANDBOX_POST}`)),
  row('sandbox', 'list the recorded drafts', NOBODY, list('sandbox/metricool/posts')),
];

// ------------------------------------------------------------------- the matrix: writes

//                                                                              adm est dis ges mar met off doc anon
const WRITES: readonly MatrixRow[] = [
  // The save-dna command creates a brand (it was SAVE_BRAND's direct write: Adm., Estratega, Adm. de marcas).
  row('brands', 'create own brand (the save-dna command does it)', NOBODY, (db, who) =>
    setDoc(doc(db, 'brands', `b-creada-${who.key}`), newBrand(who)),
  ),
  row(
    'brands',
    'update status of b-asignada (ADMIN_BRAND_DISABLE)',
    'Y   -   -   -   Y   -   -   -   -',
    update('brands/b-asignada', { status: 'disabled' }),
  ),
  row(
    'brands',
    'update allowedUsers of b-asignada (ADMIN_BRAND_USERS)',
    'Y   -   -   -   Y   -   -   -   -',
    update('brands/b-asignada', { allowedUsers: ['nuevo@estudio.test'] }),
  ),
  row(
    'brands',
    'update status and allowedUsers of b-asignada at once (both keys)',
    'Y   -   -   -   Y   -   -   -   -',
    update('brands/b-asignada', { status: 'disabled', allowedUsers: ['nuevo@estudio.test'] }),
  ),
  row(
    'brands',
    'update allowedUsers of b-marcas (its owner holds ADMIN_BRAND_USERS)',
    'Y   -   -   -   Y   -   -   -   -',
    update('brands/b-marcas', { allowedUsers: ['nuevo@estudio.test'] }),
  ),
  // Turned around: these were SAVE_BRAND's and ADMIN_METRICS's direct writes; the save-dna command writes them now.
  row(
    'brands',
    'update DNA of b-asignada: missionPurpose (the save-dna command does it)',
    NOBODY,
    update('brands/b-asignada', { missionPurpose: 'Otra misión' }),
  ),
  row(
    'brands',
    'update idMetrics, linkMetrics of b-asignada (the save-dna command does it)',
    NOBODY,
    update('brands/b-asignada', { idMetrics: 'm-1', linkMetrics: 'https://m.test' }),
  ),
  row(
    'brands',
    'update status of b-todos (brand not visible)',
    'Y   -   -   -   -   -   -   -   -',
    update('brands/b-todos', { status: 'disabled' }),
  ),
  row(
    'brands',
    'update DNA of b-estratega (visible to its owner; the save-dna command does it)',
    NOBODY,
    update('brands/b-estratega', { missionPurpose: 'Otra' }),
  ),
  row('brands', 'create own brand with a control character in the name', NOBODY, (db, who) =>
    setDoc(doc(db, 'brands', `b-creada-${who.key}`), newBrand(who, { brandName: 'Marca\u202eevil' })),
  ),
  row('brands', 'create own brand with an unknown key', NOBODY, (db, who) =>
    setDoc(doc(db, 'brands', `b-creada-${who.key}`), newBrand(who, { esAdmin: true })),
  ),
  row(
    'brands',
    'update brandName of b-asignada with a control character',
    NOBODY,
    update('brands/b-asignada', { brandName: 'Marca\u0007' }),
  ),
  row(
    'brands',
    'update a DNA field of b-asignada to 900 kB',
    NOBODY,
    update('brands/b-asignada', { missionPurpose: 'x'.repeat(900_000) }),
  ),
  row(
    'brands',
    'update linkMetrics of b-asignada to http://',
    NOBODY,
    update('brands/b-asignada', { linkMetrics: 'http://m.test' }),
  ),
  row(
    'brands',
    'update brandManualUrl of b-asignada to javascript:',
    NOBODY,
    update('brands/b-asignada', { brandManualUrl: 'javascript:alert(1)' }),
  ),
  row('brands', 'delete b-asignada', NOBODY, remove('brands/b-asignada')),
  // Every other field of a brand, one row each: the server's alone.
  ...Object.entries(BRAND_FIELD_WRITES).map(([field, value]) =>
    row(
      'brands',
      `update ${field} of b-asignada alone (the server's)`,
      NOBODY,
      update('brands/b-asignada', { [field]: value }),
    ),
  ),
  row(
    'brands',
    'update status of b-asignada carrying every other field',
    NOBODY,
    update('brands/b-asignada', { ...BRAND_FIELD_WRITES, status: 'disabled' }),
  ),

  // Turned around: the grid was GEN_REQUIREMENTS's direct write (Adm., Estratega); the grid command makes it now.
  row('requirements', 'create in b-asignada with its counter (the grid command does it)', NOBODY, (db, who) =>
    grid(db, who),
  ),
  row('requirements', 'create in b-asignada without moving the counter', NOBODY, (db, who) =>
    grid(db, who, { last: null }),
  ),
  row('requirements', 'create with a number already taken (2, counter at 2)', NOBODY, (db, who) =>
    grid(db, who, { from: 2, last: 3 }),
  ),
  row('requirements', 'create with createdBy someone else', NOBODY, (db, who) =>
    grid(db, who, { change: (data) => ({ ...data, createdBy: 'otro@estudio.test' }) }),
  ),
  row('requirements', "create with a createdAt of the client's clock", NOBODY, (db, who) =>
    grid(db, who, { change: (data) => ({ ...data, createdAt: aMinuteAgo() }) }),
  ),
  row('requirements', "create with brand other than the brand's name", NOBODY, (db, who) =>
    grid(db, who, { change: (data) => ({ ...data, brand: 'Marca Todos' }) }),
  ),
  row('requirements', "create with status other than 'Pendiente'", NOBODY, (db, who) =>
    grid(db, who, { change: (data) => ({ ...data, status: 'Finalizado' }) }),
  ),
  row('requirements', 'create with an unknown key', NOBODY, (db, who) =>
    grid(db, who, { change: (data) => ({ ...data, esAdmin: true }) }),
  ),
  row('requirements', 'create with a 900 kB caption', NOBODY, (db, who) =>
    grid(db, who, { change: (data) => ({ ...data, caption: 'x'.repeat(900_000) }) }),
  ),
  row('requirements', 'create with a control character in the title', NOBODY, (db, who) =>
    grid(db, who, { change: (data) => ({ ...data, title: 'Carrusel 3 - T1\u001b[2J' }) }),
  ),
  row('counters', 'move b-asignada counter back (2 → 1)', NOBODY, (db) =>
    setDoc(doc(db, counterOf('b-asignada')), { last: 1 }),
  ),
  row('counters', 'delete b-asignada counter', NOBODY, remove(counterOf('b-asignada'))),
  row('counters', 'move b-asignada counter up (2 → 3), alone', NOBODY, (db) =>
    setDoc(doc(db, counterOf('b-asignada')), { last: 3 }),
  ),
  row('counters', 'create b-nueva counter', NOBODY, (db) => setDoc(doc(db, counterOf('b-nueva')), { last: 1 })),
  row(
    'requirements',
    "update status to 'Solicitar diseño' (STATUS_REQ.)",
    'Y   Y   Y   Y   -   -   -   -   -',
    update(R1, { status: 'Solicitar diseño' }),
  ),
  row(
    'requirements',
    "update status to 'En diseño' with inDesignAt",
    'Y   Y   Y   Y   -   -   -   -   -',
    update(R1, { status: 'En diseño', inDesignAt: Timestamp.now() }),
  ),
  // Turned around: the assignee was ASSIGN_REQUIREMENTS's direct write (Adm., Estratega); the
  // requirements/assign command checks the assignee is an assignable user, which the rules cannot.
  row(
    'requirements',
    'update assignedTo (the requirements/assign command does it)',
    NOBODY,
    update(R1, { assignedTo: 'disenador@estudio.test' }),
  ),
  row('requirements', 'update assignedTo to something not an e-mail', NOBODY, update(R1, { assignedTo: 'nadie' })),
  row(
    'requirements',
    'update assignedTo to a 300-character e-mail',
    NOBODY,
    update(R1, { assignedTo: `${'a'.repeat(290)}@estudio.test` }),
  ),
  row('requirements', 'update caption to 900 kB', NOBODY, update(R1, { caption: 'x'.repeat(900_000) })),
  row('requirements', 'update videoUrl to javascript:', NOBODY, update(R1, { videoUrl: 'javascript:alert(1)' })),
  row('requirements', 'update imageAIUrl to http://', NOBODY, update(R1, { imageAIUrl: 'http://img.test/a.png' })),
  row(
    'requirements',
    'update imagesAIUrl with an http:// entry',
    NOBODY,
    update(R1, { imagesAIUrl: ['https://img.test/1.png', 'http://img.test/2.png'] }),
  ),
  row(
    'requirements',
    'update scripts to 11 entries',
    NOBODY,
    update(R1, {
      scripts: Array.from({ length: 11 }, () => ({
        Captacion: 'a',
        'Argumento de Venta': 'b',
        'Llamada a la acción': 'c',
      })),
    }),
  ),
  row(
    'requirements',
    'update article to 11 sections',
    NOBODY,
    update(R1, { article: Array.from({ length: 11 }, () => ({ sectionTitle: 'T', text: 'x' })) }),
  ),
  // Turned around: each of these was a direct write of the keys named, allowed to the roles
  // holding them; every content and planning field is a server command's now (docs/product.md, "Data model").
  row(
    'requirements',
    'update caption (a content command; was REQUIREMENTS_EDIT or a suggestion key)',
    NOBODY,
    update(R1, { caption: 'Nuevo texto' }),
  ),
  row(
    'requirements',
    'update instructions, suggestedWords (the carousel commands; was guides keys)',
    NOBODY,
    update(R1, { instructions: ['G1', 'G2', 'G3'], suggestedWords: ['a', 'b', 'c'] }),
  ),
  row(
    'requirements',
    'update imagesAIUrl (the carousel image commands; was CARROUSEL_CHANGEIMG)',
    NOBODY,
    update(R1, { imagesAIUrl: ['https://img.test/1.png'] }),
  ),
  // validation.{index} is written by the ai function (validate-design); a browser only drops
  // the entry of a card whose image it replaced.
  row(
    'requirements',
    'update validation: add an entry (the ai function writes them)',
    NOBODY,
    update(R1, { validation: { '0': { alineacion: 80, descripcion: 'ok' }, '1': VALIDATION } }),
  ),
  row(
    'requirements',
    'update validation: change an entry',
    NOBODY,
    update(R1, { validation: { '1': { alineacion: 99, descripcion: 'ok' } } }),
  ),
  row(
    'requirements',
    'update validation: change an entry by field path',
    NOBODY,
    update(R1, { 'validation.1.alineacion': 99 }),
  ),
  row(
    'requirements',
    "update validation: drop card 1's entry with its new image (the image command; was CARROUSEL_CHANGEIMG)",
    NOBODY,
    update(R1, { imagesAIUrl: ['https://img.test/1.png', 'https://img.test/2-nueva.png'], validation: {} }),
  ),
  row('requirements', 'update validation: drop an entry without a new image', NOBODY, update(R1, { validation: {} })),
  row(
    'requirements',
    'update validation: set it to something that is not a map',
    NOBODY,
    update(R1, { validation: 'aprobado' }),
  ),
  row(
    'requirements',
    'update article (the blog commands; was the texts keys)',
    NOBODY,
    update(R1, { article: [{ sectionTitle: 'T', text: 'x' }] }),
  ),
  row(
    'requirements',
    'update imageAIUrl (the blog image commands; was BLOG_NEWARTICLE or BLOG_CHANGEIMG)',
    NOBODY,
    update(R1, { imageAIUrl: 'https://img.test/a.png' }),
  ),
  row(
    'requirements',
    'update videoUrl (the blog video command; was VIDEO_UPLOAD)',
    NOBODY,
    update(R1, { videoUrl: 'https://video.test/a.mp4' }),
  ),
  // The emulators' Storage download URLs are http on the loopback host, as the domain accepts.
  row(
    'requirements',
    'update videoUrl to the local Storage emulator (http on 127.0.0.1; was VIDEO_UPLOAD)',
    NOBODY,
    update(R1, { videoUrl: 'http://127.0.0.1:9199/v0/b/demo/o/videos%2Fa.mp4?alt=media' }),
  ),
  row(
    'requirements',
    'update imagesAIUrl with a localhost entry (the emulators; was CARROUSEL_CHANGEIMG)',
    NOBODY,
    update(R1, { imagesAIUrl: ['https://img.test/1.png', 'http://localhost:9199/v0/b/demo/o/i.png'] }),
  ),
  row(
    'requirements',
    'update videoUrl to http on a host that only starts like the loopback one',
    NOBODY,
    update(R1, { videoUrl: 'http://127.0.0.1.evil.test/a.mp4' }),
  ),
  row(
    'requirements',
    'update scripts (the video commands; was REQUIREMENTS_EDIT or a video key)',
    NOBODY,
    update(R1, { scripts: [{ Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c' }] }),
  ),
  row(
    'requirements',
    'update publication planning (the planning commands; was CARROUSEL_SENDTOMETRICS)',
    NOBODY,
    update(R1, { publicationDate: Timestamp.now(), selectedSocialNetwork: ['Instagram'] }),
  ),
  row(
    'requirements',
    'update status in b-todos (brand not visible)',
    'Y   -   -   -   -   -   -   -   -',
    update('brands/b-todos/requirements/r-1', { status: 'Finalizado' }),
  ),
  row(
    'requirements',
    'update scheduledPost (the scheduler function writes it)',
    NOBODY,
    update(R1, {
      scheduledPost: {
        postId: '99',
        sentAt: Timestamp.now(),
        digest: 'abc',
        kind: 'carousel',
        networks: ['Instagram'],
        by: { uid: 'u-gestor', email: 'contenido@estudio.test' },
        sandbox: false,
      },
    }),
  ),
  row(
    'requirements',
    'update schedulingClaim (the scheduler function writes it)',
    NOBODY,
    update(R1, { schedulingClaim: { digest: 'abc', at: Timestamp.now() } }),
  ),
  row(
    'requirements',
    'update scheduledPost with the planning (CARROUSEL_SENDTOMETRICS)',
    NOBODY,
    update(R1, { selectedSocialNetwork: ['Instagram'], 'scheduledPost.postId': '99' }),
  ),
  row('requirements', 'delete b-asignada/r-1', NOBODY, remove(R1)),
  // Every field but the status change's, one row each: the server's alone.
  ...Object.entries(REQUIREMENT_FIELD_WRITES).map(([field, value]) =>
    row('requirements', `update ${field} alone (the server's)`, NOBODY, update(R1, { [field]: value })),
  ),
  row(
    'requirements',
    "update status to 'Solicitar diseño' carrying every other field",
    NOBODY,
    update(R1, { ...REQUIREMENT_FIELD_WRITES, status: 'Solicitar diseño' }),
  ),

  // Turned around: generating was GEN_BLUEPRINT's direct write and editing EDIT_ or GEN_BLUEPRINT's
  // (Adm., Estratega); the blueprint commands write the guide now.
  row('blueprints', 'create b-nueva blueprint (the generate command does it)', NOBODY, (db) =>
    setDoc(doc(db, 'brands/b-nueva/blueprints/b-nueva'), { bloques: {}, updatedAt: serverTimestamp() }),
  ),
  row(
    'blueprints',
    'update b-asignada blueprint (the regenerate command does it)',
    NOBODY,
    update('brands/b-asignada/blueprints/b-asignada', { bloques: { tercer_bloque: { mensaje_clave: 'x' } } }),
  ),
  row(
    'blueprints',
    'update one block of b-asignada blueprint by its path (the save-block command does it)',
    NOBODY,
    update('brands/b-asignada/blueprints/b-asignada', { 'bloques.tercer_bloque': { mensaje_clave: 'x' } }),
  ),
  row(
    'blueprints',
    'update changedBy of b-asignada blueprint',
    NOBODY,
    update('brands/b-asignada/blueprints/b-asignada', { changedBy: { uid: 'u-admin', email: 'admin@estudio.test' } }),
  ),
  row('blueprints', 'create b-nueva blueprint as a set with merge of one block', NOBODY, (db) =>
    setDoc(
      doc(db, 'brands/b-nueva/blueprints/b-nueva'),
      { bloques: { tercer_bloque: { mensaje_clave: 'x' } }, updatedAt: serverTimestamp() },
      { merge: true },
    ),
  ),
  row('blueprints', 'delete b-asignada blueprint', NOBODY, remove('brands/b-asignada/blueprints/b-asignada')),

  row('roles', 'create (ADMIN_ROLES)', 'Y   -   -   -   -   -   -   -   -', (db, who) =>
    setDoc(doc(db, 'roles', `rol-${who.key}`), {
      name: 'Nuevo rol',
      permissions: ['metricas'],
      timestamp: serverTimestamp(),
    }),
  ),
  row('roles', 'create with an unknown code', NOBODY, (db, who) =>
    setDoc(doc(db, 'roles', `rol-${who.key}`), {
      name: 'Nuevo rol',
      permissions: ['dios'],
      timestamp: serverTimestamp(),
    }),
  ),
  row('roles', 'create with a control character in the name', NOBODY, (db, who) =>
    setDoc(doc(db, 'roles', `rol-${who.key}`), {
      name: 'Rol\u001b]0;x\u0007',
      permissions: ['metricas'],
      timestamp: serverTimestamp(),
    }),
  ),
  row(
    'roles',
    'update permissions of solo-metricas with an unknown code',
    NOBODY,
    updateRaw('roles/solo-metricas', { permissions: ['metricas', 'dios'] }),
  ),
  row(
    'roles',
    'update permissions of solo-metricas',
    'Y   -   -   -   -   -   -   -   -',
    updateRaw('roles/solo-metricas', { permissions: ['metricas', 'estrategia'] }),
  ),
  row('roles', 'delete solo-metricas', 'Y   -   -   -   -   -   -   -   -', remove('roles/solo-metricas')),

  row(
    'config',
    'update config/permissions (ADMIN_ROLES)',
    'Y   -   -   -   -   -   -   -   -',
    updateRaw('config/permissions', { METRICS: ['acceso_total', 'metricas'] }),
  ),
  row(
    'config',
    'update config/permissions with an unknown key',
    NOBODY,
    updateRaw('config/permissions', { SUPER_KEY: ['acceso_total'] }),
  ),
  row('config', 'delete config/permissions', NOBODY, remove('config/permissions')),

  // users/{uid} records, their role and status are written by the account endpoints alone.
  row('users', 'create a record (the create-user endpoint does it)', NOBODY, (db, who) =>
    setDoc(doc(db, 'users', `u-nuevo-${who.key}`), {
      email: 'Nuevo@estudio.test',
      emailNormalized: 'nuevo@estudio.test',
      firstName: 'N',
      lastName: 'U',
      role: 'disenador',
      status: 'active',
      createdAt: serverTimestamp(),
    }),
  ),
  row('users', 'create a record with a wrong emailNormalized', NOBODY, (db, who) =>
    setDoc(doc(db, 'users', `u-nuevo-${who.key}`), {
      email: 'nuevo@estudio.test',
      emailNormalized: 'otro@estudio.test',
      role: 'disenador',
      status: 'active',
    }),
  ),
  row(
    'users',
    "update another user's names and e-mail",
    'Y   -   -   -   -   -   -   -   -',
    updateRaw(`users/${TARGET_UID}`, {
      firstName: 'Otro',
      email: 'Otro@estudio.test',
      emailNormalized: 'otro@estudio.test',
    }),
  ),
  row(
    'users',
    "update another user's e-mail with a wrong emailNormalized",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { email: 'otro@estudio.test', emailNormalized: 'objetivo@estudio.test' }),
  ),
  row(
    'users',
    "update another user's status (the disable/enable endpoints do it)",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { status: 'disabled' }),
  ),
  row(
    'users',
    "update another user's role (the update-user-role endpoint does it)",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { role: 'estratega' }),
  ),
  row(
    'users',
    "stamp another user's record with changedBy (the audit log trusts the endpoints' stamp alone)",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { changedBy: { uid: 'u-admin', email: 'admin@estudio.test' } }),
  ),
  row(
    'users',
    "update another user's first name with a control character",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { firstName: 'Ana\u001b[31m' }),
  ),
  row(
    'users',
    "update another user's last name to 300 characters",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { lastName: 'x'.repeat(300) }),
  ),
  row('users', 'update own lastLoginAt (server time)', Y_ALL_ACTIVE, (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), { lastLoginAt: serverTimestamp() }),
  ),
  row('users', "update own lastLoginAt with the client's clock (a minute off)", NOBODY, (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), { lastLoginAt: aMinuteAgo() }),
  ),
  row('users', 'update own role (to Superadministrador, or away from it)', NOBODY, (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), {
      role: who.role === 'superadministrador' ? 'estratega' : 'superadministrador',
    }),
  ),
  row('users', 'update own status', NOBODY, (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), { status: who.status === 'disabled' ? 'active' : 'disabled' }),
  ),
  row('users', 'update own names (ADMIN_USERS)', 'Y   -   -   -   -   -   -   -   -', (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), { firstName: 'Yo' }),
  ),
  row('users', "delete another user's record", NOBODY, remove(`users/${TARGET_UID}`)),

  row('validationHistory', 'create an entry', NOBODY, (db, who) =>
    setDoc(doc(db, `${R1}/validationHistory/h-${who.key}`), {
      index: 0,
      imageUrl: 'https://img.test/1.png',
      alineacion: 100,
      descripcion: 'ok',
      at: serverTimestamp(),
      by: { uid: ownUid(who), email: ownEmail(who) },
    }),
  ),
  row(
    'validationHistory',
    'update an entry',
    NOBODY,
    updateRaw(`${R1}/validationHistory/${HISTORY_ENTRY}`, { alineacion: 100 }),
  ),
  row('validationHistory', 'delete an entry', NOBODY, remove(`${R1}/validationHistory/${HISTORY_ENTRY}`)),
  row('aiQuota', 'reset the own quota', NOBODY, (db, who) =>
    setDoc(doc(db, 'aiQuota', ownUid(who)), { windowStart: serverTimestamp(), count: 0 }),
  ),
  row('audit', 'create an entry', NOBODY, (db, who) =>
    setDoc(doc(db, 'audit', `a-${who.key}`), { actor: { uid: ownUid(who) }, path: 'brands/b-asignada' }),
  ),
  row('audit', 'update an entry', NOBODY, updateRaw(`audit/${AUDIT_ENTRY}`, { changed: [] })),
  row('audit', 'delete an entry', NOBODY, remove(`audit/${AUDIT_ENTRY}`)),

  row('linkedin', 'write own linkedin/default (connected)', NOBODY, (db, who) =>
    setDoc(doc(db, 'users', ownUid(who), 'linkedin', 'default'), { connected: true, organizationId: '1' }),
  ),
  row('linkedin', 'delete own linkedin/default', NOBODY, (db, who) =>
    deleteDoc(doc(db, 'users', ownUid(who), 'linkedin', 'default')),
  ),
  row('linkedin', 'write own linkedinTokens (a token)', NOBODY, (db, who) =>
    setDoc(doc(db, 'linkedinTokens', ownUid(who)), { accessToken: 'robado' }),
  ),
  row('linkedin', 'write an OAuth state (linkedinAuthStates)', NOBODY, (db, who) =>
    setDoc(doc(db, 'linkedinAuthStates', `forjado-${who.key}`), { uid: ownUid(who), brandId: 'b-asignada' }),
  ),
  row(
    'linkedin',
    'mark an OAuth state unused',
    NOBODY,
    updateRaw(`linkedinAuthStates/${LINKEDIN_STATE}`, { usedAt: null }),
  ),
  row('sandbox', 'record a draft', NOBODY, (db, who) =>
    setDoc(doc(db, 'sandbox', 'metricool', 'posts', `p-${who.key}`), { draft: true }),
  ),
  row('sandbox', 'delete a recorded draft', NOBODY, remove(`sandbox/metricool/posts/${SANDBOX_POST}`)),
];

// ------------------------------------------------------------------- the suite

let env: RulesTestEnvironment;
const databases = new Map<ActorKey, Firestore>();
const as = (key: ActorKey): Firestore => databases.get(key)!;

/** Loads firestore.rules (the compiler check replaces them) and makes one client per actor. */
const loadRules = async (): Promise<void> => {
  const { host, port } = emulatorAddress('FIRESTORE_EMULATOR_HOST');
  await env?.cleanup();
  env = await initializeTestEnvironment({
    projectId: projectId(),
    firestore: { host, port, rules: readRules('firestore.rules') },
  });
  databases.clear();
  for (const who of ACTORS) databases.set(who.key, firestoreOf(contextFor(env, who)));
};

beforeAll(async () => {
  // Refused writes are the point here: keep the SDK from logging each one as an error.
  setLogLevel('silent');
  await loadRules();
});
afterAll(async () => {
  await env?.cleanup();
});

/**
 * The request must be refused by the rules themselves, not by running out of the rules'
 * evaluation budget (1000 expressions, 10 or 20 document reads), which would hide a rule
 * that cannot work.
 */
const refused = async (request: Promise<unknown>): Promise<void> => {
  const error: unknown = await assertFails(request);
  expect(String((error as { message?: unknown } | undefined)?.message ?? error)).not.toMatch(/maximum of/i);
};

/** Runs one case: the operation must succeed when allowed and be refused when denied. */
const check = async (c: MatrixCase): Promise<void> => {
  const outcome = c.run(as(c.who.key), c.who);
  await (c.allowed ? assertSucceeds(outcome) : refused(outcome));
};

const byCollection = (cases: readonly MatrixCase[]): Array<[string, MatrixCase[]]> => {
  const groups = new Map<string, MatrixCase[]>();
  for (const c of cases) {
    const name = c.name.slice(0, c.name.indexOf(':'));
    groups.set(name, [...(groups.get(name) ?? []), c]);
  }
  return [...groups];
};

/** [name, case] rows: '%s' prints the name whole (a '$name' field would be cut at 40 characters). */
const named = (cases: readonly MatrixCase[]): Array<readonly [string, MatrixCase]> =>
  cases.map((c) => [c.name, c] as const);

const READ_CASES = casesOf(READS);
const WRITE_CASES = casesOf(WRITES);

describe('the permission matrix', () => {
  it('holds at least 80 assertions, allowed and denied ones', () => {
    const all = [...READ_CASES, ...WRITE_CASES];
    const allowed = all.filter((c) => c.allowed).length;
    console.info(`rules matrix: ${all.length} assertions, ${allowed} allowed, ${all.length - allowed} denied`);
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(allowed).toBeGreaterThan(0);
    expect(all.length - allowed).toBeGreaterThan(0);
  });

  describe('reads', () => {
    beforeAll(async () => {
      await seed(env);
    });
    describe.each(byCollection(READ_CASES))('%s', (_collection, cases) => {
      it.each(named(cases))('%s', (_name, c) => check(c));
    });
  });

  describe('writes (data re-seeded after each allowed write)', () => {
    let dirty = true;
    beforeEach(async () => {
      if (dirty) await seed(env);
      dirty = false;
    });
    describe.each(byCollection(WRITE_CASES))('%s', (_collection, cases) => {
      it.each(named(cases))('%s', async (_name, c) => {
        dirty = true;
        await check(c);
        // A refused write changed nothing; an allowed one is undone before the next case.
        dirty = c.allowed;
      });
    });
  });
});

// ------------------------------------------------------------------- the rules behind the table

describe('rules beyond the table', () => {
  beforeEach(async () => {
    await seed(env);
  });

  describe("the matrix's per-field rows", () => {
    // A row writing the value the seed already holds would change nothing but updatedAt, and
    // prove nothing about its field.
    const stored = async (path: string): Promise<Record<string, unknown>> => {
      let data: Record<string, unknown> = {};
      await env.withSecurityRulesDisabled(async (context) => {
        data = (await getDoc(doc(firestoreOf(context), path))).data() ?? {};
      });
      return data;
    };
    it('write to each requirement field a value other than the one r-1 holds', async () => {
      const data = await stored(R1);
      for (const [field, value] of Object.entries(REQUIREMENT_FIELD_WRITES)) {
        expect(data[field], field).not.toEqual(value);
      }
    });
    it('write to each brand field a value other than the one b-asignada holds', async () => {
      const data = await stored('brands/b-asignada');
      for (const [field, value] of Object.entries(BRAND_FIELD_WRITES)) {
        expect(data[field], field).not.toEqual(value);
      }
    });
  });

  describe('requirements: writing one needs the right to read it', () => {
    const grantMetricsRole = (keys: Record<string, string[]>) =>
      env.withSecurityRulesDisabled((context) =>
        updateDoc(doc(firestoreOf(context), 'config/permissions'), {
          ADMIN_BRANDS_ASSIGNED: [...DEFAULT_PERMISSION_CONFIG.ADMIN_BRANDS_ASSIGNED, 'metricas'],
          ...keys,
        }),
      );
    const changeStatus = () =>
      updateDoc(doc(as('metricas'), R1), { status: 'Solicitar diseño', updatedAt: serverTimestamp() });

    it('a status key without VIEW_REQUIREMENTS or GEN_REQUIREMENTS is refused', async () => {
      await grantMetricsRole({ STATUS_REQUIREMENTS: ['metricas'] });
      await refused(changeStatus());
    });
    it('the same key with VIEW_REQUIREMENTS is allowed (the baseline)', async () => {
      await grantMetricsRole({
        STATUS_REQUIREMENTS: ['metricas'],
        VIEW_REQUIREMENTS: [...DEFAULT_PERMISSION_CONFIG.VIEW_REQUIREMENTS, 'metricas'],
      });
      await assertSucceeds(changeStatus());
    });
  });

  describe('requirements: a status or assignee change touches only its own fields', () => {
    it('a status change with updatedAt = request.time is allowed (the baseline)', async () => {
      await assertSucceeds(updateDoc(doc(as('disenador'), R1), { status: 'Finalizado', updatedAt: serverTimestamp() }));
    });
    it('a status change that also edits the caption is denied, even to the Superadministrador', async () => {
      await refused(
        updateDoc(doc(as('admin'), R1), { status: 'Finalizado', caption: 'x', updatedAt: serverTimestamp() }),
      );
    });
    it('an assignee change that also edits the title is denied', async () => {
      await refused(
        updateDoc(doc(as('estratega'), R1), {
          assignedTo: 'contenido@estudio.test',
          title: 'Otro',
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('a status change with an updatedAt that is not request.time is denied', async () => {
      await refused(updateDoc(doc(as('admin'), R1), { status: 'Finalizado', updatedAt: BEFORE }));
      await refused(
        updateDoc(doc(as('admin'), R1), {
          status: 'Finalizado',
          updatedAt: Timestamp.fromMillis(Date.now() + 3_600_000),
        }),
      );
    });
    it('a status change that leaves updatedAt as it was is denied', async () => {
      await refused(updateDoc(doc(as('admin'), R1), { status: 'Finalizado' }));
    });
    it('an unknown status is denied', async () => {
      await refused(updateDoc(doc(as('admin'), R1), { status: 'Archivado', updatedAt: serverTimestamp() }));
    });
    it('inDesignAt goes only with the change to En diseño', async () => {
      await refused(
        updateDoc(doc(as('admin'), R1), {
          status: 'Pendiente',
          inDesignAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await refused(updateDoc(doc(as('admin'), R1), { inDesignAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    });
    it('title, number and createdBy never change', async () => {
      await refused(updateDoc(doc(as('admin'), R1), { title: 'Otro', updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(as('admin'), R1), { number: 99, updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(as('admin'), R1), { createdBy: 'x@estudio.test', updatedAt: serverTimestamp() }));
    });
    it('a content edit is denied with any updatedAt, request.time included', async () => {
      await refused(updateDoc(doc(as('estratega'), R1), { caption: 'x', updatedAt: BEFORE }));
      // Turned around: with the server's time it was the Estratega's (REQUIREMENTS_EDIT).
      await refused(updateDoc(doc(as('estratega'), R1), { caption: 'x', updatedAt: serverTimestamp() }));
    });
    it("a status change with the status it already has is the status key holder's, and nobody else's", async () => {
      await assertSucceeds(updateDoc(doc(as('disenador'), R1), { status: 'Pendiente', updatedAt: serverTimestamp() }));
      // Without the status key a bare updatedAt (the same status) changes nothing either.
      await env.withSecurityRulesDisabled((context) =>
        updateDoc(doc(firestoreOf(context), 'config/permissions'), { STATUS_REQUIREMENTS: ['estrategia'] }),
      );
      await refused(updateDoc(doc(as('disenador'), R1), { status: 'Pendiente', updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(as('disenador'), R1), { updatedAt: serverTimestamp() }));
    });
    it("the content grid (14 requirements and the counter in one batch) is the server's, not even the Estratega's", async () => {
      // Turned around: the Estratega (GEN_REQUIREMENTS) wrote it; the grid command does now.
      await refused(grid(as('estratega'), actorByKey('estratega'), { count: 14 }));
      await refused(grid(as('admin'), actorByKey('admin'), { count: 14 }));
      const counter = await getDoc(doc(as('estratega'), counterOf('b-asignada')));
      expect(counter.data()).toEqual({ last: 2 });
      expect((await getDoc(doc(as('estratega'), 'brands/b-asignada/requirements/r3'))).exists()).toBe(false);
    });
    it('a new requirement is refused whatever its status or updatedAt', async () => {
      const estratega = actorByKey('estratega');
      const db = as('estratega');
      await refused(grid(db, estratega, { change: (data) => ({ ...data, status: 'Archivado' }) }));
      await refused(grid(db, estratega, { change: (data) => ({ ...data, updatedAt: BEFORE }) }));
      // Turned around: Pendiente with the server's time was the grid's accepted shape.
      await refused(grid(db, estratega, { change: (data) => ({ ...data, updatedAt: serverTimestamp() }) }));
    });
    it('no requirement is created under a brand the caller cannot see', async () => {
      await refused(grid(as('estratega'), actorByKey('estratega'), { brandId: 'b-todos', brand: 'Marca Todos' }));
    });
  });

  // The numbering checks of the old create rule, each now refused: the grid command numbers
  // requirements on the server (the successes below were allowed to the Estratega).
  describe("requirements: no browser creates one nor moves its brand's counter, however it is numbered", () => {
    const estratega = actorByKey('estratega');
    it("the document id is 'r' + the number, so one batch cannot repeat a number", async () => {
      await refused(grid(as('estratega'), estratega, { id: (number) => `r-${number}` }));
      await refused(grid(as('estratega'), estratega, { from: 3, count: 2, id: () => 'r3' }));
    });
    it("a number above the counter's new value is refused", async () => {
      await refused(grid(as('estratega'), estratega, { from: 3, count: 2, last: 3 }));
    });
    it('the counter moves only with the requirement that takes its new value', async () => {
      await refused(setDoc(doc(as('estratega'), counterOf('b-asignada')), { last: 5 }));
      await refused(setDoc(doc(as('estratega'), counterOf('b-asignada')), { last: 3, otro: 1 }));
    });
    it('the counter moves by no amount, 100 at most included', async () => {
      await refused(grid(as('estratega'), estratega, { from: 103 }));
      await refused(grid(as('estratega'), estratega, { from: 102 }));
    });
    it('needs GEN_REQUIREMENTS: a reader cannot move the counter', async () => {
      await refused(grid(as('disenador'), actorByKey('disenador')));
    });
    it('is refused with a scheduledPost, a schedulingClaim, or neither', async () => {
      const sent = {
        postId: '99',
        sentAt: aMinuteAgo(),
        digest: 'abc',
        kind: 'carousel',
        networks: [],
        sandbox: false,
      };
      await refused(grid(as('estratega'), estratega, { change: (data) => ({ ...data, scheduledPost: sent }) }));
      await refused(
        grid(as('estratega'), estratega, { change: (data) => ({ ...data, schedulingClaim: { digest: 'abc' } }) }),
      );
      await refused(grid(as('estratega'), estratega, { change: (data) => ({ ...data, scheduledPost: null }) }));
    });
    it('a brand from before the counter (none stored) gets neither counter nor requirement', async () => {
      await env.withSecurityRulesDisabled((context) => deleteDoc(doc(firestoreOf(context), counterOf('b-asignada'))));
      await refused(grid(as('estratega'), estratega, { from: 3 }));
      await refused(grid(as('admin'), actorByKey('admin'), { from: 1, count: 14 }));
    });
  });

  describe('brands', () => {
    it('a status toggle with an old updatedAt is denied', async () => {
      await refused(updateDoc(doc(as('admin'), 'brands/b-asignada'), { status: 'disabled', updatedAt: BEFORE }));
    });
    it('a status toggle without updatedAt is denied', async () => {
      await refused(updateDoc(doc(as('marcas'), 'brands/b-asignada'), { status: 'disabled' }));
    });
    it('a brand without status can be disabled (and enabled again)', async () => {
      await assertSucceeds(
        updateDoc(doc(as('marcas'), 'brands/b-marcas'), { status: 'disabled', updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(
        updateDoc(doc(as('marcas'), 'brands/b-marcas'), { status: 'active', updatedAt: serverTimestamp() }),
      );
    });
    it('a status outside active/disabled is denied', async () => {
      await refused(
        updateDoc(doc(as('admin'), 'brands/b-asignada'), { status: 'borrada', updatedAt: serverTimestamp() }),
      );
    });
    it('owner and createdAt never change', async () => {
      await refused(
        updateDoc(doc(as('admin'), 'brands/b-asignada'), { owner: 'u-admin', updatedAt: serverTimestamp() }),
      );
      await refused(
        updateDoc(doc(as('admin'), 'brands/b-asignada'), {
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('a status toggle carrying a DNA field is denied, even to a holder of every key', async () => {
      const toggleAndRename = (key: ActorKey) =>
        updateDoc(doc(as(key), 'brands/b-asignada'), {
          status: 'disabled',
          brandName: 'X',
          updatedAt: serverTimestamp(),
        });
      await refused(toggleAndRename('estratega'));
      // Turned around: the Adm. de marcas (ADMIN_BRAND_DISABLE and SAVE_BRAND) could do both at once.
      await refused(toggleAndRename('marcas'));
      await refused(toggleAndRename('admin'));
    });
    it('a bare updatedAt needs one of the brand settings keys', async () => {
      await refused(updateDoc(doc(as('estratega'), 'brands/b-asignada'), { updatedAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(as('marcas'), 'brands/b-asignada'), { updatedAt: serverTimestamp() }));
    });
    it('allowedUsers must stay a list', async () => {
      await refused(
        updateDoc(doc(as('marcas'), 'brands/b-asignada'), {
          allowedUsers: 'nuevo@estudio.test',
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('no browser creates a brand, however it is shaped (the save-dna command does)', async () => {
      const estratega = actorByKey('estratega');
      const db = as('estratega');
      await refused(setDoc(doc(db, 'brands/b-x1'), newBrand(estratega, { owner: 'u-admin' })));
      await refused(setDoc(doc(db, 'brands/b-x2'), newBrand(estratega, { status: 'disabled' })));
      await refused(setDoc(doc(db, 'brands/b-x3'), newBrand(estratega, { updatedAt: BEFORE })));
      // Turned around: the Estratega's own, active brand with the server's time was allowed (SAVE_BRAND).
      await refused(setDoc(doc(db, 'brands/b-x4'), newBrand(estratega)));
      await refused(setDoc(doc(as('admin'), 'brands/b-x5'), newBrand(actorByKey('admin'))));
      expect((await getDoc(doc(as('admin'), 'brands/b-x4'))).exists()).toBe(false);
    });
    it('nor one with metrics fields or allowedUsers, whatever keys the creator holds', async () => {
      await refused(setDoc(doc(as('estratega'), 'brands/b-m1'), newBrand(actorByKey('estratega'), { idMetrics: 'm' })));
      // Turned around: the Adm. de marcas (ADMIN_METRICS) could.
      await refused(setDoc(doc(as('marcas'), 'brands/b-m2'), newBrand(actorByKey('marcas'), { idMetrics: 'm' })));
      await refused(
        setDoc(
          doc(as('estratega'), 'brands/b-m3'),
          newBrand(actorByKey('estratega'), { allowedUsers: ['a@estudio.test'] }),
        ),
      );
      // Turned around: the Adm. de marcas (ADMIN_BRAND_USERS) could.
      await refused(
        setDoc(doc(as('marcas'), 'brands/b-m4'), newBrand(actorByKey('marcas'), { allowedUsers: ['a@estudio.test'] })),
      );
    });
    it("the web app must ask for visible brands: an owner query by someone else's uid is denied", async () => {
      await refused(getDocs(query(collection(as('estratega'), 'brands'), where('owner', '==', 'u-marcas'))));
    });
    it('the ASSIGNED and OWNER queries answer exactly the visible brands', async () => {
      const assigned = await getDocs(
        query(collection(as('disenador'), 'brands'), where('allowedUsers', 'array-contains', 'disenador@estudio.test')),
      );
      expect(assigned.docs.map((d) => d.id).sort()).toEqual(['b-asignada', 'b-marcas', 'b-nueva']);
      const owned = await getDocs(query(collection(as('marcas'), 'brands'), where('owner', '==', 'u-marcas')));
      expect(owned.docs.map((d) => d.id)).toEqual(['b-marcas']);
    });
  });

  describe('blueprints', () => {
    it("one blueprint per brand, under the brand's id", async () => {
      await refused(setDoc(doc(as('admin'), 'brands/b-nueva/blueprints/otro'), { bloques: {} }));
    });
    it('editing an existing blueprint is refused to a reader, and to the keys that once allowed it', async () => {
      await refused(updateDoc(doc(as('disenador'), 'brands/b-asignada/blueprints/b-asignada'), { bloques: {} }));
      // Turned around: EDIT_BLUEPRINT and GEN_BLUEPRINT (the Estratega) edited it directly.
      await refused(
        updateDoc(doc(as('estratega'), 'brands/b-estratega/blueprints/b-estratega'), {
          'bloques.tercer_bloque': { mensaje_clave: 'x' },
          updatedAt: serverTimestamp(),
        }),
      );
      const stored = await getDoc(doc(as('estratega'), 'brands/b-estratega/blueprints/b-estratega'));
      expect(stored.get('bloques')).toEqual({
        segundo_bloque: { mision_y_proposito: { mision: 'M', proposito: 'P' } },
      });
    });
  });

  describe('users: nobody changes their own role or status', () => {
    it('the Superadministrador cannot change their own role or status', async () => {
      await refused(updateDoc(doc(as('admin'), 'users/u-admin'), { role: 'estratega' }));
      await refused(updateDoc(doc(as('admin'), 'users/u-admin'), { status: 'disabled' }));
    });
    it('a disabled user cannot enable themselves, nor record a sign-in', async () => {
      await refused(updateDoc(doc(as('disabled'), 'users/u-deshabilitado'), { status: 'active' }));
      await refused(updateDoc(doc(as('disabled'), 'users/u-deshabilitado'), { lastLoginAt: serverTimestamp() }));
    });
    it("a user records only lastLoginAt about themselves, and only as the server's time", async () => {
      await refused(
        updateDoc(doc(as('estratega'), 'users/u-estratega'), { lastLoginAt: serverTimestamp(), firstName: 'X' }),
      );
      await refused(updateDoc(doc(as('estratega'), 'users/u-estratega'), { lastLoginAt: 'ayer' }));
      await refused(updateDoc(doc(as('estratega'), 'users/u-estratega'), { lastLoginAt: aMinuteAgo() }));
      await refused(
        updateDoc(doc(as('estratega'), 'users/u-estratega'), {
          lastLoginAt: Timestamp.fromMillis(Date.now() + 86_400_000),
        }),
      );
      await assertSucceeds(updateDoc(doc(as('estratega'), 'users/u-estratega'), { lastLoginAt: serverTimestamp() }));
    });
    it('nobody creates their own record (that would choose their own role)', async () => {
      await refused(
        setDoc(doc(as('nodoc'), 'users/u-sin-ficha'), {
          email: 'sinficha@estudio.test',
          role: 'superadministrador',
          status: 'active',
        }),
      );
    });
    it('no browser creates a record, nor writes role or status, even with ADMIN_USERS', async () => {
      const record = {
        email: 'z@estudio.test',
        emailNormalized: 'z@estudio.test',
        role: 'disenador',
        status: 'active',
      };
      await refused(setDoc(doc(as('admin'), 'users/u-z'), record));
      await refused(updateDoc(doc(as('admin'), `users/${TARGET_UID}`), { role: 'estratega', firstName: 'Otro' }));
      await refused(updateDoc(doc(as('admin'), `users/${TARGET_UID}`), { status: 'disabled' }));
      // Names and e-mails stay the console's to edit.
      await assertSucceeds(updateDoc(doc(as('admin'), `users/${TARGET_UID}`), { firstName: 'Otro', lastName: '' }));
    });
    it('a status outside active/disabled is denied', async () => {
      await refused(updateDoc(doc(as('admin'), `users/${TARGET_UID}`), { status: 'borrado' }));
    });
  });

  describe('users: emailNormalized is the e-mail trimmed and lower-cased, always with it', () => {
    const target = `users/${TARGET_UID}`;
    it('an e-mail change without its normalised form, or with a stale one, is denied', async () => {
      await refused(updateDoc(doc(as('admin'), target), { email: 'otro@estudio.test' }));
      await refused(
        updateDoc(doc(as('admin'), target), { email: 'Otro@estudio.test', emailNormalized: 'Otro@estudio.test' }),
      );
    });
    it('the normalised form alone cannot point elsewhere', async () => {
      await refused(updateDoc(doc(as('admin'), target), { emailNormalized: 'admin@estudio.test' }));
    });
    it('exactly what the mapper writes is allowed, and re-writing it onto an old record backfills it', async () => {
      await assertSucceeds(
        updateDoc(doc(as('admin'), target), { email: 'Otro@Estudio.test', emailNormalized: 'otro@estudio.test' }),
      );
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'users/u-antiguo'), {
          email: 'Antiguo@estudio.test',
          role: 'disenador',
          status: 'active',
        }),
      );
      await assertSucceeds(updateDoc(doc(as('admin'), 'users/u-antiguo'), { emailNormalized: 'antiguo@estudio.test' }));
    });
  });

  describe('requirements of every brand at once (collection group)', () => {
    it('are listed only with ADMIN_BRANDS_ALL, whatever brand the query names', async () => {
      const mine = (db: Firestore) =>
        getDocs(query(collectionGroup(db, 'requirements'), where('brand', '==', 'Marca Estratega')));
      await refused(mine(as('estratega')));
      await refused(
        getDocs(query(collectionGroup(as('disenador'), 'requirements'), where('status', '==', 'Finalizado'))),
      );
      const all = await getDocs(finishedOf(as('admin'), null));
      expect(all.docs.map((d) => d.ref.parent.parent?.id).sort()).toEqual([
        'b-asignada',
        'b-estratega',
        'b-marcas',
        'b-todos',
      ]);
      expect((await countFinished(as('admin'), null)).data().count).toBe(4);
    });
    it('need VIEW_REQUIREMENTS besides ALL visibility', async () => {
      await env.withSecurityRulesDisabled((context) =>
        updateDoc(doc(firestoreOf(context), 'config/permissions'), { VIEW_REQUIREMENTS: ['ver_requerimientos'] }),
      );
      await refused(getDocs(finishedOf(as('admin'), null)));
      // Brand by brand GEN_REQUIREMENTS also reads (the grid), as before.
      await assertSucceeds(getDocs(finishedOf(as('admin'), 'b-todos')));
    });
    it('give no document by path: a get stays under the brand rules', async () => {
      await refused(getDoc(doc(as('estratega'), 'brands/b-todos/requirements/r-2')));
    });
  });

  describe('roles and config/permissions: the admin cannot lock themselves out', () => {
    it('the Superadministrador cannot delete their own role', async () => {
      await refused(deleteDoc(doc(as('admin'), 'roles/superadministrador')));
    });
    it("an edit of one's own role must keep ADMIN_ROLES", async () => {
      await refused(updateDoc(doc(as('admin'), 'roles/superadministrador'), { permissions: ['metricas'] }));
      await assertSucceeds(
        updateDoc(doc(as('admin'), 'roles/superadministrador'), { permissions: ['acceso_total', 'metricas'] }),
      );
    });
    it('a configuration that takes ADMIN_ROLES away from its editor is denied', async () => {
      await refused(updateDoc(doc(as('admin'), 'config/permissions'), { ADMIN_ROLES: ['estrategia'] }));
    });
    it('a role needs a name and a list of codes', async () => {
      await refused(setDoc(doc(as('admin'), 'roles/sin-nombre'), { name: '', permissions: [] }));
      await refused(setDoc(doc(as('admin'), 'roles/codigos'), { name: 'X', permissions: 'metricas' }));
    });
  });

  describe('config/permissions decides, with the default when it is missing', () => {
    it('without the document the default applies: ALL for the superadmin, OWNER for the Estratega', async () => {
      await env.withSecurityRulesDisabled((context) => deleteDoc(doc(firestoreOf(context), 'config/permissions')));
      await assertSucceeds(getDocs(collection(as('admin'), 'brands')));
      await assertSucceeds(getDoc(doc(as('estratega'), 'brands/b-estratega')));
      await refused(getDoc(doc(as('estratega'), 'brands/b-todos')));
      // Turned around: the Gestor (VIDEO_UPLOAD by default) wrote videoUrl; it is the server's now.
      await refused(
        updateDoc(doc(as('gestor'), R1), { videoUrl: 'https://v.test/a.mp4', updatedAt: serverTimestamp() }),
      );
      await refused(
        updateDoc(doc(as('disenador'), R1), { videoUrl: 'https://v.test/b.mp4', updatedAt: serverTimestamp() }),
      );
      // The default's STATUS_REQUIREMENTS: the Diseñador changes a status, the Adm. de marcas does not.
      await assertSucceeds(
        updateDoc(doc(as('disenador'), R1), { status: 'Solicitar diseño', updatedAt: serverTimestamp() }),
      );
      await refused(updateDoc(doc(as('marcas'), R1), { status: 'Finalizado', updatedAt: serverTimestamp() }));
    });
    it("without the document the heaviest writes stay inside the rules' budget", async () => {
      await env.withSecurityRulesDisabled((context) => deleteDoc(doc(firestoreOf(context), 'config/permissions')));
      // The heaviest writes a browser still makes: a status change to En diseño, and a brand's
      // status with its allowedUsers.
      await assertSucceeds(
        updateDoc(doc(as('admin'), R1), {
          status: 'En diseño',
          inDesignAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(
        updateDoc(doc(as('marcas'), 'brands/b-marcas'), {
          status: 'disabled',
          allowedUsers: ['disenador@estudio.test', 'nuevo@estudio.test'],
          updatedAt: serverTimestamp(),
        }),
      );
      // Turned around: the grid and every content field at once were the heaviest allowed
      // writes; each is refused by the rules themselves now, within the budget.
      await refused(grid(as('estratega'), actorByKey('estratega'), { count: 14 }));
      const url = (tag: string): string => `https://img.test/${tag}.png`;
      const everything = (tag: string): Record<string, unknown> => ({
        caption: tag,
        instructions: [tag],
        suggestedWords: [tag],
        imagesAIUrl: [url(tag)],
        // A browser may only drop validation entries (the ai function writes them): r-1's card 1 goes.
        validation: {},
        article: [{ tag }],
        videoUrl: url(tag),
        videoData: { tag },
        imageAIUrl: url(tag),
        scripts: [{ tag }],
        videoToPublishIndex: tag.length,
        publicationDate: Timestamp.now(),
        selectedSocialNetwork: [tag],
        collaborators: tag,
        pinNewFormat: tag === 'a',
        updatedAt: serverTimestamp(),
      });
      await refused(updateDoc(doc(as('admin'), R1), everything('a')));
      await refused(updateDoc(doc(as('gestor'), R1), everything('bb')));
    });
    it('a key missing from the document, or not a code nor a list, falls back to the default', async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'config/permissions'), { ADMIN_BRANDS_ALL: 42 }),
      );
      await assertSucceeds(getDocs(collection(as('admin'), 'brands')));
      await refused(getDocs(collection(as('estratega'), 'brands')));
    });
    it('a change to the document takes effect at once, with a single code as well as a list', async () => {
      await env.withSecurityRulesDisabled((context) =>
        updateDoc(doc(firestoreOf(context), 'config/permissions'), { ADMIN_BRANDS_ALL: 'estrategia' }),
      );
      await assertSucceeds(getDocs(collection(as('estratega'), 'brands')));
      await refused(getDocs(collection(as('admin'), 'brands')));
    });
    it('a role that no longer exists grants nothing', async () => {
      await env.withSecurityRulesDisabled((context) => deleteDoc(doc(firestoreOf(context), 'roles/estratega')));
      await refused(getDoc(doc(as('estratega'), 'brands/b-estratega')));
      await assertSucceeds(getDoc(doc(as('estratega'), 'users/u-estratega')));
    });
  });
});

describe('firestore.rules, the text', () => {
  const text = readRules('firestore.rules');

  it('refuses the control characters of CONTROL_CHARACTERS (packages/domain), the same set', () => {
    const rulesClass = /noControlCharacters\(text\) \{\s*return text\.matches\('\[\^([^\]]*)\]\*'\)/.exec(text)?.[1];
    const domainClass = /^\[(.*)\]$/.exec(CONTROL_CHARACTERS.source)?.[1];
    // \\x{hhhh} in the rules' RE2 is \\uhhhh in the domain's JavaScript.
    const asDomain = (rulesClass ?? '').replaceAll(/\\\\x\{([0-9a-f]{4})\}/g, '\\u$1');
    expect(asDomain).toBe(domainClass);
  });

  it('knows the codes of PERMISSION_CODES, no more and no fewer', () => {
    const body = /function knownCodes\(\) \{\s*return \[([^\]]*)\]/.exec(text)?.[1] ?? '';
    expect([...body.matchAll(/'([a-z_]+)'/g)].map((code) => code[1])).toEqual([...PERMISSION_CODES]);
  });

  it('caps the names and e-mails browsers still write with the numbers of TEXT_LIMITS', () => {
    const caps = Object.fromEntries(
      [...text.matchAll(/function max(\w+)\(\) \{ return (\d+); \}/g)].map(([, name, value]) => [
        `${name!.charAt(0).toLowerCase()}${name!.slice(1)}`,
        Number(value),
      ]),
    );
    // The content caps (texts, URLs, lists, sections) went with the content writes: the
    // commands hold them (validateTextSizes).
    expect(caps).toEqual({ name: TEXT_LIMITS.name, email: TEXT_LIMITS.email });
  });

  it("lets a browser change on a requirement only the status change's fields; the matrix refuses every other field the adapters store", () => {
    const status = /function statusChangeFields\(\) \{[\s\S]*?\n {4}\}/.exec(text)?.[0] ?? '';
    const allowed = [...status.matchAll(/'([A-Za-z]+)'/g)].map((name) => name[1]);
    expect(allowed).toEqual(['status', 'updatedAt', 'inDesignAt']);
    // A requirement with every default applied holds every field; id and brandId are its path,
    // changedBy is absent until a server command stamps it.
    const stored = Object.keys(
      createRequirement('r1', { brandId: 'b', title: 't', brand: 'B', number: 1, createdBy: 'a@b.co' }),
    ).filter((key) => key !== 'id' && key !== 'brandId');
    expect(new Set([...allowed, ...Object.keys(REQUIREMENT_FIELD_WRITES)])).toEqual(new Set([...stored, 'changedBy']));
  });

  it('holds DEFAULT_PERMISSION_CONFIG as its fallback, key by key', () => {
    const body = /function defaultCodes\(\) \{\s*return \{([\s\S]*?)\};\s*\}/.exec(text)?.[1] ?? '';
    // Each key's codes are one string, split on blanks by codesIn (cheaper than a list literal).
    const entries = [...body.matchAll(/'([A-Z_]+)': '([a-z_ ]*)'/g)].map(([, key, codes]) => [
      key,
      (codes ?? '').split(' '),
    ]);
    expect(Object.fromEntries(entries)).toEqual(DEFAULT_PERMISSION_CONFIG);
  });

  it('compiles without a single warning', async () => {
    try {
      expect(await compileRules(readRules('firestore.rules'))).toEqual([]);
    } finally {
      await loadRules();
    }
  });
});
