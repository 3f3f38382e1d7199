import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createRequirement,
  type Requirement,
  type RequirementRepository,
} from '@estudio/domain';
import { aNewRequirement, present, sortedBy } from './fixtures.js';

export interface RequirementRepositorySubject {
  readonly repo: RequirementRepository;
  readonly cleanup?: () => Promise<void>;
}

const BRAND = 'brand-aurora';
const OTHER_BRAND = 'brand-brisa';
const byNumber = (requirements: readonly Requirement[]): Requirement[] =>
  sortedBy(requirements, (requirement) => String(requirement.number).padStart(6, '0'));

/** brands/{brandId}/requirements/{id}: what every RequirementRepository must do. */
export const describeRequirementRepositoryContract = (
  name: string,
  makeSubject: () => Promise<RequirementRepositorySubject>,
): void => {
  describe(`RequirementRepository contract: ${name}`, () => {
    let subject: RequirementRepositorySubject;
    let repo: RequirementRepository;

    beforeEach(async () => {
      subject = await makeSubject();
      repo = subject.repo;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('has no requirements for a brand with none', async () => {
      expect(await repo.list(BRAND)).toEqual([]);
      expect(await repo.count(BRAND)).toBe(0);
      expect(await repo.get(BRAND, 'req-nobody')).toBeNull();
    });

    it('creates requirements with their own ids and every default applied', async () => {
      const inputs = [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2, { title: 'Blog 2 - T1' })];
      const created = await repo.createMany(BRAND, inputs);
      expect(created).toHaveLength(2);
      expect(new Set(created.map((requirement) => requirement.id)).size).toBe(2);
      created.forEach((requirement, index) => {
        expect(requirement).toEqual(createRequirement(requirement.id, { ...present(inputs[index], 'input'), brandId: BRAND }));
        expect(requirement.status).toBe('Pendiente');
        expect(requirement.assignedTo).toBe('Por asignar');
      });
      expect(byNumber(await repo.list(BRAND))).toEqual(byNumber(created));
    });

    it('files requirements under the brand they are created for', async () => {
      await repo.createMany(BRAND, [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2)]);
      await repo.createMany(OTHER_BRAND, [aNewRequirement(OTHER_BRAND, 1)]);
      expect(await repo.count(BRAND)).toBe(2);
      expect(await repo.count(OTHER_BRAND)).toBe(1);
      expect((await repo.list(OTHER_BRAND)).map((requirement) => requirement.brandId)).toEqual([OTHER_BRAND]);
    });

    it('creates nothing for an empty batch', async () => {
      expect(await repo.createMany(BRAND, [])).toEqual([]);
      expect(await repo.count(BRAND)).toBe(0);
    });

    it('round-trips the rich fields: validation, article, scripts, video data, dates', async () => {
      const [created] = await repo.createMany(BRAND, [
        aNewRequirement(BRAND, 1, {
          validation: { '0': { alineacion: 82, descripcion: 'Buena' } },
          article: [{ sectionTitle: 'Intro', text: 'Texto' }],
          scripts: [{ Captacion: 'A', 'Argumento de Venta': 'B', 'Llamada a la acción': 'C' }],
          videoData: { file_uri: 'files/1', analysis: 'Resumen' },
          publicationDate: new Date('2026-02-01T15:30:00.000Z'),
          selectedSocialNetwork: ['Instagram', 'TikTok'],
          youtubeTags: ['café'],
        }),
      ]);
      expect(await repo.get(BRAND, present(created).id)).toEqual(created);
    });

    it('lists as finished only the requirements in status Finalizado', async () => {
      const [done, pending] = await repo.createMany(BRAND, [
        aNewRequirement(BRAND, 1, { status: 'Finalizado' }),
        aNewRequirement(BRAND, 2),
        aNewRequirement(BRAND, 3, { status: 'En diseño' }),
      ]);
      expect(await repo.listFinished(BRAND)).toEqual([done]);
      await repo.update(BRAND, present(pending).id, { status: 'Finalizado' });
      expect(byNumber(await repo.listFinished(BRAND)).map((r) => r.number)).toEqual([1, 2]);
      expect(await repo.listFinished(OTHER_BRAND)).toEqual([]);
    });

    it('finds a requirement by its number within its brand', async () => {
      const [, second] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2)]);
      expect(await repo.findByNumber(BRAND, 2)).toEqual(second);
      expect(await repo.findByNumber(BRAND, 3)).toBeNull();
      expect(await repo.findByNumber(OTHER_BRAND, 2)).toBeNull();
    });

    it('updates only the fields given', async () => {
      const [created] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1, { caption: 'Antes' })]);
      const at = new Date('2026-01-20T12:00:00.000Z');
      await repo.update(BRAND, present(created).id, { status: 'En diseño', inDesignAt: at, updatedAt: at });
      expect(await repo.get(BRAND, present(created).id)).toEqual({
        ...created,
        status: 'En diseño',
        inDesignAt: at,
        updatedAt: at,
      });
    });

    it('refuses to update a requirement that does not exist, creating nothing', async () => {
      await expect(repo.update(BRAND, 'req-nobody', { caption: 'X' })).rejects.toThrow();
      expect(await repo.count(BRAND)).toBe(0);
    });
  });
};
