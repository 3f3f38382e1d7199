import { describe, expect, it } from 'vitest';
import { describeLinkedInCredentialsRepositoryContract } from '../contracts/linkedin-credentials-repository.contract.js';
import { InMemoryLinkedInCredentialsRepository } from './in-memory-linkedin-credentials-repository.js';

describeLinkedInCredentialsRepositoryContract('InMemoryLinkedInCredentialsRepository', async () => {
  const repo = new InMemoryLinkedInCredentialsRepository();
  return {
    repo,
    connect: async (uid, token) => repo.storeToken(uid, token),
    disconnect: async (uid) => repo.removeToken(uid),
  };
});

describe('InMemoryLinkedInCredentialsRepository', () => {
  it('starts connected for the uids seeded with a token', async () => {
    const repo = new InMemoryLinkedInCredentialsRepository({ 'uid-ana': 'token-1' });
    expect(await repo.isConnected('uid-ana')).toBe(true);
  });

  it('rejects isConnected when armed to fail', async () => {
    const repo = new InMemoryLinkedInCredentialsRepository({ 'uid-ana': 'token-1' });
    repo.failNext('isConnected');
    await expect(repo.isConnected('uid-ana')).rejects.toThrow();
    expect(await repo.isConnected('uid-ana')).toBe(true);
  });
});
