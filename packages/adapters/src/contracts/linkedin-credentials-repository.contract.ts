import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LinkedInCredentialsRepository } from '@estudio/domain';

export interface LinkedInCredentialsRepositorySubject {
  readonly repo: LinkedInCredentialsRepository;
  /** Stores an access token for uid, as the server-side LinkedIn callback does. */
  readonly connect: (uid: string, accessToken: string) => Promise<void>;
  /** Removes the stored token of uid. */
  readonly disconnect: (uid: string) => Promise<void>;
  readonly cleanup?: () => Promise<void>;
}

/** users/{uid}/linkedin/default: the browser only learns whether a token is stored. */
export const describeLinkedInCredentialsRepositoryContract = (
  name: string,
  makeSubject: () => Promise<LinkedInCredentialsRepositorySubject>,
): void => {
  describe(`LinkedInCredentialsRepository contract: ${name}`, () => {
    let subject: LinkedInCredentialsRepositorySubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('says not connected for a user who never connected', async () => {
      expect(await subject.repo.isConnected('uid-ana')).toBe(false);
    });

    it('says connected once a token is stored', async () => {
      await subject.connect('uid-ana', 'token-123');
      expect(await subject.repo.isConnected('uid-ana')).toBe(true);
    });

    it("does not count one user's token for another", async () => {
      await subject.connect('uid-ana', 'token-123');
      expect(await subject.repo.isConnected('uid-luis')).toBe(false);
    });

    it('does not count an empty token as a connection', async () => {
      await subject.connect('uid-ana', '');
      expect(await subject.repo.isConnected('uid-ana')).toBe(false);
    });

    it('says not connected again once the token is removed', async () => {
      await subject.connect('uid-ana', 'token-123');
      await subject.disconnect('uid-ana');
      expect(await subject.repo.isConnected('uid-ana')).toBe(false);
    });
  });
};
