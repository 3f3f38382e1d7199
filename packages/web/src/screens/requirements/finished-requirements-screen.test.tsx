import { createDemoMemoryAdapters } from '@estudio/adapters';
import { PAGE_SIZE } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { FINISHED_COLUMNS } from './requirement-columns.js';
import { requirementDetailRoute } from './requirement-route.js';
import type { Requirement } from '@estudio/domain/requirements';
import { formatDate } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, accountOf, renderApp } from '../../test/render-app.js';
import {
  addRequirements,
  bodyRows,
  brandIdsAssignedTo,
  columnValues,
  enterFilter,
  isShown,
  loadedTable,
  rowOf,
  selectColumnsOf,
  storedRequirements,
  totalText,
  withoutCode,
} from './requirement-list.test-support.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { closeError, col, errorDialog, total } from './requirements-screen.test-support.js';
import { RequirementsTexts } from './requirements-texts.js';

const TITLE = ScreenTitles.finishedTitle;
const ACTIVE_TITLE = ScreenTitles.requirementsTitle;
const finishedOnly = (list: readonly Requirement[]) => list.filter((r) => r.status === 'Finalizado');
const assigneeSelect = (r: Pick<Requirement, 'title' | 'brand'>) =>
  screen.getByRole('combobox', { name: `${col.assignedTo}: ${r.title} (${r.brand})` }) as HTMLSelectElement;

beforeEach(() => window.localStorage.clear());

describe('Requerimientos Finalizados', () => {
  it('shows its title, the seven columns in order and only Finalizado, without a status filter', async () => {
    const { adapters } = await renderApp({ path: '/finished', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();

    expect(FINISHED_COLUMNS.map((c) => c.label)).toEqual([
      col.title,
      col.brand,
      col.number,
      col.createdBy,
      col.assignedTo,
      col.updated,
      col.createdAt,
    ]);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(FINISHED_COLUMNS.length);
    expect(
      FINISHED_COLUMNS.map((c) => headers.indexOf(within(table).getByRole('columnheader', { name: c.label }))),
    ).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(within(table).queryByRole('columnheader', { name: col.status })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: col.inDesignAt })).toBeNull();

    const filters = screen.getByRole('search');
    expect(within(filters).queryByRole('combobox', { name: col.status })).toBeNull();
    expect(within(filters).getAllByRole('searchbox')).toHaveLength(4);
    expect(within(filters).getByRole('searchbox', { name: col.number })).toBeTruthy();
    expect(within(filters).getByRole('combobox', { name: col.assignedTo })).toBeTruthy();

    const stored = await storedRequirements(adapters);
    const finished = finishedOnly(stored);
    expect(totalText()).toBe(total(finished.length));
    expect(bodyRows(table)).toHaveLength(Math.min(finished.length, PAGE_SIZE));
    const active = stored.find(
      (r) => r.status !== 'Finalizado' && !finished.some((f) => f.title === r.title && f.brand === r.brand),
    )!;
    expect(isShown(table, active)).toBe(false);

    const one = finished.find((r) => isShown(table, r))!;
    const cells = within(rowOf(table, one)!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(5)).toEqual([formatDate(one.updatedAt), formatDate(one.createdAt)]);
  });

  it('says when there is nothing finished to show', async () => {
    const user = userEvent.setup();
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await renderApp({ path: '/finished', as: 'Superadministrador', adapters });
    const table = await loadedTable(TITLE);
    await enterFilter(user, col.number, '99999');
    expect(within(table).getByRole('status').textContent).toBe(RequirementsTexts.noFinished);
    expect(totalText()).toBe(total(0));
  });

  it('says so for a selected brand with no finished requirement', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const ruta = (await adapters.brands.get('demo-ruta-verde'))!;
    expect(finishedOnly(await storedRequirements(adapters, [ruta.id]))).toHaveLength(0);
    window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(ruta));
    await renderApp({ path: '/finished', as: 'Superadministrador', adapters });
    const table = await loadedTable(TITLE);
    expect(within(table).getByText(RequirementsTexts.noFinished)).toBeTruthy();
  });

  it('filters by text and assignee, sorts by its columns and pages by 50', async () => {
    const user = userEvent.setup();
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await addRequirements(adapters, 'demo-textiles-quetzal', PAGE_SIZE, { status: 'Finalizado' });
    await renderApp({ path: '/finished', as: 'Superadministrador', adapters });
    const table = await loadedTable(TITLE);
    const finished = finishedOnly(await storedRequirements(adapters));
    expect(finished.length).toBeGreaterThan(PAGE_SIZE);
    expect(totalText()).toBe(total(finished.length));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(bodyRows(table)).toHaveLength(finished.length - PAGE_SIZE);

    await enterFilter(user, col.brand, 'sonrisa');
    expect(screen.getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    expect(totalText()).toBe(total(finished.filter((r) => r.brand.includes('Sonrisa')).length));
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));

    const designer = accountOf('Diseñador').email;
    const filter = screen.getByRole('combobox', { name: col.assignedTo });
    await waitFor(() => expect(within(filter).getAllByRole('option').length).toBe(3));
    await user.selectOptions(filter, designer);
    expect(totalText()).toBe(total(finished.filter((r) => r.assignedTo === designer).length));
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));

    const header = (name: string) => within(table).getByRole('columnheader', { name });
    await user.click(within(header(col.updated)).getByRole('button'));
    expect(header(col.updated).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header(col.number)).getByRole('button'));
    await user.click(within(header(col.number)).getByRole('button'));
    expect(header(col.number).getAttribute('aria-sort')).toBe('descending');
    expect(header(col.updated).getAttribute('aria-sort')).toBe('none');
    const numbers = columnValues(table, col.number).map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('lists only the brands the role may see', async () => {
    const { adapters } = await renderApp({ path: '/finished', as: 'Diseñador' });
    const table = await loadedTable(TITLE);
    const visible = finishedOnly(
      await storedRequirements(adapters, await brandIdsAssignedTo(adapters, accountOf('Diseñador').email)),
    );
    expect(totalText()).toBe(total(visible.length));
    expect(new Set(columnValues(table, col.brand))).toEqual(new Set(visible.map((r) => r.brand)));
  });

  it('opens a title with VIEW_REQUIREMENTS alone, passing number, title and brandId', async () => {
    const user = userEvent.setup();
    const locations: Location[] = [];
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    // Without leer_requerimientos (READ_REQUIREMENTS) the finished list still links.
    await withoutCode(adapters, 'Diseñador', 'leer_requerimientos');
    await renderApp({
      path: '/finished',
      as: 'Diseñador',
      adapters,
      onLocation: (location) => locations.push(location),
    });
    const table = await loadedTable(TITLE);
    const video = finishedOnly(await storedRequirements(adapters)).find(
      (r) => r.title.includes('Video') && isShown(table, r),
    )!;
    const link = within(rowOf(table, video)!).getByRole('link', { name: video.title });
    expect(link.getAttribute('href')).toBe(requirementDetailRoute(video).path);

    await user.click(link);
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe(`/video/${video.id}`));
    expect(locations.at(-1)?.state).toEqual({ number: video.number, title: video.title, brandId: video.brandId });
  });

  it('has no status select, and the assignee select only with ASSIGN_REQUIREMENTS', async () => {
    const asManager = await renderApp({ path: '/finished', as: 'Gestor de contenido' });
    const table = await loadedTable(TITLE);
    expect(bodyRows(table).length).toBeGreaterThan(0);
    expect(within(table).queryAllByRole('combobox')).toHaveLength(0);
    asManager.unmount();

    await renderApp({ path: '/finished', as: 'Estratega' });
    const strategistTable = await loadedTable(TITLE);
    const rows = bodyRows(strategistTable);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(selectColumnsOf(row)).toEqual([col.assignedTo]);
    }
  });

  it('changes the assignee at once, saves it, and puts it back with the error modal on failure', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/finished', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const designer = accountOf('Diseñador').email;
    const manager = accountOf('Gestor de contenido').email;
    const [first, second] = finishedOnly(await storedRequirements(adapters)).filter(
      (r) => r.assignedTo === manager && isShown(table, r),
    );
    await waitFor(() => expect(within(assigneeSelect(first!)).getAllByRole('option').length).toBe(3));

    await user.selectOptions(assigneeSelect(first!), designer);
    expect(assigneeSelect(first!).value).toBe(designer);
    await waitFor(async () =>
      expect((await adapters.requirements.get(first!.brandId, first!.id))!.assignedTo).toBe(designer),
    );

    // The server's write of the assignee: one transaction from the stored requirement.
    adapters.requirements.failNext('updateFrom');
    await user.selectOptions(assigneeSelect(second!), designer);
    expect(within(await errorDialog()).getByText(Messages.requirements.updateAssignee)).toBeTruthy();
    await closeError(user);
    expect(assigneeSelect(second!).value).toBe(manager);
    expect((await adapters.requirements.get(second!.brandId, second!.id))!.assignedTo).toBe(manager);
  });

  it('finds a requirement just moved to Finalizado on the active list', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Estratega' });
    const active = await loadedTable(ACTIVE_TITLE);
    const before = finishedOnly(await storedRequirements(adapters, ['demo-cafe-cumbre-andina'])).length;
    const target = (await storedRequirements(adapters, ['demo-cafe-cumbre-andina'])).find(
      (r) => r.status === 'En diseño' && isShown(active, r),
    )!;
    await user.selectOptions(
      screen.getByRole('combobox', { name: `${col.status}: ${target.title} (${target.brand})` }),
      'Finalizado',
    );
    await waitFor(async () =>
      expect((await adapters.requirements.get(target.brandId, target.id))!.status).toBe('Finalizado'),
    );

    await user.click(
      within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', {
        name: ScreenTitles.finished,
      }),
    );
    const table = await loadedTable(TITLE);
    expect(isShown(table, target)).toBe(true);
    await enterFilter(user, col.brand, target.brand);
    expect(totalText()).toBe(total(before + 1));
  });

  it('shows the load error in the error modal', async () => {
    const user = userEvent.setup();
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.requirements.failNext('pageFinished');
    await renderApp({ path: '/finished', as: 'Superadministrador', adapters });
    expect(within(await errorDialog()).getByText(Messages.requirements.loadFinished)).toBeTruthy();
    await closeError(user);
    const table = await loadedTable(TITLE);
    expect(within(table).getByRole('alert').textContent).toBe(Messages.requirements.loadFinished);
  });

  it('tells a role without VIEW_REQUIREMENTS it may not see them', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const listFinished = vi.spyOn(adapters.requirements, 'listFinished');
    await renderApp({ path: '/finished', as: 'Administrador de marcas', adapters });
    expect(await screen.findByText(Messages.requirements.noPermission)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(listFinished).not.toHaveBeenCalled();
  });
});
