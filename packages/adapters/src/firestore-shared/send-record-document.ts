import { SOCIAL_NETWORKS, type SocialNetwork } from '@estudio/domain/brands';
import { SEND_OUTCOMES, type NewSendRecord, type SendOutcome, type SendRecord } from '@estudio/domain/scheduling';
import { guardOverrideFromDocument, guardOverrideToDocument } from './brand-guard-document.js';
import { textList, textOr, toDate, type DocumentFields } from './stored-values.js';

/*
 * brands/{brandId}/sends/{sendId} as both SDKs read it (docs/product.md, "Envíos"): {brandId,
 * requirementId, title, kind, networks, outcome, postId, sandbox, reasons, status, at (timestamp),
 * by {uid, email}, override? {reason, findings}}. Written by the scheduler function alone;
 * `override` only on a send that went despite the brand review's blocking findings
 * (docs/product.md, "Revisión de marca").
 */

const isOutcome = (value: unknown): value is SendOutcome => (SEND_OUTCOMES as readonly unknown[]).includes(value);
const isNetwork = (value: unknown): value is SocialNetwork => (SOCIAL_NETWORKS as readonly unknown[]).includes(value);

export const sendRecordFromDocument = (id: string, data: DocumentFields): SendRecord => {
  const by = (typeof data['by'] === 'object' && data['by'] !== null ? data['by'] : {}) as DocumentFields;
  const status = data['status'];
  const postId = data['postId'];
  const override = guardOverrideFromDocument(data['override']);
  return {
    id,
    brandId: textOr(data['brandId'], ''),
    requirementId: textOr(data['requirementId'], ''),
    title: textOr(data['title'], ''),
    kind: data['kind'] === 'video' ? 'video' : 'carousel',
    networks: Array.isArray(data['networks']) ? data['networks'].filter(isNetwork) : [],
    // A record of an outcome this version does not know reads as a failure: never as a send that went.
    outcome: isOutcome(data['outcome']) ? data['outcome'] : 'failed',
    postId: typeof postId === 'string' ? postId : null,
    sandbox: data['sandbox'] === true,
    reasons: textList(data['reasons']),
    status: typeof status === 'number' ? status : null,
    at: toDate(data['at']) ?? new Date(0),
    by: { uid: textOr(by['uid'], ''), email: textOr(by['email'], '') },
    ...(override === null ? {} : { override }),
  };
};

/** The document to store (both SDKs turn the Date into a Timestamp). */
export const sendRecordToDocument = (entry: NewSendRecord): Record<string, unknown> => ({
  brandId: entry.brandId,
  requirementId: entry.requirementId,
  title: entry.title,
  kind: entry.kind,
  networks: [...entry.networks],
  outcome: entry.outcome,
  postId: entry.postId,
  sandbox: entry.sandbox,
  reasons: [...entry.reasons],
  status: entry.status,
  at: new Date(entry.at.getTime()),
  by: { uid: entry.by.uid, email: entry.by.email },
  ...(entry.override ? { override: guardOverrideToDocument(entry.override) } : {}),
});
