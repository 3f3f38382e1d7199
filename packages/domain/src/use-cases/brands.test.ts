import { describe, expect, it, vi } from 'vitest';
import { BrandUseCases } from './brands.js';
import { Messages } from '../messages.js';
import { FixedClock, InMemoryBrandRepository } from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';
import { NOW, m, actor, sara, luis, eva, reader, brand, BRANDS, useBrandsWorld } from './brands.test-kit.js';

describe('BrandUseCases', () => {
  const world = useBrandsWorld();

  describe('listForSelector', () => {
    it('gives the visible brands sorted by name', async () => {
      expect((await world.service.listForSelector(sara)).map((b) => b.id)).toEqual([
        'b-aurora',
        'b-huerfana',
        'b-otra',
        'b-zeta',
      ]);
      expect((await world.service.listForSelector(luis)).map((b) => b.id)).toEqual(['b-aurora', 'b-zeta']);
      expect(await world.service.listForSelector(eva)).toEqual([]);
    });

    // The selector shows no brand then, silently (ActiveBrandProvider); the brand DNA dropdown
    // shows this message (docs/product.md, "Shell and menu", "Brand DNA").
    it("reports a failed read as 'Error al cargar marcas.'", async () => {
      world.brands.failNext('listVisible');
      expect(await failureOf(world.service.listForSelector(sara))).toMatchObject({
        kind: 'upstream',
        message: 'Error al cargar marcas.',
      });
    });
  });

  describe('listForAdmin', () => {
    it('needs ADMIN_BRANDS', async () => {
      const error = await failureOf(world.service.listForAdmin(actor('x', 'ADMIN_BRANDS_ALL')));
      expect(error.kind).toBe('forbidden');
      expect(error.message).toBe(Messages.access.forbidden);
    });

    it("derives ownerEmail from the owner's record, keeping the stored one for unknown owners", async () => {
      const rows = await world.service.listForAdmin(sara);
      expect(rows.map((r) => [r.id, r.ownerEmail])).toEqual([
        ['b-aurora', 'Luis@Estudio.example'],
        ['b-huerfana', ''],
        ['b-otra', 'guardado@x.co'],
        ['b-zeta', 'sara@estudio.example'],
      ]);
    });

    it('lists only the visible brands', async () => {
      expect((await world.service.listForAdmin(luis)).map((r) => r.id)).toEqual(['b-aurora', 'b-zeta']);
    });

    it('takes the brands the session already read instead of reading them, still checking visibility', async () => {
      const known = await world.brands.list();
      const listVisible = vi.spyOn(world.brands, 'listVisible');
      expect((await world.service.listForAdmin(luis, known)).map((r) => [r.id, r.ownerEmail])).toEqual([
        ['b-aurora', 'Luis@Estudio.example'],
        ['b-zeta', 'sara@estudio.example'],
      ]);
      expect(listVisible).not.toHaveBeenCalled();
    });

    it("reads each visible brand's owner once, never the whole users collection", async () => {
      const list = vi.spyOn(world.users, 'list');
      const get = vi.spyOn(world.users, 'get');
      await world.service.listForAdmin(sara);
      expect(list).not.toHaveBeenCalled();
      expect(get.mock.calls.map(([uid]) => uid).sort()).toEqual(['luis', 'sara', 'sin-registro']);
      get.mockClear();
      await world.service.listForAdmin(luis);
      expect(get.mock.calls.map(([uid]) => uid).sort()).toEqual(['luis', 'sara']);
    });

    it('reads no owner for a brand without one', async () => {
      world.brands = new InMemoryBrandRepository([brand('b-sola', 'Sola', { owner: '', ownerEmail: 'antes@x.co' })]);
      world.service = new BrandUseCases(world.brands, world.users, world.roles, new FixedClock(NOW));
      const get = vi.spyOn(world.users, 'get');
      expect((await world.service.listForAdmin(sara)).map((r) => r.ownerEmail)).toEqual(['antes@x.co']);
      expect(get).not.toHaveBeenCalled();
    });

    it('reports which read failed', async () => {
      world.brands.failNext('listVisible');
      expect((await failureOf(world.service.listForAdmin(sara))).message).toBe(m.fetchBrands);
      world.users.failNext('get');
      const error = await failureOf(world.service.listForAdmin(sara));
      expect(error.message).toBe(m.fetchUsers);
      expect(error.kind).toBe('upstream');
    });
  });

  describe('enable and disable', () => {
    it('disables an active brand (unset status counts as active) with updatedAt from the clock', async () => {
      const result = await world.service.disable(sara, 'b-aurora');
      expect(result.status).toBe('disabled');
      expect(await world.brands.get('b-aurora')).toMatchObject({ status: 'disabled', updatedAt: new Date(NOW) });
    });

    it('enables a disabled brand', async () => {
      await world.service.enable(sara, 'b-otra');
      expect(await world.brands.get('b-otra')).toMatchObject({ status: 'active', updatedAt: new Date(NOW) });
    });

    it('writes nothing when the brand already has the status', async () => {
      const result = await world.service.enable(sara, 'b-zeta');
      expect(result).toEqual(BRANDS[0]);
      await world.service.setBrandStatus(sara, 'b-otra', 'disabled');
      await world.expectUntouched();
    });

    it('needs ADMIN_BRAND_DISABLE and a brand the actor can see', async () => {
      expect((await failureOf(world.service.disable(reader, 'b-zeta'))).kind).toBe('forbidden');
      const hidden = await failureOf(world.service.disable(luis, 'b-otra'));
      expect(hidden.kind).toBe('forbidden');
      expect(hidden.message).toBe(Messages.access.forbidden);
      await world.expectUntouched();
    });

    it('refuses an unknown brand with the operation message', async () => {
      const error = await failureOf(world.service.enable(sara, 'no-existe'));
      expect(error.kind).toBe('not-found');
      expect(error.message).toBe(m.enableBrand);
    });

    it('wraps store failures in the operation message and leaves the brand as it was', async () => {
      world.brands.failNext('setStatus');
      expect((await failureOf(world.service.disable(sara, 'b-zeta'))).message).toBe(m.disableBrand);
      world.brands.failNext('setStatus');
      expect((await failureOf(world.service.enable(sara, 'b-otra'))).message).toBe(m.enableBrand);
      world.brands.failNext('get');
      expect((await failureOf(world.service.enable(sara, 'b-otra'))).message).toBe(m.enableBrand);
      await world.expectUntouched();
    });
  });

  describe('setOwner', () => {
    const editor = actor('sara', 'ADMIN_BRANDS_ALL', 'SAVE_BRAND');

    it("makes an active user the owner, with their record's e-mail and updatedAt", async () => {
      const row = await world.service.setOwner(editor, 'b-zeta', ' ana@ESTUDIO.example ');
      expect(row).toMatchObject({
        id: 'b-zeta',
        owner: 'ana',
        ownerEmail: 'ana@estudio.example',
        updatedAt: new Date(NOW),
      });
      expect(await world.brands.get('b-zeta')).toMatchObject({
        owner: 'ana',
        ownerEmail: 'ana@estudio.example',
        updatedAt: new Date(NOW),
      });
      expect((await world.service.listForAdmin(sara)).find((b) => b.id === 'b-zeta')?.ownerEmail).toBe(
        'ana@estudio.example',
      );
    });

    it('writes nothing when the user already owns the brand', async () => {
      const update = vi.spyOn(world.brands, 'update');
      const row = await world.service.setOwner(editor, 'b-aurora', 'luis@estudio.example');
      expect(row).toMatchObject({ owner: 'luis', ownerEmail: 'Luis@Estudio.example' });
      expect(update).not.toHaveBeenCalled();
      await world.expectUntouched();
    });

    it('refuses a disabled or unknown owner with its own message, and writes nothing', async () => {
      for (const email of ['off@estudio.example', 'nadie@estudio.example']) {
        const error = await failureOf(world.service.setOwner(editor, 'b-zeta', email));
        expect(error.kind).toBe('validation');
        expect(error.message).toBe(m.ownerNotActive);
        expect(error.details).toEqual({ email });
      }
      await world.expectUntouched();
    });

    it('needs SAVE_BRAND and a visible brand', async () => {
      expect((await failureOf(world.service.setOwner(sara, 'b-zeta', 'ana@estudio.example'))).kind).toBe('forbidden');
      const owner = actor('dueña', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER');
      const hidden = await failureOf(world.service.setOwner(owner, 'b-zeta', 'ana@estudio.example'));
      expect(hidden).toMatchObject({ kind: 'forbidden', message: Messages.access.forbidden });
      expect(
        (
          await failureOf(
            world.service.setOwner(actor('x', 'SAVE_BRAND', 'ADMIN_BRANDS_ALL'), 'nada', 'ana@estudio.example'),
          )
        ).kind,
      ).toBe('not-found');
      await world.expectUntouched();
    });

    it('wraps store failures in the operation message', async () => {
      world.brands.failNext('update');
      const error = await failureOf(world.service.setOwner(editor, 'b-zeta', 'ana@estudio.example'));
      expect(error).toMatchObject({ kind: 'upstream', message: m.setOwner });
      world.users.failNext('findByEmail');
      expect((await failureOf(world.service.setOwner(editor, 'b-zeta', 'ana@estudio.example'))).message).toBe(
        m.setOwner,
      );
      await world.expectUntouched();
    });
  });
});
