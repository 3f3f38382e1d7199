// Steps the browser journeys share: the console's dialogs closed after their text is
// checked, signing out, a requirement opened from /requirements as a user does, and the
// drafts the local Metricool sandbox holds.
import { Messages } from '@estudio/domain';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { functionUrl } from './stack-data.js';

const dialogs = Messages.ui.dialogs;

/** Closes the information dialog (OK) after checking its text; `timeout` for slow server work. */
export const acknowledge = async (page: Page, message: string | RegExp, timeout?: number): Promise<void> => {
  const modal = page.getByRole('dialog', { name: dialogs.infoTitle });
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
  await page
    .getByRole('table', { name: 'Requerimientos' })
    .getByRole('link', { name: requirement.title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${requirement.path}$`));
};

/** The drafts the local Metricool sandbox holds, oldest first. */
export const sandboxDrafts = async (): Promise<Array<Record<string, unknown>>> => {
  const answer = await fetch(functionUrl('sandbox/metricool/posts'));
  expect(answer.status).toBe(200);
  return (await answer.json()) as Array<Record<string, unknown>>;
};
