import { SOCIAL_NETWORKS, type SocialNetwork } from '@estudio/domain/brands';
import { type ContentKind, type ScheduledPostRecord } from '@estudio/domain/scheduling';
import { guardOverrideFromDocument, guardOverrideToDocument } from './brand-guard-document.js';
import { toDate } from './stored-values.js';

/*
 * A requirement's `scheduledPost` {postId, sentAt, digest, kind, networks, by {uid, email},
 * sandbox, override? {reason, findings}}: written by the scheduler function alone (the send
 * ledger), read by everyone who reads the requirement. sentAt is stored as a Timestamp (a Date
 * going in). `override` is there only when the post was sent despite blocking findings of the
 * brand review (docs/product.md, "Revisión de marca"): the requirement is audited, so the
 * audit log keeps the reason.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isKind = (value: unknown): value is ContentKind => value === 'carousel' || value === 'video';
const isNetwork = (value: unknown): value is SocialNetwork =>
  typeof value === 'string' && (SOCIAL_NETWORKS as readonly string[]).includes(value);

const overrideOf = (value: unknown): Pick<ScheduledPostRecord, 'override'> => {
  const override = guardOverrideFromDocument(value);
  return override === null ? {} : { override };
};

/** The stored map as a record, or null when absent or not in that shape. */
export const scheduledPostFromDocument = (value: unknown): ScheduledPostRecord | null => {
  if (!isRecord(value)) return null;
  const { postId, digest, kind, networks, by, sandbox } = value;
  const sentAt = toDate(value['sentAt']);
  if (
    typeof postId !== 'string' ||
    typeof digest !== 'string' ||
    sentAt === null ||
    !isKind(kind) ||
    !Array.isArray(networks) ||
    !isRecord(by) ||
    typeof by['uid'] !== 'string' ||
    typeof by['email'] !== 'string'
  ) {
    return null;
  }
  return {
    postId,
    sentAt,
    digest,
    kind,
    networks: networks.filter(isNetwork),
    by: { uid: by['uid'], email: by['email'] },
    sandbox: sandbox === true,
    ...overrideOf(value['override']),
  };
};

/** The map to store (both SDKs turn the Date into a Timestamp). */
export const scheduledPostToDocument = (record: ScheduledPostRecord): Record<string, unknown> => ({
  postId: record.postId,
  sentAt: new Date(record.sentAt.getTime()),
  digest: record.digest,
  kind: record.kind,
  networks: [...record.networks],
  by: { uid: record.by.uid, email: record.by.email },
  sandbox: record.sandbox,
  ...(record.override ? { override: guardOverrideToDocument(record.override) } : {}),
});
