import { createDemoMemoryAdapters } from '@estudio/adapters';
import { SOCIAL_NETWORKS } from '@estudio/domain/brands';
import { Messages } from '@estudio/domain/shared';
import { screen, within } from '@testing-library/react';
import { UiTexts } from '@estudio/ui';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { PreviewTexts } from '../../shared/texts.js';
import { CarouselTexts } from './carousel-texts.js';
import { CUMBRE, READY, button, open, section } from './carousel-screen.test-support.js';

const m = Messages.scheduling;

/** The demo carousel under a brand on every network, with this caption stored. */
const withCaption = async (caption: string) => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  await adapters.brands.update(CUMBRE, { socialNetworks: [...SOCIAL_NETWORKS], updatedAt: TEST_NOW });
  await adapters.requirements.update(CUMBRE, READY, { caption, selectedSocialNetwork: [] });
  return adapters;
};

const preview = () => within(section(PreviewTexts.preview));
const card = (network: string) => preview().getByRole('article', { name: network });
/** The part of the caption a network does not take, as the card strikes it. */
const overflowOf = (network: string) => card(network).querySelector('del')?.textContent ?? null;
const tick = async (user: { click: (element: Element) => Promise<void> }, ...networks: string[]) => {
  const panel = within(section(CarouselTexts.publishing));
  for (const network of networks) await user.click(panel.getByRole('checkbox', { name: network }));
};

const TAGS = Array.from({ length: 31 }, (_, i) => `#cafe${i}`).join(' ');

// 'Vista previa' (docs/product.md, "Preview per network"): the carousel as each ticked network shows it.
describe('/carrousel/{id}: Vista previa', () => {
  cleanEachTest();

  it('cuts the caption where each network does: Instagram 2,200 (and its 30 hashtags), LinkedIn 3,000, Threads 500, TikTok 2,200', async () => {
    const caption = `${'a'.repeat(2_100)} ${TAGS}`;
    const length = [...caption].length;
    const adapters = await withCaption(caption);
    const { user } = await open('Gestor de contenido', adapters);
    expect(preview().getByText(PreviewTexts.noNetworks)).toBeTruthy();

    await tick(user, 'Instagram', 'LinkedIn', 'Threads', 'TikTok');
    expect(
      preview()
        .getAllByRole('article')
        .map((article) => article.querySelector('h4')?.textContent),
    ).toEqual(['Instagram', 'Threads', 'LinkedIn', 'TikTok']);

    expect(overflowOf('Instagram')).toBe(caption.slice(2_200));
    const instagram = within(card('Instagram'));
    expect(instagram.getByText(`${length - 2_200} caracteres de más: no se publica`)).toBeTruthy();
    expect(instagram.getByText('31 / 30')).toBeTruthy();
    expect(instagram.getByText(m.captionTooLong('Instagram', 2_200, length))).toBeTruthy();
    expect(instagram.getByText(m.tooManyHashtags('Instagram', 30, 31))).toBeTruthy();
    expect(instagram.getByRole('img', { name: 'Primera imagen de 3' })).toBeTruthy();

    expect(overflowOf('LinkedIn')).toBeNull();
    expect(within(card('LinkedIn')).getByText(UiTexts.networkPreview.ready)).toBeTruthy();

    expect(overflowOf('Threads')).toBe(caption.slice(500));
    expect(within(card('Threads')).getByText(m.captionTooLong('Threads', 500, length))).toBeTruthy();
    // Each problem sits beside its own network: Instagram's hashtag cap is not Threads'.
    expect(within(card('Threads')).queryByText(m.tooManyHashtags('Instagram', 30, 31))).toBeNull();

    expect(overflowOf('TikTok')).toBe(caption.slice(2_200));
    expect(within(card('TikTok')).getByText(m.captionTooLong('TikTok', 2_200, length))).toBeTruthy();
    // Shown before sending: nothing was sent, and no refusal was asked for.
    expect(adapters.schedulerClient.drafts).toHaveLength(0);
    expect(within(section(CarouselTexts.publishing)).queryByRole('alert')).toBeNull();
  });

  it('follows the caption as it is typed and the networks as they are ticked, before saving', async () => {
    const adapters = await withCaption('x'.repeat(498));
    const { user } = await open('Gestor de contenido', adapters);
    await tick(user, 'Threads');
    expect(overflowOf('Threads')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: CarouselTexts.caption }), 'abcd');
    expect(overflowOf('Threads')).toBe('cd');
    expect(within(card('Threads')).getByText('2 caracteres de más: no se publica')).toBeTruthy();
    expect(preview().getByText(PreviewTexts.unsavedCaption)).toBeTruthy();
    await tick(user, 'Threads');
    expect(preview().queryByRole('article')).toBeNull();
  });

  it('Pinterest: its title of 100, its 500-character description and an https link; the send refuses on the same problems', async () => {
    const adapters = await withCaption('d'.repeat(505));
    const { user } = await open('Gestor de contenido', adapters);
    await tick(user, 'Pinterest');
    const panel = within(section(CarouselTexts.publishing));
    await user.type(panel.getByRole('textbox', { name: CarouselTexts.pinBoardId }), 'tablero-1');
    await user.click(panel.getByRole('textbox', { name: CarouselTexts.pinTitle }));
    await user.paste(`${'t'.repeat(100)}xyz`);
    await user.click(panel.getByRole('textbox', { name: CarouselTexts.pinLink }));
    await user.paste('http://cumbre.example/pin');

    const pinterest = within(card('Pinterest'));
    const struck = [...card('Pinterest').querySelectorAll('del')].map((del) => del.textContent);
    expect(struck).toEqual(['xyz', 'ddddd']);
    expect(pinterest.getByText('3 caracteres de más: no se publica')).toBeTruthy();
    expect(pinterest.getByText('5 caracteres de más: no se publica')).toBeTruthy();
    const problems = [m.captionTooLong('Pinterest', 500, 505), m.pinterestTitleTooLong(100), m.pinterestLinkNotHttps];
    for (const problem of problems) expect(pinterest.getByText(problem)).toBeTruthy();

    // With the link made https, its problem leaves the card, and the send refuses on the card's other two.
    await user.clear(panel.getByRole('textbox', { name: CarouselTexts.pinLink }));
    await user.paste('https://cumbre.example/pin');
    expect(pinterest.queryByText(m.pinterestLinkNotHttps)).toBeNull();
    await user.click(button(CarouselTexts.schedulePublication));
    const alert = await panel.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(problems.slice(0, 2));
    expect(adapters.schedulerClient.drafts).toHaveLength(0);
  });
});
