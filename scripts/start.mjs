#!/usr/bin/env node
// `npm start`: the console on the local Firebase emulator stack.
// 1. bundles packages/functions into this stack's own folder (skipped when its sources did
//    not change; scripts/emulators/stack.mjs) and starts the Auth, Firestore, Storage and
//    Functions emulators (project demo-estudio), importing the data exported by the previous
//    run and exporting it again on exit; nothing is fetched from the network when the local
//    jars are there (scripts/emulators/prepare.mjs);
// 2. seeds the demo data (idempotent: the same code as the CLI's seed command) while the web
//    app starts at http://127.0.0.1:5173 (PORT overrides the port), pointed at those emulators;
// 3. prints the URL, the demo accounts and where scheduling and LinkedIn go (the local
//    sandbox), then "Ready", then which AI model serves (scripts/ai-status-local.ts, once the
//    ai function answers). Ctrl-C stops everything and saves the data.
// Every wait is bounded: each status check gives up an attempt after 10 s at most
// (tools/bounded-wait.mjs), the emulators get ESTUDIO_READY_TIMEOUT_S (300 s by default)
// to be ready and the web server 120 s, and then start stops, saying what was not ready.
// ESTUDIO_FRESH=1 starts from an empty stack instead of the saved data.
// ESTUDIO_EMULATOR_PORT_OFFSET=N runs a stack of its own beside the usual one (every
//   emulator port + N, project demo-estudio-N, data in .firebase/emulator-data-offset-N),
//   e.g. the browser suite: ESTUDIO_FRESH=1 ESTUDIO_EMULATOR_PORT_OFFSET=3000 PORT=8173.
// --no-export (or ESTUDIO_NO_EXPORT=1) does not save the data on exit (throw-away runs).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildFunctions, firebaseBin, prepareEmulators, root } from './emulators/prepare.mjs';
import { emulatorStack, stackClientEnv } from './emulators/stack.mjs';
import { httpProbe, secondsFrom, waitUntil } from '../tools/bounded-wait.mjs';

const port = Number(process.env.PORT ?? 5173);
const exportOnExit = !process.argv.includes('--no-export') && process.env.ESTUDIO_NO_EXPORT !== '1';
const children = [];
let stopping = false;

const log = (line) => console.log(`[estudio] ${line}`);
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

const run = (command, args, options = {}) => {
  const child = spawn(command, args, { cwd: root, detached: true, ...options });
  children.push(child);
  return child;
};

/**
 * The Firestore emulator's JVM runs in a session of its own, so the group kill below cannot
 * reach it; when firebase-tools exits without stopping it, it keeps this stack's Firestore
 * port and the next start fails with "port taken". It is found by what identifies it
 * exactly: a java process running the emulator jar on this stack's Firestore port.
 */
const endLeftoverFirestore = () => {
  const port = emulatorStack().hosts.firestore.split(':').pop();
  let listing = '';
  try {
    listing = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  } catch {
    return;
  }
  for (const line of listing.split('\n')) {
    const [pid, ...args] = line.trim().split(/\s+/);
    const command = args.join(' ');
    if (
      /\bjava\b/.test(args[0] ?? '') &&
      /firestore/i.test(command) &&
      new RegExp(`--port[ =]${port}\\b`).test(command)
    ) {
      try {
        process.kill(Number(pid), 'SIGKILL');
        log(`Stopped the Firestore emulator left on port ${port} (pid ${pid}).`);
      } catch {
        // already gone
      }
    }
  }
};

const stopAll = (code = 0) => {
  if (stopping) return;
  stopping = true;
  log(exportOnExit ? 'Stopping (the emulators save their data first)…' : 'Stopping…');
  // Each child leads its own process group: stop the whole group, never by name.
  for (const child of [...children].reverse()) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  }
  const emulators = children[0];
  // firebase-tools can exit before its Firestore JVM and function workers do (seen once a
  // function with Genkit had served a request): they stay in its process group, holding
  // the stack's ports. Whatever of each group is left once the emulators are gone is ended.
  const done = () => {
    endLeftoverFirestore();
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // nothing left in that group
      }
    }
    process.exit(code);
  };
  if (emulators && emulators.exitCode === null) {
    emulators.once('exit', done);
    setTimeout(done, exportOnExit ? 60_000 : 20_000).unref();
  } else {
    done();
  }
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** How long the emulators may take to be ready (a loaded 2-core machine needs 1–2 minutes). */
const READY_TIMEOUT_MS = secondsFrom(process.env.ESTUDIO_READY_TIMEOUT_S, 300);
const WEB_TIMEOUT_MS = 120_000;

/** The reason a child is gone, or null while it runs. */
const goneReason = (child, what) => () =>
  child.exitCode === null && child.signalCode === null
    ? null
    : `${what} exited (code ${child.exitCode ?? child.signalCode})`;

/**
 * Waits for the emulators: firebase-tools' "All emulators ready" line, within READY_TIMEOUT_MS;
 * then the hub listing the four emulators and the Functions emulator listing its functions
 * (each status check answers within 5 s or is tried again). Fails with what was not ready.
 */
const waitForEmulators = async (child, stack) => {
  let output = '';
  let ready = false;
  child.stdout.on('data', (chunk) => {
    if (ready) return;
    output = (output + stripAnsi(chunk.toString())).slice(-3000);
    if (output.includes('All emulators ready')) ready = true;
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const gone = () => {
    const reason = goneReason(child, 'firebase emulators:start')();
    return reason === null ? null : `${reason}:\n${output}`;
  };
  const hub = httpProbe(`http://${stack.hub}/emulators`, (status, body) => {
    const running = status === 200 ? Object.keys(JSON.parse(body)) : [];
    const missing = ['auth', 'firestore', 'storage', 'functions'].filter((name) => !running.includes(name));
    return { ready: missing.length === 0, detail: `running: ${running.join(', ') || 'none'}` };
  });
  try {
    await waitUntil({
      what: 'The emulators',
      totalMs: READY_TIMEOUT_MS,
      intervalMs: 250,
      gone,
      probe: async () => ({ ready, detail: 'no "All emulators ready" from firebase-tools yet' }),
    });
  } catch (error) {
    // Say which emulators did start (the hub's list), if it answers at all.
    const seen = await waitUntil({ what: 'The emulator hub', totalMs: 5_000, probe: hub }).catch((e) => e.message);
    throw new Error(
      `${error.message} ${seen ?? ''} See firebase-debug.log and the output above. ESTUDIO_READY_TIMEOUT_S=<seconds> waits longer.`,
    );
  }
  await waitUntil({ what: 'The emulator hub', totalMs: 30_000, gone, probe: hub });
  await waitUntil({
    what: 'The Functions emulator',
    totalMs: 30_000,
    gone,
    probe: httpProbe(`http://${stack.hosts.functions}/backends`, (status, body) => {
      const names =
        status === 200 ? JSON.parse(body).backends.flatMap((b) => b.functionTriggers.map((t) => t.entryPoint)) : [];
      return {
        ready: names.includes('userAdmin') && names.includes('ai'),
        detail: `functions loaded: ${names.length}`,
      };
    }),
  });
};

const runToEnd = (child, what) =>
  new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit code ${code}).`))));
  });

/** Starts the web app's dev server and waits until it serves the console (bounded). */
const startWeb = async (stackEnv) => {
  const web = run(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: join(root, 'packages', 'web'), env: stackEnv, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let banner = '';
  web.stdout.on('data', (chunk) => {
    // After its banner, Vite's own lines (a dependency re-optimised, a page reloaded, an
    // error) go to this output, where the browser suite's stack log keeps them.
    if (banner === null) {
      process.stdout.write(chunk);
      return;
    }
    // Vite colours its banner when FORCE_COLOR is set (Nx, Playwright): read it without.
    banner = (banner + stripAnsi(chunk.toString())).slice(-1000);
    if (banner.includes('Local:')) banner = null;
  });
  await waitUntil({
    what: `The web server on port ${port}`,
    totalMs: WEB_TIMEOUT_MS,
    gone: () => {
      const reason = goneReason(web, 'Vite')();
      return reason === null ? null : `${reason}; is port ${port} free?`;
    },
    probe: httpProbe(`http://127.0.0.1:${port}/`),
  });
  return web;
};

const main = async () => {
  const started = Date.now();
  const stack = emulatorStack();
  const { env: emulatorEnv, notes } = prepareEmulators();
  for (const note of notes) log(note);
  if (!buildFunctions(stack.functionsDir)) log(`Functions: unchanged since the last build (${stack.functionsDir}).`);

  const { dataDir } = stack;
  if (process.env.ESTUDIO_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });
  const importArgs = existsSync(join(dataDir, 'firebase-export-metadata.json')) ? ['--import', dataDir] : [];
  const exportArgs = exportOnExit ? ['--export-on-exit', dataDir] : [];
  const where = stack.offset > 0 ? ` (ports + ${stack.offset}, project ${stack.projectId})` : '';
  log(
    importArgs.length > 0
      ? `Starting the emulators${where} with the data saved in ${dataDir}…`
      : `Starting the emulators${where}…`,
  );
  const emulators = run(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      ...stack.configArgs,
      '--project',
      stack.projectId,
      '--only',
      'auth,firestore,storage,functions',
      ...importArgs,
      ...exportArgs,
    ],
    {
      // The linkedin function's callback sends the browser back to this console.
      env: { ...process.env, ...emulatorEnv, ...stack.env, ESTUDIO_CONSOLE_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitForEmulators(emulators, stack);
  log(`Emulators ready in ${Math.round((Date.now() - started) / 1000)} s.`);

  const stackEnv = {
    ...process.env,
    ...stackClientEnv(stack),
    // A Vite cache of its own: two dev servers must not re-bundle the same dependencies at once.
    ...(stack.offset > 0 ? { ESTUDIO_VITE_CACHE_DIR: join('node_modules', `.vite-offset-${stack.offset}`) } : {}),
  };
  // The seed and the web server start together: neither needs the other.
  const seed = run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'seed-local.ts')], {
    env: stackEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await Promise.all([runToEnd(seed, 'Seeding the demo data'), startWeb(stackEnv)]);

  log(`Console: http://127.0.0.1:${port}`);
  log(`User-administration endpoints: ${stack.functionsUrl}/{create-user,update-user-role,disable-user,enable-user}`);
  log(
    'Audit log: the Functions emulator runs the audit triggers (npx estudio audit reads them). A content command names its person; other writes show no writer here, since the emulator gives the triggers no auth context.',
  );
  log(
    `Scheduling (Metricool) and LinkedIn go to the local sandbox, nothing leaves this machine: drafts at ${stack.sandboxUrl}/metricool/posts, LinkedIn posts at ${stack.sandboxUrl}/linkedin/posts (README "Scheduling, LinkedIn and the local sandbox").`,
  );
  log(
    exportOnExit
      ? 'Press Ctrl-C to stop; the data is saved and re-imported on the next start.'
      : 'Press Ctrl-C to stop; the data is not saved (--no-export).',
  );
  log(`Ready in ${Math.round((Date.now() - started) / 1000)} s.`);
  // Which model serves, as the ai function reports it: asked once the console is ready, since
  // its first worker waits behind the audit triggers of every seeded document (bounded).
  run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'ai-status-local.ts')], {
    env: stackEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  emulators.once('exit', (code) => {
    if (!stopping) {
      log(`The emulators stopped unexpectedly (code ${code}).`);
      stopAll(1);
    }
  });
};

main().catch((error) => {
  console.error(`[estudio] ${error.message}`);
  stopAll(1);
});
