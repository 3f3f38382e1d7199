export { DEFAULT_AI_STATUS_TIMEOUT_MS, HttpAiStatus, kindForStatus } from './http-ai-status.js';
export type { HttpAiStatusOptions } from './http-ai-status.js';
