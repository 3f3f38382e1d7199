import { describe, expect, it, vi } from 'vitest';
import { Messages } from '../messages.js';
import { failureOf } from './use-cases.test-kit.js';
import { NOW, actor, luis, sara, nadie, useRequirementsWorld } from './requirements.test-kit.js';

describe('RequirementUseCases', () => {
  const world = useRequirementsWorld();

  describe('loadAssignableUsers', () => {
    it('returns the active users whose role attends requirements', async () => {
      expect(await world.lists.loadAssignableUsers(luis)).toEqual([
        { email: 'Ana.Diaz@estudio.example', label: 'Ana' },
      ]);
    });

    it('refuses actors who may not view requirements', async () => {
      const error = await failureOf(world.lists.loadAssignableUsers(nadie));
      expect(error.kind).toBe('forbidden');
      expect(error.message).toBe('No tiene permisos para ver los requerimientos.');
    });

    it('reads the active users only', async () => {
      const list = vi.spyOn(world.users, 'list');
      await world.lists.loadAssignableUsers(luis);
      expect(list).not.toHaveBeenCalled();
    });

    it.each(['users', 'roles'] as const)('reports a failure to read %s', async (twin) => {
      if (twin === 'users') world.users.failNext('listActive');
      else world.roles.failNext('list');
      const error = await failureOf(world.lists.loadAssignableUsers(luis));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe('Error al cargar los usuarios para asignar.');
    });
  });

  describe('assign (requirements/assign, on the server)', () => {
    it('refuses without ASSIGN_REQUIREMENTS and stores nothing', async () => {
      const target = world.seeded[0]!;
      const error = await failureOf(world.assign(luis, target, 'Ana.Diaz@estudio.example'));
      expect(error.kind).toBe('forbidden');
      expect(await world.stored(target)).toEqual(target);
    });

    it("stores the assignable user's e-mail as that user spells it, with updatedAt", async () => {
      const target = world.seeded[0]!;
      const result = await world.assign(sara, target, ' ana.diaz@ESTUDIO.example ');
      const expected = {
        ...target,
        assignedTo: 'Ana.Diaz@estudio.example',
        updatedAt: new Date(NOW),
        // Who asked, for the audit entry of the write.
        changedBy: { uid: 'uid-sara', email: 'sara@estudio.example', at: new Date(NOW) },
      };
      expect(result).toEqual(expected);
      expect(await world.stored(target)).toEqual(expected);
    });

    it('accepts Por asignar', async () => {
      const target = world.seeded[2]!;
      await world.assign(sara, target, 'Por asignar');
      expect(await world.stored(target)).toEqual({
        ...target,
        assignedTo: 'Por asignar',
        updatedAt: new Date(NOW),
        changedBy: { uid: 'uid-sara', email: 'sara@estudio.example', at: new Date(NOW) },
      });
    });

    it.each([
      ['a disabled user', 'beto@estudio.example'],
      ['a user whose role does not attend', 'carla@estudio.example'],
      ['a user whose role is gone', 'dora@estudio.example'],
      ['a user with no role', 'eli@estudio.example'],
      ['an unknown e-mail', 'quien@estudio.example'],
    ])('refuses %s and stores nothing', async (_case, email) => {
      const target = world.seeded[0]!;
      const error = await failureOf(world.assign(sara, target, email));
      expect(error.kind).toBe('validation');
      expect(error.message).toBe('Error al actualizar el asignado.');
      expect(await world.stored(target)).toEqual(target);
    });

    it.each([
      ['not an e-mail', 'nadie'],
      ['an e-mail past the length cap', `${'a'.repeat(250)}@estudio.example`],
      ['an e-mail with a control character', 'ana.diaz@estudio.example\u001b[2J'],
    ])('refuses %s before reading any user', async (_case, email) => {
      // Armed: a read would turn the refusal into an upstream failure.
      world.users.failNext('findByEmail');
      const target = world.seeded[0]!;
      const error = await failureOf(
        world.assignment.assign(sara, { brandId: target.brandId, requirementId: target.id }, email),
      );
      expect(error.kind).toBe('validation');
      expect(error.message).toBe('Error al actualizar el asignado.');
      expect(await world.stored(target)).toEqual(target);
    });

    it('reads only that user and their role, never the users or roles collections', async () => {
      world.users.failNext('list');
      world.roles.failNext('list');
      const findByEmail = vi.spyOn(world.users, 'findByEmail');
      const getRole = vi.spyOn(world.roles, 'get');
      await world.assign(sara, world.seeded[0]!, 'ana.diaz@estudio.example');
      expect(findByEmail).toHaveBeenCalledWith('ana.diaz@estudio.example');
      expect(getRole).toHaveBeenCalledWith('disenador');
      await world.assign(sara, world.seeded[0]!, 'beto@estudio.example').catch(() => undefined);
      await world.assign(sara, world.seeded[0]!, 'eli@estudio.example').catch(() => undefined);
      // A disabled user or one without a role needs no role read.
      expect(getRole).toHaveBeenCalledTimes(1);
      // The armed failures are still pending: list() was never called.
      await expect(world.users.list()).rejects.toThrow();
      await expect(world.roles.list()).rejects.toThrow();
    });

    it.each([
      ['users', 'findByEmail'],
      ['roles', 'get'],
    ] as const)('reports a failure of %s.%s and stores nothing', async (twin, operation) => {
      const target = world.seeded[0]!;
      if (twin === 'users') world.users.failNext(operation);
      else world.roles.failNext(operation);
      const error = await failureOf(world.assign(sara, target, 'Ana.Diaz@estudio.example'));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe(Messages.requirements.updateAssignee);
      expect(await world.stored(target)).toEqual(target);
    });

    it('reports a failed write and leaves the requirement as it was', async () => {
      const target = world.seeded[0]!;
      world.requirements.failNext('updateFrom');
      const error = await failureOf(world.assign(sara, target, 'Ana.Diaz@estudio.example'));
      expect(error.message).toBe(Messages.requirements.updateAssignee);
      expect(await world.stored(target)).toEqual(target);
    });

    it('refuses a brand the actor may not see, and a requirement that is not of that brand', async () => {
      const assigner = actor(
        'luis@estudio.example',
        'uid-luis',
        'ADMIN_BRANDS_ASSIGNED',
        'VIEW_REQUIREMENTS',
        'ASSIGN_REQUIREMENTS',
      );
      const hidden = world.seeded[5]!;
      expect((await failureOf(world.assign(assigner, hidden, 'Ana.Diaz@estudio.example'))).kind).toBe('forbidden');
      expect(await world.stored(hidden)).toEqual(hidden);
      // Aurora's key with a requirement of Zeta's: nothing of either is written, nothing is created.
      const zetas = world.seeded[3]!;
      const crossed = await failureOf(world.assign(sara, { brandId: 'b-aurora', id: zetas.id }, 'Por asignar'));
      // Not found under that brand (404), with the select's own message.
      expect(crossed).toMatchObject({ kind: 'not-found', message: Messages.requirements.updateAssignee });
      expect(await world.stored(zetas)).toEqual(zetas);
      expect(await world.requirements.get('b-aurora', zetas.id)).toBeNull();
    });

    it('refuses a body of the wrong shape, naming the field, and stores nothing', async () => {
      const target = world.seeded[0]!;
      expect(await failureOf(world.assign(sara, target, 7))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldNotText('email'),
      });
      expect(await failureOf(world.assign(sara, target, 'ana.diaz@estudio.example\u001b[2J'))).toMatchObject({
        kind: 'validation',
      });
      expect(await failureOf(world.assign(sara, { brandId: target.brandId, id: '../x' }, 'Por asignar'))).toMatchObject(
        {
          kind: 'validation',
          message: Messages.endpoints.invalidId('requirementId'),
        },
      );
      expect(await world.stored(target)).toEqual(target);
    });
  });
});
