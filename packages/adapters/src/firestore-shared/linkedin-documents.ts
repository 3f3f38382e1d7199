import type { LinkedInAuthState, LinkedInConnection, StoredLinkedInTokens } from '@estudio/domain/linkedin';
import { textOr, toDate, type DocumentFields } from './stored-values.js';

/*
 * The LinkedIn link in three places (docs/product.md, "LinkedIn"):
 * - users/{uid}/linkedin/default: what the console needs (connected, expiry, organization,
 *   brand, connected at, through the sandbox or not), never a token; the linkedin function writes it, its user reads it;
 * - linkedinTokens/{uid}: the tokens, the linkedin function's alone;
 * - linkedinAuthStates/{state}: one authorization in progress, consumed once by the callback.
 * Dates go in as Dates (both SDKs store Timestamps) and come out as Dates.
 */

/** users/{uid}/linkedin/default as the console reads it; null when it says nothing usable. */
export const linkedInConnectionFromDocument = (data: DocumentFields | undefined): LinkedInConnection | null => {
  if (data === undefined) return null;
  return {
    connected: data['connected'] === true,
    expiresAt: toDate(data['expiresAt']),
    organizationId: textOr(data['organizationId'], ''),
    brandId: textOr(data['brandId'], ''),
    connectedAt: toDate(data['connectedAt']),
    sandbox: data['sandbox'] === true,
    // Written by the scheduled refresh; a document from before it reads false.
    refreshFailed: data['refreshFailed'] === true,
  };
};

/** The connection's document: exactly these fields, no token. */
export const linkedInConnectionToDocument = (connection: LinkedInConnection): Record<string, unknown> => ({
  connected: connection.connected,
  expiresAt: connection.expiresAt === null ? null : new Date(connection.expiresAt.getTime()),
  organizationId: connection.organizationId,
  brandId: connection.brandId,
  connectedAt: connection.connectedAt === null ? null : new Date(connection.connectedAt.getTime()),
  sandbox: connection.sandbox,
  refreshFailed: connection.refreshFailed,
});

/** linkedinTokens/{uid}; null when it lacks a token or its expiry. */
export const linkedInTokensFromDocument = (data: DocumentFields | undefined): StoredLinkedInTokens | null => {
  const accessToken = data?.['accessToken'];
  const expiresAt = toDate(data?.['expiresAt']);
  if (data === undefined || typeof accessToken !== 'string' || accessToken === '' || expiresAt === null) return null;
  const refreshToken = data['refreshToken'];
  const scopes = data['scopes'];
  return {
    accessToken,
    expiresAt,
    refreshToken: typeof refreshToken === 'string' && refreshToken !== '' ? refreshToken : null,
    refreshTokenExpiresAt: toDate(data['refreshTokenExpiresAt']),
    scopes: Array.isArray(scopes) ? scopes.filter((scope): scope is string => typeof scope === 'string') : [],
    organizationId: textOr(data['organizationId'], ''),
    brandId: textOr(data['brandId'], ''),
    connectedAt: toDate(data['connectedAt']) ?? expiresAt,
  };
};

export const linkedInTokensToDocument = (tokens: StoredLinkedInTokens): Record<string, unknown> => ({
  accessToken: tokens.accessToken,
  expiresAt: new Date(tokens.expiresAt.getTime()),
  refreshToken: tokens.refreshToken,
  refreshTokenExpiresAt:
    tokens.refreshTokenExpiresAt === null ? null : new Date(tokens.refreshTokenExpiresAt.getTime()),
  scopes: [...tokens.scopes],
  organizationId: tokens.organizationId,
  brandId: tokens.brandId,
  connectedAt: new Date(tokens.connectedAt.getTime()),
});

/**
 * linkedinAuthStates/{state} as saved (the state is the document id; `used` is added on
 * consumption): the digest of the browser's nonce, never the nonce.
 */
export const linkedInAuthStateToDocument = (state: LinkedInAuthState): Record<string, unknown> => ({
  nonceHash: state.nonceHash,
  uid: state.uid,
  brandId: state.brandId,
  organizationId: state.organizationId,
  createdAt: new Date(state.createdAt.getTime()),
  expiresAt: new Date(state.expiresAt.getTime()),
  used: false,
});

/** The saved state, or null when the document is not one. */
export const linkedInAuthStateFromDocument = (
  state: string,
  data: DocumentFields | undefined,
): LinkedInAuthState | null => {
  const createdAt = toDate(data?.['createdAt']);
  const expiresAt = toDate(data?.['expiresAt']);
  const uid = data?.['uid'];
  if (data === undefined || typeof uid !== 'string' || uid === '' || createdAt === null || expiresAt === null) {
    return null;
  }
  return {
    state,
    // A state saved without one matches no browser.
    nonceHash: textOr(data['nonceHash'], ''),
    uid,
    brandId: textOr(data['brandId'], ''),
    organizationId: textOr(data['organizationId'], ''),
    createdAt,
    expiresAt,
  };
};
