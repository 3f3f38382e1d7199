import type { RequirementCore } from './requirement.js';

/** Grid titles end in ' - T{i}' (Carrusel 7 - T1 ... T6): the position inside its batch. */
const GRID_POSITION = /-\s*T(\d+)\s*$/;

/**
 * Which of the AI's caption suggestions belongs to a requirement: the grid batch gives
 * six (carrusel1..6, video1..6) for the six T1..T6 requirements, so T{i} takes the i-th;
 * a title without a position falls back to the requirement number. Deterministic, so the
 * same answer always gives the same requirement the same caption.
 */
export const captionFor = (
  captions: readonly string[],
  requirement: Pick<RequirementCore, 'title' | 'number'>,
): string => {
  const position = Number(GRID_POSITION.exec(requirement.title)?.[1] ?? requirement.number);
  const index = Number.isSafeInteger(position) && position >= 1 ? (position - 1) % captions.length : 0;
  // Parsers never return an empty list; the fallback keeps the type honest.
  return captions[index] ?? captions[0] ?? '';
};

/** A position in a list: a non-negative whole number. */
export const isPosition = (index: number): boolean => Number.isSafeInteger(index) && index >= 0;

/** A list with one slot set; slots before it that do not exist yet are left empty (''). */
export const withSlot = (list: readonly string[], index: number, value: string): string[] => {
  const slots = Array.from({ length: Math.max(list.length, index + 1) }, (_, position) => list[position] ?? '');
  slots[index] = value;
  return slots;
};
