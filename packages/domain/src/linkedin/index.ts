export {
  LinkedInClient,
  LinkedInAuthStates,
  LinkedInTokenVault,
  LinkedInConnectionStore,
  LinkedInConnectionReader,
  RandomTokens,
  LinkedInGateway,
  LINKEDIN_STATE_TTL_MS,
} from '../ports/linkedin-oauth.js';
export type {
  LinkedInAuthorization,
  LinkedInTokenGrant,
  LinkedInImage,
  LinkedInPostRequest,
  LinkedInAuthState,
  StateConsumption,
  StoredLinkedInLink,
  StoredLinkedInTokens,
} from '../ports/linkedin-oauth.js';
export { LinkedInOrganizationUseCases } from '../use-cases/linkedin-organization.js';
export { LinkedInPanelUseCases } from '../use-cases/linkedin-panel.js';
export type { LinkedInStatus } from '../use-cases/linkedin-panel.js';
export { LinkedInUseCases } from '../use-cases/linkedin.js';
export type { LinkedInConnection, LinkedInCallbackOutcome } from './connection.js';
