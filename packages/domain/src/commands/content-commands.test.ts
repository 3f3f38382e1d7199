import { describe, expect, it } from 'vitest';
import { CONTENT_COMMANDS, COMMAND_CONCERNS } from './content-commands.js';
import { undeclaredCommandUseCases } from './content-use-cases.js';
import { commandOf } from './dispatch.js';

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
