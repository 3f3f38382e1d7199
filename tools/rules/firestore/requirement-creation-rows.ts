// A requirement's creation and its brand's counter (brands/{id}/counters/requirements): the
// grid command's alone, however a browser numbers them.
import { doc, setDoc } from 'firebase/firestore';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import { get, remove, aMinuteAgo, counterOf, grid, NOBODY } from './operations.js';

//                                                                              adm est dis ges mar rev met off doc anon
export const CREATION_READS: readonly MatrixRow[] = [
  row(
    'counters',
    'get b-asignada requirement counter (who reads requirements)',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    get(counterOf('b-asignada')),
  ),
  row(
    'counters',
    'get b-todos requirement counter (brand not visible)',
    'Y   -   -   -   -   -   -   -   -   -',
    get(counterOf('b-todos')),
  ),
];

//                                                                              adm est dis ges mar rev met off doc anon
export const CREATION_WRITES: readonly MatrixRow[] = [
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
];
