import {
  activeCaller,
  commandOf,
  dispatchCommand,
  fromWire,
  isDomainError,
  isModelFailure,
  DomainError,
  Messages,
  ServerMessages,
  toWire,
  type Actor,
  type AiCallQuota,
  type CallerDirectory,
  type CallerVerifier,
  type Clock,
  type UseCaseResolver,
} from '@estudio/domain';
import { EndpointEdge, refused, routeOf, STATUS_OF_KIND, type ApiRequest, type ApiResponse } from './edge.js';

/**
 * The largest body a content command reads: 1 MiB. A command's body holds texts only (media
 * travel as object paths the browser uploaded first), and the largest a user can send is one
 * blueprint block: the first block has four texts and three lists of at most
 * TEXT_LIMITS.listItems (20) texts, 64 texts of TEXT_LIMITS.text (5,000) characters, which in
 * UTF-8 JSON (at most 3 bytes per character, escapes included) is 960,000 bytes; a brand DNA
 * form (14 such texts) is 210,000 and a blog section (TEXT_LIMITS.longText) 150,000. Nothing
 * larger could be stored anyway: a Firestore document holds at most 1 MiB.
 */
export const MAX_COMMAND_BODY_BYTES = 1024 * 1024;

/** Every answer of a content function: the command's result, or the refusal. */
export interface CommandAnswer {
  readonly success: boolean;
  readonly error?: string;
  readonly result?: unknown;
}

export interface CommandRoutesOptions {
  /** Require and verify X-Firebase-AppCheck (App Check configured for the project). */
  readonly appCheckRequired: boolean;
}

/**
 * The command table the router serves: what a command is (null for none) and how one runs.
 * CONTENT_COMMAND_TABLE is the domain's; unit tests hand a fake one.
 */
export interface CommandTable {
  commandOf(concern: string, action: string): { readonly model?: boolean } | null;
  dispatch(resolve: UseCaseResolver, actor: Actor, concern: string, action: string, body: unknown): Promise<unknown>;
}

/** The content commands of the domain (CONTENT_COMMANDS), run by dispatchCommand. */
export const CONTENT_COMMAND_TABLE: CommandTable = { commandOf, dispatch: dispatchCommand };

/** What the router reads and calls besides the command's own use case. */
export interface CommandRoutesPorts extends CallerDirectory {
  /** The use case instance serving a command (the content container's get). */
  readonly resolve: UseCaseResolver;
  readonly quota: AiCallQuota;
  readonly clock: Clock;
  readonly verifier: CallerVerifier;
}

const ai = ServerMessages.aiEndpoint;
const texts = ServerMessages.contentCommands;

/** A model that failed or answered what the domain's parser refuses is a bad gateway, as in AiRoutes. */
const statusOf = (error: DomainError): number => (isModelFailure(error) ? 502 : STATUS_OF_KIND[error.kind]);

const retryAfterOf = (error: unknown): number | null => {
  if (!isDomainError(error) || error.kind !== 'rate-limited') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : null;
};

/**
 * The content functions' one router (docs/product.md, "Content commands"): a request to the
 * function `<concern>` at route `/<action>` runs the command `<concern>/<action>`. First the
 * shared checks of EndpointEdge (a command of the table, else 404; POST; JSON of at most
 * MAX_COMMAND_BODY_BYTES; ID token with revocation; App Check where configured), then the
 * caller must be an active user (403), a command that calls a model spends one unit of the
 * caller's per-minute AI quota (429 with Retry-After, the ai function's text), and the
 * command runs once through dispatch: its parser reads the wire body (400), its use case
 * checks, writes and answers the updated entity, sent as {success: true, result} with Dates
 * tagged. Refusals answer by kind as every endpoint does; a model that failed or answered
 * what its parser refuses is 502. Each command is logged with its name, caller, latency and
 * outcome.
 */
export class CommandRoutes {
  private readonly edge: EndpointEdge;

  constructor(
    private readonly ports: CommandRoutesPorts,
    options: CommandRoutesOptions,
    private readonly table: CommandTable = CONTENT_COMMAND_TABLE,
  ) {
    this.edge = new EndpointEdge(ports.verifier, ports.logger, {
      ...options,
      maxBodyBytes: MAX_COMMAND_BODY_BYTES,
    });
  }

  async handle(concern: string, request: ApiRequest): Promise<ApiResponse<CommandAnswer>> {
    const action = routeOf(request);
    const command = this.table.commandOf(concern, action);
    const admitted = await this.edge.admit(request, command !== null);
    if (!admitted.ok) return admitted.response;
    if (command === null) return refused(404, Messages.endpoints.unknownRoute);
    const name = `${concern}/${action}`;
    const uid = admitted.caller.uid;
    const started = this.ports.clock.now().getTime();
    let answer: ApiResponse<CommandAnswer>;
    try {
      const actor = await activeCaller(this.ports, admitted.caller);
      if (command.model === true) await this.spendQuota(actor);
      const result = await this.table.dispatch(this.ports.resolve, actor, concern, action, fromWire(request.body));
      answer = { status: 200, body: { success: true, result: toWire(result) } };
    } catch (error) {
      const refusal = this.edge.failure(error, statusOf);
      const retryAfter = retryAfterOf(error);
      answer = retryAfter === null ? refusal : { ...refusal, headers: { 'Retry-After': String(retryAfter) } };
    }
    const latencyMs = this.ports.clock.now().getTime() - started;
    const outcome = answer.status === 200 ? 'ok' : answer.status >= 500 ? 'failed' : 'refused';
    const line = { command: name, uid, latencyMs, outcome, status: answer.status };
    if (outcome === 'failed') this.ports.logger.error(texts.failed, line);
    else this.ports.logger.info(texts.ran, line);
    return answer;
  }

  /** One unit of the caller's per-minute AI quota, or the ai function's 429 refusal. */
  private async spendQuota(actor: Actor): Promise<void> {
    const decision = await this.ports.quota.take(actor.uid, this.ports.clock.now());
    if (!decision.allowed) {
      throw new DomainError('rate-limited', ai.rateLimited(decision.retryAfterSeconds), {
        retryAfterSeconds: decision.retryAfterSeconds,
        uid: actor.uid,
      });
    }
  }
}
