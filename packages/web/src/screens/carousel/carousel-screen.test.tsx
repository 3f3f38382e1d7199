import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { PLAUSIBLE_AI_ANSWERS } from '@estudio/domain/testing';
import { parseStorageUrl, type MediaFile, type StoredMedia, type UploadProgress } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { CarouselTexts } from './carousel-texts.js';

const text = Messages.carousel;

const CUMBRE = 'demo-cafe-cumbre-andina';
/** Café Cumbre Andina's carousel with guides, three images and a planning ready to schedule. */
const READY = 'demo-req-015';

const selectBrand = (id = CUMBRE) =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id, brandName: 'Café Cumbre Andina' }));

/** /carrousel/{id} as a reload or a pasted link: the brand is the shell's selected one. */
const open = async (as: string, adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW), id = READY) => {
  selectBrand();
  const rendered = await renderApp({ path: `/carrousel/${id}`, as, adapters });
  await screen.findByRole('article', { name: CarouselTexts.guide(1) });
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
};

const stored = async (adapters: MemoryAdapters, id = READY) => {
  const requirement = await adapters.requirements.get(CUMBRE, id);
  if (requirement === null) throw new Error(`no requirement ${id}`);
  return requirement;
};

const card = (n: number) => screen.getByRole('article', { name: CarouselTexts.guide(n) });
const button = (name: string) => screen.getByRole('button', { name });
const section = (name: string) => screen.getByRole('region', { name });

const fileOf = (name: string, type: string, size = 2048) => new File(['x'.repeat(size)], name, { type });

/** The object path a stored URL names: the server stores download URLs it derives from the object. */
const pathOf = (url: string | undefined) => parseStorageUrl(url ?? '')?.path ?? '';

describe('/carrousel/{id}', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  describe('opening', () => {
    it('needs VIEW_REQUIREMENTS', async () => {
      selectBrand();
      await renderApp({ path: `/carrousel/${READY}`, as: 'Administrador de marcas' });
      expect(await screen.findByText(Messages.access.forbidden)).toBeTruthy();
      expect(screen.queryByRole('article', { name: CarouselTexts.guide(1) })).toBeNull();
    });

    it('says the brand or requirement is missing when neither the state nor the shell carries a brand', async () => {
      await renderApp({ path: `/carrousel/${READY}`, as: 'Superadministrador' });
      expect(await screen.findByText(text.missingBrandOrRequirement)).toBeTruthy();
    });

    it('opens a pasted link by id under the selected brand: caption, 3 guides with their words, 3 images', async () => {
      const { adapters } = await open('Diseñador');
      const requirement = await stored(adapters);
      expect(screen.getByText(CarouselTexts.brandOf('Café Cumbre Andina'))).toBeTruthy();
      expect(screen.getByRole('heading', { name: requirement.title })).toBeTruthy();
      expect(screen.getByTestId('caption-text').textContent).toBe(requirement.caption);
      for (const n of [1, 2, 3]) {
        const guide = within(card(n));
        expect(guide.getByText(requirement.instructions[n - 1] ?? '')).toBeTruthy();
        expect(guide.getByText(requirement.suggestedWords[n - 1] ?? '')).toBeTruthy();
        expect(guide.getByRole('img', { name: CarouselTexts.image(n) }).getAttribute('src')).toBe(
          requirement.imagesAIUrl[n - 1],
        );
      }
    });

    it("opens from the list's link with number, title and brandId in the state, no brand selected", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const requirement = await stored(adapters);
      const user = userEvent.setup();
      const locations: Location[] = [];
      await renderApp({
        path: requirement.status === 'Finalizado' ? '/finished' : '/requirements',
        as: 'Gestor de contenido',
        adapters,
        onLocation: (location) => locations.push(location),
      });
      await user.click(await screen.findByRole('link', { name: requirement.title }));
      const first = await screen.findByRole('article', { name: CarouselTexts.guide(1) });
      expect(within(first).getByText(requirement.instructions[0] ?? '')).toBeTruthy();
      expect(screen.getByRole('heading', { name: requirement.title })).toBeTruthy();
      expect(locations.at(-1)?.state).toEqual({ number: 15, title: requirement.title, brandId: CUMBRE });
      expect(window.localStorage.getItem(SELECTED_BRAND_KEY)).toBeNull();
    });

    it('reports a requirement that does not exist', async () => {
      selectBrand();
      await renderApp({ path: '/carrousel/no-existe', as: 'Diseñador' });
      expect(await screen.findAllByText(text.requirementNotFound)).not.toHaveLength(0);
    });
  });

  describe('permissions', () => {
    it('designer: guide and image actions, caption and guides as plain text, no suggestion nor publishing', async () => {
      await open('Diseñador');
      expect(button(CarouselTexts.generateGuides)).toBeTruthy();
      expect(button(CarouselTexts.generateImage(1))).toBeTruthy();
      expect(button(CarouselTexts.validate(2))).toBeTruthy();
      expect(within(card(3)).getByText(CarouselTexts.replaceImage(3))).toBeTruthy();
      expect(screen.queryByRole('button', { name: CarouselTexts.generateSuggestion })).toBeNull();
      expect(screen.queryByRole('textbox', { name: CarouselTexts.caption })).toBeNull();
      expect(screen.queryByRole('textbox', { name: CarouselTexts.description(1) })).toBeNull();
      expect(screen.queryByRole('button', { name: CarouselTexts.saveGuide(1) })).toBeNull();
      expect(screen.queryByRole('region', { name: CarouselTexts.publishing })).toBeNull();
    });

    it('content manager: suggestion, editable texts and the publishing panel, no image actions', async () => {
      await open('Gestor de contenido');
      expect(button(CarouselTexts.generateSuggestion)).toBeTruthy();
      expect(screen.getByRole('textbox', { name: CarouselTexts.caption })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: CarouselTexts.description(2) })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: CarouselTexts.suggestedWords(3) })).toBeTruthy();
      expect(screen.queryByRole('button', { name: CarouselTexts.generateGuides })).toBeNull();
      expect(screen.queryByRole('button', { name: CarouselTexts.generateImage(1) })).toBeNull();
      expect(screen.queryByRole('button', { name: CarouselTexts.validate(1) })).toBeNull();
      expect(screen.queryByText(CarouselTexts.replaceImage(1))).toBeNull();
      expect(section(CarouselTexts.publishing)).toBeTruthy();
    });

    it('hides the publishing panel when the brand has no Metricool id', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.brands.update(CUMBRE, { idMetrics: '', updatedAt: TEST_NOW });
      await open('Gestor de contenido', adapters);
      expect(screen.queryByRole('region', { name: CarouselTexts.publishing })).toBeNull();
    });
  });

  describe('caption suggestion (CARROUSEL_SUGGESTIONAI)', () => {
    it('stores the caption of the grid position, every action waiting meanwhile', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const answer = gate<unknown>();
      adapters.ai.respond('carouselCaptions', () => answer.promise);
      const { user } = await open('Gestor de contenido', adapters);
      await user.click(button(CarouselTexts.generateSuggestion));
      await waitFor(() => expect((button(CarouselTexts.generateSuggestion) as HTMLButtonElement).disabled).toBe(true));
      expect((button(CarouselTexts.savePublication) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByRole('status').textContent).toContain(CarouselTexts.working);
      await user.click(button(CarouselTexts.generateSuggestion));
      expect(adapters.ai.callsTo('carouselCaptions')).toHaveLength(1);
      await act(async () => answer.release(PLAUSIBLE_AI_ANSWERS.carouselCaptions));
      const requirement = await stored(adapters);
      await waitFor(() =>
        expect((screen.getByRole('textbox', { name: CarouselTexts.caption }) as HTMLTextAreaElement).value).toBe(
          requirement.caption,
        ),
      );
      expect(requirement.caption).not.toBe('');
      expect(adapters.ai.callsTo('carouselCaptions')).toHaveLength(1);
    });

    it('a failure says so and changes nothing', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('carouselCaptions', new Error('modelo caído'));
      const before = await stored(adapters);
      const { user } = await open('Gestor de contenido', adapters);
      await user.click(button(CarouselTexts.generateSuggestion));
      await dismissError(user, text.generateSuggestion);
      expect((await stored(adapters)).caption).toBe(before.caption);
      expect((screen.getByRole('textbox', { name: CarouselTexts.caption }) as HTMLTextAreaElement).value).toBe(
        before.caption,
      );
    });
  });

  describe('new guides (CARROUSEL_NEWGUIDES)', () => {
    it('stores the three new guides and shows them', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('generateDesignGuides', PLAUSIBLE_AI_ANSWERS.generateDesignGuides);
      const { user } = await open('Diseñador', adapters);
      await user.click(button(CarouselTexts.generateGuides));
      expect(await within(card(2)).findByText('Tres consejos en tarjetas azules.')).toBeTruthy();
      expect(within(card(3)).getByText('síguenos')).toBeTruthy();
      expect((await stored(adapters)).instructions).toEqual([
        'Portada con el mensaje clave sobre fondo naranja.',
        'Tres consejos en tarjetas azules.',
        'Cierre con llamada a la acción.',
      ]);
    });

    it("needs a caption: 'Caption requerido para generar guías.'", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.requirements.update(CUMBRE, READY, { caption: '' });
      const { user } = await open('Diseñador', adapters);
      await user.click(button(CarouselTexts.generateGuides));
      await dismissError(user, text.captionRequiredForGuides);
      expect(adapters.ai.callsTo('generateDesignGuides')).toHaveLength(0);
    });

    it("refuses anything but three guides ('Guías inválidas.') and keeps the old ones", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('generateDesignGuides', {
        guias_json: { guia1: { descripcion: 'Sola.', palabras_sugeridas: 'una' } },
      });
      const before = await stored(adapters);
      const { user } = await open('Diseñador', adapters);
      await user.click(button(CarouselTexts.generateGuides));
      await dismissError(user, text.invalidGuides);
      expect((await stored(adapters)).instructions).toEqual(before.instructions);
      expect(within(card(1)).getByText(before.instructions[0] ?? '')).toBeTruthy();
    });
  });

  describe('images (CARROUSEL_CHANGEIMG)', () => {
    it('a new AI image replaces the card and its old validation', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('generateCarouselImage', PLAUSIBLE_AI_ANSWERS.generateCarouselImage);
      await adapters.requirements.update(CUMBRE, READY, {
        validation: { '0': { alineacion: 50, descripcion: 'Mal.' } },
      });
      const before = await stored(adapters);
      const { user } = await open('Diseñador', adapters);
      expect(within(card(1)).getByRole('button', { name: UiTexts.validation.notAlignedDetail })).toBeTruthy();
      await user.click(button(CarouselTexts.generateImage(1)));
      await waitFor(async () => expect((await stored(adapters)).imagesAIUrl[0]).not.toBe(before.imagesAIUrl[0]));
      const after = await stored(adapters);
      expect(pathOf(after.imagesAIUrl[0])).toContain(`img_carrousels/${CUMBRE}/${READY}/`);
      expect(after.validation).toEqual({});
      await waitFor(() =>
        expect(
          within(card(1))
            .getByRole('img', { name: CarouselTexts.image(1) })
            .getAttribute('src'),
        ).toBe(after.imagesAIUrl[0]),
      );
      expect(within(card(1)).queryByRole('button', { name: /Validación/ })).toBeNull();
    });

    it("needs the caption and the guide: 'Faltan datos para generar la nueva imagen.'", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.requirements.update(CUMBRE, READY, { instructions: ['', 'b', 'c'] });
      const { user } = await open('Diseñador', adapters);
      await user.click(button(CarouselTexts.generateImage(1)));
      await dismissError(user, text.missingImageData);
      expect(adapters.ai.callsTo('generateCarouselImage')).toHaveLength(0);
    });

    it('a generation failure says so and keeps the image', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('generateCarouselImage', PLAUSIBLE_AI_ANSWERS.generateCarouselImage);
      adapters.storage.failNext('uploadBase64', new Error('sin red'));
      const before = await stored(adapters);
      const { user } = await open('Diseñador', adapters);
      await user.click(button(CarouselTexts.generateImage(2)));
      await dismissError(user, text.generateImagePrefix, true);
      expect((await stored(adapters)).imagesAIUrl).toEqual(before.imagesAIUrl);
    });

    it('a replacement uploads with a progress bar, actions wait, and the image is set', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const original = adapters.storage.upload.bind(adapters.storage);
      const hold = gate<void>();
      vi.spyOn(adapters.storage, 'upload').mockImplementation(
        async (
          path: string,
          file: MediaFile,
          onProgress?: (progress: UploadProgress) => void,
        ): Promise<StoredMedia> => {
          onProgress?.({ bytesTransferred: file.size / 2, totalBytes: file.size });
          await hold.promise;
          return original(path, file, onProgress);
        },
      );
      const { user } = await open('Diseñador', adapters);
      await user.upload(
        within(card(2)).getByLabelText(CarouselTexts.replaceImage(2)),
        fileOf('nueva.webp', 'image/webp'),
      );
      const bar = await within(card(2)).findByRole('progressbar');
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
      expect((button(CarouselTexts.validate(2)) as HTMLButtonElement).disabled).toBe(true);
      expect((button(CarouselTexts.generateGuides) as HTMLButtonElement).disabled).toBe(true);
      await act(async () => hold.release());
      await waitFor(async () => expect(pathOf((await stored(adapters)).imagesAIUrl[1])).toMatch(/nueva\.webp$/));
      const url = (await stored(adapters)).imagesAIUrl[1];
      await waitFor(() =>
        expect(
          within(card(2))
            .getByRole('img', { name: CarouselTexts.image(2) })
            .getAttribute('src'),
        ).toBe(url),
      );
      expect(pathOf(url)).toContain(`img_carrousels/${CUMBRE}/${READY}/imagen-2-`);
    });

    it("stops a replacement with 'Cancelar subida': only the cancel notice, the image as it was, and it can be picked again", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.storage.holdUploads();
      const before = await stored(adapters);
      const { user } = await open('Diseñador', adapters);
      const image = fileOf('nueva.webp', 'image/webp');
      await user.upload(within(card(2)).getByLabelText(CarouselTexts.replaceImage(2)), image);
      const bar = await within(card(2)).findByRole('progressbar');
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
      const cancel = within(card(2)).getByRole('button', { name: UiTexts.filePicker.cancel });
      // The card is not covered: the button next to its bar can be reached, while the other actions wait.
      expect(cancel.closest('[inert]')).toBeNull();
      expect((button(CarouselTexts.validate(2)) as HTMLButtonElement).disabled).toBe(true);
      expect(within(card(1)).queryByRole('button', { name: UiTexts.filePicker.cancel })).toBeNull();
      await user.click(cancel);

      await dismissInfo(user, Messages.media.uploadCancelled);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(within(card(2)).queryByRole('progressbar')).toBeNull();
      adapters.storage.releaseUploads();
      expect(adapters.storage.list()).toEqual([]);
      expect(await stored(adapters)).toEqual(before);
      expect((button(CarouselTexts.validate(2)) as HTMLButtonElement).disabled).toBe(false);

      await user.upload(within(card(2)).getByLabelText(CarouselTexts.replaceImage(2)), image);
      await waitFor(async () => expect(pathOf((await stored(adapters)).imagesAIUrl[1])).toMatch(/nueva\.webp$/));
    });

    it('refuses a file that is not png, jpg, jpeg, gif or webp before uploading', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const before = await stored(adapters);
      const { user } = await open('Diseñador', adapters);
      await user.upload(
        within(card(1)).getByLabelText(CarouselTexts.replaceImage(1)),
        fileOf('logo.svg', 'image/svg+xml'),
      );
      await dismissError(user, text.invalidImageType);
      expect(adapters.storage.list()).toHaveLength(0);
      expect((await stored(adapters)).imagesAIUrl).toEqual(before.imagesAIUrl);
    });

    it('an upload failure says so and keeps the image', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.storage.failNext('upload', new Error('cuota'));
      const before = await stored(adapters);
      const { user } = await open('Diseñador', adapters);
      await user.upload(within(card(3)).getByLabelText(CarouselTexts.replaceImage(3)), fileOf('foto.png', 'image/png'));
      await dismissError(user, text.uploadImagePrefix, true);
      expect((await stored(adapters)).imagesAIUrl).toEqual(before.imagesAIUrl);
    });
  });

  describe('design validation (CARROUSEL_VALIDAI)', () => {
    it('validates a card: green OK mark at 86 %, click shows percentage, description and history', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('validateDesign', PLAUSIBLE_AI_ANSWERS.validateDesign);
      const { user } = await open('Diseñador', adapters);
      const imageUrl = (await stored(adapters)).imagesAIUrl[0] ?? '';
      // An earlier validation of this card, kept by the server.
      await adapters.designValidations.record(CUMBRE, READY, {
        index: 0,
        imageUrl,
        alineacion: 60,
        descripcion: 'Antes.',
        at: new Date('2026-11-20T15:00:00.000Z'),
        by: { uid: 'demo-disenador', email: 'disenador@estudio.test' },
      });
      await user.click(button(CarouselTexts.validate(1)));
      const mark = await within(card(1)).findByRole('button', { name: UiTexts.validation.alignedDetail });
      expect(within(card(2)).queryByRole('button', { name: /Validación/ })).toBeNull();
      await user.click(mark);
      const details = within(card(1)).getByRole('region', { name: CarouselTexts.validationDetail(1) });
      expect(within(details).getByText(/Alineación: 86/)).toBeTruthy();
      expect(within(details).getByText('Respeta la paleta y la tipografía de la guía.')).toBeTruthy();
      const history = await within(details).findByRole('table', { name: CarouselTexts.history });
      // The earlier entry, and the one the server recorded for this validation (with who asked).
      expect(await within(history).findAllByText('disenador@estudio.test')).toHaveLength(2);
      expect(within(history).getByText(/60/)).toBeTruthy();
      expect(within(history).getByText(/86/)).toBeTruthy();
      const saved = await stored(adapters);
      expect(saved.validation['0']?.alineacion).toBe(86);
      expect(saved.changedBy).toMatchObject({ email: 'disenador@estudio.test' });
    });

    it('a red mark below 75.01 %', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.requirements.update(CUMBRE, READY, {
        validation: {
          '1': { alineacion: 75, descripcion: 'Casi.' },
          '2': { alineacion: 75.01, descripcion: 'Justo.' },
        },
      });
      const { user } = await open('Diseñador', adapters);
      const red = within(card(2)).getByRole('button', { name: UiTexts.validation.notAlignedDetail });
      expect(within(card(3)).getByRole('button', { name: UiTexts.validation.alignedDetail })).toBeTruthy();
      await user.click(red);
      const details = within(card(2)).getByRole('region', { name: CarouselTexts.validationDetail(2) });
      expect(within(details).getByText('Casi.')).toBeTruthy();
      expect(await within(details).findByText(CarouselTexts.historyEmpty)).toBeTruthy();
    });

    it("needs the image and its guide: 'Faltan datos para validar el diseño.'", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.requirements.update(CUMBRE, READY, { imagesAIUrl: [] });
      const { user } = await open('Diseñador', adapters);
      await user.click(button(CarouselTexts.validate(1)));
      await dismissError(user, text.missingValidationData);
      expect(adapters.ai.callsTo('validateDesign')).toHaveLength(0);
    });

    it('a failure says so and leaves no mark', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('validateDesign', new Error('tiempo agotado'));
      const { user } = await open('Diseñador', adapters);
      await user.click(button(CarouselTexts.validate(1)));
      await dismissError(user, text.validateDesignPrefix, true);
      expect(within(card(1)).queryByRole('button', { name: /Validación/ })).toBeNull();
      expect((await stored(adapters)).validation).toEqual({});
    });
  });

  describe('editing texts (REQUIREMENTS_EDIT)', () => {
    it('saves the caption', async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const box = screen.getByRole('textbox', { name: CarouselTexts.caption });
      await user.clear(box);
      await user.type(box, 'Nuevo caption del carrusel');
      await user.click(button(CarouselTexts.saveCaption));
      await waitFor(async () => expect((await stored(adapters)).caption).toBe('Nuevo caption del carrusel'));
    });

    it("saves one guide's description and words, the others as they were", async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const before = await stored(adapters);
      const description = screen.getByRole('textbox', { name: CarouselTexts.description(2) });
      await user.clear(description);
      await user.type(description, 'Interior nuevo');
      const words = screen.getByRole('textbox', { name: CarouselTexts.suggestedWords(2) });
      await user.clear(words);
      await user.type(words, 'uno, dos');
      await user.click(button(CarouselTexts.saveGuide(2)));
      await waitFor(async () => expect((await stored(adapters)).instructions[1]).toBe('Interior nuevo'));
      const after = await stored(adapters);
      expect(after.instructions).toEqual([before.instructions[0], 'Interior nuevo', before.instructions[2]]);
      expect(after.suggestedWords).toEqual([before.suggestedWords[0], 'uno, dos', before.suggestedWords[2]]);
    });

    it("saves only the texts changed here: another person's guide and words saved after the screen opened are kept", async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const before = await stored(adapters);
      const theirs = {
        instructions: [before.instructions[0] ?? '', before.instructions[1] ?? '', 'Cierre de otra persona'],
        suggestedWords: [before.suggestedWords[0] ?? '', 'sus, palabras', before.suggestedWords[2] ?? ''],
      };
      await adapters.requirements.update(CUMBRE, READY, theirs);
      const description = screen.getByRole('textbox', { name: CarouselTexts.description(2) });
      await user.clear(description);
      await user.type(description, 'Interior nuevo');
      await user.click(button(CarouselTexts.saveGuide(2)));
      await waitFor(async () => expect((await stored(adapters)).instructions[1]).toBe('Interior nuevo'));
      const after = await stored(adapters);
      expect(after.instructions).toEqual([theirs.instructions[0], 'Interior nuevo', 'Cierre de otra persona']);
      expect(after.suggestedWords).toEqual(theirs.suggestedWords);
    });

    it('a failed save says so and changes nothing', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const before = await stored(adapters);
      const { user } = await open('Gestor de contenido', adapters);
      adapters.requirements.failNext('updateFrom', new Error('sin red'));
      const box = screen.getByRole('textbox', { name: CarouselTexts.caption });
      await user.type(box, ' más');
      await user.click(button(CarouselTexts.saveCaption));
      await dismissError(user, Messages.blueprint.saveChanges);
      expect((await stored(adapters)).caption).toBe(before.caption);
    });
  });

  describe('publishing (CARROUSEL_SENDTOMETRICS and idMetrics)', () => {
    it("offers only the brand's networks that take carousels", async () => {
      await open('Gestor de contenido');
      const panel = within(section(CarouselTexts.publishing));
      for (const network of ['Facebook', 'Instagram', 'TikTok']) {
        expect(panel.getByRole('checkbox', { name: network })).toBeTruthy();
      }
      // YouTube is on the brand but takes no carousels.
      expect(panel.queryByRole('checkbox', { name: 'YouTube' })).toBeNull();
    });

    it("'Guardar publicación' saves the planning", async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const panel = within(section(CarouselTexts.publishing));
      await user.click(panel.getByRole('checkbox', { name: 'TikTok' }));
      await user.click(button(CarouselTexts.savePublication));
      await dismissInfo(user, Messages.success.planningSaved);
      expect((await stored(adapters)).selectedSocialNetwork).toEqual(['Facebook', 'Instagram']);
      expect(adapters.schedulerClient.drafts).toHaveLength(0);
    });

    it('a failed save says so and changes nothing', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const before = await stored(adapters);
      const { user } = await open('Gestor de contenido', adapters);
      adapters.requirements.failNext('updateFrom', new Error('sin red'));
      await user.click(within(section(CarouselTexts.publishing)).getByRole('checkbox', { name: 'Facebook' }));
      await user.click(button(CarouselTexts.savePublication));
      await dismissError(user, text.savePlanning);
      expect((await stored(adapters)).selectedSocialNetwork).toEqual(before.selectedSocialNetwork);
    });

    it("'Programar publicación' saves, then sends through the server", async () => {
      const { user, adapters } = await open('Gestor de contenido');
      await user.click(button(CarouselTexts.schedulePublication));
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(adapters.schedulerClient.drafts).toHaveLength(1);
    });

    it("'Programar publicación' cannot be sent twice: every action waits until the server answers", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const original = adapters.schedulingGateway.schedule.bind(adapters.schedulingGateway);
      const hold = gate<void>();
      const sends = vi.spyOn(adapters.schedulingGateway, 'schedule').mockImplementation(async (...args) => {
        await hold.promise;
        return original(...args);
      });
      const { user } = await open('Gestor de contenido', adapters);
      await user.click(button(CarouselTexts.schedulePublication));
      await waitFor(() => expect(sends).toHaveBeenCalledTimes(1));
      expect((button(CarouselTexts.schedulePublication) as HTMLButtonElement).disabled).toBe(true);
      expect((button(CarouselTexts.savePublication) as HTMLButtonElement).disabled).toBe(true);
      expect((button(CarouselTexts.generateSuggestion) as HTMLButtonElement).disabled).toBe(true);
      await user.click(button(CarouselTexts.schedulePublication));
      await act(async () => hold.release());
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(sends).toHaveBeenCalledTimes(1);
      expect(adapters.schedulerClient.drafts).toHaveLength(1);
    });

    it('a failed send says so and Metricool gets nothing', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.schedulerClient.failNext(undefined, new Error('Metricool no responde'));
      const { user } = await open('Gestor de contenido', adapters);
      await user.click(button(CarouselTexts.schedulePublication));
      // The scheduler function answers the upstream's own text.
      await dismissError(user, 'Metricool no responde');
      expect(adapters.schedulerClient.drafts).toHaveLength(0);
    });

    it('lists every pre-flight problem at once and sends nothing', async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const panel = within(section(CarouselTexts.publishing));
      for (const network of ['Facebook', 'Instagram', 'TikTok']) {
        await user.click(panel.getByRole('checkbox', { name: network }));
      }
      await user.clear(panel.getByLabelText(CarouselTexts.publicationDate));
      await user.click(button(CarouselTexts.schedulePublication));
      const alert = await panel.findByRole('alert');
      expect(within(alert).getByText(Messages.scheduling.preflightRefused)).toBeTruthy();
      expect(within(alert).getByText(Messages.scheduling.noNetworks)).toBeTruthy();
      expect(within(alert).getByText(Messages.scheduling.publicationDateRequired)).toBeTruthy();
      expect(adapters.schedulerClient.drafts).toHaveLength(0);
      // Saved first, as the issue asks.
      expect((await stored(adapters)).selectedSocialNetwork).toEqual([]);
    });
  });
});
