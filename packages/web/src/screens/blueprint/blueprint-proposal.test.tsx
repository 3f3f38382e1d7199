import { createDemoMemoryAdapters, PLAUSIBLE_AI_ANSWERS, type MemoryAdapters } from '@estudio/adapters';
import { BLUEPRINT_BLOCK_LABELS, BLUEPRINT_BLOCK_NAMES, type BlueprintBlocks } from '@estudio/domain/blueprint';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentTexts } from '../../shared/texts.js';
import { cleanEachTest } from '../../test/each-test.js';
import { dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { TEST_NOW } from '../../test/render-app.js';
import { expectLeaveGuard } from '../../test/leave-guard.js';
import { BlueprintTexts } from './blueprint-texts.js';
import { CUMBRE, block, open, stored } from './blueprint-screen.test-support.js';

const text = Messages.blueprint;
const words = UiTexts.aiDraft;
const PATH = `/blueprint?brandId=${CUMBRE}`;

/** A guide's blocks with the key message changed: a stored proposal, or the blocks an accept replaced. */
const variantOf = (bloques: BlueprintBlocks, message: string): BlueprintBlocks => ({
  ...bloques,
  tercer_bloque: { mensaje_clave: message, copy_referencia: 'Copy de la variante.' },
});

const draft = () => screen.findByRole('region', { name: BlueprintTexts.proposalTitle });
const noDraft = () => expect(screen.queryByRole('region', { name: BlueprintTexts.proposalTitle })).toBeNull();
const side = async (label: string) => within(await draft()).getByRole('group', { name: label });
const button = (name: string) => screen.getByRole('button', { name });
const inDraft = async (name: string) => within(await draft()).getByRole('button', { name });
const undoButton = () => screen.queryByRole('button', { name: words.undo });
const message = async (name: keyof typeof BLUEPRINT_BLOCK_LABELS, value: string) =>
  within(await block(name)).findByText(value);

/** Demo data whose Café Cumbre guide holds `fields` (a proposal, replaced blocks) beside its blocks. */
const withStored = async (fields: (bloques: BlueprintBlocks) => object): Promise<MemoryAdapters> => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  await adapters.blueprints.updateFrom(CUMBRE, (guide) => fields(guide.bloques));
  return adapters;
};
const withProposal = () =>
  withStored((bloques) => ({ proposal: { bloques: variantOf(bloques, 'Mensaje propuesto.'), at: TEST_NOW } }));

// 'Regenerar' (docs/product.md, "Communication guide (blueprint)"): the new guide is a stored draft beside the guide.
describe('/blueprint: the regenerated guide as a draft (GEN_BLUEPRINT)', () => {
  cleanEachTest();

  it('asks nothing first; busy on the button, the grid waiting; the draft is stored and shown block by block', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.ai.modelInfo = { provider: 'demo', model: 'demo/estudio', demo: true };
    const answer = gate<unknown>();
    adapters.ai.respond('generateBlueprint', () => answer.promise);
    const before = await stored(adapters);
    const { user } = await open(PATH, 'Estratega', adapters);
    await block('primer_bloque');
    await user.click(button(BlueprintTexts.regenerate));
    // No confirmation: nothing is replaced until 'Reemplazar'.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const asking = button(BlueprintTexts.regenerate);
    await waitFor(() => expect(asking.hasAttribute('data-loading')).toBe(true));
    expect(button(BlueprintTexts.generateRequirements).hasAttribute('disabled')).toBe(true);
    // The blocks stay in reach meanwhile.
    expect(screen.queryByText(BlueprintTexts.generating)).toBeNull();
    expect(within(await block('primer_bloque')).getByRole('button', { name: 'Editar' })).toBeTruthy();
    await act(async () => answer.release(PLAUSIBLE_AI_ANSWERS.generateBlueprint));

    const proposed = await side(words.proposed);
    const current = await side(BlueprintTexts.currentGuide);
    for (const name of BLUEPRINT_BLOCK_NAMES) {
      expect(within(proposed).getByText(BLUEPRINT_BLOCK_LABELS[name])).toBeTruthy();
      expect(within(current).getByText(BLUEPRINT_BLOCK_LABELS[name])).toBeTruthy();
    }
    expect(proposed.textContent).toContain(BlueprintTexts.fieldLine('Nombre', 'Laura'));
    expect(proposed.textContent).toContain('• Consejos prácticos');
    expect(proposed.textContent).toContain(BlueprintTexts.fieldLine('Paleta de colores', '#ff6b35, #004e89'));
    expect(current.textContent).toContain(BlueprintTexts.fieldLine('Nombre', before.bloques.primer_bloque.nombre));
    expect(within(await draft()).getByText(Messages.ai.demoModelBadge)).toBeTruthy();
    expect(within(await draft()).queryByRole('button', { name: words.insert })).toBeNull();
    // Nothing stored changed but the proposal; the blocks show the guide as it was.
    const after = await stored(adapters);
    expect(after.bloques).toEqual(before.bloques);
    expect(after.proposal?.bloques.primer_bloque.nombre).toBe('Laura');
    expect(await message('primer_bloque', before.bloques.primer_bloque.nombre)).toBeTruthy();
    expect(asking.hasAttribute('data-loading')).toBe(false);
  });

  it("'Reemplazar' has the server put the proposal in the guide; 'Deshacer' puts the previous blocks back", async () => {
    const adapters = await withProposal();
    const before = await stored(adapters);
    const { user } = await open(PATH, 'Estratega', adapters);
    // A block open without changes starts again from the new guide.
    await user.click(within(await block('quinto_bloque')).getByRole('button', { name: 'Editar' }));
    await user.click(await inDraft(words.replace));
    expect(await message('tercer_bloque', 'Mensaje propuesto.')).toBeTruthy();
    expect(await stored(adapters)).toMatchObject({
      bloques: variantOf(before.bloques, 'Mensaje propuesto.'),
      proposal: null,
      replaced: { bloques: before.bloques },
    });
    noDraft();
    expect(screen.getByText(BlueprintTexts.proposalReplaced)).toBeTruthy();
    expect(within(await block('quinto_bloque')).queryByRole('textbox')).toBeNull();

    await user.click(button(words.undo));
    expect(await message('tercer_bloque', before.bloques.tercer_bloque.mensaje_clave)).toBeTruthy();
    expect(await stored(adapters)).toMatchObject({ bloques: before.bloques, proposal: null, replaced: null });
    await waitFor(() => expect(undoButton()).toBeNull());
  });

  it("'Descartar' drops the stored proposal; the guide stays", async () => {
    const adapters = await withProposal();
    const before = await stored(adapters);
    const { user } = await open(PATH, 'Estratega', adapters);
    await user.click(await inDraft(words.discard));
    await waitFor(noDraft);
    expect(await stored(adapters)).toMatchObject({ bloques: before.bloques, proposal: null, replaced: null });
    expect(await message('tercer_bloque', before.bloques.tercer_bloque.mensaje_clave)).toBeTruthy();
    expect(undoButton()).toBeNull();
  });

  it('survives a reload: a stored proposal is shown on opening, and stored replaced blocks offer Deshacer', async () => {
    const adapters = await withStored((bloques) => ({
      proposal: { bloques: variantOf(bloques, 'Mensaje propuesto.'), at: TEST_NOW },
      replaced: { bloques: variantOf(bloques, 'Mensaje anterior.'), at: TEST_NOW },
    }));
    const { user } = await open(PATH, 'Estratega', adapters);
    expect((await side(words.proposed)).textContent).toContain(
      BlueprintTexts.fieldLine('Mensaje clave', 'Mensaje propuesto.'),
    );
    await user.click(button(words.undo));
    expect(await message('tercer_bloque', 'Mensaje anterior.')).toBeTruthy();
    expect((await stored(adapters)).replaced).toBeNull();
    // The proposal is still there to answer.
    expect(await draft()).toBeTruthy();
  });

  it('shows whoever lacks GEN_BLUEPRINT the draft to read only: no Reemplazar, no Descartar, no Deshacer', async () => {
    const adapters = await withStored((bloques) => ({
      proposal: { bloques: variantOf(bloques, 'Mensaje propuesto.'), at: TEST_NOW },
      replaced: { bloques, at: TEST_NOW },
    }));
    await open(PATH, 'Diseñador', adapters);
    expect((await side(words.proposed)).textContent).toContain('Mensaje propuesto.');
    expect(within(await draft()).queryAllByRole('button')).toEqual([]);
    expect(undoButton()).toBeNull();
    expect(screen.queryByText(BlueprintTexts.proposalReplaced)).toBeNull();
  });

  it('a proposal answered meanwhile by someone else: the refusal says so and the screen shows what is stored', async () => {
    const adapters = await withProposal();
    const { user } = await open(PATH, 'Estratega', adapters);
    const before = await stored(adapters);
    await adapters.blueprints.updateFrom(CUMBRE, () => ({ proposal: null }));
    await user.click(await inDraft(words.replace));
    await dismissError(user, text.noProposal);
    await waitFor(noDraft);
    expect((await stored(adapters)).bloques).toEqual(before.bloques);
    expect(await message('tercer_bloque', before.bloques.tercer_bloque.mensaje_clave)).toBeTruthy();
  });

  it("'Deshacer' with nothing kept any more (a block saved elsewhere): the refusal says so, the notice goes", async () => {
    const adapters = await withStored((bloques) => ({
      replaced: { bloques: variantOf(bloques, 'Mensaje anterior.'), at: TEST_NOW },
    }));
    const { user } = await open(PATH, 'Estratega', adapters);
    expect(await screen.findByText(BlueprintTexts.proposalReplaced)).toBeTruthy();
    await adapters.blueprints.updateFrom(CUMBRE, () => ({ replaced: null }));
    const before = await stored(adapters);
    await user.click(button(words.undo));
    await dismissError(user, text.noReplaced);
    await waitFor(() => expect(undoButton()).toBeNull());
    expect(await stored(adapters)).toEqual(before);
    expect(await message('tercer_bloque', before.bloques.tercer_bloque.mensaje_clave)).toBeTruthy();
  });

  it("a block saved after 'Reemplazar' drops 'Deshacer', so the undo never overwrites it", async () => {
    const adapters = await withProposal();
    const { user } = await open(PATH, 'Estratega', adapters);
    await user.click(await inDraft(words.replace));
    expect(await screen.findByText(BlueprintTexts.proposalReplaced)).toBeTruthy();
    const second = within(await block('segundo_bloque'));
    await user.click(second.getByRole('button', { name: 'Editar' }));
    const mission = second.getByRole('textbox', { name: 'Misión' });
    await user.clear(mission);
    await user.type(mission, 'Misión escrita a mano.');
    await user.click(second.getByRole('button', { name: 'Guardar' }));
    await dismissInfo(user, ContentTexts.saved);
    expect(undoButton()).toBeNull();
    expect(await stored(adapters)).toMatchObject({
      replaced: null,
      bloques: { segundo_bloque: { mision_y_proposito: { mision: 'Misión escrita a mano.' } } },
    });
  });

  it("with typing not saved in a block, 'Reemplazar' and 'Deshacer' wait and say why; 'Descartar' does not", async () => {
    const adapters = await withStored((bloques) => ({
      proposal: { bloques: variantOf(bloques, 'Mensaje propuesto.'), at: TEST_NOW },
      replaced: { bloques: variantOf(bloques, 'Mensaje anterior.'), at: TEST_NOW },
    }));
    const before = await stored(adapters);
    const { user } = await open(PATH, 'Estratega', adapters);
    const third = within(await block('tercer_bloque'));
    await user.click(third.getByRole('button', { name: 'Editar' }));
    // Open but unchanged: nothing would be lost.
    expect((await inDraft(words.replace)).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(BlueprintTexts.saveOpenBlocksFirst)).toBeNull();
    await user.type(third.getByRole('textbox', { name: 'Mensaje clave' }), ' Sin guardar.');
    expect(screen.getByRole('note').textContent).toBe(BlueprintTexts.saveOpenBlocksFirst);
    expect((await inDraft(words.replace)).hasAttribute('disabled')).toBe(true);
    expect(button(words.undo).hasAttribute('disabled')).toBe(true);
    expect((await inDraft(words.discard)).hasAttribute('disabled')).toBe(false);
    expect(await stored(adapters)).toEqual(before);
    expect((third.getByRole('textbox', { name: 'Mensaje clave' }) as HTMLTextAreaElement).value).toContain(
      ' Sin guardar.',
    );
    // The block's own 'Descartar' drops the typing: 'Reemplazar' is offered again.
    await user.click(third.getByRole('button', { name: words.discard }));
    expect(screen.queryByText(BlueprintTexts.saveOpenBlocksFirst)).toBeNull();
    expect((await inDraft(words.replace)).hasAttribute('disabled')).toBe(false);
  });

  it("reports a failed regeneration with 'Error al regenerar el Blueprint.' and keeps the guide, with no draft", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const before = await stored(adapters);
    adapters.ai.respond('generateBlueprint', new Error('sin cuota'));
    const { user } = await open(PATH, 'Estratega', adapters);
    await block('primer_bloque');
    await user.click(button(BlueprintTexts.regenerate));
    await dismissError(user, text.regenerate);
    expect(await stored(adapters)).toEqual(before);
    expect(within(await block('primer_bloque')).getByText(before.bloques.primer_bloque.nombre)).toBeTruthy();
    noDraft();
  });

  it("refuses an answer that is no guide with 'Error al generar el Blueprint.', storing nothing", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const before = await stored(adapters);
    adapters.ai.respond('generateBlueprint', { nada: 'que ver' });
    const { user } = await open(PATH, 'Estratega', adapters);
    await block('primer_bloque');
    await user.click(button(BlueprintTexts.regenerate));
    await dismissError(user, text.generate);
    expect(await stored(adapters)).toEqual(before);
    noDraft();
  });

  it('a block with typing not saved asks before leaving by the menu: stay keeps it, leave goes', async () => {
    const { user } = await open(PATH, 'Estratega');
    const third = within(await block('tercer_bloque'));
    await user.click(third.getByRole('button', { name: 'Editar' }));
    const message = () => third.getByRole<HTMLTextAreaElement>('textbox', { name: 'Mensaje clave' });
    await user.type(message(), ' Sin guardar.');
    await expectLeaveGuard(user, () => expect(message().value).toContain(' Sin guardar.'));
  });
});
