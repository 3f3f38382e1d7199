import { createDemoMemoryAdapters } from '@estudio/adapters';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { bodyRows, loadedTable, rowOf } from './requirement-list.test-support.js';
import { TITLE } from './requirements-screen.test-support.js';
import { RequirementsTexts } from './requirements-texts.js';

const CUMBRE = 'demo-cafe-cumbre-andina';

const badgesOf = (row: HTMLElement | undefined): string[] =>
  [...(row?.querySelectorAll('[data-review]') ?? [])].map((badge) => badge.textContent ?? '');

// docs/product.md, "Approval": the review state as a badge beside the status, never instead of it.
describe('Requerimientos: the review badge', () => {
  cleanEachTest(() =>
    window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: CUMBRE, brandName: 'Café Cumbre Andina' })),
  );

  it('shows none on a brand without approval', async () => {
    await renderApp({ path: '/requirements', as: 'Gestor de contenido' });
    const table = await loadedTable(TITLE);
    expect(bodyRows(table).flatMap(badgesOf)).toEqual([]);
    expect(screen.queryByRole('link', { name: RequirementsTexts.reviewGuide })).toBeNull();
  });

  it("shows each row's review state, with the status kept beside it, to the reviewer too", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.brands.update(CUMBRE, { requiresApproval: true, updatedAt: TEST_NOW });
    const [first] = (await adapters.requirements.listActive(CUMBRE)).sort((a, b) => a.number - b.number);
    if (first === undefined) throw new Error('no active requirement');
    const step = { uid: 'u', email: 'contenido@estudio.test', at: TEST_NOW, version: 'v', comment: '' };
    await adapters.requirements.update(CUMBRE, first.id, {
      review: { state: 'en-revision', version: 'v', parts: {}, comment: '', history: [{ action: 'submit', ...step }] },
    });
    await renderApp({ path: '/requirements', as: 'Cliente revisor', adapters });
    const table = await loadedTable(TITLE);
    const row = rowOf(table, first);
    expect(badgesOf(row)).toEqual(['En revisión']);
    expect(row?.querySelector('[data-status]')?.getAttribute('data-status')).toBe(first.status);
    const others = bodyRows(table).filter((candidate) => candidate !== row);
    expect(new Set(others.flatMap(badgesOf))).toEqual(new Set(['Sin enviar a revisión']));
    // The reviewer changes neither status nor assignee: no select in the list.
    expect(within(table).queryAllByRole('combobox')).toHaveLength(0);
    // The reviewer has no Marca menu: the selected brand's guide is reached from here.
    expect(screen.getByRole('link', { name: RequirementsTexts.reviewGuide }).getAttribute('href')).toBe(
      `/blueprint?brandId=${CUMBRE}`,
    );
  });
});
