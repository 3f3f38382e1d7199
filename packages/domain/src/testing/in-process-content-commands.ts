import { dispatchCommand, type UseCaseResolver } from '../commands/dispatch.js';
import { fromWire, toWire } from '../commands/wire.js';
import { type Actor } from '../permissions/actor.js';
import { type CommandInput, type CommandName, type CommandOutput } from '../commands/content-commands.js';
import type { ContentCommands } from '../ports/content-commands.js';

/** JSON as it crosses HTTP: what the browser sends is what the server reads, Dates tagged. */
const overTheWire = (value: unknown): unknown => fromWire(JSON.parse(JSON.stringify(toWire(value)) ?? 'null'));

/**
 * The content functions in process, for screen tests and Storybook: the command runs through
 * the same dispatch as the functions' router (its parser, its server use case, once), as the
 * signed-in user, with input and answer passed through JSON as HTTP would.
 */
export class InProcessContentCommands implements ContentCommands {
  constructor(
    private readonly resolve: () => UseCaseResolver,
    private readonly actor: () => Promise<Actor>,
  ) {}

  async run<N extends CommandName>(name: N, input: CommandInput<N>): Promise<CommandOutput<N>> {
    const [concern = '', action = ''] = String(name).split('/');
    const actor = await this.actor();
    const result = await dispatchCommand(this.resolve(), actor, concern, action, overTheWire(input));
    return overTheWire(result) as CommandOutput<N>;
  }
}
