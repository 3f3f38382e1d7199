import { createDemoMemoryAdapters, PLAUSIBLE_AI_ANSWERS } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { VideoTexts } from './video-texts.js';
import { ContentTexts } from '../../shared/texts.js';
import {
  CONTENT,
  CUMBRE,
  DESIGNER,
  NO_SCRIPTS,
  READY,
  STRATEGIST,
  WITH_SCRIPTS,
  open,
  region,
  script,
  selectBrand,
  stored,
} from './video-screen.test-support.js';
import { findPageStatus } from '../../test/statuses.js';

const text = Messages.video;
const words = VideoTexts.publish;

// Opening a video, its scripts (generated on opening or on request) and editing them.
describe('/video/{id}', () => {
  cleanEachTest(() => selectBrand(CUMBRE, 'Café Cumbre Andina'));

  describe('opening', () => {
    it('opens from the list link with its navigation state, and shows caption and Guión 1..3 with their sections', async () => {
      window.localStorage.clear();
      const locations: Location[] = [];
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const rendered = await renderApp({
        path: '/requirements',
        as: CONTENT,
        adapters,
        onLocation: (location) => locations.push(location),
      });
      const user = userEvent.setup();
      const requirement = await stored(adapters, WITH_SCRIPTS);
      const links = await screen.findAllByRole('link', { name: requirement.title });
      const link = links.find((candidate) => candidate.getAttribute('href') === `/video/${WITH_SCRIPTS}`);
      await user.click(link!);
      await waitFor(() => expect(locations.at(-1)?.pathname).toBe(`/video/${WITH_SCRIPTS}`));
      expect(locations.at(-1)?.state).toMatchObject({ brandId: CUMBRE, number: requirement.number });

      const caption = await region(VideoTexts.caption);
      expect(caption.textContent).toContain(requirement.caption);
      for (const [index, one] of requirement.scripts.entries()) {
        const block = within(await script(index + 1));
        expect(within(block.getByRole('region', { name: 'Captación' })).getByText(one.Captacion)).toBeTruthy();
        expect(
          within(block.getByRole('region', { name: 'Argumento de Venta' })).getByText(one['Argumento de Venta']),
        ).toBeTruthy();
        expect(
          within(block.getByRole('region', { name: 'Llamada a la acción' })).getByText(one['Llamada a la acción']),
        ).toBeTruthy();
      }
      expect(rendered.adapters.ai.calls).toEqual([]);
    });

    it('a pasted link finds the requirement by its id in the selected brand', async () => {
      const { adapters } = await open(WITH_SCRIPTS);
      const requirement = await stored(adapters, WITH_SCRIPTS);
      expect(await within(await script(1)).findByText(requirement.scripts[0]!.Captacion)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: requirement.title })).toBeTruthy();
    });

    it("a pasted link it cannot place says 'Faltan datos de la marca o del requerimiento.'", async () => {
      const { user } = await open('no-existe');
      await dismissError(user, text.missingBrandOrRequirement);
      expect(screen.getByRole('alert').textContent).toBe(text.missingBrandOrRequirement);
    });

    it('a pasted link with no brand selected is looked for in every visible brand', async () => {
      window.localStorage.clear();
      const { adapters } = await open(READY);
      const requirement = await stored(adapters, READY);
      expect(await screen.findByRole('heading', { level: 1, name: requirement.title })).toBeTruthy();
      expect(screen.getByText(VideoTexts.brandOf('Café Cumbre Andina'))).toBeTruthy();
    });

    it("an id of several brands, with no brand selected, says 'Faltan datos de la marca o del requerimiento.'", async () => {
      window.localStorage.clear();
      const { user } = await open('demo-req-007');
      await dismissError(user, text.missingBrandOrRequirement);
    });

    it('needs VIEW_REQUIREMENTS', async () => {
      await open(WITH_SCRIPTS, 'Administrador de marcas');
      expect(await screen.findByText(Messages.access.forbidden)).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Guión 1' })).toBeNull();
    });
  });

  describe('scripts generated on opening', () => {
    it("generates and stores scripts for a requirement without them, with 'Generando guiones, por favor espera...' meanwhile", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const answer = gate<unknown>();
      adapters.ai.respond('generateScripts', () => answer.promise);
      await open(NO_SCRIPTS, CONTENT, adapters);
      const spinner = await findPageStatus();
      expect(spinner.textContent).toContain(VideoTexts.generating);
      answer.release(PLAUSIBLE_AI_ANSWERS.generateScripts);
      expect(await within(await script(1)).findByText('Gancho 1: ¿y si tu día fuera más simple?')).toBeTruthy();
      expect(await script(3)).toBeTruthy();
      expect(screen.queryByText(VideoTexts.generating)).toBeNull();
      expect((await stored(adapters, NO_SCRIPTS)).scripts).toHaveLength(3);
      expect(adapters.ai.callsTo('generateScripts')).toHaveLength(1);
    });

    it('does not generate for a requirement that has scripts, nor without VIDEO_SUGGESTIONAI', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await open(NO_SCRIPTS, STRATEGIST, adapters);
      expect(await screen.findByText(VideoTexts.noScripts)).toBeTruthy();
      expect(adapters.ai.calls).toEqual([]);
      expect(screen.queryByRole('button', { name: VideoTexts.newSuggestion })).toBeNull();
    });

    it("without a caption says 'No se puede generar guiones sin un caption válido.' and still opens", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.requirements.update(CUMBRE, NO_SCRIPTS, { caption: '' });
      const { user } = await open(NO_SCRIPTS, CONTENT, adapters);
      await dismissError(user, text.captionRequiredForScripts);
      expect(await region(VideoTexts.caption)).toBeTruthy();
      expect(screen.getByText(VideoTexts.noScripts)).toBeTruthy();
      expect(adapters.ai.calls).toEqual([]);
    });

    it('once a caption is saved the stale refusal is not said again, and the scripts are generated', async () => {
      // A new video of the grid: no caption, no scripts.
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.requirements.update(CUMBRE, NO_SCRIPTS, { caption: '' });
      adapters.ai.respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const { user } = await open(NO_SCRIPTS, CONTENT, adapters);
      await dismissError(user, text.captionRequiredForScripts);
      const caption = within(await region(VideoTexts.caption));
      await user.click(caption.getByRole('button', { name: 'Editar' }));
      await user.type(caption.getByRole('textbox', { name: VideoTexts.captionField }), 'Un caption para el video.');
      await user.click(caption.getByRole('button', { name: 'Guardar' }));
      await dismissInfo(user, ContentTexts.saved);
      expect(await within(await script(1)).findByText('Gancho 1: ¿y si tu día fuera más simple?')).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByText(text.captionRequiredForScripts)).toBeNull();
      const after = await stored(adapters, NO_SCRIPTS);
      expect(after.caption).toBe('Un caption para el video.');
      expect(after.scripts).toHaveLength(3);
      expect(adapters.ai.callsTo('generateScripts')).toHaveLength(1);
    });

    it('reports a failed generation with its catalogue message and stores nothing', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('generateScripts', new Error('modelo caído'));
      const before = await stored(adapters, NO_SCRIPTS);
      const { user } = await open(NO_SCRIPTS, CONTENT, adapters);
      await dismissError(user, text.scriptsFailed);
      expect(await stored(adapters, NO_SCRIPTS)).toEqual(before);
      expect(screen.getByText(VideoTexts.noScripts)).toBeTruthy();
    });
  });

  describe('editing (REQUIREMENTS_EDIT)', () => {
    it('saves the caption, and a failed save changes nothing and keeps the draft', async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const caption = within(await region(VideoTexts.caption));
      await user.click(caption.getByRole('button', { name: 'Editar' }));
      const box = caption.getByRole('textbox', { name: VideoTexts.captionField });
      await user.clear(box);
      await user.type(box, 'Nuevo caption del video.');
      await user.click(caption.getByRole('button', { name: 'Guardar' }));
      await dismissInfo(user, ContentTexts.saved);
      expect(caption.getByText('Nuevo caption del video.')).toBeTruthy();
      expect((await stored(adapters, WITH_SCRIPTS)).caption).toBe('Nuevo caption del video.');

      const before = await stored(adapters, WITH_SCRIPTS);
      await user.click(caption.getByRole('button', { name: 'Editar' }));
      await user.type(caption.getByRole('textbox', { name: VideoTexts.captionField }), ' Otro cambio.');
      adapters.requirements.failNext('updateFrom');
      await user.click(caption.getByRole('button', { name: 'Guardar' }));
      await dismissError(user, Messages.blueprint.saveChanges);
      expect((caption.getByRole('textbox', { name: VideoTexts.captionField }) as HTMLTextAreaElement).value).toContain(
        'Otro cambio.',
      );
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
    });

    it("saves one section of one script inline; another person's edit of another script is kept", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const first = within(await script(1));
      // Someone else edits Guión 2 after this screen opened.
      const before = await stored(adapters, WITH_SCRIPTS);
      await adapters.requirements.update(CUMBRE, WITH_SCRIPTS, {
        scripts: before.scripts.map((one, index) =>
          index === 1 ? { ...one, Captacion: 'Gancho de otra persona' } : one,
        ),
      });

      const hook = within(first.getByRole('region', { name: 'Captación' }));
      await user.click(hook.getByRole('button', { name: 'Editar' }));
      const box = hook.getByRole('textbox', { name: VideoTexts.sectionField('Captación', 'Guión 1') });
      await user.clear(box);
      await user.type(box, 'Gancho nuevo');
      await user.click(hook.getByRole('button', { name: 'Guardar' }));
      await dismissInfo(user, ContentTexts.saved);
      expect(hook.getByText('Gancho nuevo')).toBeTruthy();

      const after = await stored(adapters, WITH_SCRIPTS);
      expect(after.scripts[0]?.Captacion).toBe('Gancho nuevo');
      expect(after.scripts[0]?.['Argumento de Venta']).toBe(before.scripts[0]?.['Argumento de Venta']);
      expect(after.scripts[1]?.Captacion).toBe('Gancho de otra persona');
      expect(within(await script(2)).getByText('Gancho de otra persona')).toBeTruthy();
    });

    it('a failed section save says so, keeps the draft and changes nothing', async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const before = await stored(adapters, WITH_SCRIPTS);
      const action = within(within(await script(3)).getByRole('region', { name: 'Llamada a la acción' }));
      await user.click(action.getByRole('button', { name: 'Editar' }));
      const label = VideoTexts.sectionField('Llamada a la acción', 'Guión 3');
      await user.type(action.getByRole('textbox', { name: label }), ' ¡Ya!');
      adapters.requirements.failNext('updateFrom');
      await user.click(action.getByRole('button', { name: 'Guardar' }));
      await dismissError(user, Messages.blueprint.saveChanges);
      expect((action.getByRole('textbox', { name: label }) as HTMLTextAreaElement).value).toContain('¡Ya!');
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
    });

    it('without REQUIREMENTS_EDIT the caption and sections are plain text; without the other keys no upload, suggestion or panel', async () => {
      const { adapters } = await open(WITH_SCRIPTS, DESIGNER);
      const requirement = await stored(adapters, WITH_SCRIPTS);
      const first = within(await script(1));
      expect(first.getByText(requirement.scripts[0]!.Captacion)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: VideoTexts.newSuggestion })).toBeNull();
      expect(screen.queryByRole('group', { name: VideoTexts.videoOf('Guión 1') })).toBeNull();
      expect(screen.queryByRole('region', { name: words.title })).toBeNull();
    });

    it("without VIDEO_UPLOAD an uploaded video is still reachable through 'Ver Video'", async () => {
      const { adapters } = await open(READY, DESIGNER);
      const requirement = await stored(adapters, READY);
      const link = await within(await script(1)).findByRole('link', { name: VideoTexts.viewVideo });
      expect(link.getAttribute('href')).toBe(requirement.scripts[0]?.videoUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(within(await script(2)).queryByRole('link', { name: VideoTexts.viewVideo })).toBeNull();
      expect(screen.queryByRole('group', { name: VideoTexts.videoOf('Guión 1') })).toBeNull();
    });

    it('the strategist edits but neither uploads, suggests nor publishes', async () => {
      await open(WITH_SCRIPTS, STRATEGIST);
      const first = within(await script(1));
      expect(first.getAllByRole('button', { name: 'Editar' })).toHaveLength(3);
      expect(within(await region(VideoTexts.caption)).getByRole('button', { name: 'Editar' })).toBeTruthy();
      expect(first.queryByRole('group', { name: VideoTexts.videoOf('Guión 1') })).toBeNull();
      expect(screen.queryByRole('button', { name: VideoTexts.newSuggestion })).toBeNull();
      expect(screen.queryByRole('region', { name: words.title })).toBeNull();
    });
  });
});
