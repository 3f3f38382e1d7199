import { beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { RequirementAssignmentUseCases } from './requirement-assignment.js';
import { RequirementUseCases } from './requirements.js';
import { dispatchCommand } from '../commands/dispatch.js';
import { type Actor } from '../permissions/actor.js';
import { type Requirement, type RequirementStatus } from '../requirements/requirement.js';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryRequirementRepository,
  InMemoryRoleRepository,
  InMemoryUserRepository,
} from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';
import {
  NOW,
  EARLIER,
  actor,
  luis,
  sara,
  nadie,
  BRANDS,
  restartIds,
  req,
  ROLES,
  USERS,
} from './requirements.test-kit.js';

describe('RequirementUseCases', () => {
  let requirements: InMemoryRequirementRepository;
  let brands: InMemoryBrandRepository;
  let users: InMemoryUserRepository;
  let roles: InMemoryRoleRepository;
  let clock: FixedClock;
  let lists: RequirementUseCases;
  let assignment: RequirementAssignmentUseCases;
  let seeded: Requirement[];

  beforeEach(() => {
    restartIds();
    seeded = [
      req('b-aurora', 1, 'Pendiente'),
      req('b-aurora', 2, 'Finalizado'),
      req('b-aurora', 3, 'En diseño', { inDesignAt: EARLIER, assignedTo: 'Ana.Diaz@estudio.example' }),
      req('b-zeta', 1, 'Solicitar diseño'),
      req('b-zeta', 2, 'Finalizado'),
      req('b-otra', 1, 'Pendiente'),
    ];
    requirements = new InMemoryRequirementRepository(seeded);
    brands = new InMemoryBrandRepository(BRANDS);
    users = new InMemoryUserRepository(USERS);
    roles = new InMemoryRoleRepository(ROLES);
    clock = new FixedClock(NOW);
    lists = new RequirementUseCases(requirements, brands, users, roles, clock);
    assignment = new RequirementAssignmentUseCases(requirements, brands, users, roles, clock);
  });

  /** 'requirements/assign' as the functions' router runs it: a raw JSON body, parsed, then the use case. */
  const assign = (who: Actor, requirement: Pick<Requirement, 'brandId' | 'id'>, email: unknown) =>
    dispatchCommand(
      <UC extends object>() => assignment as unknown as UC,
      who,
      'requirements',
      'assign',
      JSON.parse(JSON.stringify({ brandId: requirement.brandId, requirementId: requirement.id, email })) as unknown,
    ) as Promise<Requirement>;

  const stored = (r: Requirement) => requirements.get(r.brandId, r.id);
  const numbersOf = (rows: readonly Requirement[]) => rows.map((r) => `${r.brandId}#${r.number}`);

  describe('changeStatus', () => {
    it('refuses a status key without the right to read requirements, and stores nothing', async () => {
      const target = seeded[0]!;
      const error = await failureOf(lists.changeStatus(nadie, target, 'Finalizado'));
      expect(error.kind).toBe('forbidden');
      expect(await stored(target)).toEqual(target);
      const assigner = actor('ana@estudio.example', 'uid-ana', 'ADMIN_BRANDS_ALL', 'ASSIGN_REQUIREMENTS');
      expect((await failureOf(assign(assigner, target, 'Por asignar'))).kind).toBe('forbidden');
      expect(await stored(target)).toEqual(target);
    });

    it('refuses without STATUS_REQUIREMENTS and stores nothing', async () => {
      const target = seeded[0]!;
      const error = await failureOf(lists.changeStatus(luis, target, 'Finalizado'));
      expect(error.kind).toBe('forbidden');
      expect(await stored(target)).toEqual(target);
    });

    it('to En diseño stores the status, updatedAt and inDesignAt and nothing else', async () => {
      const target = seeded[0]!;
      const result = await lists.changeStatus(sara, target, 'En diseño');
      const expected = { ...target, status: 'En diseño', updatedAt: new Date(NOW), inDesignAt: new Date(NOW) };
      expect(result).toEqual(expected);
      expect(await stored(target)).toEqual(expected);
    });

    it('to Finalizado keeps inDesignAt and moves the requirement to the finished list', async () => {
      const target = seeded[2]!;
      await lists.changeStatus(sara, target, 'Finalizado');
      expect(await stored(target)).toEqual({ ...target, status: 'Finalizado', updatedAt: new Date(NOW) });
      expect(numbersOf(await lists.loadActive(sara, 'b-aurora'))).toEqual(['b-aurora#1']);
      expect(numbersOf(await lists.loadFinished(sara, 'b-aurora'))).toEqual(['b-aurora#2', 'b-aurora#3']);
    });

    it('refuses a value that is not a status', async () => {
      const target = seeded[0]!;
      const error = await failureOf(lists.changeStatus(sara, target, 'Archivado' as RequirementStatus));
      expect(error.kind).toBe('validation');
      expect(error.message).toBe('Error al actualizar el estado.');
      expect(await stored(target)).toEqual(target);
    });

    it('reports a failed write and leaves the requirement as it was', async () => {
      const target = seeded[0]!;
      requirements.failNext('update');
      const error = await failureOf(lists.changeStatus(sara, target, 'Solicitar diseño'));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe('Error al actualizar el estado.');
      expect(await stored(target)).toEqual(target);
    });

    it('reports a requirement that no longer exists without creating it', async () => {
      const ghost = req('b-aurora', 99, 'Pendiente');
      const error = await failureOf(lists.changeStatus(sara, ghost, 'Finalizado'));
      expect(error.message).toBe(Messages.requirements.updateStatus);
      expect(await stored(ghost)).toBeNull();
    });
  });
});
