import { describe, expect, it } from 'vitest';
import { describeRoleRepositoryContract } from '../contracts/role-repository.contract.js';
import { InMemoryRoleRepository, SequentialIdGenerator } from '@estudio/domain/testing';

describeRoleRepositoryContract('InMemoryRoleRepository', async () => ({ repo: new InMemoryRoleRepository() }));

const newRole = { name: 'Estratega', permissions: ['estrategia'], timestamp: new Date('2026-01-10T09:00:00.000Z') };

describe('InMemoryRoleRepository', () => {
  it('draws new ids from the injected generator', async () => {
    const repo = new InMemoryRoleRepository([], new SequentialIdGenerator('rol-', 7));
    expect((await repo.create(newRole)).id).toBe('rol-7');
    expect((await repo.create(newRole)).id).toBe('rol-8');
  });

  it('serves seeded roles', async () => {
    const seeded = {
      id: 'superadministrador',
      name: 'Superadministrador',
      permissions: ['acceso_total'],
      timestamp: null,
    };
    const repo = new InMemoryRoleRepository([seeded]);
    expect(await repo.get('superadministrador')).toEqual(seeded);
  });

  it('creates nothing when create is armed to fail', async () => {
    const repo = new InMemoryRoleRepository();
    repo.failNext('create');
    await expect(repo.create(newRole)).rejects.toThrow();
    expect(await repo.list()).toEqual([]);
  });

  it('keeps the role when delete is armed to fail', async () => {
    const repo = new InMemoryRoleRepository();
    const role = await repo.create(newRole);
    repo.failNext('delete');
    await expect(repo.delete(role.id)).rejects.toThrow();
    expect(await repo.get(role.id)).toEqual(role);
  });
});
