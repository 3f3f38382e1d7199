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
  /** Who decides a written updatedAt; 'server' unless said otherwise. */
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
