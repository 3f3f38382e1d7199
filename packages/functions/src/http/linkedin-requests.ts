import { checkAccountId } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import { isFields, type Parsed } from './account-requests.js';

/*
 * What the `linkedin` function reads (docs/product.md, "The linkedin endpoint"):
 *
 *   POST auth        {brandId}
 *   POST disconnect  {}
 *   POST publish     {brandId, text, imageUrl?}
 *   GET  callback    ?code&state[&error&error_description]   (LinkedIn's redirect)
 *
 * brandId is a plain document id; text must be text (the use case holds it to LinkedIn's
 * 3000 characters); imageUrl, when present, a non-blank URL of at most MAX_URL_LENGTH (the
 * use case checks it is the brand's own upload). Fields a body should not have are ignored.
 */

/** A Storage download URL is far shorter; anything longer is not one. */
export const MAX_URL_LENGTH = 2048;

/** The largest body a linkedin route takes: a 3000-character post with room to spare. */
export const MAX_LINKEDIN_BODY_BYTES = 32 * 1024;

/** The POST routes (JSON, bearer); `callback` is LinkedIn's GET redirect. */
export const LINKEDIN_POST_ROUTES = ['auth', 'disconnect', 'publish'] as const;
export type LinkedInPostRoute = (typeof LINKEDIN_POST_ROUTES)[number];
export const CALLBACK_ROUTE = 'callback';

export const isLinkedInPostRoute = (route: string): route is LinkedInPostRoute =>
  (LINKEDIN_POST_ROUTES as readonly string[]).includes(route);

export interface LinkedInAuthBody {
  readonly brandId: string;
}

export interface LinkedInPublishBody {
  readonly brandId: string;
  readonly text: string;
  readonly imageUrl?: string;
}

/** The callback's query as the use case takes it: each parameter's text, absent when missing or blank. */
export interface LinkedInCallbackQuery {
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
}

const m = Messages.endpoints;
type Fields = Readonly<Record<string, unknown>>;

const readBrandId = (body: Fields): Parsed<string> => {
  const value = body['brandId'];
  if (typeof value !== 'string') return { ok: false, error: m.fieldRequired('brandId') };
  return checkAccountId('brandId', value);
};

export const parseLinkedInAuthBody = (body: unknown): Parsed<LinkedInAuthBody> => {
  if (!isFields(body)) return { ok: false, error: m.bodyNotObject };
  const brandId = readBrandId(body);
  return brandId.ok ? { ok: true, value: { brandId: brandId.value } } : brandId;
};

/** disconnect takes no fields, but its body must still be a JSON object. */
export const parseLinkedInDisconnectBody = (body: unknown): Parsed<Record<string, never>> =>
  isFields(body) ? { ok: true, value: {} } : { ok: false, error: m.bodyNotObject };

export const parseLinkedInPublishBody = (body: unknown): Parsed<LinkedInPublishBody> => {
  if (!isFields(body)) return { ok: false, error: m.bodyNotObject };
  const brandId = readBrandId(body);
  if (!brandId.ok) return brandId;
  const text = body['text'];
  if (typeof text !== 'string') return { ok: false, error: m.fieldRequired('text') };
  const imageUrl = body['imageUrl'];
  if (imageUrl === undefined || imageUrl === null || imageUrl === '') {
    return { ok: true, value: { brandId: brandId.value, text } };
  }
  if (typeof imageUrl !== 'string' || imageUrl.trim() === '') return { ok: false, error: m.fieldNotText('imageUrl') };
  if (imageUrl.length > MAX_URL_LENGTH) return { ok: false, error: m.fieldTooLong('imageUrl', MAX_URL_LENGTH) };
  return { ok: true, value: { brandId: brandId.value, text, imageUrl: imageUrl.trim() } };
};

/** A query parameter can be longer than any real code or state only by tampering: such is dropped. */
const MAX_PARAMETER_LENGTH = 2048;

const parameter = (query: Readonly<Record<string, unknown>>, name: string): string | undefined => {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' || text.length > MAX_PARAMETER_LENGTH ? undefined : text;
};

/** LinkedIn's redirect read into what completeAuthorization takes (never refused here: the use case decides). */
export const parseLinkedInCallbackQuery = (query: unknown): LinkedInCallbackQuery => {
  const fields: Fields = isFields(query) ? query : {};
  const code = parameter(fields, 'code');
  const state = parameter(fields, 'state');
  const error = parameter(fields, 'error');
  return {
    ...(code === undefined ? {} : { code }),
    ...(state === undefined ? {} : { state }),
    ...(error === undefined ? {} : { error }),
  };
};
