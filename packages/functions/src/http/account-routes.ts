import { type Actor, type CallerVerifier, type AccountUseCases } from '@estudio/domain/accounts';
import { Messages, type Logger } from '@estudio/domain/shared';
import { parseAccountUidBody, parseCreateUserBody, parseUpdateUserRoleBody, type Parsed } from './account-requests.js';
import { EndpointEdge, refused, routeOf, type ApiRequest, type ApiResponse as EdgeResponse } from './edge.js';

export type { ApiRequest } from './edge.js';

/**
 * The largest body an account endpoint takes: the biggest valid one (create-user with every
 * field at its cap) is well under 1 KB.
 */
export const MAX_BODY_BYTES = 8 * 1024;

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

export type ApiResponse = EdgeResponse<AccountAnswer>;

export interface AccountRoutesOptions {
  /** Require and verify X-Firebase-AppCheck (App Check configured for the project). */
  readonly appCheckRequired: boolean;
}

const m = Messages.endpoints;

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

/**
 * The account endpoints' HTTP edge: the shared checks of EndpointEdge (a POST to a known
 * route, a JSON body of at most MAX_BODY_BYTES, a valid bearer ID token with revocation
 * checked and, where App Check is configured, a valid App Check token); then the use case
 * authorises the caller (active, ADMIN_USERS), the body is read (400 naming the field) and
 * the use case runs. Its refusals (DomainErrors) become statuses by kind (STATUS_OF_KIND)
 * with their message as the error. Every answer has the documented shape {success, uid?, error?}.
 */
export class AccountRoutes {
  private readonly edge: EndpointEdge;

  constructor(
    private readonly endpoints: AccountUseCases,
    verifier: CallerVerifier,
    logger: Logger,
    options: AccountRoutesOptions,
  ) {
    this.edge = new EndpointEdge(verifier, logger, { ...options, maxBodyBytes: MAX_BODY_BYTES });
  }

  async handle(request: ApiRequest): Promise<ApiResponse> {
    const endpoint = ACCOUNT_ROUTES[`/${routeOf(request)}`];
    const admitted = await this.edge.admit(request, endpoint !== undefined);
    if (!admitted.ok) return admitted.response;
    if (endpoint === undefined) return refused(404, m.unknownRoute);
    try {
      const actor = await this.endpoints.authorize(admitted.caller);
      return await endpoint.run(this.endpoints, actor, request.body);
    } catch (error) {
      return this.edge.failure(error);
    }
  }
}
