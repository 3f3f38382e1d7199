import { createDemoMemoryAdapters } from '@estudio/adapters';
import { BLUEPRINT_BLOCK_LABELS } from '@estudio/domain/blueprint';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentTexts } from '../../shared/texts.js';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW, accountOf } from '../../test/render-app.js';
import { CUMBRE, block, open } from './blueprint-screen.test-support.js';

// Each block of the guide has its thread (docs/product.md, "Comments").
describe('/blueprint: comments per block', () => {
  cleanEachTest();

  it("folds each block's thread under it, with how many are new; opening it shows the thread and marks it read", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const { user } = await open(`/blueprint?brandId=${CUMBRE}`, 'Diseñador', adapters);
    const first = within(await block('primer_bloque'));
    // The Estratega's note on the first block is new for the Diseñador.
    const toggle = await first.findByRole('button', { name: CommentTexts.showBlockThread(1) });
    expect(first.getByRole('img', { name: UiTexts.discussion.newCount(1) })).toBeTruthy();
    expect(
      within(await block('segundo_bloque')).getByRole('button', { name: CommentTexts.showBlockThread(0) }),
    ).toBeTruthy();

    await user.click(toggle);
    const thread = within(
      await screen.findByRole('region', { name: CommentTexts.of(BLUEPRINT_BLOCK_LABELS.primer_bloque) }),
    );
    expect(await thread.findByText(/Revisemos la edad del público/)).toBeTruthy();
    const designer = await adapters.users.findByEmail(accountOf('Diseñador').email);
    await waitFor(async () =>
      expect(Object.keys(await adapters.comments.readMarks(CUMBRE, designer?.uid ?? ''))).toEqual([
        'blueprint:primer_bloque',
      ]),
    );
  });

  it("writes on a block's thread", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const { user } = await open(`/blueprint?brandId=${CUMBRE}`, 'Estratega', adapters);
    const second = within(await block('segundo_bloque'));
    await user.click(await second.findByRole('button', { name: CommentTexts.showBlockThread(0) }));
    const thread = within(
      await screen.findByRole('region', { name: CommentTexts.of(BLUEPRINT_BLOCK_LABELS.segundo_bloque) }),
    );
    expect(await thread.findByText(UiTexts.discussion.empty)).toBeTruthy();
    await user.type(thread.getByRole('combobox', { name: UiTexts.discussion.box }), 'Sumemos un valor');
    await user.click(thread.getByRole('button', { name: UiTexts.discussion.submit }));
    expect(await thread.findByText('Sumemos un valor')).toBeTruthy();
    expect(adapters.comments.all().at(-1)).toMatchObject({
      brandId: CUMBRE,
      target: { kind: 'blueprint', id: 'segundo_bloque' },
      text: 'Sumemos un valor',
    });
  });
});
