import { describe, expect, it } from 'vitest';
import { describeRequirementRepositoryContract } from '../contracts/requirement-repository.contract.js';
import { aNewRequirement, present } from '../contracts/fixtures.js';
import { createRequirement } from '@estudio/domain/requirements';
import { InMemoryRequirementRepository, SequentialIdGenerator } from '@estudio/domain/testing';

describeRequirementRepositoryContract('InMemoryRequirementRepository', async () => ({
  repo: new InMemoryRequirementRepository(),
}));

describe('InMemoryRequirementRepository', () => {
  it('creates none of a batch when createMany is armed to fail', async () => {
    const repo = new InMemoryRequirementRepository();
    repo.failNext('createMany');
    await expect(
      repo.createMany('brand-aurora', [aNewRequirement('brand-aurora', 1), aNewRequirement('brand-aurora', 2)]),
    ).rejects.toThrow();
    expect(await repo.count('brand-aurora')).toBe(0);
  });

  it('numbers ids from the injected generator, in batch order', async () => {
    const repo = new InMemoryRequirementRepository([], new SequentialIdGenerator('r'));
    const created = await repo.createMany('brand-aurora', [
      aNewRequirement('brand-aurora', 1),
      aNewRequirement('brand-aurora', 2),
    ]);
    expect(created.map((requirement) => requirement.id)).toEqual(['r1', 'r2']);
  });

  it('files under the brand argument even when the fields name another brand', async () => {
    const repo = new InMemoryRequirementRepository();
    const [created] = await repo.createMany('brand-aurora', [aNewRequirement('brand-otra', 1)]);
    expect(created?.brandId).toBe('brand-aurora');
    expect(await repo.count('brand-otra')).toBe(0);
  });

  it('serves seeded requirements under their brands', async () => {
    const seeded = createRequirement('req-9', aNewRequirement('brand-aurora', 9, { status: 'Finalizado' }));
    const repo = new InMemoryRequirementRepository([seeded]);
    expect(await repo.listFinished('brand-aurora')).toEqual([seeded]);
  });

  it('keeps the requirement as it was when update is armed to fail', async () => {
    const repo = new InMemoryRequirementRepository();
    const [created] = await repo.createMany('brand-aurora', [aNewRequirement('brand-aurora', 1)]);
    repo.failNext('update');
    await expect(repo.update('brand-aurora', present(created).id, { status: 'En diseño' })).rejects.toThrow();
    expect(await repo.get('brand-aurora', present(created).id)).toEqual(created);
  });

  it('hands out lists whose mutation does not change the store', async () => {
    const repo = new InMemoryRequirementRepository();
    const [created] = await repo.createMany('brand-aurora', [aNewRequirement('brand-aurora', 1)]);
    const [listed] = await repo.list('brand-aurora');
    (present(listed).imagesAIUrl as string[]).push('memory://intruso');
    expect((await repo.get('brand-aurora', present(created).id))?.imagesAIUrl).toEqual([]);
  });
});
