import type { SocialNetwork } from '../brands/brand.js';
import { fromBogotaDateTime, SCHEDULING_TIMEZONE, toBogotaDateTime } from './bogota-time.js';

/*
 * 'Mejor momento' (docs/product.md, "Scheduling (Metricool)", "Best time and first comment"):
 * Metricool scores each hour of each weekday by when the brand's audience is active on a
 * network (its best-times endpoint), and the planning panel proposes the next such hour in
 * America/Bogota. Pure: `now` comes from the Clock port.
 */

/** One scored hour: the weekday (0 = Sunday … 6 = Saturday) and hour (0–23) in Bogotá, and Metricool's score. */
export interface BestTimeEntry {
  readonly weekday: number;
  readonly hour: number;
  readonly value: number;
}

/** The period Metricool is asked about: Bogotá wall-clock times, both ends included. */
export interface BestTimeWindow {
  readonly start: string;
  readonly end: string;
  readonly timezone: string;
}

/**
 * The networks Metricool's best-times endpoint answers for, of the seven the console schedules:
 * Metricool's own MCP server documents `provider` as twitter, facebook, instagram, linkedin,
 * youtube or tiktok; Threads and Pinterest get no proposal.
 */
export const BEST_TIME_NETWORKS: readonly SocialNetwork[] = ['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'YouTube'];

/** Whether Metricool proposes a best time for this network. */
export const hasBestTime = (network: SocialNetwork): boolean => BEST_TIME_NETWORKS.includes(network);

/** A proposed slot is at least this far ahead, so that it is still in the future when the post is sent. */
export const BEST_TIME_LEAD_MS = 15 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Whether an entry is one Metricool could mean: a weekday, an hour and a finite score. */
export const isBestTimeEntry = (entry: BestTimeEntry): boolean =>
  Number.isInteger(entry.weekday) &&
  entry.weekday >= 0 &&
  entry.weekday <= 6 &&
  Number.isInteger(entry.hour) &&
  entry.hour >= 0 &&
  entry.hour <= 23 &&
  Number.isFinite(entry.value);

/** The week Metricool is asked about: from today's midnight in Bogotá to the end of the sixth day after. */
export const bestTimeWindow = (now: Date): BestTimeWindow => {
  const today = fromBogotaDateTime(`${toBogotaDateTime(now).slice(0, 10)}T00:00:00`);
  const lastDay = toBogotaDateTime(new Date(today.getTime() + 6 * DAY_MS)).slice(0, 10);
  return { start: toBogotaDateTime(today), end: `${lastDay}T23:59:59`, timezone: SCHEDULING_TIMEZONE };
};

/** The first start of `weekday` at `hour` (Bogotá) at or after `from`. */
const nextOccurrence = (weekday: number, hour: number, from: Date): Date => {
  const local = toBogotaDateTime(from);
  const midnight = fromBogotaDateTime(`${local.slice(0, 10)}T00:00:00`);
  // Bogotá's weekday of `from`: its local date read as UTC has the same day of the week.
  const todayWeekday = new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay();
  const days = (weekday - todayWeekday + 7) % 7;
  const candidate = new Date(midnight.getTime() + days * DAY_MS + hour * HOUR_MS);
  return candidate.getTime() >= from.getTime() ? candidate : new Date(candidate.getTime() + 7 * DAY_MS);
};

/**
 * The next best slot: among the hours with the highest score, the earliest start (on the hour,
 * Bogotá time) at least BEST_TIME_LEAD_MS after `now`. Null when there is nothing to propose:
 * no entry, or no score above zero (Metricool has no posting history to learn from yet).
 */
export const nextBestSlot = (entries: readonly BestTimeEntry[], now: Date): Date | null => {
  const valid = entries.filter(isBestTimeEntry);
  const best = Math.max(0, ...valid.map((entry) => entry.value));
  if (best <= 0) return null;
  const from = new Date(now.getTime() + BEST_TIME_LEAD_MS);
  const slots = valid
    .filter((entry) => entry.value === best)
    .map((entry) => nextOccurrence(entry.weekday, entry.hour, from).getTime());
  return new Date(Math.min(...slots));
};
