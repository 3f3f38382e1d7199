import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PermissionConfig, PermissionConfigRepository } from '@estudio/domain/accounts';

export interface PermissionConfigRepositorySubject {
  readonly repo: PermissionConfigRepository;
  readonly cleanup?: () => Promise<void>;
}

/** config/permissions: what every PermissionConfigRepository must do. */
export const describePermissionConfigRepositoryContract = (
  name: string,
  makeSubject: () => Promise<PermissionConfigRepositorySubject>,
): void => {
  describe(`PermissionConfigRepository contract: ${name}`, () => {
    let subject: PermissionConfigRepositorySubject;
    let repo: PermissionConfigRepository;

    beforeEach(async () => {
      subject = await makeSubject();
      repo = subject.repo;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('answers null while the document does not exist', async () => {
      expect(await repo.get()).toBeNull();
    });

    it('round-trips keys holding one code or a list of codes', async () => {
      const config: PermissionConfig = {
        STRATEGY: ['acceso_total', 'estrategia'],
        ADMIN_ROLES: 'acceso_total',
      };
      await repo.save(config);
      expect(await repo.get()).toEqual(config);
    });

    it('keeps strings that are not known codes', async () => {
      const config: PermissionConfig = { METRICS: ['acceso_total', 'codigo_futuro'] };
      await repo.save(config);
      expect(await repo.get()).toEqual(config);
    });

    it('replaces the whole document on save', async () => {
      await repo.save({ STRATEGY: ['estrategia'], METRICS: ['metricas'] });
      await repo.save({ METRICS: ['admin_metricas'] });
      expect(await repo.get()).toEqual({ METRICS: ['admin_metricas'] });
    });

    it('tells an empty document apart from a missing one', async () => {
      await repo.save({});
      expect(await repo.get()).toEqual({});
    });
  });
};
