import type { LinkedInConnection } from '../linkedin/connection.js';
import { DAY_MS, linkedInDaysLeft } from '../linkedin/days-left.js';

/*
 * The health of a brand's publishing connections ('Estado de las conexiones' on /socialmedia
 * and the shell's warning; docs/product.md, "Estado de las conexiones"): the user's LinkedIn
 * connection with its days left, and whether the brand's Metricool blog id answers.
 */

/** A connection that expires within this many days is warned about. */
export const EXPIRY_WARNING_DAYS = 7;

/** What the scheduler function answered for the brand's Metricool blog id. */
export type MetricoolHealth =
  | { readonly status: 'ok' }
  /** The brand has no Metricool blog id (idMetrics): set it in the brand form. */
  | { readonly status: 'not-configured' }
  /** Metricool (or the check itself) failed: its Spanish reason. */
  | { readonly status: 'failing'; readonly reason: string };

/** The user's LinkedIn connection as the health section shows it. */
export type LinkedInHealth =
  | { readonly status: 'not-connected' }
  | {
      readonly status: 'connected';
      readonly expiresAt: Date;
      /** Whole days left, rounded down (0 on the last day). */
      readonly daysLeft: number;
      /** It cannot be refreshed before it expires (the linkedin function wrote so). */
      readonly refreshFailed: boolean;
    }
  | { readonly status: 'expired'; readonly expiresAt: Date };

/** A connection that needs action, and which: the screen shows each with the action that fixes it. */
export type ConnectionWarning =
  | { readonly kind: 'linkedin-expired'; readonly expiresAt: Date }
  | { readonly kind: 'linkedin-refresh-failed'; readonly daysLeft: number }
  | { readonly kind: 'linkedin-expiring'; readonly daysLeft: number }
  | { readonly kind: 'metricool-failing'; readonly reason: string };

export interface ConnectionHealth {
  readonly brandId: string;
  readonly linkedIn: LinkedInHealth;
  readonly metricool: MetricoolHealth;
  /** Empty when nothing needs action (the shell then shows no warning). */
  readonly warnings: readonly ConnectionWarning[];
}

/** The stored connection at `now`: not connected, connected with its days left, or expired. */
export const linkedInHealthOf = (connection: LinkedInConnection | null, now: Date): LinkedInHealth => {
  if (connection === null || !connection.connected || connection.expiresAt === null) return { status: 'not-connected' };
  const { expiresAt } = connection;
  const daysLeft = linkedInDaysLeft(expiresAt, now);
  if (daysLeft === null) return { status: 'expired', expiresAt };
  return { status: 'connected', expiresAt, daysLeft, refreshFailed: connection.refreshFailed };
};

/**
 * Which connections need action: LinkedIn expired, or one that cannot be refreshed, or one
 * that expires within EXPIRY_WARNING_DAYS (one warning per connection, the gravest); Metricool
 * failing. A LinkedIn never connected and a brand without a Metricool blog id are states the
 * section shows, not warnings: a brand may not publish there.
 */
export const connectionWarnings = (
  linkedIn: LinkedInHealth,
  metricool: MetricoolHealth,
  now: Date,
): readonly ConnectionWarning[] => {
  const warnings: ConnectionWarning[] = [];
  if (linkedIn.status === 'expired') warnings.push({ kind: 'linkedin-expired', expiresAt: linkedIn.expiresAt });
  if (linkedIn.status === 'connected') {
    const { daysLeft } = linkedIn;
    if (linkedIn.refreshFailed) warnings.push({ kind: 'linkedin-refresh-failed', daysLeft });
    else if (linkedIn.expiresAt.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * DAY_MS) {
      warnings.push({ kind: 'linkedin-expiring', daysLeft });
    }
  }
  if (metricool.status === 'failing') warnings.push({ kind: 'metricool-failing', reason: metricool.reason });
  return warnings;
};
