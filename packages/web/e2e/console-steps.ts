// Steps the browser journeys share: the console's dialogs closed after their text is
// checked, signing out, a requirement opened from /requirements as a user does, and the
// drafts the local Metricool sandbox holds.
import type { Locator, Page } from '@playwright/test';
import { UiTexts } from '@estudio/ui/texts';
import { expect } from './fixtures.js';
import { functionUrl } from './stack-data.js';
import { AppTexts } from '../src/shared/texts.js';

const dialogs = UiTexts.dialogs;

/** Closes the information dialog (OK) after checking its text; `timeout` for slow server work. */
export const acknowledge = async (page: Page, message: string | RegExp, timeout?: number): Promise<void> => {
  const modal = page.getByRole('dialog', { name: AppTexts.infoTitle });
  await expect(modal).toContainText(message, { timeout });
  await modal.getByRole('button', { name: dialogs.ok }).click();
  await expect(modal).toHaveCount(0);
};

/** Closes the error dialog (Cerrar) after checking its text. */
export const dismissError = async (page: Page, message: string): Promise<void> => {
  const modal = page.getByRole('alertdialog', { name: dialogs.errorTitle });
  await expect(modal).toContainText(message);
  await modal.getByRole('button', { name: dialogs.close }).click();
  await expect(modal).toHaveCount(0);
};

export const signOut = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
};

/** The texts of each row's cells in a list's table body (a select cell gives its chosen option's label). */
export const rowCells = async (list: Locator): Promise<string[][]> =>
  list.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td'), (cell) => {
        const select = cell.querySelector('select');
        return select === null ? (cell.textContent ?? '') : (select.selectedOptions[0]?.textContent ?? '');
      }),
    ),
  );

/** A row of the active requirements list by its columns (display order: title, brand, number, created by, status, assignee…). */
export const activeRow = ([
  title = '',
  brand = '',
  number = '',
  ,
  status = '',
  assignedTo = '',
]: readonly string[]) => ({
  title,
  brand,
  number,
  status,
  assignedTo,
});

/**
 * Waits until a list shows at least one row and only rows that `keep` accepts. The lists'
 * text filters are deferred (typing stays responsive), so for a moment after a filter is
 * typed the rows of before it can still be on screen: reading or clicking one then would
 * take a row the filter is about to remove.
 */
export const rowsFiltered = async (list: Locator, keep: (cells: readonly string[]) => boolean): Promise<void> => {
  await expect
    .poll(async () => {
      const rows = await rowCells(list);
      return rows.length > 0 && rows.every(keep);
    })
    .toBe(true);
};

/**
 * Opens a requirement as a user does: /requirements, the brand and number filters, its title
 * link; then checks the detail's address (/carrousel/{id}, /video/{id}, /blog/{id}).
 */
export const openFromRequirements = async (
  page: Page,
  requirement: { readonly brand: string; readonly number: number; readonly title: string; readonly path: string },
): Promise<void> => {
  await page.goto('/requirements');
  await expect(page.getByRole('heading', { level: 1, name: 'Requerimientos' })).toBeVisible();
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Marca', exact: true }).fill(requirement.brand);
  await search.getByRole('searchbox', { name: 'Núm.', exact: true }).fill(String(requirement.number));
  const list = page.getByRole('table', { name: 'Requerimientos' });
  // Another brand's requirement can have the same title: click only once the filters apply.
  await rowsFiltered(list, (cells) => {
    const row = activeRow(cells);
    return row.brand === requirement.brand && row.number.includes(String(requirement.number));
  });
  await list.getByRole('link', { name: requirement.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${requirement.path}$`));
};

/**
 * Opens a finished requirement as a user does: 'Personalizado' in the menu (/finished), the
 * brand and number filters, its title link; then checks the detail's address.
 */
export const openFromFinished = async (
  page: Page,
  requirement: { readonly brand: string; readonly number: number; readonly title: string; readonly path: string },
): Promise<void> => {
  await page.getByRole('link', { name: 'Personalizado', exact: true }).click();
  const finished = page.getByRole('table', { name: 'Requerimientos Finalizados' });
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Marca', exact: true }).fill(requirement.brand);
  await search.getByRole('searchbox', { name: 'Número', exact: true }).fill(String(requirement.number));
  await finished.getByRole('link', { name: requirement.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${requirement.path}$`));
  await expect(page.getByRole('heading', { name: requirement.title })).toBeVisible();
};

/** The drafts the local Metricool sandbox holds, oldest first. */
export const sandboxDrafts = async (): Promise<Array<Record<string, unknown>>> => {
  const answer = await fetch(functionUrl('sandbox/metricool/posts'));
  expect(answer.status).toBe(200);
  return (await answer.json()) as Array<Record<string, unknown>>;
};
