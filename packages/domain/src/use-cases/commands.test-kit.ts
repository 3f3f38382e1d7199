import { expect } from 'vitest';
import { dispatchCommand } from '../commands/dispatch.js';
import { Messages } from '../messages.js';
import { type RequirementKey } from './content-access.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';
import { fromWire } from '../commands/wire.js';
import { type Actor } from '../permissions/actor.js';
import { type ContentCommands } from '../ports/content-commands.js';
import { InProcessContentCommands, resolverOver, type Twins } from '../testing/index.js';

/*
 * How the use-case tests run content commands: the server's use cases built over the twins
 * (resolverOver: CONTENT_USE_CASES, as the content functions bind them), a command
 * dispatched as the router does with a raw JSON body, or the browser's typed client acting
 * as one person.
 */

/** 'concern/action' with a raw JSON body, as the functions' router runs it for `actor`. */
export const dispatcherAs = (adapters: Twins, actor: Actor) => {
  const resolve = resolverOver(adapters);
  return (name: string, body: unknown): Promise<unknown> => {
    const [concern = '', action = ''] = name.split('/');
    const json: unknown = JSON.parse(JSON.stringify(body) ?? 'null');
    return dispatchCommand(resolve, actor, concern, action, fromWire(json));
  };
};

/** The browser's one client of the commands, signed in as `actor`. */
export const commandsAs = (adapters: Twins, actor: Actor): ContentCommands => {
  const resolve = resolverOver(adapters);
  return new InProcessContentCommands(
    () => resolve,
    async () => actor,
  );
};

/**
 * The refusals every content command shares, for one action and its valid `body`: a hidden
 * brand's requirement is forbidden, each of `strangers` (another brand's, another kind's,
 * a missing one) is not found, and a brand owner without the content keys is forbidden.
 */
export const expectTargetRefusals = async (
  run: (action: string, body: unknown, actor?: Actor) => Promise<unknown>,
  bodyOf: (action: string, target: RequirementKey) => Record<string, unknown>,
  action: string,
  body: Record<string, unknown>,
  hidden: RequirementKey,
  strangers: readonly RequirementKey[],
): Promise<void> => {
  expect(await failureOf(run(action, bodyOf(action, hidden)))).toMatchObject({
    kind: 'forbidden',
  });
  for (const target of strangers) {
    expect(await failureOf(run(action, bodyOf(action, target)))).toMatchObject({
      kind: 'not-found',
      message: Messages.carousel.requirementNotFound,
    });
  }
  expect(await failureOf(run(action, body, actorWith(['ADMIN_BRANDS_OWNER'])))).toMatchObject({
    kind: 'forbidden',
  });
};
