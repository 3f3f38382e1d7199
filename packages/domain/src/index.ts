// The public surface of @estudio/domain. Named exports only; each module adds its own lines.
export { Messages } from './messages.js';
export type { MessageCatalogue } from './messages.js';
export { DomainError, isDomainError } from './shared/errors.js';
export type { DomainErrorKind } from './shared/errors.js';
export { Clock, IdGenerator } from './shared/clock.js';
