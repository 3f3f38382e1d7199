import { token } from '../shared/token.js';

/** The fixed scheduler user id (configuration, not shown in the spec): the `userId` of every Metricool call. */
export interface SchedulerSettings {
  readonly schedulerUserId: string;
}
export const SchedulerSettings = token<SchedulerSettings>('SchedulerSettings');
