import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import { DomainError } from '../shared/errors.js';
import type { AnyCommand, UseCaseClass } from './command.js';
import { CONTENT_COMMANDS, type CommandConcern } from './content-commands.js';

/** The definition of `concern/action`, or null for a name no table holds. */
export const commandOf = (concern: string, action: string): AnyCommand | null => {
  if (!Object.hasOwn(CONTENT_COMMANDS, concern)) return null;
  const group = CONTENT_COMMANDS[concern as CommandConcern] as Readonly<Record<string, AnyCommand>>;
  return Object.hasOwn(group, action) ? (group[action] ?? null) : null;
};

/** Finds the use case instance serving a command (a container's get). */
export type UseCaseResolver = <UC extends object>(useCase: UseCaseClass<UC>) => UC;

/**
 * Runs one command for a verified, active actor: the body read by the command's parser,
 * then its use case, once. The HTTP router and the in-process client share it.
 */
export const dispatchCommand = async (
  resolve: UseCaseResolver,
  actor: Actor,
  concern: string,
  action: string,
  body: unknown,
): Promise<unknown> => {
  const definition = commandOf(concern, action);
  if (definition === null) throw new DomainError('not-found', Messages.endpoints.unknownRoute, { concern, action });
  const input: unknown = definition.parse(body);
  return definition.run(resolve(definition.useCase), actor, input);
};
