import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { holdNext } from '../../test/dialogs.js';
import { TEST_NOW } from '../../test/render-app.js';
import { AdminBrandsTexts } from './admin-brands-texts.js';
import { AdminTexts } from '../../shared/texts.js';
import { CAFE, CLINICA, open, openPanel, rowOf } from './admin-brands-screen.test-support.js';

// The manage-users panel: who has access to a brand, granted and revoked there.
describe('brand settings (/adminbrands)', () => {
  it('opens the manage-users panel with active users only, their access mark and role with permissions, and closes it', async () => {
    await open('Superadministrador');
    const { user, panel, table } = await openPanel(CAFE);

    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe(
      'Gestionar usuarios para: Café Cumbre Andina',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([AdminBrandsTexts.access, 'Nombre y apellido', 'Correo', 'Rol', 'Acciones']);
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    // Diego Morales Ruiz is disabled: never listed for brand access.
    expect(names).toEqual([
      'Andrés Castillo Peña',
      'Camila Herrera Vidal',
      'Lucía Fernández Gil',
      'Mateo Salazar Duque',
      'Sofía Mejía Rojas',
      'Valentina Ríos Ospina',
    ]);
    expect(within(table).queryByText('inactivo@estudio.test')).toBeNull();
    const lucia = rowOf(table, 'disenador@estudio.test');
    expect(within(lucia).getByText(AdminBrandsTexts.hasAccess)).toBeTruthy();
    expect(within(lucia).getByRole('button', { name: `${AdminBrandsTexts.revoke} Lucía Fernández Gil` })).toBeTruthy();
    expect(
      within(lucia).getByText(/^Diseñador \(vista_marcas_asignadas, vista_blueprint, .*generar_guias_diseno\)$/),
    ).toBeTruthy();
    const valentina = rowOf(table, 'admin@estudio.test');
    expect(within(valentina).getByText(AdminBrandsTexts.noAccess)).toBeTruthy();
    expect(within(valentina).getByText('Superadministrador (acceso_total)')).toBeTruthy();
    expect(
      within(valentina).getByRole('button', { name: `${AdminBrandsTexts.grant} Valentina Ríos Ospina` }),
    ).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: UiTexts.dialogs.close }));
    expect(screen.queryByRole('region', { name: AdminBrandsTexts.manageUsersTitle(CAFE) })).toBeNull();
  });

  it('searches the panel by name or e-mail and filters it by role', async () => {
    await open('Superadministrador');
    const { user, panel, table } = await openPanel(CAFE);
    const search = within(panel).getByRole('searchbox', { name: AdminBrandsTexts.searchUsers });
    const role = within(panel).getByRole('combobox', { name: AdminBrandsTexts.roleFilter });
    const options = within(role)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe(AdminTexts.allRoles);
    expect(options.slice(1)).toEqual([
      'Administrador de marcas',
      'Cliente revisor',
      'Diseñador',
      'Estratega',
      'Gestor de contenido',
      'Superadministrador',
    ]);
    const emails = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

    await user.type(search, 'lucía');
    expect(emails()).toEqual(['disenador@estudio.test']);
    await user.clear(search);
    await user.type(search, 'ESTRATEGA@');
    expect(emails()).toEqual(['estratega@estudio.test']);
    await user.clear(search);
    await user.selectOptions(role, 'Gestor de contenido');
    expect(emails()).toEqual(['contenido@estudio.test']);
    await user.selectOptions(role, AdminTexts.allRoles);
    expect(emails()).toHaveLength(6);
  });

  it('grants access with a spinner while it runs, and the sidebar reloads', async () => {
    const { adapters } = await open('Superadministrador');
    const { user, table } = await openPanel(CAFE);
    const listVisible = vi.spyOn(adapters.brands, 'listVisible');
    const release = holdNext(adapters.brands, 'setAllowedUsers');

    await user.click(within(table).getByRole('button', { name: `${AdminBrandsTexts.grant} Valentina Ríos Ospina` }));
    const busy = within(rowOf(table, 'admin@estudio.test')).getByRole('button', {
      name: `${AdminBrandsTexts.grant} Valentina Ríos Ospina`,
    });
    expect(busy.hasAttribute('data-loading')).toBe(true);
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();

    const revoke = await within(rowOf(table, 'admin@estudio.test')).findByRole('button', {
      name: `${AdminBrandsTexts.revoke} Valentina Ríos Ospina`,
    });
    expect(revoke.hasAttribute('data-loading')).toBe(false);
    expect(within(rowOf(table, 'admin@estudio.test')).getByText(AdminBrandsTexts.hasAccess)).toBeTruthy();
    expect((await adapters.brands.get('demo-cafe-cumbre-andina'))?.allowedUsers).toEqual([
      'disenador@estudio.test',
      'contenido@estudio.test',
      'revisor@estudio.test',
      'admin@estudio.test',
    ]);
    await waitFor(() => expect(listVisible).toHaveBeenCalled());
  });

  it('revokes access with a spinner while it runs', async () => {
    const { adapters } = await open('Administrador de marcas');
    const { user, table } = await openPanel(CLINICA);
    const release = holdNext(adapters.brands, 'setAllowedUsers');

    await user.click(within(table).getByRole('button', { name: `${AdminBrandsTexts.revoke} Andrés Castillo Peña` }));
    expect(within(rowOf(table, 'contenido@estudio.test')).getByRole('button').hasAttribute('data-loading')).toBe(true);
    release();

    await within(rowOf(table, 'contenido@estudio.test')).findByRole('button', {
      name: `${AdminBrandsTexts.grant} Andrés Castillo Peña`,
    });
    expect((await adapters.brands.get('demo-sonrisa-austral'))?.allowedUsers).toEqual(['marcas@estudio.test']);
  });

  it('adds nothing when the e-mail is already in allowedUsers (granted meanwhile elsewhere)', async () => {
    const { adapters } = await open('Superadministrador');
    const { user, table } = await openPanel(CAFE);
    // Another tab granted Valentina access after the panel loaded, with other casing.
    await adapters.brands.setAllowedUsers(
      'demo-cafe-cumbre-andina',
      ['disenador@estudio.test', 'contenido@estudio.test', 'ADMIN@estudio.test'],
      TEST_NOW,
    );
    const write = vi.spyOn(adapters.brands, 'setAllowedUsers');

    await user.click(within(table).getByRole('button', { name: `${AdminBrandsTexts.grant} Valentina Ríos Ospina` }));
    await within(rowOf(table, 'admin@estudio.test')).findByRole('button', {
      name: `${AdminBrandsTexts.revoke} Valentina Ríos Ospina`,
    });
    expect(write).not.toHaveBeenCalled();
    expect((await adapters.brands.get('demo-cafe-cumbre-andina'))?.allowedUsers).toEqual([
      'disenador@estudio.test',
      'contenido@estudio.test',
      'ADMIN@estudio.test',
    ]);
  });
});
