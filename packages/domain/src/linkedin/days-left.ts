/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/**
 * Whole days left before a LinkedIn access token expires, at `now` (docs/product.md,
 * "Estado de las conexiones"): rounded down, so the last day (less than 24 hours left) is 0;
 * null once it has expired (its expiry is now or past).
 */
export const linkedInDaysLeft = (expiresAt: Date, now: Date): number | null => {
  const left = expiresAt.getTime() - now.getTime();
  return left > 0 ? Math.floor(left / DAY_MS) : null;
};
