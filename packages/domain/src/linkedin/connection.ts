/**
 * users/{uid}/linkedin/default: what the console knows about a user's LinkedIn link. The
 * spec keeps the access token in that document; we keep every token server-side
 * (linkedinTokens/{uid}) and write only this (docs/product.md, "LinkedIn").
 */
export interface LinkedInConnection {
  readonly connected: boolean;
  /** When the access token stops working; null when not connected. */
  readonly expiresAt: Date | null;
  /** The organization the token was granted for. */
  readonly organizationId: string;
  /** The brand whose 'Conectar LinkedIn' made the link. */
  readonly brandId: string;
  readonly connectedAt: Date | null;
  /** Made through the local sandbox (npm start), not LinkedIn: the console labels it so. */
  readonly sandbox: boolean;
  /**
   * The access token expires within 7 days (or has expired) and the scheduled refresh could
   * not renew it (no refresh token, the refresh token expired, or LinkedIn refused): the user
   * must connect again. A refresh or a new connection writes false; a stored document
   * without it reads false.
   */
  readonly refreshFailed: boolean;
}

/** Connected and not expired at `now` (the 'Conectado con LinkedIn' indicator, the pre-flight check). */
export const isLinkedInUsable = (connection: LinkedInConnection | null | undefined, now: Date): boolean =>
  connection !== null &&
  connection !== undefined &&
  connection.connected &&
  connection.expiresAt !== null &&
  connection.expiresAt.getTime() > now.getTime();

/** Why a callback was refused: the console maps each to its Spanish text (/socialmedia?linkedin=…). */
export type LinkedInCallbackProblem =
  | 'cancelled'
  | 'missing-state'
  | 'unknown-state'
  | 'used-state'
  | 'expired-state'
  | 'browser-mismatch'
  | 'exchange-failed';

/** The callback's outcome, turned into a redirect back to /socialmedia. */
export type LinkedInCallbackOutcome =
  | { readonly outcome: 'connected'; readonly brandId: string }
  | { readonly outcome: 'refused'; readonly problem: LinkedInCallbackProblem };
