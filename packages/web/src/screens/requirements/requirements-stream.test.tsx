// The Requerimientos list over many brands (docs/product.md, "Requirements"): the rows of the
// first group of brands are drawn as soon as it answers, 'Total registros' grows as the others
// do, and a failed group leaves the others' rows shown beside the load error.
import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { type Requirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { bodyRows, columnValues, loadedTable, rowOf, totalText } from './requirement-list.test-support.js';
import { RequirementsTexts } from './requirements-texts.js';
import {
  TITLE,
  closeError,
  col,
  errorDialog,
  notFinished,
  selectFor,
  total,
} from './requirements-screen.test-support.js';

/** One read of the list: the brands it names, held until the test answers or fails it. */
interface HeldRead {
  readonly brandIds: readonly string[];
  answer(): void;
  fail(): void;
}

/** Holds every read of active requirements (one brand's, or several brands' at once), in the order made. */
const holdReads = (adapters: MemoryAdapters): HeldRead[] => {
  const reads: HeldRead[] = [];
  const hold = (brandIds: readonly string[], read: () => Promise<Requirement[]>) =>
    new Promise<Requirement[]>((resolve, reject) => {
      reads.push({
        brandIds,
        answer: () => void read().then(resolve, reject),
        fail: () => reject(new Error('unavailable')),
      });
    });
  const one = adapters.requirements.listActive.bind(adapters.requirements);
  const several = adapters.requirements.listActiveIn.bind(adapters.requirements);
  vi.spyOn(adapters.requirements, 'listActive').mockImplementation((id) => hold([id], () => one(id)));
  vi.spyOn(adapters.requirements, 'listActiveIn').mockImplementation((ids) => hold(ids, () => several(ids)));
  return reads;
};

const activeOf = async (adapters: MemoryAdapters, brandIds: readonly string[]) =>
  notFinished((await Promise.all(brandIds.map((id) => adapters.requirements.list(id)))).flat());

const note = () => screen.queryByTestId('list-note');

const openHeld = async () => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  const reads = holdReads(adapters);
  // Not ADMIN_BRANDS_ALL (whose list is one read): the Estratega's brands, a group each.
  await renderApp({ path: '/requirements', as: 'Estratega', adapters });
  await waitFor(() => expect(reads).toHaveLength(4));
  return { adapters, reads };
};

describe('Requerimientos over many brands', () => {
  it("draws the first group's rows while the rest is read, and fills in the total as the others answer", async () => {
    const { adapters, reads } = await openHeld();
    const table = await screen.findByRole('table', { name: TITLE });
    expect(table.getAttribute('aria-busy')).toBe('true');

    const [first, ...rest] = reads;
    first!.answer();
    await loadedTable(TITLE);
    const firstRows = await activeOf(adapters, first!.brandIds);
    expect(firstRows.length).toBeGreaterThan(0);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(firstRows.length, 50)));
    expect(totalText()).toBe(total(firstRows.length));
    expect(note()?.textContent).toBe(RequirementsTexts.loadingMore);

    // A later group answering first is drawn only after those before it.
    rest[1]!.answer();
    rest[0]!.answer();
    const two = [...firstRows, ...(await activeOf(adapters, [...rest[0]!.brandIds, ...rest[1]!.brandIds]))];
    await waitFor(() => expect(totalText()).toBe(total(two.length)));
    expect(note()).not.toBeNull();

    for (const read of rest.slice(2)) read.answer();
    const all = await activeOf(
      adapters,
      reads.flatMap((read) => read.brandIds),
    );
    await waitFor(() => expect(totalText()).toBe(total(all.length)));
    await waitFor(() => expect(note()).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the load error when a group fails, keeping the others' rows", async () => {
    const { adapters, reads } = await openHeld();
    const user = userEvent.setup();
    const [first, second, ...rest] = reads;
    first!.answer();
    second!.fail();
    for (const read of rest) read.answer();

    const dialog = await errorDialog();
    expect(within(dialog).getByText(Messages.requirements.load)).toBeTruthy();
    await closeError(user);
    const table = await loadedTable(TITLE);
    const kept = await activeOf(adapters, [...first!.brandIds, ...rest.flatMap((read) => read.brandIds)]);
    expect(totalText()).toBe(total(kept.length));
    expect(within(table).queryByRole('alert')).toBeNull();
    expect(note()?.textContent).toBe(Messages.requirements.load);
    const brandsShown = new Set(columnValues(table, col.brand));
    const missing = await activeOf(adapters, second!.brandIds);
    expect(missing.some((row) => brandsShown.has(row.brand))).toBe(false);
  });

  it('keeps reading the later groups when a row is changed meanwhile', async () => {
    const { adapters, reads } = await openHeld();
    const user = userEvent.setup();
    const [first, ...rest] = reads;
    first!.answer();
    const table = await loadedTable(TITLE);
    const [row] = await activeOf(adapters, first!.brandIds);
    await waitFor(() => expect(rowOf(table, row!)).toBeDefined());
    const next = row!.status === 'Pendiente' ? 'Solicitar diseño' : 'Pendiente';
    await user.selectOptions(selectFor(col.status, row!), next);

    for (const read of rest) read.answer();
    const all = await activeOf(
      adapters,
      reads.flatMap((read) => read.brandIds),
    );
    await waitFor(() => expect(totalText()).toBe(total(all.length)));
    await waitFor(() => expect(note()).toBeNull());
    await waitFor(async () => expect((await adapters.requirements.get(row!.brandId, row!.id))?.status).toBe(next));
    expect((selectFor(col.status, row!) as HTMLSelectElement).value).toBe(next);
  });
});
