// What `npm test` repeats at the end of a failed run (tools/test-digest.mjs), over outputs
// shaped as Nx, Playwright, Vitest and ESLint print them.
import { describe, expect, it } from 'vitest';
import { failedTasks, failureDigest, taskOutput } from './test-digest.mjs';

const red = (text: string) => `\u001b[31m${text}\u001b[39m`;

const PLAYWRIGHT = [
  '> nx run @estudio/web:e2e',
  '',
  'Running 3 tests using 1 worker',
  '  ✓   1 e2e/access.spec.ts:51:3 › login › shows the form (4.5s)',
  `  ${red('✘')}   2 e2e/requirements.spec.ts:230:3 › Requerimientos › assigns a requirement (12.0s)`,
  '  ✓   3 e2e/video.spec.ts:40:3 › video › uploads (9.1s)',
  '',
  '  1) e2e/requirements.spec.ts:230:3 › Requerimientos › assigns a requirement ─────────',
  '',
  '    Error: expect(locator).toHaveValue(expected) failed',
  '',
  "    Locator: getByRole('combobox', { name: 'Asignado a: Blog 2 - T1 (Textiles Quetzal)' })",
  '    Expected: "disenador@estudio.test"',
  '    Received: ""',
  '    Timeout: 10000ms',
  '',
  '      at /work/packages/web/e2e/requirements.spec.ts:247:22',
  '',
  '  1 failed',
  '    [chromium] › e2e/requirements.spec.ts:230:3 › Requerimientos › assigns a requirement',
  '  2 passed (1.2m)',
];

const VITEST = [
  '> nx run @estudio/web:test',
  '',
  ' ✓ src/app/routes.test.tsx (12 tests) 900ms',
  ' FAIL  src/screens/users/users-screen.test.tsx > /users > shows the creation date',
  'AssertionError: expected "24/11/2026" to be "25/11/2026"',
  ' Test Files  1 failed | 40 passed (41)',
  '      Tests  1 failed | 392 passed (393)',
];

const PASSING = ['> nx run @estudio/domain:test', '', ' Test Files  30 passed (30)', '      Tests  547 passed (547)'];

const SUMMARY = (tasks: string[]) => [
  '',
  ` ${red('NX')}   Running targets lint, test, e2e for 7 projects failed`,
  '',
  'Failed tasks:',
  '',
  ...tasks.map((task) => `- ${task}`),
  '',
  ' NX   Nx detected a flaky task',
  '',
  '  @estudio/web:e2e',
];

const log = (...parts: string[][]) => parts.flat().join('\n');

describe("npm test's failure digest", () => {
  it("reads the tasks of Nx's Failed tasks list", () => {
    const lines = log(PASSING, SUMMARY(['@estudio/web:e2e', '@estudio/web:test'])).split('\n');
    expect(failedTasks(lines)).toEqual(['@estudio/web:e2e', '@estudio/web:test']);
  });

  it("takes a task's output from its header to the next task or Nx's summary", () => {
    const lines = log(PLAYWRIGHT, PASSING, SUMMARY(['@estudio/web:e2e'])).split('\n');
    const output = taskOutput(lines, '@estudio/web:e2e');
    expect(output[0]).toBe('');
    expect(output.at(-1)).toBe('  2 passed (1.2m)');
    expect(taskOutput(lines, '@estudio/cli:test')).toEqual([]);
    // A target whose name starts with another's is not taken for it.
    expect(
      taskOutput(
        log(['> nx run tools:test', 'own'], ['> nx run tools:test-emulators', 'other']).split('\n'),
        'tools:test',
      ),
    ).toEqual(['own']);
  });

  it('repeats the failed test, its error, the values and the counts of each failed task, without colours', () => {
    const digest = failureDigest(log(PLAYWRIGHT, VITEST, PASSING, SUMMARY(['@estudio/web:e2e', '@estudio/web:test'])));
    expect(digest.split('\n')).toEqual([
      '━━ What failed (said again from above) ━━',
      '@estudio/web:e2e:',
      '  ✘   2 e2e/requirements.spec.ts:230:3 › Requerimientos › assigns a requirement (12.0s)',
      '  1) e2e/requirements.spec.ts:230:3 › Requerimientos › assigns a requirement ─────────',
      '    Error: expect(locator).toHaveValue(expected) failed',
      "    Locator: getByRole('combobox', { name: 'Asignado a: Blog 2 - T1 (Textiles Quetzal)' })",
      '    Expected: "disenador@estudio.test"',
      '    Received: ""',
      '    Timeout: 10000ms',
      '  1 failed',
      '    [chromium] › e2e/requirements.spec.ts:230:3 › Requerimientos › assigns a requirement',
      '@estudio/web:test:',
      ' FAIL  src/screens/users/users-screen.test.tsx > /users > shows the creation date',
      'AssertionError: expected "24/11/2026" to be "25/11/2026"',
      ' Test Files  1 failed | 40 passed (41)',
      '      Tests  1 failed | 392 passed (393)',
    ]);
  });

  it("falls back to the end of a task's output when no line names the failure", () => {
    const crashed = ['> nx run @estudio/web:e2e', ...Array.from({ length: 30 }, (_, n) => `line ${n + 1}`)];
    const digest = failureDigest(log(crashed, SUMMARY(['@estudio/web:e2e']))).split('\n');
    expect(digest.slice(2)).toEqual(Array.from({ length: 20 }, (_, n) => `line ${n + 11}`));
  });

  it('says nothing when Nx names no failed task', () => {
    expect(failureDigest(log(PASSING, [' NX   Successfully ran targets test for 7 projects']))).toBe('');
  });

  it('keeps long lines and long lists short', () => {
    const many = [
      '> nx run tools:test',
      ...Array.from({ length: 50 }, (_, n) => ` FAIL  t${n}.test.ts > ${'x'.repeat(300)}`),
    ];
    const digest = failureDigest(log(many, SUMMARY(['tools:test']))).split('\n');
    expect(digest).toHaveLength(2 + 40 + 1);
    expect(digest[2]).toHaveLength(220);
    expect(digest.at(-1)).toBe('  … 10 more lines above');
  });
});
