import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiTexts } from '@estudio/ui';
import {
  DIEGO,
  MATEO,
  VALENTINA,
  catalogue,
  dismissErrorModal,
  open,
  rowOf,
  text,
  watchUserWrites,
} from './users-screen.test-support.js';

const dialogs = UiTexts.dialogs;

// A user's role and status, each changed through the account endpoints.
describe('user management (/users)', () => {
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
});
