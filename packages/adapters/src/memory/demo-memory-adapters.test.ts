import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-users.js';
import { createDemoMemoryAdapters } from './demo-memory-adapters.js';

describe('createDemoMemoryAdapters', () => {
  it('holds the demo dataset: every demo account signs in and has its record, brands and requirements', async () => {
    const adapters = createDemoMemoryAdapters(new Date('2026-11-21T12:00:00Z'));
    for (const account of DEMO_ACCOUNTS) {
      const identity = await adapters.auth.signIn(account.email, DEMO_PASSWORD);
      expect((await adapters.users.get(identity.uid))?.email).toBe(account.email);
    }
    const brands = await adapters.brands.list();
    expect(brands.length).toBeGreaterThanOrEqual(4);
    const requirements = (await Promise.all(brands.map((brand) => adapters.requirements.list(brand.id)))).flat();
    expect(requirements.length).toBeGreaterThanOrEqual(60);
    expect(await adapters.permissionConfig.get()).not.toBeNull();
  });
});
