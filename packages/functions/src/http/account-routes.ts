import {
  CallerRejected,
  isDomainError,
  Messages,
  type Actor,
  type CallerVerifier,
  type CreateUserAnswer,
  type EndpointAnswer,
  type Logger,
  type AccountUseCases,
} from '@estudio/domain';

/** The request as the HTTP edge hands it over (Express-compatible fields only). */
export interface ApiRequest {
  readonly method: string;
  /** The path after the function's own URL, e.g. '/create-user'. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body: unknown;
}

export interface ApiResponse {
  readonly status: number;
  readonly body: CreateUserAnswer | EndpointAnswer;
}

export interface AccountRoutesOptions {
  /** Require and verify X-Firebase-AppCheck (App Check configured for the project). */
  readonly appCheckRequired: boolean;
}

type Route = (endpoints: AccountUseCases, actor: Actor, body: unknown) => Promise<CreateUserAnswer | EndpointAnswer>;

/** POST create-user, update-user-role, disable-user, enable-user (spec 000 section 7). */
export const USER_ADMIN_ROUTES: Readonly<Record<string, Route>> = {
  '/create-user': (endpoints, actor, body) => endpoints.createUser(actor, body),
  '/update-user-role': (endpoints, actor, body) => endpoints.updateUserRole(actor, body),
  '/disable-user': (endpoints, actor, body) => endpoints.disableUser(actor, body),
  '/enable-user': (endpoints, actor, body) => endpoints.enableUser(actor, body),
};

const m = Messages.endpoints;

const STATUS_OF_KIND = {
  validation: 400,
  'invalid-ai-answer': 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  upstream: 500,
} as const;

const refused = (status: number, error: string): ApiResponse => ({ status, body: { success: false, error } });

const header = (request: ApiRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : value?.[0];
};

const bearer = (request: ApiRequest): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1] ?? null;
};

/**
 * The user-administration API: every request is a POST to a known route, carries a valid
 * bearer ID token (revocation checked) and, where App Check is configured, a valid App
 * Check token; then the use case authorises the caller (active, ADMIN_USERS) and runs.
 * Every answer has the documented shape {success, uid?, error?}.
 */
export class AccountRoutes {
  constructor(
    private readonly endpoints: AccountUseCases,
    private readonly verifier: CallerVerifier,
    private readonly logger: Logger,
    private readonly options: AccountRoutesOptions,
  ) {}

  async handle(request: ApiRequest): Promise<ApiResponse> {
    const route = USER_ADMIN_ROUTES[request.path.replace(/\/+$/, '')];
    if (route === undefined) return refused(404, m.unknownRoute);
    if (request.method !== 'POST') return refused(405, m.methodNotAllowed);

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
      return { status: 200, body: await route(this.endpoints, actor, request.body) };
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
