import { describe, expect, it } from 'vitest';
import { CONTENT_COMMANDS, COMMAND_CONCERNS } from './content-commands.js';
import { undeclaredCommandUseCases } from './content-use-cases.js';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import { isDomainError } from '../shared/errors.js';
import { recordingUseCase } from '../test-support/command-doubles.js';
import { CarouselUseCases } from '../use-cases/carousel.js';
import { commandOf, dispatchCommand, type UseCaseResolver } from './dispatch.js';

describe('the content command table', () => {
  it('declares every use case a command names, with its ports, in SERVER_USE_CASES', () => {
    expect(undeclaredCommandUseCases()).toEqual([]);
  });

  it('finds each command by concern and action, and nothing else', () => {
    for (const concern of COMMAND_CONCERNS) {
      for (const action of Object.keys(CONTENT_COMMANDS[concern])) {
        expect(commandOf(concern, action)).toBe((CONTENT_COMMANDS[concern] as Record<string, unknown>)[action]);
      }
    }
    expect(commandOf('carousel', 'toString')).toBeNull();
    expect(commandOf('__proto__', 'constructor')).toBeNull();
    expect(commandOf('nothing', 'here')).toBeNull();
  });
});

describe('dispatching a command', () => {
  const actor: Actor = { uid: 'u-1', email: 'dora@estudio.example', roleCodes: [], keys: new Set() };
  const asked: unknown[] = [];
  const resolve: UseCaseResolver = (useCase) => {
    asked.push(useCase);
    return recordingUseCase();
  };

  it("reads the body with the command's parser and runs its use case once", async () => {
    asked.length = 0;
    const answer = await dispatchCommand(resolve, actor, 'carousel', 'validate', {
      brandId: 'b-1',
      requirementId: 'r-1',
      index: 1,
      score: 100,
    });
    expect(answer).toEqual({ method: 'validate', args: [actor, { brandId: 'b-1', requirementId: 'r-1' }, 1] });
    expect(asked).toEqual([CarouselUseCases]);
  });

  it('answers not found for a name no table holds, and refuses a bad body before any use case is found', async () => {
    asked.length = 0;
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (isDomainError(error) ? { kind: error.kind, message: error.message } : error),
      );
    expect(await refusal(dispatchCommand(resolve, actor, 'carousel', 'publish', {}))).toEqual({
      kind: 'not-found',
      message: Messages.endpoints.unknownRoute,
    });
    expect(await refusal(dispatchCommand(resolve, actor, 'carousel', 'validate', { brandId: 'b-1' }))).toMatchObject({
      kind: 'validation',
    });
    expect(asked).toEqual([]);
  });
});
