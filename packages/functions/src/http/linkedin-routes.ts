import { type CallerVerifier, type VerifiedCaller } from '@estudio/domain/accounts';
import { type LinkedInCallbackOutcome } from '@estudio/domain/linkedin';
import { type DomainError, type Logger, Messages } from '@estudio/domain/shared';
import { EndpointEdge, refused, routeOf, STATUS_OF_KIND, type ApiRequest, type ApiResponse } from './edge.js';
import {
  CALLBACK_ROUTE,
  isLinkedInPostRoute,
  MAX_LINKEDIN_BODY_BYTES,
  parseLinkedInAuthBody,
  parseLinkedInCallbackQuery,
  parseLinkedInDisconnectBody,
  parseLinkedInPublishBody,
  type LinkedInCallbackQuery,
  type LinkedInPublishBody,
} from './linkedin-requests.js';
import { clearedNonceCookie, nonceCookie, nonceOf } from './linkedin-cookie.js';
import { FunctionTexts } from '../texts.js';

/** What the routes call: LinkedInUseCases (use-cases/linkedin.ts). */
export interface LinkedInService {
  beginAuthorization(
    caller: VerifiedCaller,
    brandId: string,
  ): Promise<{ url: string; sandbox: boolean; nonce: string }>;
  completeAuthorization(query: LinkedInCallbackQuery, browserNonce?: string): Promise<LinkedInCallbackOutcome>;
  disconnect(caller: VerifiedCaller): Promise<string>;
  publish(caller: VerifiedCaller, request: LinkedInPublishBody): Promise<{ postUrn: string; sandbox: boolean }>;
}

/** Every JSON answer of the linkedin function. */
export interface LinkedInAnswer {
  readonly success: boolean;
  readonly error?: string;
  readonly [field: string]: unknown;
}

/** The callback's answer: back to the console. */
export interface Redirect {
  readonly status: 302;
  readonly location: string;
  /** Set-Cookie (the nonce cleared) and Cache-Control. */
  readonly headers: Readonly<Record<string, string>>;
}

export interface LinkedInRoutesOptions {
  /** Require and verify X-Firebase-AppCheck (App Check configured for the project). */
  readonly appCheckRequired: boolean;
  /** The console's URL (ESTUDIO_CONSOLE_URL): the callback redirects to its /socialmedia. */
  readonly consoleUrl: string;
  /** The callback's path (of ESTUDIO_LINKEDIN_REDIRECT_URI): the nonce cookie's Path. */
  readonly callbackPath: string;
}

/** LinkedIn's (or the sandbox's) failure is a bad gateway, not our fault. */
const statusOf = (error: DomainError): number => (error.kind === 'upstream' ? 502 : STATUS_OF_KIND[error.kind]);

/**
 * The linkedin function's HTTP edge (docs/product.md, "The linkedin endpoint"). POST auth,
 * disconnect and publish pass the shared checks of EndpointEdge and answer JSON; auth also
 * sets the browser's nonce cookie (linkedin-cookie.ts). GET callback is LinkedIn's redirect
 * back (no bearer: the single-use state and the browser's nonce are the proof), clears the
 * cookie and answers a redirect to the console's /socialmedia?linkedin=conectado, or
 * ?linkedin=error&motivo=<LinkedInCallbackProblem>, never a page of its own.
 */
export class LinkedInRoutes {
  private readonly edge: EndpointEdge;

  constructor(
    private readonly linkedIn: LinkedInService,
    verifier: CallerVerifier,
    private readonly logger: Logger,
    private readonly options: LinkedInRoutesOptions,
  ) {
    this.edge = new EndpointEdge(verifier, logger, { ...options, maxBodyBytes: MAX_LINKEDIN_BODY_BYTES });
  }

  async handle(request: ApiRequest & { readonly query?: unknown }): Promise<ApiResponse<LinkedInAnswer> | Redirect> {
    // Through the console's Hosting (firebase.json rewrites /linkedin/** here) the path keeps its prefix.
    const route = routeOf(request).replace(/^linkedin\//, '');
    if (route === CALLBACK_ROUTE) {
      if (request.method !== 'GET') return refused(405, FunctionTexts.sandbox.callbackMethod);
      return this.callback(request.query, nonceOf(request.headers['cookie']));
    }
    const admitted = await this.edge.admit(request, isLinkedInPostRoute(route));
    if (!admitted.ok) return admitted.response;
    const caller = admitted.caller;
    try {
      switch (route) {
        case 'auth': {
          const body = parseLinkedInAuthBody(request.body);
          if (!body.ok) return refused(400, body.error);
          const { url, sandbox, nonce } = await this.linkedIn.beginAuthorization(caller, body.value.brandId);
          return {
            status: 200,
            body: { success: true, url, sandbox },
            headers: { 'Set-Cookie': nonceCookie(nonce, this.options.callbackPath), 'Cache-Control': 'no-store' },
          };
        }
        case 'disconnect': {
          const body = parseLinkedInDisconnectBody(request.body);
          if (!body.ok) return refused(400, body.error);
          return { status: 200, body: { success: true, message: await this.linkedIn.disconnect(caller) } };
        }
        case 'publish': {
          const body = parseLinkedInPublishBody(request.body);
          if (!body.ok) return refused(400, body.error);
          return { status: 200, body: { success: true, ...(await this.linkedIn.publish(caller, body.value)) } };
        }
        default:
          return refused(404, Messages.endpoints.unknownRoute);
      }
    } catch (error) {
      return this.edge.failure(error, statusOf);
    }
  }

  private async callback(query: unknown, browserNonce: string | undefined): Promise<Redirect> {
    const back = new URL(`${this.options.consoleUrl.replace(/\/+$/, '')}/socialmedia`);
    let outcome: LinkedInCallbackOutcome;
    try {
      outcome = await this.linkedIn.completeAuthorization(parseLinkedInCallbackQuery(query), browserNonce);
    } catch (error) {
      // The use case answers every refusal as an outcome: this is a failure nobody foresaw.
      this.logger.error(Messages.endpoints.internal, { cause: error });
      outcome = { outcome: 'refused', problem: 'exchange-failed' };
    }
    if (outcome.outcome === 'connected') {
      back.searchParams.set('linkedin', 'conectado');
    } else {
      back.searchParams.set('linkedin', 'error');
      back.searchParams.set('motivo', outcome.problem);
    }
    return {
      status: 302,
      location: back.toString(),
      headers: { 'Set-Cookie': clearedNonceCookie(this.options.callbackPath), 'Cache-Control': 'no-store' },
    };
  }
}
