export {
  SchedulerSettings,
  SchedulerClient,
  SchedulingLedger,
  ContentDigester,
  SchedulerTarget,
  SchedulingGateway,
  CLAIM_TTL_MS,
} from '../ports/scheduling.js';
export type { SchedulerQuery, CreatedDraft, SendClaim, SchedulingKey, ScheduleAnswer } from '../ports/scheduling.js';
export type { PlanningInput } from '../use-cases/planning.js';
export { SchedulingPanelUseCases } from '../use-cases/scheduling-panel.js';
export { SchedulingUseCases } from '../use-cases/scheduling.js';
export { SchedulerHealthUseCases } from '../use-cases/scheduler-health.js';
export { ConnectionHealthViews } from '../use-cases/connection-health-views.js';
export type { ConnectionWarning, LinkedInHealth, MetricoolHealth } from './connection-health.js';
export { toBogotaDateTime } from './bogota-time.js';
export { supportsContent, networksFor } from './networks.js';
export { optionalDataOf } from './payload.js';
export { schedulingProblems } from './preflight.js';
export type { PublicationPlanning, ContentKind, DraftPost, ScheduledPostRecord } from './types.js';
