// What `npm test` says again at the end when a task failed (scripts/test.mjs): for each task in
// Nx's "Failed tasks" list, the lines of its output that name a failure (a failed test, its
// error, the expected and received values, the counts) or, when none of its lines does, the
// end of its output.

const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/** The lines of a task's output that say what failed: Vitest, Playwright, ESLint and tsc. */
const FAILURE_LINE = [
  /^\s*✘/u, // Playwright: a failed test
  /^\s*\d+\) /, // Playwright: the header of a failure's details
  /^\s*(?:Error|TimeoutError|AssertionError|TypeError|ReferenceError)\b/,
  /^\s*(?:Expected|Received|Locator|Call log|Timeout)\b/,
  /^\s*\d+ (?:failed|flaky|interrupted|did not run)\b/, // Playwright's counts
  /^\s*\[chromium\] ›/, // Playwright: the tests listed under a count
  /^\s*FAIL\s/, // Vitest: a failed file or test
  /^\s*×\s/u, // Vitest: a failed test
  /^\s*(?:Test Files|Tests)\s.*\bfailed\b/, // Vitest's counts
  /\berror TS\d+:/, // tsc
  /^\s*\d+:\d+\s+error\s/, // ESLint
  /^\s*✖ \d+ problems?/u, // ESLint's count
  /^\[warn\] /, // prettier
];

const MAX_LINES_PER_TASK = 40;
const MAX_LINE_LENGTH = 220;
const TAIL_LINES = 20;

const clip = (line) => (line.length > MAX_LINE_LENGTH ? `${line.slice(0, MAX_LINE_LENGTH - 1)}…` : line);

/** The tasks of Nx's "Failed tasks:" list, e.g. '@estudio/web:e2e'. */
export const failedTasks = (lines) => {
  const start = lines.findLastIndex((line) => /^\s*Failed tasks:\s*$/.test(line));
  if (start === -1) return [];
  const tasks = [];
  for (const line of lines.slice(start + 1)) {
    const task = /^\s*-\s+(\S+)\s*$/.exec(line);
    if (task !== null) tasks.push(task[1]);
    else if (tasks.length > 0 && line.trim() !== '') break;
  }
  return tasks;
};

/** The lines Nx printed for a task: from its `> nx run task` header to the next header or Nx's summary. */
export const taskOutput = (lines, task) => {
  const isHeader = (line) => {
    const text = line.trim();
    return text === `> nx run ${task}` || text.startsWith(`> nx run ${task} `);
  };
  const header = lines.findLastIndex(isHeader);
  if (header === -1) return [];
  const rest = lines.slice(header + 1);
  const end = rest.findIndex((line) => line.trim().startsWith('> nx run ') || /^\s*NX\s{2,}/.test(line));
  return end === -1 ? rest : rest.slice(0, end);
};

/** The digest of a whole `nx run-many` output, or '' when it names no failed task. */
export const failureDigest = (log) => {
  const lines = log.replace(ANSI, '').split(/\r?\n/);
  const tasks = failedTasks(lines);
  if (tasks.length === 0) return '';
  const parts = ['━━ What failed (said again from above) ━━'];
  for (const task of tasks) {
    const output = taskOutput(lines, task);
    const failing = output.filter((line) => FAILURE_LINE.some((pattern) => pattern.test(line)));
    const shown = (failing.length > 0 ? failing : output.filter((line) => line.trim() !== '').slice(-TAIL_LINES))
      .filter((line, index, all) => index === 0 || line !== all[index - 1])
      .map(clip);
    parts.push(`${task}:`);
    if (shown.length === 0) parts.push('  (it printed nothing)');
    parts.push(...shown.slice(0, MAX_LINES_PER_TASK));
    if (shown.length > MAX_LINES_PER_TASK) parts.push(`  … ${shown.length - MAX_LINES_PER_TASK} more lines above`);
  }
  return parts.join('\n');
};
