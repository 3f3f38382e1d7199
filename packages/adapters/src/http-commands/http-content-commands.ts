import {
  DomainError,
  fromWire,
  Messages,
  toWire,
  type CommandInput,
  type CommandName,
  type CommandOutput,
  type ContentCommands,
  type DomainErrorKind,
  type Logger,
} from '@estudio/domain';
import { credentialHeaders, type RequestCredentials } from '../http-shared/request-credentials.js';

type Fetch = typeof fetch;

/** Longer than the functions' own limit (300 s for a video summary), so the server answers first. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 310_000;

export interface HttpContentCommandsOptions {
  readonly fetchFn?: Fetch;
  readonly timeoutMs?: number;
}

/** The functions' refusal status, as the domain's kinds (502: a model failed or answered badly). */
export const commandKindForStatus = (status: number): DomainErrorKind => {
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status === 499) return 'cancelled';
  if (status >= 400 && status < 500) return 'validation';
  return 'upstream';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class TimedOut extends Error {}

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
    const texts = Messages.commandsClient;
    const headers = await credentialHeaders(this.credentials, this.logger);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimedOut()), this.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await this.fetchFn(`${this.functionsBaseUrl.replace(/\/+$/, '')}/${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(toWire(input)),
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (controller.signal.reason instanceof TimedOut) {
        throw new DomainError('upstream', texts.timeout, { command: name, timeoutMs: this.timeoutMs });
      }
      throw new DomainError('upstream', texts.network, { command: name, cause: error });
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a proxy's page, an empty body): reported below with the status
    }
    if (!isRecord(parsed) || typeof parsed['success'] !== 'boolean') {
      throw new DomainError('upstream', texts.unexpectedReply(status), {
        command: name,
        status,
        body: text.slice(0, 200),
      });
    }
    if (parsed['success'] === true && status >= 200 && status < 300) {
      return fromWire(parsed['result']) as CommandOutput<N>;
    }
    const error = parsed['error'];
    const message = typeof error === 'string' && error.trim() !== '' ? error : texts.unexpectedReply(status);
    throw new DomainError(commandKindForStatus(status), message, { command: name, status });
  }
}
