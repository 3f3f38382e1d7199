import { CONTENT_USE_CASES } from '../commands/content-use-cases.js';
import { type UseCaseFactory } from '../use-cases/use-case.js';
import { type UseCaseResolver } from '../commands/dispatch.js';
import { portMapOf, type Twins } from './twins.js';
import { resolverFrom, useCasesFrom, type UseCases } from './use-case-builder.js';

/**
 * Every use case over these twins, without a container: `useCasesOver(twins).carousel` is
 * the CarouselUseCases the content functions would build, from the ports its declaration
 * lists (SERVER_USE_CASES), each built once, on first use.
 */
export const useCasesOver = (twins: Twins): UseCases => useCasesFrom(portMapOf(twins));

/**
 * The use cases `factories` list over these twins, found by class as a command's dispatch
 * finds them (the content commands' by default, as the content functions bind them).
 */
export const resolverOver = (twins: Twins, factories: readonly UseCaseFactory[] = CONTENT_USE_CASES): UseCaseResolver =>
  resolverFrom(portMapOf(twins), factories);
