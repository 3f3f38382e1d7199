import { activeCaller, type CallerDirectory, type CallerVerifier } from '@estudio/domain/accounts';
import { type AiModelInfo, type AiModelUseCases } from '@estudio/domain/content';
import { EndpointEdge, routeOf, type ApiRequest, type ApiResponse } from './edge.js';

/** The ai function's answer: which model serves, or the refusal. */
export interface AiAnswer extends Partial<AiModelInfo> {
  readonly success: boolean;
  readonly error?: string;
}

export interface AiRoutesOptions {
  /** Require and verify X-Firebase-AppCheck (App Check configured for the project). */
  readonly appCheckRequired: boolean;
}

/** The ai function's one route: which model serves. */
export const STATUS_ROUTE = 'status';

/** Its body is `{}`: nothing is read from it. */
export const MAX_STATUS_BODY_BYTES = 1024;

/** What the ai function reads: the caller's record and the model's status. */
export interface AiRoutesPorts extends CallerDirectory {
  readonly models: AiModelUseCases;
  readonly verifier: CallerVerifier;
}

/**
 * The ai function's HTTP edge (docs/product.md, "Content commands"): the model calls themselves
 * are made by the content commands, so what is left here is POST /status, which model serves
 * (the console's 'Modelo de demostración' badge). The shared checks of EndpointEdge (the route,
 * POST, JSON, a small body, ID token with revocation, App Check where configured), then the
 * caller must be an active user (403); the answer is {success: true, provider, model, demo}. It
 * spends no quota: no model runs.
 */
export class AiRoutes {
  private readonly edge: EndpointEdge;

  constructor(
    private readonly ports: AiRoutesPorts,
    options: AiRoutesOptions,
  ) {
    this.edge = new EndpointEdge(ports.verifier, ports.logger, { ...options, maxBodyBytes: MAX_STATUS_BODY_BYTES });
  }

  async handle(request: ApiRequest): Promise<ApiResponse<AiAnswer>> {
    const admitted = await this.edge.admit(request, routeOf(request) === STATUS_ROUTE);
    if (!admitted.ok) return admitted.response;
    try {
      await activeCaller(this.ports, admitted.caller);
      return { status: 200, body: { success: true, ...(await this.ports.models.current()) } };
    } catch (error) {
      return this.edge.failure(error);
    }
  }
}
