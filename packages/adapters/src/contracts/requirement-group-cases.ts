import { beforeEach, expect, it } from 'vitest';
import { type RequirementRepository } from '@estudio/domain/requirements';
import { aNewRequirement } from './fixtures.js';
import { BRAND, OTHER_BRAND, THIRD_BRAND, tags } from './requirement-contract-fixtures.js';

/**
 * The RequirementRepository contract's reads of several brands' active requirements at once
 * (listActiveIn, listEveryActive: the Requerimientos list over many brands, docs/product.md,
 * "Requirements").
 * Registered in the describe of describeRequirementRepositoryContract.
 */
export const requirementGroupCases = (current: () => RequirementRepository): void => {
  let repo: RequirementRepository;

  beforeEach(() => {
    repo = current();
  });

  it('lists the active requirements of the brands named, each under its brand, none of another', async () => {
    await repo.createMany(BRAND, [
      aNewRequirement(BRAND, 1),
      aNewRequirement(BRAND, 2, { status: 'Finalizado' }),
      aNewRequirement(BRAND, 3, { status: 'Solicitar diseño' }),
    ]);
    await repo.createMany(OTHER_BRAND, [aNewRequirement(OTHER_BRAND, 1, { status: 'En diseño' })]);
    await repo.createMany(THIRD_BRAND, [aNewRequirement(THIRD_BRAND, 1)]);

    const rows = await repo.listActiveIn([BRAND, OTHER_BRAND]);
    expect(tags(rows).sort()).toEqual([`${BRAND}#1`, `${BRAND}#3`, `${OTHER_BRAND}#1`]);
    expect(rows.find((row) => row.brandId === OTHER_BRAND)?.status).toBe('En diseño');
    // The same rows the brand's own read gives.
    expect(rows.filter((row) => row.brandId === BRAND).sort((a, b) => a.number - b.number)).toEqual(
      (await repo.listActive(BRAND)).sort((a, b) => a.number - b.number),
    );
  });

  it('lists nothing for no brands, or brands without requirements', async () => {
    await repo.createMany(BRAND, [aNewRequirement(BRAND, 1)]);
    expect(await repo.listActiveIn([])).toEqual([]);
    expect(await repo.listActiveIn([OTHER_BRAND, THIRD_BRAND])).toEqual([]);
  });

  it('lists more brands than one read may name (30) all the same', async () => {
    const brands = Array.from({ length: 32 }, (_, n) => `brand-${String(n).padStart(2, '0')}`);
    for (const brandId of brands) await repo.createMany(brandId, [aNewRequirement(brandId, 1)]);
    expect(tags(await repo.listActiveIn(brands)).sort()).toEqual(brands.map((brandId) => `${brandId}#1`));
  });

  it("lists every brand's active requirements at once, each under its brand", async () => {
    expect(await repo.listEveryActive()).toEqual([]);
    await repo.createMany(BRAND, [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2, { status: 'Finalizado' })]);
    await repo.createMany(OTHER_BRAND, [aNewRequirement(OTHER_BRAND, 1, { status: 'En diseño' })]);
    const rows = await repo.listEveryActive();
    expect(tags(rows).sort()).toEqual([`${BRAND}#1`, `${OTHER_BRAND}#1`]);
    expect(rows.find((row) => row.brandId === OTHER_BRAND)).toEqual((await repo.listActive(OTHER_BRAND))[0]);
  });
};
