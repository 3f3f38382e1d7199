import { beforeEach, describe, expect, it } from 'vitest';
import { type RequirementRepository } from '@estudio/domain/requirements';
import { type FinishedOrder, type FinishedScope } from '@estudio/domain/shared';
import { aNewRequirement, present } from './fixtures.js';
import {
  BRAND,
  OTHER_BRAND,
  THIRD_BRAND,
  byNumber,
  tags,
  day,
  finished,
  allPages,
} from './requirement-contract-fixtures.js';

/**
 * The RequirementRepository contract's lists: the finished and the active ones, and the
 * finished ones by pages, counted, across one brand, several or all.
 * Registered in the describe of describeRequirementRepositoryContract, on the repository
 * its subject holds for each case.
 */
export const requirementListingCases = (current: () => RequirementRepository): void => {
  let repo: RequirementRepository;

  beforeEach(() => {
    repo = current();
  });

  it('lists as finished only the requirements in status Finalizado', async () => {
    const [done, pending] = await repo.createMany(BRAND, [
      aNewRequirement(BRAND, 1, { status: 'Finalizado' }),
      aNewRequirement(BRAND, 2),
      aNewRequirement(BRAND, 3, { status: 'En diseño' }),
    ]);
    expect(await repo.listFinished(BRAND)).toEqual([done]);
    await repo.update(BRAND, present(pending).id, { status: 'Finalizado' });
    expect(byNumber(await repo.listFinished(BRAND)).map((r) => r.number)).toEqual([1, 2]);
    expect(await repo.listFinished(OTHER_BRAND)).toEqual([]);
  });

  it('lists as active only the requirements not Finalizado', async () => {
    await repo.createMany(BRAND, [
      aNewRequirement(BRAND, 1),
      aNewRequirement(BRAND, 2, { status: 'Finalizado' }),
      aNewRequirement(BRAND, 3, { status: 'Solicitar diseño' }),
      aNewRequirement(BRAND, 4, { status: 'En diseño' }),
    ]);
    await repo.createMany(OTHER_BRAND, [aNewRequirement(OTHER_BRAND, 1)]);
    const active = byNumber(await repo.listActive(BRAND));
    expect(active.map((r) => [r.number, r.status])).toEqual([
      [1, 'Pendiente'],
      [3, 'Solicitar diseño'],
      [4, 'En diseño'],
    ]);
    expect(active.every((r) => r.brandId === BRAND)).toBe(true);
    expect(await repo.listActive(THIRD_BRAND)).toEqual([]);
  });

  describe('pages of finished requirements', () => {
    const NEWEST_FIRST: FinishedOrder = { column: 'createdAt', direction: 'desc' };
    const ONE_BRAND: FinishedScope = { kind: 'brands', brandIds: [BRAND] };

    it('pages one brand in order over three pages, without overlaps or gaps, and says when it ends', async () => {
      // Created out of order, with an active one among them that no page may show.
      await repo.createMany(
        BRAND,
        [5, 2, 7, 1, 6, 3, 4].map((n) => finished(BRAND, n)),
      );
      await repo.createMany(BRAND, [aNewRequirement(BRAND, 8, { createdAt: day(8) })]);
      await repo.createMany(OTHER_BRAND, [finished(OTHER_BRAND, 9)]);
      const pages = await allPages(repo, ONE_BRAND, { column: 'number', direction: 'asc' }, 3);
      expect(pages.map(tags)).toEqual([
        [`${BRAND}#1`, `${BRAND}#2`, `${BRAND}#3`],
        [`${BRAND}#4`, `${BRAND}#5`, `${BRAND}#6`],
        [`${BRAND}#7`],
      ]);
      expect(pages.flat().every((r) => r.status === 'Finalizado' && r.brandId === BRAND)).toBe(true);
    });

    it('respects the direction, and ends on a full page when the rows run out there', async () => {
      await repo.createMany(
        BRAND,
        [1, 2, 3, 4, 5, 6].map((n) => finished(BRAND, n)),
      );
      const pages = await allPages(repo, ONE_BRAND, NEWEST_FIRST, 3);
      expect(pages.map((rows) => rows.map((r) => r.number))).toEqual([
        [6, 5, 4],
        [3, 2, 1],
      ]);
      const first = await repo.pageFinished(ONE_BRAND, { column: 'createdAt', direction: 'asc' }, null, 6);
      expect(first.rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(first.next).toBeNull();
    });

    it('hands out the same requirements as get', async () => {
      const [created] = await repo.createMany(BRAND, [
        finished(BRAND, 1, { caption: 'Hecho', validation: { '0': { alineacion: 90, descripcion: 'Lista' } } }),
      ]);
      const page = await repo.pageFinished(ONE_BRAND, NEWEST_FIRST, null, 10);
      expect(page).toEqual({ rows: [created], next: null });
    });

    it('breaks ties by document, so equal values never repeat or vanish across pages', async () => {
      // Every row has the same brand name: the order is the tie-breaker alone.
      await repo.createMany(
        BRAND,
        [1, 2, 3, 4, 5, 6, 7].map((n) => finished(BRAND, n)),
      );
      for (const direction of ['asc', 'desc'] as const) {
        const pages = await allPages(repo, ONE_BRAND, { column: 'brand', direction }, 3);
        expect(pages.map((rows) => rows.length)).toEqual([3, 3, 1]);
        expect(new Set(pages.flat().map((r) => r.id)).size).toBe(7);
        const ids = pages.flat().map((r) => r.id);
        const ascending = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(ids).toEqual(direction === 'asc' ? ascending : ascending.reverse());
      }
    });

    it('orders texts as the store does (by code point), and an empty date first when ascending', async () => {
      await repo.createMany(BRAND, [
        finished(BRAND, 1, { title: 'b', updatedAt: day(3) }),
        finished(BRAND, 2, { title: 'B', updatedAt: null }),
        finished(BRAND, 3, { title: 'á', updatedAt: day(1) }),
        finished(BRAND, 4, { title: 'a', updatedAt: day(2) }),
      ]);
      const titles = await repo.pageFinished(ONE_BRAND, { column: 'title', direction: 'asc' }, null, 10);
      expect(titles.rows.map((r) => r.title)).toEqual(['B', 'a', 'b', 'á']);
      const edited = await repo.pageFinished(ONE_BRAND, { column: 'updatedAt', direction: 'asc' }, null, 10);
      expect(edited.rows.map((r) => r.number)).toEqual([2, 3, 4, 1]);
      const editedDesc = await repo.pageFinished(ONE_BRAND, { column: 'updatedAt', direction: 'desc' }, null, 10);
      expect(editedDesc.rows.map((r) => r.number)).toEqual([1, 4, 3, 2]);
    });

    it("spans every brand in the 'all' scope, in one order", async () => {
      await repo.createMany(
        BRAND,
        [1, 4, 7, 10].map((n) => finished(BRAND, n)),
      );
      await repo.createMany(
        OTHER_BRAND,
        [2, 5, 8].map((n) => finished(OTHER_BRAND, n)),
      );
      await repo.createMany(
        THIRD_BRAND,
        [3, 6, 9].map((n) => finished(THIRD_BRAND, n)),
      );
      await repo.createMany(THIRD_BRAND, [aNewRequirement(THIRD_BRAND, 11, { createdAt: day(11) })]);
      const pages = await allPages(repo, { kind: 'all' }, { column: 'createdAt', direction: 'asc' }, 4);
      expect(pages.map((rows) => rows.map((r) => r.number))).toEqual([
        [1, 2, 3, 4],
        [5, 6, 7, 8],
        [9, 10],
      ]);
      expect(
        pages
          .flat()
          .map((r) => r.brandId)
          .slice(0, 3),
      ).toEqual([BRAND, OTHER_BRAND, THIRD_BRAND]);
      expect(await repo.countFinished({ kind: 'all' })).toBe(10);
    });

    it('merges several brands in order, page after page, leaving out the brands not asked for', async () => {
      await repo.createMany(
        BRAND,
        [1, 2, 3, 4, 9, 10].map((n) => finished(BRAND, n)),
      );
      await repo.createMany(
        OTHER_BRAND,
        [5, 6, 7].map((n) => finished(OTHER_BRAND, n)),
      );
      await repo.createMany(
        THIRD_BRAND,
        [8].map((n) => finished(THIRD_BRAND, n)),
      );
      const scope: FinishedScope = { kind: 'brands', brandIds: [OTHER_BRAND, BRAND] };
      const pages = await allPages(repo, scope, NEWEST_FIRST, 3);
      expect(pages.map((rows) => rows.map((r) => r.number))).toEqual([
        [10, 9, 7],
        [6, 5, 4],
        [3, 2, 1],
      ]);
      // A single brand filling a whole page with nothing after it ends there too.
      const solo = await allPages(repo, { kind: 'brands', brandIds: [OTHER_BRAND, THIRD_BRAND] }, NEWEST_FIRST, 3);
      expect(solo.map((rows) => rows.map((r) => r.number))).toEqual([[8, 7, 6], [5]]);
      const exact = await allPages(repo, { kind: 'brands', brandIds: [OTHER_BRAND, 'brand-vacia'] }, NEWEST_FIRST, 3);
      expect(exact.map((rows) => rows.map((r) => r.number))).toEqual([[7, 6, 5]]);
    });

    it('counts the Finalizado requirements of a scope without listing them', async () => {
      await repo.createMany(BRAND, [finished(BRAND, 1), finished(BRAND, 2), aNewRequirement(BRAND, 3)]);
      await repo.createMany(OTHER_BRAND, [finished(OTHER_BRAND, 1)]);
      expect(await repo.countFinished({ kind: 'brands', brandIds: [BRAND] })).toBe(2);
      expect(await repo.countFinished({ kind: 'brands', brandIds: [BRAND, OTHER_BRAND] })).toBe(3);
      expect(await repo.countFinished({ kind: 'brands', brandIds: [] })).toBe(0);
      expect(await repo.countFinished({ kind: 'all' })).toBe(3);
    });

    it('answers an empty page for a scope with nothing finished', async () => {
      await repo.createMany(BRAND, [aNewRequirement(BRAND, 1)]);
      expect(await repo.pageFinished(ONE_BRAND, NEWEST_FIRST, null, 50)).toEqual({ rows: [], next: null });
      expect(await repo.pageFinished({ kind: 'brands', brandIds: [] }, NEWEST_FIRST, null, 50)).toEqual({
        rows: [],
        next: null,
      });
      expect(await repo.pageFinished({ kind: 'all' }, NEWEST_FIRST, null, 50)).toEqual({ rows: [], next: null });
    });

    it('refuses a cursor made for another order or scope', async () => {
      await repo.createMany(
        BRAND,
        [1, 2, 3].map((n) => finished(BRAND, n)),
      );
      const { next } = await repo.pageFinished(ONE_BRAND, NEWEST_FIRST, null, 2);
      expect(next).not.toBeNull();
      await expect(repo.pageFinished(ONE_BRAND, { column: 'number', direction: 'desc' }, next, 2)).rejects.toThrow();
      await expect(repo.pageFinished({ kind: 'all' }, NEWEST_FIRST, next, 2)).rejects.toThrow();
      expect((await repo.pageFinished(ONE_BRAND, NEWEST_FIRST, next, 2)).rows.map((r) => r.number)).toEqual([1]);
    });
  });
};
