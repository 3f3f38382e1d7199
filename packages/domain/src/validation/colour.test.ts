import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { isValidColour, normaliseColour, toHexColour, validateColour } from './colour.js';
import { VALID, invalid } from './validation.js';

const HEX = [...'0123456789abcdefABCDEF'];
const hexDigits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...HEX), minLength: length, maxLength: length });
const validColour = fc
  .tuple(fc.constantFrom(3, 4, 6, 8).chain(hexDigits), fc.boolean(), fc.constantFrom('', ' '))
  .map(([digits, hash, space]) => `${space}${hash ? '#' : ''}${digits}${space}`);

describe('colour input', () => {
  it('accepts 3, 4, 6 and 8 hex digits with or without #, in any case', () => {
    expect(normaliseColour('#FFF')).toBe('#ffffff');
    expect(normaliseColour('abc')).toBe('#aabbcc');
    expect(normaliseColour('#1234')).toBe('#11223344');
    expect(normaliseColour('A1B2C3')).toBe('#a1b2c3');
    expect(normaliseColour('#A1B2C3D4')).toBe('#a1b2c3d4');
    expect(normaliseColour(' #0f0 ')).toBe('#00ff00');
  });

  it('refuses other lengths, other characters and doubled #', () => {
    for (const input of ['', '#', '12', '12345', '1234567', '123456789', '#ggg', '##fff', 'red', 'none', '#12 34']) {
      expect(normaliseColour(input)).toBeNull();
      expect(isValidColour(input)).toBe(false);
    }
  });

  it('reports a clear Spanish message for an invalid colour', () => {
    expect(validateColour('#fff')).toBe(VALID);
    expect(validateColour('azul')).toEqual(
      invalid('Color inválido: usa 3 o 6 dígitos hexadecimales (4 u 8 con transparencia).'),
    );
    expect(toHexColour('FA0')).toBe('#ffaa00');
    expect(() => toHexColour('xyz')).toThrow(Messages.blueprint.invalidColour);
    expect(() => toHexColour('xyz')).toThrow(expect.objectContaining({ kind: 'validation' }));
  });

  it('property: every valid input becomes a lowercase hex of 7 or 9 characters', () => {
    fc.assert(
      fc.property(validColour, (input) => {
        const colour = normaliseColour(input);
        return colour !== null && /^#([0-9a-f]{6}|[0-9a-f]{8})$/.test(colour);
      }),
    );
  });

  it('property: normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(validColour, fc.string()), (input) => {
        const once = normaliseColour(input);
        return once === null || normaliseColour(once) === once;
      }),
    );
  });

  it('property: long forms keep their digits, lowercased', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(6, 8).chain(hexDigits),
        (digits) => normaliseColour(digits) === `#${digits.toLowerCase()}`,
      ),
    );
  });

  it('property: a string with a non-hex character inside is refused', () => {
    const nonHex = fc.string({ minLength: 1, maxLength: 1 }).filter((char) => !/[0-9a-f#\s]/i.test(char));
    fc.assert(
      fc.property(hexDigits(6), nonHex, fc.nat(6), (digits, char, at) => {
        const input = `${digits.slice(0, at)}${char}${digits.slice(at)}`;
        return normaliseColour(input) === null && !validateColour(input).ok;
      }),
    );
  });
});
