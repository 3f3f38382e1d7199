import { UiTexts } from '@estudio/ui';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { BlogTexts } from './blog-texts.js';
import { CUMBRE, demoAdapters, open, region, stored, WRITTEN_BLOG } from './blog-screen.test-support.js';

const t = UiTexts.review;

// docs/product.md, "Approval": the blog detail's review bar; the reviewer reads and edits nothing.
describe('/blog/{id}: the client review', () => {
  cleanEachTest();

  it('shows no review on a brand without approval', async () => {
    const adapters = demoAdapters();
    const { title, number } = await stored(adapters, WRITTEN_BLOG);
    await open(WRITTEN_BLOG, undefined, adapters);
    await screen.findByRole('heading', { name: BlogTexts.titleOf(title, number), level: 1 });
    expect(screen.queryByRole('region', { name: t.region })).toBeNull();
  });

  it('lets the Cliente revisor ask for changes, with no edit control on the article', async () => {
    const adapters = demoAdapters();
    await adapters.brands.update(CUMBRE, { requiresApproval: true, updatedAt: TEST_NOW });
    const step = { uid: 'u', email: 'contenido@estudio.test', at: TEST_NOW, version: 'v', comment: '' };
    await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, {
      review: { state: 'en-revision', version: 'v', parts: {}, comment: '', history: [{ action: 'submit', ...step }] },
    });
    const { user } = await open(WRITTEN_BLOG, 'Cliente revisor', adapters);
    const bar = await region(t.region);
    expect(screen.queryByRole('button', { name: BlogTexts.saveArticle })).toBeNull();
    await user.type(within(bar).getByRole('textbox', { name: t.comment }), 'Acorta la introducción.');
    await user.click(within(bar).getByRole('button', { name: t.requestChanges }));
    expect(await within(await region(t.region)).findByText('Cambios solicitados')).toBeTruthy();
    expect((await stored(adapters, WRITTEN_BLOG)).review).toMatchObject({
      state: 'cambios-solicitados',
      comment: 'Acorta la introducción.',
    });
  });
});
