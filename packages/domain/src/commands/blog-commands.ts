import type { CommandGroup } from './command.js';

/** The blog function's commands (docs/product.md, "Content commands"), by action name. */
export const BLOG_COMMANDS = {} as const satisfies CommandGroup;
