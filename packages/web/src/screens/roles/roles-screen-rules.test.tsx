import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { RolesTexts } from './roles-texts.js';
import { names, open } from './roles-screen.test-support.js';

/*
 * The role rules of the domain (RoleUseCases), as the console shows them: a name already
 * taken and a role users hold are refused with their own message in the error modal, and
 * nothing is lost. (The screen's other behaviour is in roles-screen.test.tsx.)
 */

const text = RolesTexts;
const catalogue = Messages.rolesAndUsers;
const dialogs = UiTexts.dialogs;

const expectErrorModal = async (user: ReturnType<typeof userEvent.setup>, message: string) => {
  const modal = await screen.findByRole('alertdialog', { name: dialogs.errorTitle });
  expect(within(modal).getByText(message)).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: dialogs.close }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

const deleteRole = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: `${dialogs.confirmDelete} ${name}` }));
  const dialog = await screen.findByRole('alertdialog', { name: dialogs.confirmDeleteTitle });
  await user.click(within(dialog).getByRole('button', { name: dialogs.confirmDelete }));
};

const addForm = () => screen.getByRole('form', { name: text.addRole });
const nameField = () => within(addForm()).getByRole('textbox', { name: text.newRoleName }) as HTMLInputElement;

describe('role rules on the roles screen (/roles)', () => {
  it('refuses a name another role already bears, whatever its case, and keeps what was typed', async () => {
    const { user, adapters } = await open();
    const before = await adapters.roles.list();
    const create = vi.spyOn(adapters.roles, 'create');
    await user.type(nameField(), '  estratega ');
    await user.click(within(addForm()).getByRole('button', { name: text.addRole }));

    await expectErrorModal(user, catalogue.roleNameTaken);
    expect(create).not.toHaveBeenCalled();
    expect(await adapters.roles.list()).toEqual(before);
    expect(names()).toHaveLength(6);
    // The form keeps the name, so it can be corrected instead of typed again.
    expect(nameField().value).toBe('  estratega ');
  });

  it('refuses to delete a role users hold, and keeps the role and every user as they were', async () => {
    const { user, adapters } = await open();
    const [roles, users] = [await adapters.roles.list(), await adapters.users.list()];
    // Diseñador is held by an active and by a disabled designer.
    expect(users.filter((person) => person.role === 'disenador')).toHaveLength(2);
    const remove = vi.spyOn(adapters.roles, 'delete');
    await deleteRole(user, 'Diseñador');

    await expectErrorModal(user, catalogue.roleInUse);
    expect(remove).not.toHaveBeenCalled();
    expect(names()).toContain('Diseñador');
    expect(await adapters.roles.list()).toEqual(roles);
    expect(await adapters.users.list()).toEqual(users);
  });

  it('deletes a role nobody holds', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.roles.create({ name: 'Sin usuarios', permissions: ['metricas'], timestamp: TEST_NOW });
    const rendered = await renderApp({ path: '/roles', as: 'Superadministrador', adapters });
    await waitFor(() => expect(names()).toContain('Sin usuarios'));
    const user = userEvent.setup();
    await deleteRole(user, 'Sin usuarios');

    await waitFor(() => expect(names()).not.toContain('Sin usuarios'));
    expect(screen.queryByRole('alertdialog', { name: dialogs.errorTitle })).toBeNull();
    expect((await rendered.adapters.roles.list()).map((role) => role.name)).not.toContain('Sin usuarios');
  });
});
