import { createDemoMemoryAdapters } from '@estudio/adapters';
import { UiTexts } from '@estudio/ui';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { CUMBRE, open, READY, region, selectBrand, stored } from './video-screen.test-support.js';

const t = UiTexts.review;

// docs/product.md, "Approval": the video detail's review bar.
describe('/video/{id}: the client review', () => {
  cleanEachTest(() => selectBrand(CUMBRE, 'Café Cumbre Andina'));

  it('shows no review on a brand without approval', async () => {
    await open(READY);
    await region('Guión 1');
    expect(screen.queryByRole('region', { name: t.region })).toBeNull();
  });

  it('is sent for review by the Gestor de contenido on a brand that requires it', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.brands.update(CUMBRE, { requiresApproval: true, updatedAt: TEST_NOW });
    const { user } = await open(READY, 'Gestor de contenido', adapters);
    const bar = await region(t.region);
    await user.click(within(bar).getByRole('button', { name: t.submit }));
    expect(await within(await region(t.region)).findByText('En revisión')).toBeTruthy();
    expect((await stored(adapters, READY)).review?.history.at(-1)).toMatchObject({
      action: 'submit',
      email: 'contenido@estudio.test',
    });
  });
});
