export { DEFAULT_AI_STATUS_TIMEOUT_MS, HttpAiStatus } from './http-ai-status.js';
export { kindForStatus } from '../http-shared/function-post.js';
export type { HttpAiStatusOptions } from './http-ai-status.js';
