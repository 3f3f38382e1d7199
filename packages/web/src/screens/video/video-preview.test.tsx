import { createDemoMemoryAdapters } from '@estudio/adapters';
import { SOCIAL_NETWORKS } from '@estudio/domain/brands';
import { Messages } from '@estudio/domain/shared';
import { within } from '@testing-library/react';
import { UiTexts } from '@estudio/ui';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { PreviewTexts } from '../../shared/texts.js';
import { VideoTexts } from './video-texts.js';
import { CUMBRE, READY, fill, open, panel, region, selectBrand, stored } from './video-screen.test-support.js';

const m = Messages.scheduling;
const words = VideoTexts.publish;

// 'Vista previa' (docs/product.md, "Preview per network"): the video as each ticked network shows it.
describe('/video/{id}: Vista previa', () => {
  cleanEachTest(() => selectBrand(CUMBRE, 'Café Cumbre Andina'));

  it("YouTube's title cut at 100, Pinterest's description at 500, TikTok and Instagram within theirs, each with its problems", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.brands.update(CUMBRE, { socialNetworks: [...SOCIAL_NETWORKS], updatedAt: TEST_NOW });
    const caption = `${'d'.repeat(505)} #cafe`;
    await adapters.requirements.update(CUMBRE, READY, {
      caption,
      selectedSocialNetwork: [],
      videoTitle: '',
      pinBoardId: '',
    });
    const { user } = await open(READY, undefined, adapters);
    const box = within(await panel());
    for (const network of ['Instagram', 'Pinterest', 'TikTok', 'YouTube']) {
      await user.click(box.getByRole('checkbox', { name: network }));
    }
    const preview = within(await region(PreviewTexts.preview));
    const card = (network: string) => preview.getByRole('article', { name: network });

    const youtube = within(card('YouTube'));
    expect(youtube.getByText(m.youtubeTitleRequired)).toBeTruthy();
    expect(youtube.getByText(UiTexts.networkPreview.video)).toBeTruthy();
    await fill(user, box.getByRole('textbox', { name: words.videoTitle }), `${'t'.repeat(100)}xy`);
    expect(card('YouTube').querySelector('del')?.textContent).toBe('xy');
    expect(youtube.getByText('2 caracteres de más: no se publica')).toBeTruthy();
    expect(youtube.getByText(m.youtubeTitleTooLong(100))).toBeTruthy();
    expect(youtube.queryByText(m.youtubeTitleRequired)).toBeNull();

    const pinterest = within(card('Pinterest'));
    expect(card('Pinterest').querySelector('del')?.textContent).toBe(caption.slice(500));
    expect(pinterest.getByText(m.captionTooLong('Pinterest', 500, 511))).toBeTruthy();
    expect(pinterest.getByText(m.pinterestBoardRequired)).toBeTruthy();

    for (const network of ['Instagram', 'TikTok']) {
      expect(card(network).querySelector('del')).toBeNull();
      expect(within(card(network)).getByText(UiTexts.networkPreview.ready)).toBeTruthy();
    }
    expect(within(card('Instagram')).getByText('1 / 30')).toBeTruthy();
    // Nothing was saved or sent to show it.
    expect((await stored(adapters, READY)).videoTitle).toBe('');
    expect(adapters.schedulerClient.drafts).toHaveLength(0);
  });
});
