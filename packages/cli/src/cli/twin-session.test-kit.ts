import { memoryPortBindings, provide, type MemoryAdapters } from '@estudio/adapters';
import { BulkStore } from '@estudio/domain';
import { createCliContainer } from '../container/cli-container.js';
import { capturedIo } from './io.js';
import { run } from './program.js';
import type { SessionFactory } from './session.js';
import { sessionOver } from './session.js';

/*
 * Test scaffolding: CLI sessions over the in-memory twins, built the way the real session
 * is (the CLI container, sessionOver, --as), for running commands in-process without the
 * emulators. Imports write through the bulk store, which only the emulator suites have
 * (src/emulator/*.emulator.test.ts, and the adapter's own in @estudio/adapters).
 */

const unavailable = (what: string) => () =>
  Promise.reject(new Error(`${what}: not in unit tests (see src/emulator/*.emulator.test.ts)`));

const noBulkStore: BulkStore = {
  createUsers: unavailable('bulk'),
  updateUsers: unavailable('bulk'),
  setAllowedUsers: unavailable('bulk'),
  createRoles: unavailable('bulk'),
  updateRolePermissions: unavailable('bulk'),
  createBrands: unavailable('bulk'),
  updateBrands: unavailable('bulk'),
};

export const twinSessions =
  (adapters: MemoryAdapters): SessionFactory =>
  (target, { as }) =>
    sessionOver(
      createCliContainer([...memoryPortBindings(adapters), provide(BulkStore, noBulkStore)]),
      {
        target,
        local: { seedDemoData: unavailable('seed') },
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
