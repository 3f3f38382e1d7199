import { createDemoMemoryAdapters, PLAUSIBLE_AI_ANSWERS } from '@estudio/adapters';
import { type MediaFile, type StoredMedia, type UploadProgress } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { CarouselTexts } from './carousel-texts.js';
import { CUMBRE, READY, button, card, fileOf, open, pathOf, stored } from './carousel-screen.test-support.js';

const text = Messages.carousel;

// Each card's image, generated or replaced, and the AI's validation of its design.
describe('/carrousel/{id}', () => {
  cleanEachTest();

  describe('images (CARROUSEL_CHANGEIMG)', () => {
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
});
