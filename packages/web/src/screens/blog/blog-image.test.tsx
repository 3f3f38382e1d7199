import { PLAUSIBLE_AI_ANSWERS } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { cleanEachTest } from '../../test/each-test.js';
import { BlogTexts } from './blog-texts.js';
import {
  CUMBRE,
  DESIGNER,
  EMPTY_BLOG,
  WRITTEN_BLOG,
  button,
  demoAdapters,
  imageFile,
  open,
  pick,
  region,
  stored,
  urlOf,
  videoFile,
} from './blog-screen.test-support.js';

const text = Messages.blog;

// The article's image: generated from the article (its draft: blog-image-draft.test.tsx), or replaced by the user's own.
describe('/blog/{id}', () => {
  cleanEachTest();

  describe('image panel', () => {
    it('without article content: "No se encontró contenido del artículo para generar la imagen."', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      await region(BlogTexts.imageSection);
      await user.click(button(BlogTexts.generateImage));
      await dismissError(user, text.noArticleContent);
      expect(adapters.ai.callsTo('generateArticleImage')).toEqual([]);
    });

    it('a failed generation says "Hubo un error al generar la imagen." and changes nothing', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      const before = await stored(adapters, WRITTEN_BLOG);
      adapters.ai.respondOnce('generateArticleImage', new Error('sin imagen'));
      await region(BlogTexts.imageSection);
      await user.click(button(BlogTexts.generateImage));
      await dismissError(user, text.generateImage);
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
      expect(screen.getByText(BlogTexts.noImage)).toBeTruthy();
    });

    it('is busy while generating and cannot be sent twice', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      const slow = gate<unknown>();
      adapters.ai.respondOnce('generateArticleImage', () => slow.promise);
      await region(BlogTexts.imageSection);
      await user.click(button(BlogTexts.generateImage));
      expect(await screen.findByText(BlogTexts.generatingImage)).toBeTruthy();
      expect(button(BlogTexts.generateImage).hasAttribute('data-loading')).toBe(true);
      expect(button(BlogTexts.generateImage).hasAttribute('disabled')).toBe(true);
      expect(button(BlogTexts.saveArticle).hasAttribute('disabled')).toBe(true);
      await user.click(button(BlogTexts.generateImage));
      slow.release(PLAUSIBLE_AI_ANSWERS.generateArticleImage);
      await screen.findByRole('img', { name: BlogTexts.proposedImageAlt });
      expect(adapters.ai.callsTo('generateArticleImage')).toHaveLength(1);
    });

    it('replaces the image with the user’s own (BLOG_CHANGEIMG)', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG, DESIGNER);
      await pick(user, BlogTexts.imageSection, imageFile());
      await user.click(button(BlogTexts.replaceImage));
      const image = await screen.findByRole('img', { name: BlogTexts.imageAlt });
      const [object] = adapters.storage.list();
      expect(object?.path).toMatch(new RegExp(`^video_blogs/${CUMBRE}/${WRITTEN_BLOG}/.*portada\\.png$`));
      const url = await urlOf(adapters, object?.path);
      expect(image.getAttribute('src')).toBe(url);
      expect((await stored(adapters, WRITTEN_BLOG)).imageAIUrl).toBe(url);
    });

    it("shows the image upload's progress, and 'Cancelar subida' stops it: only the cancel notice, the image as it was", async () => {
      const adapters = demoAdapters();
      adapters.storage.holdUploads();
      const before = await stored(adapters, WRITTEN_BLOG);
      const { user } = await open(WRITTEN_BLOG, DESIGNER, adapters);
      await pick(user, BlogTexts.imageSection, imageFile());
      await user.click(button(BlogTexts.replaceImage));
      const panel = await region(BlogTexts.imageSection);
      expect(await within(panel).findByText('50 %')).toBeTruthy();
      await user.click(within(panel).getByRole('button', { name: UiTexts.filePicker.cancel }));

      await dismissInfo(user, Messages.media.uploadCancelled);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(within(panel).queryByRole('progressbar')).toBeNull();
      adapters.storage.releaseUploads();
      expect(adapters.storage.list()).toEqual([]);
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);

      // The picked image is still chosen: replaced again, it is stored and shown.
      await user.click(button(BlogTexts.replaceImage));
      await waitFor(async () =>
        expect((await stored(adapters, WRITTEN_BLOG)).imageAIUrl).toBe(
          await urlOf(adapters, adapters.storage.list()[0]?.path),
        ),
      );
    });

    it('is busy while replacing and cannot be sent twice', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG, DESIGNER);
      const slow = gate<void>();
      const upload = adapters.storage.upload.bind(adapters.storage);
      let uploads = 0;
      adapters.storage.upload = async (path, file, onProgress) => {
        uploads += 1;
        await slow.promise;
        return upload(path, file, onProgress);
      };
      await pick(user, BlogTexts.imageSection, imageFile());
      await user.click(button(BlogTexts.replaceImage));
      expect(await screen.findByText(BlogTexts.replacingImage)).toBeTruthy();
      expect(button(BlogTexts.replaceImage).hasAttribute('disabled')).toBe(true);
      await user.click(button(BlogTexts.replaceImage));
      slow.release();
      await screen.findByRole('img', { name: BlogTexts.imageAlt });
      expect(uploads).toBe(1);
    });

    it('without an image file: "Por favor, selecciona un archivo de imagen." and nothing is uploaded', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG, DESIGNER);
      await region(BlogTexts.imageSection);
      await user.click(button(BlogTexts.replaceImage));
      await dismissError(user, text.imageRequired);
      await pick(user, BlogTexts.imageSection, videoFile());
      await user.click(button(BlogTexts.replaceImage));
      await dismissError(user, text.imageRequired);
      expect(adapters.storage.list()).toEqual([]);
    });

    it('a failed replacement says "Hubo un error al reemplazar la imagen." and changes nothing', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG, DESIGNER);
      const before = await stored(adapters, WRITTEN_BLOG);
      adapters.storage.failNext('upload');
      await pick(user, BlogTexts.imageSection, imageFile());
      await user.click(button(BlogTexts.replaceImage));
      await dismissError(user, text.replaceImage);
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
      expect(screen.getByText(BlogTexts.noImage)).toBeTruthy();
    });
  });
});
