import type { CommandGroup } from './command.js';

/** The requirements function's commands (docs/product.md, "Content commands"), by action name. */
export const REQUIREMENT_COMMANDS = {} as const satisfies CommandGroup;
