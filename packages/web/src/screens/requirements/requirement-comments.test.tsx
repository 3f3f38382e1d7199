import { createDemoMemoryAdapters } from '@estudio/adapters';
import { UiTexts } from '@estudio/ui';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { CommentTexts } from '../../shared/texts.js';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';

const CUMBRE = 'demo-cafe-cumbre-andina';

// The thread on the video and blog details, and on /requirements/{id} (docs/product.md, "Comments").
describe('comments on the other details', () => {
  cleanEachTest();

  it.each([
    ['/video/demo-req-022', 'Video 22 - T2'],
    ['/blog/demo-req-027', 'Blog 27 - T1'],
  ])('%s has its thread and write box', async (path) => {
    window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: CUMBRE, brandName: 'Café Cumbre Andina' }));
    const { adapters } = await renderApp({
      path,
      as: 'Gestor de contenido',
      adapters: createDemoMemoryAdapters(TEST_NOW),
    });
    const card = within(await screen.findByRole('region', { name: CommentTexts.title }));
    const thread = within(card.getByRole('region', { name: CommentTexts.requirementThread }));
    expect(await thread.findByText(UiTexts.discussion.empty)).toBeTruthy();
    expect(thread.getByRole('combobox', { name: UiTexts.discussion.box })).toBeTruthy();
    expect(adapters.comments.all()).toHaveLength(3);
  });

  it('/requirements/{id} shows the requirement’s thread above the list', async () => {
    window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: CUMBRE, brandName: 'Café Cumbre Andina' }));
    await renderApp({ path: '/requirements/demo-req-016', as: 'Estratega' });
    const card = within(await screen.findByRole('region', { name: CommentTexts.of('Carrusel 16 - T2') }));
    const thread = within(card.getByRole('region', { name: CommentTexts.requirementThread }));
    expect(await thread.findAllByRole('listitem')).toHaveLength(2);
  });
});
