import { Messages } from '@estudio/domain/shared';
import { DataStoreTexts } from '../texts.js';

/*
 * The browser's Firestore and Storage adapters fail with the SDKs' FirebaseError, whose
 * message is English and technical ("Request failed with error: evaluation error at
 * L306…"). The use cases put a failure's message after their catalogue prefix ('Error al
 * guardar la marca. ' + reason), so a port's rejection is turned here into an Error whose
 * message is the Spanish reason for its code; the original stays as its `cause` for logs.
 */

const REASONS: Readonly<Record<string, string>> = {
  'permission-denied': DataStoreTexts.permissionDenied,
  'storage/unauthorized': DataStoreTexts.permissionDenied,
  unauthenticated: DataStoreTexts.unauthenticated,
  'storage/unauthenticated': DataStoreTexts.unauthenticated,
  unavailable: DataStoreTexts.unavailable,
  'deadline-exceeded': DataStoreTexts.unavailable,
  'storage/retry-limit-exceeded': DataStoreTexts.unavailable,
  'not-found': DataStoreTexts.notFound,
  'storage/object-not-found': DataStoreTexts.notFound,
  aborted: DataStoreTexts.conflict,
  'failed-precondition': DataStoreTexts.conflict,
  'already-exists': DataStoreTexts.conflict,
  'resource-exhausted': DataStoreTexts.limit,
  'storage/quota-exceeded': DataStoreTexts.limit,
  'storage/canceled': Messages.media.uploadCancelled,
};

/** The `code` of a FirebaseError (or anything shaped like one: `name` FirebaseError and a string code). */
const firebaseCodeOf = (error: unknown): string | null => {
  if (!(error instanceof Error) || error.name !== 'FirebaseError') return null;
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
};

/** A FirebaseError as an Error with the Spanish reason for its code; anything else as it is. */
export const inSpanish = (error: unknown): unknown => {
  const code = firebaseCodeOf(error);
  if (code === null) return error;
  const bare = code.replace(/^firestore\//, '');
  return new Error(REASONS[bare] ?? DataStoreTexts.unexpected(code), { cause: error });
};

/**
 * The port with every promise it returns failing in Spanish (inSpanish); values and
 * synchronous methods pass through unchanged.
 */
export const withSpanishFailures = <T extends object>(port: T): T =>
  new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      // The class itself stays visible (which adapter serves a port: constructor.name).
      if (typeof value !== 'function' || property === 'constructor') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...parameters: unknown[]) => unknown).apply(target, args);
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              throw inSpanish(error);
            })
          : result;
      };
    },
  });
