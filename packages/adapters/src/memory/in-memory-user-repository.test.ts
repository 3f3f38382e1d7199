import { describe, expect, it } from 'vitest';
import { describeUserRepositoryContract } from '../contracts/user-repository.contract.js';
import { aUser } from '../contracts/fixtures.js';
import { InMemoryUserRepository } from '@estudio/domain/testing';

describeUserRepositoryContract('InMemoryUserRepository', async () => ({ repo: new InMemoryUserRepository() }));

describe('InMemoryUserRepository', () => {
  it('starts from a copy of its seed', async () => {
    const seed = [aUser()];
    const repo = new InMemoryUserRepository(seed);
    (seed[0] as { firstName: string }).firstName = 'Cambiado';
    expect((await repo.get('uid-ana'))?.firstName).toBe('Ana');
  });

  it('fails the armed operation once and leaves the record as it was', async () => {
    const repo = new InMemoryUserRepository([aUser()]);
    repo.failNext('update');
    await expect(repo.get('uid-ana')).resolves.toEqual(aUser());
    await expect(repo.update('uid-ana', { firstName: 'Eva' })).rejects.toThrow(/simulated failure of update/);
    expect(await repo.get('uid-ana')).toEqual(aUser());
    await repo.update('uid-ana', { firstName: 'Eva' });
    expect((await repo.get('uid-ana'))?.firstName).toBe('Eva');
  });

  it('fails whatever call comes next when no operation is named, with the error given', async () => {
    const repo = new InMemoryUserRepository();
    const outage = new Error('sin conexión');
    repo.failNext(undefined, outage);
    await expect(repo.list()).rejects.toBe(outage);
    await expect(repo.list()).resolves.toEqual([]);
  });

  it('stores a copy of what it is given on save', async () => {
    const repo = new InMemoryUserRepository();
    const user = { ...aUser() };
    await repo.save(user);
    (user as { email: string }).email = 'otro@estudio.example';
    expect((await repo.get('uid-ana'))?.email).toBe(aUser().email);
  });
});
