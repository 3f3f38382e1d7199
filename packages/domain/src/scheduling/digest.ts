import type { DraftPost } from './types.js';

/*
 * What the idempotency of scheduling compares (docs/product.md, "Scheduling (Metricool)",
 * "Sending twice"): the digest of this text is stored with the draft's id, and a later send
 * of the same text creates no second draft.
 */

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** JSON with every object's keys sorted and undefined members left out, so equal values give equal text. */
const canonical = (value: unknown): Json => {
  if (value === null || typeof value !== 'object') {
    return value === undefined ? null : (value as Json);
  }
  if (Array.isArray(value)) return value.map((item: unknown) => canonical(item));
  const record = value as Record<string, unknown>;
  const sorted: Record<string, Json> = {};
  for (const key of Object.keys(record).sort()) {
    if (record[key] !== undefined) sorted[key] = canonical(record[key]);
  }
  return sorted;
};

/**
 * The canonical text of a draft post: JSON with sorted keys, without `creationDate` (the
 * moment of sending is not content) and with the media as stored in the console (the URLs
 * before Metricool normalises them, which may differ from one call to the next).
 */
export const schedulingDigestText = (post: DraftPost): string => {
  const { creationDate: _sentAt, ...content } = post;
  return JSON.stringify(canonical(content));
};
