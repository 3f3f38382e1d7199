/**
 * The requirement lists in stages a screen can memoise (docs/product.md, "Requirements"):
 *
 *   prepareRequirements(requirements)            once per data set
 *   selectRows(prepared, kind, filters, sort)    when the list, a filter or the sort changes
 *   paginate(rows, page)                         when the page changes: no new sort
 *
 * selectRows gives exactly the rows of filterRequirements then sortRequirements over the
 * list's requirements (the rows selectPage cuts into pages), without a collator call or a
 * lower-casing per row: those are done once by prepareRequirements.
 */
import type { Requirement } from './requirement.js';
import { isFinished } from './requirement-status.js';
import { compileFilters, searchTextOf } from './requirement-filters.js';
import type { RequirementFilters, RequirementListKind } from './requirement-filters.js';
import { collectValues, compareBy, orderByRanks, rankTimes, rankValues, timeOrNaN } from './requirement-sort.js';
import type { ColumnRanks, ColumnValues, RequirementColumnKey, SortState } from './requirement-sort.js';

/** The columns the text filters search. */
type SearchColumn = 'title' | 'brand' | 'number' | 'createdBy';

/** What a text filter searches: the lower-cased text of each distinct value of its column. */
interface SearchKeys {
  /** Per row: an index into haystacks. */
  readonly ids: Int32Array;
  /** Lower-cased as containsIgnoringCase does; the number as written in decimal. */
  readonly haystacks: readonly string[];
}

interface ListKeys {
  /** Per row: 1 for Finalizado (the finished list), 0 for the active list. */
  readonly finished: Uint8Array;
  readonly search: Readonly<Record<SearchColumn, SearchKeys>>;
  /** null for a column compareBy cannot rank (see rankValues): it is sorted the old way. */
  readonly ranks: Readonly<Record<RequirementColumnKey, ColumnRanks | null>>;
}

const listKeys = Symbol('requirement list keys');

/**
 * Requirements with every sort key and filter haystack of the lists computed once.
 * Opaque: made by prepareRequirements, read by selectRows. Small beside the requirements:
 * a few integers per requirement and a string per distinct value.
 */
export interface PreparedRequirements {
  /** The requirements it was prepared from, in their order. */
  readonly requirements: readonly Requirement[];
  readonly [listKeys]: ListKeys;
}

const searchKeys = ({ ids, values }: ColumnValues, text: (value: unknown) => string): SearchKeys => ({
  ids,
  haystacks: values.map(text),
});

/** The same reading as containsIgnoringCase(requirement.title, ...) in matchesFilters. */
const asText = (value: unknown): string => searchTextOf(value as string | undefined);
/** The same reading as containsIgnoringCase(String(requirement.number), ...). */
const asDecimal = (value: unknown): string => searchTextOf(String(value));

/**
 * Computes once what the lists sort and filter on: Spanish collation ranks of the text
 * columns, the order of the numbers and of the dates (empty and invalid dates last), the
 * lower-cased text the filters search and which list each requirement is on. Call it when
 * the requirements change (a React useMemo on the data), not per filter, sort or page.
 */
export const prepareRequirements = (requirements: readonly Requirement[]): PreparedRequirements => {
  const count = requirements.length;
  const finished = new Uint8Array(count);
  const title = collectValues(count);
  const brand = collectValues(count);
  const number = collectValues(count);
  const createdBy = collectValues(count);
  const status = collectValues(count);
  const assignedTo = collectValues(count);
  const updatedAt = new Float64Array(count);
  const createdAt = new Float64Array(count);
  const inDesignAt = new Float64Array(count);
  // One pass over the requirements: with many rows, reading each object once is most of
  // the cost; the ranking below works on compact arrays and the distinct values.
  for (let i = 0; i < count; i += 1) {
    const r = requirements[i] as Requirement;
    finished[i] = isFinished(r) ? 1 : 0;
    title.add(i, r.title);
    brand.add(i, r.brand);
    number.add(i, r.number);
    createdBy.add(i, r.createdBy);
    status.add(i, r.status);
    assignedTo.add(i, r.assignedTo);
    updatedAt[i] = timeOrNaN(r.updatedAt);
    createdAt[i] = timeOrNaN(r.createdAt);
    inDesignAt[i] = timeOrNaN(r.inDesignAt);
  }
  return {
    requirements,
    [listKeys]: {
      finished,
      search: {
        title: searchKeys(title, asText),
        brand: searchKeys(brand, asText),
        number: searchKeys(number, asDecimal),
        createdBy: searchKeys(createdBy, asText),
      },
      ranks: {
        title: rankValues('title', title),
        brand: rankValues('brand', brand),
        number: rankValues('number', number),
        createdBy: rankValues('createdBy', createdBy),
        status: rankValues('status', status),
        assignedTo: rankValues('assignedTo', assignedTo),
        updatedAt: rankTimes(updatedAt),
        createdAt: rankTimes(createdAt),
        inDesignAt: rankTimes(inDesignAt),
      },
    },
  };
};

/** Per distinct value, whether it contains the needle; null when the filter is blank. */
const matcher = ({ haystacks }: SearchKeys, needle: string): Uint8Array | null =>
  needle === '' ? null : Uint8Array.from(haystacks, (haystack) => (haystack.includes(needle) ? 1 : 0));

const passes = (matches: Uint8Array | null, { ids }: SearchKeys, i: number): boolean =>
  matches === null || matches[ids[i] as number] === 1;

/** The requirements at the given indices, in that order (a loop: Array.from with a map is slower). */
const rowsAt = (requirements: readonly Requirement[], indices: Int32Array): Requirement[] => {
  const rows = new Array<Requirement>(indices.length);
  for (let i = 0; i < indices.length; i += 1) rows[i] = requirements[indices[i] as number] as Requirement;
  return rows;
};

/**
 * The rows of one list that pass the filters, in the sort's order (rows with equal keys
 * in their loaded order; no sort keeps the loaded order): the same rows, in the same
 * order, as sortRequirements(filterRequirements(the list's requirements, filters, kind),
 * sort). A new array; cut it into pages with paginate.
 */
export const selectRows = (
  prepared: PreparedRequirements,
  kind: RequirementListKind,
  filters: RequirementFilters,
  sort: SortState | null,
): Requirement[] => {
  const { requirements } = prepared;
  const { finished, search, ranks: columnRanks } = prepared[listKeys];
  const f = compileFilters(filters, kind);
  const title = matcher(search.title, f.title);
  const brand = matcher(search.brand, f.brand);
  const number = matcher(search.number, f.number);
  const createdBy = matcher(search.createdBy, f.createdBy);
  const inList = kind === 'finished' ? 1 : 0;
  const kept = new Int32Array(requirements.length);
  let count = 0;
  for (let i = 0; i < requirements.length; i += 1) {
    if (finished[i] !== inList) continue;
    if (!passes(title, search.title, i)) continue;
    if (!passes(brand, search.brand, i)) continue;
    if (!passes(number, search.number, i)) continue;
    if (!passes(createdBy, search.createdBy, i)) continue;
    const requirement = requirements[i] as Requirement;
    if (f.status !== '' && requirement.status !== f.status) continue;
    if (f.assignedTo !== '' && requirement.assignedTo !== f.assignedTo) continue;
    kept[count] = i;
    count += 1;
  }
  const rows = kept.subarray(0, count);
  if (sort === null) return rowsAt(requirements, rows);
  const ranks = columnRanks[sort.column];
  if (ranks === null) return rowsAt(requirements, rows).sort(compareBy(sort.column, sort.direction));
  return rowsAt(requirements, orderByRanks(rows, ranks, sort.direction));
};
