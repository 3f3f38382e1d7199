import { token } from '../shared/token.js';

/** The LinkedIn connect flow: a browser redirect to the authorisation endpoint. */
export interface LinkedInAuthorizer {
  authorizationUrl(query: { uid: string; brandId: string }): string;
}
export const LinkedInAuthorizer = token<LinkedInAuthorizer>('LinkedInAuthorizer');
