import type { DraftPost, VideoScheduleRequest } from '../scheduling/types.js';
import { token } from '../shared/token.js';

/** The scheduling service (Metricool): posts always go as drafts. */
export interface Scheduler {
  /** GET normalize-image-url: a media URL the scheduler accepts for an image or video URL. */
  normalizeMediaUrl(url: string): Promise<string>;
  /** POST scheduler posts with blogId and userId as query. */
  createDraft(query: { blogId: string; userId: string }, post: DraftPost): Promise<void>;
  /** Video scheduling with media URLs and optionalData. */
  scheduleVideo(request: VideoScheduleRequest): Promise<void>;
}
export const Scheduler = token<Scheduler>('Scheduler');

/** The fixed scheduler user id (configuration, not shown in the spec). */
export interface SchedulerSettings {
  readonly schedulerUserId: string;
}
export const SchedulerSettings = token<SchedulerSettings>('SchedulerSettings');
