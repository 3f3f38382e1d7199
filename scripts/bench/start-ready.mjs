#!/usr/bin/env node
// `npm start` ready time: from starting scripts/start.mjs to its "[estudio] Ready in" line (the
// console's URL printed, the demo data seeded, the web server answering), on a stack of its own
// (ESTUDIO_EMULATOR_PORT_OFFSET, 4000 unless set; the web app on 5173 + offset), fresh data and
// no export, BENCH_START_RUNS times (3 by default), each stopped before the next. Every Node
// process of the stack runs with scripts/bench/net-watch.cjs, so the network attempts are
// counted too (0 expected offline once the jars are there). Reports each run with the load average.
//   node scripts/bench/start-ready.mjs
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const READY_LINE = /\[estudio\] Ready in/;

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
      resolve();
    }, 60_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      resolve();
    }
  });

/** The network attempts recorded by net-watch.cjs, by process and host. */
const attemptsIn = (logPath) => {
  let lines = [];
  try {
    lines = readFileSync(logPath, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
  return lines.map((line) => JSON.parse(line));
};

/** One `npm start` until ready; its output goes to `logPath`. */
const startOnce = async ({ offset, port, logPath, netLog, timeoutMs }) => {
  const output = createWriteStream(logPath);
  const load = loadavg()[0];
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--no-export'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ESTUDIO_FRESH: '1',
      ESTUDIO_EMULATOR_PORT_OFFSET: String(offset),
      PORT: String(port),
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --require ${join(root, 'scripts', 'bench', 'net-watch.cjs')}`.trim(),
      ESTUDIO_NET_LOG: netLog,
    },
  });
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  const ready = await new Promise((resolve) => {
    let seen = '';
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.stdout.on('data', (chunk) => {
      seen = (seen + chunk.toString()).slice(-2000);
      if (READY_LINE.test(seen)) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  const seconds = (Date.now() - started) / 1000;
  const loadAtReady = loadavg()[0];
  await stop(child);
  output.end();
  return { ready, seconds, load, loadAtReady };
};

/** Starts the stack `runs` times; answers each run and the network attempts seen. */
export const measureStartReady = async ({
  offset = Number(process.env.ESTUDIO_EMULATOR_PORT_OFFSET ?? 4000),
  port = 5173 + offset,
  runs = Number(process.env.BENCH_START_RUNS ?? 3),
  timeoutMs = 900_000,
} = {}) => {
  const dir = join(root, '.firebase', 'bench-start');
  mkdirSync(dir, { recursive: true });
  const netLog = join(dir, 'network.jsonl');
  rmSync(netLog, { force: true });
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const logPath = join(dir, `start-${offset}-${i + 1}.log`);
    results.push({ ...(await startOnce({ offset, port, logPath, netLog, timeoutMs })), logPath });
  }
  return { results, attempts: attemptsIn(netLog), netLog };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Prints the runs, the median and the attempts (by process and host). */
export const reportStartReady = ({ results, attempts, netLog }) => {
  console.table(
    results.map((run, i) => ({
      run: i + 1,
      ready: run.ready ? `${run.seconds.toFixed(1)} s` : `NOT READY after ${run.seconds.toFixed(0)} s (${run.logPath})`,
      'load (1 min) at start': run.load.toFixed(2),
      'at ready': run.loadAtReady.toFixed(2),
    })),
  );
  const ready = results.filter((run) => run.ready).map((run) => run.seconds);
  if (ready.length > 0) console.log(`npm start ready: median ${median(ready).toFixed(1)} s of ${ready.length} runs.`);
  const byTarget = new Map();
  for (const attempt of attempts) {
    const key = `${attempt.script.split('/').pop()} → ${attempt.host}${attempt.port ? `:${attempt.port}` : ''}`;
    byTarget.set(key, (byTarget.get(key) ?? 0) + 1);
  }
  console.log(`Network attempts (anything but loopback) during those starts: ${attempts.length} (${netLog}).`);
  for (const [target, count] of byTarget) console.log(`  ${count} × ${target}`);
  return ready.length === results.length;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = reportStartReady(await measureStartReady());
  process.exitCode = ok ? 0 : 1;
}
