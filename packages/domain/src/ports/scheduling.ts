import type { MetricoolHealth } from '../scheduling/connection-health.js';
import type { NewSendRecord, SendRecord } from '../scheduling/send-record.js';
import type { SocialNetwork } from '../brands/brand.js';
import type { BestTimeEntry, BestTimeWindow } from '../scheduling/best-time.js';
import type { ContentKind, DraftPost, ScheduledPostRecord, SchedulerNetwork } from '../scheduling/types.js';
import { token } from '../shared/token.js';

/*
 * Scheduling to Metricool happens on the server (the `scheduler` function): the browser
 * saves the planning, then asks the function to send; the Metricool token, the fixed
 * scheduler user id and the blog id never come from a browser. docs/product.md,
 * "Scheduling (Metricool)".
 */

/** The fixed scheduler user id (configuration, not shown in the spec): the `userId` of every Metricool call. */
export interface SchedulerSettings {
  readonly schedulerUserId: string;
}
export const SchedulerSettings = token<SchedulerSettings>('SchedulerSettings');

/** The query every Metricool call carries: the brand's blog (idMetrics) and the fixed user. */
export interface SchedulerQuery {
  readonly blogId: string;
  readonly userId: string;
}

/** What Metricool answered for a created draft. */
export interface CreatedDraft {
  /** Metricool's id of the post (its `data.id`, as text). */
  readonly postId: string;
}

/**
 * The scheduling service's client (Metricool, or the local sandbox that speaks the same
 * API). Failures are DomainError('upstream', Spanish text naming Metricool's reason).
 */
export interface SchedulerClient {
  /** GET /api/actions/normalize/image/url?url=…&blogId=…&userId=…: the URL Metricool serves the media from. */
  normalizeMediaUrl(url: string, query: SchedulerQuery): Promise<string>;
  /** POST /api/v2/scheduler/posts?blogId=…&userId=… with the X-Mc-Auth token. */
  createDraft(query: SchedulerQuery, post: DraftPost): Promise<CreatedDraft>;
  /**
   * GET /api/v2/settings/brands/{blogId}?blogId=…&userId=… with the X-Mc-Auth token: resolves
   * when Metricool answers the brand (its blog id is reachable with our token and user), fails
   * like the other calls otherwise ('Estado de las conexiones').
   */
  reachBrand(query: SchedulerQuery): Promise<void>;
  /**
   * GET /api/v2/scheduler/besttimes/{network}?start&end&timezone&blogId&userId: Metricool's score
   * of each weekday's hours for the brand's audience on that network, in the window's time zone.
   */
  bestTimes(
    network: SchedulerNetwork,
    window: BestTimeWindow,
    query: SchedulerQuery,
  ): Promise<readonly BestTimeEntry[]>;
}
export const SchedulerClient = token<SchedulerClient>('SchedulerClient');

/** What claiming a send answered. */
export type SendClaim =
  | { readonly kind: 'claimed' }
  /** The same content was already sent: no second draft. */
  | { readonly kind: 'already-sent'; readonly sent: ScheduledPostRecord }
  /** Another call is sending the same content right now. */
  | { readonly kind: 'in-flight' };

/**
 * brands/{brandId}/requirements/{requirementId}: `scheduledPost` and the short-lived
 * `schedulingClaim` {digest, at}, each step one Firestore transaction, so that two calls
 * with the same content create one draft.
 */
export interface SchedulingLedger {
  /**
   * Compares `digest` with the stored scheduledPost (already-sent) and a claim younger than
   * CLAIM_TTL_MS with the same digest (in-flight); otherwise writes the claim (claimed).
   */
  claim(brandId: string, requirementId: string, digest: string, now: Date): Promise<SendClaim>;
  /** Stores the record and drops the claim, together. */
  record(brandId: string, requirementId: string, sent: ScheduledPostRecord): Promise<void>;
  /** Drops the claim when it is still this digest's (the send failed). */
  release(brandId: string, requirementId: string, digest: string): Promise<void>;
}
export const SchedulingLedger = token<SchedulingLedger>('SchedulingLedger');

/** How long a claim holds off a second identical send (the send's own time limit). */
export const CLAIM_TTL_MS = 120_000;

/** Hex SHA-256 of a text (node:crypto on the server). */
export interface ContentDigester {
  digest(text: string): Promise<string>;
}
export const ContentDigester = token<ContentDigester>('ContentDigester');

/** Where the scheduler points: Metricool itself, or the local sandbox (demo projects only). */
export interface SchedulerTarget {
  readonly sandbox: boolean;
}
export const SchedulerTarget = token<SchedulerTarget>('SchedulerTarget');

/** The requirement a browser asks the scheduler function to send. */
export interface SchedulingKey {
  readonly brandId: string;
  readonly requirementId: string;
  /**
   * Why to send despite the brand review's blocking findings (docs/product.md, "Revisión de marca"): 10-500
   * characters, trimmed. Without it such a piece is refused; kept on the sent post and its send record.
   */
  readonly overrideReason?: string;
}

/** The scheduler function's success answers. */
export type ScheduleAnswer =
  | {
      readonly status: 'sent';
      readonly postId: string;
      readonly sentAt: Date;
      /** 'Publicación enviada a programación.' */
      readonly message: string;
      readonly sandbox: boolean;
    }
  | {
      readonly status: 'already-sent';
      readonly postId: string;
      readonly sentAt: Date;
      /** Messages.scheduling.alreadySent: nothing new was created. */
      readonly message: string;
      readonly sandbox: boolean;
    };

/** 'Mejor momento': the brand and the networks chosen in the planning panel. */
export interface BestTimesRequest {
  readonly brandId: string;
  readonly networks: readonly SocialNetwork[];
}

/** The next best slot of one network, or null when Metricool proposes none for it. */
export interface BestTimeProposal {
  readonly network: SocialNetwork;
  readonly at: Date | null;
}

/** The scheduler function's answer to best-times: one proposal per network asked, in the order asked. */
export interface BestTimesAnswer {
  readonly proposals: readonly BestTimeProposal[];
  readonly sandbox: boolean;
}

/**
 * The browser's client of the scheduler function (POST schedule-carousel / schedule-video, best-times).
 * A refusal is a DomainError with the server's Spanish `error`; a pre-flight refusal
 * carries the list in `details.problems` (readonly string[]).
 */
export interface SchedulingGateway {
  schedule(kind: ContentKind, key: SchedulingKey): Promise<ScheduleAnswer>;
  /** POST health {brandId}: whether the brand's Metricool blog id answers (not configured, ok, failing). */
  metricoolHealth(brandId: string): Promise<MetricoolHealth>;
  /** POST best-times {brandId, networks}. */
  bestTimes(request: BestTimesRequest): Promise<BestTimesAnswer>;
}
export const SchedulingGateway = token<SchedulingGateway>('SchedulingGateway');

/**
 * brands/{brandId}/sends/{sendId}: the scheduler function's record of every send (docs/product.md,
 * "Envíos"), appended by that function alone (the Admin SDK); the rules refuse every browser write.
 */
export interface SendRecorder {
  /** Stores the record under a new id and answers it as stored. */
  record(entry: NewSendRecord): Promise<SendRecord>;
}
export const SendRecorder = token<SendRecorder>('SendRecorder');

/** The browser's read of the send records of a brand it sees. */
export interface SendHistory {
  /** The brand's records, newest first, at most `limit`. */
  list(brandId: string, limit: number): Promise<readonly SendRecord[]>;
  /** The newest record of one requirement, or null. */
  latest(brandId: string, requirementId: string): Promise<SendRecord | null>;
}
export const SendHistory = token<SendHistory>('SendHistory');
