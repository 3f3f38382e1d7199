import { createDemoMemoryAdapters, PLAUSIBLE_AI_ANSWERS, type MemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError, gate } from '../../test/dialogs.js';
import { CarouselTexts } from './carousel-texts.js';
import { CUMBRE, READY, button, card, open, stored } from './carousel-screen.test-support.js';
import { pageStatuses } from '../../test/statuses.js';

const text = Messages.carousel;
const words = UiTexts.aiDraft;

/** The model's three guides (PLAUSIBLE_AI_ANSWERS.generateDesignGuides). */
const PROPOSED = {
  instructions: [
    'Portada con el mensaje clave sobre fondo naranja.',
    'Tres consejos en tarjetas azules.',
    'Cierre con llamada a la acción.',
  ],
  suggestedWords: ['simple, día', 'consejos, tiempo', 'síguenos'],
};
/** A proposal stored before the screen opens. */
const STORED_PROPOSAL = {
  instructions: ['Guardada uno', 'Guardada dos', 'Guardada tres'],
  suggestedWords: ['g1', 'g2', 'g3'],
  at: TEST_NOW,
};

const draft = () => screen.findByRole('region', { name: CarouselTexts.guidesProposal });
const noDraft = () => expect(screen.queryByRole('region', { name: CarouselTexts.guidesProposal })).toBeNull();

/** Demo data whose model answers the three plausible guides, and the ready carousel as stored before. */
const answering = async () => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  adapters.ai.respond('generateDesignGuides', PLAUSIBLE_AI_ANSWERS.generateDesignGuides);
  return { adapters, before: await stored(adapters) };
};

/** Demo data whose ready carousel already stores STORED_PROPOSAL. */
const withProposal = async (): Promise<MemoryAdapters> => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  await adapters.requirements.update(CUMBRE, READY, { guidesProposal: STORED_PROPOSAL });
  return adapters;
};

// 'Generar nuevas guías' (docs/product.md, "Carousels"): the model's guides are a stored draft beside the guides.
describe('/carrousel/{id}: new guides as a draft (CARROUSEL_NEWGUIDES)', () => {
  cleanEachTest();

  it('busy on the asking button, other actions waiting; the proposal is stored and shown beside the guides, which stay', async () => {
    const { adapters, before } = await answering();
    adapters.ai.modelInfo = { provider: 'demo', model: 'demo/estudio', demo: true };
    const answer = gate<unknown>();
    adapters.ai.respond('generateDesignGuides', () => answer.promise);
    const { user } = await open('Diseñador', adapters);
    await user.click(button(CarouselTexts.generateGuides));
    const asking = button(CarouselTexts.generateGuides);
    await waitFor(() => expect(asking.hasAttribute('data-loading')).toBe(true));
    expect((button(CarouselTexts.generateImage(1)) as HTMLButtonElement).disabled).toBe(true);
    expect(pageStatuses()).toEqual([]);
    await user.click(asking);
    expect(adapters.ai.callsTo('generateDesignGuides')).toHaveLength(1);
    await act(async () => answer.release(PLAUSIBLE_AI_ANSWERS.generateDesignGuides));
    const proposal = await draft();
    expect(proposal.textContent).toContain(`${CarouselTexts.guide(2)}\n${PROPOSED.instructions[1]}`);
    expect(proposal.textContent).toContain(CarouselTexts.proposedWords(PROPOSED.suggestedWords[2] ?? ''));
    expect(proposal.textContent).toContain(before.instructions[0]);
    expect(within(proposal).getByText(Messages.ai.demoModelBadge)).toBeTruthy();
    expect(within(proposal).queryByRole('button', { name: words.insert })).toBeNull();
    expect(within(card(2)).getByText(before.instructions[1] ?? '')).toBeTruthy();
    const after = await stored(adapters);
    expect(after.instructions).toEqual(before.instructions);
    expect(after.suggestedWords).toEqual(before.suggestedWords);
    expect(after.guidesProposal).toMatchObject(PROPOSED);
    expect(asking.hasAttribute('data-loading')).toBe(false);
  });

  it("'Reemplazar' has the server copy the proposal into the guides; 'Deshacer' puts the previous ones back", async () => {
    const { adapters, before } = await answering();
    const { user } = await open('Diseñador', adapters);
    await user.click(button(CarouselTexts.generateGuides));
    await user.click(within(await draft()).getByRole('button', { name: words.replace }));
    expect(await within(card(2)).findByText(PROPOSED.instructions[1] ?? '')).toBeTruthy();
    expect(within(card(3)).getByText(PROPOSED.suggestedWords[2] ?? '')).toBeTruthy();
    expect(await stored(adapters)).toMatchObject({ ...PROPOSED, guidesProposal: null });
    noDraft();
    expect(screen.getByText(CarouselTexts.guidesReplaced)).toBeTruthy();

    await user.click(button(words.undo));
    expect(await within(card(2)).findByText(before.instructions[1] ?? '')).toBeTruthy();
    expect(await stored(adapters)).toMatchObject({
      instructions: before.instructions,
      suggestedWords: before.suggestedWords,
      guidesReplaced: null,
    });
    expect(screen.queryByRole('button', { name: words.undo })).toBeNull();
  });

  it("'Descartar' drops the stored proposal; the guides stay", async () => {
    const { adapters, before } = await answering();
    const { user } = await open('Diseñador', adapters);
    await user.click(button(CarouselTexts.generateGuides));
    await user.click(within(await draft()).getByRole('button', { name: words.discard }));
    await waitFor(noDraft);
    expect(await stored(adapters)).toMatchObject({
      instructions: before.instructions,
      suggestedWords: before.suggestedWords,
      guidesProposal: null,
    });
    expect(screen.queryByRole('button', { name: words.undo })).toBeNull();
  });

  it('survives a reload: a stored proposal is shown on opening', async () => {
    await open('Diseñador', await withProposal());
    const proposal = await draft();
    expect(proposal.textContent).toContain(`${CarouselTexts.guide(2)}\nGuardada dos`);
    expect(proposal.textContent).toContain(CarouselTexts.proposedWords('g3'));
  });

  it("survives a reload: stored replaced guides offer 'Deshacer', which puts them back", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.requirements.update(CUMBRE, READY, {
      guidesReplaced: { instructions: ['Antes'], suggestedWords: ['a'], at: TEST_NOW },
    });
    const { user } = await open('Superadministrador', adapters);
    noDraft();
    expect(screen.getByText(CarouselTexts.guidesReplaced)).toBeTruthy();
    await user.click(button(words.undo));
    await waitFor(async () => expect((await stored(adapters)).instructions).toEqual(['Antes']));
    await waitFor(() => expect(screen.queryByRole('button', { name: words.undo })).toBeNull());
  });

  it('shows nothing of the proposal to whoever lacks CARROUSEL_NEWGUIDES', async () => {
    const adapters = await withProposal();
    await adapters.requirements.update(CUMBRE, READY, {
      guidesReplaced: { instructions: ['Antes'], suggestedWords: ['a'], at: TEST_NOW },
    });
    await open('Gestor de contenido', adapters);
    noDraft();
    expect(screen.queryByText('Guardada uno')).toBeNull();
    expect(screen.queryByRole('button', { name: words.undo })).toBeNull();
  });

  it('a proposal answered meanwhile by someone else: the refusal says so and the screen shows what is stored', async () => {
    const adapters = await withProposal();
    const { user } = await open('Diseñador', adapters);
    const before = await stored(adapters);
    await adapters.requirements.update(CUMBRE, READY, { guidesProposal: null });
    await user.click(within(await draft()).getByRole('button', { name: words.replace }));
    await dismissError(user, text.noGuidesProposal);
    await waitFor(noDraft);
    expect((await stored(adapters)).instructions).toEqual(before.instructions);
  });

  it("needs a caption: 'Caption requerido para generar guías.'", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.requirements.update(CUMBRE, READY, { caption: '' });
    const { user } = await open('Diseñador', adapters);
    await user.click(button(CarouselTexts.generateGuides));
    await dismissError(user, text.captionRequiredForGuides);
    expect(adapters.ai.callsTo('generateDesignGuides')).toHaveLength(0);
  });

  it("refuses anything but three guides ('Guías inválidas.') and keeps the old ones, with no proposal", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.ai.respond('generateDesignGuides', {
      guias_json: { guia1: { descripcion: 'Sola.', palabras_sugeridas: 'una' } },
    });
    const before = await stored(adapters);
    const { user } = await open('Diseñador', adapters);
    await user.click(button(CarouselTexts.generateGuides));
    await dismissError(user, text.invalidGuides);
    expect((await stored(adapters)).instructions).toEqual(before.instructions);
    expect((await stored(adapters)).guidesProposal).toBeNull();
    expect(within(card(1)).getByText(before.instructions[0] ?? '')).toBeTruthy();
    noDraft();
  });
});
