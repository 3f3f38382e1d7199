export {
  DEFAULT_AI_STATUS_TIMEOUT_MS,
  DEFAULT_AI_TIMEOUT_MS,
  DEFAULT_VIDEO_SUMMARY_TIMEOUT_MS,
  HttpAiServices,
  kindForStatus,
} from './http-ai-services.js';
export type { HttpAiServicesOptions } from './http-ai-services.js';
