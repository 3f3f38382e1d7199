import type { CommandGroup } from './command.js';

/** The blueprint function's commands (docs/product.md, "Content commands"), by action name. */
export const BLUEPRINT_COMMANDS = {} as const satisfies CommandGroup;
