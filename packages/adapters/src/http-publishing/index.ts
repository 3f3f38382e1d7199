export { DEFAULT_SCHEDULING_TIMEOUT_MS, HttpSchedulingGateway } from './http-scheduling-gateway.js';
export type { HttpPublishingOptions } from './http-scheduling-gateway.js';
export { DEFAULT_LINKEDIN_GATEWAY_TIMEOUT_MS, HttpLinkedInGateway } from './http-linkedin-gateway.js';
