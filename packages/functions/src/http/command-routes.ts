import { activeCaller, type Actor, type CallerDirectory, type CallerVerifier } from '@estudio/domain/accounts';
import { commandOf, dispatchCommand, fromWire, toWire, type UseCaseResolver } from '@estudio/domain/content';
import { isDomainError, type DomainError, Messages, type Clock } from '@estudio/domain/shared';
import { isModelFailure, type ModelCaller } from '../container/model-meter.js';
import { EndpointEdge, refused, routeOf, STATUS_OF_KIND, type ApiRequest, type ApiResponse } from './edge.js';
import { FunctionTexts } from '../texts.js';

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
  commandOf(concern: string, action: string): object | null;
  dispatch(resolve: UseCaseResolver, actor: Actor, concern: string, action: string, body: unknown): Promise<unknown>;
}

/** The content commands of the domain (CONTENT_COMMANDS), run by dispatchCommand. */
export const CONTENT_COMMAND_TABLE: CommandTable = { commandOf, dispatch: dispatchCommand };

/**
 * Where a command runs as made for its caller: the model calls it makes spend that caller's AI
 * quota (ModelCallers, which the metered AI ports read).
 */
export interface CallerScope {
  run<T>(caller: ModelCaller, work: () => Promise<T>): Promise<T>;
}

/** What the router reads and calls besides the command's own use case. */
export interface CommandRoutesPorts extends CallerDirectory {
  /** The use case instance serving a command (the content container's get). */
  readonly resolve: UseCaseResolver;
  readonly callers: CallerScope;
  readonly clock: Clock;
  readonly verifier: CallerVerifier;
}

const texts = FunctionTexts.contentCommands;

/** A model that failed or answered what the domain's parser refuses is a bad gateway. */
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
 * caller must be an active user (403), and the command runs once through dispatch, as made
 * for that caller: its parser reads the wire body (400), its use case checks, writes and
 * answers the updated entity, sent as {success: true, result} with Dates tagged. Each model
 * call the use case makes spends one unit of the caller's per-minute AI quota just before the
 * model runs (the metered AI ports, container/model-meter.ts): a refusal before that spends
 * nothing, a spent quota answers 429 with Retry-After. Refusals answer by kind as every
 * endpoint does; a model that failed or answered what its parser refuses is 502. Each command
 * is logged with its name, caller, latency and outcome.
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
      const body = fromWire(request.body);
      const result = await this.ports.callers.run({ uid: actor.uid }, () =>
        this.table.dispatch(this.ports.resolve, actor, concern, action, body),
      );
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
}
