import { createDemoMemoryAdapters } from '@estudio/adapters';
import { REQUIREMENT_STATUSES, UNASSIGNED } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { formatDate, UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW, accountOf, renderApp } from '../../test/render-app.js';
import {
  addRequirements,
  bodyRows,
  columnValues,
  deferred,
  enterFilter,
  isShown,
  loadedTable,
  selectColumnsOf,
  storedRequirements,
  totalText,
  withoutCode,
} from './requirement-list.test-support.js';
import {
  BIG_BRAND,
  TITLE,
  closeError,
  col,
  errorDialog,
  notFinished,
  selectFor,
  total,
} from './requirements-screen.test-support.js';

// Who may change a requirement's status and assignee on the list, and the changes themselves.
beforeEach(() => window.localStorage.clear());

describe('Requerimientos: who may change what', () => {
  it('gives Superadministrador and Estratega both selects', async () => {
    for (const role of ['Superadministrador', 'Estratega']) {
      const { adapters, unmount } = await renderApp({ path: '/requirements', as: role });
      const table = await loadedTable(TITLE);
      const first = notFinished(await storedRequirements(adapters)).find((r) => isShown(table, r))!;
      expect(selectFor(col.status, first)).toBeTruthy();
      expect(selectFor(col.assignedTo, first)).toBeTruthy();
      expect(
        within(selectFor(col.status, first))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([...REQUIREMENT_STATUSES]);
      unmount();
    }
  });

  it.each(['Gestor de contenido', 'Diseñador'])(
    'lets %s change the status but shows the assignee as text',
    async (role) => {
      const { adapters } = await renderApp({ path: '/requirements', as: role });
      const table = await loadedTable(TITLE);
      const rows = bodyRows(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(selectColumnsOf(row)).toEqual([col.status]);
      }
      const manager = (await adapters.users.list()).find((u) => u.email === accountOf('Gestor de contenido').email)!;
      const assignees = columnValues(table, col.assignedTo);
      expect(assignees).toContain(`${manager.firstName} ${manager.lastName}`);
      expect(assignees).toContain(UNASSIGNED);
    },
  );

  it('keeps showing an assignee who is no longer assignable', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const [added] = await addRequirements(adapters, BIG_BRAND, 1);
    await adapters.requirements.update(BIG_BRAND, added!.id, { assignedTo: 'inactivo@estudio.test' });
    const user = userEvent.setup();
    await renderApp({ path: '/requirements', as: 'Superadministrador', adapters });
    await loadedTable(TITLE);
    await enterFilter(user, col.title, added!.title);
    const select = selectFor(col.assignedTo, added!) as HTMLSelectElement;
    expect(select.value).toBe('inactivo@estudio.test');
    expect(select.selectedOptions[0]!.textContent).toBe('inactivo@estudio.test');
  });

  it('shows the status as text without STATUS_REQUIREMENTS', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await withoutCode(adapters, 'Gestor de contenido', 'estado_requerimientos');
    await renderApp({ path: '/requirements', as: 'Gestor de contenido', adapters });
    const table = await loadedTable(TITLE);
    expect(within(table).queryAllByRole('combobox')).toHaveLength(0);
    const statuses = columnValues(table, col.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => (REQUIREMENT_STATUSES as readonly string[]).includes(s))).toBe(true);
  });

  it('tells a role without VIEW_REQUIREMENTS it may not see them', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const list = vi.spyOn(adapters.requirements, 'list');
    await renderApp({ path: '/requirements', as: 'Administrador de marcas', adapters });
    expect(await screen.findByText(Messages.requirements.noPermission)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });
});

describe('Requerimientos: changing status and assignee', () => {
  const pendingOf = async (adapters: Awaited<ReturnType<typeof renderApp>>['adapters'], table: HTMLElement) =>
    notFinished(await storedRequirements(adapters)).find((r) => r.status === 'Pendiente' && isShown(table, r))!;

  it('shows a status change at once, then saves it (En diseño also sets inDesignAt)', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Diseñador' });
    const table = await loadedTable(TITLE);
    const target = await pendingOf(adapters, table);
    const saving = deferred<void>();
    const update = vi.spyOn(adapters.requirements, 'update');
    update.mockImplementationOnce(async (...args) => {
      await saving.promise;
      return adapters.requirements.update(...args);
    });

    await user.selectOptions(selectFor(col.status, target), 'En diseño');
    // Shown before the save is done; the select says it is busy until then.
    expect((selectFor(col.status, target) as HTMLSelectElement).value).toBe('En diseño');
    expect(selectFor(col.status, target).getAttribute('aria-busy')).toBe('true');
    expect((await adapters.requirements.get(target.brandId, target.id))!.status).toBe('Pendiente');

    saving.resolve();
    await waitFor(() => expect(selectFor(col.status, target).getAttribute('aria-busy')).toBeNull());
    const saved = (await adapters.requirements.get(target.brandId, target.id))!;
    expect(saved.status).toBe('En diseño');
    expect(saved.inDesignAt).toEqual(adapters.clock.now());
    expect(saved.updatedAt).toEqual(adapters.clock.now());
    const row = selectFor(col.status, target).closest('tr')!;
    expect(within(row).getAllByRole('cell')[8]!.textContent).toBe(formatDate(adapters.clock.now()));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('under a sort, moves a changed row to its place and keeps the list in order', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const header = within(table).getByRole('columnheader', { name: col.status });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    const descending = (values: string[]) => [...values].sort((a, b) => b.localeCompare(a, 'es'));
    const statuses = () => columnValues(table, col.status);
    expect(statuses()).toEqual(descending(statuses()));
    const target = await pendingOf(adapters, table);

    await user.selectOptions(selectFor(col.status, target), 'Solicitar diseño');
    await waitFor(async () =>
      expect((await adapters.requirements.get(target.brandId, target.id))!.status).toBe('Solicitar diseño'),
    );
    await waitFor(() => expect(selectFor(col.status, target).getAttribute('aria-busy')).toBeNull());
    expect(statuses()).toEqual(descending(statuses()));
    expect(statuses()).toContain('Pendiente');
    const shownAt = bodyRows(table).indexOf(selectFor(col.status, target).closest('tr')!);
    expect(
      statuses()
        .slice(0, shownAt + 1)
        .every((status) => status === 'Solicitar diseño'),
    ).toBe(true);
  });

  it('puts the status back and shows the error modal when the save fails', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Gestor de contenido' });
    const table = await loadedTable(TITLE);
    const target = await pendingOf(adapters, table);
    adapters.requirements.failNext('update');

    await user.selectOptions(selectFor(col.status, target), 'Solicitar diseño');
    const dialog = await errorDialog();
    expect(within(dialog).getByText(UiTexts.dialogs.errorTitle)).toBeTruthy();
    expect(within(dialog).getByText(Messages.requirements.updateStatus)).toBeTruthy();
    await closeError(user);
    expect((selectFor(col.status, target) as HTMLSelectElement).value).toBe('Pendiente');
    expect(selectFor(col.status, target).hasAttribute('disabled')).toBe(false);
    expect(await adapters.requirements.get(target.brandId, target.id)).toEqual(target);
  });

  it('takes a requirement moved to Finalizado off the list, and brings it back if the save fails', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const before = notFinished(await storedRequirements(adapters)).length;
    const [first, second] = notFinished(await storedRequirements(adapters)).filter(
      (r) => isShown(table, r) && r.brandId === BIG_BRAND,
    );

    adapters.requirements.failNext('update');
    await user.selectOptions(selectFor(col.status, first!), 'Finalizado');
    expect(within(await errorDialog()).getByText(Messages.requirements.updateStatus)).toBeTruthy();
    await closeError(user);
    expect(totalText()).toBe(total(before));
    expect((selectFor(col.status, first!) as HTMLSelectElement).value).toBe(first!.status);
    expect((await adapters.requirements.get(BIG_BRAND, first!.id))!.status).toBe(first!.status);

    await user.selectOptions(selectFor(col.status, second!), 'Finalizado');
    expect(totalText()).toBe(total(before - 1));
    expect(screen.queryByRole('combobox', { name: `${col.status}: ${second!.title} (${second!.brand})` })).toBeNull();
    await waitFor(async () =>
      expect((await adapters.requirements.get(BIG_BRAND, second!.id))!.status).toBe('Finalizado'),
    );
  });

  it('assigns a requirement to an assignable user, and puts it back when the save fails', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Estratega' });
    const table = await loadedTable(TITLE);
    const designer = accountOf('Diseñador').email;
    const unassigned = notFinished(await storedRequirements(adapters)).filter(
      (r) => r.assignedTo === UNASSIGNED && isShown(table, r),
    );
    const [first, second] = unassigned;
    const select = () => selectFor(col.assignedTo, first!) as HTMLSelectElement;
    await waitFor(() => expect(within(select()).getAllByRole('option').length).toBe(3));
    expect(within(select()).getAllByRole('option')[0]!.textContent).toBe(UNASSIGNED);

    await user.selectOptions(select(), designer);
    expect(select().value).toBe(designer);
    await waitFor(async () =>
      expect((await adapters.requirements.get(first!.brandId, first!.id))!.assignedTo).toBe(designer),
    );
    await waitFor(() => expect(select().hasAttribute('disabled')).toBe(false));

    // The server's write of the assignee: one transaction from the stored requirement.
    adapters.requirements.failNext('updateFrom');
    await user.selectOptions(selectFor(col.assignedTo, second!), designer);
    const dialog = await errorDialog();
    expect(within(dialog).getByText(Messages.requirements.updateAssignee)).toBeTruthy();
    await closeError(user);
    expect((selectFor(col.assignedTo, second!) as HTMLSelectElement).value).toBe(UNASSIGNED);
    expect((await adapters.requirements.get(second!.brandId, second!.id))!.assignedTo).toBe(UNASSIGNED);
  });
});
