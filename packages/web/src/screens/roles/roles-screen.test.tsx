import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { RoleUseCases } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { RolesTexts } from './roles-texts.js';
import { names, open, optionOf, rolesTable, shownCodes } from './roles-screen.test-support.js';

const text = RolesTexts;
const catalogue = Messages.rolesAndUsers;
const dialogs = UiTexts.dialogs;

const ALL = [
  'Administrador de marcas',
  'Cliente revisor',
  'Diseñador',
  'Estratega',
  'Gestor de contenido',
  'Superadministrador',
];

const roleNamed = async (adapters: MemoryAdapters, name: string) =>
  (await adapters.roles.list()).find((role) => role.name === name);

/** The demo twins with nobody holding `roleName`: a role users hold is not deleted. */
const unheld = async (roleName: string): Promise<MemoryAdapters> => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  const role = await roleNamed(adapters, roleName);
  const other = await roleNamed(adapters, 'Gestor de contenido');
  for (const user of await adapters.users.list()) {
    if (user.role === role?.id) await adapters.users.update(user.uid, { role: other!.id });
  }
  return adapters;
};

/** The permission select of a role (its trigger reads the label, then the chosen codes). */
const permissionsOf = (roleName: string) =>
  screen.getByRole('button', { name: new RegExp(`^${text.permissionsOf(roleName)}`) });

const dismissErrorModal = async (user: ReturnType<typeof userEvent.setup>, message: string) => {
  const modal = await screen.findByRole('alertdialog', { name: dialogs.errorTitle });
  expect(within(modal).getByText(message)).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: dialogs.close }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

const addForm = () => screen.getByRole('form', { name: text.addRole });

describe('role management (/roles)', () => {
  it.each(['Diseñador', 'Administrador de marcas'])(
    'is refused to %s without ADMIN_ROLES, and reads nothing',
    async (role) => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const list = vi.spyOn(adapters.roles, 'list');
      await renderApp({ path: '/roles', as: role, adapters });
      expect((await screen.findByRole('alert')).textContent).toBe(Messages.access.forbidden);
      expect(screen.queryByRole('table')).toBeNull();
      expect(list).not.toHaveBeenCalled();
    },
  );

  it('lists the roles by name with their permission codes, and sorts by name both ways', async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: ScreenTitles.roles })).toBeTruthy();
    expect(
      within(rolesTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Nombre', 'Permisos', 'Acciones']);
    expect(names()).toEqual(ALL);
    expect(permissionsOf('Superadministrador').textContent).toContain(shownCodes('acceso_total'));
    expect(permissionsOf('Administrador de marcas').textContent).toContain(
      shownCodes('marca_asignada_total', 'marca_propia_total', 'deshabilitar_marca'),
    );

    const header = screen.getByRole('button', { name: /^Nombre/ });
    await user.click(header);
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual([...ALL].reverse());
    await user.click(header);
    expect(names()).toEqual(ALL);
  });

  it('searches by name without case', async () => {
    const { user } = await open();
    const search = screen.getByRole('searchbox', { name: text.search });
    await user.type(search, 'ADMIN');
    expect(names()).toEqual(['Administrador de marcas', 'Superadministrador']);
    await user.clear(search);
    await user.type(search, 'diseñ');
    expect(names()).toEqual(['Diseñador']);
  });

  it('offers every permission code and saves a role’s codes on each change', async () => {
    const { user, adapters } = await open();
    await user.click(permissionsOf('Estratega'));
    const list = await screen.findByRole('listbox', { name: text.permissionsOf('Estratega') });
    expect(within(list).getAllByRole('option')).toHaveLength(32);
    expect(
      within(list)
        .getByRole('option', { name: optionOf('estrategia') })
        .getAttribute('aria-selected'),
    ).toBe('true');

    await user.click(within(list).getByRole('option', { name: optionOf('acceso_total') }));
    await waitFor(async () => expect((await roleNamed(adapters, 'Estratega'))?.permissions).toContain('acceso_total'));
    await user.click(within(list).getByRole('option', { name: optionOf('metricas') }));
    await waitFor(async () => expect((await roleNamed(adapters, 'Estratega'))?.permissions).not.toContain('metricas'));
    expect(permissionsOf('Estratega').textContent).toContain(shownCodes('acceso_total'));
    expect(permissionsOf('Estratega').textContent).not.toContain(shownCodes('metricas'));
  });

  it('keeps the codes as they were with the catalogue message when saving fails', async () => {
    const { user, adapters } = await open();
    const before = (await roleNamed(adapters, 'Diseñador'))?.permissions;
    adapters.roles.failNext('updatePermissions');
    await user.click(permissionsOf('Diseñador'));
    await user.click(await screen.findByRole('option', { name: optionOf('metricas') }));

    await dismissErrorModal(user, catalogue.updatePermissions);
    expect((await roleNamed(adapters, 'Diseñador'))?.permissions).toEqual(before);
    expect(permissionsOf('Diseñador').textContent).not.toContain(shownCodes('metricas'));
  });

  it('deletes a role nobody holds after the confirmation, and Cancelar keeps it', async () => {
    const { user, adapters } = await open(await unheld('Diseñador'));
    await user.click(screen.getByRole('button', { name: `${dialogs.confirmDelete} Diseñador` }));
    let dialog = await screen.findByRole('alertdialog', { name: dialogs.confirmDeleteTitle });
    expect(within(dialog).getByText(text.confirmDelete('Diseñador'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: dialogs.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(names()).toContain('Diseñador');

    await user.click(screen.getByRole('button', { name: `${dialogs.confirmDelete} Diseñador` }));
    dialog = await screen.findByRole('alertdialog', { name: dialogs.confirmDeleteTitle });
    await user.click(within(dialog).getByRole('button', { name: dialogs.confirmDelete }));

    await waitFor(() => expect(names()).toEqual(ALL.filter((name) => name !== 'Diseñador')));
    expect(await roleNamed(adapters, 'Diseñador')).toBeUndefined();
  });

  it('keeps the role with the catalogue message when deleting fails', async () => {
    const { user, adapters } = await open(await unheld('Estratega'));
    adapters.roles.failNext('delete');
    await user.click(screen.getByRole('button', { name: `${dialogs.confirmDelete} Estratega` }));
    const dialog = await screen.findByRole('alertdialog', { name: dialogs.confirmDeleteTitle });
    await user.click(within(dialog).getByRole('button', { name: dialogs.confirmDelete }));

    await dismissErrorModal(user, catalogue.deleteRole);
    expect(names()).toEqual(ALL);
    expect(await roleNamed(adapters, 'Estratega')).toBeDefined();
  });

  it('adds a role with its codes and the timestamp, in name order', async () => {
    const { user, adapters } = await open();
    const form = addForm();
    await user.type(within(form).getByRole('textbox', { name: text.newRoleName }), '  Community manager ');
    await user.click(within(form).getByRole('button', { name: new RegExp(`^${text.permissions}`) }));
    await user.click(await within(form).findByRole('option', { name: optionOf('metricas') }));
    await user.click(within(form).getByRole('option', { name: optionOf('enviar_a_metricool') }));
    await user.click(within(form).getByRole('button', { name: text.addRole }));

    await waitFor(() =>
      expect(names()).toEqual(['Administrador de marcas', 'Cliente revisor', 'Community manager', ...ALL.slice(2)]),
    );
    expect(await roleNamed(adapters, 'Community manager')).toMatchObject({
      permissions: ['metricas', 'enviar_a_metricool'],
      timestamp: TEST_NOW,
    });
    expect((within(addForm()).getByRole('textbox', { name: text.newRoleName }) as HTMLInputElement).value).toBe('');
  });

  it('ignores the form when the name is blank', async () => {
    const { user, adapters } = await open();
    const create = vi.spyOn(adapters.roles, 'create');
    // The form goes to the use case, which answers null for a blank name: wait for that answer.
    const submitted = vi.spyOn(RoleUseCases.prototype, 'create');
    onTestFinished(() => submitted.mockRestore());
    await user.type(within(addForm()).getByRole('textbox', { name: text.newRoleName }), '   ');
    await user.click(within(addForm()).getByRole('button', { name: text.addRole }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    await expect(submitted.mock.results[0]!.value).resolves.toBeNull();
    expect(create).not.toHaveBeenCalled();
    expect(names()).toEqual(ALL);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the catalogue message when adding fails, and adds nothing', async () => {
    const { user, adapters } = await open();
    adapters.roles.failNext('create');
    await user.type(within(addForm()).getByRole('textbox', { name: text.newRoleName }), 'Ventas');
    await user.click(within(addForm()).getByRole('button', { name: text.addRole }));
    await dismissErrorModal(user, catalogue.addRole);
    expect(names()).toEqual(ALL);
    expect(await roleNamed(adapters, 'Ventas')).toBeUndefined();
  });

  it('shows the load message in the modal and the table when the roles cannot be read', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.roles.failNext('list');
    await renderApp({ path: '/roles', as: 'Superadministrador', adapters });
    await dismissErrorModal(userEvent.setup(), catalogue.loadRoles);
    expect(within(rolesTable()).getByRole('alert').textContent).toBe(catalogue.loadRoles);
  });
});
