import { checkAccountId } from '@estudio/domain/accounts';
import { type ContentKind, type SchedulingKey } from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import { isFields, type Parsed } from './account-requests.js';

/*
 * The JSON body of the `scheduler` function's routes (docs/product.md, "The scheduler
 * endpoint"): {brandId, requirementId}, plain document ids ({brandId} for `health`). Nothing else is read: the
 * planning, the caption, the media and the Metricool blog id come from the stored brand and
 * requirement, never from the browser. Fields the body should not have are ignored.
 */

/** The largest body a scheduler route takes: two ids fit with room to spare. */
export const MAX_SCHEDULER_BODY_BYTES = 8 * 1024;

/** Each route and the kind of content it sends. */
export const SCHEDULER_ROUTES = {
  'schedule-carousel': 'carousel',
  'schedule-video': 'video',
} as const satisfies Record<string, ContentKind>;
export type SchedulerRouteName = keyof typeof SCHEDULER_ROUTES;

export const isSchedulerRoute = (route: string): route is SchedulerRouteName =>
  Object.prototype.hasOwnProperty.call(SCHEDULER_ROUTES, route);

/** POST health {brandId}: whether the brand's Metricool blog id answers ('Estado de las conexiones'). */
export const HEALTH_ROUTE = 'health';

const m = Messages.endpoints;

/** The health route's body read into the brand's id, or the refusal naming the field. */
export const parseHealthBrandId = (body: unknown): Parsed<string> => {
  if (!isFields(body)) return { ok: false, error: m.bodyNotObject };
  const value = body['brandId'];
  if (typeof value !== 'string') return { ok: false, error: m.fieldRequired('brandId') };
  return checkAccountId('brandId', value);
};

/** The body read into the key of the requirement to send, or the refusal naming the first field at fault. */
export const parseSchedulingKey = (body: unknown): Parsed<SchedulingKey> => {
  if (!isFields(body)) return { ok: false, error: m.bodyNotObject };
  const ids: Record<string, string> = {};
  for (const field of ['brandId', 'requirementId'] as const) {
    const value = body[field];
    if (typeof value !== 'string') return { ok: false, error: m.fieldRequired(field) };
    const id = checkAccountId(field, value);
    if (!id.ok) return id;
    ids[field] = id.value;
  }
  return { ok: true, value: { brandId: ids['brandId'] ?? '', requirementId: ids['requirementId'] ?? '' } };
};
