export {
  SchedulerSettings,
  SchedulerClient,
  SchedulingLedger,
  ContentDigester,
  SchedulerTarget,
  SchedulingGateway,
  CLAIM_TTL_MS,
  SendRecorder,
  SendHistory,
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
export { SchedulerHealthUseCases } from '../use-cases/scheduler-health.js';
export { ConnectionHealthViews } from '../use-cases/connection-health-views.js';
export type { ConnectionWarning, LinkedInHealth, MetricoolHealth } from './connection-health.js';
export { SCHEDULING_TIMEZONE, toBogotaDateTime } from './bogota-time.js';
export { supportsContent, networksFor } from './networks.js';
export { optionalDataOf } from './payload.js';
export { schedulingProblems } from './preflight.js';
export type { PlannedPost } from './preflight.js';
export { networkPreview } from './preview.js';
export type { NetworkPreview, CutText } from './preview.js';
export { SendViews } from '../use-cases/send-views.js';
export { SEND_OUTCOMES, type SendOutcome, type SendRecord, type NewSendRecord } from './send-record.js';
export type { BestTimeEntry, BestTimeWindow } from './best-time.js';
export { FIRST_COMMENT_MAX, takesFirstComment } from './first-comment.js';
export type { PublicationPlanning, ContentKind, DraftPost, ScheduledPostRecord, SchedulerNetwork } from './types.js';
export { CalendarViews } from '../use-cases/calendar-views.js';
export { addDays, calendarKindOf, dropDate, layOutCalendar, mayPlan, shiftView, viewDays } from './calendar.js';
export type { CalendarItem, CalendarView } from './calendar.js';
export type { SpreadOutcome } from '../use-cases/planning.js';
