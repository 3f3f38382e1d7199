import type { LinkedInConnection } from '../linkedin/connection.js';
import { token } from '../shared/token.js';

/*
 * The LinkedIn connection on the server (the `linkedin` function): a single-use state, the
 * code exchanged with the client secret, the tokens in a server-only collection, and the
 * browser told only what it needs. docs/product.md, "LinkedIn".
 */

/** What LinkedIn's token endpoint answered (POST {authUrl}/accessToken). */
export interface LinkedInTokenGrant {
  readonly accessToken: string;
  /** Seconds the access token lives (expires_in). */
  readonly expiresInSeconds: number;
  readonly refreshToken?: string;
  readonly refreshTokenExpiresInSeconds?: number;
  /** The scopes granted (scope, split on commas or spaces). */
  readonly scopes: readonly string[];
}

/** An image for a post: bytes read from our own bucket. */
export interface LinkedInImage {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** A post for an organization's page: text, and an image when there is one. */
export interface LinkedInPostRequest {
  readonly accessToken: string;
  readonly organizationId: string;
  readonly text: string;
  readonly image?: LinkedInImage;
}

/**
 * LinkedIn's OAuth 2.0 (authorization code) and Posts API, or the local sandbox speaking the
 * same. Client id, secret, redirect URI, scopes and API version come from configuration.
 * Failures are DomainError('upstream', Spanish text with LinkedIn's reason).
 */
export interface LinkedInClient {
  /** {authUrl}/authorization?response_type=code&client_id&redirect_uri&state&scope. */
  authorizationUrl(state: string): string;
  /** POST {authUrl}/accessToken (form: grant_type=authorization_code, code, redirect_uri, client_id, client_secret). */
  exchangeCode(code: string): Promise<LinkedInTokenGrant>;
  /**
   * POST {authUrl}/accessToken (form: grant_type=refresh_token, refresh_token, client_id,
   * client_secret): a new access token, and the refresh token with its remaining life.
   */
  refresh(refreshToken: string): Promise<LinkedInTokenGrant>;
  /** POST {authUrl}/revoke (form: client_id, client_secret, token). */
  revoke(accessToken: string): Promise<void>;
  /**
   * POST {apiUrl}/posts as urn:li:organization:{organizationId}, after POST
   * {apiUrl}/images?action=initializeUpload and a PUT of the bytes when there is an image.
   * Answers the post's URN (x-restli-id).
   */
  publish(request: LinkedInPostRequest): Promise<{ readonly postUrn: string }>;
  /** True when it points at the local sandbox. */
  readonly sandbox: boolean;
}
export const LinkedInClient = token<LinkedInClient>('LinkedInClient');

/** linkedinAuthStates/{state}: one authorization in progress. */
export interface LinkedInAuthState {
  readonly state: string;
  /**
   * The digest of the single-use nonce `auth` set in the browser's cookie: the callback is
   * accepted only from a browser holding the nonce. The nonce itself is never stored.
   */
  readonly nonceHash: string;
  readonly uid: string;
  readonly brandId: string;
  readonly organizationId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** How long a state may be answered: 10 minutes (the browser's nonce cookie lives as long). */
export const LINKEDIN_STATE_TTL_MS = 600_000;

/** The scheduled refresh renews every access token that expires within this: 7 days. */
export const LINKEDIN_REFRESH_WINDOW_MS = 7 * 24 * 3_600_000;

/** What consuming a state found. */
export type StateConsumption =
  | { readonly kind: 'valid'; readonly state: LinkedInAuthState }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'used' }
  | { readonly kind: 'expired' };

/** linkedinAuthStates/{state} (server-only): saved by auth, consumed once by the callback. */
export interface LinkedInAuthStates {
  save(state: LinkedInAuthState): Promise<void>;
  /** In one transaction: unknown, used or expired (at `now`), else marks it used and answers it. */
  consume(state: string, now: Date): Promise<StateConsumption>;
}
export const LinkedInAuthStates = token<LinkedInAuthStates>('LinkedInAuthStates');

/** linkedinTokens/{uid} (server-only): the tokens themselves. */
export interface StoredLinkedInTokens {
  readonly accessToken: string;
  readonly expiresAt: Date;
  readonly refreshToken: string | null;
  readonly refreshTokenExpiresAt: Date | null;
  readonly scopes: readonly string[];
  readonly organizationId: string;
  readonly brandId: string;
  readonly connectedAt: Date;
}

/** One user's stored tokens, as the scheduled refresh lists them. */
export interface StoredLinkedInLink {
  readonly uid: string;
  readonly tokens: StoredLinkedInTokens;
}

export interface LinkedInTokenVault {
  get(uid: string): Promise<StoredLinkedInTokens | null>;
  /** Every stored link whose access token expires at or before `deadline` (expired ones too). */
  expiringBy(deadline: Date): Promise<readonly StoredLinkedInLink[]>;
  save(uid: string, tokens: StoredLinkedInTokens): Promise<void>;
  remove(uid: string): Promise<void>;
}
export const LinkedInTokenVault = token<LinkedInTokenVault>('LinkedInTokenVault');

/**
 * users/{uid}/linkedin/default as the server writes it: what the console needs, never a
 * token. `remove` deletes the document.
 */
export interface LinkedInConnectionStore {
  get(uid: string): Promise<LinkedInConnection | null>;
  save(uid: string, connection: LinkedInConnection): Promise<void>;
  remove(uid: string): Promise<void>;
}
export const LinkedInConnectionStore = token<LinkedInConnectionStore>('LinkedInConnectionStore');

/** users/{uid}/linkedin/default as the browser reads it (its own only, by the rules). */
export interface LinkedInConnectionReader {
  get(uid: string): Promise<LinkedInConnection | null>;
}
export const LinkedInConnectionReader = token<LinkedInConnectionReader>('LinkedInConnectionReader');

/** Random, URL-safe, unguessable text (32 bytes from node:crypto, base64url). */
export interface RandomTokens {
  next(): string;
}
export const RandomTokens = token<RandomTokens>('RandomTokens');

/**
 * What POST auth answers: the URL the browser goes to, and whether it is the local sandbox
 * standing in for LinkedIn (the console then says so). The browser's nonce travels in a
 * cookie the function sets, never in this answer.
 */
export interface LinkedInAuthorization {
  readonly url: string;
  readonly sandbox: boolean;
}

/**
 * The browser's client of the linkedin function: POST auth {brandId} answers the URL to go
 * to; POST disconnect. Refusals are DomainErrors with the server's Spanish `error`.
 */
export interface LinkedInGateway {
  authorize(brandId: string): Promise<LinkedInAuthorization>;
  disconnect(): Promise<void>;
}
export const LinkedInGateway = token<LinkedInGateway>('LinkedInGateway');
