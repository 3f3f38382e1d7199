/** The composition roots' wiring: ports and use cases into an inversify container. */
export { createContainer, portsModule, resolvePort, unservedPorts, useCasesModule } from './wiring/container.js';
export { provide, replacing, tokensOf, type PortBinding } from './wiring/port-binding.js';
