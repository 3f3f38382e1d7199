import type { SchedulerSettings } from '../ports/scheduling.js';

/** The scheduler user id as a plain value, for tests and local runs. */
export class StaticSchedulerSettings implements SchedulerSettings {
  constructor(readonly schedulerUserId = 'scheduler-user-1') {}
}
