import type { CommandGroup } from './command.js';
import type { UseCaseFactory } from '../use-cases/use-case.js';
import { SERVER_USE_CASES } from '../use-cases/server-use-case-factories.js';
import { CONTENT_COMMANDS } from './content-commands.js';

/** The use case classes the content commands name. */
const served: ReadonlySet<unknown> = new Set(
  Object.values(CONTENT_COMMANDS).flatMap((group: CommandGroup) =>
    Object.values(group).map((definition) => definition.useCase),
  ),
);

/**
 * The server use cases the content functions bind: exactly those a command names (each is
 * declared once, with its ports, in SERVER_USE_CASES).
 */
export const CONTENT_USE_CASES: readonly UseCaseFactory[] = Object.values(SERVER_USE_CASES).filter((factory) =>
  served.has(factory.useCase),
);

/** Use case classes a command names that SERVER_USE_CASES does not declare (must be none). */
export const undeclaredCommandUseCases = (): readonly unknown[] =>
  [...served].filter((useCase) => !CONTENT_USE_CASES.some((factory) => factory.useCase === useCase));
