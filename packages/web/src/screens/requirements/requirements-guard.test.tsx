import { createDemoMemoryAdapters } from '@estudio/adapters';
import type { Requirement } from '@estudio/domain/requirements';
import { UiTexts } from '@estudio/ui';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { cleanEachTest } from '../../test/each-test.js';
import { markGuardDrift, storeGuardReview } from '../../test/guard-statuses.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { bodyRows, loadedTable } from './requirement-list.test-support.js';
import { TITLE, col } from './requirements-screen.test-support.js';

const CUMBRE = 'demo-cafe-cumbre-andina';
const HOUR = 60 * 60 * 1000;
const before = (hours: number) => new Date(TEST_NOW.getTime() - hours * HOUR);

/** The row of a requirement, found by its link's or text's title and its brand. */
const rowFor = (table: HTMLElement, requirement: Requirement): HTMLElement => {
  const row = bodyRows(table).find(
    (candidate) =>
      within(candidate).queryByText(requirement.title) !== null &&
      within(candidate).queryByText(requirement.brand) !== null,
  );
  if (row === undefined) throw new Error(`${requirement.title} is not on the page`);
  return row;
};

/** The cell of the named column in a row. */
const cellOf = (table: HTMLElement, row: HTMLElement, header: string): HTMLElement => {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.indexOf(within(table).getByRole('columnheader', { name: header }));
  const cell = within(row).getAllByRole('cell')[index];
  if (cell === undefined) throw new Error(`No ${header} cell`);
  return cell;
};

const guardBadgeIn = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-guard-status]');

// docs/product.md, "Revisión de marca": the lists show which items pass, beside their status.
describe('Requirement lists: the brand review badge', () => {
  cleanEachTest(() =>
    window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: CUMBRE, brandName: 'Café Cumbre Andina' })),
  );

  it('shows Pasa, No pasa and Revisar beside the status (the status kept), nothing for an item never reviewed', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const [passes, fails, edited, never] = (await adapters.requirements.listActive(CUMBRE)).sort(
      (a, b) => a.number - b.number,
    );
    if (passes === undefined || fails === undefined || edited === undefined || never === undefined) {
      throw new Error('Café Cumbre Andina has fewer than four active requirements');
    }
    await storeGuardReview(adapters, passes, true, before(3));
    await storeGuardReview(adapters, fails, false, before(3));
    await storeGuardReview(adapters, edited, true, before(3));
    await adapters.requirements.update(CUMBRE, edited.id, {
      caption: `${edited.caption ?? ''} Nueva frase.`,
      updatedAt: before(1),
    });

    await renderApp({ path: '/requirements', as: 'Gestor de contenido', adapters });
    const table = await loadedTable(TITLE);

    const statusCell = (requirement: Requirement) => cellOf(table, rowFor(table, requirement), col.status);
    const passing = guardBadgeIn(statusCell(passes));
    expect(passing?.dataset['guardStatus']).toBe('pasa');
    // Named for assistive technology as what it is: the brand review's verdict.
    expect(passing?.textContent).toBe(UiTexts.guard.statusOf(UiTexts.guard.status.pasa));
    expect(statusCell(passes).querySelector('[data-status]')?.getAttribute('data-status')).toBe(passes.status);
    expect(guardBadgeIn(statusCell(fails))?.dataset['guardStatus']).toBe('no-pasa');
    expect(guardBadgeIn(statusCell(fails))?.textContent).toContain(UiTexts.guard.status['no-pasa']);
    expect(guardBadgeIn(statusCell(edited))?.dataset['guardStatus']).toBe('revisar');
    expect(guardBadgeIn(statusCell(never))).toBeNull();
    expect(guardBadgeIn(cellOf(table, rowFor(table, passes), col.title))).toBeNull();
  });

  it('marks the items reviewed before a change of the guide Revisar', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const [reviewed] = (await adapters.requirements.listActive(CUMBRE)).sort((a, b) => a.number - b.number);
    if (reviewed === undefined) throw new Error('no active requirement');
    await storeGuardReview(adapters, reviewed, true, before(5));
    await markGuardDrift(adapters, CUMBRE, ['Guía: Mensaje clave'], before(1));

    await renderApp({ path: '/requirements', as: 'Gestor de contenido', adapters });
    const table = await loadedTable(TITLE);

    expect(guardBadgeIn(cellOf(table, rowFor(table, reviewed), col.status))?.dataset['guardStatus']).toBe('revisar');
  });

  it('Finalizados, which has no status column, shows the badge before the title', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const [finished] = (await adapters.requirements.listFinished(CUMBRE)).sort((a, b) => a.number - b.number);
    if (finished === undefined) throw new Error('Café Cumbre Andina has no finished requirement');
    await storeGuardReview(adapters, finished, false, before(3));

    await renderApp({ path: '/finished', as: 'Gestor de contenido', adapters });
    const table = await loadedTable(ScreenTitles.finishedTitle);

    const title = cellOf(table, rowFor(table, finished), col.title);
    const badge = guardBadgeIn(title);
    expect(badge?.dataset['guardStatus']).toBe('no-pasa');
    expect(title.textContent?.endsWith(finished.title)).toBe(true);
    expect(title.textContent?.startsWith(UiTexts.guard.statusOf(UiTexts.guard.status['no-pasa']))).toBe(true);
  });
});
