// What the requirement lists read: proportional to what they show, and nothing again when
// the user comes back within the session (the server-state cache).
import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { addRequirements, bodyRows, enterFilter, loadedTable, totalText } from './requirement-list.test-support.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { COLUMN_LABELS } from './requirement-columns.js';
import { AdminTexts } from '../../shared/texts.js';

const ACTIVE = ScreenTitles.requirementsTitle;
const FINISHED = ScreenTitles.finishedTitle;
const col = COLUMN_LABELS;
const menuLink = (name: string) => screen.getByRole('link', { name });

const spies = (adapters: ReturnType<typeof createDemoMemoryAdapters>) => ({
  list: vi.spyOn(adapters.requirements, 'list'),
  listActive: vi.spyOn(adapters.requirements, 'listActive'),
  listActiveIn: vi.spyOn(adapters.requirements, 'listActiveIn'),
  listEveryActive: vi.spyOn(adapters.requirements, 'listEveryActive'),
  listFinished: vi.spyOn(adapters.requirements, 'listFinished'),
  pageFinished: vi.spyOn(adapters.requirements, 'pageFinished'),
  countFinished: vi.spyOn(adapters.requirements, 'countFinished'),
  usersList: vi.spyOn(adapters.users, 'list'),
  usersActive: vi.spyOn(adapters.users, 'listActive'),
  brandsVisible: vi.spyOn(adapters.brands, 'listVisible'),
});

describe('requirement list reads', () => {
  it('reads only active requirements, every brand at once for ADMIN_BRANDS_ALL, and nothing when coming back', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const read = spies(adapters);
    const user = userEvent.setup();
    await renderApp({ path: '/requirements', as: 'Superadministrador', adapters });
    await loadedTable(ACTIVE);
    await waitFor(() => expect(screen.queryByTestId('list-note')).toBeNull());

    expect(read.listEveryActive).toHaveBeenCalledTimes(1);
    expect(read.listActive).not.toHaveBeenCalled();
    expect(read.listActiveIn).not.toHaveBeenCalled();
    expect(read.list).not.toHaveBeenCalled();
    expect(read.listFinished).not.toHaveBeenCalled();
    expect(read.usersList).not.toHaveBeenCalled();
    expect(read.usersActive).toHaveBeenCalledTimes(1);
    // The sidebar read the visible brands; the list used them instead of reading them again.
    expect(read.brandsVisible).toHaveBeenCalledTimes(1);

    await user.click(menuLink(ScreenTitles.academy));
    await screen.findByRole('heading', { name: ScreenTitles.academy });
    await user.click(menuLink(ScreenTitles.requirements));
    await loadedTable(ACTIVE);
    expect(read.listEveryActive).toHaveBeenCalledTimes(1);
    expect(read.usersActive).toHaveBeenCalledTimes(1);
  });

  it('reads each visible brand once, in at most 4 reads, for anyone else', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const mine = (await adapters.brands.list())
      .filter(
        (brand) => brand.owner === 'demo-estratega' || (brand.allowedUsers ?? []).includes('estratega@estudio.test'),
      )
      .map((brand) => brand.id);
    const read = spies(adapters);
    await renderApp({ path: '/requirements', as: 'Estratega', adapters });
    await loadedTable(ACTIVE);
    await waitFor(() => expect(screen.queryByTestId('list-note')).toBeNull());

    // One brand by its own collection, several at once (docs/product.md, "Requirements").
    const named = [
      ...read.listActive.mock.calls.map(([id]) => [id]),
      ...read.listActiveIn.mock.calls.map(([ids]) => ids),
    ];
    expect(named.length).toBeLessThanOrEqual(4);
    expect(named.flat().sort()).toEqual([...mine].sort());
    expect(read.listEveryActive).not.toHaveBeenCalled();
    expect(read.list).not.toHaveBeenCalled();
    expect(read.brandsVisible).toHaveBeenCalledTimes(1);
  });

  it('keeps the lists after a brand change that leaves what the user sees as it was', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const read = spies(adapters);
    const user = userEvent.setup();
    await renderApp({ path: '/requirements', as: 'Superadministrador', adapters });
    await loadedTable(ACTIVE);
    await waitFor(() => expect(screen.queryByTestId('list-note')).toBeNull());
    const reads = read.listEveryActive.mock.calls.length;

    // Disabling a brand changes its status, not who sees it (visibility follows access).
    await user.click(menuLink(ScreenTitles.adminBrands));
    const toggle = await screen.findByRole('button', { name: `${AdminTexts.disable} Café Cumbre Andina` });
    await user.click(toggle);
    await screen.findByRole('button', { name: `${AdminTexts.enable} Café Cumbre Andina` });
    await user.click(menuLink(ScreenTitles.requirements));
    await loadedTable(ACTIVE);
    expect(read.listEveryActive).toHaveBeenCalledTimes(reads);
  });

  it('pages Finalizados on the server without a filter, and reads them all once for a text filter', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await addRequirements(adapters, 'demo-textiles-quetzal', 60, { status: 'Finalizado' });
    const count = await adapters.requirements.countFinished({ kind: 'all' });
    const read = spies(adapters);
    const user = userEvent.setup();
    await renderApp({ path: '/finished', as: 'Superadministrador', adapters });
    const table = await loadedTable(FINISHED);

    expect(read.pageFinished).toHaveBeenCalledTimes(1);
    expect(read.pageFinished.mock.calls[0]![0]).toEqual({ kind: 'all' });
    expect(read.pageFinished.mock.calls[0]![3]).toBe(50);
    expect(read.countFinished).toHaveBeenCalledTimes(1);
    expect(read.listFinished).not.toHaveBeenCalled();
    expect(bodyRows(table)).toHaveLength(50);
    expect(totalText()).toBe(Messages.requirements.totalRecords(count));

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(count - 50));
    expect(read.pageFinished).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Página 1' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    expect(read.pageFinished).toHaveBeenCalledTimes(2);

    await enterFilter(user, col.title, 'Carrusel');
    await waitFor(() => expect(read.listFinished).toHaveBeenCalled());
    const reads = read.listFinished.mock.calls.length;
    await enterFilter(user, col.title, ' 1');
    await loadedTable(FINISHED);
    expect(read.listFinished).toHaveBeenCalledTimes(reads);
    expect(read.countFinished).toHaveBeenCalledTimes(1);
  });
});
