import { UserUseCases } from '@estudio/domain/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import {
  addForm,
  catalogue,
  dismissErrorModal,
  fillAddForm,
  names,
  open,
  rowOf,
  text,
  watchUserWrites,
} from './users-screen.test-support.js';

// A new user, created through the create-user endpoint, and the password link handed over.
describe('user management (/users)', () => {
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
      expect(names()).toHaveLength(7);
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
      expect(names()).toHaveLength(7);
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
      expect(names()).toHaveLength(7);
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
      expect(names()).toHaveLength(7);
      expect(await adapters.users.list()).toEqual(before);
      expect(adapters.auth.hasAccount('nueva@estudio.test')).toBe(false);
      expect(writes).toEqual([['save', expect.any(String), true]]);
    });
  });
});
