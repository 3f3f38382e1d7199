import { createDemoMemoryAdapters } from '@estudio/adapters';
import { PAGE_SIZE } from '@estudio/domain/requirements';
import { ACTIVE_COLUMNS } from './requirement-columns.js';
import { requirementDetailRoute } from './requirement-route.js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import {
  addRequirements,
  bodyRows,
  columnValues,
  enterFilter,
  isShown,
  loadedTable,
  rowOf,
  storedRequirements,
  totalText,
  withoutCode,
} from './requirement-list.test-support.js';
import { BIG_BRAND, TITLE, col, notFinished, total } from './requirements-screen.test-support.js';

// The list's pages and sorting, and where its titles lead.
beforeEach(() => window.localStorage.clear());

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
