import type { CommandGroup } from './command.js';

/** The planning function's commands (docs/product.md, "Content commands"), by action name. */
export const PLANNING_COMMANDS = {} as const satisfies CommandGroup;
