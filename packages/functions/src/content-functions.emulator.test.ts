import { COMMAND_CONCERNS, CONTENT_COMMANDS } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionUrl } from './emulator-support.test-kit.js';
import { FunctionTexts } from './texts.js';

/*
 * The content functions as deployed: the bundle of build.mjs in the Functions emulator has one
 * HTTPS function per concern of COMMAND_CONCERNS, each answering through CommandRoutes in its
 * JSON (never the emulator's page for a function that does not exist). Every command of the
 * table is checked at the edge here (no token, a GET, a body that is not JSON); each command's
 * own refusals and success are proved by its concern's suite. Started by
 * scripts/emulators/exec.mjs --only auth,firestore,storage,functions.
 */
const m = Messages.endpoints;
/** What the functions refuse at their edge, before the domain reads the body. */
const edge = FunctionTexts.endpoints;
const urls: Record<string, string> = {};

beforeAll(async () => {
  for (const concern of COMMAND_CONCERNS) urls[concern] = await functionUrl(concern);
});

const request = async (
  url: string,
  init: { method?: string; contentType?: string; body?: string },
): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    headers: { 'content-type': init.contentType ?? 'application/json' },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  return { status: response.status, body: await response.json() };
};

// A function's first request loads the bundle and builds its container (Genkit with it): on a
// busy machine, tens of seconds.
describe('the content functions in the Functions emulator', { timeout: 90_000 }, () => {
  it.each(COMMAND_CONCERNS)('%s answers an action it does not hold with 404 in its JSON', async (concern) => {
    expect(await request(`${urls[concern]}/no-existe`, { body: '{}' })).toEqual({
      status: 404,
      body: { success: false, error: m.unknownRoute },
    });
  });

  // Every command of the table (none until its concern moves to the server, then each one).
  const commands = COMMAND_CONCERNS.flatMap((concern) =>
    Object.keys(CONTENT_COMMANDS[concern]).map((action) => [concern, action] as const),
  );
  if (commands.length > 0) {
    it.each(commands)(
      '%s/%s is checked at the edge: a token required, POST only, JSON only',
      async (concern, action) => {
        const url = `${urls[concern]}/${action}`;
        expect(await request(url, { body: '{}' })).toEqual({
          status: 401,
          body: { success: false, error: m.missingIdToken },
        });
        expect(await request(url, { method: 'GET' })).toEqual({
          status: 405,
          body: { success: false, error: edge.methodNotAllowed },
        });
        expect(await request(url, { contentType: 'text/plain', body: 'hola' })).toEqual({
          status: 415,
          body: { success: false, error: edge.unsupportedMediaType },
        });
      },
    );
  }
});
