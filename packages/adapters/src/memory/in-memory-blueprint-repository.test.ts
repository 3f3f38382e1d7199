import { describe, expect, it } from 'vitest';
import { describeBlueprintRepositoryContract } from '../contracts/blueprint-repository.contract.js';
import { aBlueprint } from '../contracts/fixtures.js';
import { InMemoryBlueprintRepository } from '@estudio/domain/testing';

describeBlueprintRepositoryContract('InMemoryBlueprintRepository', async () => ({
  repo: new InMemoryBlueprintRepository(),
}));

describe('InMemoryBlueprintRepository', () => {
  it('serves seeded blueprints by brand', async () => {
    const repo = new InMemoryBlueprintRepository([aBlueprint('brand-aurora')]);
    expect(await repo.get('brand-aurora')).toEqual(aBlueprint('brand-aurora'));
  });

  it('keeps the stored blueprint when save is armed to fail', async () => {
    const repo = new InMemoryBlueprintRepository([aBlueprint('brand-aurora')]);
    repo.failNext('save');
    await expect(repo.save(aBlueprint('brand-aurora', { updatedAt: null }))).rejects.toThrow();
    expect(await repo.get('brand-aurora')).toEqual(aBlueprint('brand-aurora'));
  });

  it('keeps the stored blueprint when updateFrom is armed to fail', async () => {
    const repo = new InMemoryBlueprintRepository([aBlueprint('brand-aurora')]);
    repo.failNext('updateFrom');
    await expect(repo.updateFrom('brand-aurora', () => ({ updatedAt: null }))).rejects.toThrow();
    expect(await repo.get('brand-aurora')).toEqual(aBlueprint('brand-aurora'));
  });
});
