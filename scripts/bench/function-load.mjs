#!/usr/bin/env node
// Function module load time: what a Functions worker loads before it serves its first
// request, each in a fresh Node process (the index with FUNCTION_TARGET set, which loads that
// function's module at start, as the Functions emulator's workers and deployed instances do).
// Before: the codebase bundled as one file that loads every function's module at start
// (build.mjs --single, the shape it had before each function got its own module); after:
// index.js + fn/<name>.js (build.mjs). Median of BENCH_LOAD_RUNS runs (5 by default), wall
// time and the process's CPU time (which a busy shared machine inflates less).
//   node scripts/bench/function-load.mjs
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleFunctions, FUNCTION_MODULES, staticGraph } from '../../packages/functions/build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outRoot = join(root, 'packages', 'functions', 'dist-bench');
const runs = Number(process.env.BENCH_LOAD_RUNS ?? 5);

/** The environment of a worker of the Functions emulator on the demo project. */
const workerEnv = (target) => ({
  ...process.env,
  FUNCTIONS_EMULATOR: 'true',
  GCLOUD_PROJECT: 'demo-estudio',
  FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-estudio', storageBucket: 'demo-estudio.appspot.com' }),
  METADATA_SERVER_DETECTION: 'none',
  FUNCTION_TARGET: target,
});

/**
 * Milliseconds (wall and CPU) to import `index` in a fresh Node process, as a worker for `target` does, and
 * `served` (the module the index starts loading for it, not awaited by the index) too.
 */
const loadOnce = (index, target, served = null) => {
  const imports = [index, ...(served === null ? [] : [served])]
    .map((file) => `await import(${JSON.stringify(pathToFileURL(file).href)});`)
    .join(' ');
  const script = `const t = performance.now(); const c = process.cpuUsage(); ${imports} const used = process.cpuUsage(c); process.stdout.write(JSON.stringify({ wall: performance.now() - t, cpu: (used.user + used.system) / 1000 }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: workerEnv(target),
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`loading ${index} for ${target} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Bundles both shapes, then times each function module's cold load in both. */
export const measureFunctionLoad = async () => {
  const singleDir = join(outRoot, 'single');
  const splitDir = join(outRoot, 'split');
  const single = await bundleFunctions({ outdir: singleDir, single: true, metafile: true });
  const split = await bundleFunctions({ outdir: splitDir, metafile: true });
  const singleKb = staticGraph(single.metafile, 'index.js').bytes / 1024;
  const indexGraph = staticGraph(split.metafile, 'index.js');
  const rows = [];
  for (const [module, served] of Object.entries(FUNCTION_MODULES)) {
    const target = served[0];
    const graph = staticGraph(split.metafile, `${module}.js`);
    const files = new Set([...indexGraph.files, ...graph.files]);
    const kb = [...files].reduce((sum, file) => sum + split.metafile.outputs[file].bytes, 0) / 1024;
    const before = [];
    const after = [];
    // Interleaved, so a burst of load on the shared machine weighs on both alike.
    for (let i = 0; i < runs; i += 1) {
      before.push(loadOnce(join(singleDir, 'index.js'), target));
      after.push(loadOnce(join(splitDir, 'index.js'), target, join(splitDir, `${module}.js`)));
    }
    rows.push({
      module: `${module}.js`,
      serves: served.length > 1 ? `${served[0]} +${served.length - 1}` : served[0],
      'before ms': Math.round(median(before.map((run) => run.wall))),
      'after ms': Math.round(median(after.map((run) => run.wall))),
      'before CPU ms': Math.round(median(before.map((run) => run.cpu))),
      'after CPU ms': Math.round(median(after.map((run) => run.cpu))),
      'before KB': Math.round(singleKb),
      'after KB': Math.round(kb),
      genkit: graph.inputs.some((input) => /node_modules\/(genkit|@genkit-ai)\//.test(input)) ? 'yes' : 'no',
    });
  }
  return rows;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Function module load (median of ${runs} cold loads each, fresh Node process):`);
  console.table(await measureFunctionLoad());
}
