import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { VALID, assertValid, check, firstFailure, invalid, isFilled } from './validation.js';

describe('validation results', () => {
  it('check gives VALID when the condition holds and the message otherwise', () => {
    expect(check(true, 'nope')).toEqual({ ok: true });
    expect(check(false, 'nope')).toEqual({ ok: false, message: 'nope' });
  });

  it('firstFailure reports the first failing rule in order', () => {
    expect(firstFailure(VALID, invalid('a'), invalid('b'))).toEqual(invalid('a'));
    expect(firstFailure(VALID, VALID)).toBe(VALID);
    expect(firstFailure()).toBe(VALID);
  });

  it('assertValid passes valid results and throws a validation DomainError with the message', () => {
    expect(() => assertValid(VALID)).not.toThrow();
    const thrown = (() => {
      try {
        assertValid(invalid('Mensaje exacto.'));
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ kind: 'validation', message: 'Mensaje exacto.' });
  });

  it('isFilled accepts only strings with visible content', () => {
    expect(isFilled('a')).toBe(true);
    expect(isFilled(' \t\n')).toBe(false);
    expect(isFilled('')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
  });

  it('property: isFilled is the same as having a non-blank trim', () => {
    fc.assert(fc.property(fc.string(), (text) => isFilled(text) === text.trim().length > 0));
  });
});
