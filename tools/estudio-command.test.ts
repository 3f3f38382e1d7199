// The command the README shows, run as a user runs it from the repository root: both
// `npx estudio` (the root package's own bin) and `npm run estudio --` reach the CLI.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const version = JSON.parse(readFileSync(join(root, 'packages', 'cli', 'package.json'), 'utf8')).version as string;
const run = (command: string, args: string[]): string =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, npm_config_yes: 'false' } });

describe('the estudio command from the repository root', () => {
  it('runs with npx, from the root package bin, without asking the registry', () => {
    expect(run('npx', ['--no-install', 'estudio', '--version']).trim()).toBe(version);
  }, 60_000);

  it('runs with npm run estudio --', () => {
    expect(run('npm', ['run', '--silent', 'estudio', '--', '--version']).trim()).toBe(version);
  }, 60_000);

  it('keeps install output off stdout, so piped exports stay clean', () => {
    expect(run('npx', ['--no-install', 'estudio', '--help'])).toMatch(/^Usage: estudio/);
  }, 60_000);
});
