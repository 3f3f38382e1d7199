import { createDemoMemoryAdapters, type ScriptedAnswer } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError, gate } from '../../test/dialogs.js';
import { withoutCode } from '../../test/roles.js';
import { CarouselTexts } from './carousel-texts.js';
import { button, open, stored } from './carousel-screen.test-support.js';
import { pageStatuses } from '../../test/statuses.js';

const text = Messages.carousel;
const words = UiTexts.aiDraft;

/** The model's answer: a single caption, so every grid position takes it. */
const PROPOSED = 'Del cafetal a tu taza en siete días.';
const ANSWER = { redes_json: { uno: PROPOSED } };

const captionBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: CarouselTexts.caption });
const draft = () => screen.findByRole('region', { name: CarouselTexts.captionProposal });

/** The content manager on the ready carousel, the model answering ANSWER (or `answer`). */
const openWithAnswer = async (answer: ScriptedAnswer<'carouselCaptions'> = ANSWER) => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  adapters.ai.respond('carouselCaptions', answer);
  const before = await stored(adapters);
  return { ...(await open('Gestor de contenido', adapters)), before };
};

// 'Generar sugerencia' (docs/product.md, "Carousels"): the proposed caption is a draft beside the caption.
describe('/carrousel/{id}: caption suggestion (CARROUSEL_SUGGESTIONAI)', () => {
  cleanEachTest();

  it('busy on the asking button, every other action waiting, not sent twice; the answer is a draft, nothing saved', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const answer = gate<unknown>();
    adapters.ai.respond('carouselCaptions', () => answer.promise);
    const before = await stored(adapters);
    const { user } = await open('Gestor de contenido', adapters);
    await user.click(button(CarouselTexts.generateSuggestion));
    const asking = button(CarouselTexts.generateSuggestion);
    await waitFor(() => expect(asking.hasAttribute('data-loading')).toBe(true));
    expect((button(CarouselTexts.savePublication) as HTMLButtonElement).disabled).toBe(true);
    expect((button(CarouselTexts.saveGuide(1)) as HTMLButtonElement).disabled).toBe(true);
    // No spinner over the page: the button that asked is the one busy.
    expect(pageStatuses()).toEqual([]);
    await user.click(asking);
    expect(adapters.ai.callsTo('carouselCaptions')).toHaveLength(1);
    await act(async () => answer.release(ANSWER));
    const proposal = await draft();
    expect(within(proposal).getByText(PROPOSED)).toBeTruthy();
    expect(proposal.textContent).toContain(before.caption);
    expect(captionBox().value).toBe(before.caption);
    expect(await stored(adapters)).toEqual(before);
    expect(asking.hasAttribute('data-loading')).toBe(false);
  });

  it('shows the draft beside unsaved typing, which stays in the box', async () => {
    const { user, adapters, before } = await openWithAnswer();
    await user.type(captionBox(), ' Escrito sin guardar.');
    await user.click(button(CarouselTexts.generateSuggestion));
    const proposal = await draft();
    expect(proposal.textContent).toContain(`${before.caption} Escrito sin guardar.`);
    expect(within(proposal).getByText(PROPOSED)).toBeTruthy();
    expect(captionBox().value).toBe(`${before.caption} Escrito sin guardar.`);
    expect(screen.getByRole('region', { name: UiTexts.actionBar.label }).textContent).toContain(
      UiTexts.actionBar.unsaved,
    );
    expect((await stored(adapters)).caption).toBe(before.caption);
  });

  it("'Insertar' adds the proposal after the caption as typed and saves it", async () => {
    const { user, adapters, before } = await openWithAnswer();
    await user.type(captionBox(), ' Mío.');
    await user.click(button(CarouselTexts.generateSuggestion));
    await user.click(within(await draft()).getByRole('button', { name: words.insert }));
    const expected = `${before.caption} Mío.\n\n${PROPOSED}`;
    await waitFor(async () => expect((await stored(adapters)).caption).toBe(expected));
    await waitFor(() => expect(captionBox().value).toBe(expected));
    expect(screen.queryByRole('region', { name: CarouselTexts.captionProposal })).toBeNull();
  });

  it("'Reemplazar' replaces and saves; 'Deshacer' puts the previous text back and saves it", async () => {
    const { user, adapters, before } = await openWithAnswer();
    await user.click(button(CarouselTexts.generateSuggestion));
    await user.click(within(await draft()).getByRole('button', { name: words.replace }));
    await waitFor(async () => expect((await stored(adapters)).caption).toBe(PROPOSED));
    await waitFor(() => expect(captionBox().value).toBe(PROPOSED));
    expect(screen.getByText(words.replaced)).toBeTruthy();
    expect(screen.getByRole('region', { name: UiTexts.actionBar.label }).textContent).toContain(
      UiTexts.actionBar.saved,
    );

    await user.click(button(words.undo));
    await waitFor(async () => expect((await stored(adapters)).caption).toBe(before.caption));
    await waitFor(() => expect(captionBox().value).toBe(before.caption));
    expect(screen.queryByRole('button', { name: words.undo })).toBeNull();
  });

  it("'Descartar' drops the proposal and changes nothing", async () => {
    const { user, adapters, before } = await openWithAnswer();
    await user.type(captionBox(), ' Mío.');
    await user.click(button(CarouselTexts.generateSuggestion));
    await user.click(within(await draft()).getByRole('button', { name: words.discard }));
    expect(screen.queryByRole('region', { name: CarouselTexts.captionProposal })).toBeNull();
    expect(captionBox().value).toBe(`${before.caption} Mío.`);
    expect(await stored(adapters)).toEqual(before);
  });

  it('without REQUIREMENTS_EDIT the proposal can be read and discarded only', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.ai.respond('carouselCaptions', ANSWER);
    await withoutCode(adapters, 'Gestor de contenido', 'editar_requerimiento');
    const before = await stored(adapters);
    const { user } = await open('Gestor de contenido', adapters);
    await user.click(button(CarouselTexts.generateSuggestion));
    const proposal = within(await draft());
    expect(proposal.getByText(PROPOSED)).toBeTruthy();
    expect(proposal.queryByRole('button', { name: words.replace })).toBeNull();
    expect(proposal.queryByRole('button', { name: words.insert })).toBeNull();
    await user.click(proposal.getByRole('button', { name: words.discard }));
    expect(screen.queryByRole('region', { name: CarouselTexts.captionProposal })).toBeNull();
    expect(await stored(adapters)).toEqual(before);
  });

  it('a failed save of the proposal says so; the draft and the typing stay, nothing changes', async () => {
    const { user, adapters, before } = await openWithAnswer();
    await user.type(captionBox(), ' Mío.');
    await user.click(button(CarouselTexts.generateSuggestion));
    adapters.requirements.failNext('updateFrom', new Error('sin red'));
    await user.click(within(await draft()).getByRole('button', { name: words.replace }));
    await dismissError(user, Messages.blueprint.saveChanges);
    expect(within(await draft()).getByText(PROPOSED)).toBeTruthy();
    expect(captionBox().value).toBe(`${before.caption} Mío.`);
    expect(await stored(adapters)).toEqual(before);
  });

  it.each([
    ['a failure', new Error('modelo caído')],
    ['an invalid answer', { redes_json: 'sin captions' }],
  ])('%s says so and changes nothing', async (_case, answer) => {
    const { user, adapters, before } = await openWithAnswer(answer);
    await user.click(button(CarouselTexts.generateSuggestion));
    await dismissError(user, text.generateSuggestion);
    expect(await stored(adapters)).toEqual(before);
    expect(captionBox().value).toBe(before.caption);
    expect(screen.queryByRole('region', { name: CarouselTexts.captionProposal })).toBeNull();
  });
});
