// brands/{id}: who sees each brand, and the brand settings' writes (status, allowedUsers), the
// only ones a browser still makes to a brand.
import { collection, doc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { BRAND_FIELD_WRITES } from '../seed.js';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import { ownUid, ownEmail, get, list, update, remove, newBrand, NOBODY } from './operations.js';

//                                                                              adm est dis ges mar rev met off doc anon
export const BRAND_READS: readonly MatrixRow[] = [
  row(
    'brands',
    "get b-todos (nobody's, no allowedUsers)",
    'Y   -   -   -   -   -   -   -   -   -',
    get('brands/b-todos'),
  ),
  row(
    'brands',
    'get b-asignada (allowedUsers: everyone)',
    'Y   Y   Y   Y   Y   Y   -   -   -   -',
    get('brands/b-asignada'),
  ),
  row(
    'brands',
    'get b-estratega (owner: Estratega)',
    'Y   Y   -   -   -   -   -   -   -   -',
    get('brands/b-estratega'),
  ),
  row(
    'brands',
    'get b-marcas (owner: Adm. de marcas; allowedUsers: Diseñador)',
    'Y   -   Y   -   Y   -   -   -   -   -',
    get('brands/b-marcas'),
  ),
  row(
    'brands',
    'list the whole collection (ADMIN_BRANDS_ALL)',
    'Y   -   -   -   -   -   -   -   -   -',
    list('brands'),
  ),
  row(
    'brands',
    'list where allowedUsers array-contains own e-mail (ASSIGNED)',
    'Y   Y   Y   Y   Y   Y   -   -   -   -',
    (db, who) => getDocs(query(collection(db, 'brands'), where('allowedUsers', 'array-contains', ownEmail(who)))),
  ),
  row('brands', 'list where owner == own uid (OWNER)', 'Y   Y   -   -   Y   -   -   -   -   -', (db, who) =>
    getDocs(query(collection(db, 'brands'), where('owner', '==', ownUid(who)))),
  ),
];

//                                                                              adm est dis ges mar rev met off doc anon
export const BRAND_WRITES: readonly MatrixRow[] = [
  // The save-dna command creates a brand (it was SAVE_BRAND's direct write: Adm., Estratega, Adm. de marcas).
  row('brands', 'create own brand (the save-dna command does it)', NOBODY, (db, who) =>
    setDoc(doc(db, 'brands', `b-creada-${who.key}`), newBrand(who)),
  ),
  row(
    'brands',
    'update status of b-asignada (ADMIN_BRAND_DISABLE)',
    'Y   -   -   -   Y   -   -   -   -   -',
    update('brands/b-asignada', { status: 'disabled' }),
  ),
  row(
    'brands',
    'update allowedUsers of b-asignada (ADMIN_BRAND_USERS)',
    'Y   -   -   -   Y   -   -   -   -   -',
    update('brands/b-asignada', { allowedUsers: ['nuevo@estudio.test'] }),
  ),
  row(
    'brands',
    'update status and allowedUsers of b-asignada at once (both keys)',
    'Y   -   -   -   Y   -   -   -   -   -',
    update('brands/b-asignada', { status: 'disabled', allowedUsers: ['nuevo@estudio.test'] }),
  ),
  row(
    'brands',
    'update allowedUsers of b-marcas (its owner holds ADMIN_BRAND_USERS)',
    'Y   -   -   -   Y   -   -   -   -   -',
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
    'Y   -   -   -   -   -   -   -   -   -',
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
];
