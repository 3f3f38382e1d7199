/** The source of "now": injected so that every time-dependent rule is deterministic. */
export interface Clock {
  now(): Date;
}
export const Clock = Symbol.for('estudio.Clock');

/** The source of new identifiers (document ids, file names). */
export interface IdGenerator {
  next(): string;
}
export const IdGenerator = Symbol.for('estudio.IdGenerator');
