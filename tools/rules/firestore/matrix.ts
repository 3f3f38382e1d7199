// The permission matrix of firestore.rules: docs/product.md, "Permissions", as rows of who may
// do what to which document, one file of rows per area beside its suite.
// Every content field has one writer, the server (the content commands, Admin SDK): a
// browser may still change a requirement's status and a brand's status and allowedUsers,
// and nothing else of a requirement, a blueprint or a brand, whatever its role.
// Y = allowed (assertSucceeds), - = denied (assertFails). Columns, in order:
//   adm  Superadministrador          est  Estratega            dis  Diseñador
//   ges  Gestor de contenido         mar  Administrador de marcas   rev  Cliente revisor
//   met  a custom role holding only 'metricas'
//   off  a disabled user (with the superadmin role, listed on b-asignada)
//   doc  signed in without a users/{uid} document
//   anon signed out
// The data (../seed.ts): b-todos (nobody's), b-asignada (allowedUsers: everyone),
// b-estratega (owner Estratega), b-marcas (owner Adm. de marcas, allowedUsers Diseñador),
// b-nueva (like b-asignada, no blueprint); each but b-nueva with requirements r-1
// (Pendiente), r-2 (Finalizado) and its blueprint.
import type { Firestore } from 'firebase/firestore';
import { ACTORS } from '../support.js';
import type { Actor } from '../support.js';

export type Operation = (db: Firestore, who: Actor) => Promise<unknown>;

export interface MatrixRow {
  readonly collection: string;
  readonly operation: string;
  readonly run: Operation;
  /** One mark per actor, in ACTORS order: Y allowed, - denied. */
  readonly marks: string;
}

export interface MatrixCase {
  readonly name: string;
  readonly who: Actor;
  readonly allowed: boolean;
  readonly run: Operation;
}

export const row = (collection: string, operation: string, marks: string, run: Operation): MatrixRow => ({
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

export const casesOf = (rows: readonly MatrixRow[]): MatrixCase[] =>
  rows.flatMap((r) => {
    const marks = parseMarks(r.marks);
    return ACTORS.map((who, column) => {
      const allowed = marks[column] === true;
      return {
        name: `${r.collection}: ${r.operation} — ${who.label} → ${allowed ? 'allowed' : 'denied'}`,
        who,
        allowed,
        run: r.run,
      };
    });
  });

export const byCollection = (cases: readonly MatrixCase[]): Array<[string, MatrixCase[]]> => {
  const groups = new Map<string, MatrixCase[]>();
  for (const c of cases) {
    const name = c.name.slice(0, c.name.indexOf(':'));
    groups.set(name, [...(groups.get(name) ?? []), c]);
  }
  return [...groups];
};

/** [name, case] rows: '%s' prints the name whole (a '$name' field would be cut at 40 characters). */
export const named = (cases: readonly MatrixCase[]): Array<readonly [string, MatrixCase]> =>
  cases.map((c) => [c.name, c] as const);
