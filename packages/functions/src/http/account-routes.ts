import {
  CallerRejected,
  isDomainError,
  Messages,
  type Actor,
  type DomainErrorKind,
  type CallerVerifier,
  type Logger,
  type AccountUseCases,
} from '@estudio/domain';
import { parseAccountUidBody, parseCreateUserBody, parseUpdateUserRoleBody, type Parsed } from './account-requests.js';

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

/**
 * The largest body an account endpoint takes: the biggest valid one (create-user with every
 * field at its cap) is well under 1 KB.
 */
export const MAX_BODY_BYTES = 8 * 1024;

/** application/json, with or without parameters (charset=utf-8). */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The one answer shape of every account endpoint, whatever the status: success true (with
 * the new uid and the one-time link where the new user sets their password, for
 * create-user), or success false with the error (EMAIL_IN_USE_ERROR for a taken e-mail,
 * otherwise a text of Messages.endpoints).
 */
export interface AccountAnswer {
  readonly success: boolean;
  readonly uid?: string;
  readonly passwordResetLink?: string;
  readonly error?: string;
}

export interface ApiResponse {
  readonly status: number;
  readonly body: AccountAnswer;
}

export interface AccountRoutesOptions {
  /** Require and verify X-Firebase-AppCheck (App Check configured for the project). */
  readonly appCheckRequired: boolean;
}

const m = Messages.endpoints;

const STATUS_OF_KIND = {
  validation: 400,
  'invalid-ai-answer': 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  upstream: 500,
  'rate-limited': 429,
} as const satisfies Record<DomainErrorKind, number>;

const refused = (status: number, error: string): ApiResponse => ({ status, body: { success: false, error } });

/** One endpoint: its body read into typed values (a 400 when it cannot be), then the use case. */
interface Route {
  run(accounts: AccountUseCases, actor: Actor, body: unknown): Promise<ApiResponse>;
}

const route = <T>(
  parse: (body: unknown) => Parsed<T>,
  call: (accounts: AccountUseCases, actor: Actor, request: T) => Promise<AccountAnswer>,
): Route => ({
  async run(accounts, actor, body) {
    const request = parse(body);
    if (!request.ok) return refused(400, request.error);
    return { status: 200, body: await call(accounts, actor, request.value) };
  },
});

const done: AccountAnswer = { success: true };

/** POST create-user, update-user-role, disable-user, enable-user (docs/product.md, Account endpoints). */
export const ACCOUNT_ROUTES: Readonly<Record<string, Route>> = {
  '/create-user': route(parseCreateUserBody, async (accounts, actor, account) => {
    const { user, passwordResetLink } = await accounts.createUser(actor, account);
    return { success: true, uid: user.uid, passwordResetLink };
  }),
  '/update-user-role': route(parseUpdateUserRoleBody, async (accounts, actor, assignment) => {
    await accounts.updateUserRole(actor, assignment);
    return done;
  }),
  '/disable-user': route(parseAccountUidBody, async (accounts, actor, { uid }) => {
    await accounts.disableUser(actor, uid);
    return done;
  }),
  '/enable-user': route(parseAccountUidBody, async (accounts, actor, { uid }) => {
    await accounts.enableUser(actor, uid);
    return done;
  }),
};

const header = (request: ApiRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : value?.[0];
};

const bearer = (request: ApiRequest): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1] ?? null;
};

/**
 * The account endpoints' HTTP edge: every request is a POST to a known route, with a JSON
 * body (415 otherwise) of at most MAX_BODY_BYTES (413), carries a valid bearer ID token (revocation checked) and, where App Check is configured, a valid
 * App Check token; then the use case authorises the caller (active, ADMIN_USERS), the body
 * is read (400 naming the field) and the use case runs. Its refusals (DomainErrors) become
 * statuses by kind (STATUS_OF_KIND) with their message as the error. Every answer has the
 * documented shape {success, uid?, error?}.
 */
export class AccountRoutes {
  constructor(
    private readonly endpoints: AccountUseCases,
    private readonly verifier: CallerVerifier,
    private readonly logger: Logger,
    private readonly options: AccountRoutesOptions,
  ) {}

  async handle(request: ApiRequest): Promise<ApiResponse> {
    const endpoint = ACCOUNT_ROUTES[request.path.replace(/\/+$/, '')];
    if (endpoint === undefined) return refused(404, m.unknownRoute);
    if (request.method !== 'POST') return refused(405, m.methodNotAllowed);
    if (!JSON_MEDIA_TYPE.test(header(request, 'content-type') ?? '')) return refused(415, m.unsupportedMediaType);
    if (request.bodySize > MAX_BODY_BYTES) return refused(413, m.bodyTooLarge(MAX_BODY_BYTES));

    const idToken = bearer(request);
    if (idToken === null) return refused(401, m.missingIdToken);
    let caller;
    try {
      caller = await this.verifier.verifyIdToken(idToken);
    } catch (error) {
      return this.rejected(error, m.invalidIdToken);
    }
    if (this.options.appCheckRequired) {
      const appCheck = header(request, 'x-firebase-appcheck');
      if (appCheck === undefined || appCheck === '') return refused(401, m.missingAppCheck);
      try {
        await this.verifier.verifyAppCheckToken(appCheck);
      } catch (error) {
        return this.rejected(error, m.invalidAppCheck);
      }
    }

    try {
      const actor = await this.endpoints.authorize(caller);
      return await endpoint.run(this.endpoints, actor, request.body);
    } catch (error) {
      if (isDomainError(error)) {
        if (error.kind === 'upstream') this.logger.error(error.message, error.details);
        return refused(STATUS_OF_KIND[error.kind], error.message);
      }
      this.logger.error(m.internal, { cause: error });
      return refused(500, m.internal);
    }
  }

  private rejected(error: unknown, message: string): ApiResponse {
    if (error instanceof CallerRejected) {
      return refused(401, error.reason === 'revoked-id-token' ? m.revokedIdToken : message);
    }
    this.logger.error(m.internal, { cause: error });
    return refused(500, m.internal);
  }
}
