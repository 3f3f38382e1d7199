import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Messages,
  PAGE_SIZE,
  RequirementAssignmentUseCases,
  RequirementUseCases,
  createRequirement,
  dispatchCommand,
  type Actor,
  type FinishedOrder,
  type Brand,
  type PermissionKey,
  type Requirement,
  type RequirementStatus,
  type Role,
  type User,
} from '../index.js';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryRequirementRepository,
  InMemoryRoleRepository,
  InMemoryUserRepository,
} from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';

const NOW = '2026-02-01T12:00:00.000Z';
const EARLIER = new Date('2026-01-20T08:00:00.000Z');

const actor = (email: string, uid: string, ...keys: PermissionKey[]): Actor => ({
  uid,
  email,
  roleCodes: [],
  keys: new Set(keys),
});

/** Luis sees the brands that list him; Sara (superadmin) sees all; Nadie has no list permission. */
const luis = actor('luis@estudio.example', 'uid-luis', 'ADMIN_BRANDS_ASSIGNED', 'VIEW_REQUIREMENTS');
const sara = actor(
  'sara@estudio.example',
  'uid-sara',
  'ADMIN_BRANDS_ALL',
  'VIEW_REQUIREMENTS',
  'STATUS_REQUIREMENTS',
  'ASSIGN_REQUIREMENTS',
);
const nadie = actor('nadie@estudio.example', 'uid-nadie', 'ADMIN_BRANDS_ALL', 'STATUS_REQUIREMENTS');

const brand = (id: string, brandName: string, allowedUsers: string[] = []): Brand => ({
  id,
  brandName,
  owner: 'uid-owner',
  status: 'active',
  allowedUsers,
});

const BRANDS: Brand[] = [
  brand('b-zeta', 'Zeta Deportes', ['luis@estudio.example']),
  brand('b-aurora', 'Café Aurora', ['luis@estudio.example']),
  brand('b-otra', 'Otra Marca'),
];

let seq = 0;
const req = (
  brandId: string,
  number: number,
  status: RequirementStatus,
  extra: Partial<Requirement> = {},
): Requirement =>
  createRequirement(`${brandId}-r${(seq += 1)}`, {
    brandId,
    brand: BRANDS.find((b) => b.id === brandId)!.brandName,
    title: `Carrusel ${number} - T1`,
    number,
    createdBy: 'sara@estudio.example',
    status,
    createdAt: EARLIER,
    ...extra,
  });

const user = (uid: string, email: string, role: string, status: User['status'] = 'active', firstName = ''): User => ({
  uid,
  email,
  firstName,
  lastName: '',
  role,
  status,
  createdAt: EARLIER,
  lastLoginAt: null,
});

const ROLES: Role[] = [
  {
    id: 'disenador',
    name: 'Diseñador',
    permissions: ['ver_requerimientos', 'atender_requerimientos'],
    timestamp: null,
  },
  { id: 'estratega', name: 'Estratega', permissions: ['estrategia', 'ver_requerimientos'], timestamp: null },
];
const USERS: User[] = [
  user('u-ana', 'Ana.Diaz@estudio.example', 'disenador', 'active', 'Ana'),
  user('u-beto', 'beto@estudio.example', 'disenador', 'disabled', 'Beto'),
  user('u-carla', 'carla@estudio.example', 'estratega', 'active', 'Carla'),
  user('u-dora', 'dora@estudio.example', 'rol-borrado', 'active', 'Dora'),
  user('u-eli', 'eli@estudio.example', '', 'active', 'Eli'),
];

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
    seq = 0;
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

  describe('loadActive', () => {
    it('refuses without VIEW_REQUIREMENTS', async () => {
      const error = await failureOf(lists.loadActive(nadie, null));
      expect(error.kind).toBe('forbidden');
      expect(error.message).toBe('No tiene permisos para ver los requerimientos.');
    });

    it('lists the selected brand without its Finalizado requirements', async () => {
      expect(numbersOf(await lists.loadActive(luis, 'b-aurora'))).toEqual(['b-aurora#1', 'b-aurora#3']);
    });

    it('lists every visible brand, by brand name, when none is selected', async () => {
      expect(numbersOf(await lists.loadActive(luis, null))).toEqual(['b-aurora#1', 'b-aurora#3', 'b-zeta#1']);
      expect(numbersOf(await lists.loadActive(luis, '  '))).toEqual(['b-aurora#1', 'b-aurora#3', 'b-zeta#1']);
      expect(numbersOf(await lists.loadActive(sara, null))).toEqual([
        'b-aurora#1',
        'b-aurora#3',
        'b-otra#1',
        'b-zeta#1',
      ]);
    });

    it('refuses a selected brand the actor may not see (a stale selection)', async () => {
      const error = await failureOf(lists.loadActive(luis, 'b-otra'));
      expect(error.kind).toBe('forbidden');
      expect(error.message).toBe(Messages.requirements.noPermission);
    });

    it('shows nothing for a selected brand that no longer exists', async () => {
      expect(await lists.loadActive(sara, 'b-borrada')).toEqual([]);
    });

    it('reads only the active requirements, every brand at once, never a whole subcollection', async () => {
      const list = vi.spyOn(requirements, 'list');
      const listActive = vi.spyOn(requirements, 'listActive');
      await lists.loadActive(sara, null);
      expect(list).not.toHaveBeenCalled();
      expect(listActive.mock.calls.map(([brandId]) => brandId).sort()).toEqual(['b-aurora', 'b-otra', 'b-zeta']);
    });

    it('takes the brands the caller already holds instead of reading them, still checking visibility', async () => {
      const known = await brands.list();
      const listVisible = vi.spyOn(brands, 'listVisible');
      const get = vi.spyOn(brands, 'get');
      expect(numbersOf(await lists.loadActive(luis, null, known))).toEqual(['b-aurora#1', 'b-aurora#3', 'b-zeta#1']);
      expect(numbersOf(await lists.loadActive(luis, 'b-aurora', known))).toEqual(['b-aurora#1', 'b-aurora#3']);
      expect((await failureOf(lists.loadActive(luis, 'b-otra', known))).kind).toBe('forbidden');
      expect(listVisible).not.toHaveBeenCalled();
      expect(get).not.toHaveBeenCalled();
    });

    it.each([
      ['requirements', 'listActive'],
      ['brands', 'listVisible'],
      ['brands', 'get'],
    ] as const)('reports a failure of %s.%s as the load message', async (twin, operation) => {
      if (twin === 'requirements') requirements.failNext(operation);
      else brands.failNext(operation);
      const selected = operation === 'get' ? 'b-aurora' : null;
      const error = await failureOf(lists.loadActive(sara, selected));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe('Error al cargar los requerimientos.');
    });
  });

  describe('loadFinished', () => {
    it('refuses without VIEW_REQUIREMENTS', async () => {
      expect((await failureOf(lists.loadFinished(nadie, 'b-aurora'))).message).toBe(Messages.requirements.noPermission);
    });

    it('lists only Finalizado requirements of the selected or visible brands', async () => {
      expect(numbersOf(await lists.loadFinished(luis, 'b-aurora'))).toEqual(['b-aurora#2']);
      expect(numbersOf(await lists.loadFinished(luis, null))).toEqual(['b-aurora#2', 'b-zeta#2']);
    });

    it('reports a store failure as the finished-load message', async () => {
      requirements.failNext('listFinished');
      const error = await failureOf(lists.loadFinished(luis, null));
      expect(error.message).toBe('Error al cargar los requerimientos finalizados.');
    });
  });

  describe('loadFinishedPage and countFinished', () => {
    const BY_NUMBER: FinishedOrder = { column: 'number', direction: 'asc' };

    it('refuse without VIEW_REQUIREMENTS', async () => {
      for (const call of [lists.loadFinishedPage(nadie, null, null, null), lists.countFinished(nadie, null)]) {
        const error = await failureOf(call);
        expect(error.kind).toBe('forbidden');
        expect(error.message).toBe(Messages.requirements.noPermission);
      }
    });

    it('read every brand at once for ADMIN_BRANDS_ALL without a selection, newest first by default', async () => {
      const pageFinished = vi.spyOn(requirements, 'pageFinished');
      const countFinished = vi.spyOn(requirements, 'countFinished');
      const listVisible = vi.spyOn(brands, 'listVisible');
      const page = await lists.loadFinishedPage(sara, null, null, null);
      expect(pageFinished).toHaveBeenCalledWith(
        { kind: 'all' },
        { column: 'createdAt', direction: 'desc' },
        null,
        PAGE_SIZE,
      );
      expect(numbersOf(page.rows).sort()).toEqual(['b-aurora#2', 'b-zeta#2']);
      expect(page.next).toBeNull();
      expect(await lists.countFinished(sara, '  ')).toBe(2);
      expect(countFinished).toHaveBeenCalledWith({ kind: 'all' });
      expect(listVisible).not.toHaveBeenCalled();
    });

    it('read the selected brand alone, even for ADMIN_BRANDS_ALL', async () => {
      const pageFinished = vi.spyOn(requirements, 'pageFinished');
      const page = await lists.loadFinishedPage(sara, 'b-aurora', BY_NUMBER, null);
      expect(pageFinished).toHaveBeenCalledWith({ kind: 'brands', brandIds: ['b-aurora'] }, BY_NUMBER, null, PAGE_SIZE);
      expect(numbersOf(page.rows)).toEqual(['b-aurora#2']);
      expect(await lists.countFinished(sara, 'b-aurora')).toBe(1);
    });

    it('read the visible brands, brand by brand, for anyone else', async () => {
      const pageFinished = vi.spyOn(requirements, 'pageFinished');
      const countFinished = vi.spyOn(requirements, 'countFinished');
      const page = await lists.loadFinishedPage(luis, null, BY_NUMBER, null);
      const scope = { kind: 'brands', brandIds: ['b-aurora', 'b-zeta'] };
      expect(pageFinished).toHaveBeenCalledWith(scope, BY_NUMBER, null, PAGE_SIZE);
      expect(numbersOf(page.rows)).toEqual(['b-aurora#2', 'b-zeta#2']);
      expect(await lists.countFinished(luis, null)).toBe(2);
      expect(countFinished).toHaveBeenCalledWith(scope);
    });

    it('refuse a selected brand the actor may not see (a stale selection)', async () => {
      const pageFinished = vi.spyOn(requirements, 'pageFinished');
      for (const call of [lists.loadFinishedPage(luis, 'b-otra', null, null), lists.countFinished(luis, 'b-otra')]) {
        const error = await failureOf(call);
        expect(error.kind).toBe('forbidden');
        expect(error.message).toBe(Messages.requirements.noPermission);
      }
      expect(pageFinished).not.toHaveBeenCalled();
    });

    it('show nothing, reading nothing, for a selected brand that no longer exists or no visible brand', async () => {
      const pageFinished = vi.spyOn(requirements, 'pageFinished');
      const countFinished = vi.spyOn(requirements, 'countFinished');
      expect(await lists.loadFinishedPage(sara, 'b-borrada', null, null)).toEqual({ rows: [], next: null });
      expect(await lists.countFinished(sara, 'b-borrada')).toBe(0);
      const nobody = actor('x@estudio.example', 'uid-x', 'VIEW_REQUIREMENTS');
      expect(await lists.loadFinishedPage(nobody, null, null, null)).toEqual({ rows: [], next: null });
      expect(await lists.countFinished(nobody, null)).toBe(0);
      expect(pageFinished).not.toHaveBeenCalled();
      expect(countFinished).not.toHaveBeenCalled();
    });

    it('page through PAGE_SIZE rows at a time with the cursor of the previous page', async () => {
      const many = Array.from({ length: PAGE_SIZE + 7 }, (_, index) => req('b-zeta', 100 + index, 'Finalizado'));
      requirements = new InMemoryRequirementRepository([...seeded, ...many]);
      lists = new RequirementUseCases(requirements, brands, users, roles, clock);
      const first = await lists.loadFinishedPage(luis, 'b-zeta', BY_NUMBER, null);
      expect(first.rows.map((r) => r.number)).toEqual([2, ...many.slice(0, PAGE_SIZE - 1).map((r) => r.number)]);
      const second = await lists.loadFinishedPage(luis, 'b-zeta', BY_NUMBER, first.next);
      expect(second.rows.map((r) => r.number)).toEqual(many.slice(PAGE_SIZE - 1).map((r) => r.number));
      expect(second.next).toBeNull();
      expect(await lists.countFinished(luis, 'b-zeta')).toBe(PAGE_SIZE + 8);
    });

    it('refuse an order the finished list does not offer', async () => {
      for (const order of [
        { column: 'status', direction: 'asc' },
        { column: 'inDesignAt', direction: 'desc' },
        { column: 'title', direction: 'up' },
      ]) {
        const error = await failureOf(lists.loadFinishedPage(sara, null, order as FinishedOrder, null));
        expect(error.kind).toBe('validation');
        expect(error.message).toBe(Messages.requirements.loadFinished);
      }
    });

    it.each([
      ['loadFinishedPage', 'requirements', 'pageFinished'],
      ['loadFinishedPage', 'brands', 'listVisible'],
      ['loadFinishedPage', 'brands', 'get'],
      ['countFinished', 'requirements', 'countFinished'],
      ['countFinished', 'brands', 'listVisible'],
      ['countFinished', 'brands', 'get'],
    ] as const)('%s reports a failure of %s.%s as the finished-load message', async (method, twin, operation) => {
      if (twin === 'requirements') requirements.failNext(operation);
      else brands.failNext(operation);
      // listVisible is read for an actor without ADMIN_BRANDS_ALL, get for a selected brand.
      const who = operation === 'listVisible' ? luis : sara;
      const selected = operation === 'get' ? 'b-aurora' : null;
      const call =
        method === 'countFinished'
          ? lists.countFinished(who, selected)
          : lists.loadFinishedPage(who, selected, null, null);
      const error = await failureOf(call);
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe(Messages.requirements.loadFinished);
    });

    it('report a cursor from another list as the finished-load message', async () => {
      const many = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => req('b-zeta', 100 + index, 'Finalizado'));
      requirements = new InMemoryRequirementRepository(many);
      lists = new RequirementUseCases(requirements, brands, users, roles, clock);
      const { next } = await lists.loadFinishedPage(sara, null, null, null);
      expect(next).not.toBeNull();
      const error = await failureOf(lists.loadFinishedPage(sara, 'b-zeta', null, next));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe(Messages.requirements.loadFinished);
    });
  });

  describe('loadAssignableUsers', () => {
    it('returns the active users whose role attends requirements', async () => {
      expect(await lists.loadAssignableUsers(luis)).toEqual([{ email: 'Ana.Diaz@estudio.example', label: 'Ana' }]);
    });

    it('refuses actors who may not view requirements', async () => {
      const error = await failureOf(lists.loadAssignableUsers(nadie));
      expect(error.kind).toBe('forbidden');
      expect(error.message).toBe('No tiene permisos para ver los requerimientos.');
    });

    it('reads the active users only', async () => {
      const list = vi.spyOn(users, 'list');
      await lists.loadAssignableUsers(luis);
      expect(list).not.toHaveBeenCalled();
    });

    it.each(['users', 'roles'] as const)('reports a failure to read %s', async (twin) => {
      if (twin === 'users') users.failNext('listActive');
      else roles.failNext('list');
      const error = await failureOf(lists.loadAssignableUsers(luis));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe('Error al cargar los usuarios para asignar.');
    });
  });

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

  describe('assign (requirements/assign, on the server)', () => {
    it('refuses without ASSIGN_REQUIREMENTS and stores nothing', async () => {
      const target = seeded[0]!;
      const error = await failureOf(assign(luis, target, 'Ana.Diaz@estudio.example'));
      expect(error.kind).toBe('forbidden');
      expect(await stored(target)).toEqual(target);
    });

    it("stores the assignable user's e-mail as that user spells it, with updatedAt", async () => {
      const target = seeded[0]!;
      const result = await assign(sara, target, ' ana.diaz@ESTUDIO.example ');
      const expected = {
        ...target,
        assignedTo: 'Ana.Diaz@estudio.example',
        updatedAt: new Date(NOW),
        // Who asked, for the audit entry of the write.
        changedBy: { uid: 'uid-sara', email: 'sara@estudio.example', at: new Date(NOW) },
      };
      expect(result).toEqual(expected);
      expect(await stored(target)).toEqual(expected);
    });

    it('accepts Por asignar', async () => {
      const target = seeded[2]!;
      await assign(sara, target, 'Por asignar');
      expect(await stored(target)).toEqual({
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
      const target = seeded[0]!;
      const error = await failureOf(assign(sara, target, email));
      expect(error.kind).toBe('validation');
      expect(error.message).toBe('Error al actualizar el asignado.');
      expect(await stored(target)).toEqual(target);
    });

    it.each([
      ['not an e-mail', 'nadie'],
      ['an e-mail past the length cap', `${'a'.repeat(250)}@estudio.example`],
      ['an e-mail with a control character', 'ana.diaz@estudio.example\u001b[2J'],
    ])('refuses %s before reading any user', async (_case, email) => {
      // Armed: a read would turn the refusal into an upstream failure.
      users.failNext('findByEmail');
      const target = seeded[0]!;
      const error = await failureOf(
        assignment.assign(sara, { brandId: target.brandId, requirementId: target.id }, email),
      );
      expect(error.kind).toBe('validation');
      expect(error.message).toBe('Error al actualizar el asignado.');
      expect(await stored(target)).toEqual(target);
    });

    it('reads only that user and their role, never the users or roles collections', async () => {
      users.failNext('list');
      roles.failNext('list');
      const findByEmail = vi.spyOn(users, 'findByEmail');
      const getRole = vi.spyOn(roles, 'get');
      await assign(sara, seeded[0]!, 'ana.diaz@estudio.example');
      expect(findByEmail).toHaveBeenCalledWith('ana.diaz@estudio.example');
      expect(getRole).toHaveBeenCalledWith('disenador');
      await assign(sara, seeded[0]!, 'beto@estudio.example').catch(() => undefined);
      await assign(sara, seeded[0]!, 'eli@estudio.example').catch(() => undefined);
      // A disabled user or one without a role needs no role read.
      expect(getRole).toHaveBeenCalledTimes(1);
      // The armed failures are still pending: list() was never called.
      await expect(users.list()).rejects.toThrow();
      await expect(roles.list()).rejects.toThrow();
    });

    it.each([
      ['users', 'findByEmail'],
      ['roles', 'get'],
    ] as const)('reports a failure of %s.%s and stores nothing', async (twin, operation) => {
      const target = seeded[0]!;
      if (twin === 'users') users.failNext(operation);
      else roles.failNext(operation);
      const error = await failureOf(assign(sara, target, 'Ana.Diaz@estudio.example'));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe(Messages.requirements.updateAssignee);
      expect(await stored(target)).toEqual(target);
    });

    it('reports a failed write and leaves the requirement as it was', async () => {
      const target = seeded[0]!;
      requirements.failNext('updateFrom');
      const error = await failureOf(assign(sara, target, 'Ana.Diaz@estudio.example'));
      expect(error.message).toBe(Messages.requirements.updateAssignee);
      expect(await stored(target)).toEqual(target);
    });

    it('refuses a brand the actor may not see, and a requirement that is not of that brand', async () => {
      const assigner = actor(
        'luis@estudio.example',
        'uid-luis',
        'ADMIN_BRANDS_ASSIGNED',
        'VIEW_REQUIREMENTS',
        'ASSIGN_REQUIREMENTS',
      );
      const hidden = seeded[5]!;
      expect((await failureOf(assign(assigner, hidden, 'Ana.Diaz@estudio.example'))).kind).toBe('forbidden');
      expect(await stored(hidden)).toEqual(hidden);
      // Aurora's key with a requirement of Zeta's: nothing of either is written, nothing is created.
      const zetas = seeded[3]!;
      const crossed = await failureOf(assign(sara, { brandId: 'b-aurora', id: zetas.id }, 'Por asignar'));
      // Not found under that brand (404), with the select's own message.
      expect(crossed).toMatchObject({ kind: 'not-found', message: Messages.requirements.updateAssignee });
      expect(await stored(zetas)).toEqual(zetas);
      expect(await requirements.get('b-aurora', zetas.id)).toBeNull();
    });

    it('refuses a body of the wrong shape, naming the field, and stores nothing', async () => {
      const target = seeded[0]!;
      expect(await failureOf(assign(sara, target, 7))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldNotText('email'),
      });
      expect(await failureOf(assign(sara, target, 'ana.diaz@estudio.example\u001b[2J'))).toMatchObject({
        kind: 'validation',
      });
      expect(await failureOf(assign(sara, { brandId: target.brandId, id: '../x' }, 'Por asignar'))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.invalidId('requirementId'),
      });
      expect(await stored(target)).toEqual(target);
    });
  });

  describe('findByNumber', () => {
    it('finds the requirement of a visible brand by its number', async () => {
      expect(await lists.findByNumber(luis, 'b-aurora', 3)).toEqual(seeded[2]);
    });

    it('refuses without VIEW_REQUIREMENTS', async () => {
      expect((await failureOf(lists.findByNumber(nadie, 'b-aurora', 3))).message).toBe(
        Messages.requirements.noPermission,
      );
    });

    it.each([
      ['no brand id', undefined, 3],
      ['a null brand id', null, 3],
      ['a blank brand id', '  ', 3],
      ['no number', 'b-aurora', undefined],
      ['a null number', 'b-aurora', null],
      ['number 0', 'b-aurora', 0],
      ['a fractional number', 'b-aurora', 1.5],
      ['NaN', 'b-aurora', Number.NaN],
    ])('asks for the brand and requirement when given %s', async (_case, brandId, number) => {
      const error = await failureOf(lists.findByNumber(sara, brandId, number));
      expect(error.kind).toBe('validation');
      expect(error.message).toBe('Faltan datos de la marca o requerimiento.');
    });

    it('says so when no requirement has that number, or the brand is gone', async () => {
      for (const [brandId, number] of [
        ['b-aurora', 42],
        ['b-borrada', 1],
      ] as const) {
        const error = await failureOf(lists.findByNumber(sara, brandId, number));
        expect(error.kind).toBe('not-found');
        expect(error.message).toBe('No se encontró un requerimiento con este número.');
      }
    });

    it('refuses a brand the actor may not see', async () => {
      const error = await failureOf(lists.findByNumber(luis, 'b-otra', 1));
      expect(error.kind).toBe('forbidden');
    });

    it.each(['findByNumber', 'brands.get'] as const)('reports a failure of %s as the search message', async (op) => {
      if (op === 'findByNumber') requirements.failNext('findByNumber');
      else brands.failNext('get');
      const error = await failureOf(lists.findByNumber(sara, 'b-aurora', 1));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe('Error al buscar el requerimiento.');
    });
  });
});
