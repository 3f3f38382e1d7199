// Concurrent edits through the content functions: 10 signed-in content managers fire 100 hand
// edits at once (10 each, all in flight together) at one demo brand's carousels and videos,
// each edit aimed at its own slot (a guide's text, a script's section, a caption), several
// on every requirement so their transactions contend; afterwards every slot must hold its
// edit's text (packages/functions/src/concurrent-edits.test-kit.ts, the scenario the
// concurrent-edits emulator suite asserts). Run by `npm run bench` with the Auth, Firestore,
// Storage and Functions emulators up (scripts/emulators/exec.mjs). BENCH_COMMAND_ROUNDS rounds
// (3) on one fresh seed: the first starts the function workers, the next find them warm.
// Latency is what each caller waits, from sending to the answer: on the emulator that
// includes waiting for one of its workers (scripts/emulators/stack.mjs, functionsEmulatorEnv).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  EDITS,
  planEdits,
  prepareEditors,
  prepareSlots,
  quantile,
  runEdits,
  summary,
  USERS,
} from '../../packages/functions/src/concurrent-edits.test-kit.js';
import { freshStack, projectId, SEED_NOW } from '../../packages/functions/src/emulator-support.test-kit.js';

const ROUNDS = Number(process.env['BENCH_COMMAND_ROUNDS'] ?? 3);

export interface CommandsRow {
  readonly round: string;
  readonly edits: number;
  readonly users: number;
  readonly requirements: number;
  readonly errors: number;
  readonly 'lost updates': number;
  readonly 'wall s': number;
  readonly 'median ms': number;
  readonly 'p95 ms': number;
  readonly holds: boolean;
}

export const runCommandsBench = async (): Promise<CommandsRow[]> => {
  const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'commands-bench');
  try {
    await freshStack(app);
    const editors = await prepareEditors(app, SEED_NOW);
    const slots = await prepareSlots(app);
    const rows: CommandsRow[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const figures = summary(await runEdits(app, planEdits(editors, slots, round)));
      rows.push({
        round: round === 1 ? '1 (workers start)' : String(round),
        edits: figures.edits,
        users: figures.users,
        requirements: figures.requirements,
        errors: figures.errors,
        'lost updates': figures.lostUpdates,
        'wall s': Math.round(figures.wallMs / 100) / 10,
        'median ms': figures.medianMs,
        'p95 ms': figures.p95Ms,
        holds: figures.errors === 0 && figures.lostUpdates === 0,
      });
    }
    const median = (pick: (row: CommandsRow) => number): number => quantile(rows.map(pick), 0.5);
    const total = (pick: (row: CommandsRow) => number): number => rows.reduce((sum, row) => sum + pick(row), 0);
    // Errors and lost updates summed over the rounds; times the median round's.
    rows.push({
      round: `all ${rows.length} (times: median)`,
      edits: EDITS * rows.length,
      users: USERS,
      requirements: median((row) => row.requirements),
      errors: total((row) => row.errors),
      'lost updates': total((row) => row['lost updates']),
      'wall s': median((row) => row['wall s']),
      'median ms': median((row) => row['median ms']),
      'p95 ms': median((row) => row['p95 ms']),
      holds: rows.every((row) => row.holds),
    });
    return rows;
  } finally {
    await deleteApp(app);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runCommandsBench());
}
