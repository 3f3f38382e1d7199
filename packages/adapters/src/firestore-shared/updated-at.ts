/*
 * updatedAt of brands, requirements and blueprints. The security rules require
 * updatedAt == request.time, which no client clock can meet, so by default a Date given
 * for updatedAt is written as the SDK's server-timestamp sentinel. 'caller' keeps the
 * given Date: for admin scripts that write history (seed, imports) and for the contract
 * runs, which pin that a stored value reads back exactly.
 */
import type { DocumentFields } from './stored-values.js';

export type UpdatedAtSource = 'server' | 'caller';

export interface FirestoreWriteOptions {
  /**
   * Who decides a written updatedAt (and a new requirement's createdAt, a user's
   * lastLoginAt in the browser); 'server' unless said otherwise.
   */
  readonly updatedAt?: UpdatedAtSource;
}

/**
 * The document to write with its updatedAt decided: a Date becomes serverTime() under
 * 'server'; null ("never updated", e.g. a new grid requirement) and absence stay as they are.
 */
export const stampUpdatedAt = (
  fields: DocumentFields,
  options: FirestoreWriteOptions,
  serverTime: () => unknown,
): Record<string, unknown> =>
  (options.updatedAt ?? 'server') === 'server' && fields['updatedAt'] instanceof Date
    ? { ...fields, updatedAt: serverTime() }
    : { ...fields };

/**
 * A new document's createdAt decided the same way: under 'server' (the default) a Date
 * becomes serverTime(), as firestore.rules require createdAt == request.time for a new
 * requirement; 'caller' keeps it.
 */
export const stampCreatedAt = (
  fields: DocumentFields,
  options: FirestoreWriteOptions,
  serverTime: () => unknown,
): Record<string, unknown> =>
  (options.updatedAt ?? 'server') === 'server' && fields['createdAt'] instanceof Date
    ? { ...fields, createdAt: serverTime() }
    : { ...fields };

/** The `last` of a brands/{id}/counters/requirements document, or null when absent or unreadable. */
export const counterValue = (data: DocumentFields | undefined): number | null => {
  const last = data?.['last'];
  return typeof last === 'number' && Number.isSafeInteger(last) && last >= 0 ? last : null;
};
