import { memoryPortBindings, type MemoryAdapters } from '@estudio/adapters';
import { createCliContainer } from '../container/cli-container.js';
import { capturedIo } from './io.js';
import { run } from './program.js';
import type { SessionFactory } from './session.js';
import { sessionOver } from './session.js';

/*
 * Test scaffolding: CLI sessions over the in-memory twins, built the way the real session
 * is (the CLI container, sessionOver, --as), for running commands in-process without the
 * emulators. Imports write through the bulk store's twin (InMemoryBulkStore, which
 * memoryPortBindings binds); the seed needs the emulators (src/emulator/*.emulator.test.ts).
 */

const unavailable = (what: string) => () =>
  Promise.reject(new Error(`${what}: not in unit tests (see src/emulator/*.emulator.test.ts)`));

export const twinSessions =
  (adapters: MemoryAdapters): SessionFactory =>
  (target, { as }) =>
    sessionOver(
      createCliContainer(memoryPortBindings(adapters)),
      {
        target,
        local: { seedDemoData: unavailable('seed') },
        migrations: { backfillRequirementBrandIds: unavailable('requirements backfill-brand-ids') },
        close: () => Promise.resolve(),
      },
      as,
    );

/** `estudio …` over these twins: the exit code and what it wrote. */
export const cliOver =
  (adapters: MemoryAdapters) =>
  async (...argv: string[]): Promise<{ code: number; out: string; err: string }> => {
    const io = capturedIo({});
    const code = await run(argv, io, { openSession: twinSessions(adapters) });
    return { code, out: io.out(), err: io.err() };
  };
