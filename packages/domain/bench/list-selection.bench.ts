// Benchmark, not a test. From the repo root:
//
//   npx tsx packages/domain/bench/list-selection.bench.ts
//
// or import runListSelectionBench() (a combined `npm run bench` table) and print its rows.
//
// The requirement lists at 1k / 10k / 100k requirements (deterministic data: 50 brands,
// content-grid titles such as 'Carrusel 3 - T1', Spanish accents, all four statuses, some
// empty dates). For each size it times, as medians after a warm-up:
//   - prepareRequirements, once per data set;
//   - for every sort (none and each column, ascending) × (no filter, a createdBy filter) the
//     whole selection a filter or sort change costs: selectRows + paginate, over the
//     prepared list; beside it selectPage (one call from the raw requirements, as the
//     screen calls it today) and the code before this change (legacy: matchesFilters per
//     row, Intl.Collator inside the comparator);
//   - a page change over the rows already selected: paginate only, no new sort.
// It then reports the budgets at 10,000 requirements: any sort + filter + page ≤ 5 ms, a
// page change ≤ 0.5 ms. Timings are reported, never asserted in unit tests.
// The source modules, not a package entry: the bench also times what no entry exports.
import { contentGridTitle } from '../src/requirements/content-grid.js';
import { paginate, type Page } from '../src/requirements/pagination.js';
import { createRequirement, REQUIREMENT_STATUSES, UNASSIGNED } from '../src/requirements/requirement.js';
import type { Requirement, RequirementStatus } from '../src/requirements/requirement.js';
import { EMPTY_FILTERS, belongsToList, matchesFilters } from '../src/requirements/requirement-filters.js';
import type { RequirementFilters } from '../src/requirements/requirement-filters.js';
import { selectPage, type RequirementListQuery } from '../src/requirements/requirement-list.js';
import { prepareRequirements, selectRows } from '../src/requirements/requirement-selection.js';
import { LIST_COLUMN_KEYS, compareBy, type SortState } from '../src/requirements/requirement-sort.js';
import { isEntry, measure, median } from './timing.js';

export interface ListSelectionBenchRow {
  readonly bench: 'list-selection';
  /** How many requirements the data set holds. */
  readonly size: number;
  /** 'prepare', 'select <sort> / <filter>' or 'page change'. */
  readonly case: string;
  readonly runs: number;
  /** The new code: prepareRequirements, selectRows + paginate over the prepared list, or paginate. */
  readonly medianMs: number;
  /** selectPage(requirements, state) in one call (select cases only). */
  readonly selectPageMs: number | null;
  /** The code before this change, same data, same machine (select cases, when measured). */
  readonly legacyMs: number | null;
  /** Only at BUDGET_SIZE. */
  readonly budgetMs: number | null;
  readonly withinBudget: boolean | null;
}

export interface ListSelectionBenchOptions {
  readonly sizes?: readonly number[];
  /** Also time the code before this change (slow at 100k). Default true. */
  readonly legacy?: boolean;
  /** Progress lines while it runs. */
  readonly log?: (line: string) => void;
}

export const BUDGET_SIZE = 10_000;
export const SELECT_BUDGET_MS = 5;
export const PAGE_CHANGE_BUDGET_MS = 0.5;
const DEFAULT_SIZES = [1_000, 10_000, 100_000] as const;

// ---------------------------------------------------------------------------------------
// Deterministic data.

/** mulberry32: a small seeded generator, so every run measures the same data. */
const seeded = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const BRAND_WORDS = ['Café', 'Ñandú', 'Árbol', 'Montaña', 'Río', 'Estación', 'Jardín', 'Mañana', 'Canción', 'Óptica'];
const BRAND_TAILS = ['Andino', 'Azul', 'del Sur', 'Creativo', 'Orgánico'];
/** 50 brands. */
const BRANDS = BRAND_WORDS.flatMap((word) => BRAND_TAILS.map((tail) => `${word} ${tail}`));
const CREATORS = [
  ...Array.from({ length: 8 }, (_, i) => `estratega${i + 1}@estudio.co`),
  ...Array.from({ length: 8 }, (_, i) => `gestora${i + 1}@estudio.co`),
  'josé.pérez@estudio.co',
  'maría.núñez@estudio.co',
  'Íñigo.Álvarez@estudio.co',
  'sofía.gómez@estudio.co',
  'andrés.muñoz@estudio.co',
  'lucía.ramírez@estudio.co',
  'Óscar.León@estudio.co',
  'ángela.díaz@estudio.co',
];
const DESIGNERS = Array.from({ length: 12 }, (_, i) => `diseño${i + 1}@estudio.co`);
const FREE_TITLES = [
  'Publicación Día de la Madre',
  'Campaña Navideña',
  'Reseña del año',
  'Lanzamiento de colección',
  'Guía de estilo: tipografía',
];
/** The content grid of each brand (docs/product.md, "Constants"): 6 carousels, 6 videos, 2 blogs. */
const GRID: readonly (readonly [string, number])[] = [
  ...Array.from({ length: 6 }, (_, i) => ['Carrusel', i + 1] as const),
  ...Array.from({ length: 6 }, (_, i) => ['Video', i + 1] as const),
  ...Array.from({ length: 2 }, (_, i) => ['Blog', i + 1] as const),
];
const STATUS_WEIGHTS: readonly (readonly [RequirementStatus, number])[] = [
  ['Pendiente', 0.3],
  ['Solicitar diseño', 0.2],
  ['En diseño', 0.25],
  ['Finalizado', 0.25],
];
const START = Date.UTC(2023, 0, 1);
const HOUR = 3_600_000;

const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

const statusOf = (random: () => number): RequirementStatus => {
  let roll = random();
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return REQUIREMENT_STATUSES[0];
};

/** `size` requirements over 50 brands, numbered per brand, in the order a brand query returns. */
export const benchRequirements = (size: number, seed = 2024): Requirement[] => {
  const random = seeded(seed);
  const counts = new Map<string, number>();
  return Array.from({ length: size }, (_, i) => {
    // Some brands are busier than others.
    const brandIndex = Math.floor(random() ** 1.5 * BRANDS.length);
    const brand = BRANDS[brandIndex] as string;
    const number = (counts.get(brand) ?? 0) + 1;
    counts.set(brand, number);
    const [word, topic] = GRID[(number - 1) % GRID.length] as readonly [string, number];
    const title = random() < 0.05 ? `${pick(random, FREE_TITLES)} ${number}` : contentGridTitle(word, number, topic);
    const status = statusOf(random);
    const created = START + i * 0.75 * HOUR + Math.floor(random() * HOUR);
    const edited = random() < 0.1 ? null : created + Math.floor(random() * 30 * 24 * HOUR);
    const sentToDesign =
      status === 'En diseño' || status === 'Finalizado' ? created + Math.floor(random() * 10 * 24 * HOUR) : null;
    return createRequirement(`req-${i}`, {
      brandId: `brand-${brandIndex}`,
      brand,
      title,
      number,
      createdBy: pick(random, CREATORS),
      status,
      assignedTo: status === 'Pendiente' && random() < 0.7 ? UNASSIGNED : pick(random, DESIGNERS),
      createdAt: random() < 0.02 ? null : new Date(created),
      updatedAt: edited === null ? null : new Date(edited),
      inDesignAt: sentToDesign === null ? null : new Date(sentToDesign),
    });
  });
};

// ---------------------------------------------------------------------------------------
// Timing.

let sink = 0;
const keep = (page: Page<Requirement>): void => {
  sink = (sink + page.total + page.rows.length) % 1_000_003;
};

/** The selection as it was before this change (filter with matchesFilters, Intl inside the sort). */
const legacySelectPage = (requirements: readonly Requirement[], state: RequirementListQuery): Page<Requirement> => {
  const inList = requirements.filter((r) => belongsToList(r, state.kind));
  const filtered = inList.filter((r) => matchesFilters(r, state.filters, state.kind));
  const sorted =
    state.sort === null ? [...filtered] : [...filtered].sort(compareBy(state.sort.column, state.sort.direction));
  return paginate(sorted, state.page);
};

const SORTS: readonly (SortState | null)[] = [
  null,
  ...LIST_COLUMN_KEYS.active.map((column): SortState => ({ column, direction: 'asc' })),
];
/** About a third of the requirements: the baseline was measured with a createdBy filter. */
const TEXT_FILTER: RequirementFilters = { ...EMPTY_FILTERS, createdBy: 'Estratega' };
const FILTERS: readonly (readonly [string, RequirementFilters])[] = [
  ['no filter', EMPTY_FILTERS],
  ["createdBy 'Estratega'", TEXT_FILTER],
];
const PAGE = 2;

const sortLabel = (sort: SortState | null): string => (sort === null ? 'none' : sort.column);

export const runListSelectionBench = async (
  options: ListSelectionBenchOptions = {},
): Promise<ListSelectionBenchRow[]> => {
  const { sizes = DEFAULT_SIZES, legacy = true, log = () => undefined } = options;
  const rows: ListSelectionBenchRow[] = [];
  for (const size of sizes) {
    const large = size >= 100_000;
    const runs = large ? 11 : 31;
    const warmup = large ? 2 : 5;
    const legacyRuns = large ? 5 : 31;
    const budgeted = size === BUDGET_SIZE;
    const requirements = benchRequirements(size);
    log(`${size} requirements…`);

    const prepareMs = measure(runs, warmup, () => {
      sink = (sink + prepareRequirements(requirements).requirements.length) % 1_000_003;
    });
    rows.push({
      bench: 'list-selection',
      size,
      case: 'prepare',
      runs,
      medianMs: prepareMs,
      selectPageMs: null,
      legacyMs: null,
      budgetMs: null,
      withinBudget: null,
    });
    const prepared = prepareRequirements(requirements);

    for (const sort of SORTS) {
      for (const [filterLabel, filters] of FILTERS) {
        const state: RequirementListQuery = { kind: 'active', filters, sort, page: PAGE };
        const medianMs = measure(runs, warmup, () =>
          keep(paginate(selectRows(prepared, 'active', filters, sort), PAGE)),
        );
        const selectPageMs = measure(runs, warmup, () => keep(selectPage(requirements, state)));
        const legacyMs = legacy
          ? measure(legacyRuns, large ? 1 : warmup, () => keep(legacySelectPage(requirements, state)))
          : null;
        rows.push({
          bench: 'list-selection',
          size,
          case: `select ${sortLabel(sort)} / ${filterLabel}`,
          runs,
          medianMs,
          selectPageMs,
          legacyMs,
          budgetMs: budgeted ? SELECT_BUDGET_MS : null,
          withinBudget: budgeted ? medianMs <= SELECT_BUDGET_MS : null,
        });
      }
    }

    // A page change: the rows stay cached (useMemo), only paginate runs. 100 changes per run.
    const cached = selectRows(prepared, 'active', EMPTY_FILTERS, { column: 'title', direction: 'asc' });
    const pageCount = Math.max(1, Math.ceil(cached.length / 50));
    let page = 0;
    const pageMs = measure(
      runs,
      warmup,
      () => {
        for (let i = 0; i < 100; i += 1) {
          page = (page % pageCount) + 1;
          keep(paginate(cached, page));
        }
      },
      100,
    );
    rows.push({
      bench: 'list-selection',
      size,
      case: 'page change',
      runs,
      medianMs: pageMs,
      selectPageMs: null,
      legacyMs: null,
      budgetMs: budgeted ? PAGE_CHANGE_BUDGET_MS : null,
      withinBudget: budgeted ? pageMs <= PAGE_CHANGE_BUDGET_MS : null,
    });
    await Promise.resolve();
  }
  return rows;
};

// ---------------------------------------------------------------------------------------
// Printing.

const ms = (value: number | null): string =>
  value === null ? '–' : value < 0.1 ? value.toFixed(3) : value < 10 ? value.toFixed(2) : value.toFixed(1);

const table = (header: readonly string[], body: readonly (readonly string[])[]): string => {
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => (row[c] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
};

/** The bench's rows as text: every select case by size, one summary row per size, the budgets. */
export const formatListSelectionBench = (rows: readonly ListSelectionBenchRow[]): string => {
  const sizes = [...new Set(rows.map((r) => r.size))];
  const cases = [...new Set(rows.filter((r) => r.case.startsWith('select ')).map((r) => r.case))];
  const at = (size: number, name: string): ListSelectionBenchRow | undefined =>
    rows.find((r) => r.size === size && r.case === name);

  const detail = table(
    ['median ms: selectRows+paginate / selectPage / legacy', ...sizes.map((s) => `${s}`)],
    cases.map((name) => [
      name,
      ...sizes.map((s) => {
        const row = at(s, name);
        return row === undefined ? '' : `${ms(row.medianMs)} / ${ms(row.selectPageMs)} / ${ms(row.legacyMs)}`;
      }),
    ]),
  );

  const summary = table(
    ['requirements', 'prepare', 'select+page median', 'select+page worst', 'worst case', 'page change', 'legacy worst'],
    sizes.map((size) => {
      const selects = rows.filter((r) => r.size === size && r.case.startsWith('select '));
      const worst = selects.reduce<ListSelectionBenchRow | undefined>(
        (w, r) => (w === undefined || r.medianMs > w.medianMs ? r : w),
        undefined,
      );
      const legacyTimes = selects.map((r) => r.legacyMs).filter((t): t is number => t !== null);
      return [
        `${size}`,
        ms(at(size, 'prepare')?.medianMs ?? null),
        ms(median(selects.map((r) => r.medianMs))),
        ms(worst?.medianMs ?? null),
        worst?.case.replace('select ', '') ?? '',
        ms(at(size, 'page change')?.medianMs ?? null),
        ms(legacyTimes.length === 0 ? null : Math.max(...legacyTimes)),
      ];
    }),
  );

  const budgeted = rows.filter((r) => r.budgetMs !== null);
  const verdict = (name: string, budget: number, subject: readonly ListSelectionBenchRow[]): string => {
    if (subject.length === 0) return `${name}: not measured (no ${BUDGET_SIZE} data set)`;
    const worst = Math.max(...subject.map((r) => r.medianMs));
    const holds = subject.every((r) => r.withinBudget === true);
    return `${name} ≤ ${budget} ms at ${BUDGET_SIZE}: ${holds ? 'HOLDS' : 'FAILS'} (worst median ${ms(worst)} ms)`;
  };
  const budgets = [
    verdict(
      'any sort + filter + page',
      SELECT_BUDGET_MS,
      budgeted.filter((r) => r.case.startsWith('select ')),
    ),
    verdict(
      'page change without a new sort',
      PAGE_CHANGE_BUDGET_MS,
      budgeted.filter((r) => r.case === 'page change'),
    ),
  ];
  return [detail, '', summary, '', ...budgets].join('\n');
};

// No top-level await: the file may be loaded as CommonJS by whoever imports it.
if (isEntry(import.meta.url)) {
  void runListSelectionBench({ log: (line) => console.error(line) }).then((rows) => {
    console.log(formatListSelectionBench(rows));
  });
}
