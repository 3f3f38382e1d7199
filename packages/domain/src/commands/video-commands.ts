import type { CommandGroup } from './command.js';

/** The video function's commands (docs/product.md, "Content commands"), by action name. */
export const VIDEO_COMMANDS = {} as const satisfies CommandGroup;
