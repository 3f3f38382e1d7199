// A brand's blueprint (brands/{id}/blueprints/{id}) and a requirement's validation history
// (…/requirements/{id}/validationHistory/{id}): read with the brand, written by the server.
import { collection, doc, getDocs, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { BLUEPRINT_FIELD_WRITES, HISTORY_ENTRY, LATER } from '../seed.js';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import { ownUid, ownEmail, get, list, update, updateRaw, remove, R1, NOBODY } from './operations.js';

//                                                                              adm est dis ges mar rev met off doc anon
export const BLUEPRINT_AND_HISTORY_READS: readonly MatrixRow[] = [
  row(
    'blueprints',
    'get b-asignada blueprint (VIEW_BLUEPRINT)',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    get('brands/b-asignada/blueprints/b-asignada'),
  ),
  row(
    'blueprints',
    'get b-todos blueprint (brand not visible)',
    'Y   -   -   -   -   -   -   -   -   -',
    get('brands/b-todos/blueprints/b-todos'),
  ),
  row(
    'blueprints',
    'get b-marcas blueprint',
    'Y   -   Y   -   -   -   -   -   -   -',
    get('brands/b-marcas/blueprints/b-marcas'),
  ),
  row(
    'blueprints',
    'list b-asignada blueprints',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    list('brands/b-asignada/blueprints'),
  ),

  row(
    'validationHistory',
    'get b-asignada/r-1 history entry (who reads the requirement)',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    get(`${R1}/validationHistory/${HISTORY_ENTRY}`),
  ),
  row(
    'validationHistory',
    'list b-asignada/r-1 history of card 1, newest first',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    (db) => getDocs(query(collection(db, `${R1}/validationHistory`), where('index', '==', 1), orderBy('at', 'desc'))),
  ),
  row(
    'validationHistory',
    'list b-todos/r-1 history (brand not visible)',
    'Y   -   -   -   -   -   -   -   -   -',
    list('brands/b-todos/requirements/r-1/validationHistory'),
  ),
];

/** b-asignada's blueprint, which every reader but the Marcas and Métricas roles sees. */
const BLUEPRINT = 'brands/b-asignada/blueprints/b-asignada';

//                                                                              adm est dis ges mar rev met off doc anon
export const BLUEPRINT_AND_HISTORY_WRITES: readonly MatrixRow[] = [
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
  // A regenerated guide is a proposal beside the guide (docs/product.md, "Communication guide (blueprint)"): the
  // blueprint commands alone store it, accept it (the blocks and what they replaced), discard it or undo the accept.
  row(
    'blueprints',
    'update proposal of b-asignada blueprint (blueprint/regenerate stores it)',
    NOBODY,
    update(BLUEPRINT, { proposal: BLUEPRINT_FIELD_WRITES.proposal }),
  ),
  row(
    'blueprints',
    'accept the proposal by hand: bloques, proposal null, replaced (blueprint/proposal-accept)',
    NOBODY,
    update(BLUEPRINT, {
      bloques: { segundo_bloque: { mision_y_proposito: { mision: 'Propuesta', proposito: 'P' } } },
      proposal: null,
      replaced: { bloques: { segundo_bloque: { mision_y_proposito: { mision: 'M', proposito: 'P' } } }, at: LATER },
    }),
  ),
  row(
    'blueprints',
    'discard the proposal by hand: proposal null (blueprint/proposal-discard)',
    NOBODY,
    update(BLUEPRINT, { proposal: null }),
  ),
  row(
    'blueprints',
    'undo an accept by hand: bloques back, replaced null (blueprint/proposal-undo)',
    NOBODY,
    update(BLUEPRINT, { bloques: BLUEPRINT_FIELD_WRITES.bloques, replaced: null }),
  ),
  // Every field, one row each, written as it is (updatedAt too): the server's alone.
  ...Object.entries(BLUEPRINT_FIELD_WRITES).map(([field, value]) =>
    row(
      'blueprints',
      `update ${field} of b-asignada blueprint alone (the server's)`,
      NOBODY,
      updateRaw(BLUEPRINT, { [field]: value }),
    ),
  ),

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
];
