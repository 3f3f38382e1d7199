import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { PLAUSIBLE_AI_ANSWERS } from '@estudio/domain/testing';
import { BLUEPRINT_BLOCK_LABELS } from '@estudio/domain/blueprint';
import { CONTENT_GRID_SIZE } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW } from '../../test/render-app.js';
import { type User, dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { BlueprintTexts } from './blueprint-texts.js';
import { CUMBRE, block, open, stored } from './blueprint-screen.test-support.js';
import { ContentTexts } from '../../shared/texts.js';

const text = Messages.blueprint;
const dialogs = UiTexts.dialogs;

const ESPIGA = 'demo-panaderia-la-espiga';
const NUEVA = 'brand-nueva';

/** A brand of the strategist's with no guide stored yet. */
const withNewBrand = async (adapters: MemoryAdapters) => {
  await adapters.brands.create(
    { brandName: 'Marca Nueva', owner: 'demo-estratega', status: 'active', missionPurpose: 'Probar la guía.' },
    NUEVA,
  );
  return adapters;
};

/** The confirmation (title Confirmar) with its message; answered with the given button. */
const confirm = async (user: User, message: string, answer: string) => {
  const modal = await screen.findByRole('alertdialog', { name: dialogs.confirmTitle });
  expect(within(modal).getByText(message)).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: answer }));
};

// Regenerating (the new guide as a draft): blueprint-proposal.test.tsx.
describe('/blueprint', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  describe('which guide', () => {
    it('needs VIEW_BLUEPRINT', async () => {
      await open(`/blueprint?brandId=${CUMBRE}`, 'Administrador de marcas');
      expect(await screen.findByText(Messages.access.forbidden)).toBeTruthy();
      expect(screen.queryByRole('region', { name: BLUEPRINT_BLOCK_LABELS.primer_bloque })).toBeNull();
    });

    it('asks for a brand when none is carried nor selected', async () => {
      await open('/blueprint');
      expect(await screen.findByText(ContentTexts.selectForBlueprint)).toBeTruthy();
    });

    it('shows the stored guide of the brand in the URL, without generating', async () => {
      const { adapters } = await open(`/blueprint?brandId=${CUMBRE}`);
      const guide = await stored(adapters);
      const first = within(await block('primer_bloque'));
      expect(await first.findByText(guide.bloques.primer_bloque.nombre)).toBeTruthy();
      expect(within(screen.getByTestId('page-header-brand')).getByText('Café Cumbre Andina')).toBeTruthy();
      for (const name of Object.keys(BLUEPRINT_BLOCK_LABELS) as (keyof typeof BLUEPRINT_BLOCK_LABELS)[]) {
        expect(await block(name)).toBeTruthy();
      }
      expect(adapters.ai.calls).toEqual([]);
      // The brand carried here becomes the shell's selected brand.
      await waitFor(() => expect(window.localStorage.getItem(SELECTED_BRAND_KEY)).toContain(CUMBRE));
    });

    it("else shows the shell's selected brand", async () => {
      window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: ESPIGA, brandName: 'Panadería La Espiga' }));
      const { adapters } = await open('/blueprint');
      const guide = await stored(adapters, ESPIGA);
      expect(
        await within(await block('tercer_bloque')).findByText(guide.bloques.tercer_bloque.mensaje_clave),
      ).toBeTruthy();
    });
  });

  describe('generation on opening', () => {
    it('generates and stores a guide for a brand without one, busy meanwhile', async () => {
      const adapters = await withNewBrand(createDemoMemoryAdapters(TEST_NOW));
      const answer = gate<unknown>();
      adapters.ai.respond('generateBlueprint', () => answer.promise);
      await open(`/blueprint?brandId=${NUEVA}`, 'Estratega', adapters);
      expect(await screen.findByText(BlueprintTexts.generating)).toBeTruthy();
      answer.release(PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      expect(await within(await block('primer_bloque')).findByText('Laura')).toBeTruthy();
      expect(screen.queryByText(BlueprintTexts.generating)).toBeNull();
      expect((await stored(adapters, NUEVA)).bloques.primer_bloque.nombre).toBe('Laura');
      expect(adapters.ai.callsTo('generateBlueprint')).toHaveLength(1);
    });

    it('reports a failed generation with its catalogue message and stores nothing', async () => {
      const adapters = await withNewBrand(createDemoMemoryAdapters(TEST_NOW));
      adapters.ai.respond('generateBlueprint', new Error('modelo caído'));
      const { user } = await open(`/blueprint?brandId=${NUEVA}`, 'Estratega', adapters);
      await dismissError(user, text.getOrGenerate);
      expect(screen.getByRole('alert').textContent).toBe(text.getOrGenerate);
      expect(await adapters.blueprints.get(NUEVA)).toBeNull();
    });

    it("refuses an answer that is no guide with 'Error al generar el Blueprint.'", async () => {
      const adapters = await withNewBrand(createDemoMemoryAdapters(TEST_NOW));
      adapters.ai.respond('generateBlueprint', { nada: 'que ver' });
      const { user } = await open(`/blueprint?brandId=${NUEVA}`, 'Estratega', adapters);
      await dismissError(user, text.generate);
      expect(await adapters.blueprints.get(NUEVA)).toBeNull();
    });
  });

  describe('editing a block', () => {
    it('saves the edited block, and discarding keeps the stored one', async () => {
      const { adapters, user } = await open(`/blueprint?brandId=${CUMBRE}`);
      const third = within(await block('tercer_bloque'));
      await user.click(third.getByRole('button', { name: 'Editar' }));
      const message = third.getByRole('textbox', { name: 'Mensaje clave' });
      await user.clear(message);
      await user.type(message, 'Café que sabe a montaña.');
      await user.click(third.getByRole('button', { name: 'Guardar' }));
      await dismissInfo(user, ContentTexts.saved);
      expect(third.getByText('Café que sabe a montaña.')).toBeTruthy();
      expect((await stored(adapters)).bloques.tercer_bloque.mensaje_clave).toBe('Café que sabe a montaña.');

      await user.click(third.getByRole('button', { name: 'Editar' }));
      await user.type(third.getByRole('textbox', { name: 'Mensaje clave' }), ' Borrador.');
      await user.click(third.getByRole('button', { name: 'Descartar' }));
      expect(third.getByText('Café que sabe a montaña.')).toBeTruthy();
      expect(third.queryByText(/Borrador/)).toBeNull();
      expect((await stored(adapters)).bloques.tercer_bloque.mensaje_clave).toBe('Café que sabe a montaña.');
    });

    it("reports a failed save with 'Error al guardar los cambios.' and stays in edit mode", async () => {
      const { adapters, user } = await open(`/blueprint?brandId=${CUMBRE}`);
      const before = await stored(adapters);
      const third = within(await block('tercer_bloque'));
      await user.click(third.getByRole('button', { name: 'Editar' }));
      await user.type(third.getByRole('textbox', { name: 'Mensaje clave' }), ' Cambio.');
      adapters.blueprints.failNext('saveBlock');
      await user.click(third.getByRole('button', { name: 'Guardar' }));
      await dismissError(user, text.saveChanges);
      expect((third.getByRole('textbox', { name: 'Mensaje clave' }) as HTMLTextAreaElement).value).toContain(
        ' Cambio.',
      );
      expect(await stored(adapters)).toEqual(before);
    });

    it('edits a list as a list: items added, changed and removed', async () => {
      const { adapters, user } = await open(`/blueprint?brandId=${CUMBRE}`);
      const before = (await stored(adapters)).bloques.primer_bloque.preferencias;
      const first = within(await block('primer_bloque'));
      await user.click(first.getByRole('button', { name: 'Editar' }));
      await user.click(first.getByRole('button', { name: 'Agregar elemento a Preferencias' }));
      await user.type(
        first.getByRole('textbox', { name: `Preferencias, elemento ${before.length + 1}` }),
        'Catas de fin de semana',
      );
      await user.click(first.getByRole('button', { name: 'Quitar elemento 1 de Preferencias' }));
      await user.click(first.getByRole('button', { name: 'Guardar' }));
      await dismissInfo(user, ContentTexts.saved);
      const expected = [...before.slice(1), 'Catas de fin de semana'];
      expect((await stored(adapters)).bloques.primer_bloque.preferencias).toEqual(expected);
      const shown = first.getByRole('list', { name: 'Preferencias' });
      expect(
        within(shown)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(expected);
    });

    it('saving one block keeps what someone else saved meanwhile in another, and the draft being edited', async () => {
      const { adapters, user } = await open(`/blueprint?brandId=${CUMBRE}`);
      const third = within(await block('tercer_bloque'));
      const fifth = within(await block('quinto_bloque'));
      await user.click(third.getByRole('button', { name: 'Editar' }));
      await user.click(fifth.getByRole('button', { name: 'Editar' }));
      const message = third.getByRole('textbox', { name: 'Mensaje clave' });
      await user.clear(message);
      await user.type(message, 'Mi mensaje.');
      // Another strategist saves the second block meanwhile.
      const mission = { mision_y_proposito: { mision: 'Misión de otra persona.', proposito: 'Su propósito.' } };
      await adapters.blueprints.saveBlock(CUMBRE, 'segundo_bloque', mission, new Date());
      await user.click(third.getByRole('button', { name: 'Guardar' }));
      await dismissInfo(user, ContentTexts.saved);
      const guide = await stored(adapters);
      expect(guide.bloques.tercer_bloque.mensaje_clave).toBe('Mi mensaje.');
      expect(guide.bloques.segundo_bloque).toEqual(mission);
      // The fifth block is still being edited.
      expect(fifth.getByRole('button', { name: 'Descartar' })).toBeTruthy();
    });
  });

  describe('the action bar', () => {
    const bar = () => screen.getByRole('region', { name: UiTexts.actionBar.label });
    const saveAll = () => within(bar()).getByRole('button', { name: ContentTexts.saveAll });

    /** Opens the second and third blocks and changes one field in each. */
    const editTwo = async (user: User) => {
      const second = within(await block('segundo_bloque'));
      const third = within(await block('tercer_bloque'));
      await user.click(second.getByRole('button', { name: 'Editar' }));
      await user.click(third.getByRole('button', { name: 'Editar' }));
      // Open, nothing changed yet: nothing to save.
      expect(within(bar()).getByText(UiTexts.actionBar.saved)).toBeTruthy();
      expect(saveAll().hasAttribute('disabled')).toBe(true);
      const mission = second.getByRole('textbox', { name: 'Misión' });
      await user.clear(mission);
      await user.type(mission, 'Llevar la montaña a cada taza.');
      const message = third.getByRole('textbox', { name: 'Mensaje clave' });
      await user.clear(message);
      await user.type(message, 'Café que sabe a montaña.');
      expect(within(bar()).getByText(UiTexts.actionBar.unsaved)).toBeTruthy();
      return { second, third };
    };

    it("marks unsaved changes and 'Guardar cambios' saves every changed block, closing them", async () => {
      const { adapters, user } = await open(`/blueprint?brandId=${CUMBRE}`);
      const { second, third } = await editTwo(user);
      await user.click(saveAll());
      await dismissInfo(user, ContentTexts.saved);
      const guide = await stored(adapters);
      expect(guide.bloques.segundo_bloque.mision_y_proposito.mision).toBe('Llevar la montaña a cada taza.');
      expect(guide.bloques.tercer_bloque.mensaje_clave).toBe('Café que sabe a montaña.');
      expect(second.queryByRole('textbox')).toBeNull();
      expect(third.getByText('Café que sabe a montaña.')).toBeTruthy();
      expect(within(bar()).getByText(UiTexts.actionBar.saved)).toBeTruthy();
    });

    it('a failed save reports the catalogue message and keeps every unsaved block as typed', async () => {
      const { adapters, user } = await open(`/blueprint?brandId=${CUMBRE}`);
      const before = await stored(adapters);
      const { second, third } = await editTwo(user);
      adapters.blueprints.failNext('saveBlock');
      await user.click(saveAll());
      await dismissError(user, text.saveChanges);
      expect(await stored(adapters)).toEqual(before);
      expect((second.getByRole('textbox', { name: 'Misión' }) as HTMLInputElement).value).toBe(
        'Llevar la montaña a cada taza.',
      );
      expect((third.getByRole('textbox', { name: 'Mensaje clave' }) as HTMLTextAreaElement).value).toBe(
        'Café que sabe a montaña.',
      );
      expect(within(bar()).getByText(UiTexts.actionBar.unsaved)).toBeTruthy();
    });
  });

  describe('the palette', () => {
    it('refuses an invalid colour with its message, saves valid ones as hex and an empty slot as none', async () => {
      const { adapters, user } = await open(`/blueprint?brandId=${CUMBRE}`);
      const before = await stored(adapters);
      const sixth = within(await block('sexto_bloque'));
      await user.click(sixth.getByRole('button', { name: 'Editar' }));
      const slot = (n: number) => sixth.getByRole('textbox', { name: `Color ${n}` });

      await user.clear(slot(1));
      await user.type(slot(1), 'azul');
      await user.tab();
      expect(sixth.getByText(text.invalidColour)).toBeTruthy();

      await user.clear(slot(1));
      await user.type(slot(1), 'ABC{Enter}');
      await user.clear(slot(2));
      await user.type(slot(2), '#12345678{Enter}');
      await user.clear(slot(3));
      await user.type(slot(3), 'f0a8{Enter}');
      await user.clear(slot(4));
      await user.tab();
      expect(sixth.queryByText(text.invalidColour)).toBeNull();
      await user.click(sixth.getByRole('button', { name: 'Guardar' }));
      await dismissInfo(user, ContentTexts.saved);
      expect((await stored(adapters)).bloques.sexto_bloque.colors).toEqual([
        '#aabbcc',
        '#12345678',
        '#ff00aa88',
        'none',
        before.bloques.sexto_bloque.colors[4],
      ]);
    });
  });

  describe('read-only', () => {
    it('shows the Diseñador the guide with no edit and no generate buttons', async () => {
      const { adapters } = await open(`/blueprint?brandId=${CUMBRE}`, 'Diseñador');
      const first = within(await block('primer_bloque'));
      expect(first.getByText((await stored(adapters)).bloques.primer_bloque.nombre)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
      expect(screen.queryByRole('button', { name: BlueprintTexts.regenerate })).toBeNull();
      expect(screen.queryByRole('button', { name: BlueprintTexts.generateRequirements })).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('region', { name: UiTexts.actionBar.label })).toBeNull();
    });
  });

  describe('the content grid', () => {
    it('creates the 14 requirements after the existing ones, once confirmed', async () => {
      const { adapters, user } = await open(`/blueprint?brandId=${CUMBRE}`);
      const existing = await adapters.requirements.list(CUMBRE);
      const last = Math.max(0, ...existing.map((requirement) => requirement.number));
      await block('primer_bloque');
      await user.click(screen.getByRole('button', { name: BlueprintTexts.generateRequirements }));
      await confirm(user, BlueprintTexts.confirmGenerateRequirements(CONTENT_GRID_SIZE), dialogs.cancel);
      expect(await adapters.requirements.list(CUMBRE)).toHaveLength(existing.length);

      await user.click(screen.getByRole('button', { name: BlueprintTexts.generateRequirements }));
      await confirm(
        user,
        BlueprintTexts.confirmGenerateRequirements(CONTENT_GRID_SIZE),
        BlueprintTexts.confirmGenerate,
      );
      await dismissInfo(
        user,
        BlueprintTexts.requirementsGenerated(CONTENT_GRID_SIZE, last + 1, last + CONTENT_GRID_SIZE),
      );
      const created = (await adapters.requirements.list(CUMBRE)).filter((requirement) => requirement.number > last);
      expect(created).toHaveLength(14);
      expect(created.filter((requirement) => requirement.title.startsWith('Carrusel'))).toHaveLength(6);
      expect(created.every((requirement) => requirement.status === 'Pendiente')).toBe(true);
    });

    it("reports a failure as 'Error al generar los requerimientos: {detail}' and creates nothing", async () => {
      const { adapters, user } = await open(`/blueprint?brandId=${CUMBRE}`);
      const existing = await adapters.requirements.list(CUMBRE);
      adapters.requirements.failNext('createNumbered', new Error('sin conexión'));
      await block('primer_bloque');
      await user.click(screen.getByRole('button', { name: BlueprintTexts.generateRequirements }));
      await confirm(
        user,
        BlueprintTexts.confirmGenerateRequirements(CONTENT_GRID_SIZE),
        BlueprintTexts.confirmGenerate,
      );
      await dismissError(user, `${text.generateRequirementsPrefix}sin conexión`);
      expect(await adapters.requirements.list(CUMBRE)).toHaveLength(existing.length);
    });
  });
});
