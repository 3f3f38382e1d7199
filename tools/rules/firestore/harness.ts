// What every Firestore rules suite file shares: firestore.rules loaded into the emulator
// with one client per actor of the cast, the refusal and allowance checks, and the
// permission matrix's run of the file's rows (matrix.ts).
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../seed.js';
import { ACTORS, contextFor, emulatorAddress, firestoreOf, projectId, readRules } from '../support.js';
import type { ActorKey } from '../support.js';
import { byCollection, casesOf, named } from './matrix.js';
import type { MatrixCase, MatrixRow } from './matrix.js';

let env: RulesTestEnvironment | undefined;
const databases = new Map<ActorKey, Firestore>();

/** The rules test environment loadRules made for this file. */
export const rulesEnv = (): RulesTestEnvironment => {
  if (env === undefined) throw new Error('no rules loaded: call useFirestoreRules() in the suite file');
  return env;
};

/** The actor's client, signed in as the actor (or signed out). */
export const as = (key: ActorKey): Firestore => {
  const db = databases.get(key);
  if (db === undefined) throw new Error(`no client for ${key}: call useFirestoreRules() in the suite file`);
  return db;
};

/** Loads firestore.rules (the compiler check replaces them) and makes one client per actor. */
export const loadRules = async (): Promise<void> => {
  const { host, port } = emulatorAddress('FIRESTORE_EMULATOR_HOST');
  await env?.cleanup();
  env = await initializeTestEnvironment({
    projectId: projectId(),
    firestore: { host, port, rules: readRules('firestore.rules') },
  });
  databases.clear();
  for (const who of ACTORS) databases.set(who.key, firestoreOf(contextFor(env, who)));
};

/** The rules loaded before the file's suites run, the clients closed after. */
export const useFirestoreRules = (): void => {
  beforeAll(async () => {
    // Refused writes are the point here: keep the SDK from logging each one as an error.
    setLogLevel('silent');
    await loadRules();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
};

/**
 * The request must be refused by the rules themselves, not by running out of the rules'
 * evaluation budget (1000 expressions, 10 or 20 document reads), which would hide a rule
 * that cannot work.
 */
export const refused = async (request: Promise<unknown>): Promise<void> => {
  const error: unknown = await assertFails(request);
  expect(String((error as { message?: unknown } | undefined)?.message ?? error)).not.toMatch(/maximum of/i);
};

/** Runs one case: the operation must succeed when allowed and be refused when denied. */
const check = async (c: MatrixCase): Promise<void> => {
  const outcome = c.run(as(c.who.key), c.who);
  await (c.allowed ? assertSucceeds(outcome) : refused(outcome));
};

/**
 * The file's rows of the matrix, one case per actor each, grouped by collection: the reads
 * on one seed, the writes with the data re-seeded after each allowed write.
 */
export const describePermissionMatrix = (reads: readonly MatrixRow[], writes: readonly MatrixRow[]): void => {
  const readCases = casesOf(reads);
  const writeCases = casesOf(writes);

  describe('the permission matrix', () => {
    describe('reads', () => {
      beforeAll(async () => {
        await seed(rulesEnv());
      });
      describe.each(byCollection(readCases))('%s', (_collection, cases) => {
        it.each(named(cases))('%s', (_name, c) => check(c));
      });
    });

    describe('writes (data re-seeded after each allowed write)', () => {
      let dirty = true;
      beforeEach(async () => {
        if (dirty) await seed(rulesEnv());
        dirty = false;
      });
      describe.each(byCollection(writeCases))('%s', (_collection, cases) => {
        it.each(named(cases))('%s', async (_name, c) => {
          dirty = true;
          await check(c);
          // A refused write changed nothing; an allowed one is undone before the next case.
          dirty = c.allowed;
        });
      });
    });
  });
};
