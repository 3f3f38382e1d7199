import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { brandEditState } from './brand-edit-state.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { AdminBrandsTexts } from './admin-brands-texts.js';
import {
  CAFE,
  CLINICA,
  PANADERIA,
  RUTA,
  TEXTILES,
  brandNames,
  brandsTable,
  open,
  openPanel,
  rowOf,
} from './admin-brands-screen.test-support.js';

const text = Messages.brandSettings;

// The brands each role sees and may act on, their status, and the errors that block the screen.
describe('brand settings (/adminbrands)', () => {
  it('shows the breadcrumb, the columns and every brand of a superadministrator with its owner e-mail and status', async () => {
    await open('Superadministrador');

    const breadcrumb = screen.getByRole('navigation', { name: /ruta de navegación/i });
    expect(within(breadcrumb).getByText(ScreenTitles.brandSettings)).toBeTruthy();
    const table = await brandsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nombre de la marca', 'Correo owner', 'Status', 'Acciones']);
    expect(await brandNames()).toEqual([CAFE, CLINICA, PANADERIA, RUTA, TEXTILES]);
    expect(within(rowOf(table, CAFE)).getByText('estratega@estudio.test')).toBeTruthy();
    expect(within(rowOf(table, TEXTILES)).getByText('marcas@estudio.test')).toBeTruthy();
    // Clínica Dental is stored without a status: it shows as active and offers disable.
    expect(within(rowOf(table, CLINICA)).getByText(UiTexts.status.active)).toBeTruthy();
    expect(
      within(rowOf(table, CLINICA)).getByRole('button', { name: `${AdminBrandsTexts.disable} ${CLINICA}` }),
    ).toBeTruthy();
    expect(within(rowOf(table, PANADERIA)).getByText(UiTexts.status.disabled)).toBeTruthy();
    expect(
      within(rowOf(table, PANADERIA)).getByRole('button', { name: `${AdminBrandsTexts.enable} ${PANADERIA}` }),
    ).toBeTruthy();
  });

  it('filters by brand name or owner e-mail without case, by status, and clears the filters', async () => {
    await open('Superadministrador');
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: AdminBrandsTexts.searchPlaceholder });
    expect(search.getAttribute('placeholder')).toBe(AdminBrandsTexts.searchPlaceholder);
    const status = screen.getByRole('combobox', { name: AdminBrandsTexts.statusFilter });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Todos'],
      ['active', 'Active'],
      ['disabled', 'Disabled'],
    ]);
    const clear = screen.getByRole('button', { name: /limpiar filtros/i });
    expect((clear as HTMLButtonElement).disabled).toBe(true);

    await user.type(search, 'QUETZAL');
    expect(await brandNames()).toEqual([TEXTILES]);
    await user.clear(search);
    await user.type(search, 'Marcas@Estudio');
    expect(await brandNames()).toEqual([RUTA, TEXTILES]);
    await user.clear(search);

    await user.selectOptions(status, 'disabled');
    expect(await brandNames()).toEqual([PANADERIA]);
    await user.selectOptions(status, 'active');
    expect(await brandNames()).toEqual([CAFE, CLINICA, RUTA, TEXTILES]);
    await user.type(search, 'estratega@');
    expect(await brandNames()).toEqual([CAFE]);

    await user.click(clear);
    expect(await brandNames()).toEqual([CAFE, CLINICA, PANADERIA, RUTA, TEXTILES]);
    expect((search as HTMLInputElement).value).toBe('');
    expect((status as HTMLSelectElement).value).toBe('');
  });

  it('gives a brand administrator their brands with edit, toggle and manage-users', async () => {
    await open('Administrador de marcas');
    expect(await brandNames()).toEqual([CLINICA, RUTA, TEXTILES]);
    const row = rowOf(await brandsTable(), RUTA);
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([AdminBrandsTexts.edit, AdminBrandsTexts.disable, AdminBrandsTexts.manageUsers]);
  });

  it('gives a strategist only the edit button (no toggle, no manage-users)', async () => {
    await open('Estratega');
    expect(await brandNames()).toEqual([CAFE, PANADERIA, RUTA, TEXTILES]);
    const row = rowOf(await brandsTable(), CAFE);
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([AdminBrandsTexts.edit]);
  });

  it('lists a designer’s assigned brands without any action', async () => {
    await open('Diseñador');
    expect(await brandNames()).toEqual([CAFE, PANADERIA, TEXTILES]);
    expect(within(await brandsTable()).queryAllByRole('button')).toEqual([]);
  });

  it('loads nothing without ADMIN_BRANDS and says so', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const designer = (await adapters.roles.list()).find((role) => role.name === 'Diseñador')!;
    await adapters.roles.updatePermissions(designer.id, ['ver_requerimientos']);
    const listUsers = vi.spyOn(adapters.users, 'list');
    await renderApp({ path: '/adminbrands', as: 'Diseñador', adapters });

    expect((await screen.findByRole('alert')).textContent).toBe(Messages.access.forbidden);
    expect(screen.queryByRole('table')).toBeNull();
    expect(listUsers).not.toHaveBeenCalled();
  });

  it('opens /marca with the brand as navigation state from the edit button', async () => {
    await open('Estratega');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${AdminBrandsTexts.edit} ${CAFE}` }));
    expect(await screen.findByRole('heading', { level: 1, name: ScreenTitles.brandDna })).toBeTruthy();
  });

  it('builds the edit state from the brand id and its fields', () => {
    const brand = {
      id: 'b1',
      brandName: 'Marca Uno',
      owner: 'u1',
      ownerEmail: 'u1@x.co',
      allowedUsers: ['a@x.co'],
      idMetrics: '9',
    };
    expect(brandEditState(brand)).toEqual({ ...brand, brandId: 'b1' });
  });

  it('disables an active brand and enables it again, with updatedAt, and the sidebar reloads its brands', async () => {
    const { adapters } = await open('Superadministrador');
    const user = userEvent.setup();
    const listVisible = vi.spyOn(adapters.brands, 'listVisible');
    const table = await brandsTable();

    await user.click(within(rowOf(table, CAFE)).getByRole('button', { name: `${AdminBrandsTexts.disable} ${CAFE}` }));
    await within(rowOf(table, CAFE)).findByRole('button', { name: `${AdminBrandsTexts.enable} ${CAFE}` });
    expect(within(rowOf(table, CAFE)).getByText(UiTexts.status.disabled)).toBeTruthy();
    const stored = await adapters.brands.get('demo-cafe-cumbre-andina');
    expect(stored?.status).toBe('disabled');
    expect(stored?.updatedAt?.toISOString()).toBe(TEST_NOW.toISOString());
    await waitFor(() => expect(listVisible).toHaveBeenCalledTimes(1));

    await user.click(within(rowOf(table, CAFE)).getByRole('button', { name: `${AdminBrandsTexts.enable} ${CAFE}` }));
    await within(rowOf(table, CAFE)).findByRole('button', { name: `${AdminBrandsTexts.disable} ${CAFE}` });
    expect((await adapters.brands.get('demo-cafe-cumbre-andina'))?.status).toBe('active');
    await waitFor(() => expect(listVisible).toHaveBeenCalledTimes(2));
  });

  it('disables a brand stored without status', async () => {
    const { adapters } = await open('Administrador de marcas');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${AdminBrandsTexts.disable} ${CLINICA}` }));
    await screen.findByRole('button', { name: `${AdminBrandsTexts.enable} ${CLINICA}` });
    expect((await adapters.brands.get('demo-sonrisa-austral'))?.status).toBe('disabled');
  });

  describe('blocking errors replace the whole screen with the catalogue message', () => {
    const expectBlocked = async (message: string) => {
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByRole('search')).toBeNull();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    };

    it('when the brands cannot be read', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      // The sidebar's selector reads them too (and fails silently).
      adapters.brands.failNext('listVisible');
      adapters.brands.failNext('listVisible');
      await renderApp({ path: '/adminbrands', as: 'Superadministrador', adapters });
      await expectBlocked(text.fetchBrands);
    });

    it('when the system users cannot be read', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      // The owners' records are read one by one; the signed-in user's own still loads.
      const read = adapters.users.get.bind(adapters.users);
      vi.spyOn(adapters.users, 'get').mockImplementation(async (uid) => {
        if (uid === 'demo-admin') return read(uid);
        throw new Error('users unavailable');
      });
      await renderApp({ path: '/adminbrands', as: 'Superadministrador', adapters });
      await expectBlocked(text.fetchUsers);
    });

    it('when disabling fails, and nothing is written', async () => {
      const { adapters } = await open('Superadministrador');
      adapters.brands.failNext('setStatus');
      await userEvent.setup().click(screen.getByRole('button', { name: `${AdminBrandsTexts.disable} ${CAFE}` }));
      await expectBlocked(text.disableBrand);
      expect((await adapters.brands.get('demo-cafe-cumbre-andina'))?.status).toBe('active');
    });

    it('when enabling fails, and nothing is written', async () => {
      const { adapters } = await open('Superadministrador');
      adapters.brands.failNext('setStatus');
      await userEvent.setup().click(screen.getByRole('button', { name: `${AdminBrandsTexts.enable} ${PANADERIA}` }));
      await expectBlocked(text.enableBrand);
      expect((await adapters.brands.get('demo-panaderia-la-espiga'))?.status).toBe('disabled');
    });

    it('when the roles of the panel cannot be read', async () => {
      const { adapters } = await open('Superadministrador');
      adapters.roles.failNext('list');
      await userEvent.setup().click(screen.getByRole('button', { name: `${AdminBrandsTexts.manageUsers} ${CAFE}` }));
      await expectBlocked(text.fetchRoles);
    });

    it('when the users of the panel cannot be read', async () => {
      const { adapters } = await open('Superadministrador');
      adapters.users.failNext('listActive');
      await userEvent.setup().click(screen.getByRole('button', { name: `${AdminBrandsTexts.manageUsers} ${CAFE}` }));
      await expectBlocked(text.fetchUsers);
    });

    it('when adding an allowed user fails, and nothing is written', async () => {
      const { adapters } = await open('Superadministrador');
      const { user, table } = await openPanel(CAFE);
      adapters.brands.failNext('setAllowedUsers');
      await user.click(within(table).getByRole('button', { name: `${AdminBrandsTexts.grant} Valentina Ríos Ospina` }));
      await expectBlocked(text.addAllowedUser);
      expect((await adapters.brands.get('demo-cafe-cumbre-andina'))?.allowedUsers).toEqual([
        'disenador@estudio.test',
        'contenido@estudio.test',
        'revisor@estudio.test',
      ]);
    });

    it('when removing an allowed user fails, and nothing is written', async () => {
      const { adapters } = await open('Superadministrador');
      const { user, table } = await openPanel(CAFE);
      adapters.brands.failNext('setAllowedUsers');
      await user.click(within(table).getByRole('button', { name: `${AdminBrandsTexts.revoke} Lucía Fernández Gil` }));
      await expectBlocked(text.removeAllowedUser);
      expect((await adapters.brands.get('demo-cafe-cumbre-andina'))?.allowedUsers).toEqual([
        'disenador@estudio.test',
        'contenido@estudio.test',
        'revisor@estudio.test',
      ]);
    });
  });
});
