import {
  fromWire,
  toWire,
  type CommandInput,
  type CommandName,
  type CommandOutput,
  type ContentCommands,
} from '@estudio/domain/content';
import { type Logger } from '@estudio/domain/shared';
import { postToFunction } from '../http-shared/function-post.js';
import type { RequestCredentials } from '../http-shared/request-credentials.js';
import { CommandsClientTexts } from '../texts.js';

type Fetch = typeof fetch;

/** Longer than the functions' own limit (300 s for a video summary), so the server answers first. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 310_000;

export interface HttpContentCommandsOptions {
  readonly fetchFn?: Fetch;
  readonly timeoutMs?: number;
}

/**
 * The console's one client of the content commands (docs/product.md, "Content commands"):
 * 'carousel/guides' is a JSON POST to {functionsBaseUrl}/carousel/guides with the signed-in
 * user's ID token and, when there is one, the App Check token. The input goes as wire JSON
 * (Dates tagged); the answer {success: true, result} comes back with its Dates. A refusal
 * {success: false, error} is a DomainError with the server's Spanish text and a kind by
 * status; no answer, none in time, or a reply without that shape is 'upstream'.
 */
export class HttpContentCommands implements ContentCommands {
  private readonly fetchFn: Fetch;
  private readonly timeoutMs: number;

  constructor(
    private readonly functionsBaseUrl: string,
    private readonly credentials: RequestCredentials,
    private readonly logger: Logger,
    options: HttpContentCommandsOptions = {},
  ) {
    this.fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
  }

  async run<N extends CommandName>(name: N, input: CommandInput<N>): Promise<CommandOutput<N>> {
    const answer = await postToFunction({
      url: `${this.functionsBaseUrl.replace(/\/+$/, '')}/${name}`,
      body: toWire(input),
      call: { command: name },
      texts: CommandsClientTexts,
      fetchFn: this.fetchFn,
      credentials: this.credentials,
      logger: this.logger,
      timeoutMs: this.timeoutMs,
    });
    return fromWire(answer['result']) as CommandOutput<N>;
  }
}
