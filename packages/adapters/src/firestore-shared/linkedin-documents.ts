import type { DocumentFields } from './stored-values.js';

/*
 * LinkedIn credentials live in two documents: users/{uid}/linkedin/default holds the
 * token and is readable only server side; users/{uid}/linkedin/status holds
 * {connected} and is what the browser reads. The server writes both together.
 */

/** users/{uid}/linkedin/default. */
export const linkedInTokenDocument = (accessToken: string): Record<string, unknown> => ({ accessToken });

/** users/{uid}/linkedin/status: an empty token is no connection. */
export const linkedInStatusDocument = (accessToken: string): Record<string, unknown> => ({
  connected: accessToken.length > 0,
});

/** Whether a token document (or its absence) holds a usable token. */
export const hasLinkedInToken = (data: DocumentFields | undefined): boolean => {
  const token = data?.['accessToken'];
  return typeof token === 'string' && token.length > 0;
};

/** Whether a status document (or its absence) says connected. */
export const isLinkedInConnected = (data: DocumentFields | undefined): boolean => data?.['connected'] === true;
