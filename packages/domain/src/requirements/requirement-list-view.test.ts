import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Requirement } from './requirement.js';
import { EMPTY_FILTERS } from './requirement-filters.js';
import { prepareRequirements, selectRows, withChangedRows } from './requirement-selection.js';
import { MAX_ROWS_CHANGED_IN_PLACE, changedRowsOf, viewRequirementList } from './requirement-list-view.js';
import {
  emailArb,
  listKindArb,
  optionalDateArb,
  referenceRows,
  requirementFiltersArb,
  requirementsArb,
  sampleRequirement,
  sortStateArb,
  statusArb,
  textArb,
  unreadableRequirementsArb,
} from '../test-support/requirement-arbitraries.js';

const ids = (list: readonly Requirement[]): string[] => list.map((r) => r.id);

/** What one change may write on a row: a list change, or any other field a reload brings. */
const rowChangeArb = fc.record(
  {
    status: statusArb,
    assignedTo: emailArb,
    updatedAt: optionalDateArb,
    inDesignAt: optionalDateArb,
    title: textArb,
    brand: textArb,
    number: fc.oneof(fc.nat({ max: 200 }), fc.constantFrom(Number.NaN, -0)),
    createdAt: optionalDateArb,
  },
  { requiredKeys: [] },
);

/** The requirements with a few rows changed (new objects at the same places), and which rows. */
const changedArb = (requirements: Requirement[]) =>
  fc
    .array(fc.record({ at: fc.nat({ max: Math.max(requirements.length - 1, 0) }), change: rowChangeArb }), {
      maxLength: 4,
    })
    .map((changes) => {
      const next = [...requirements];
      for (const { at, change } of changes) if (next[at] !== undefined) next[at] = { ...next[at], ...change };
      return next;
    });

describe('viewRequirementList', () => {
  it('property: after rows change in place, shows exactly what a fresh selection of the new data shows', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(requirementsArb(30), unreadableRequirementsArb(30))
          .chain((requirements) =>
            fc.tuple(
              fc.constant(requirements),
              fc.array(changedArb(requirements), { minLength: 1, maxLength: 3 }),
              listKindArb,
              requirementFiltersArb,
              sortStateArb,
            ),
          ),
        ([requirements, steps, kind, filters, sort]) => {
          let view = viewRequirementList(null, requirements, kind, filters, sort);
          let data = requirements;
          for (const step of steps) {
            // Each step changes the rows of the last data set, as a cache update does.
            const next = data.map((row, i) => (step[i] === requirements[i] ? row : (step[i] as Requirement)));
            view = viewRequirementList(view, next, kind, filters, sort);
            data = next;
            expect(ids(view.selection.rows)).toEqual(ids(referenceRows(data, kind, filters, sort)));
            expect(view.selection.rows).toEqual(referenceRows(data, kind, filters, sort));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: the kept keys then serve any other filter and sort as freshly prepared keys do', () => {
    fc.assert(
      fc.property(
        requirementsArb(30).chain((requirements) =>
          fc.tuple(
            fc.constant(requirements),
            changedArb(requirements),
            listKindArb,
            requirementFiltersArb,
            sortStateArb,
          ),
        ),
        ([requirements, next, kind, filters, sort]) => {
          const changed = changedRowsOf(requirements, next);
          if (changed === null) return;
          const kept = withChangedRows(prepareRequirements(requirements), next, changed);
          expect(ids(selectRows(kept, kind, filters, sort))).toEqual(
            ids(selectRows(prepareRequirements(next), kind, filters, sort)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reuses the view when nothing changed, and the prepared keys when only the query did', () => {
    const rows = [sampleRequirement({ id: 'a' }), sampleRequirement({ id: 'b', title: 'Blog 1 - T1' })];
    const first = viewRequirementList(null, rows, 'active', EMPTY_FILTERS, null);
    expect(viewRequirementList(first, rows, 'active', { ...EMPTY_FILTERS }, null)).toBe(first);
    const sorted = viewRequirementList(first, rows, 'active', EMPTY_FILTERS, { column: 'title', direction: 'asc' });
    expect(sorted.prepared).toBe(first.prepared);
    expect(ids(sorted.selection.rows)).toEqual(['b', 'a']);
  });

  it('moves a changed row to its place without preparing the other rows again', () => {
    const rows = ['a', 'b', 'c', 'd'].map((id, i) =>
      sampleRequirement({ id, status: 'Pendiente', updatedAt: new Date(Date.UTC(2026, 0, i + 1)) }),
    );
    const sort = { column: 'updatedAt', direction: 'desc' } as const;
    const first = viewRequirementList(null, rows, 'active', EMPTY_FILTERS, sort);
    expect(ids(first.selection.rows)).toEqual(['d', 'c', 'b', 'a']);
    const next = rows.map((row) =>
      row.id === 'a' ? { ...row, status: 'En diseño' as const, updatedAt: new Date(Date.UTC(2026, 5, 1)) } : row,
    );
    const after = viewRequirementList(first, next, 'active', EMPTY_FILTERS, sort);
    expect(ids(after.selection.rows)).toEqual(['a', 'd', 'c', 'b']);
    expect(after.selection.rows[0]).toBe(next[0]);
    const done = next.map((row) => (row.id === 'c' ? { ...row, status: 'Finalizado' as const } : row));
    expect(ids(viewRequirementList(after, done, 'active', EMPTY_FILTERS, sort).selection.rows)).toEqual([
      'a',
      'd',
      'b',
    ]);
  });
});

describe('changedRowsOf', () => {
  const rows = ['a', 'b', 'c'].map((id) => sampleRequirement({ id }));

  it('names the rows that are new objects at the same place', () => {
    const next = [rows[0]!, { ...rows[1]!, status: 'En diseño' as const }, rows[2]!];
    expect(changedRowsOf(rows, next)).toEqual([1]);
    expect(changedRowsOf(rows, [...rows])).toEqual([]);
  });

  it('gives null for another data set: a length, an order or a brand that differs, or too many changes', () => {
    expect(changedRowsOf(rows, rows.slice(1))).toBeNull();
    expect(changedRowsOf(rows, [rows[1]!, rows[0]!, rows[2]!])).toBeNull();
    expect(changedRowsOf(rows, [{ ...rows[0]!, brandId: 'otra' }, rows[1]!, rows[2]!])).toBeNull();
    const many = Array.from({ length: MAX_ROWS_CHANGED_IN_PLACE + 1 }, (_, i) => sampleRequirement({ id: `r${i}` }));
    expect(
      changedRowsOf(
        many,
        many.map((row) => ({ ...row })),
      ),
    ).toBeNull();
  });
});
