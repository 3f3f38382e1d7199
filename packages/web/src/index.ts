// @estudio/web: the console. Its composition root binds the domain's ports to the
// adapters of the environment and builds the use cases the screens call.
import 'reflect-metadata';

export { createWebContainer, webUseCasesModule } from './container/web-container.js';
export { portsModule } from './container/ports-module.js';
