// @estudio/cli: the `estudio` admin CLI. Its composition root wires the domain's use
// cases to the adapters chosen for the run.
import 'reflect-metadata';

export { CLI_USE_CASES, cliPortBindings, createCliContainer } from './container/cli-container.js';
export { run } from './cli/program.js';
export type { RunOptions } from './cli/program.js';
export { capturedIo, processIo } from './cli/io.js';
export type { CapturedIo, CliIo } from './cli/io.js';
export { EXIT } from './cli/errors.js';
export { openFirebaseSession } from './cli/session.js';
export type { CliSession, SessionFactory } from './cli/session.js';
export { parseCsv, toCsv } from './csv/csv.js';
