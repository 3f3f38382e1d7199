import { Messages } from '@estudio/domain/shared';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { inSpanish, withSpanishFailures } from './firebase-failures.js';
import { DataStoreTexts } from '../texts.js';

const refused = new FirebaseError(
  'permission-denied',
  "Request failed with error: evaluation error at L306:24 for 'create' @ L306",
);

describe('Firebase failures in Spanish', () => {
  it("gives a rules refusal the Spanish reason and keeps the SDK's error as the cause", () => {
    const translated = inSpanish(refused) as Error;
    expect(translated.message).toBe(DataStoreTexts.permissionDenied);
    expect(translated.cause).toBe(refused);
  });

  it('knows the Storage codes and names an unknown code', () => {
    expect((inSpanish(new FirebaseError('storage/canceled', 'User canceled the upload')) as Error).message).toBe(
      Messages.media.uploadCancelled,
    );
    expect((inSpanish(new FirebaseError('unavailable', 'offline')) as Error).message).toBe(DataStoreTexts.unavailable);
    expect((inSpanish(new FirebaseError('data-loss', 'lost')) as Error).message).toBe(
      DataStoreTexts.unexpected('data-loss'),
    );
  });

  it('leaves every other failure as it is', () => {
    const own = new Error('Marca no encontrada.');
    expect(inSpanish(own)).toBe(own);
    expect(inSpanish('texto')).toBe('texto');
  });

  it('wraps a port: its rejections in Spanish, its values and synchronous methods untouched', async () => {
    class Port {
      readonly prefix = 'b-';
      newId(): string {
        return `${this.prefix}1`;
      }
      async get(id: string): Promise<string> {
        return `${this.prefix}${id}`;
      }
      async save(): Promise<void> {
        throw refused;
      }
    }
    const port = withSpanishFailures(new Port());
    expect(port.prefix).toBe('b-');
    expect(port.constructor.name).toBe('Port');
    expect(port.newId()).toBe('b-1');
    await expect(port.get('2')).resolves.toBe('b-2');
    await expect(port.save()).rejects.toThrow(DataStoreTexts.permissionDenied);
  });
});
