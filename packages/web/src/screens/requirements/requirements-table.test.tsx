import { createDemoMemoryAdapters } from '@estudio/adapters';
import { REQUIREMENT_STATUSES, UNASSIGNED } from '@estudio/domain/requirements';
import { UiTexts, columnsStorageKey, initialsOf } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import {
  bodyRows,
  enterFilter,
  isShown,
  loadedTable,
  rowOf,
  storedRequirements,
  withoutCode,
} from './requirement-list.test-support.js';
import { TITLE, col, notFinished, selectFor } from './requirements-screen.test-support.js';
import { RequirementsTexts } from './requirements-texts.js';

// How the lists draw their rows: status pills, the assignee's initials, the Columnas menu,
// the empty state's next step and the cards of a phone.
beforeEach(() => window.localStorage.clear());

const headerNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));

describe('Requerimientos: how a row looks', () => {
  it('shows a read-only status as a pill of its colour', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await withoutCode(adapters, 'Diseñador', 'estado_requerimientos');
    await renderApp({ path: '/requirements', as: 'Diseñador', adapters });
    const table = await loadedTable(TITLE);
    const status = headerNames(table).indexOf(col.status);
    const pills = bodyRows(table).map((row) =>
      within(row).getAllByRole('cell')[status]!.querySelector('[data-status]'),
    );
    expect(pills.length).toBeGreaterThan(0);
    for (const pill of pills) {
      expect(REQUIREMENT_STATUSES).toContain(pill?.getAttribute('data-status'));
      expect(pill?.textContent).toBe(pill?.getAttribute('data-status'));
    }
    expect(within(table).queryAllByRole('combobox')).toHaveLength(0);
  });

  it('keeps an editable status a select drawn as its pill, and changes it', async () => {
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const pending = notFinished(await storedRequirements(adapters)).find(
      (r) => r.status === 'Pendiente' && isShown(table, r),
    )!;
    const pillOf = () => selectFor(col.status, pending).closest('[data-status]');
    expect(pillOf()?.getAttribute('data-status')).toBe('Pendiente');

    await user.selectOptions(selectFor(col.status, pending), 'En diseño');
    expect(pillOf()?.getAttribute('data-status')).toBe('En diseño');
    await waitFor(async () =>
      expect((await adapters.requirements.get(pending.brandId, pending.id))?.status).toBe('En diseño'),
    );
  });

  it('shows the assignee with their initials, and an empty circle for Por asignar', async () => {
    const { adapters } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const shown = notFinished(await storedRequirements(adapters)).filter((r) => isShown(table, r));
    const assigned = shown.find((r) => r.assignedTo !== UNASSIGNED)!;
    const select = selectFor(col.assignedTo, assigned) as HTMLSelectElement;
    const name = select.selectedOptions[0]!.textContent ?? '';
    expect(name).not.toBe(assigned.assignedTo);
    const avatar = rowOf(table, assigned)!.querySelector('[data-initials]');
    expect(avatar?.getAttribute('data-initials')).toBe(initialsOf(name));
    expect(avatar?.getAttribute('data-initials')).toMatch(/^\p{Lu}{2}$/u);
    expect(avatar?.getAttribute('aria-hidden')).toBe('true');

    const unassigned = shown.find((r) => r.assignedTo === UNASSIGNED)!;
    expect(rowOf(table, unassigned)!.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('');
  });

  it('names the menu item above the title', async () => {
    await renderApp({ path: '/requirements', as: 'Superadministrador' });
    await loadedTable(TITLE);
    const trail = screen.getByRole('navigation', { name: UiTexts.breadcrumb.label });
    expect(within(trail).getByText(ScreenTitles.requirements)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
  });
});

describe('Requerimientos: the Columnas menu', () => {
  it('hides a column, header and cells, and remembers it for the list', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    let table = await loadedTable(TITLE);
    expect(headerNames(table)).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: new RegExp(`^${UiTexts.table.columns}`) }));
    await user.click(screen.getByRole('checkbox', { name: col.createdBy }));

    expect(headerNames(table)).not.toContain(col.createdBy);
    expect(headerNames(table)).toHaveLength(8);
    for (const row of bodyRows(table)) expect(within(row).getAllByRole('cell')).toHaveLength(8);
    expect(JSON.parse(window.localStorage.getItem(columnsStorageKey(TITLE)) ?? '[]')).toEqual(['createdBy']);

    unmount();
    await renderApp({ path: '/requirements', as: 'Superadministrador' });
    table = await loadedTable(TITLE);
    expect(headerNames(table)).not.toContain(col.createdBy);
    expect(headerNames(table)).toHaveLength(8);
  });
});

describe('Requerimientos Finalizados: the empty list', () => {
  it('says the spec message and, below it, what to do next', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/finished', as: 'Superadministrador' });
    const table = await loadedTable(ScreenTitles.finishedTitle);
    await enterFilter(user, col.number, '99999');
    await waitFor(() => expect(within(table).getByRole('status').textContent).toBe(RequirementsTexts.noFinished));
    expect(within(table).getByText(RequirementsTexts.emptyFiltered)).toBeTruthy();
  });
});

describe('Requerimientos on a phone', () => {
  const happyDom = () => (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM;
  afterEach(() => happyDom().setViewport({ width: 1024, height: 768 }));

  it('shows each row as a card with the same data, title on top, and no table', async () => {
    const { unmount } = await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const table = await loadedTable(TITLE);
    const inTable = bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    unmount();

    happyDom().setViewport({ width: 390, height: 844 });
    await renderApp({ path: '/requirements', as: 'Superadministrador' });
    const list = await screen.findByRole('list', { name: UiTexts.table.cards(TITLE) });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('table', { name: TITLE })).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.firstElementChild?.textContent)).toEqual(inTable);
    const labels = [...cards[0]!.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual([
      col.brand,
      col.numberShort,
      col.createdBy,
      col.status,
      col.assignedTo,
      col.edited,
      col.createdAt,
      col.inDesignAt,
    ]);
    // Two renders of the whole list: more time than one screen's test on a loaded machine.
  }, 40_000);
});
