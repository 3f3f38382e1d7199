import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { normaliseColour } from '../validation/colour.js';
import { EMPTY_SLOT, PALETTE_SIZE } from './blueprint.js';
import { emptyPalette, isEmptySlot, normalisePalette, paletteColours, setPaletteSlot } from './palette.js';

describe('palette', () => {
  it('has five empty slots to begin with', () => {
    expect(emptyPalette()).toEqual(['none', 'none', 'none', 'none', 'none']);
    expect(isEmptySlot(EMPTY_SLOT)).toBe(true);
    expect(isEmptySlot('#ffffff')).toBe(false);
  });

  it('normalises a list: valid colours as hex, anything else empty, padded or cut to five', () => {
    expect(normalisePalette(['#FFF', 'azul', 12, '000000'])).toEqual(['#ffffff', 'none', 'none', '#000000', 'none']);
    expect(normalisePalette(['1', '#111', '#222', '#333', '#444', '#555', '#666'])).toEqual([
      'none',
      '#111111',
      '#222222',
      '#333333',
      '#444444',
    ]);
    expect(normalisePalette(['none', '#abcd'])).toEqual(['none', '#aabbccdd', 'none', 'none', 'none']);
  });

  it('reads a separated string or an object of colours as AI answers sometimes give them', () => {
    expect(normalisePalette('#fff, #000;#f00  #0f0')).toEqual(['#ffffff', '#000000', '#ff0000', '#00ff00', 'none']);
    expect(normalisePalette({ primario: '#123456', secundario: 'rojo' })).toEqual([
      '#123456',
      'none',
      'none',
      'none',
      'none',
    ]);
    expect(normalisePalette(undefined)).toEqual(emptyPalette());
    expect(normalisePalette(42)).toEqual(emptyPalette());
  });

  it('sets one slot from the colour input; blank clears; invalid is refused', () => {
    const palette = normalisePalette(['#111', '#222']);
    expect(setPaletteSlot(palette, 2, 'ABC')).toEqual(['#111111', '#222222', '#aabbcc', 'none', 'none']);
    expect(setPaletteSlot(palette, 0, '  ')).toEqual(['none', '#222222', 'none', 'none', 'none']);
    expect(setPaletteSlot(palette, 1, 'none')).toEqual(['#111111', 'none', 'none', 'none', 'none']);
    expect(() => setPaletteSlot(palette, 1, 'rojo')).toThrow(Messages.blueprint.invalidColour);
    expect(setPaletteSlot(palette, 5, '#fff')).toEqual(palette);
    expect(setPaletteSlot(palette, -1, '#fff')).toEqual(palette);
  });

  it('lists the filled colours in order', () => {
    expect(paletteColours(['none', '#111111', 'none', '#222222', 'none'])).toEqual(['#111111', '#222222']);
  });

  it('property: any input gives exactly five slots, each a stored hex or none', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const slots = normalisePalette(raw);
        return (
          slots.length === PALETTE_SIZE && slots.every((slot) => slot === EMPTY_SLOT || normaliseColour(slot) === slot)
        );
      }),
    );
  });

  it('property: normalising a palette is idempotent', () => {
    const entry = fc.oneof(fc.string(), fc.constantFrom('#fff', 'ABCDEF', '#12345678', 'none'));
    fc.assert(
      fc.property(fc.array(entry), (raw) => {
        const once = normalisePalette(raw);
        expect(normalisePalette(once)).toEqual(once);
      }),
    );
  });

  it('property: setting a valid colour changes only that slot', () => {
    const colour = fc.stringMatching(/^#[0-9a-f]{6}$/);
    fc.assert(
      fc.property(fc.array(colour, { maxLength: 5 }), fc.nat(PALETTE_SIZE - 1), colour, (raw, index, value) => {
        const before = normalisePalette(raw);
        const after = setPaletteSlot(before, index, value);
        return after.every((slot, position) => (position === index ? slot === value : slot === before[position]));
      }),
    );
  });
});
