import type { CommandContext } from '../cli/context.js';

/** Wraps a command body: the context comes first, then commander's own arguments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- commander passes arguments as it parsed them
export type Action = <A extends any[]>(body: (context: CommandContext, ...args: A) => Promise<void>) => (...args: any[]) => Promise<void>;
