import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { absoluteClaimsInvalid, normalizedAbsoluteClaims, overrideReasonValidation } from './limits.js';

describe('overrideReasonValidation', () => {
  it('takes a reason of 10 to 500 characters once trimmed, counting an emoji once', () => {
    const refused = { ok: false, message: Messages.guard.overrideReasonInvalid };
    expect(overrideReasonValidation('  corto    ')).toEqual(refused);
    expect(overrideReasonValidation('Aprobado por el cliente').ok).toBe(true);
    expect(overrideReasonValidation('😀'.repeat(500)).ok).toBe(true);
    expect(overrideReasonValidation('a'.repeat(501))).toEqual(refused);
  });

  it('holds exactly for lengths 10 to 500', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 520 }), (size) => {
        expect(overrideReasonValidation(` ${'x'.repeat(size)} `).ok).toBe(size >= 10 && size <= 500);
      }),
    );
  });
});

describe('normalizedAbsoluteClaims', () => {
  it('trims, drops blanks and repeats whatever their case and accents', () => {
    expect(normalizedAbsoluteClaims([' el mejor ', '', 'EL MEJOR', 'único', 'unico'])).toEqual(['el mejor', 'único']);
    expect(normalizedAbsoluteClaims([])).toEqual([]);
  });

  it('refuses a term under 2 or over 60 characters, and more than 50 terms', () => {
    expect(normalizedAbsoluteClaims(['x'])).toBeNull();
    expect(normalizedAbsoluteClaims(['x'.repeat(61)])).toBeNull();
    expect(normalizedAbsoluteClaims(Array.from({ length: 51 }, (_, i) => `término ${i}`))).toBeNull();
    expect(normalizedAbsoluteClaims(Array.from({ length: 50 }, (_, i) => `término ${i}`))).toHaveLength(50);
    expect(absoluteClaimsInvalid()).toBe(
      'Las afirmaciones absolutas deben ser como máximo 50, cada una de 2 a 60 caracteres.',
    );
  });
});
