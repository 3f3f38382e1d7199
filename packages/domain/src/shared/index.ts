export { AuthMessages } from '../messages-shell.js';
export { Messages } from '../messages.js';
export { Logger } from '../ports/logger.js';
export { ACTIVE_REQUIREMENT_STATUSES, FINISHED_ORDER_COLUMNS } from '../ports/repositories.js';
export type {
  NewRole,
  BrandFields,
  BrandPatch,
  RequirementPatch,
  FinishedScope,
  FinishedOrder,
  FinishedCursor,
  FinishedPage,
} from '../ports/repositories.js';
export { ServerMessages } from '../server-messages.js';
export { orFail } from '../use-cases/or-fail.js';
export { SERVER_USE_CASES } from '../use-cases/server-use-case-factories.js';
export { USE_CASES } from '../use-cases/use-case-factories.js';
export {
  sessionUseCase,
  brandsUseCase,
  requirementsUseCase,
  commentCountsUseCase,
} from '../use-cases/shell-use-case-factories.js';
export { useCase } from '../use-cases/use-case.js';
export type { UseCaseFactory } from '../use-cases/use-case.js';
export { normaliseColour, isValidColour } from '../validation/colour.js';
export { validateBrandName, validateScriptsCaption } from '../validation/content-rules.js';
export { validateSecureUrl } from '../validation/urls.js';
export { VALID, firstFailure, assertValid } from '../validation/validation.js';
export type { Validation } from '../validation/validation.js';
export { changeStamp } from './change-stamp.js';
export type { ChangeStamp } from './change-stamp.js';
export { Clock } from './clock.js';
export { DomainError, errorText, isDomainError } from './errors.js';
export type { DomainErrorKind } from './errors.js';
export { compareSpanish, CONTROL_CHARACTERS, hasControlCharacters, TEXT_LIMITS } from './text.js';
export type { Token } from './token.js';
