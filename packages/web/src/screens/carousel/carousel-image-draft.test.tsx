import { createDemoMemoryAdapters, PLAUSIBLE_AI_ANSWERS, type MemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError, gate } from '../../test/dialogs.js';
import { CarouselTexts } from './carousel-texts.js';
import { CUMBRE, READY, button, card, open, pathOf, stored } from './carousel-screen.test-support.js';

const text = Messages.carousel;
const words = UiTexts.aiDraft;

/** Card n's draft, once shown. */
const draftOf = (n: number) => within(card(n)).findByRole('region', { name: CarouselTexts.imageProposal });
const noDraftIn = (n: number) =>
  expect(within(card(n)).queryByRole('region', { name: CarouselTexts.imageProposal })).toBeNull();
const undoIn = (n: number) => within(card(n)).queryByRole('button', { name: words.undo });
const cardImage = (n: number) =>
  within(card(n))
    .getByRole('img', { name: CarouselTexts.image(n) })
    .getAttribute('src');

/** Demo data whose model answers an image, card 1 with a validation mark, and the ready carousel as stored before. */
const answering = async () => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  adapters.ai.respond('generateCarouselImage', PLAUSIBLE_AI_ANSWERS.generateCarouselImage);
  await adapters.requirements.update(CUMBRE, READY, { validation: { '0': { alineacion: 50, descripcion: 'Mal.' } } });
  return { adapters, before: await stored(adapters) };
};

/** Opens the ready carousel as the Diseñador and asks card n for a new image: the draft shown. */
const drafted = async (adapters: MemoryAdapters, n = 1) => {
  const opened = await open('Diseñador', adapters);
  await opened.user.click(button(CarouselTexts.generateImage(n)));
  return { ...opened, draft: await draftOf(n) };
};

/** Demo data whose card 1 shows an accepted AI image, the card's previous image kept by the server. */
const withAccepted = async () => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  const before = await stored(adapters);
  const accepted = before.imagesAIUrl[1] ?? '';
  await adapters.requirements.update(CUMBRE, READY, {
    imagesAIUrl: [accepted, ...before.imagesAIUrl.slice(1)],
    imagesReplaced: { '0': { previous: before.imagesAIUrl[0] ?? '', accepted } },
  });
  return { adapters, previous: before.imagesAIUrl[0] ?? '', accepted };
};

// 'Generar nueva imagen' (docs/product.md, "Carousels"): the model's image is a draft inside its card.
describe('/carrousel/{id}: a new AI image as a draft (CARROUSEL_CHANGEIMG)', () => {
  cleanEachTest();

  it('busy on the asking button, other actions waiting; the draft shows the card’s image beside the new one, and nothing stored changes', async () => {
    const { adapters, before } = await answering();
    adapters.ai.modelInfo = { provider: 'demo', model: 'demo/estudio', demo: true };
    const answer = gate<unknown>();
    adapters.ai.respond('generateCarouselImage', () => answer.promise);
    const { user } = await open('Diseñador', adapters);
    await user.click(button(CarouselTexts.generateImage(1)));
    const asking = button(CarouselTexts.generateImage(1));
    await waitFor(() => expect(asking.hasAttribute('data-loading')).toBe(true));
    expect((button(CarouselTexts.validate(1)) as HTMLButtonElement).disabled).toBe(true);
    expect((button(CarouselTexts.generateImage(2)) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.release(PLAUSIBLE_AI_ANSWERS.generateCarouselImage));
    const draft = within(await draftOf(1));
    expect(draft.getByText(words.currentImage)).toBeTruthy();
    expect(draft.getByRole('img', { name: CarouselTexts.currentImage(1) }).getAttribute('src')).toBe(
      before.imagesAIUrl[0],
    );
    const proposed = draft.getByRole('img', { name: CarouselTexts.proposedImage(1) }).getAttribute('src') ?? '';
    expect(pathOf(proposed)).toMatch(new RegExp(`^img_carrousels/${CUMBRE}/${READY}/imagen-1-`));
    expect(draft.getByText(Messages.ai.demoModelBadge)).toBeTruthy();
    expect(draft.getByRole('button', { name: words.replace })).toBeTruthy();
    expect(draft.queryByRole('button', { name: words.insert })).toBeNull();
    noDraftIn(2);
    // The image is stored in the carousel's folder; the card, its mark and the requirement are as they were.
    expect(adapters.storage.list().map((object) => object.path)).toEqual([pathOf(proposed)]);
    expect(await stored(adapters)).toEqual(before);
    expect(cardImage(1)).toBe(before.imagesAIUrl[0]);
    expect(within(card(1)).getByRole('button', { name: UiTexts.validation.notAlignedDetail })).toBeTruthy();
    expect(asking.hasAttribute('data-loading')).toBe(false);
  });

  it("'Reemplazar' has the server set the image on the card, dropping its validation; 'Deshacer' puts the previous one back", async () => {
    const { adapters, before } = await answering();
    const { user, draft } = await drafted(adapters);
    const proposed = within(draft)
      .getByRole('img', { name: CarouselTexts.proposedImage(1) })
      .getAttribute('src');
    await user.click(within(draft).getByRole('button', { name: words.replace }));
    await waitFor(() => expect(cardImage(1)).toBe(proposed));
    const after = await stored(adapters);
    expect(after.imagesAIUrl).toEqual([proposed, ...before.imagesAIUrl.slice(1)]);
    expect(pathOf(after.imagesAIUrl[0])).toContain(`img_carrousels/${CUMBRE}/${READY}/`);
    expect(after.validation).toEqual({});
    expect(after.imagesReplaced).toEqual({ '0': { previous: before.imagesAIUrl[0], accepted: proposed } });
    expect(within(card(1)).queryByRole('button', { name: /Validación/ })).toBeNull();
    noDraftIn(1);
    expect(within(card(1)).getByText(words.replacedImage)).toBeTruthy();
    expect(undoIn(2)).toBeNull();

    await user.click(undoIn(1) as HTMLElement);
    await waitFor(() => expect(cardImage(1)).toBe(before.imagesAIUrl[0]));
    expect(await stored(adapters)).toMatchObject({
      imagesAIUrl: before.imagesAIUrl,
      validation: {},
      imagesReplaced: {},
    });
    await waitFor(() => expect(undoIn(1)).toBeNull());
    expect(within(card(1)).queryByText(words.replacedImage)).toBeNull();
  });

  it("'Descartar' drops the draft here: nothing stored changes (the image stays in the carousel's folder)", async () => {
    const { adapters, before } = await answering();
    const { user, draft } = await drafted(adapters, 2);
    await user.click(within(draft).getByRole('button', { name: words.discard }));
    noDraftIn(2);
    expect(await stored(adapters)).toEqual(before);
    expect(cardImage(2)).toBe(before.imagesAIUrl[1]);
    expect(undoIn(2)).toBeNull();
    expect(adapters.storage.list()).toHaveLength(1);
  });

  it('a new image over a draft still shown replaces it', async () => {
    const { adapters } = await answering();
    const { user, draft } = await drafted(adapters);
    const first = within(draft)
      .getByRole('img', { name: CarouselTexts.proposedImage(1) })
      .getAttribute('src');
    adapters.ai.respond('generateCarouselImage', { imageBase64: '/9j/4AAQSkZJRg==' });
    await user.click(button(CarouselTexts.generateImage(1)));
    await waitFor(async () =>
      expect(
        within(await draftOf(1))
          .getByRole('img', { name: CarouselTexts.proposedImage(1) })
          .getAttribute('src'),
      ).not.toBe(first),
    );
    expect(within(card(1)).getAllByRole('region', { name: CarouselTexts.imageProposal })).toHaveLength(1);
  });

  it("survives a reload: the image the server keeps offers 'Deshacer', only while the card shows the accepted image", async () => {
    const { adapters, previous } = await withAccepted();
    const { user } = await open('Diseñador', adapters);
    noDraftIn(1);
    expect(within(card(1)).getByText(words.replacedImage)).toBeTruthy();
    await user.click(undoIn(1) as HTMLElement);
    await waitFor(async () => expect((await stored(adapters)).imagesAIUrl[0]).toBe(previous));
    await waitFor(() => expect(undoIn(1)).toBeNull());
  });

  it("shows no 'Deshacer' for a kept image the card no longer shows", async () => {
    const { adapters } = await withAccepted();
    await adapters.requirements.update(CUMBRE, READY, { imagesAIUrl: ['', 'b', 'c'] });
    await open('Diseñador', adapters);
    expect(screen.queryByText(words.replacedImage)).toBeNull();
    expect(undoIn(1)).toBeNull();
  });

  it('a refused replacement says why and keeps the draft and the card as they are', async () => {
    const { adapters, before } = await answering();
    const { user, draft } = await drafted(adapters);
    adapters.requirements.failNext('updateFrom', new Error('sin red'));
    await user.click(within(draft).getByRole('button', { name: words.replace }));
    await dismissError(user, `${text.generateImagePrefix}sin red`);
    expect(await stored(adapters)).toEqual(before);
    expect(await draftOf(1)).toBeTruthy();
    expect(cardImage(1)).toBe(before.imagesAIUrl[0]);
    expect(undoIn(1)).toBeNull();
  });

  it('an undo refused because the card changed meanwhile says so, and the screen shows what is stored', async () => {
    const { adapters } = await withAccepted();
    const { user } = await open('Diseñador', adapters);
    const theirs = (await stored(adapters)).imagesAIUrl[2] ?? '';
    await adapters.requirements.update(CUMBRE, READY, { imagesAIUrl: [theirs, 'b', theirs] });
    await user.click(undoIn(1) as HTMLElement);
    await dismissError(user, text.noImageToRestore);
    await waitFor(() => expect(cardImage(1)).toBe(theirs));
    expect(undoIn(1)).toBeNull();
    expect((await stored(adapters)).imagesAIUrl[0]).toBe(theirs);
  });

  it('shows neither the new image nor the undo to whoever lacks CARROUSEL_CHANGEIMG', async () => {
    const { adapters } = await withAccepted();
    await open('Gestor de contenido', adapters);
    expect(screen.queryByRole('button', { name: CarouselTexts.generateImage(1) })).toBeNull();
    expect(screen.queryByText(words.replacedImage)).toBeNull();
    expect(screen.queryByRole('button', { name: words.undo })).toBeNull();
  });
});
