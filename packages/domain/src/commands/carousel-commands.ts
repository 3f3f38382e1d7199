import type { CommandGroup } from './command.js';

/** The carousel function's commands (docs/product.md, "Content commands"), by action name. */
export const CAROUSEL_COMMANDS = {} as const satisfies CommandGroup;
