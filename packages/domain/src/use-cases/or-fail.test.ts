import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DomainError } from '../shared/errors.js';
import { asDomainError, orFail } from './or-fail.js';

describe('orFail', () => {
  it('gives the result of a successful call', async () => {
    await expect(orFail('falló', async () => 42)).resolves.toBe(42);
  });

  it('lets a DomainError through as it is', async () => {
    const refusal = new DomainError('forbidden', 'No');
    await expect(orFail('falló', () => Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it('wraps any other failure in an upstream DomainError with the message and the cause', async () => {
    const fault = new Error('sin red');
    const error = await orFail('Error al cargar.', () => Promise.reject(fault)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'upstream', message: 'Error al cargar.', details: { cause: fault } });
  });

  it('property: asDomainError always gives a DomainError, keeping existing ones', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (thrown, message) => {
        const result = asDomainError(thrown, message);
        expect(result).toBeInstanceOf(DomainError);
        if (!(thrown instanceof DomainError)) expect(result.message).toBe(message);
      }),
    );
    const own = new DomainError('conflict', 'x');
    expect(asDomainError(own, 'y')).toBe(own);
  });
});
