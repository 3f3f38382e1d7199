// @estudio/web: the console. Its composition root binds the domain's ports to the
// adapters of the environment and builds the use cases the screens call.
import 'reflect-metadata';

export { CONSOLE_USE_CASES, createWebContainer } from './container/web-container.js';
export { WEB_USE_CASES, bindScreenUseCases } from './container/screen-use-cases.js';
