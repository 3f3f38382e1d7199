import { fromWire } from '@estudio/domain/content';
import { Messages, ServerMessages } from '@estudio/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoleName } from '../emulator-support.test-kit.js';
import { FOREIGN, OUTSIDE_URL, SCRIPT_URL, type CommandCase, type Refusal } from './cases/command-case.js';
import { casesOf, COMMAND_SUITES, type CommandSuite } from './cases/index.js';
import { CommandStack } from './command-stack.test-kit.js';
import { FunctionTexts } from '../texts.js';

/*
 * The content commands end to end (docs/product.md, "Content commands"): the bundle of
 * build.mjs in the Functions emulator, each concern's HTTPS function called over HTTP with
 * real ID tokens of the demo accounts, on a fresh seed, the offline demo model answering
 * the commands that call one. Each suite file runs its concerns' case tables (cases/) on one
 * fresh stack (command-stack.test-kit.ts): first every command's refusals, each proved to
 * store nothing anywhere (every document but the audit log's, the AI quota's included, and
 * every object of the bucket, read before and after); then every command's success, its
 * answer and what is stored read back with the Admin SDK, stamped with the person, and the
 * audit entry the triggers write for it naming that person.
 */

const m = Messages.endpoints;

/** Runs `tasks` at most `limit` at a time. */
const pooled = async <T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> => {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task !== undefined) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
};

/** A refusal as the kit sends it: its request's ID token (null: none). */
interface SentRefusal extends Refusal {
  readonly idToken: string | null;
}

/** Every request a case must refuse, with the status and Spanish error of each. */
const refusalsOf = (stack: CommandStack, command: CommandCase): SentRefusal[] => {
  const as = (role: RoleName | undefined): string => stack.people[role ?? command.role].idToken;
  const body = command.body as Record<string, unknown>;
  const inactiveRecord = stack.inactiveRecord?.idToken ?? '';
  const inactiveAccount = stack.inactiveAccount?.idToken ?? '';
  const own = (refusal: Refusal): SentRefusal => ({ ...refusal, idToken: as(refusal.role) });
  return [
    { title: 'sin token', idToken: null, body, status: 401, error: m.missingIdToken },
    {
      title: 'usuario deshabilitado en la consola',
      idToken: inactiveRecord,
      body,
      status: 403,
      error: m.callerInactive,
    },
    {
      title: 'cuenta deshabilitada',
      idToken: inactiveAccount,
      body,
      status: 401,
      error: FunctionTexts.endpoints.invalidIdToken,
    },
    {
      title: `${command.withoutKey}, sin ${command.key}`,
      idToken: as(command.withoutKey),
      body,
      status: 403,
      error: Messages.access.forbidden,
    },
    {
      title: `una marca que ${command.hidden.role} no ve`,
      idToken: as(command.hidden.role),
      body: command.hidden.body,
      status: 403,
      error: Messages.access.forbidden,
    },
    ...(command.foreign === undefined
      ? []
      : [
          {
            title: 'un requerimiento de otra marca bajo el id de esta',
            idToken: as(command.role),
            body: { ...body, requirementId: FOREIGN[command.foreign.kind] },
            status: command.foreign.status,
            error: command.foreign.error,
          },
        ]),
    ...command.badBodies.map(own),
    ...command.caps.map(own),
    ...(command.media ?? []).flatMap(({ field, outside }) =>
      [...outside, OUTSIDE_URL, SCRIPT_URL].map((path): SentRefusal => ({
        title: `${field}: ${path}`,
        idToken: as(command.role),
        body: { ...body, [field]: path },
        status: 400,
        error: ServerMessages.aiEndpoint.mediaOutsideBrand(field),
      })),
    ),
  ];
};

/**
 * How many refusals run at once: one. The Functions emulator answers a request that finds
 * its function's worker busy by starting another worker process, which loads the whole
 * bundle; on a shared two-core machine that costs more than it saves, and past the
 * emulator's load timeout the request fails. One at a time, each function keeps one worker.
 */
const PARALLEL_REFUSALS = 1;

/**
 * One suite file: a fresh stack, every case's setup, then each command's refusals (one test
 * per command) and each command's success (one test per command, with its audit entry).
 */
export const describeCommandSuite = (suite: CommandSuite): void => {
  const concerns = COMMAND_SUITES[suite];
  const cases = casesOf(concerns);
  const title = `the content commands of ${concerns.join(', ')} in the Functions emulator`;
  const stack = new CommandStack(suite);
  beforeAll(async () => {
    await stack.start();
    for (const command of Object.values(cases)) {
      // The objects outside the folder exist, so that only the folder refuses them (a climb out names none).
      for (const { outside } of command.media ?? []) {
        for (const path of outside.filter((candidate) => !candidate.split('/').includes('..'))) {
          await stack.upload(path);
        }
      }
      await command.setup?.(stack);
    }
  }, 300_000);
  afterAll(() => stack.stop());

  describe(title, () => {
    describe('refusals: the status and the Spanish error, and nothing stored', () => {
      for (const [name, command] of Object.entries(cases)) {
        it(name, { timeout: 180_000 }, async () => {
          const before = await stack.storedState();
          const refusals = refusalsOf(stack, command);
          const answers = await pooled(
            refusals.map((refusal) => () => stack.call(name, refusal.body, refusal.idToken)),
            PARALLEL_REFUSALS,
          );
          expect(
            answers.map((answer, index) => ({
              title: refusals[index]?.title,
              status: answer.status,
              error: answer.body.error,
            })),
          ).toEqual(refusals.map(({ title, status, error }) => ({ title, status, error })));
          expect(await stack.storedState()).toEqual(before);
        });
      }
    });

    describe('success: the answer, what is stored with the person, and the audit entry naming them', () => {
      for (const [name, command] of Object.entries(cases)) {
        it(`${name} (${command.role})`, { timeout: 300_000 }, async () => {
          const person = stack.people[command.role];
          const answer = await stack.call(name, command.body, person.idToken);
          expect(answer, JSON.stringify(answer.body).slice(0, 500)).toMatchObject({
            status: 200,
            body: { success: true },
          });
          const writes = await command.verify(stack, fromWire(answer.body.result), person);
          // A proposal writes nothing; any other success writes something the audit names the person for.
          expect(writes.length > 0).toBe(command.proposes !== true);
          for (const write of writes) {
            expect(await stack.auditEntryOf(write, person)).toMatchObject({
              path: write.path,
              operation: write.operation,
              actorUid: person.uid,
              actorEmail: person.email,
            });
          }
        });
      }
    });
  });
};
