import { describe, expect, it } from 'vitest';
import { createMemoryAdapters, memoryPortBindings } from './memory-port-bindings.js';
import { adapterOf } from '../wiring/port-binding.js';
import { BulkStore } from '@estudio/domain/accounts';
import { describeBulkStoreContract } from '../contracts/index.js';
import { InMemoryBulkStore } from '@estudio/domain/testing';

const NOW = new Date('2026-03-01T10:00:00.000Z');

/** The twin over a fresh set of memory twins, as memoryPortBindings binds it. */
const twinStore = () => {
  const adapters = createMemoryAdapters(NOW);
  return { adapters, store: adapterOf(memoryPortBindings(adapters), BulkStore) };
};

describeBulkStoreContract('InMemoryBulkStore over the memory twins', async () => {
  const { adapters, store } = twinStore();
  return {
    store,
    users: adapters.users,
    roles: adapters.roles,
    brands: adapters.brands,
    permissionConfig: adapters.permissionConfig,
    claimsOf: async (uid) => adapters.accountAdmin.roleClaims(uid),
    now: NOW,
  };
});

describe('InMemoryBulkStore', () => {
  it('is what memoryPortBindings binds to the BulkStore token', () => {
    expect(twinStore().store).toBeInstanceOf(InMemoryBulkStore);
  });

  it('deletes an account again when its record cannot be saved, as the endpoint does', async () => {
    const { adapters, store } = twinStore();
    adapters.users.failNext('save');
    const [result] = await store.createUsers(
      [{ email: 'ana@estudio.test', firstName: 'Ana', lastName: '', role: { id: 'disenador', name: 'Diseñador' } }],
      { tick: () => undefined },
    );
    expect(result?.ok).toBe(false);
    expect(adapters.auth.hasAccount('ana@estudio.test')).toBe(false);
    expect(await adapters.users.findByEmail('ana@estudio.test')).toBeNull();
  });
});
