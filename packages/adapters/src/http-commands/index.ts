export { HttpContentCommands, DEFAULT_COMMAND_TIMEOUT_MS } from './http-content-commands.js';
export type { HttpContentCommandsOptions } from './http-content-commands.js';
