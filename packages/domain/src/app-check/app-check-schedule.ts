/** App Check timing (docs/product.md, "App Check"). All values in milliseconds. */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Refresh margin: after half the lifetime, and before expiry. */
export const REFRESH_MARGIN_MS = 5 * MINUTE;
export const RETRY_MIN_MS = 30 * SECOND;
export const RETRY_MAX_MS = 16 * MINUTE;
/** 403 and 404 mean the app is not allowed: wait a day rather than hammer the service. */
export const THROTTLE_FORBIDDEN_MS = 24 * HOUR;
export const THROTTLE_BASE_MS = 1 * SECOND;
export const THROTTLE_MAX_MS = 4 * HOUR;
/** Jitter spreads the throttled wait by up to half of it either way. */
const THROTTLE_JITTER_FACTOR = 0.5;

/** Attempts are counts: negative, fractional or non-finite values are read as whole numbers ≥ 0. */
const attemptCount = (attempt: number): number =>
  Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : attempt > 0 ? Number.MAX_SAFE_INTEGER : 0;

/**
 * How long from now until the proactive refresh: at issuedAt + half the lifetime + 5 min,
 * but never later than 5 min before expiry, and never negative (overdue means now).
 */
export const nextRefreshDelay = (times: {
  readonly issuedAtMs: number;
  readonly expiresAtMs: number;
  readonly nowMs: number;
}): number => {
  const { issuedAtMs, expiresAtMs, nowMs } = times;
  const halfLife = issuedAtMs + (expiresAtMs - issuedAtMs) / 2 + REFRESH_MARGIN_MS;
  const refreshAt = Math.min(halfLife, expiresAtMs - REFRESH_MARGIN_MS);
  return Math.max(0, refreshAt - nowMs);
};

/** Retry after a failed refresh: 30 s, 1 min, 2 min … doubling, at most 16 min. Attempt 0 is the first retry. */
export const retryBackoff = (attempt: number): number => {
  const n = attemptCount(attempt);
  // 2^6 already exceeds the ratio max/min, so larger exponents need not be computed.
  return Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.min(n, 6));
};

/**
 * How long to stop asking after an exchange failed with an HTTP status: 24 h for 403 and
 * 404; otherwise 1 s doubling per attempt, spread by ±50 % with the given jitter in [0, 1)
 * (0.5 means no spread), capped at 4 h.
 */
export const throttleDelay = (input: {
  readonly status: number;
  readonly attempt: number;
  readonly jitter: number;
}): number => {
  if (input.status === 403 || input.status === 404) return THROTTLE_FORBIDDEN_MS;
  // 2^14 s already exceeds 4 h even with the lowest jitter.
  const base = THROTTLE_BASE_MS * 2 ** Math.min(attemptCount(input.attempt), 16);
  const jitter = Number.isFinite(input.jitter) ? Math.min(Math.max(input.jitter, 0), 1) : 0.5;
  const spread = Math.round(THROTTLE_JITTER_FACTOR * base * (jitter - 0.5) * 2);
  return Math.min(THROTTLE_MAX_MS, base + spread);
};

/** The exchange answer's ttl, a number of seconds with an 's' suffix ('3600s'); null when malformed. */
export const parseTtl = (ttl: string): number | null => {
  const match = /^\s*(\d+(?:\.\d+)?)s\s*$/.exec(ttl);
  return match ? Math.round(Number(match[1]) * SECOND) : null;
};
