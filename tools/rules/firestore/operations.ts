// The operations the Firestore rules suites run as each actor: reads and writes by path, a
// brand and a requirement as the browser would write them, the content grid's batch, and the
// lists' queries.
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
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import type { Actor } from '../support.js';
import type { Operation } from './matrix.js';

/** The actor's own uid (the signed-out caller aims at the Estratega's documents). */
export const ownUid = (who: Actor): string => who.uid ?? 'u-estratega';
export const ownEmail = (who: Actor): string => who.email || 'estratega@estudio.test';

export const get =
  (path: string): Operation =>
  (db) =>
    getDoc(doc(db, path));
export const list =
  (path: string): Operation =>
  (db) =>
    getDocs(collection(db, path));
export const update =
  (path: string, data: Record<string, unknown>): Operation =>
  (db) =>
    updateDoc(doc(db, path), { ...data, updatedAt: serverTimestamp() });
export const updateRaw =
  (path: string, data: Record<string, unknown>): Operation =>
  (db) =>
    updateDoc(doc(db, path), data);
export const remove =
  (path: string): Operation =>
  (db) =>
    deleteDoc(doc(db, path));

export const newBrand = (who: Actor, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
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
export const aMinuteAgo = (): Timestamp => Timestamp.fromMillis(Date.now() - 60_000);

/** brands/{brandId}/counters/requirements: the highest number handed out (the seed puts 2). */
export const counterOf = (brandId: string): string => `brands/${brandId}/counters/requirements`;

/**
 * The grid write: requirements numbered from..from+count-1 (document id 'r' + number) and
 * the brand's counter moved to the last of them, in one batch. `change` edits each
 * requirement, `last` the counter's new value.
 */
export const grid = (
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
export const finishedOf = (db: Firestore, brandId: string | null) =>
  query(
    brandId === null ? collectionGroup(db, 'requirements') : collection(db, 'brands', brandId, 'requirements'),
    where('status', '==', 'Finalizado'),
    orderBy('createdAt', 'desc'),
    limit(50),
  );
export const countFinished = (db: Firestore, brandId: string | null) =>
  getCountFromServer(
    query(
      brandId === null ? collectionGroup(db, 'requirements') : collection(db, 'brands', brandId, 'requirements'),
      where('status', '==', 'Finalizado'),
    ),
  );
export const activeOf = (db: Firestore, brandId: string) =>
  query(
    collection(db, 'brands', brandId, 'requirements'),
    where('status', 'in', ['Pendiente', 'Solicitar diseño', 'En diseño']),
  );

export const R1 = 'brands/b-asignada/requirements/r-1';
export const Y_ALL_ACTIVE = 'Y Y Y Y Y Y Y - - -';
export const NOBODY = '- - - - - - - - - -';
/** The active list over several brands at once (collection group on the stored brandId). */
export const activeGroupOf = (db: Firestore, brandIds: readonly string[]) =>
  query(
    collectionGroup(db, 'requirements'),
    where('brandId', 'in', [...brandIds]),
    where('status', '!=', 'Finalizado'),
  );
