// The `estudio` executable: runs the CLI on this process's arguments and exits with its code.
import 'reflect-metadata';
import { processIo } from './cli/io.js';
import { run } from './cli/program.js';

process.exitCode = await run(process.argv.slice(2), processIo());
