import { normaliseColour, toHexColour } from '../validation/colour.js';
import { EMPTY_SLOT, PALETTE_SIZE, type PaletteSlot } from './blueprint.js';

/*
 * The blueprint palette: always exactly PALETTE_SIZE slots, each a normalised hex colour or
 * EMPTY_SLOT. Whatever an AI answer or a form sends is brought to that shape here.
 */

export const emptyPalette = (): readonly PaletteSlot[] => Array.from({ length: PALETTE_SIZE }, () => EMPTY_SLOT);

export const isEmptySlot = (slot: PaletteSlot): boolean => slot === EMPTY_SLOT;

/** The candidate entries of a raw palette: a list, an object's values, or a separated string. */
const entriesOf = (raw: unknown): readonly unknown[] => {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return raw.split(/[\s,;]+/).filter((part) => part !== '');
  if (typeof raw === 'object' && raw !== null) return Object.values(raw);
  return [];
};

const toSlot = (entry: unknown): PaletteSlot =>
  (typeof entry === 'string' ? normaliseColour(entry) : null) ?? EMPTY_SLOT;

/** Exactly five slots: the first five entries, valid colours normalised, anything else empty. */
export const normalisePalette = (raw: unknown): readonly PaletteSlot[] => {
  const slots = entriesOf(raw).slice(0, PALETTE_SIZE).map(toSlot);
  return [...slots, ...emptyPalette()].slice(0, PALETTE_SIZE);
};

/**
 * The palette with one slot set from the colour input: blank clears it, an invalid colour
 * is refused with the colour message, an index outside the palette changes nothing.
 */
export const setPaletteSlot = (
  palette: readonly PaletteSlot[],
  index: number,
  input: string,
): readonly PaletteSlot[] => {
  const slots = normalisePalette(palette);
  if (!Number.isInteger(index) || index < 0 || index >= PALETTE_SIZE) return slots;
  const slot = input.trim() === '' || input.trim() === EMPTY_SLOT ? EMPTY_SLOT : toHexColour(input);
  return slots.map((current, position) => (position === index ? slot : current));
};

/** The filled slots, in order, for prompts and previews. */
export const paletteColours = (palette: readonly PaletteSlot[]): readonly string[] =>
  normalisePalette(palette).filter((slot) => !isEmptySlot(slot));
