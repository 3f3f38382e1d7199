import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { PLAUSIBLE_AI_ANSWERS } from '@estudio/domain/testing';
import { MAX_VIDEO_BYTES, type MediaFile, type StoredMedia, type UploadProgress } from '@estudio/domain/content';
import { type Requirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import { UiTexts } from '@estudio/ui';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { type User, dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { VideoTexts } from './video-texts.js';
import { ContentTexts } from '../../shared/texts.js';

const text = Messages.video;
const dialogs = UiTexts.dialogs;
const words = VideoTexts.publish;

const CUMBRE = 'demo-cafe-cumbre-andina';
const ESPIGA = 'demo-panaderia-la-espiga';
/** Cumbre's finished video, its first script's video uploaded: ready to schedule. */
const READY = 'demo-req-021';
/** Cumbre's video in 'Solicitar diseño', with three scripts and no video yet. */
const WITH_SCRIPTS = 'demo-req-024';
/** Cumbre's pending video: a caption and no scripts. */
const NO_SCRIPTS = 'demo-req-025';

const CONTENT = 'Gestor de contenido';
const DESIGNER = 'Diseñador';
const STRATEGIST = 'Estratega';

const selectBrand = (id: string, brandName: string) =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id, brandName }));

const open = async (
  requirementId: string,
  as = CONTENT,
  adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW),
  onLocation?: (location: Location) => void,
) => {
  const rendered = await renderApp({ path: `/video/${requirementId}`, as, adapters, onLocation });
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
};

const stored = async (adapters: MemoryAdapters, id: string, brandId = CUMBRE): Promise<Requirement> => {
  const requirement = await adapters.requirements.get(brandId, id);
  if (requirement === null) throw new Error(`no requirement ${id}`);
  return requirement;
};

const region = (name: string) => screen.findByRole('region', { name });
const script = (n: number) => region(`Guión ${n}`);
const panel = () => region(words.title);

const fileOf = (name: string, type: string, size = 2048) => new File(['x'.repeat(size)], name, { type });

/** A file that says it weighs `size` bytes without holding them. */
const heavyFile = (name: string, type: string, size: number) => {
  const file = fileOf(name, type, 16);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Holds every upload halfway until released, so the bar can be seen. */
const holdUploads = (adapters: MemoryAdapters) => {
  const original = adapters.storage.upload.bind(adapters.storage);
  const held = gate<void>();
  vi.spyOn(adapters.storage, 'upload').mockImplementation(
    async (path: string, file: MediaFile, onProgress?: (progress: UploadProgress) => void): Promise<StoredMedia> => {
      onProgress?.({ bytesTransferred: file.size / 2, totalBytes: file.size });
      await held.promise;
      return original(path, file, onProgress);
    },
  );
  return () => held.release();
};

/** Text typed at once (paste), for forms with many fields. */
const fill = async (user: User, field: HTMLElement, value: string) => {
  await user.click(field);
  await user.paste(value);
};

/** The hidden file input of script n's picker. */
const videoInput = async (n: number) =>
  within(await script(n)).getByLabelText<HTMLInputElement>(VideoTexts.videoOf(`Guión ${n}`), {
    selector: 'input',
  });

describe('/video/{id}', () => {
  beforeEach(() => {
    window.localStorage.clear();
    selectBrand(CUMBRE, 'Café Cumbre Andina');
  });
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

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
      expect(screen.getByText(VideoTexts.requirementOf(requirement.number, requirement.title))).toBeTruthy();
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
      expect(await screen.findByText(VideoTexts.requirementOf(requirement.number, requirement.title))).toBeTruthy();
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
      const spinner = await screen.findByRole('status');
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

  describe("'Generar nueva sugerencia' (VIDEO_SUGGESTIONAI)", () => {
    it('replaces the scripts, with the spinner meanwhile and the button not sendable twice', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const answer = gate<unknown>();
      adapters.ai.respond('generateScripts', () => answer.promise);
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      await script(1);
      await user.click(screen.getByRole('button', { name: VideoTexts.newSuggestion }));
      expect((await screen.findByRole('status')).textContent).toContain(VideoTexts.generating);
      const button = screen.getByRole('button', { name: VideoTexts.newSuggestion }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      await user.click(button);
      answer.release(PLAUSIBLE_AI_ANSWERS.generateScripts);
      expect(await screen.findByText('Gancho 2: ¿y si tu día fuera más simple?')).toBeTruthy();
      expect(within(await script(2)).getByText('Gancho 2: ¿y si tu día fuera más simple?')).toBeTruthy();
      expect(adapters.ai.callsTo('generateScripts')).toHaveLength(1);
      const after = await stored(adapters, WITH_SCRIPTS);
      expect(after.scripts[1]?.Captacion).toBe('Gancho 2: ¿y si tu día fuera más simple?');
      expect(after.videoToPublishIndex).toBe(0);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('a failure says so and leaves the scripts as they were', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('generateScripts', { guiones: { scripts: [] } });
      const before = await stored(adapters, WITH_SCRIPTS);
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      await script(1);
      await user.click(screen.getByRole('button', { name: VideoTexts.newSuggestion }));
      await dismissError(user, text.invalidScripts);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(within(await script(1)).getByText(before.scripts[0]!.Captacion)).toBeTruthy();
    });
  });

  describe('per-script video (VIDEO_UPLOAD)', () => {
    it("uploads with a progress bar, stores the URL in that script only, and shows 'Ver Video'", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const release = holdUploads(adapters);
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      expect(within(await script(2)).queryByRole('link', { name: VideoTexts.viewVideo })).toBeNull();
      await user.upload(await videoInput(2), fileOf('toma final.mp4', 'video/mp4'));
      const group = within(screen.getByRole('group', { name: VideoTexts.videoOf('Guión 2') }));
      const bar = await group.findByRole('progressbar');
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
      // Not sendable twice: the picker is off while the upload runs.
      expect((group.getByRole('button', { name: UiTexts.filePicker.choose }) as HTMLButtonElement).disabled).toBe(true);
      await act(async () => release());

      const link = await within(await script(2)).findByRole('link', { name: VideoTexts.viewVideo });
      const after = await stored(adapters, WITH_SCRIPTS);
      expect(after.scripts[1]?.videoUrl).toBe(link.getAttribute('href'));
      expect(adapters.storage.list().map((object) => object.path)).toEqual([
        `videos/${CUMBRE}/${WITH_SCRIPTS}/guion2/toma final.mp4`,
      ]);
      expect(after.scripts[0]?.videoUrl).toBeUndefined();
      expect(group.queryByRole('progressbar')).toBeNull();
    });

    it("stops an upload with 'Cancelar subida': only the cancel notice, nothing stored, and the file can be picked again", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.storage.holdUploads();
      const before = await stored(adapters, WITH_SCRIPTS);
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      const clip = fileOf('toma final.mp4', 'video/mp4');
      await user.upload(await videoInput(2), clip);
      const group = within(screen.getByRole('group', { name: VideoTexts.videoOf('Guión 2') }));
      await waitFor(() => expect(group.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
      // Only the running upload offers it.
      expect(within(await script(1)).queryByRole('button', { name: UiTexts.filePicker.cancel })).toBeNull();
      await user.click(group.getByRole('button', { name: UiTexts.filePicker.cancel }));

      await dismissInfo(user, Messages.media.uploadCancelled);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(group.queryByRole('progressbar')).toBeNull();
      expect(group.queryByRole('button', { name: UiTexts.filePicker.cancel })).toBeNull();
      adapters.storage.releaseUploads();
      expect(adapters.storage.list()).toEqual([]);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(within(await script(2)).queryByRole('link', { name: VideoTexts.viewVideo })).toBeNull();

      // Picked again, the same file uploads.
      await user.upload(await videoInput(2), clip);
      const link = await within(await script(2)).findByRole('link', { name: VideoTexts.viewVideo });
      expect((await stored(adapters, WITH_SCRIPTS)).scripts[1]?.videoUrl).toBe(link.getAttribute('href'));
    });

    it('keeps an upload going when the user leaves the screen (the browser asks before closing the tab meanwhile): it finishes and its URL is stored', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const release = holdUploads(adapters);
      let path = '';
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters, (location) => {
        path = location.pathname;
      });
      const unload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(unload()).toBe(false);
      await user.upload(await videoInput(2), fileOf('toma final.mp4', 'video/mp4'));
      const group = within(screen.getByRole('group', { name: VideoTexts.videoOf('Guión 2') }));
      await waitFor(() => expect(group.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
      // Closing or reloading the tab would lose it: the browser asks first.
      expect(unload()).toBe(true);

      await user.click(screen.getByRole('link', { name: 'Parrilla' }));
      await waitFor(() => expect(path).toBe('/requirements'));
      expect((await stored(adapters, WITH_SCRIPTS)).scripts[1]?.videoUrl).toBeUndefined();
      await act(async () => release());

      await waitFor(async () => expect((await stored(adapters, WITH_SCRIPTS)).scripts[1]?.videoUrl).toMatch(/toma/));
      expect(adapters.storage.list().map((object) => object.path)).toEqual([
        `videos/${CUMBRE}/${WITH_SCRIPTS}/guion2/toma final.mp4`,
      ]);
      // Nothing of the left screen pops up over the list, and the tab closes without asking.
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await waitFor(() => expect(unload()).toBe(false));
    });

    it("refuses over 300MB with 'El archivo excede el tamaño máximo permitido de 300MB.' before uploading", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      await user.upload(await videoInput(1), heavyFile('largo.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1));
      expect(await screen.findByText(text.tooLarge)).toBeTruthy();
      expect(adapters.storage.list()).toEqual([]);
    });

    it('refuses a type other than mp4, avi, mkv or quicktime before uploading', async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      await user.upload(await videoInput(1), fileOf('clip.webm', 'video/webm'));
      expect(await screen.findByText(text.invalidType)).toBeTruthy();
      expect(adapters.storage.list()).toEqual([]);
      // A QuickTime movie passes.
      await user.upload(await videoInput(1), fileOf('clip.mov', 'video/quicktime'));
      expect(await within(await script(1)).findByRole('link', { name: VideoTexts.viewVideo })).toBeTruthy();
    });

    it("a failed upload says 'Error al subir el video. Por favor, intenta nuevamente más tarde.' and changes nothing", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const before = await stored(adapters, WITH_SCRIPTS);
      adapters.storage.failNext('upload');
      await user.upload(await videoInput(1), fileOf('clip.mp4', 'video/mp4'));
      await dismissError(user, text.upload);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(within(await script(1)).queryByRole('link', { name: VideoTexts.viewVideo })).toBeNull();
    });
  });

  describe("'Datos para publicar' (CARROUSEL_SENDTOMETRICS and idMetrics)", () => {
    const checkbox = (within_: ReturnType<typeof within>, name: string) =>
      within_.getByRole('checkbox', { name }) as HTMLInputElement;

    it('is not shown for a brand without idMetrics', async () => {
      selectBrand(ESPIGA, 'Panadería La Espiga');
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const withScripts = (await adapters.requirements.list(ESPIGA)).find(
        (one) => one.title.startsWith('Video') && one.scripts.length > 0,
      )!;
      await open(withScripts.id, CONTENT, adapters);
      await script(1);
      expect(screen.queryByRole('region', { name: words.title })).toBeNull();
    });

    it("offers 'Video N' per script and only the brand's networks that take video, with the switches' defaults", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.brands.update(CUMBRE, {
        socialNetworks: ['Facebook', 'Instagram', 'Threads', 'LinkedIn', 'Pinterest', 'TikTok', 'YouTube'],
        updatedAt: TEST_NOW,
      });
      await open(WITH_SCRIPTS, CONTENT, adapters);
      const box = within(await panel());
      expect(
        box
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent),
      ).toEqual(['Video 1', 'Video 2', 'Video 3']);
      expect((box.getByRole('radio', { name: 'Video 1' }) as HTMLInputElement).checked).toBe(true);
      expect(box.getAllByRole('checkbox').map((one) => one.closest('label')?.textContent)).toEqual([
        'Facebook',
        'Instagram',
        'LinkedIn',
        'Pinterest',
        'TikTok',
        'YouTube',
      ]);
      for (const name of [words.allowComments, words.autoAddMusic, words.brandMention]) {
        expect((box.getByRole('switch', { name }) as HTMLInputElement).checked).toBe(true);
      }
      expect(box.getByLabelText(words.publicationDate)).toBeTruthy();
    });

    it("shows each network's fields when it is chosen and saves them with 'Guardar publicación'", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.brands.update(CUMBRE, {
        socialNetworks: ['Facebook', 'Instagram', 'LinkedIn', 'Pinterest', 'TikTok', 'YouTube'],
        updatedAt: TEST_NOW,
      });
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      const box = within(await panel());
      for (const label of [words.collaborators, words.videoTitle, words.documentTitle, words.pinBoardId]) {
        expect(box.queryByLabelText(label)).toBeNull();
      }
      await user.click(checkbox(box, 'Instagram'));
      await fill(user, box.getByRole('textbox', { name: words.collaborators }), '@barista');
      await user.click(checkbox(box, 'YouTube'));
      await fill(user, box.getByRole('textbox', { name: words.videoTitle }), 'Agua y café');
      await user.type(box.getByPlaceholderText(/.+/), 'cafe{Enter}');
      await user.click(checkbox(box, 'LinkedIn'));
      await fill(user, box.getByRole('textbox', { name: words.documentTitle }), 'Guía del agua');
      await user.click(checkbox(box, 'Pinterest'));
      await fill(user, box.getByRole('textbox', { name: words.pinBoardId }), 'tablero-1');
      await fill(user, box.getByRole('textbox', { name: words.pinTitle }), 'Pin del agua');
      await fill(user, box.getByRole('textbox', { name: words.pinLink }), 'https://cumbre.example/agua');
      expect(checkbox(box, words.pinNewFormat).checked).toBe(false);
      await user.click(checkbox(box, words.pinNewFormat));
      await user.click(box.getByRole('switch', { name: words.autoAddMusic }));
      await user.type(box.getByLabelText(words.publicationDate), '2026-12-01T10:30');
      await user.click(box.getByRole('button', { name: words.save }));
      await dismissInfo(user, Messages.success.planningSaved);

      const after = await stored(adapters, WITH_SCRIPTS);
      expect(after).toMatchObject({
        selectedSocialNetwork: ['Instagram', 'LinkedIn', 'Pinterest', 'YouTube'],
        collaborators: '@barista',
        videoTitle: 'Agua y café',
        youtubeTags: ['cafe'],
        documentTitle: 'Guía del agua',
        pinBoardId: 'tablero-1',
        pinTitle: 'Pin del agua',
        pinLink: 'https://cumbre.example/agua',
        pinNewFormat: true,
        allowComments: true,
        autoAddMusic: false,
        brandMention: true,
      });
      // Bogotá is UTC-5.
      expect(after.publicationDate?.toISOString()).toBe('2026-12-01T15:30:00.000Z');
    });

    it("a failed save says 'No se pudo guardar la planificación.' and changes nothing", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const before = await stored(adapters, WITH_SCRIPTS);
      const box = within(await panel());
      await user.click(checkbox(box, 'Facebook'));
      adapters.requirements.failNext('updateFrom');
      await user.click(box.getByRole('button', { name: words.save }));
      await dismissError(user, text.savePlanning);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(checkbox(box, 'Facebook').checked).toBe(true);
    });

    it("choosing a 'Video N' without an upload says 'No se ha cargado el video para el guión seleccionado.' and keeps the choice", async () => {
      const { adapters, user } = await open(READY);
      const box = within(await panel());
      await user.click(box.getByRole('radio', { name: 'Video 2' }));
      await dismissError(user, text.noVideoForScript);
      expect((await stored(adapters, READY)).videoToPublishIndex).toBe(0);
      expect((box.getByRole('radio', { name: 'Video 1' }) as HTMLInputElement).checked).toBe(true);
      expect((box.getByRole('radio', { name: 'Video 2' }) as HTMLInputElement).checked).toBe(false);
    });

    it('choosing a script with its video uploaded saves videoToPublishIndex', async () => {
      const { adapters, user } = await open(READY);
      await user.upload(await videoInput(3), fileOf('tercero.mp4', 'video/mp4'));
      await within(await script(3)).findByRole('link', { name: VideoTexts.viewVideo });
      const box = within(await panel());
      await user.click(box.getByRole('radio', { name: 'Video 3' }));
      await waitFor(async () => expect((await stored(adapters, READY)).videoToPublishIndex).toBe(2));
      await waitFor(() => expect((box.getByRole('radio', { name: 'Video 3' }) as HTMLInputElement).checked).toBe(true));
    });

    it("'Programar publicación' lists every pre-flight problem at once and saves and sends nothing", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const before = await stored(adapters, WITH_SCRIPTS);
      const box = within(await panel());
      await user.click(box.getByRole('button', { name: words.schedule }));
      const problems = await box.findByRole('alert', { name: Messages.scheduling.preflightRefused });
      expect(within(problems).getByText(text.selectedVideoWithoutUrl)).toBeTruthy();
      expect(within(problems).getByText(Messages.scheduling.noNetworks)).toBeTruthy();
      expect(within(problems).getByText(Messages.scheduling.publicationDateRequired)).toBeTruthy();
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(adapters.schedulingGateway.calls).toEqual([]);
    });

    it("'Programar publicación' saves and sends: 'Publicación enviada a programación.', not sendable twice", async () => {
      const { adapters, user } = await open(READY);
      const box = within(await panel());
      await user.click(box.getByRole('switch', { name: words.brandMention }));
      await user.click(box.getByRole('button', { name: words.schedule }));
      expect((box.getByRole('button', { name: words.schedule }) as HTMLButtonElement).disabled).toBe(true);
      expect((box.getByRole('button', { name: words.save }) as HTMLButtonElement).disabled).toBe(true);
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(adapters.schedulingGateway.calls).toEqual([
        { kind: 'video', key: { brandId: CUMBRE, requirementId: READY } },
      ]);
      expect(adapters.schedulerClient.drafts).toHaveLength(1);
      expect((await stored(adapters, READY)).brandMention).toBe(false);
    });

    it('a failed send shows its own reason and no draft is created', async () => {
      const { adapters, user } = await open(READY);
      adapters.schedulerClient.failNext('createDraft', new Error('Metricool caído'));
      const box = within(await panel());
      await user.click(box.getByRole('button', { name: words.schedule }));
      const modal = await screen.findByRole('alertdialog', { name: dialogs.errorTitle });
      // A sending failure shows the thrown message itself (docs/product.md, "Scheduling (Metricool)").
      expect(within(modal).getByText('Metricool caído')).toBeTruthy();
      expect(adapters.schedulerClient.drafts).toEqual([]);
      expect((await stored(adapters, READY)).scheduledPost).toBeNull();
    });
  });
});
