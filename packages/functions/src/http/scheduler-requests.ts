import { checkAccountId } from '@estudio/domain/accounts';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@estudio/domain/brands';
import { type BestTimesRequest, type ContentKind, type SchedulingKey } from '@estudio/domain/scheduling';
import { hasControlCharacters, Messages } from '@estudio/domain/shared';
import { isFields, type Parsed } from './account-requests.js';

/*
 * The JSON body of the `scheduler` function's routes (docs/product.md, "The scheduler
 * endpoint"): {brandId, requirementId}, plain document ids ({brandId} for `health`), and the
 * sends' optional `overrideReason` (why to send despite the brand review's blocking findings,
 * docs/product.md, "Revisión de marca": a text, checked for 10-500 characters by the use case,
 * which alone decides whether one is needed). Nothing else is read: the
 * planning, the caption, the media and the Metricool blog id come from the stored brand and
 * requirement, never from the browser. Fields the body should not have are ignored.
 * best-times takes {brandId, networks}: the brand's id and the networks' names as the console
 * spells them (each one of the seven, at most seven).
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
/** 'Mejor momento': the next best slot of each network asked. */
export const BEST_TIMES_ROUTE = 'best-times';

const m = Messages.endpoints;

/** The health route's body read into the brand's id, or the refusal naming the field. */
export const parseHealthBrandId = (body: unknown): Parsed<string> => {
  if (!isFields(body)) return { ok: false, error: m.bodyNotObject };
  const value = body['brandId'];
  if (typeof value !== 'string') return { ok: false, error: m.fieldRequired('brandId') };
  return checkAccountId('brandId', value);
};

/** The longest override reason read off the wire: the use case refuses more than 500 characters trimmed with its own words. */
export const MAX_OVERRIDE_REASON_CHARS = 2000;

/** The optional overrideReason: absent, or a text without control characters (new lines and tabs allowed). */
const parseOverrideReason = (value: unknown): Parsed<string | undefined> => {
  const field = 'overrideReason';
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value !== 'string') return { ok: false, error: m.fieldNotText(field) };
  if (value.length > MAX_OVERRIDE_REASON_CHARS) {
    return { ok: false, error: m.fieldTooLong(field, MAX_OVERRIDE_REASON_CHARS) };
  }
  if (hasControlCharacters(value.replace(/[\n\r\t]/g, ''))) return { ok: false, error: m.controlCharacters(field) };
  return { ok: true, value };
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
  const reason = parseOverrideReason(body['overrideReason']);
  if (!reason.ok) return reason;
  const key = { brandId: ids['brandId'] ?? '', requirementId: ids['requirementId'] ?? '' };
  return { ok: true, value: reason.value === undefined ? key : { ...key, overrideReason: reason.value } };
};

/** A best-times body: the brand's id and the networks asked, or the refusal naming the field at fault. */
export const parseBestTimesRequest = (body: unknown): Parsed<BestTimesRequest> => {
  if (!isFields(body)) return { ok: false, error: m.bodyNotObject };
  const brandId = body['brandId'];
  if (typeof brandId !== 'string') return { ok: false, error: m.fieldRequired('brandId') };
  const id = checkAccountId('brandId', brandId);
  if (!id.ok) return id;
  const networks = body['networks'];
  if (!Array.isArray(networks)) return { ok: false, error: m.fieldNotTextList('networks') };
  if (networks.length > SOCIAL_NETWORKS.length) {
    return { ok: false, error: m.fieldTooManyItems('networks', SOCIAL_NETWORKS.length) };
  }
  const read: SocialNetwork[] = [];
  for (const name of networks) {
    if (typeof name !== 'string') return { ok: false, error: m.fieldNotTextList('networks') };
    const network = SOCIAL_NETWORKS.find((known) => known === name);
    if (network === undefined) return { ok: false, error: Messages.scheduling.unknownNetwork(name.slice(0, 40)) };
    read.push(network);
  }
  return { ok: true, value: { brandId: id.value, networks: read } };
};
