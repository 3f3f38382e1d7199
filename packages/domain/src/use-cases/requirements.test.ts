import { describe, expect, it, vi } from 'vitest';
import { Messages } from '../messages.js';
import { PAGE_SIZE } from '../requirements/pagination.js';
import { RequirementUseCases } from './requirements.js';
import { type FinishedOrder } from '../ports/repositories.js';
import { type Requirement } from '../requirements/requirement.js';
import { InMemoryRequirementRepository } from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';
import { actor, luis, sara, nadie, req, useRequirementsWorld } from './requirements.test-kit.js';

describe('RequirementUseCases', () => {
  const world = useRequirementsWorld();

  const numbersOf = (rows: readonly Requirement[]) => rows.map((r) => `${r.brandId}#${r.number}`);

  describe('loadActive', () => {
    it('refuses without VIEW_REQUIREMENTS', async () => {
      const error = await failureOf(world.lists.loadActive(nadie, null));
      expect(error.kind).toBe('forbidden');
      expect(error.message).toBe('No tiene permisos para ver los requerimientos.');
    });

    it('lists the selected brand without its Finalizado requirements', async () => {
      expect(numbersOf(await world.lists.loadActive(luis, 'b-aurora'))).toEqual(['b-aurora#1', 'b-aurora#3']);
    });

    it('lists every visible brand, by brand name, when none is selected', async () => {
      expect(numbersOf(await world.lists.loadActive(luis, null))).toEqual(['b-aurora#1', 'b-aurora#3', 'b-zeta#1']);
      expect(numbersOf(await world.lists.loadActive(luis, '  '))).toEqual(['b-aurora#1', 'b-aurora#3', 'b-zeta#1']);
      expect(numbersOf(await world.lists.loadActive(sara, null))).toEqual([
        'b-aurora#1',
        'b-aurora#3',
        'b-otra#1',
        'b-zeta#1',
      ]);
    });

    it('refuses a selected brand the actor may not see (a stale selection)', async () => {
      const error = await failureOf(world.lists.loadActive(luis, 'b-otra'));
      expect(error.kind).toBe('forbidden');
      expect(error.message).toBe(Messages.requirements.noPermission);
    });

    it('shows nothing for a selected brand that no longer exists', async () => {
      expect(await world.lists.loadActive(sara, 'b-borrada')).toEqual([]);
    });

    it('reads only the active requirements, every brand at once, never a whole subcollection', async () => {
      const list = vi.spyOn(world.requirements, 'list');
      const listActive = vi.spyOn(world.requirements, 'listActive');
      const listEveryActive = vi.spyOn(world.requirements, 'listEveryActive');
      // ADMIN_BRANDS_ALL: every brand's in one read; anyone else: each brand of a group.
      await world.lists.loadActive(sara, null);
      expect(listEveryActive).toHaveBeenCalledTimes(1);
      expect(listActive).not.toHaveBeenCalled();
      await world.lists.loadActive(luis, null);
      expect(listActive.mock.calls.map(([brandId]) => brandId).sort()).toEqual(['b-aurora', 'b-zeta']);
      expect(list).not.toHaveBeenCalled();
    });

    it('takes the brands the caller already holds instead of reading them, still checking visibility', async () => {
      const known = await world.brands.list();
      const listVisible = vi.spyOn(world.brands, 'listVisible');
      const get = vi.spyOn(world.brands, 'get');
      expect(numbersOf(await world.lists.loadActive(luis, null, known))).toEqual([
        'b-aurora#1',
        'b-aurora#3',
        'b-zeta#1',
      ]);
      expect(numbersOf(await world.lists.loadActive(luis, 'b-aurora', known))).toEqual(['b-aurora#1', 'b-aurora#3']);
      expect((await failureOf(world.lists.loadActive(luis, 'b-otra', known))).kind).toBe('forbidden');
      expect(listVisible).not.toHaveBeenCalled();
      expect(get).not.toHaveBeenCalled();
    });

    it.each([
      ['requirements', 'listActive'],
      ['requirements', 'listEveryActive'],
      ['brands', 'listVisible'],
      ['brands', 'get'],
    ] as const)('reports a failure of %s.%s as the load message', async (twin, operation) => {
      if (twin === 'requirements') world.requirements.failNext(operation);
      else world.brands.failNext(operation);
      const selected = operation === 'get' || operation === 'listActive' ? 'b-aurora' : null;
      const error = await failureOf(world.lists.loadActive(sara, selected));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe('Error al cargar los requerimientos.');
    });
  });

  describe('loadFinished', () => {
    it('refuses without VIEW_REQUIREMENTS', async () => {
      expect((await failureOf(world.lists.loadFinished(nadie, 'b-aurora'))).message).toBe(
        Messages.requirements.noPermission,
      );
    });

    it('lists only Finalizado requirements of the selected or visible brands', async () => {
      expect(numbersOf(await world.lists.loadFinished(luis, 'b-aurora'))).toEqual(['b-aurora#2']);
      expect(numbersOf(await world.lists.loadFinished(luis, null))).toEqual(['b-aurora#2', 'b-zeta#2']);
    });

    it('reports a store failure as the finished-load message', async () => {
      world.requirements.failNext('listFinished');
      const error = await failureOf(world.lists.loadFinished(luis, null));
      expect(error.message).toBe('Error al cargar los requerimientos finalizados.');
    });
  });

  describe('loadFinishedPage and countFinished', () => {
    const BY_NUMBER: FinishedOrder = { column: 'number', direction: 'asc' };

    it('refuse without VIEW_REQUIREMENTS', async () => {
      for (const call of [
        world.lists.loadFinishedPage(nadie, null, null, null),
        world.lists.countFinished(nadie, null),
      ]) {
        const error = await failureOf(call);
        expect(error.kind).toBe('forbidden');
        expect(error.message).toBe(Messages.requirements.noPermission);
      }
    });

    it('read every brand at once for ADMIN_BRANDS_ALL without a selection, newest first by default', async () => {
      const pageFinished = vi.spyOn(world.requirements, 'pageFinished');
      const countFinished = vi.spyOn(world.requirements, 'countFinished');
      const listVisible = vi.spyOn(world.brands, 'listVisible');
      const page = await world.lists.loadFinishedPage(sara, null, null, null);
      expect(pageFinished).toHaveBeenCalledWith(
        { kind: 'all' },
        { column: 'createdAt', direction: 'desc' },
        null,
        PAGE_SIZE,
      );
      expect(numbersOf(page.rows).sort()).toEqual(['b-aurora#2', 'b-zeta#2']);
      expect(page.next).toBeNull();
      expect(await world.lists.countFinished(sara, '  ')).toBe(2);
      expect(countFinished).toHaveBeenCalledWith({ kind: 'all' });
      expect(listVisible).not.toHaveBeenCalled();
    });

    it('read the selected brand alone, even for ADMIN_BRANDS_ALL', async () => {
      const pageFinished = vi.spyOn(world.requirements, 'pageFinished');
      const page = await world.lists.loadFinishedPage(sara, 'b-aurora', BY_NUMBER, null);
      expect(pageFinished).toHaveBeenCalledWith({ kind: 'brands', brandIds: ['b-aurora'] }, BY_NUMBER, null, PAGE_SIZE);
      expect(numbersOf(page.rows)).toEqual(['b-aurora#2']);
      expect(await world.lists.countFinished(sara, 'b-aurora')).toBe(1);
    });

    it('read the visible brands, brand by brand, for anyone else', async () => {
      const pageFinished = vi.spyOn(world.requirements, 'pageFinished');
      const countFinished = vi.spyOn(world.requirements, 'countFinished');
      const page = await world.lists.loadFinishedPage(luis, null, BY_NUMBER, null);
      const scope = { kind: 'brands', brandIds: ['b-aurora', 'b-zeta'] };
      expect(pageFinished).toHaveBeenCalledWith(scope, BY_NUMBER, null, PAGE_SIZE);
      expect(numbersOf(page.rows)).toEqual(['b-aurora#2', 'b-zeta#2']);
      expect(await world.lists.countFinished(luis, null)).toBe(2);
      expect(countFinished).toHaveBeenCalledWith(scope);
    });

    it('refuse a selected brand the actor may not see (a stale selection)', async () => {
      const pageFinished = vi.spyOn(world.requirements, 'pageFinished');
      for (const call of [
        world.lists.loadFinishedPage(luis, 'b-otra', null, null),
        world.lists.countFinished(luis, 'b-otra'),
      ]) {
        const error = await failureOf(call);
        expect(error.kind).toBe('forbidden');
        expect(error.message).toBe(Messages.requirements.noPermission);
      }
      expect(pageFinished).not.toHaveBeenCalled();
    });

    it('show nothing, reading nothing, for a selected brand that no longer exists or no visible brand', async () => {
      const pageFinished = vi.spyOn(world.requirements, 'pageFinished');
      const countFinished = vi.spyOn(world.requirements, 'countFinished');
      expect(await world.lists.loadFinishedPage(sara, 'b-borrada', null, null)).toEqual({ rows: [], next: null });
      expect(await world.lists.countFinished(sara, 'b-borrada')).toBe(0);
      const nobody = actor('x@estudio.example', 'uid-x', 'VIEW_REQUIREMENTS');
      expect(await world.lists.loadFinishedPage(nobody, null, null, null)).toEqual({ rows: [], next: null });
      expect(await world.lists.countFinished(nobody, null)).toBe(0);
      expect(pageFinished).not.toHaveBeenCalled();
      expect(countFinished).not.toHaveBeenCalled();
    });

    it('page through PAGE_SIZE rows at a time with the cursor of the previous page', async () => {
      const many = Array.from({ length: PAGE_SIZE + 7 }, (_, index) => req('b-zeta', 100 + index, 'Finalizado'));
      world.requirements = new InMemoryRequirementRepository([...world.seeded, ...many]);
      world.lists = new RequirementUseCases(world.requirements, world.brands, world.users, world.roles, world.clock);
      const first = await world.lists.loadFinishedPage(luis, 'b-zeta', BY_NUMBER, null);
      expect(first.rows.map((r) => r.number)).toEqual([2, ...many.slice(0, PAGE_SIZE - 1).map((r) => r.number)]);
      const second = await world.lists.loadFinishedPage(luis, 'b-zeta', BY_NUMBER, first.next);
      expect(second.rows.map((r) => r.number)).toEqual(many.slice(PAGE_SIZE - 1).map((r) => r.number));
      expect(second.next).toBeNull();
      expect(await world.lists.countFinished(luis, 'b-zeta')).toBe(PAGE_SIZE + 8);
    });

    it('refuse an order the finished list does not offer', async () => {
      for (const order of [
        { column: 'status', direction: 'asc' },
        { column: 'inDesignAt', direction: 'desc' },
        { column: 'title', direction: 'up' },
      ]) {
        const error = await failureOf(world.lists.loadFinishedPage(sara, null, order as FinishedOrder, null));
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
      if (twin === 'requirements') world.requirements.failNext(operation);
      else world.brands.failNext(operation);
      // listVisible is read for an actor without ADMIN_BRANDS_ALL, get for a selected brand.
      const who = operation === 'listVisible' ? luis : sara;
      const selected = operation === 'get' ? 'b-aurora' : null;
      const call =
        method === 'countFinished'
          ? world.lists.countFinished(who, selected)
          : world.lists.loadFinishedPage(who, selected, null, null);
      const error = await failureOf(call);
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe(Messages.requirements.loadFinished);
    });

    it('report a cursor from another list as the finished-load message', async () => {
      const many = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => req('b-zeta', 100 + index, 'Finalizado'));
      world.requirements = new InMemoryRequirementRepository(many);
      world.lists = new RequirementUseCases(world.requirements, world.brands, world.users, world.roles, world.clock);
      const { next } = await world.lists.loadFinishedPage(sara, null, null, null);
      expect(next).not.toBeNull();
      const error = await failureOf(world.lists.loadFinishedPage(sara, 'b-zeta', null, next));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe(Messages.requirements.loadFinished);
    });
  });

  describe('findByNumber', () => {
    it('finds the requirement of a visible brand by its number', async () => {
      expect(await world.lists.findByNumber(luis, 'b-aurora', 3)).toEqual(world.seeded[2]);
    });

    it('refuses without VIEW_REQUIREMENTS', async () => {
      expect((await failureOf(world.lists.findByNumber(nadie, 'b-aurora', 3))).message).toBe(
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
      const error = await failureOf(world.lists.findByNumber(sara, brandId, number));
      expect(error.kind).toBe('validation');
      expect(error.message).toBe('Faltan datos de la marca o requerimiento.');
    });

    it('says so when no requirement has that number, or the brand is gone', async () => {
      for (const [brandId, number] of [
        ['b-aurora', 42],
        ['b-borrada', 1],
      ] as const) {
        const error = await failureOf(world.lists.findByNumber(sara, brandId, number));
        expect(error.kind).toBe('not-found');
        expect(error.message).toBe('No se encontró un requerimiento con este número.');
      }
    });

    it('refuses a brand the actor may not see', async () => {
      const error = await failureOf(world.lists.findByNumber(luis, 'b-otra', 1));
      expect(error.kind).toBe('forbidden');
    });

    it.each(['findByNumber', 'brands.get'] as const)('reports a failure of %s as the search message', async (op) => {
      if (op === 'findByNumber') world.requirements.failNext('findByNumber');
      else world.brands.failNext('get');
      const error = await failureOf(world.lists.findByNumber(sara, 'b-aurora', 1));
      expect(error.kind).toBe('upstream');
      expect(error.message).toBe('Error al buscar el requerimiento.');
    });
  });
});
