import { CallerRejected, type CallerVerifier, type VerifiedCaller } from '@estudio/domain/accounts';
import { isDomainError, Messages, type DomainError, type DomainErrorKind, type Logger } from '@estudio/domain/shared';
import { FunctionTexts } from '../texts.js';

/*
 * What every HTTPS endpoint of this codebase does before its route runs, and how it turns
 * refusals into answers: the account endpoints (AccountRoutes) and the ai function
 * (AiRoutes) share it, so both answer the same statuses with the same JSON shape.
 */

/** The request as the HTTP edge hands it over (Express-compatible fields only). */
export interface ApiRequest {
  readonly method: string;
  /** The path after the function's own URL, e.g. '/create-user'. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body: unknown;
  /** The body's size in bytes as received (the platform's rawBody). */
  readonly bodySize: number;
}

/** Every answer: success true with the route's fields, or success false with the Spanish error. */
export interface EndpointAnswer {
  readonly success: boolean;
  readonly error?: string;
}

export interface ApiResponse<Body extends EndpointAnswer = EndpointAnswer> {
  readonly status: number;
  readonly body: Body;
  /** Extra response headers (Retry-After of a 429). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A refusal's body (a type, not an interface, so it fits answers with an index signature). */
export type Refusal = { readonly success: false; readonly error: string };

export interface EdgeOptions {
  /** Require and verify X-Firebase-AppCheck (App Check configured for the project). */
  readonly appCheckRequired: boolean;
  /** The largest body the endpoint reads (413 above it). */
  readonly maxBodyBytes: number;
}

const m = Messages.endpoints;
/** What the functions refuse at their edge, before the domain reads the body. */
const edge = FunctionTexts.endpoints;

/** application/json, with or without parameters (charset=utf-8). */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/** The status of each kind of domain refusal, the same for every endpoint. */
export const STATUS_OF_KIND = {
  validation: 400,
  'invalid-ai-answer': 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  upstream: 500,
  'rate-limited': 429,
  // Only the browser cancels (an upload): an endpoint never answers it, 499 being "the client went away".
  cancelled: 499,
} as const satisfies Record<DomainErrorKind, number>;

export const refused = (status: number, error: string): ApiResponse<Refusal> => ({
  status,
  body: { success: false, error },
});

/** The route's name: the path without its leading and trailing slashes. */
export const routeOf = (request: ApiRequest): string => request.path.replace(/^\/+|\/+$/g, '');

const header = (request: ApiRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : value?.[0];
};

const bearer = (request: ApiRequest): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1] ?? null;
};

/** The caller the edge verified, or the answer that refuses the request. */
export type Admission =
  | { readonly ok: true; readonly caller: VerifiedCaller }
  | { readonly ok: false; readonly response: ApiResponse<Refusal> };

/**
 * The checks before any route runs, in this order: a known route (404), POST (405), a JSON
 * body (415) of at most maxBodyBytes (413), a valid bearer ID token with revocation
 * checked (401, the revoked one with its own message) and, where App Check is configured,
 * a valid App Check token (401).
 */
export class EndpointEdge {
  constructor(
    private readonly verifier: CallerVerifier,
    private readonly logger: Logger,
    private readonly options: EdgeOptions,
  ) {}

  async admit(request: ApiRequest, knownRoute: boolean): Promise<Admission> {
    const refuse = (status: number, error: string): Admission => ({ ok: false, response: refused(status, error) });
    if (!knownRoute) return refuse(404, m.unknownRoute);
    if (request.method !== 'POST') return refuse(405, edge.methodNotAllowed);
    if (!JSON_MEDIA_TYPE.test(header(request, 'content-type') ?? '')) return refuse(415, edge.unsupportedMediaType);
    if (request.bodySize > this.options.maxBodyBytes) return refuse(413, edge.bodyTooLarge(this.options.maxBodyBytes));

    const idToken = bearer(request);
    if (idToken === null) return refuse(401, m.missingIdToken);
    let caller: VerifiedCaller;
    try {
      caller = await this.verifier.verifyIdToken(idToken);
    } catch (error) {
      return { ok: false, response: this.rejected(error, edge.invalidIdToken) };
    }
    if (this.options.appCheckRequired) {
      const appCheck = header(request, 'x-firebase-appcheck');
      if (appCheck === undefined || appCheck === '') return refuse(401, edge.missingAppCheck);
      try {
        await this.verifier.verifyAppCheckToken(appCheck);
      } catch (error) {
        return { ok: false, response: this.rejected(error, edge.invalidAppCheck) };
      }
    }
    return { ok: true, caller };
  }

  /**
   * A failure of the route as its answer: a DomainError by its kind (statusOf, STATUS_OF_KIND
   * unless the endpoint says otherwise) with its message, upstream ones logged; anything else
   * logged and answered 500 'Error interno del servidor.' without details.
   */
  failure(
    error: unknown,
    statusOf: (error: DomainError) => number = (e) => STATUS_OF_KIND[e.kind],
  ): ApiResponse<Refusal> {
    if (isDomainError(error)) {
      if (error.kind === 'upstream') this.logger.error(error.message, error.details);
      return refused(statusOf(error), error.message);
    }
    this.logger.error(m.internal, { cause: error });
    return refused(500, m.internal);
  }

  private rejected(error: unknown, message: string): ApiResponse<Refusal> {
    if (error instanceof CallerRejected) {
      return refused(401, error.reason === 'revoked-id-token' ? edge.revokedIdToken : message);
    }
    this.logger.error(m.internal, { cause: error });
    return refused(500, m.internal);
  }
}
