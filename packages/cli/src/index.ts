// @estudio/cli: the `estudio` admin CLI. Its composition root wires the domain's use
// cases to the adapters chosen for the run.
import 'reflect-metadata';

export { CLI_USE_CASES, createCliContainer } from './container/cli-container.js';
export { portsModule, useCasesModule } from './container/container-modules.js';
