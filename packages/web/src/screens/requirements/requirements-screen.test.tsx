import { createDemoMemoryAdapters } from '@estudio/adapters';
import { PAGE_SIZE, REQUIREMENT_STATUSES, UNASSIGNED } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { ACTIVE_COLUMNS } from './requirement-columns.js';
import { requirementDetailRoute } from './requirement-route.js';
import type { Requirement } from '@estudio/domain/requirements';
import { formatDate, UiTexts } from '@estudio/ui';
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
  deferred,
  enterFilter,
  isShown,
  loadedTable,
  rowOf,
  storedRequirements,
  totalText,
  withoutCode,
} from './requirement-list.test-support.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { COLUMN_LABELS } from './requirement-columns.js';
import { RequirementsTexts } from './requirements-texts.js';

const TITLE = ScreenTitles.requirementsTitle;
const col = COLUMN_LABELS;
const total = (n: number) => Messages.requirements.totalRecords(n);
const notFinished = (list: readonly Requirement[]) => list.filter((r) => r.status !== 'Finalizado');
const selectFor = (column: string, r: Pick<Requirement, 'title' | 'brand'>) =>
  screen.getByRole('combobox', { name: `${column}: ${r.title} (${r.brand})` });
const errorDialog = () => screen.findByRole('alertdialog', {}, { timeout: 5000 });
/** Closes the error modal (it hides the rest of the screen from assistive technology). */
const closeError = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(await errorDialog()).getByRole('button', { name: UiTexts.dialogs.close }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};
const BIG_BRAND = 'demo-textiles-quetzal';

beforeEach(() => window.localStorage.clear());

describe('Requerimientos: what it lists', () => {
  it('shows its title, the nine columns in order and only what is not Finalizado, of every brand', async () => {
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();

    const headers = within(table).getAllByRole('columnheader');
    const order = ACTIVE_COLUMNS.map((c) =>
      headers.indexOf(within(table).getByRole('columnheader', { name: c.label })),
    );
    expect(ACTIVE_COLUMNS.map((c) => c.label)).toEqual([
      col.title,
      col.brand,
      col.numberShort,
      col.createdBy,
      col.status,
      col.assignedTo,
      col.edited,
      col.createdAt,
      col.inDesignAt,
    ]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);

    const stored = await storedRequirements(adapters);
    expect(new Set(stored.map((r) => r.status))).toEqual(new Set(REQUIREMENT_STATUSES));
    const active = notFinished(stored);
    expect(totalText()).toBe(total(active.length));
    expect(bodyRows(table)).toHaveLength(Math.min(active.length, PAGE_SIZE));
    expect(columnValues(table, col.status)).not.toContain('Finalizado');
    // Every brand with active requirements shows up.
    expect(new Set(columnValues(table, col.brand))).toEqual(new Set(active.map((r) => r.brand)));
    const finished = stored.find((r) => r.status === 'Finalizado')!;
    expect(isShown(table, finished)).toBe(false);
  });

  it('shows the dates in es-ES', async () => {
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const stored = notFinished(await storedRequirements(adapters));
    const inDesign = stored.find((r) => r.inDesignAt !== null && r.updatedAt !== null && isShown(table, r))!;
    const row = rowOf(table, inDesign)!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(6)).toEqual([
      formatDate(inDesign.updatedAt),
      formatDate(inDesign.createdAt),
      formatDate(inDesign.inDesignAt),
    ]);
    expect(cells[7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(formatDate(new Date(2026, 10, 21, 12))).toBe('21/11/2026');
  });

  it('opens on /requirements/{id} as the same list', async () => {
    await renderApp({ path: '/requirements/demo-req-003', as: 'Estratega' });
    await loadedTable(TITLE);
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
  });

  it('lists only the brands the role may see', async () => {
    const { adapters } = await renderApp({ path: '/requirements', as: 'Gestor de contenido' });
    const table = await loadedTable(TITLE);
    const brandIds = await brandIdsAssignedTo(adapters, accountOf('Gestor de contenido').email);
    const visible = notFinished(await storedRequirements(adapters, brandIds));
    const everything = notFinished(await storedRequirements(adapters));
    expect(visible.length).toBeLessThan(everything.length);
    expect(totalText()).toBe(total(visible.length));
    expect(new Set(columnValues(table, col.brand))).toEqual(new Set(visible.map((r) => r.brand)));
  });

  it('uses the brand stored as selected, and reloads when the selection changes', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const cafe = (await adapters.brands.get('demo-cafe-cumbre-andina'))!;
    window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(cafe));
    const user = userEvent.setup();
    await renderApp({ path: '/requirements', as: 'Superadministrador', adapters });
    const table = await loadedTable(TITLE);
    const ofCafe = notFinished(await storedRequirements(adapters, [cafe.id]));
    expect(totalText()).toBe(total(ofCafe.length));
    expect(new Set(columnValues(table, col.brand))).toEqual(new Set([cafe.brandName]));

    const selector = screen.getByRole('combobox', { name: 'Marca activa' });
    await waitFor(() => expect(within(selector).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(selector, BIG_BRAND);
    const ofTextiles = notFinished(await storedRequirements(adapters, [BIG_BRAND]));
    await waitFor(() => expect(totalText()).toBe(total(ofTextiles.length)));
    expect(new Set(columnValues(await loadedTable(TITLE), col.brand))).toEqual(new Set(['Textiles Quetzal']));

    await user.selectOptions(selector, '');
    const all = notFinished(await storedRequirements(adapters));
    await waitFor(() => expect(totalText()).toBe(total(all.length)));
  });
});

describe('Requerimientos: filters', () => {
  it('filters by content type, brand, number and creator as case-insensitive text', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const active = notFinished(await storedRequirements(adapters));

    await enterFilter(user, col.title, 'vIDeo');
    const videos = active.filter((r) => r.title.toLowerCase().includes('video'));
    expect(videos.length).toBeGreaterThan(0);
    expect(totalText()).toBe(total(videos.length));
    expect(columnValues(table, col.title).every((t) => t.includes('Video'))).toBe(true);

    await enterFilter(user, col.brand, 'CAFÉ');
    const cafeVideos = videos.filter((r) => r.brand.toLowerCase().includes('café'));
    expect(totalText()).toBe(total(cafeVideos.length));
    expect(new Set(columnValues(table, col.brand))).toEqual(new Set(cafeVideos.map((r) => r.brand)));

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await user.type(screen.getByRole('searchbox', { name: col.numberShort }), '1');
    expect(totalText()).toBe(total(active.filter((r) => String(r.number).includes('1')).length));
    expect(columnValues(table, col.numberShort).every((n) => n.includes('1'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await enterFilter(user, col.createdBy, 'ESTRATEGA@');
    const byStrategist = active.filter((r) => r.createdBy.includes('estratega@'));
    expect(byStrategist.length).toBeGreaterThan(0);
    expect(byStrategist.length).toBeLessThan(active.length);
    expect(totalText()).toBe(total(byStrategist.length));
  });

  it('filters by status: Seleccione (any) and the four statuses', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const active = notFinished(await storedRequirements(adapters));
    const filter = screen.getByRole('combobox', { name: col.status });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([RequirementsTexts.selectPlaceholder, ...REQUIREMENT_STATUSES]);

    await user.selectOptions(filter, 'En diseño');
    const inDesign = active.filter((r) => r.status === 'En diseño');
    expect(totalText()).toBe(total(inDesign.length));
    expect(new Set(columnValues(table, col.status))).toEqual(new Set(['En diseño']));

    // The active list holds no Finalizado, so that choice leaves nothing.
    await user.selectOptions(filter, 'Finalizado');
    expect(totalText()).toBe(total(0));

    await user.selectOptions(filter, '');
    expect(totalText()).toBe(total(active.length));
  });

  it('filters by assignee among the assignable users, shown by full name', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const designer = (await adapters.users.list()).find((u) => u.email === accountOf('Diseñador').email)!;
    const manager = (await adapters.users.list()).find((u) => u.email === accountOf('Gestor de contenido').email)!;
    const filter = screen.getByRole('combobox', { name: col.assignedTo });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        RequirementsTexts.selectPlaceholder,
        `${manager.firstName} ${manager.lastName}`,
        `${designer.firstName} ${designer.lastName}`,
      ]),
    );
    // The disabled former designer is not assignable.
    expect(within(filter).queryByRole('option', { name: /Diego/ })).toBeNull();

    await user.selectOptions(filter, designer.email);
    const theirs = notFinished(await storedRequirements(adapters)).filter((r) => r.assignedTo === designer.email);
    expect(totalText()).toBe(total(theirs.length));
    expect(new Set(columnValues(table, col.assignedTo))).toEqual(
      new Set([`${designer.firstName} ${designer.lastName}`]),
    );
  });

  it('clears every filter with the clear button, which waits for a filter to be set', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    await loadedTable(TITLE);
    const clear = screen.getByRole('button', { name: 'Limpiar filtros' });
    expect(clear.hasAttribute('disabled')).toBe(true);

    await enterFilter(user, col.brand, 'textiles');
    await user.selectOptions(screen.getByRole('combobox', { name: col.status }), 'Pendiente');
    expect(totalText()).not.toBe(total(notFinished(await storedRequirements(adapters)).length));

    await user.click(clear);
    expect((screen.getByRole('searchbox', { name: col.brand }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: col.status }) as HTMLSelectElement).value).toBe('');
    expect(totalText()).toBe(total(notFinished(await storedRequirements(adapters)).length));
    expect(clear.hasAttribute('disabled')).toBe(true);
  });
});

describe('Requerimientos: pages, sorting and links', () => {
  it('shows pages of 50 with page-number buttons', async () => {
    const user = userEvent.setup();
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await addRequirements(adapters, BIG_BRAND, 20);
    await renderApp({ path: '/requirements', as: 'Superadministrador', adapters });
    const table = await loadedTable(TITLE);
    const active = notFinished(await storedRequirements(adapters));
    expect(active.length).toBeGreaterThan(PAGE_SIZE);
    expect(totalText()).toBe(total(active.length));
    expect(bodyRows(table)).toHaveLength(PAGE_SIZE);
    const pager = screen.getByRole('navigation', { name: `Paginación: ${TITLE}` });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2']);
    expect(within(pager).getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    expect(bodyRows(table)).toHaveLength(active.length - PAGE_SIZE);
    expect(within(pager).getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(totalText()).toBe(total(active.length));
  });

  it('returns to page 1 on any filter change', async () => {
    const user = userEvent.setup();
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    // More than two pages of Pendiente carousels, so that page 2 stays under any filter used here.
    await addRequirements(adapters, BIG_BRAND, 2 * PAGE_SIZE + 10);
    await renderApp({ path: '/requirements', as: 'Superadministrador', adapters });
    const table = await loadedTable(TITLE);
    const page = (n: number) => screen.getByRole('button', { name: `Página ${n}` });
    const onPage = (n: number) => expect(page(n).getAttribute('aria-current')).toBe('page');

    await user.click(page(2));
    onPage(2);
    await user.type(screen.getByRole('searchbox', { name: col.title }), 'C');
    onPage(1);
    expect(bodyRows(table)).toHaveLength(PAGE_SIZE);

    await user.click(page(2));
    await user.selectOptions(screen.getByRole('combobox', { name: col.status }), 'Pendiente');
    onPage(1);

    await user.click(page(3));
    onPage(3);
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    onPage(1);
  });

  it('sorts on a header click, toggling ascending and descending', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    const numbers = () => columnValues(table, col.numberShort).map(Number);

    await user.click(within(header(col.numberShort)).getByRole('button'));
    expect(header(col.numberShort).getAttribute('aria-sort')).toBe('ascending');
    expect(numbers()).toEqual([...numbers()].sort((a, b) => a - b));
    await user.click(within(header(col.numberShort)).getByRole('button'));
    expect(header(col.numberShort).getAttribute('aria-sort')).toBe('descending');
    expect(numbers()).toEqual([...numbers()].sort((a, b) => b - a));
    expect(numbers()[0]).toBeGreaterThan(numbers().at(-1)!);

    await user.click(within(header(col.brand)).getByRole('button'));
    expect(header(col.brand).getAttribute('aria-sort')).toBe('ascending');
    expect(header(col.numberShort).getAttribute('aria-sort')).toBe('none');
    const brands = columnValues(table, col.brand);
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'es')));

    await user.click(within(header(col.createdAt)).getByRole('button'));
    await user.click(within(header(col.createdAt)).getByRole('button'));
    expect(header(col.createdAt).getAttribute('aria-sort')).toBe('descending');
    for (const label of ACTIVE_COLUMNS.map((c) => c.label)) {
      expect(within(header(label)).getByRole('button')).toBeTruthy();
    }
  });

  it('opens a title by its type with number, title and brandId as navigation state', async () => {
    const user = userEvent.setup();
    const locations: Location[] = [];
    const { adapters } = await renderApp({
      path: '/requirements',
      as: 'Estratega',
      onLocation: (location) => locations.push(location),
    });
    const table = await loadedTable(TITLE);
    const shown = notFinished(await storedRequirements(adapters)).filter((r) => isShown(table, r));
    expect(shown.length).toBeGreaterThan(0);
    for (const word of ['Blog', 'Carrusel', 'Video']) {
      const r = shown.find((candidate) => candidate.title.includes(word))!;
      const link = within(rowOf(table, r)!).getByRole('link', { name: r.title });
      expect(link.getAttribute('href')).toBe(`${requirementDetailRoute(r).path}`);
    }

    const blog = shown.find((r) => r.title.includes('Blog'))!;
    await user.click(within(rowOf(table, blog)!).getByRole('link', { name: blog.title }));
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe(`/blog/${blog.id}`));
    expect(locations.at(-1)?.state).toEqual({ number: blog.number, title: blog.title, brandId: blog.brandId });
  });

  it('sends a title of another type to /requirements/{id}', async () => {
    const user = userEvent.setup();
    const locations: Location[] = [];
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const [other] = await addRequirements(adapters, BIG_BRAND, 1, { title: 'Pieza especial de temporada' });
    await renderApp({
      path: '/requirements',
      as: 'Estratega',
      adapters,
      onLocation: (location) => locations.push(location),
    });
    await loadedTable(TITLE);
    await enterFilter(user, col.title, 'temporada');
    await user.click(screen.getByRole('link', { name: other!.title }));
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe(`/requirements/${other!.id}`));
    expect(locations.at(-1)?.state).toEqual({ number: other!.number, title: other!.title, brandId: BIG_BRAND });
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
  });

  it('shows titles as plain text without READ_REQUIREMENTS', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await withoutCode(adapters, 'Diseñador', 'leer_requerimientos');
    await renderApp({ path: '/requirements', as: 'Diseñador', adapters });
    const table = await loadedTable(TITLE);
    expect(bodyRows(table).length).toBeGreaterThan(0);
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(columnValues(table, col.title).every((t) => /^(Carrusel|Video|Blog) /.test(t))).toBe(true);
  });
});

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
        expect(
          within(row)
            .getAllByRole('combobox')
            .map((c) => c.getAttribute('aria-label')?.split(':')[0]),
        ).toEqual([col.status]);
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

describe('Requerimientos: load errors', () => {
  it('shows the load error in the error modal', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.requirements.failNext('listActive');
    const user = userEvent.setup();
    await renderApp({ path: '/requirements', as: 'Superadministrador', adapters });
    const dialog = await errorDialog();
    expect(within(dialog).getByText(Messages.requirements.load)).toBeTruthy();
    await closeError(user);
    const table = await loadedTable(TITLE);
    expect(within(table).getByRole('alert').textContent).toBe(Messages.requirements.load);
  });

  it('shows the assignable users error in the error modal and still lists the requirements', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.users.failNext('listActive');
    const user = userEvent.setup();
    await renderApp({ path: '/requirements', as: 'Superadministrador', adapters });
    const dialog = await errorDialog();
    expect(within(dialog).getByText(Messages.requirements.loadAssignable)).toBeTruthy();
    await closeError(user);
    await loadedTable(TITLE);
    expect(totalText()).toBe(total(notFinished(await storedRequirements(adapters)).length));
  });
});
