// The Requerimientos list over many brands (docs/product.md, "Requirements"): read in groups
// of brands, yielded in the list's order as they arrive, never a brand the actor may not see.
import { describe, expect, it, vi } from 'vitest';
import { type Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { BRANDS_PER_CHECKED_READ, type ActiveGroup } from '../requirements/active-groups.js';
import { createRequirement, type Requirement, type RequirementStatus } from '../requirements/requirement.js';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryRequirementRepository,
  InMemoryRoleRepository,
  InMemoryUserRepository,
} from '../testing/index.js';
import { RequirementUseCases } from './requirements.js';
import { brand, deferredReads, luis, nadie, sara } from './requirements.test-kit.js';
import { failureOf } from './use-cases.test-kit.js';

/**
 * Brand n: 'Marca 00'… so the name order is the number order; Luis is on all but every third
 * one (from n = 2), so with 75 brands he sees 50.
 */
const brandId = (n: number): string => `b-${String(n).padStart(2, '0')}`;
const seenByLuis = (n: number): boolean => n % 3 !== 2;
const manyBrands = (count: number): Brand[] =>
  Array.from({ length: count }, (_, n) =>
    brand(brandId(n), `Marca ${String(n).padStart(2, '0')}`, seenByLuis(n) ? ['luis@estudio.example'] : []),
  );
const STATUSES: RequirementStatus[] = ['Pendiente', 'Finalizado', 'En diseño'];
/** Three requirements per brand, one of them Finalizado. */
const requirementsOf = (brands: readonly Brand[]): Requirement[] =>
  brands.flatMap((b) =>
    STATUSES.map((status, i) =>
      createRequirement(`${b.id}-r${i + 1}`, {
        brandId: b.id,
        brand: b.brandName,
        title: `Carrusel ${i + 1} - T1`,
        number: i + 1,
        createdBy: 'sara@estudio.example',
        status,
      }),
    ),
  );

const worldOf = (count: number) => {
  const brands = manyBrands(count);
  const requirements = new InMemoryRequirementRepository(requirementsOf(brands));
  const brandRepository = new InMemoryBrandRepository(brands);
  const lists = new RequirementUseCases(
    requirements,
    brandRepository,
    new InMemoryUserRepository([]),
    new InMemoryRoleRepository([]),
    new FixedClock('2026-02-01T12:00:00.000Z'),
  );
  return { brands, requirements, brandRepository, lists };
};

const collect = async (stream: AsyncIterable<ActiveGroup>): Promise<ActiveGroup[]> => {
  const groups: ActiveGroup[] = [];
  for await (const group of stream) groups.push(group);
  return groups;
};

describe('RequirementUseCases.streamActive', () => {
  it('reads every brand of an actor who sees them all at once, in the brands’ name order, only active rows', async () => {
    const world = worldOf(50);
    const listEveryActive = vi.spyOn(world.requirements, 'listEveryActive');
    const listActiveIn = vi.spyOn(world.requirements, 'listActiveIn');
    const listActive = vi.spyOn(world.requirements, 'listActive');
    const groups = await collect(world.lists.streamActive(sara, null));

    expect(listEveryActive).toHaveBeenCalledTimes(1);
    expect(listActiveIn).not.toHaveBeenCalled();
    expect(listActive).not.toHaveBeenCalled();
    expect(groups.map((group) => group.brandIds)).toEqual([world.brands.map((b) => b.id)]);
    expect(groups[0]?.rows.map((row) => row.id)).toEqual(world.brands.flatMap((b) => [`${b.id}-r1`, `${b.id}-r3`]));
  });

  it('reads 50 brands of an assigned actor in 4 groups, one read each, yielded in the brands’ name order', async () => {
    const world = worldOf(75);
    const listActiveIn = vi.spyOn(world.requirements, 'listActiveIn');
    const mine = world.brands.filter((_, n) => seenByLuis(n)).map((b) => b.id);
    expect(mine).toHaveLength(50);
    const groups = await collect(world.lists.streamActive(luis, null));

    expect(groups.map((group) => group.brandIds.length)).toEqual([13, 13, 12, 12]);
    expect(groups.flatMap((group) => group.brandIds)).toEqual(mine);
    expect(listActiveIn).toHaveBeenCalledTimes(4);
    for (const group of groups) {
      expect(group.rows.map((row) => row.id)).toEqual(group.brandIds.flatMap((id) => [`${id}-r1`, `${id}-r3`]));
    }
  });

  it('never names nor yields a brand the actor may not see, whatever the caller passes as known', async () => {
    const world = worldOf(75);
    const listActiveIn = vi.spyOn(world.requirements, 'listActiveIn');
    const listEveryActive = vi.spyOn(world.requirements, 'listEveryActive');
    const mine = world.brands.filter((_, n) => seenByLuis(n)).map((b) => b.id);
    for (const known of [undefined, world.brands]) {
      listActiveIn.mockClear();
      const groups = await collect(world.lists.streamActive(luis, null, known));
      expect(groups.flatMap((group) => group.brandIds)).toEqual(mine);
      expect(groups.flatMap((group) => group.rows.map((row) => row.brandId)).every((id) => mine.includes(id))).toBe(
        true,
      );
      expect(listActiveIn.mock.calls.flatMap(([ids]) => ids)).toEqual(mine);
      // Without ALL, a read names no more brands than the rules check at once.
      expect(listActiveIn.mock.calls.every(([ids]) => ids.length <= BRANDS_PER_CHECKED_READ)).toBe(true);
    }
    expect(listEveryActive).not.toHaveBeenCalled();
  });

  it('reads a selected brand alone, from its own collection', async () => {
    const world = worldOf(50);
    const listActiveIn = vi.spyOn(world.requirements, 'listActiveIn');
    const listEveryActive = vi.spyOn(world.requirements, 'listEveryActive');
    const listActive = vi.spyOn(world.requirements, 'listActive');
    const groups = await collect(world.lists.streamActive(sara, brandId(7)));
    expect(groups.map((group) => group.brandIds)).toEqual([[brandId(7)]]);
    expect(groups[0]?.rows.map((row) => row.id)).toEqual([`${brandId(7)}-r1`, `${brandId(7)}-r3`]);
    expect(listActive.mock.calls).toEqual([[brandId(7)]]);
    expect(listActiveIn).not.toHaveBeenCalled();
    expect(listEveryActive).not.toHaveBeenCalled();
  });

  it('refuses a selected brand the actor may not see, and anyone without VIEW_REQUIREMENTS', async () => {
    const world = worldOf(4);
    expect((await failureOf(collect(world.lists.streamActive(luis, brandId(2))))).kind).toBe('forbidden');
    expect((await failureOf(collect(world.lists.streamActive(nadie, null)))).message).toBe(
      Messages.requirements.noPermission,
    );
  });

  it('yields nothing, reading nothing, when the actor sees no brand', async () => {
    const world = worldOf(3);
    const listActiveIn = vi.spyOn(world.requirements, 'listActiveIn');
    const listActive = vi.spyOn(world.requirements, 'listActive');
    const stranger = { ...luis, email: 'otra@estudio.example' };
    expect(await collect(world.lists.streamActive(stranger, null))).toEqual([]);
    expect(listActiveIn).not.toHaveBeenCalled();
    expect(listActive).not.toHaveBeenCalled();
  });

  it('yields the first group as soon as it answers, and the later ones in order even when they answer first', async () => {
    const world = worldOf(75);
    const reads = deferredReads(world.requirements);
    const stream = world.lists.streamActive(luis, null)[Symbol.asyncIterator]();
    const first = stream.next();
    await vi.waitFor(() => expect(reads.pending()).toBe(4));
    reads.answer(3);
    reads.answer(1);
    reads.answer(0);
    expect((await first).value?.brandIds[0]).toBe(brandId(0));
    const second = (await stream.next()).value;
    const third = stream.next();
    reads.answer(2);
    const fourth = (await stream.next().then(() => third)).value;
    expect([second?.brandIds.length, fourth?.brandIds.length]).toEqual([13, 12]);
    expect((await stream.next()).done).toBe(true);
  });

  it('still yields the other groups when one fails, then ends with the load message', async () => {
    const world = worldOf(75);
    const reads = deferredReads(world.requirements);
    const arrived: number[] = [];
    const done = (async () => {
      for await (const group of world.lists.streamActive(luis, null)) arrived.push(group.brandIds.length);
    })();
    await vi.waitFor(() => expect(reads.pending()).toBe(4));
    reads.fail(1, new Error('unavailable'));
    for (const index of [0, 2, 3]) reads.answer(index);
    const error = await failureOf(done);
    expect(error).toMatchObject({ kind: 'upstream', message: Messages.requirements.load });
    expect(arrived).toEqual([13, 12, 12]);
  });

  it('reports a failed read of every brand at once as the load message', async () => {
    const world = worldOf(9);
    world.requirements.failNext('listEveryActive');
    expect(await failureOf(world.lists.loadActive(sara, null))).toMatchObject({
      kind: 'upstream',
      message: Messages.requirements.load,
    });
  });

  it('gives loadActive every group’s rows at once, in the brands’ order', async () => {
    const world = worldOf(9);
    const rows = await world.lists.loadActive(luis, null);
    expect(rows.map((row) => row.id)).toEqual(
      world.brands.filter((_, n) => seenByLuis(n)).flatMap((b) => [`${b.id}-r1`, `${b.id}-r3`]),
    );
  });
});

describe('RequirementUseCases: the finished list takes the brands the caller already read', () => {
  it('reads no brand with known brands, still checking each against the actor', async () => {
    const world = worldOf(6);
    const listVisible = vi.spyOn(world.brandRepository, 'listVisible');
    const get = vi.spyOn(world.brandRepository, 'get');
    const listFinished = vi.spyOn(world.requirements, 'listFinished');
    const mine = [brandId(0), brandId(1), brandId(3), brandId(4)];

    const rows = await world.lists.loadFinished(luis, null, world.brands);
    expect(rows.map((row) => row.brandId)).toEqual(mine);
    expect(listFinished.mock.calls.map(([id]) => id)).toEqual(mine);
    const page = await world.lists.loadFinishedPage(luis, null, null, null, world.brands);
    expect(page.rows.map((row) => row.brandId).sort()).toEqual(mine);
    expect(await world.lists.countFinished(luis, null, world.brands)).toBe(4);
    expect(await world.lists.countFinished(luis, brandId(1), world.brands)).toBe(1);
    expect((await failureOf(world.lists.countFinished(luis, brandId(2), world.brands))).kind).toBe('forbidden');
    expect(listVisible).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });
});
