import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRepository } from '@estudio/domain/accounts';
import { aUser, sortedBy } from './fixtures.js';

export interface UserRepositorySubject {
  readonly repo: UserRepository;
  readonly cleanup?: () => Promise<void>;
}

/** users/{uid}: what every UserRepository must do, twin or Firestore. */
export const describeUserRepositoryContract = (
  name: string,
  makeSubject: () => Promise<UserRepositorySubject>,
): void => {
  describe(`UserRepository contract: ${name}`, () => {
    let subject: UserRepositorySubject;
    let repo: UserRepository;

    beforeEach(async () => {
      subject = await makeSubject();
      repo = subject.repo;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('answers null for a uid with no record', async () => {
      expect(await repo.get('uid-nobody')).toBeNull();
    });

    it('round-trips every field of a saved user', async () => {
      const user = aUser({ lastLoginAt: new Date('2026-01-11T08:30:00.000Z') });
      await repo.save(user);
      expect(await repo.get(user.uid)).toEqual(user);
    });

    it('lists every saved user', async () => {
      const ana = aUser();
      const luis = aUser({ uid: 'uid-luis', email: 'luis@estudio.example', firstName: 'Luis' });
      await repo.save(ana);
      await repo.save(luis);
      expect(sortedBy(await repo.list(), (user) => user.uid)).toEqual([ana, luis]);
    });

    it('finds a user by e-mail ignoring case and surrounding blanks', async () => {
      const user = aUser({ email: 'Ana.Perez@Estudio.example' });
      await repo.save(user);
      expect(await repo.findByEmail('  ana.perez@ESTUDIO.EXAMPLE ')).toEqual(user);
      expect(await repo.findByEmail('otra@estudio.example')).toBeNull();
    });

    it('finds a user by the e-mail an update gave them, and no longer by the old one', async () => {
      const user = aUser();
      await repo.save(user);
      await repo.update(user.uid, { email: 'Ana.Nueva@Estudio.example' });
      expect(await repo.findByEmail('ana.nueva@estudio.example')).toEqual({
        ...user,
        email: 'Ana.Nueva@Estudio.example',
      });
      expect(await repo.findByEmail(user.email)).toBeNull();
    });

    it('lists the active users only', async () => {
      const ana = aUser();
      const luis = aUser({ uid: 'uid-luis', email: 'luis@estudio.example', status: 'disabled' });
      const eva = aUser({ uid: 'uid-eva', email: 'eva@estudio.example' });
      for (const user of [ana, luis, eva]) await repo.save(user);
      expect(sortedBy(await repo.listActive(), (user) => user.uid)).toEqual([ana, eva]);
      await repo.update('uid-luis', { status: 'active' });
      await repo.update('uid-eva', { status: 'disabled' });
      expect(sortedBy(await repo.listActive(), (user) => user.uid)).toEqual([ana, { ...luis, status: 'active' }]);
    });

    it('merges a save into an existing record', async () => {
      await repo.save(aUser());
      await repo.save(aUser({ firstName: 'Ana María', role: 'disenador' }));
      expect(await repo.get('uid-ana')).toEqual(aUser({ firstName: 'Ana María', role: 'disenador' }));
      expect(await repo.list()).toHaveLength(1);
    });

    it('updates only the fields given', async () => {
      const user = aUser({ lastLoginAt: new Date('2026-01-11T08:30:00.000Z') });
      await repo.save(user);
      await repo.update(user.uid, { status: 'disabled', lastName: 'Gómez' });
      expect(await repo.get(user.uid)).toEqual({ ...user, status: 'disabled', lastName: 'Gómez' });
    });

    it('refuses to update a user with no record, creating nothing', async () => {
      await expect(repo.update('uid-nobody', { status: 'disabled' })).rejects.toThrow();
      expect(await repo.get('uid-nobody')).toBeNull();
    });

    it('records the login time and nothing else', async () => {
      const user = aUser();
      await repo.save(user);
      const at = new Date('2026-01-15T15:00:00.000Z');
      await repo.recordLogin(user.uid, at);
      expect(await repo.get(user.uid)).toEqual({ ...user, lastLoginAt: at });
    });

    it('hands out values whose mutation does not change the store', async () => {
      await repo.save(aUser());
      const got = (await repo.get('uid-ana')) as { firstName: string };
      got.firstName = 'Cambiado';
      expect((await repo.get('uid-ana'))?.firstName).toBe('Ana');
    });
  });
};
