import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DomainError, errorText } from '../shared/errors.js';
import { failingWith, orFail, type Fault } from './or-fail.js';

const failureOf = (fault: Fault, thrown: unknown): Promise<unknown> =>
  orFail(fault, () => Promise.reject(thrown)).catch((error: unknown) => error);

describe('orFail and failingWith', () => {
  it('give the result of a successful call', async () => {
    await expect(orFail('falló', async () => 42)).resolves.toBe(42);
    await expect(failingWith({ prefix: 'x: ' })(async () => 'hecho')).resolves.toBe('hecho');
  });

  it('let a DomainError through as it is, whatever the fault', async () => {
    const refusal = new DomainError('forbidden', 'No');
    for (const fault of ['falló', { prefix: 'Error: ' }, { fallback: 'Sin respuesta.' }] satisfies Fault[]) {
      expect(await failureOf(fault, refusal)).toBe(refusal);
    }
  });

  it("turn any other failure into an upstream DomainError with the fault's message and the cause", async () => {
    const fault = new Error('sin red');
    expect(await failureOf('Error al cargar.', fault)).toMatchObject({
      kind: 'upstream',
      message: 'Error al cargar.',
      details: { cause: fault },
    });
    expect(await failureOf({ prefix: 'Error al subir la nueva imagen: ' }, fault)).toMatchObject({
      message: 'Error al subir la nueva imagen: sin red',
      details: { cause: fault },
    });
    expect(await failureOf({ fallback: 'No se pudo enviar.' }, new Error('  Token caducado  '))).toMatchObject({
      message: 'Token caducado',
    });
    expect(await failureOf({ fallback: 'No se pudo enviar.' }, new Error('   '))).toMatchObject({
      message: 'No se pudo enviar.',
    });
    expect(
      await failingWith({ prefix: 'Fallo: ' })(() => Promise.reject('texto suelto')).catch((e: unknown) => e),
    ).toMatchObject({ message: 'Fallo: texto suelto' });
  });

  it('property: any failure becomes a DomainError, existing ones kept, others with the message the fault says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.string(), async (thrown, text) => {
        const result = await failureOf(text, thrown);
        expect(result).toBeInstanceOf(DomainError);
        if (!(thrown instanceof DomainError)) {
          expect((result as DomainError).message).toBe(text);
          expect((await failureOf({ prefix: text }, thrown)) as DomainError).toMatchObject({
            message: `${text}${errorText(thrown)}`,
          });
        }
      }),
    );
  });
});

describe('errorText', () => {
  it("is an Error's message, and anything else as text", () => {
    expect(errorText(new Error('sin red'))).toBe('sin red');
    expect(errorText('cadena')).toBe('cadena');
    expect(errorText(42)).toBe('42');
    expect(errorText({ toString: 0 })).toBe('[object Object]');
    expect(errorText([{ toString: 0 }])).toBe('[object Array]');
  });
});
