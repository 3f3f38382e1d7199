import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { UserUseCases } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { UsersTexts } from './users-texts.js';
import { AdminTexts } from '../../shared/texts.js';

const text = UsersTexts;
const catalogue = Messages.rolesAndUsers;
const dialogs = UiTexts.dialogs;

const MATEO = 'Mateo Salazar Duque';
const DIEGO = 'Diego Morales Ruiz';
const VALENTINA = 'Valentina Ríos Ospina';

const usersTable = () => screen.getByRole('table', { name: text.table });

const column = (index: number): string[] =>
  within(usersTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
const names = () => column(0);
const emails = () => column(1);

const rowOf = (cellText: string): HTMLElement => {
  const row = within(usersTable()).getByText(cellText).closest('tr');
  if (row === null) throw new Error(`No row for ${cellText}`);
  return row;
};

const open = async (adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW)) => {
  const rendered = await renderApp({ path: '/users', as: 'Superadministrador', adapters });
  await waitFor(() => expect(names()).toHaveLength(6));
  return { ...rendered, user: userEvent.setup() };
};

/** The error modal (title Error, button Cerrar) with its message. */
const errorModal = async (message: string) => {
  const modal = await screen.findByRole('alertdialog', { name: dialogs.errorTitle });
  expect(within(modal).getByText(message)).toBeTruthy();
  expect(within(modal).getByRole('button', { name: dialogs.close })).toBeTruthy();
  return modal;
};

/** The error modal with its message, then closed with Cerrar (the screen is usable again). */
const dismissErrorModal = async (user: ReturnType<typeof userEvent.setup>, message: string) => {
  const modal = await errorModal(message);
  await user.click(within(modal).getByRole('button', { name: dialogs.close }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

const addForm = () => screen.getByRole('form', { name: text.addUser });

type UserWrite = readonly [operation: 'save' | 'update', uid: string, byEndpoint: boolean];

/**
 * Every write to users/{uid} from now on, and whether it happened inside a call of the
 * account endpoints' twin (which writes through the same repository as the console).
 */
const watchUserWrites = (adapters: MemoryAdapters): UserWrite[] => {
  const writes: UserWrite[] = [];
  let insideEndpoint = 0;
  const inside = async <T,>(call: () => Promise<T>): Promise<T> => {
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

const fillAddForm = async (
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
    ]);
    await user.click(header('Correo'));
    expect(emails()[0]).toBe('marcas@estudio.test');

    await user.click(header('Creado'));
    expect(emails()).toEqual([
      'admin@estudio.test',
      'estratega@estudio.test',
      'disenador@estudio.test',
      'contenido@estudio.test',
      'marcas@estudio.test',
      'inactivo@estudio.test',
    ]);
    await user.click(header('Creado'));
    expect(emails()[0]).toBe('inactivo@estudio.test');
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

  describe('role change', () => {
    it('goes through the update-user-role endpoint with the role name as label', async () => {
      const { user, adapters } = await open();
      await user.selectOptions(screen.getByRole('combobox', { name: text.roleOf(MATEO) }), 'Diseñador');

      const designer = (await adapters.roles.list()).find((role) => role.name === 'Diseñador')!;
      await waitFor(() =>
        expect(adapters.accountGateway.calls).toEqual([
          {
            operation: 'updateUserRole',
            request: { uid: 'demo-estratega', role: designer.id },
          },
        ]),
      );
      await waitFor(async () => expect((await adapters.users.get('demo-estratega'))?.role).toBe(designer.id));
      expect((screen.getByRole('combobox', { name: text.roleOf(MATEO) }) as HTMLSelectElement).value).toBe(designer.id);
    });

    it('rolls back with the catalogue message when the endpoint fails or refuses', async () => {
      const { user, adapters } = await open();
      const select = () => screen.getByRole('combobox', { name: text.roleOf(MATEO) }) as HTMLSelectElement;
      const before = select().value;

      adapters.accountGateway.failNext('updateUserRole');
      await user.selectOptions(select(), 'Diseñador');
      await dismissErrorModal(user, catalogue.updateRole);
      await waitFor(() => expect(select().value).toBe(before));

      adapters.accountGateway.refuseNext('updateUserRole', 'auth/user-not-found');
      await user.selectOptions(select(), 'Gestor de contenido');
      await dismissErrorModal(user, catalogue.updateRole);
      await waitFor(() => expect(select().value).toBe(before));
      expect((await adapters.users.get('demo-estratega'))?.role).toBe(before);
    });

    it('keeps two quick changes: each row shows its latest choice while earlier saves land, and both are stored', async () => {
      const { user, adapters } = await open();
      const roleIds = new Map((await adapters.roles.list()).map((role) => [role.name, role.id]));
      // The endpoint answers only when released, so the changes overlap as on a slow network.
      const releases: (() => void)[] = [];
      const endpoint = adapters.accountGateway;
      const answer = endpoint.updateUserRole.bind(endpoint);
      endpoint.updateUserRole = (request) =>
        new Promise<void>((resolve) => releases.push(resolve)).then(() => answer(request));
      const select = (name: string) => screen.getByRole('combobox', { name: text.roleOf(name) }) as HTMLSelectElement;

      await user.selectOptions(select(MATEO), 'Diseñador');
      await user.selectOptions(select(DIEGO), 'Estratega');
      await user.selectOptions(select(MATEO), 'Gestor de contenido');
      expect(select(MATEO).value).toBe(roleIds.get('Gestor de contenido'));
      expect(select(DIEGO).value).toBe(roleIds.get('Estratega'));

      // The first save (Mateo → Diseñador) lands: Mateo still shows his later choice.
      await waitFor(() => expect(releases).toHaveLength(1));
      releases.shift()!();
      await waitFor(() => expect(releases).toHaveLength(1));
      expect(select(MATEO).value).toBe(roleIds.get('Gestor de contenido'));
      expect(select(DIEGO).value).toBe(roleIds.get('Estratega'));
      releases.shift()!();
      await waitFor(() => expect(releases).toHaveLength(1));
      releases.shift()!();

      await waitFor(async () =>
        expect((await adapters.users.get('demo-estratega'))?.role).toBe(roleIds.get('Gestor de contenido')),
      );
      expect(endpoint.calls.map((call) => call.operation)).toEqual([
        'updateUserRole',
        'updateUserRole',
        'updateUserRole',
      ]);
      const diego = (await adapters.users.list()).find(
        (candidate) => `${candidate.firstName} ${candidate.lastName}` === DIEGO,
      )!;
      expect(diego.role).toBe(roleIds.get('Estratega'));
      await waitFor(() => expect(select(MATEO).getAttribute('aria-busy')).toBeNull());
      expect(select(MATEO).value).toBe(roleIds.get('Gestor de contenido'));
      expect(select(DIEGO).value).toBe(roleIds.get('Estratega'));
    });

    it('puts back the last saved role when two overlapping changes both fail', async () => {
      const { user, adapters } = await open();
      const select = () => screen.getByRole('combobox', { name: text.roleOf(MATEO) }) as HTMLSelectElement;
      const before = select().value;
      const releases: (() => void)[] = [];
      const endpoint = adapters.accountGateway;
      endpoint.updateUserRole = () =>
        new Promise<void>((resolve) => releases.push(resolve)).then(() => Promise.reject(new Error('caído')));

      await user.selectOptions(select(), 'Diseñador');
      await user.selectOptions(select(), 'Gestor de contenido');
      await waitFor(() => expect(releases).toHaveLength(1));
      releases.shift()!();
      await dismissErrorModal(user, catalogue.updateRole);
      await waitFor(() => expect(releases).toHaveLength(1));
      releases.shift()!();
      await dismissErrorModal(user, catalogue.updateRole);
      await waitFor(() => expect(select().value).toBe(before));
      expect((await adapters.users.get('demo-estratega'))?.role).toBe(before);
    });

    it('is not offered on the signed-in user’s own row, nor is disabling themselves', async () => {
      await open();
      expect(within(rowOf(VALENTINA)).queryByRole('combobox')).toBeNull();
      expect(within(rowOf(VALENTINA)).getByText('Superadministrador')).toBeTruthy();
      expect(within(rowOf(VALENTINA)).queryByRole('button', { name: new RegExp(text.disable) })).toBeNull();
    });
  });

  describe('disable and enable', () => {
    it('disables after the confirmation titled Confirmar deshabilitación, and Cancelar changes nothing', async () => {
      const { user, adapters } = await open();
      await user.click(screen.getByRole('button', { name: `${text.disable} ${MATEO}` }));
      let dialog = await screen.findByRole('alertdialog', { name: dialogs.confirmDisableTitle });
      expect(within(dialog).getByText(text.confirmDisable(MATEO))).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: dialogs.cancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(adapters.accountGateway.calls).toEqual([]);

      await user.click(screen.getByRole('button', { name: `${text.disable} ${MATEO}` }));
      dialog = await screen.findByRole('alertdialog', { name: dialogs.confirmDisableTitle });
      await user.click(within(dialog).getByRole('button', { name: dialogs.confirmDelete }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

      await within(rowOf(MATEO)).findByRole('button', { name: `${text.enable} ${MATEO}` });
      expect(within(rowOf(MATEO)).getByText(text.disabled)).toBeTruthy();
      expect(adapters.accountGateway.calls).toEqual([{ operation: 'disableUser', request: { uid: 'demo-estratega' } }]);
      expect((await adapters.users.get('demo-estratega'))?.status).toBe('disabled');
    });

    it('leaves the record to the endpoints: one status write each, made by disable-user or enable-user', async () => {
      const { user, adapters } = await open();
      const writes = watchUserWrites(adapters);
      await user.click(screen.getByRole('button', { name: `${text.disable} ${MATEO}` }));
      const dialog = await screen.findByRole('alertdialog', { name: dialogs.confirmDisableTitle });
      await user.click(within(dialog).getByRole('button', { name: dialogs.confirmDelete }));
      await within(rowOf(MATEO)).findByRole('button', { name: `${text.enable} ${MATEO}` });
      await user.click(screen.getByRole('button', { name: `${text.enable} ${DIEGO}` }));
      await within(rowOf(DIEGO)).findByRole('button', { name: `${text.disable} ${DIEGO}` });

      expect(writes).toEqual([
        ['update', 'demo-estratega', true],
        ['update', 'demo-inactivo', true],
      ]);
      expect(adapters.accountGateway.calls.map((call) => call.operation)).toEqual(['disableUser', 'enableUser']);
    });

    it('keeps the user and the row as they were when disable-user cannot write the record', async () => {
      const { user, adapters } = await open();
      adapters.users.failNext('update');
      await user.click(screen.getByRole('button', { name: `${text.disable} ${MATEO}` }));
      const dialog = await screen.findByRole('alertdialog', { name: dialogs.confirmDisableTitle });
      await user.click(within(dialog).getByRole('button', { name: dialogs.confirmDelete }));

      await dismissErrorModal(user, catalogue.disableUser);
      expect(within(rowOf(MATEO)).getByText(text.active)).toBeTruthy();
      expect((await adapters.users.get('demo-estratega'))?.status).toBe('active');
      expect(adapters.auth.account('demo-estratega')?.disabled).toBe(false);
      // No undo through the opposite endpoint: there is nothing to undo.
      expect(adapters.accountGateway.calls.map((call) => call.operation)).toEqual(['disableUser']);
    });

    it('keeps the user active with the catalogue message when disabling fails', async () => {
      const { user, adapters } = await open();
      adapters.accountGateway.failNext('disableUser');
      await user.click(screen.getByRole('button', { name: `${text.disable} ${MATEO}` }));
      const dialog = await screen.findByRole('alertdialog', { name: dialogs.confirmDisableTitle });
      await user.click(within(dialog).getByRole('button', { name: dialogs.confirmDelete }));

      await dismissErrorModal(user, catalogue.disableUser);
      expect(within(rowOf(MATEO)).getByText(text.active)).toBeTruthy();
      expect((await adapters.users.get('demo-estratega'))?.status).toBe('active');
    });

    it('enables a disabled user', async () => {
      const { user, adapters } = await open();
      await user.click(screen.getByRole('button', { name: `${text.enable} ${DIEGO}` }));
      await within(rowOf(DIEGO)).findByRole('button', { name: `${text.disable} ${DIEGO}` });
      expect(within(rowOf(DIEGO)).getByText(text.active)).toBeTruthy();
      expect((await adapters.users.get('demo-inactivo'))?.status).toBe('active');
    });

    it('keeps the user disabled with the catalogue message when enabling is refused', async () => {
      const { user, adapters } = await open();
      adapters.accountGateway.refuseNext('enableUser', 'auth/internal-error');
      await user.click(screen.getByRole('button', { name: `${text.enable} ${DIEGO}` }));
      await dismissErrorModal(user, catalogue.enableUser);
      expect(within(rowOf(DIEGO)).getByText(text.disabled)).toBeTruthy();
      expect((await adapters.users.get('demo-inactivo'))?.status).toBe('disabled');
    });
  });

  describe('add-user form', () => {
    it('creates an active user through the create-user endpoint who can then sign in', async () => {
      const { user, adapters } = await open();
      const writes = watchUserWrites(adapters);
      await fillAddForm(user, {
        email: 'nueva@estudio.test',
        firstName: 'Sofía',
        lastName: 'Prieto',
        role: 'Gestor de contenido',
      });

      await waitFor(() => expect(names()).toContain('Sofía Prieto'));
      expect(within(rowOf('Sofía Prieto')).getByText(text.active)).toBeTruthy();
      expect(within(rowOf('Sofía Prieto')).getByText('21/11/2026')).toBeTruthy();
      const created = await adapters.users.findByEmail('nueva@estudio.test');
      const manager = (await adapters.roles.list()).find((role) => role.name === 'Gestor de contenido')!;
      expect(created).toMatchObject({ firstName: 'Sofía', lastName: 'Prieto', role: manager.id, status: 'active' });
      // The names go with the request; the password does not (the server assigns it).
      expect(adapters.accountGateway.calls).toEqual([
        {
          operation: 'createUser',
          request: {
            email: 'nueva@estudio.test',
            firstName: 'Sofía',
            lastName: 'Prieto',
            role: manager.id,
          },
        },
      ]);
      // One write of users/{uid}, the endpoint's: the console writes nothing after it.
      expect(writes).toEqual([['save', created!.uid, true]]);
      // The sign-in account exists with a generated password nobody is shown.
      const [password] = adapters.passwords.issued;
      expect(adapters.auth.account(created!.uid)).toMatchObject({
        email: 'nueva@estudio.test',
        password,
        disabled: false,
      });
      expect(document.body.textContent).not.toContain(password);
      // The admin gets the one-time link to hand over, with what to do with it.
      const panel = screen.getByRole('region', { name: text.passwordLinkTitle });
      expect(within(panel).getByText(text.passwordLinkHelp('nueva@estudio.test'))).toBeTruthy();
      const link = (within(panel).getByRole('textbox', { name: text.passwordLink }) as HTMLInputElement).value;
      expect(link).toContain('mode=resetPassword');
      // Following it sets the new user's own password, which then signs in.
      adapters.auth.resetPasswordWithLink(link, 'Propia-de-Sofia-1!');
      await expect(adapters.auth.signIn('nueva@estudio.test', 'Propia-de-Sofia-1!')).resolves.toMatchObject({
        uid: created!.uid,
      });
      // The form is emptied for the next one.
      expect((within(addForm()).getByRole('textbox', { name: text.email }) as HTMLInputElement).value).toBe('');
    });

    it('copies the new user’s password link, and closes it', async () => {
      const { user } = await open();
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await fillAddForm(user, {
        email: 'copia@estudio.test',
        firstName: 'Copia',
        lastName: 'Enlace',
        role: 'Diseñador',
      });
      const panel = await screen.findByRole('region', { name: text.passwordLinkTitle });
      const link = (within(panel).getByRole('textbox', { name: text.passwordLink }) as HTMLInputElement).value;
      await user.click(within(panel).getByRole('button', { name: text.copyLink }));
      expect(writeText).toHaveBeenCalledWith(link);
      expect(within(panel).getByRole('status').textContent).toBe(text.linkCopied);
      await user.click(within(panel).getByRole('button', { name: UiTexts.dialogs.close }));
      expect(screen.queryByRole('region', { name: text.passwordLinkTitle })).toBeNull();
    });

    it('is ignored when the e-mail is blank', async () => {
      const { user, adapters } = await open();
      const createUser = vi.spyOn(UserUseCases.prototype, 'createUser');
      try {
        await fillAddForm(user, { email: '', firstName: 'Sin', lastName: 'Correo', role: 'Diseñador' });
        // The screen asked, and was told the form is ignored; then the form is idle again.
        await waitFor(() => expect(createUser).toHaveBeenCalledTimes(1));
        await expect(createUser.mock.results[0]?.value).resolves.toBeNull();
        await waitFor(() =>
          expect((within(addForm()).getByRole('button', { name: text.addUser }) as HTMLButtonElement).disabled).toBe(
            false,
          ),
        );
      } finally {
        createUser.mockRestore();
      }
      expect(adapters.accountGateway.calls).toEqual([]);
      expect(names()).toHaveLength(6);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('refuses an e-mail already registered, known to the records or only to the sign-in service', async () => {
      const { user, adapters } = await open();
      await fillAddForm(user, {
        email: 'Disenador@estudio.test',
        firstName: 'Otra',
        lastName: 'Vez',
        role: 'Diseñador',
      });
      await dismissErrorModal(user, catalogue.emailInUse);
      expect(adapters.accountGateway.calls).toEqual([]);

      adapters.auth.addAccount({
        uid: 'fantasma',
        email: 'fantasma@estudio.test',
        password: 'Algo-2026!',
        disabled: false,
      });
      await user.clear(within(addForm()).getByRole('textbox', { name: text.email }));
      await user.type(within(addForm()).getByRole('textbox', { name: text.email }), 'fantasma@estudio.test');
      await user.click(within(addForm()).getByRole('button', { name: text.addUser }));
      await dismissErrorModal(user, catalogue.emailInUse);
      expect(names()).toHaveLength(6);
    });

    it('shows the catalogue message when the endpoint fails, and adds nothing', async () => {
      const { user, adapters } = await open();
      adapters.accountGateway.failNext('createUser');
      await fillAddForm(user, {
        email: 'nueva@estudio.test',
        firstName: 'Sofía',
        lastName: 'Prieto',
        role: 'Diseñador',
      });
      await dismissErrorModal(user, catalogue.addUser);
      expect(names()).toHaveLength(6);
      expect(await adapters.users.findByEmail('nueva@estudio.test')).toBeNull();
    });

    it('adds nothing, and writes nothing itself, when the endpoint cannot write the record', async () => {
      const { user, adapters } = await open();
      const before = await adapters.users.list();
      const writes = watchUserWrites(adapters);
      adapters.users.failNext('save');
      await fillAddForm(user, {
        email: 'nueva@estudio.test',
        firstName: 'Sofía',
        lastName: 'Prieto',
        role: 'Diseñador',
      });
      await dismissErrorModal(user, catalogue.addUser);
      expect(names()).toHaveLength(6);
      expect(await adapters.users.list()).toEqual(before);
      expect(adapters.auth.hasAccount('nueva@estudio.test')).toBe(false);
      expect(writes).toEqual([['save', expect.any(String), true]]);
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
