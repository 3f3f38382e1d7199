// Benchmark, not a test. From the repo root:
//
//   npx tsx packages/domain/bench/row-change.bench.ts
//
// or import runRowChangeBench() (a section of `npm run bench`) and print its rows.
//
// What one status change on the requirement list costs at 1k / 10k / 100k requirements
// (the data of list-selection.bench.ts). A change updates the cached list twice (shown at
// once, then the saved fields: docs/product.md, "Requirements"); each update is timed:
//   - before: the whole list prepared and selected again (prepareRequirements + selectRows
//     + paginate), as the screen did for every update;
//   - after: viewRequirementList from the last view, which updates the changed row's keys
//     and moves it to its place (+ paginate).
// Each update is a new array with one new row object, as the query cache writes it: a
// status moved on and updatedAt set to a time no row held (a new key among the dates).
// Sorted by updatedAt descending (the column the change moves) and by status.
import { paginate } from '../src/requirements/pagination.js';
import type { Requirement, RequirementStatus } from '../src/requirements/requirement.js';
import { EMPTY_FILTERS, belongsToList } from '../src/requirements/requirement-filters.js';
import { viewRequirementList } from '../src/requirements/requirement-list-view.js';
import { prepareRequirements, selectRows } from '../src/requirements/requirement-selection.js';
import type { SortState } from '../src/requirements/requirement-sort.js';
import { benchRequirements } from './list-selection.bench.js';
import { isEntry, measure } from './timing.js';

export interface RowChangeBenchRow {
  readonly size: number;
  readonly sort: string;
  /** Median ms of one update of the cached list: the whole list prepared and selected again. */
  readonly beforeMs: number;
  /** Median ms of one update: viewRequirementList from the last view. */
  readonly afterMs: number;
}

const NEXT_STATUS: Readonly<Record<string, RequirementStatus>> = {
  Pendiente: 'Solicitar diseño',
  'Solicitar diseño': 'En diseño',
  'En diseño': 'Pendiente',
};

/** `count` successive data sets, each the last one with one active row changed. */
const changes = (requirements: readonly Requirement[], count: number): Requirement[][] => {
  const active = requirements.flatMap((r, i) => (belongsToList(r, 'active') ? [i] : []));
  const steps: Requirement[][] = [];
  let data = [...requirements];
  let time = Date.UTC(2027, 0, 1);
  for (let step = 0; step < count; step += 1) {
    const at = active[(step * 7919) % active.length] as number;
    const row = data[at] as Requirement;
    time += 1_000;
    data = data.map((r, i) =>
      i === at ? { ...row, status: NEXT_STATUS[row.status] ?? 'Pendiente', updatedAt: new Date(time) } : r,
    );
    steps.push(data);
  }
  return steps;
};

const SORTS: readonly SortState[] = [
  { column: 'updatedAt', direction: 'desc' },
  { column: 'status', direction: 'asc' },
];

export const runRowChangeBench = async (sizes: readonly number[] = [1_000, 10_000, 100_000]) => {
  const rows: RowChangeBenchRow[] = [];
  for (const size of sizes) {
    const large = size >= 100_000;
    const runs = large ? 15 : 41;
    const requirements = benchRequirements(size);
    const steps = changes(requirements, runs * 2 + 10);
    for (const sort of SORTS) {
      let sink = 0;
      let before = 0;
      const beforeMs = measure(runs, 3, () => {
        const data = steps[before % steps.length] as Requirement[];
        before += 1;
        sink += paginate(selectRows(prepareRequirements(data), 'active', EMPTY_FILTERS, sort), 1).total;
      });
      // The view follows the data sets in order, as the screen's does; the first is the list's first draw.
      let view = viewRequirementList(null, requirements, 'active', EMPTY_FILTERS, sort);
      let after = 0;
      const afterMs = measure(runs, 3, () => {
        view = viewRequirementList(view, steps[after] as Requirement[], 'active', EMPTY_FILTERS, sort);
        after += 1;
        sink += paginate(view.selection.rows, 1).total;
      });
      if (sink < 0) console.log(sink);
      rows.push({ size, sort: `${sort.column} ${sort.direction}`, beforeMs, afterMs });
      await Promise.resolve();
    }
  }
  return rows;
};

const ms = (value: number): string =>
  value < 0.1 ? value.toFixed(3) : value < 10 ? value.toFixed(2) : value.toFixed(1);

export const formatRowChangeBench = (rows: readonly RowChangeBenchRow[]): string =>
  [
    'requirements  sort            before: prepare+select  after: move one row  ratio',
    ...rows.map(
      (r) =>
        `${String(r.size).padStart(12)}  ${r.sort.padEnd(14)}  ${`${ms(r.beforeMs)} ms`.padStart(22)}  ${`${ms(r.afterMs)} ms`.padStart(19)}  ${`${(r.beforeMs / r.afterMs).toFixed(0)}×`.padStart(5)}`,
    ),
    'Per update of the cached list; a change makes two (shown at once, then saved).',
  ].join('\n');

if (isEntry(import.meta.url)) {
  void runRowChangeBench().then((rows) => console.log(formatRowChangeBench(rows)));
}
