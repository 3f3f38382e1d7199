import { beforeEach, describe, expect, it } from 'vitest';
import { createRequirement, type NewRequirement, type RequirementRepository } from '@estudio/domain/requirements';
import { aNewRequirement, present } from './fixtures.js';
import { BRAND, OTHER_BRAND, byNumber } from './requirement-contract-fixtures.js';

/**
 * The RequirementRepository contract's creation cases: an empty brand, createMany,
 * createNumbered and its counter, and the rich fields round-tripped.
 * Registered in the describe of describeRequirementRepositoryContract, on the repository
 * its subject holds for each case.
 */
export const requirementCreationCases = (current: () => RequirementRepository): void => {
  let repo: RequirementRepository;

  beforeEach(() => {
    repo = current();
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
};
