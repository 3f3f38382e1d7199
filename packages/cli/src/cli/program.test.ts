import { describe, expect, it, vi } from 'vitest';
import { capturedIo } from './io.js';
import { run } from './program.js';

const noSession = vi.fn(() => Promise.reject(new Error('no session in unit tests')));
const cli = async (argv: string[], env: Record<string, string | undefined> = {}) => {
  const io = capturedIo(env);
  const code = await run(argv, io, { openSession: noSession });
  return { code, out: io.out(), err: io.err() };
};

describe('estudio (no emulators needed)', () => {
  it('shows help with examples and exits 0', async () => {
    for (const argv of [
      ['--help'],
      ['users', 'import', '--help'],
      ['brands', 'grant', '--help'],
      ['access', 'who-can-see', '--help'],
    ]) {
      const result = await cli(argv);
      expect(result.code).toBe(0);
      expect(result.out).toContain('Ejemplos:');
    }
  });

  it('answers 2 for bad usage', async () => {
    expect((await cli(['nope'])).code).toBe(2);
    expect((await cli(['users'])).code).toBe(2);
    expect((await cli(['users', 'show'])).code).toBe(2);
    expect((await cli(['users', 'list', '--bogus'])).code).toBe(2);
    expect((await cli(['users', 'import', 'equipo.xlsx'])).code).toBe(2);
    expect((await cli(['users', 'export', '--format', 'xml'])).code).toBe(2);
    expect((await cli(['reset'])).code).toBe(2);
    expect((await cli(['--project', 'p', 'users', 'list'], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).code).toBe(
      2,
    );
    expect(noSession).not.toHaveBeenCalled();
  });

  it('refuses reset and seed on a real project before opening anything', async () => {
    for (const command of [['reset', '--yes'], ['seed']]) {
      const result = await cli(['--project', 'estudio-prod', ...command]);
      expect(result.code).toBe(1);
      expect(result.err).toContain('Destino: proyecto REAL estudio-prod');
      expect(result.err).toContain('se niega a tocar el proyecto real estudio-prod');
    }
    expect(noSession).not.toHaveBeenCalled();
  });

  it('says the target and fails with 1 when the session cannot open', async () => {
    const result = await cli(['users', 'list']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('Destino: emuladores locales (demo-estudio');
    expect(result.err).toContain('no session in unit tests');
  });
});
