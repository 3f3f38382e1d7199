// @estudio/cli: the `estudio` admin CLI. Its composition root wires the domain's use
// cases to the adapters chosen for the run.
import 'reflect-metadata';

export { cliUseCasesModule, createCliContainer } from './container/cli-container.js';
export { portsModule } from './container/ports-module.js';
