import { type AiRouteName, checkAccountId, Messages, ServerMessages } from '@estudio/domain';
import { isFields, type Parsed } from './account-requests.js';

/*
 * The JSON bodies of the `ai` function's routes (docs/product.md, "The ai endpoint"), read
 * before anything else happens: a refusal is a 400 whose message names the field. brandId
 * and requirementId are plain document ids; file URLs are non-blank text of at most
 * MAX_URL_LENGTH (the use case checks what they point to); free texts must be text and
 * are bounded by the body cap (MAX_AI_BODY_BYTES). Fields the documented body does not
 * have are ignored.
 */

/** The largest body an AI route takes: a diagnostic form or a long article fits with room to spare. */
export const MAX_AI_BODY_BYTES = 64 * 1024;

/** A Storage download URL is far shorter; anything longer is not one. */
export const MAX_URL_LENGTH = 2048;

/** The spec's constants for carousel-guides (docs/product.md, "AI calls"). */
export const GUIDES_TEMPERATURE = 1;
export const GUIDES_MAX_OUTPUT_TOKENS = 8192;

/** How many cards a carousel has: validate-design's index is 0 to CARDS - 1. */
const CARDS = 3;

/** What one route's body holds, by kind of field. */
interface BodyShape {
  /** Plain document ids, required. */
  readonly ids: readonly string[];
  /** Download URLs, required. */
  readonly urls?: readonly string[];
  /** Texts that must be present (they may be empty). */
  readonly texts?: readonly string[];
  /** Texts that may be absent ('' then). */
  readonly optionalTexts?: readonly string[];
  /** Numbers that must have exactly this value. */
  readonly constants?: Readonly<Record<string, number>>;
  /** validate-design's card. */
  readonly index?: boolean;
}

const BRAND = ['brandId'];
const REQUIREMENT = ['brandId', 'requirementId'];

export const AI_BODIES = {
  'learning-brand': { ids: BRAND, urls: ['manualUrl'] },
  'generate-blueprint': { ids: BRAND, texts: ['diagnostic_form'], optionalTexts: ['document_url'] },
  'carousel-captions': { ids: REQUIREMENT, texts: ['brand_strategy'] },
  'video-captions': { ids: REQUIREMENT, texts: ['brand_strategy'] },
  'carousel-guides': {
    ids: REQUIREMENT,
    texts: ['prompt1'],
    constants: { temperature: GUIDES_TEMPERATURE, max_output_tokens: GUIDES_MAX_OUTPUT_TOKENS },
  },
  'carousel-image': { ids: REQUIREMENT, texts: ['caption', 'descripcion', 'graphicGuide'] },
  'validate-design': {
    ids: REQUIREMENT,
    urls: ['image_url'],
    index: true,
    // The server uses the stored guide, brand analysis and caption: the body's copies are read only as text.
    optionalTexts: ['design_guidance', 'brand_manual_summary', 'caption'],
  },
  'video-summary': { ids: REQUIREMENT, urls: ['videoUrl'] },
  'video-article': { ids: REQUIREMENT, texts: ['texto', 'communicationTone'] },
  'article-image': { ids: REQUIREMENT, texts: ['content'] },
  'video-scripts': { ids: REQUIREMENT, texts: ['brand_strategy', 'texto'] },
} as const satisfies Record<AiRouteName, BodyShape>;

const m = Messages.endpoints;
const a = ServerMessages.aiEndpoint;

type Fields = Readonly<Record<string, unknown>>;
type Values = Record<string, string | number>;

const refuse = (error: string): Parsed<never> => ({ ok: false, error });

const readIds = (body: Fields, fields: readonly string[], values: Values): Parsed<never> | null => {
  for (const field of fields) {
    const value = body[field];
    if (typeof value !== 'string') return refuse(m.fieldRequired(field));
    const id = checkAccountId(field, value);
    if (!id.ok) return id;
    values[field] = id.value;
  }
  return null;
};

const readUrls = (body: Fields, fields: readonly string[], values: Values): Parsed<never> | null => {
  for (const field of fields) {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') return refuse(m.fieldRequired(field));
    if (value.length > MAX_URL_LENGTH) return refuse(m.fieldTooLong(field, MAX_URL_LENGTH));
    values[field] = value.trim();
  }
  return null;
};

const readTexts = (
  body: Fields,
  fields: readonly string[],
  optional: boolean,
  values: Values,
): Parsed<never> | null => {
  for (const field of fields) {
    const value = body[field];
    if (value === undefined && optional) values[field] = '';
    else if (typeof value !== 'string') return refuse(optional ? m.fieldNotText(field) : m.fieldRequired(field));
    else values[field] = value;
  }
  return null;
};

const readConstants = (
  body: Fields,
  constants: Readonly<Record<string, number>>,
  values: Values,
): Parsed<never> | null => {
  for (const [field, expected] of Object.entries(constants)) {
    const value = body[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) return refuse(a.fieldNotNumber(field));
    if (value !== expected) return refuse(a.fieldMustBe(field, expected));
    values[field] = value;
  }
  return null;
};

/**
 * The body of `route` read into the values its use case takes, or the refusal naming the
 * first field at fault. The value's type is the route's request (AiRoutes pairs them).
 */
export const parseAiBody = (route: AiRouteName, body: unknown): Parsed<Values> => {
  if (!isFields(body)) return refuse(m.bodyNotObject);
  const shape: BodyShape = AI_BODIES[route];
  const values: Values = {};
  const refusal =
    readIds(body, shape.ids, values) ??
    readUrls(body, shape.urls ?? [], values) ??
    readTexts(body, shape.texts ?? [], false, values) ??
    readTexts(body, shape.optionalTexts ?? [], true, values) ??
    readConstants(body, shape.constants ?? {}, values);
  if (refusal !== null) return refusal;
  if (shape.index === true) {
    const index = body['index'];
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= CARDS) {
      return refuse(a.invalidIndex);
    }
    values['index'] = index;
  }
  return { ok: true, value: values };
};
