// Every function's container, one file each (packages/functions/build.mjs bundles each
// function apart, so a function's module graph holds only its own routes and ports): the
// account endpoints, the audit triggers, the ai status, the content commands, scheduling and
// LinkedIn.
export { functionContainer } from './function-container.js';
export type { FunctionSpec, Instances } from './function-container.js';
export { createFunctionsContainer, FUNCTIONS_USE_CASES } from './account-container.js';
export { AUDIT_FUNCTION_USE_CASES, createAuditContainer } from './audit-container.js';
export { AI_FUNCTION_USE_CASES, createAiContainer } from './ai-container.js';
export {
  createLinkedInContainer,
  createSchedulerContainer,
  LINKEDIN_FUNCTION_USE_CASES,
  SCHEDULER_FUNCTION_USE_CASES,
} from './publishing-containers.js';
export { createContentContainer } from './content-container.js';
export type { ContentContainerOptions } from './content-container.js';
