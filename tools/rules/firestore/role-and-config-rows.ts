// roles/{id} and config/permissions: read by every active user, written with ADMIN_ROLES.
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import { get, list, updateRaw, remove, Y_ALL_ACTIVE, NOBODY } from './operations.js';

//                                                                              adm est dis ges mar rev met off doc anon
export const ROLE_AND_CONFIG_READS: readonly MatrixRow[] = [
  row('roles', 'get own role', Y_ALL_ACTIVE, (db, who) => getDoc(doc(db, 'roles', who.role || 'estratega'))),
  row('roles', 'list', Y_ALL_ACTIVE, list('roles')),

  row('config', 'get config/permissions', Y_ALL_ACTIVE, get('config/permissions')),
  row('config', 'get config/otro (any other document)', NOBODY, get('config/otro')),
  row('config', 'list the config collection', NOBODY, list('config')),
];

//                                                                              adm est dis ges mar rev met off doc anon
export const ROLE_AND_CONFIG_WRITES: readonly MatrixRow[] = [
  row('roles', 'create (ADMIN_ROLES)', 'Y   -   -   -   -   -   -   -   -   -', (db, who) =>
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
    'Y   -   -   -   -   -   -   -   -   -',
    updateRaw('roles/solo-metricas', { permissions: ['metricas', 'estrategia'] }),
  ),
  row('roles', 'delete solo-metricas', 'Y   -   -   -   -   -   -   -   -   -', remove('roles/solo-metricas')),

  row(
    'config',
    'update config/permissions (ADMIN_ROLES)',
    'Y   -   -   -   -   -   -   -   -   -',
    updateRaw('config/permissions', { METRICS: ['acceso_total', 'metricas'] }),
  ),
  row(
    'config',
    'update config/permissions with an unknown key',
    NOBODY,
    updateRaw('config/permissions', { SUPER_KEY: ['acceso_total'] }),
  ),
  row('config', 'delete config/permissions', NOBODY, remove('config/permissions')),
];
