import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrandRepository } from '@estudio/domain/brands';
import { aBrand, sortedBy } from './fixtures.js';

export interface BrandRepositorySubject {
  readonly repo: BrandRepository;
  readonly cleanup?: () => Promise<void>;
}

const LATER = new Date('2026-01-20T12:00:00.000Z');

/** brands/{id}: what every BrandRepository must do, twin or Firestore. */
export const describeBrandRepositoryContract = (
  name: string,
  makeSubject: () => Promise<BrandRepositorySubject>,
): void => {
  describe(`BrandRepository contract: ${name}`, () => {
    let subject: BrandRepositorySubject;
    let repo: BrandRepository;

    beforeEach(async () => {
      subject = await makeSubject();
      repo = subject.repo;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('answers null for an unknown brand', async () => {
      expect(await repo.get('brand-nobody')).toBeNull();
    });

    it('creates a brand with a new id and reads every field back', async () => {
      const brand = await repo.create(aBrand());
      expect(brand.id).not.toBe('');
      expect(brand).toEqual({ id: brand.id, ...aBrand() });
      expect(await repo.get(brand.id)).toEqual(brand);
    });

    it('reserves a fresh id without writing anything, and creates the brand under it', async () => {
      const first = repo.newId();
      const second = repo.newId();
      expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(second).not.toBe(first);
      expect(await repo.get(first)).toBeNull();
      expect(await repo.list()).toEqual([]);
      const brand = await repo.create(aBrand(), first);
      expect(brand).toEqual({ id: first, ...aBrand() });
      expect(await repo.get(first)).toEqual(brand);
    });

    it('keeps a brand created without status without one (it counts as active)', async () => {
      const { status: _omitted, ...withoutStatus } = aBrand();
      const brand = await repo.create(withoutStatus);
      expect((await repo.get(brand.id))?.status).toBeUndefined();
    });

    it('lists every brand with its own id', async () => {
      const aurora = await repo.create(aBrand());
      const brisa = await repo.create(aBrand({ brandName: 'Brisa' }));
      expect(aurora.id).not.toBe(brisa.id);
      expect(sortedBy(await repo.list(), (brand) => brand.id)).toEqual(sortedBy([aurora, brisa], (brand) => brand.id));
    });

    it('lists by visibility scope: everything, or assigned to an e-mail plus owned, each once', async () => {
      const assigned = await repo.create(
        aBrand({ brandName: 'Asignada', owner: 'uid-ana', allowedUsers: ['eva@estudio.example'] }),
      );
      const owned = await repo.create(aBrand({ brandName: 'Propia', owner: 'uid-eva', allowedUsers: [] }));
      const both = await repo.create(
        aBrand({ brandName: 'Ambas', owner: 'uid-eva', allowedUsers: ['eva@estudio.example'] }),
      );
      const other = await repo.create(
        aBrand({ brandName: 'Ajena', owner: 'uid-ana', allowedUsers: ['luis@estudio.example'] }),
      );
      const ids = async (scope: Parameters<BrandRepository['listVisible']>[0]): Promise<string[]> =>
        (await repo.listVisible(scope)).map((brand) => brand.id).sort();

      expect(await ids({ all: true, assignedEmail: null, ownerUid: null })).toEqual(
        [assigned.id, owned.id, both.id, other.id].sort(),
      );
      expect(await ids({ all: false, assignedEmail: 'eva@estudio.example', ownerUid: 'uid-eva' })).toEqual(
        [assigned.id, owned.id, both.id].sort(),
      );
      expect(await ids({ all: false, assignedEmail: 'eva@estudio.example', ownerUid: null })).toEqual(
        [assigned.id, both.id].sort(),
      );
      expect(await ids({ all: false, assignedEmail: null, ownerUid: 'uid-eva' })).toEqual([owned.id, both.id].sort());
      expect(await ids({ all: false, assignedEmail: null, ownerUid: null })).toEqual([]);
      expect(
        (await repo.listVisible({ all: false, assignedEmail: null, ownerUid: 'uid-eva' })).find(
          (b) => b.id === both.id,
        ),
      ).toEqual(both);
    });

    it('updates only the fields given', async () => {
      const brand = await repo.create(aBrand());
      await repo.update(brand.id, { brandName: 'Café Aurora Bogotá', analysis: 'Cálida.', updatedAt: LATER });
      expect(await repo.get(brand.id)).toEqual({
        ...brand,
        brandName: 'Café Aurora Bogotá',
        analysis: 'Cálida.',
        updatedAt: LATER,
      });
    });

    it('sets the status with its time and nothing else', async () => {
      const brand = await repo.create(aBrand());
      await repo.setStatus(brand.id, 'disabled', LATER);
      expect(await repo.get(brand.id)).toEqual({ ...brand, status: 'disabled', updatedAt: LATER });
    });

    it('replaces the allowed users with their time, down to none', async () => {
      const brand = await repo.create(aBrand());
      await repo.setAllowedUsers(brand.id, ['luis@estudio.example', 'eva@estudio.example'], LATER);
      expect(await repo.get(brand.id)).toEqual({
        ...brand,
        allowedUsers: ['luis@estudio.example', 'eva@estudio.example'],
        updatedAt: LATER,
      });
      await repo.setAllowedUsers(brand.id, [], LATER);
      expect((await repo.get(brand.id))?.allowedUsers).toEqual([]);
    });

    it('refuses to change a brand that does not exist, creating nothing', async () => {
      await expect(repo.update('brand-nobody', { brandName: 'X', updatedAt: LATER })).rejects.toThrow();
      await expect(repo.setStatus('brand-nobody', 'disabled', LATER)).rejects.toThrow();
      await expect(repo.setAllowedUsers('brand-nobody', [], LATER)).rejects.toThrow();
      expect(await repo.list()).toEqual([]);
    });
  });
};
