import { createDemoMemoryAdapters } from '@estudio/adapters';
import { UiTexts } from '@estudio/ui';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { BlueprintTexts } from './blueprint-texts.js';
import { block, CUMBRE, open, stored } from './blueprint-screen.test-support.js';

const t = UiTexts.review;
const path = `/blueprint?brandId=${CUMBRE}`;
const bar = () => screen.findByRole('region', { name: t.region });

// docs/product.md, "Approval": the guide's review bar.
describe('/blueprint: the client review of the guide', () => {
  cleanEachTest();

  it('shows no review on a brand without approval', async () => {
    await open(path);
    await block('primer_bloque');
    expect(screen.queryByRole('region', { name: t.region })).toBeNull();
  });

  it('is sent by the Estratega and approved by the Cliente revisor, who edits nothing', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.brands.update(CUMBRE, { requiresApproval: true, updatedAt: TEST_NOW });
    const estratega = await open(path, 'Estratega', adapters);
    await estratega.user.click(within(await bar()).getByRole('button', { name: t.submit }));
    expect(await within(await bar()).findByText('En revisión')).toBeTruthy();
    expect((await stored(adapters)).review?.state).toBe('en-revision');
    estratega.unmount();

    const revisor = await open(path, 'Cliente revisor', adapters);
    await block('primer_bloque');
    expect(screen.queryByRole('button', { name: BlueprintTexts.regenerate })).toBeNull();
    expect(screen.queryByRole('button', { name: BlueprintTexts.generateRequirements })).toBeNull();
    await revisor.user.click(within(await bar()).getByRole('button', { name: t.approve }));
    expect(await within(await bar()).findByText('Aprobado')).toBeTruthy();
    expect((await stored(adapters)).review?.history.at(-1)).toMatchObject({
      action: 'approve',
      email: 'revisor@estudio.test',
    });
  });
});
