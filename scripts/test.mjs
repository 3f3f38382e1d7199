#!/usr/bin/env node
// `npm test` after the install check: prettier, then every target of every package through Nx
// (lint, typecheck, unit tests, the bundle budget, the emulator suites, the browser suite).
//
// The output is passed through as it comes. When something fails, the failing lines of each
// failed task (the test names, the errors, the counts) are said again at the very end: Nx prints
// a task's output when the task ends, so in a long log the failure can sit far above the end,
// and a CI page that keeps only the log's tail would otherwise show a passing suite and "failed".
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureDigest } from '../tools/test-digest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const prettier = spawnSync(bin('prettier'), ['--check', '.'], { cwd: root, stdio: 'inherit' });
if (prettier.status !== 0) process.exit(prettier.status ?? 1);

const targets = ['lint', 'typecheck', 'test', 'bundle-budget', 'test-emulators', 'e2e'];
const nx = spawn(bin('nx'), ['run-many', '-t', ...targets, '--outputStyle=static', ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
  // Its output goes through a pipe here: keep the colours a terminal would have shown.
  env:
    process.stdout.isTTY && process.env.FORCE_COLOR === undefined ? { ...process.env, FORCE_COLOR: '1' } : process.env,
});
const chunks = [];
nx.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  chunks.push(chunk);
});
nx.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  chunks.push(chunk);
});
nx.on('close', (code, signal) => {
  const status = code ?? (signal === null ? 1 : 128);
  if (status !== 0) {
    const digest = failureDigest(Buffer.concat(chunks).toString('utf8'));
    if (digest !== '') process.stdout.write(`\n${digest}\n`);
  }
  process.exit(status);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nx.kill(signal));
