// Starts the suite's own local stack before the specs and stops it after them:
//   ESTUDIO_FRESH=1 ESTUDIO_EMULATOR_PORT_OFFSET=3000 PORT=8173 node scripts/start.mjs --no-export
// (emulators + demo seed + functions + Vite), waits for its "Ready" line, and in the
// returned teardown stops its process group (start.mjs then stops each of its children's
// groups). Its output goes to .firebase/e2e-stack-<offset>.log.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT_OFFSET, E2E_WEB_PORT, EXTERNAL_BASE_URL } from './stack.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The emulators, the functions bundle, the seed and Vite: about a minute on this machine, more when busy. */
const START_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 30_000;

const log = (line: string) => console.log(`[e2e] ${line}`);

const tail = (path: string): string => {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '';
  }
};

const exited = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

const stop = async (child: ChildProcess) => {
  log('Stopping the stack…');
  signalGroup(child, 'SIGTERM');
  if (!(await exited(child, STOP_TIMEOUT_MS))) {
    log(`The stack did not stop within ${STOP_TIMEOUT_MS / 1000} s: killing its process group.`);
    signalGroup(child, 'SIGKILL');
    await exited(child, 5_000);
  }
};

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (EXTERNAL_BASE_URL !== null) {
    log(`Using the stack already running at ${EXTERNAL_BASE_URL} (E2E_BASE_URL); none is started.`);
    return undefined;
  }
  const logPath = join(root, '.firebase', `e2e-stack-${E2E_PORT_OFFSET}.log`);
  mkdirSync(dirname(logPath), { recursive: true });
  const output = createWriteStream(logPath);
  log(`Starting a fresh stack (ports + ${E2E_PORT_OFFSET}, web on ${E2E_WEB_PORT}); output in ${logPath}`);
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--no-export'], {
    cwd: root,
    // Its own process group, so teardown stops it and nothing else.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ESTUDIO_FRESH: '1',
      ESTUDIO_EMULATOR_PORT_OFFSET: String(E2E_PORT_OFFSET),
      PORT: String(E2E_WEB_PORT),
    },
  });
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);

  try {
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(
        () => reject(new Error(`The stack was not ready within ${START_TIMEOUT_MS / 1000} s.`)),
        START_TIMEOUT_MS,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        seen = (seen + chunk.toString()).slice(-2000);
        if (/\[estudio\] Ready in/.test(seen)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`scripts/start.mjs exited (code ${code}) before the stack was ready.`));
      });
    });
  } catch (error) {
    await stop(child);
    output.end();
    throw new Error(`${(error as Error).message}\nLast lines of ${logPath}:\n${tail(logPath)}`);
  }
  log(`Stack ready in ${Math.round((Date.now() - started) / 1000)} s.`);

  return async () => {
    await stop(child);
    output.end();
  };
}
