// One read of the brand list per session (docs/product.md, "Shell and menu"): the sidebar's,
// which the landing brand questionnaire's dropdown, the requirement lists and the brand
// settings take instead of reading the brands again.
import { createDemoMemoryAdapters } from '@estudio/adapters';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BrandDnaTexts } from '../screens/brand-dna/brand-dna-texts.js';
import { ScreenTitles } from '../shared/screen-titles.js';
import { TEST_NOW, renderApp } from '../test/render-app.js';

/** The table's rows arrived (it is no longer busy and says its total). */
const tableShown = async (name: string) => {
  const table = await screen.findByRole('table', { name }, { timeout: 10_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByTestId('list-note')).toBeNull(), { timeout: 10_000 });
};

const dropdownShown = async () => {
  const picker = await screen.findByLabelText(BrandDnaTexts.brandPicker, {}, { timeout: 10_000 });
  await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(1));
};

describe('the brand list of a session', () => {
  it.each([
    ['/marca', 'Superadministrador', dropdownShown],
    ['/marca', 'Estratega', dropdownShown],
    ['/requirements', 'Diseñador', () => tableShown(ScreenTitles.requirementsTitle)],
    ['/finished', 'Estratega', () => tableShown(ScreenTitles.finishedTitle)],
    ['/finished', 'Diseñador', () => tableShown(ScreenTitles.finishedTitle)],
    ['/adminbrands', 'Superadministrador', () => tableShown(ScreenTitles.adminBrands)],
  ] as const)('is read once on %s for %s: the screen takes the sidebar’s', async (path, role, shown) => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const listVisible = vi.spyOn(adapters.brands, 'listVisible');
    await renderApp({ path, as: role, adapters });
    await shown();
    expect(listVisible).toHaveBeenCalledTimes(1);
  });
});
