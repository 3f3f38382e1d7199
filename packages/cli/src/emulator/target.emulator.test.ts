import { describe, expect, it, beforeAll } from 'vitest';
import { capturedIo } from '../cli/io.js';
import { run } from '../cli/program.js';
import { cli, env, fresh, json, projectId, repos } from './cli-emulator.test-kit.js';

// Where the CLI writes, and the reset and seed of the local stack (cli-emulator.test-kit.ts).

describe('the target, reset and seed', () => {
  beforeAll(fresh);

  it('says where it writes on every run', async () => {
    const result = await cli('users', 'list');
    expect(result.code).toBe(0);
    expect(result.err).toContain(`Destino: emuladores locales (${projectId}`);
  });

  it('refuses to reset (or seed) a real project, and leaves the data alone', async () => {
    const before = (await repos.users.list()).length;
    const realEnv = { ...env, FIRESTORE_EMULATOR_HOST: undefined, FIREBASE_AUTH_EMULATOR_HOST: undefined };
    for (const command of [['reset', '--yes'], ['seed']]) {
      const io = capturedIo(realEnv);
      expect(await run(['--project', 'estudio-produccion', ...command], io)).toBe(1);
      expect(io.err()).toContain('Destino: proyecto REAL estudio-produccion');
      expect(io.err()).toContain('se niega a tocar el proyecto real estudio-produccion');
    }
    // With the emulator variables still set, --project is a usage error (it would write to the emulators).
    expect((await cli('--project', 'estudio-produccion', 'reset', '--yes')).code).toBe(2);
    expect((await repos.users.list()).length).toBe(before);
  });

  it('asks for --yes before a reset', async () => {
    const result = await cli('reset');
    expect(result.code).toBe(2);
    expect(result.err).toContain('--yes');
  });

  it('seeds idempotently', async () => {
    const rows = await json<{ kind: string; created: number; updated: number; unchanged: number }[]>('seed');
    expect(rows.every((row) => row.created === 0 && row.updated === 0)).toBe(true);
  });
});
