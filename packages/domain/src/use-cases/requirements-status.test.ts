import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { type Requirement, type RequirementStatus } from '../requirements/requirement.js';
import { failureOf } from './use-cases.test-kit.js';
import { NOW, actor, luis, sara, nadie, req, useRequirementsWorld } from './requirements.test-kit.js';

describe('RequirementUseCases', () => {
  const world = useRequirementsWorld();
  const numbersOf = (rows: readonly Requirement[]) => rows.map((r) => `${r.brandId}#${r.number}`);

  describe('changeStatus', () => {
    it('refuses a status key without the right to read requirements, and stores nothing', async () => {
      const target = world.seeded[0]!;
      const error = await failureOf(world.lists.changeStatus(nadie, target, 'Finalizado'));
      expect(error.kind).toBe('forbidden');
      expect(await world.stored(target)).toEqual(target);
      const assigner = actor('ana@estudio.example', 'uid-ana', 'ADMIN_BRANDS_ALL', 'ASSIGN_REQUIREMENTS');
      expect((await failureOf(world.assign(assigner, target, 'Por asignar'))).kind).toBe('forbidden');
      expect(await world.stored(target)).toEqual(target);
    });

    it('refuses without STATUS_REQUIREMENTS and stores nothing', async () => {
      const target = world.seeded[0]!;
      const error = await failureOf(world.lists.changeStatus(luis, target, 'Finalizado'));
      expect(error.kind).toBe('forbidden');
      expect(await world.stored(target)).toEqual(target);
    });

    it('to En diseño stores the status, updatedAt and inDesignAt and nothing else', async () => {
      const target = world.seeded[0]!;
      const result = await world.lists.changeStatus(sara, target, 'En diseño');
      const expected = { ...target, status: 'En diseño', updatedAt: new Date(NOW), inDesignAt: new Date(NOW) };
      expect(result).toEqual(expected);
      expect(await world.stored(target)).toEqual(expected);
    });

    it('to Finalizado keeps inDesignAt and moves the requirement to the finished list', async () => {
      const target = world.seeded[2]!;
      await world.lists.changeStatus(sara, target, 'Finalizado');
      expect(await world.stored(target)).toEqual({ ...target, status: 'Finalizado', updatedAt: new Date(NOW) });
      expect(numbersOf(await world.lists.loadActive(sara, 'b-aurora'))).toEqual(['b-aurora#1']);
      expect(numbersOf(await world.lists.loadFinished(sara, 'b-aurora'))).toEqual(['b-aurora#2', 'b-aurora#3']);
    });

    it('refuses a value that is not a status', async () => {
      const target = world.seeded[0]!;
      const error = await failureOf(world.lists.changeStatus(sara, target, 'Archivado' as RequirementStatus));
      expect(error.kind).toBe('validation');
      expect(error.message).toBe('Error al actualizar el estado.');
      expect(await world.stored(target)).toEqual(target);
    });

    it('reports a failed write and leaves the requirement as it was', async () => {
      const target = world.seeded[0]!;
      world.requirements.failNext('update');
      const error = await failureOf(world.lists.changeStatus(sara, target, 'Solicitar diseño'));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe('Error al actualizar el estado.');
      expect(await world.stored(target)).toEqual(target);
    });

    it('reports a requirement that no longer exists without creating it', async () => {
      const ghost = req('b-aurora', 99, 'Pendiente');
      const error = await failureOf(world.lists.changeStatus(sara, ghost, 'Finalizado'));
      expect(error.message).toBe(Messages.requirements.updateStatus);
      expect(await world.stored(ghost)).toBeNull();
    });
  });
});
