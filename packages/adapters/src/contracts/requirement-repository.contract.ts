import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createRequirement,
  type FinishedCursor,
  type FinishedOrder,
  type FinishedScope,
  type NewRequirement,
  type Requirement,
  type RequirementRepository,
} from '@estudio/domain';
import { aNewRequirement, present, sortedBy } from './fixtures.js';

export interface RequirementRepositorySubject {
  readonly repo: RequirementRepository;
  readonly cleanup?: () => Promise<void>;
}

const BRAND = 'brand-aurora';
const OTHER_BRAND = 'brand-brisa';
const THIRD_BRAND = 'brand-cumbre';
const byNumber = (requirements: readonly Requirement[]): Requirement[] =>
  sortedBy(requirements, (requirement) => String(requirement.number).padStart(6, '0'));
const tags = (rows: readonly Requirement[]): string[] => rows.map((r) => `${r.brandId}#${r.number}`);

/** A day of January 2026 at noon: distinct, whole-millisecond creation dates. */
const day = (n: number): Date => new Date(Date.UTC(2026, 0, n, 12, 0, 0));
const finished = (brandId: string, number: number, overrides: Partial<NewRequirement> = {}): NewRequirement =>
  aNewRequirement(brandId, number, { status: 'Finalizado', createdAt: day(number), ...overrides });

/** Every page of the scope in the order, following the cursors; pages must end. */
const allPages = async (
  repo: RequirementRepository,
  scope: FinishedScope,
  order: FinishedOrder,
  pageSize: number,
): Promise<Requirement[][]> => {
  const pages: Requirement[][] = [];
  let after: FinishedCursor | null = null;
  do {
    const page = await repo.pageFinished(scope, order, after, pageSize);
    pages.push(page.rows);
    after = page.next;
  } while (after !== null && pages.length < 20);
  expect(after).toBeNull();
  return pages;
};

/** brands/{brandId}/requirements/{id}: what every RequirementRepository must do. */
export const describeRequirementRepositoryContract = (
  name: string,
  makeSubject: () => Promise<RequirementRepositorySubject>,
): void => {
  describe(`RequirementRepository contract: ${name}`, () => {
    let subject: RequirementRepositorySubject;
    let repo: RequirementRepository;

    beforeEach(async () => {
      subject = await makeSubject();
      repo = subject.repo;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('has no requirements for a brand with none', async () => {
      expect(await repo.list(BRAND)).toEqual([]);
      expect(await repo.count(BRAND)).toBe(0);
      expect(await repo.get(BRAND, 'req-nobody')).toBeNull();
    });

    it('creates requirements with their own ids and every default applied', async () => {
      const inputs = [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2, { title: 'Blog 2 - T1' })];
      const created = await repo.createMany(BRAND, inputs);
      expect(created).toHaveLength(2);
      expect(new Set(created.map((requirement) => requirement.id)).size).toBe(2);
      created.forEach((requirement, index) => {
        expect(requirement).toEqual(
          createRequirement(requirement.id, { ...present(inputs[index], 'input'), brandId: BRAND }),
        );
        expect(requirement.status).toBe('Pendiente');
        expect(requirement.assignedTo).toBe('Por asignar');
      });
      expect(byNumber(await repo.list(BRAND))).toEqual(byNumber(created));
    });

    it('files requirements under the brand they are created for', async () => {
      await repo.createMany(BRAND, [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2)]);
      await repo.createMany(OTHER_BRAND, [aNewRequirement(OTHER_BRAND, 1)]);
      expect(await repo.count(BRAND)).toBe(2);
      expect(await repo.count(OTHER_BRAND)).toBe(1);
      expect((await repo.list(OTHER_BRAND)).map((requirement) => requirement.brandId)).toEqual([OTHER_BRAND]);
    });

    describe("createNumbered: numbers from the brand's counter", () => {
      const plan =
        (brandId: string, count: number, overrides: Partial<NewRequirement> = {}) =>
        (first: number): NewRequirement[] =>
          Array.from({ length: count }, (_, index) => aNewRequirement(brandId, first + index, overrides));

      it('numbers after the highest number in use when the brand never counted (data from before the counter)', async () => {
        await repo.createMany(BRAND, [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 5)]);
        const created = await repo.createNumbered(BRAND, 3, plan(BRAND, 3));
        expect(created.map((requirement) => requirement.number)).toEqual([6, 7, 8]);
        expect((await repo.list(BRAND)).map((requirement) => requirement.number).sort((a, b) => a - b)).toEqual([
          1, 5, 6, 7, 8,
        ]);
      });

      it('starts at 1 in a brand without requirements, and each call continues after the last', async () => {
        expect((await repo.createNumbered(BRAND, 2, plan(BRAND, 2))).map((r) => r.number)).toEqual([1, 2]);
        expect((await repo.createNumbered(BRAND, 2, plan(BRAND, 2))).map((r) => r.number)).toEqual([3, 4]);
        expect((await repo.createNumbered(OTHER_BRAND, 1, plan(OTHER_BRAND, 1))).map((r) => r.number)).toEqual([1]);
      });

      it('never hands a number out twice, not even to writers at the same moment', async () => {
        const [a, b] = await Promise.all([
          repo.createNumbered(BRAND, 3, plan(BRAND, 3)),
          repo.createNumbered(BRAND, 3, plan(BRAND, 3)),
        ]);
        const numbers = [...(a ?? []), ...(b ?? [])].map((requirement) => requirement.number).sort((x, y) => x - y);
        expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
        expect(await repo.count(BRAND)).toBe(6);
      });

      it('keeps numbers given by createMany taken', async () => {
        await repo.createMany(BRAND, [aNewRequirement(BRAND, 7)]);
        expect((await repo.createNumbered(BRAND, 1, plan(BRAND, 1))).map((r) => r.number)).toEqual([8]);
      });

      it('stores what the plan holds, every default applied', async () => {
        const [created] = await repo.createNumbered(BRAND, 1, plan(BRAND, 1, { title: 'Blog 1 - T1' }));
        expect(created).toEqual(
          createRequirement(present(created, 'created').id, { ...aNewRequirement(BRAND, 1), title: 'Blog 1 - T1' }),
        );
        expect(await repo.get(BRAND, present(created, 'created').id)).toEqual(created);
      });

      it('refuses a plan with other numbers or another size, and writes nothing', async () => {
        await expect(
          repo.createNumbered(BRAND, 2, () => [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 1)]),
        ).rejects.toThrow(RangeError);
        await expect(repo.createNumbered(BRAND, 2, plan(BRAND, 1))).rejects.toThrow(RangeError);
        expect(await repo.count(BRAND)).toBe(0);
        expect((await repo.createNumbered(BRAND, 1, plan(BRAND, 1))).map((r) => r.number)).toEqual([1]);
      });
    });

    it('creates nothing for an empty batch', async () => {
      expect(await repo.createMany(BRAND, [])).toEqual([]);
      expect(await repo.count(BRAND)).toBe(0);
    });

    it('round-trips the rich fields: validation, article, scripts, video data, dates', async () => {
      const [created] = await repo.createMany(BRAND, [
        aNewRequirement(BRAND, 1, {
          validation: { '0': { alineacion: 82, descripcion: 'Buena' } },
          article: [{ sectionTitle: 'Intro', text: 'Texto' }],
          scripts: [{ Captacion: 'A', 'Argumento de Venta': 'B', 'Llamada a la acción': 'C' }],
          videoData: { file_uri: 'files/1', analysis: 'Resumen' },
          publicationDate: new Date('2026-02-01T15:30:00.000Z'),
          selectedSocialNetwork: ['Instagram', 'TikTok'],
          youtubeTags: ['café'],
        }),
      ]);
      expect(await repo.get(BRAND, present(created).id)).toEqual(created);
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

    it('finds a requirement by its number within its brand', async () => {
      const [, second] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2)]);
      expect(await repo.findByNumber(BRAND, 2)).toEqual(second);
      expect(await repo.findByNumber(BRAND, 3)).toBeNull();
      expect(await repo.findByNumber(OTHER_BRAND, 2)).toBeNull();
    });

    it('updates only the fields given', async () => {
      const [created] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1, { caption: 'Antes' })]);
      const at = new Date('2026-01-20T12:00:00.000Z');
      await repo.update(BRAND, present(created).id, { status: 'En diseño', inDesignAt: at, updatedAt: at });
      expect(await repo.get(BRAND, present(created).id)).toEqual({
        ...created,
        status: 'En diseño',
        inDesignAt: at,
        updatedAt: at,
      });
    });

    it('refuses to update a requirement that does not exist, creating nothing', async () => {
      await expect(repo.update(BRAND, 'req-nobody', { caption: 'X' })).rejects.toThrow();
      expect(await repo.count(BRAND)).toBe(0);
    });

    describe('updateFrom: a patch made from the requirement as stored, in one transaction', () => {
      const ARTICLE = [
        { sectionTitle: 'Uno', text: 'Primero.' },
        { sectionTitle: 'Dos', text: 'Segundo.' },
        { sectionTitle: 'Tres', text: 'Tercero.' },
      ];
      const withArticle = async (): Promise<Requirement> => {
        const [created] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1, { caption: 'Antes' })]);
        const id = present(created).id;
        await repo.update(BRAND, id, { article: ARTICLE });
        return present(await repo.get(BRAND, id));
      };
      const section = (index: number, text: string) => (stored: Requirement) => ({
        article: stored.article.map((current, at) => (at === index ? { ...current, text } : current)),
        updatedAt: new Date('2026-01-21T09:00:00.000Z'),
      });

      it('hands change the stored requirement, writes its patch alone and answers the requirement as written', async () => {
        const before = await withArticle();
        let seen: Requirement | null = null;
        const written = await repo.updateFrom(BRAND, before.id, (stored) => {
          seen = stored;
          return section(1, 'Cambiado.')(stored);
        });
        expect(seen).toEqual(before);
        const expected = {
          ...before,
          article: [ARTICLE[0], { sectionTitle: 'Dos', text: 'Cambiado.' }, ARTICLE[2]],
          updatedAt: new Date('2026-01-21T09:00:00.000Z'),
        };
        expect(written).toEqual(expected);
        expect(await repo.get(BRAND, before.id)).toEqual(expected);
      });

      it('keeps both changes when two writers change different sections at the same moment', async () => {
        const before = await withArticle();
        await Promise.all([
          repo.updateFrom(BRAND, before.id, section(0, 'De Ana.')),
          repo.updateFrom(BRAND, before.id, section(2, 'De Leo.')),
        ]);
        expect((await repo.get(BRAND, before.id))?.article).toEqual([
          { sectionTitle: 'Uno', text: 'De Ana.' },
          ARTICLE[1],
          { sectionTitle: 'Tres', text: 'De Leo.' },
        ]);
      });

      it('writes nothing when change throws, and rejects with its error', async () => {
        const before = await withArticle();
        const refusal = new Error('no');
        await expect(
          repo.updateFrom(BRAND, before.id, () => {
            throw refusal;
          }),
        ).rejects.toBe(refusal);
        expect(await repo.get(BRAND, before.id)).toEqual(before);
      });

      it('refuses a requirement that does not exist, creating nothing', async () => {
        await expect(repo.updateFrom(BRAND, 'req-nobody', () => ({ caption: 'X' }))).rejects.toThrow();
        expect(await repo.count(BRAND)).toBe(0);
      });
    });
  });
};
