export {
  SchedulerSettings,
  SchedulerClient,
  SchedulingLedger,
  ContentDigester,
  SchedulerTarget,
  SchedulingGateway,
  CLAIM_TTL_MS,
} from '../ports/scheduling.js';
export type {
  SchedulerQuery,
  CreatedDraft,
  SendClaim,
  SchedulingKey,
  ScheduleAnswer,
  BestTimesRequest,
  BestTimesAnswer,
  BestTimeProposal,
} from '../ports/scheduling.js';
export type { PlanningInput } from '../use-cases/planning.js';
export { SchedulingPanelUseCases } from '../use-cases/scheduling-panel.js';
export { SchedulingUseCases } from '../use-cases/scheduling.js';
export { SCHEDULING_TIMEZONE, toBogotaDateTime } from './bogota-time.js';
export type { BestTimeEntry, BestTimeWindow } from './best-time.js';
export { FIRST_COMMENT_MAX, takesFirstComment } from './first-comment.js';
export { supportsContent, networksFor } from './networks.js';
export { optionalDataOf } from './payload.js';
export { schedulingProblems } from './preflight.js';
export type { PublicationPlanning, ContentKind, DraftPost, ScheduledPostRecord, SchedulerNetwork } from './types.js';
