import type { CommandInput, CommandName, CommandOutput } from '../commands/content-commands.js';
import { token } from '../shared/token.js';

/**
 * How the console runs a content command: one typed client (HTTP to the functions in the
 * browser, in-process over the twins in screen tests). A refusal is the server's
 * DomainError, with its Spanish message and kind. A port of its own, apart from the
 * command table (commands/content-commands.ts): the browser binds the token, and the table
 * brings every server use case it runs with it.
 */
export interface ContentCommands {
  run<N extends CommandName>(name: N, input: CommandInput<N>): Promise<CommandOutput<N>>;
}
export const ContentCommands = token<ContentCommands>('ContentCommands');
