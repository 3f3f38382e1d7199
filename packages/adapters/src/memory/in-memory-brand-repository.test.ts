import { describe, expect, it } from 'vitest';
import { describeBrandRepositoryContract } from '../contracts/brand-repository.contract.js';
import { aBrand } from '../contracts/fixtures.js';
import { InMemoryBrandRepository, SequentialIdGenerator } from '@estudio/domain/testing';

describeBrandRepositoryContract('InMemoryBrandRepository', async () => ({ repo: new InMemoryBrandRepository() }));

const at = new Date('2026-01-20T12:00:00.000Z');

describe('InMemoryBrandRepository', () => {
  it('draws new ids from the injected generator', async () => {
    const repo = new InMemoryBrandRepository([], new SequentialIdGenerator('marca-'));
    expect((await repo.create(aBrand())).id).toBe('marca-1');
  });

  it('leaves the brand unchanged when setStatus is armed to fail', async () => {
    const repo = new InMemoryBrandRepository();
    const brand = await repo.create(aBrand());
    repo.failNext('setStatus');
    await expect(repo.setStatus(brand.id, 'disabled', at)).rejects.toThrow();
    expect(await repo.get(brand.id)).toEqual(brand);
  });

  it('does not share the allowed-users list it was given', async () => {
    const repo = new InMemoryBrandRepository();
    const brand = await repo.create(aBrand());
    const emails = ['luis@estudio.example'];
    await repo.setAllowedUsers(brand.id, emails, at);
    emails.push('intruso@estudio.example');
    expect((await repo.get(brand.id))?.allowedUsers).toEqual(['luis@estudio.example']);
  });

  it('treats an undefined field of a patch as not given', async () => {
    const repo = new InMemoryBrandRepository();
    const brand = await repo.create(aBrand());
    await repo.update(brand.id, { brandName: undefined, updatedAt: at });
    expect((await repo.get(brand.id))?.brandName).toBe('Café Aurora');
  });
});
