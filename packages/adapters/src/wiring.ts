/** The composition roots' wiring: ports and use cases into an inversify container. */
export { addUseCases, createContainer, resolvePort, unservedPorts } from './wiring/container.js';
export { adapterOf, provide, replacing, tokensOf, type PortBinding } from './wiring/port-binding.js';
