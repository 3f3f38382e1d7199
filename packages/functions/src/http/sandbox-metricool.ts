import {
  header,
  isHttpUrl,
  isRecord,
  json,
  jsonBodyOf,
  type SandboxContext,
  type SandboxRequest,
  type SandboxResponse,
} from './sandbox-http.js';
import { SANDBOX_COLLECTIONS } from './sandbox-records.js';

/*
 * Metricool's stand-in: the calls the scheduler client makes (normalise a media URL, create a
 * scheduled post, read a brand for 'Estado de las conexiones', the best times of a network) with
 * Metricool's query and X-Mc-Auth checks, and the list of what it recorded. Refusals answer {message} with Metricool-like statuses, in English as the
 * real API answers (the adapter tells them in Spanish).
 */

const POSTS = SANDBOX_COLLECTIONS.metricoolPosts;

/** The checks every Metricool call passes first: the user token, and the blog and user in the query. */
const refusal = (request: SandboxRequest, context: SandboxContext): SandboxResponse | null => {
  if (header(request, 'x-mc-auth') !== context.credentials.metricoolUserToken) {
    return json(401, { message: 'Invalid or missing X-Mc-Auth token' });
  }
  const blogId = request.query['blogId'] ?? '';
  const userId = request.query['userId'] ?? '';
  if (!/^\d+$/.test(blogId)) return json(400, { message: 'blogId is required and must be numeric' });
  if (userId !== context.credentials.metricoolUserId) return json(403, { message: 'userId does not match the token' });
  return null;
};

/** GET api/actions/normalize/image/url: the URL Metricool would serve the media from (here, the same). */
export const normalizeMedia = (request: SandboxRequest, context: SandboxContext): SandboxResponse => {
  const refused = refusal(request, context);
  if (refused !== null) return refused;
  const url = request.query['url'] ?? '';
  if (!isHttpUrl(url)) return json(400, { message: 'url is required and must be an http(s) URL' });
  return { status: 200, text: url, contentType: 'text/plain; charset=utf-8' };
};

/**
 * The brands the sandbox's Metricool account holds, by blog id: the demo data's (Café Cumbre
 * Andina's idMetrics). Any other blog id is refused as Metricool refuses a brand the account
 * does not hold, so a wrong id on a brand shows as failing on `npm start`.
 */
export const SANDBOX_METRICOOL_BRANDS: Readonly<Record<string, string>> = { '4187263': 'Café Cumbre Andina' };

/** GET api/v2/settings/brands/{blogId}: the brand, {data: {id, label, timezone}}, or 404 when unknown. */
export const brand = (request: SandboxRequest, context: SandboxContext, pathBlogId: string): SandboxResponse => {
  const refused = refusal(request, context);
  if (refused !== null) return refused;
  const label = Object.prototype.hasOwnProperty.call(SANDBOX_METRICOOL_BRANDS, pathBlogId)
    ? SANDBOX_METRICOOL_BRANDS[pathBlogId]
    : undefined;
  if (label === undefined) return json(404, { message: `Brand ${pathBlogId} not found for this user` });
  return json(200, { data: { id: Number(pathBlogId), label, timezone: 'America/Bogota' } });
};

/** What a scheduled post must hold, as Metricool's scheduler checks it. */
const postProblem = (post: Readonly<Record<string, unknown>>): string | null => {
  const providers = post['providers'];
  if (!Array.isArray(providers) || providers.length === 0) return 'providers must list at least one network';
  if (!providers.every((provider) => isRecord(provider) && typeof provider['network'] === 'string')) {
    return 'each provider needs a network';
  }
  const date = post['publicationDate'];
  if (!isRecord(date) || typeof date['dateTime'] !== 'string' || typeof date['timezone'] !== 'string') {
    return 'publicationDate needs dateTime and timezone';
  }
  if (typeof post['text'] !== 'string') return 'text must be a string';
  const comment = post['firstCommentText'];
  if (comment !== undefined && typeof comment !== 'string') return 'firstCommentText must be a string';
  const media = post['media'];
  if (!Array.isArray(media) || !media.every((url) => typeof url === 'string' && isHttpUrl(url))) {
    return 'media must be a list of URLs';
  }
  return null;
};

/** POST api/v2/scheduler/posts: records the post and answers {data: {id, …the post}}. */
export const createPost = async (request: SandboxRequest, context: SandboxContext): Promise<SandboxResponse> => {
  const refused = refusal(request, context);
  if (refused !== null) return refused;
  const post = jsonBodyOf(request);
  const problem = postProblem(post);
  if (problem !== null) return json(400, { message: problem });
  const now = context.now();
  // Metricool's post ids are numbers: the time and two random digits stay below 2^53.
  const id = now.getTime() * 100 + Math.floor(Math.random() * 100);
  await context.records.create(POSTS, String(id), {
    blogId: request.query['blogId'] ?? '',
    userId: request.query['userId'] ?? '',
    receivedAt: now.toISOString(),
    post,
  });
  return json(200, { data: { ...post, id } });
};

/** GET metricool/posts: every recorded draft, oldest first (a JSON list). */
export const listPosts = async (context: SandboxContext): Promise<SandboxResponse> =>
  json(200, await context.records.list(POSTS));

/** The providers Metricool's best-times endpoint answers for (Metricool's MCP server's list). */
const BEST_TIME_PROVIDERS = new Set(['facebook', 'instagram', 'linkedin', 'tiktok', 'youtube', 'twitter']);

/** A local date-time as Metricool's scheduler takes it: 'YYYY-MM-DDTHH:mm:ss'. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** FNV-1a of a text, a 32-bit unsigned number: the same text always scores the same. */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/**
 * The sandbox's score of one hour: deterministic, from the provider, the weekday and the hour
 * (nothing random, no history), 0 to 99. Each day has one peak hour (hash of provider + day)
 * scoring 99 on that day's, so every network has a best hour the console can propose.
 */
export const sandboxBestTimeScore = (provider: string, dayOfWeek: number, hour: number): number => {
  const peak = hashOf(`${provider}|${dayOfWeek}`) % 24;
  if (hour === peak) return dayOfWeek === (hashOf(provider) % 7) + 1 ? 99 : 90;
  return hashOf(`${provider}|${dayOfWeek}|${hour}`) % 80;
};

/**
 * GET api/v2/scheduler/besttimes/{provider}: the week's scores as Metricool answers them,
 * {data: [{dayOfWeek (1 = Sunday … 7 = Saturday), bestTimesByHour: [{hourOfDay, value}]}]},
 * computed (sandboxBestTimeScore), not recorded.
 */
export const bestTimes = (request: SandboxRequest, context: SandboxContext, provider: string): SandboxResponse => {
  const refused = refusal(request, context);
  if (refused !== null) return refused;
  if (!BEST_TIME_PROVIDERS.has(provider)) return json(400, { message: `provider ${provider} is not supported` });
  const { start = '', end = '', timezone = '' } = request.query;
  if (!LOCAL_DATE_TIME.test(start) || !LOCAL_DATE_TIME.test(end)) {
    return json(400, { message: 'start and end must be local date-times (yyyy-MM-ddTHH:mm:ss)' });
  }
  if (timezone.trim() === '') return json(400, { message: 'timezone is required' });
  const data = Array.from({ length: 7 }, (_, day) => ({
    dayOfWeek: day + 1,
    bestTimesByHour: Array.from({ length: 24 }, (_unused, hourOfDay) => ({
      hourOfDay,
      value: sandboxBestTimeScore(provider, day + 1, hourOfDay),
    })),
  }));
  return json(200, { data });
};
