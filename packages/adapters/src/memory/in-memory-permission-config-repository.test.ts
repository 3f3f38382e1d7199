import { describe, expect, it } from 'vitest';
import { describePermissionConfigRepositoryContract } from '../contracts/permission-config-repository.contract.js';
import { present } from '../contracts/fixtures.js';
import { InMemoryPermissionConfigRepository } from '@estudio/domain/testing';

describePermissionConfigRepositoryContract('InMemoryPermissionConfigRepository', async () => ({
  repo: new InMemoryPermissionConfigRepository(),
}));

describe('InMemoryPermissionConfigRepository', () => {
  it('serves its seed and hands out copies', async () => {
    const repo = new InMemoryPermissionConfigRepository({ STRATEGY: ['estrategia'] });
    const got = present(await repo.get());
    (got.STRATEGY as string[]).push('intruso');
    expect(await repo.get()).toEqual({ STRATEGY: ['estrategia'] });
  });

  it('keeps the old document when save is armed to fail', async () => {
    const repo = new InMemoryPermissionConfigRepository({ STRATEGY: ['estrategia'] });
    repo.failNext('save');
    await expect(repo.save({ METRICS: ['metricas'] })).rejects.toThrow();
    expect(await repo.get()).toEqual({ STRATEGY: ['estrategia'] });
  });
});
