import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { AdminTexts } from '../../shared/texts.js';
import {
  DIEGO,
  MATEO,
  VALENTINA,
  catalogue,
  dismissErrorModal,
  emails,
  errorModal,
  names,
  open,
  rowOf,
  text,
  usersTable,
} from './users-screen.test-support.js';

const dialogs = UiTexts.dialogs;

// Who may open the list, what it shows, searching and sorting it, editing a user's names.
describe('user management (/users)', () => {
  it('is refused without ADMIN_USERS, and reads nothing', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const list = vi.spyOn(adapters.users, 'list');
    await renderApp({ path: '/users', as: 'Administrador de marcas', adapters });
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.access.forbidden);
    expect(screen.queryByRole('table')).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });

  it('lists every user, active or disabled, by name, with role, status and the creation date in es-ES', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: ScreenTitles.users })).toBeTruthy();
    expect(
      within(usersTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Nombre', 'Correo', 'Rol', 'Estado', 'Creado', 'Acciones']);
    expect(names()).toEqual([
      'Andrés Castillo Peña',
      'Camila Herrera Vidal',
      DIEGO,
      'Lucía Fernández Gil',
      MATEO,
      'Sofía Mejía Rojas',
      VALENTINA,
    ]);
    expect(within(rowOf(DIEGO)).getByText(text.disabled)).toBeTruthy();
    expect(within(rowOf(MATEO)).getByText(text.active)).toBeTruthy();
    expect(
      (within(rowOf(MATEO)).getByRole('combobox', { name: text.roleOf(MATEO) }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Estratega');
    expect(within(rowOf(VALENTINA)).getByText('25/05/2026')).toBeTruthy();
  });

  it('searches by name or e-mail without case, with an optional exact role', async () => {
    const { user } = await open();
    const search = screen.getByRole('searchbox', { name: text.search });
    const role = screen.getByRole('combobox', { name: text.roleFilter });

    await user.type(search, 'LUCÍA FER');
    expect(names()).toEqual(['Lucía Fernández Gil']);
    await user.clear(search);
    await user.type(search, 'Marcas@');
    expect(emails()).toEqual(['marcas@estudio.test']);
    await user.clear(search);

    await user.selectOptions(role, 'Diseñador');
    expect(names()).toEqual([DIEGO, 'Lucía Fernández Gil']);
    await user.type(search, 'diego');
    expect(names()).toEqual([DIEGO]);
    await user.selectOptions(role, 'Estratega');
    expect(within(usersTable()).getByText(/No hay registros/)).toBeTruthy();
    await user.selectOptions(role, AdminTexts.allRoles);
    expect(names()).toEqual([DIEGO]);
  });

  it('sorts by name, e-mail and creation date, toggling ascending and descending', async () => {
    const { user } = await open();
    const header = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    const sortOf = (name: string) => header(name).closest('th')?.getAttribute('aria-sort');
    expect(sortOf('Nombre')).toBe('ascending');

    await user.click(header('Nombre'));
    expect(sortOf('Nombre')).toBe('descending');
    expect(names()[0]).toBe(VALENTINA);

    await user.click(header('Correo'));
    expect(sortOf('Correo')).toBe('ascending');
    expect(sortOf('Nombre')).toBe('none');
    expect(emails()).toEqual([
      'admin@estudio.test',
      'contenido@estudio.test',
      'disenador@estudio.test',
      'estratega@estudio.test',
      'inactivo@estudio.test',
      'marcas@estudio.test',
      'revisor@estudio.test',
    ]);
    await user.click(header('Correo'));
    expect(emails()[0]).toBe('revisor@estudio.test');

    await user.click(header('Creado'));
    expect(emails()).toEqual([
      'admin@estudio.test',
      'estratega@estudio.test',
      'disenador@estudio.test',
      'contenido@estudio.test',
      'marcas@estudio.test',
      'inactivo@estudio.test',
      'revisor@estudio.test',
    ]);
    await user.click(header('Creado'));
    expect(emails()[0]).toBe('revisor@estudio.test');
    expect(sortOf('Creado')).toBe('descending');
  });

  describe('inline edit', () => {
    it('saves first name, last name and e-mail', async () => {
      const { user, adapters } = await open();
      await user.click(within(rowOf(MATEO)).getByRole('button', { name: `${text.edit} ${MATEO}` }));
      const first = within(usersTable()).getByRole('textbox', { name: text.firstName });
      const last = within(usersTable()).getByRole('textbox', { name: text.lastName });
      const email = within(usersTable()).getByRole('textbox', { name: text.email });
      expect((first as HTMLInputElement).value).toBe('Mateo');
      await user.clear(first);
      await user.type(first, 'Mateo José ');
      await user.clear(last);
      await user.type(last, 'Salazar');
      await user.clear(email);
      await user.type(email, 'mateo@estudio.test');
      await user.click(screen.getByRole('button', { name: `${text.save} ${MATEO}` }));

      await waitFor(() => expect(within(usersTable()).queryByRole('textbox')).toBeNull());
      expect(within(rowOf('Mateo José Salazar')).getByText('mateo@estudio.test')).toBeTruthy();
      expect(await adapters.users.get('demo-estratega')).toMatchObject({
        firstName: 'Mateo José',
        lastName: 'Salazar',
        email: 'mateo@estudio.test',
      });
    });

    it('cancels without writing', async () => {
      const { user, adapters } = await open();
      const update = vi.spyOn(adapters.users, 'update');
      await user.click(within(rowOf(MATEO)).getByRole('button', { name: `${text.edit} ${MATEO}` }));
      await user.type(within(usersTable()).getByRole('textbox', { name: text.lastName }), ' Otro');
      await user.click(screen.getByRole('button', { name: `${dialogs.cancel} ${MATEO}` }));
      expect(within(usersTable()).queryByRole('textbox')).toBeNull();
      expect(names()).toContain(MATEO);
      expect(update).not.toHaveBeenCalled();
    });

    it('shows the catalogue message when the save fails, and the data stays as it was', async () => {
      const { user, adapters } = await open();
      adapters.users.failNext('update');
      await user.click(within(rowOf(MATEO)).getByRole('button', { name: `${text.edit} ${MATEO}` }));
      await user.type(within(usersTable()).getByRole('textbox', { name: text.firstName }), 'X');
      await user.click(screen.getByRole('button', { name: `${text.save} ${MATEO}` }));

      await dismissErrorModal(user, catalogue.saveUserEdit);
      expect((await adapters.users.get('demo-estratega'))?.firstName).toBe('Mateo');
      await user.click(screen.getByRole('button', { name: `${dialogs.cancel} ${MATEO}` }));
      expect(names()).toContain(MATEO);
    });

    it('refuses an e-mail another user has, with the duplicate e-mail text', async () => {
      const { user, adapters } = await open();
      await user.click(within(rowOf(MATEO)).getByRole('button', { name: `${text.edit} ${MATEO}` }));
      const email = within(usersTable()).getByRole('textbox', { name: text.email });
      await user.clear(email);
      await user.type(email, 'DISENADOR@estudio.test');
      await user.click(screen.getByRole('button', { name: `${text.save} ${MATEO}` }));

      await errorModal(catalogue.emailInUse);
      expect((await adapters.users.get('demo-estratega'))?.email).toBe('estratega@estudio.test');
    });
  });

  describe('load failures', () => {
    it('shows the users message in the modal and the table', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.users.failNext('list');
      await renderApp({ path: '/users', as: 'Superadministrador', adapters });
      await dismissErrorModal(userEvent.setup(), catalogue.loadUsers);
      expect(within(usersTable()).getByRole('alert').textContent).toBe(catalogue.loadUsers);
    });

    it('shows the roles message in the modal', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.roles.failNext('list');
      await renderApp({ path: '/users', as: 'Superadministrador', adapters });
      await errorModal(catalogue.loadRoles);
    });
  });
});
