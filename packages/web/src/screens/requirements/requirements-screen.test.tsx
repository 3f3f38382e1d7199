import { createDemoMemoryAdapters } from '@estudio/adapters';
import { PAGE_SIZE, REQUIREMENT_STATUSES } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { ACTIVE_COLUMNS } from './requirement-columns.js';
import { formatDate } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, accountOf, renderApp } from '../../test/render-app.js';
import {
  bodyRows,
  brandIdsAssignedTo,
  columnValues,
  enterFilter,
  isShown,
  loadedTable,
  rowOf,
  storedRequirements,
  totalText,
} from './requirement-list.test-support.js';
import {
  BIG_BRAND,
  TITLE,
  closeError,
  col,
  errorDialog,
  notFinished,
  total,
} from './requirements-screen.test-support.js';
import { RequirementsTexts } from './requirements-texts.js';

// What the list shows, for whom, its filters, and what it says when it cannot load.
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

describe('Requerimientos: load errors', () => {
  it('shows the load error in the error modal, and in place of the rows when none could be read', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    // Every group of brands fails (one failing keeps the others' rows: requirements-stream.test.tsx).
    for (const read of ['listActive', 'listActiveIn', 'listEveryActive'] as const) {
      vi.spyOn(adapters.requirements, read).mockRejectedValue(new Error('unavailable'));
    }
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
