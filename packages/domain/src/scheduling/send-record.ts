import type { SocialNetwork } from '../brands/brand.js';
import type { GuardOverride } from '../guard/types.js';
import type { ContentKind, SchedulingRequester } from './types.js';

/*
 * The send record (docs/product.md, "Envíos"): every call of the scheduler function that reached
 * a requirement leaves one, in brands/{brandId}/sends/{sendId}, written by that function alone.
 */

/** How a send ended: a new draft, the same content already sent, refused before sending, or the service failed. */
export type SendOutcome = 'sent' | 'already-sent' | 'refused' | 'failed';

export const SEND_OUTCOMES: readonly SendOutcome[] = ['sent', 'already-sent', 'refused', 'failed'];

/** One send as the scheduler function recorded it. */
export interface SendRecord {
  readonly id: string;
  readonly brandId: string;
  readonly requirementId: string;
  /** The requirement's title when it was sent (its kind and name). */
  readonly title: string;
  readonly kind: ContentKind;
  /** The networks chosen for the post. */
  readonly networks: readonly SocialNetwork[];
  readonly outcome: SendOutcome;
  /** Metricool's post id: sent and already-sent only. */
  readonly postId: string | null;
  /** True when the local sandbox took it (sent, already-sent). */
  readonly sandbox: boolean;
  /** Refused: every pre-flight problem or the media refusal; failed: the service's answer (Spanish). */
  readonly reasons: readonly string[];
  /** Failed: the service's HTTP status, when it answered one. */
  readonly status: number | null;
  readonly at: Date;
  readonly by: SchedulingRequester;
  /** Sent despite the brand review's blocking findings: the sender's reason and those findings (sent only). */
  readonly override?: GuardOverride;
}

/** A record before the store gives it its id. */
export type NewSendRecord = Omit<SendRecord, 'id'>;

/** How many of a brand's records the 'Envíos' list reads (the newest). */
export const SEND_LIST_LIMIT = 100;

/** The newest record of an item when it tells of a send that did not go (refused or failed); null otherwise. */
export const unsentProblem = (latest: SendRecord | null): SendRecord | null =>
  latest !== null && (latest.outcome === 'refused' || latest.outcome === 'failed') ? latest : null;
