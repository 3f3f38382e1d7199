import {
  CONTENT_USE_CASES,
  dispatchCommand,
  fromWire,
  type Actor,
  type ContentCommands,
  type UseCaseResolver,
} from '@estudio/domain';
import { InProcessContentCommands } from '../memory/index.js';
import { memoryPortBindings, type MemoryAdapters } from '../memory/memory-port-bindings.js';
import { createContainer } from '../wiring/container.js';

/*
 * How the use-case tests run content commands: the server's use cases bound over the twins
 * (CONTENT_USE_CASES, as the content functions bind them), a command dispatched as the router
 * does with a raw JSON body, or the browser's typed client acting as one person.
 */

/** The server use cases the commands name, over these twins. */
export const serverUseCases = (adapters: MemoryAdapters): UseCaseResolver => {
  const container = createContainer(memoryPortBindings(adapters), CONTENT_USE_CASES);
  return (useCase) => container.get(useCase);
};

/** 'concern/action' with a raw JSON body, as the functions' router runs it for `actor`. */
export const dispatcherAs = (adapters: MemoryAdapters, actor: Actor) => {
  const resolve = serverUseCases(adapters);
  return (name: string, body: unknown): Promise<unknown> => {
    const [concern = '', action = ''] = name.split('/');
    const json: unknown = JSON.parse(JSON.stringify(body) ?? 'null');
    return dispatchCommand(resolve, actor, concern, action, fromWire(json));
  };
};

/** The browser's one client of the commands, signed in as `actor`. */
export const commandsAs = (adapters: MemoryAdapters, actor: Actor): ContentCommands => {
  const resolve = serverUseCases(adapters);
  return new InProcessContentCommands(
    () => resolve,
    async () => actor,
  );
};
