import type { CommandContext } from '../cli/context.js';

/** Commander passes a command's arguments as it parsed them: their types are the command's to say. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type ParsedArguments = any[];

/** Wraps a command body: the context comes first, then commander's own arguments. */
export type Action = <A extends ParsedArguments>(
  body: (context: CommandContext, ...args: A) => Promise<void>,
) => (...args: ParsedArguments) => Promise<void>;
