import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoleRepository } from '@estudio/domain/accounts';
import type { NewRole } from '@estudio/domain/shared';
import { sortedBy } from './fixtures.js';

export interface RoleRepositorySubject {
  readonly repo: RoleRepository;
  readonly cleanup?: () => Promise<void>;
}

const aNewRole = (overrides: Partial<NewRole> = {}): NewRole => ({
  name: 'Estratega',
  permissions: ['estrategia', 'vista_blueprint'],
  timestamp: new Date('2026-01-10T09:00:00.000Z'),
  ...overrides,
});

/** roles/{id}: what every RoleRepository must do, twin or Firestore. */
export const describeRoleRepositoryContract = (
  name: string,
  makeSubject: () => Promise<RoleRepositorySubject>,
): void => {
  describe(`RoleRepository contract: ${name}`, () => {
    let subject: RoleRepositorySubject;
    let repo: RoleRepository;

    beforeEach(async () => {
      subject = await makeSubject();
      repo = subject.repo;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('answers null for an unknown role', async () => {
      expect(await repo.get('role-nobody')).toBeNull();
    });

    it('creates a role with a new id and reads it back', async () => {
      const role = await repo.create(aNewRole());
      expect(role.id).not.toBe('');
      expect(role).toEqual({ id: role.id, ...aNewRole() });
      expect(await repo.get(role.id)).toEqual(role);
    });

    it('gives each created role its own id and lists them all', async () => {
      const first = await repo.create(aNewRole());
      const second = await repo.create(aNewRole({ name: 'Diseñador', permissions: ['reemplazar_imagen'] }));
      expect(first.id).not.toBe(second.id);
      expect(sortedBy(await repo.list(), (role) => role.id)).toEqual(sortedBy([first, second], (role) => role.id));
    });

    it('keeps permission codes this version does not know', async () => {
      const role = await repo.create(aNewRole({ permissions: ['estrategia', 'codigo_futuro'] }));
      expect((await repo.get(role.id))?.permissions).toEqual(['estrategia', 'codigo_futuro']);
    });

    it('replaces the permissions and leaves name and timestamp alone', async () => {
      const role = await repo.create(aNewRole());
      await repo.updatePermissions(role.id, ['metricas']);
      expect(await repo.get(role.id)).toEqual({ ...role, permissions: ['metricas'] });
      await repo.updatePermissions(role.id, []);
      expect((await repo.get(role.id))?.permissions).toEqual([]);
    });

    it('refuses to update the permissions of an unknown role', async () => {
      await expect(repo.updatePermissions('role-nobody', ['metricas'])).rejects.toThrow();
      expect(await repo.get('role-nobody')).toBeNull();
    });

    it('deletes one role and keeps the others', async () => {
      const kept = await repo.create(aNewRole());
      const gone = await repo.create(aNewRole({ name: 'Temporal' }));
      await repo.delete(gone.id);
      expect(await repo.get(gone.id)).toBeNull();
      expect(await repo.list()).toEqual([kept]);
    });

    it('treats deleting an unknown role as done', async () => {
      await expect(repo.delete('role-nobody')).resolves.toBeUndefined();
    });
  });
};
