import type { CommandGroup } from './command.js';

/** The brand function's commands (docs/product.md, "Content commands"), by action name. */
export const BRAND_COMMANDS = {} as const satisfies CommandGroup;
