// Shared by the user management screen's tests (/users): opening it as the superadministrator,
// reading its table, the error modal, the add-user form, and watching who writes users/{uid}.
import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { UsersTexts } from './users-texts.js';

/** The screen's texts and the catalogue's messages, as the tests name them. */
export const text = UsersTexts;
export const catalogue = Messages.rolesAndUsers;
const dialogs = UiTexts.dialogs;

export const MATEO = 'Mateo Salazar Duque';
export const DIEGO = 'Diego Morales Ruiz';
export const VALENTINA = 'Valentina Ríos Ospina';

export const usersTable = () => screen.getByRole('table', { name: text.table });

const column = (index: number): string[] =>
  within(usersTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
export const names = () => column(0);
export const emails = () => column(1);

export const rowOf = (cellText: string): HTMLElement => {
  const row = within(usersTable()).getByText(cellText).closest('tr');
  if (row === null) throw new Error(`No row for ${cellText}`);
  return row;
};

export const open = async (adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW)) => {
  const rendered = await renderApp({ path: '/users', as: 'Superadministrador', adapters });
  await waitFor(() => expect(names()).toHaveLength(7));
  return { ...rendered, user: userEvent.setup() };
};

/** The error modal (title Error, button Cerrar) with its message. */
export const errorModal = async (message: string) => {
  const modal = await screen.findByRole('alertdialog', { name: dialogs.errorTitle });
  expect(within(modal).getByText(message)).toBeTruthy();
  expect(within(modal).getByRole('button', { name: dialogs.close })).toBeTruthy();
  return modal;
};

/** The error modal with its message, then closed with Cerrar (the screen is usable again). */
export const dismissErrorModal = async (user: ReturnType<typeof userEvent.setup>, message: string) => {
  const modal = await errorModal(message);
  await user.click(within(modal).getByRole('button', { name: dialogs.close }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

export const addForm = () => screen.getByRole('form', { name: text.addUser });

type UserWrite = readonly [operation: 'save' | 'update', uid: string, byEndpoint: boolean];

/**
 * Every write to users/{uid} from now on, and whether it happened inside a call of the
 * account endpoints' twin (which writes through the same repository as the console).
 */
export const watchUserWrites = (adapters: MemoryAdapters): UserWrite[] => {
  const writes: UserWrite[] = [];
  let insideEndpoint = 0;
  const inside = async <T>(call: () => Promise<T>): Promise<T> => {
    insideEndpoint += 1;
    try {
      return await call();
    } finally {
      insideEndpoint -= 1;
    }
  };
  const gateway = adapters.accountGateway;
  const [createUser, updateUserRole, disableUser, enableUser] = [
    gateway.createUser.bind(gateway),
    gateway.updateUserRole.bind(gateway),
    gateway.disableUser.bind(gateway),
    gateway.enableUser.bind(gateway),
  ];
  gateway.createUser = (account) => inside(() => createUser(account));
  gateway.updateUserRole = (assignment) => inside(() => updateUserRole(assignment));
  gateway.disableUser = (uid) => inside(() => disableUser(uid));
  gateway.enableUser = (uid) => inside(() => enableUser(uid));
  const records = adapters.users;
  const [save, update] = [records.save.bind(records), records.update.bind(records)];
  records.save = (user) => {
    writes.push(['save', user.uid, insideEndpoint > 0]);
    return save(user);
  };
  records.update = (uid, patch) => {
    writes.push(['update', uid, insideEndpoint > 0]);
    return update(uid, patch);
  };
  return writes;
};

export const fillAddForm = async (
  user: ReturnType<typeof userEvent.setup>,
  fields: { email: string; firstName: string; lastName: string; role?: string },
) => {
  const form = addForm();
  if (fields.email !== '') await user.type(within(form).getByRole('textbox', { name: text.email }), fields.email);
  await user.type(within(form).getByRole('textbox', { name: text.firstName }), fields.firstName);
  await user.type(within(form).getByRole('textbox', { name: text.lastName }), fields.lastName);
  if (fields.role !== undefined) {
    await user.click(within(form).getByRole('button', { name: new RegExp(`^${text.role}`) }));
    await user.click(await within(form).findByRole('option', { name: fields.role }));
  }
  await user.click(within(form).getByRole('button', { name: text.addUser }));
};
