// Scheduling to Metricool and the LinkedIn connection on the server: @estudio/adapters/publishing.
// Node-only (firebase-admin, node:crypto, the client secrets): only the scheduler, linkedin
// and sandbox functions import it, and no browser bundle ever contains it.

export {
  DEFAULT_LINKEDIN_API_URL,
  DEFAULT_LINKEDIN_API_VERSION,
  DEFAULT_LINKEDIN_AUTH_URL,
  DEFAULT_LINKEDIN_SCOPES,
  DEFAULT_METRICOOL_URL,
  SANDBOX_CREDENTIALS,
  SANDBOX_PATHS,
  isSandboxUrl,
  publishingSettings,
} from './publishing/publishing-settings.js';
export type { MetricoolSettings, PublishingEnvironment, PublishingSettings } from './publishing/publishing-settings.js';
export { publishingPortBindings } from './publishing/publishing-bindings.js';
export { DEFAULT_METRICOOL_TIMEOUT_MS, MetricoolSchedulerClient } from './metricool/metricool-scheduler-client.js';
export type { MetricoolSchedulerClientOptions } from './metricool/metricool-scheduler-client.js';
export { DEFAULT_LINKEDIN_TIMEOUT_MS, LinkedInHttpClient } from './linkedin/linkedin-http-client.js';
export type { LinkedInClientSettings, LinkedInHttpClientOptions } from './linkedin/linkedin-http-client.js';
export { FirestoreAdminSchedulingLedger } from './firestore-admin/firestore-admin-scheduling-ledger.js';
export { FirestoreAdminSendRecords } from './firestore-admin/firestore-admin-send-records.js';
export {
  FirestoreAdminLinkedInAuthStates,
  FirestoreAdminLinkedInConnectionStore,
  FirestoreAdminLinkedInTokenVault,
} from './firestore-admin/firestore-admin-linkedin.js';
export { NodeContentDigester, NodeRandomTokens } from './system/node-publishing-support.js';
