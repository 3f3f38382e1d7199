import { type MemoryAdapters } from '@estudio/adapters';
import { parseStorageUrl } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissError, gate } from '../../test/dialogs.js';
import { cleanEachTest } from '../../test/each-test.js';
import { BlogTexts } from './blog-texts.js';
import {
  CUMBRE,
  DESIGNER,
  WRITTEN_BLOG,
  button,
  demoAdapters,
  open,
  region,
  stored,
} from './blog-screen.test-support.js';

const words = UiTexts.aiDraft;
/** An image the written blog shows before any new one (an upload of its folder). */
const BEFORE_PATH = `video_blogs/${CUMBRE}/${WRITTEN_BLOG}/up0-antes.png`;

const draft = () => screen.findByRole('region', { name: BlogTexts.imageProposal });
const draftButton = async (name: string) => within(await draft()).getByRole('button', { name });

/** The twins with the written blog showing an image of its own. */
const withImage = async (adapters: MemoryAdapters = demoAdapters()) => {
  const imageAIUrl = adapters.storedMedia.put(BEFORE_PATH, new Uint8Array(16), 'image/png');
  await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, { imageAIUrl });
  return { adapters, imageAIUrl };
};

/** The content manager on the written blog (its image `before`), the new image generated and shown as a draft. */
const generated = async () => {
  const { adapters, imageAIUrl: before } = await withImage();
  const opened = await stored(adapters, WRITTEN_BLOG);
  const { user } = await open(WRITTEN_BLOG, undefined, adapters);
  await region(BlogTexts.imageSection);
  await user.click(button(BlogTexts.generateImage));
  const proposed = within(await draft()).getByRole('img', { name: BlogTexts.proposedImageAlt });
  return { user, adapters, before, opened, url: proposed.getAttribute('src') ?? '' };
};

// The new article image (BLOG_NEWARTICLE) as a draft: stored beside the blog, the article's only on 'Reemplazar'.
describe('/blog/{id}', () => {
  cleanEachTest();

  describe("the new image's draft", () => {
    it('shows the new image beside the current one, nothing on the blog changed; no "Insertar"', async () => {
      const { adapters, before, opened, url } = await generated();
      const proposal = await draft();
      expect(within(proposal).getByText(words.currentImage)).toBeTruthy();
      expect(within(proposal).getByRole('img', { name: BlogTexts.imageAlt }).getAttribute('src')).toBe(before);
      // Stored by the server in the blog's own AI folder, the URL it derived for it shown.
      const path = parseStorageUrl(url)?.path ?? '';
      expect(path).toMatch(new RegExp(`^video_blogs/${CUMBRE}/${WRITTEN_BLOG}/ia/`));
      expect(adapters.storage.read(path)?.contentType).toBe('image/png');
      expect(adapters.ai.callsTo('generateArticleImage')[0]?.content).toContain('Introducción');
      expect(within(proposal).queryByRole('button', { name: words.insert })).toBeNull();
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(opened);
    });

    it("'Reemplazar' makes it the article's image, then 'Deshacer' puts the previous one back", async () => {
      const { user, adapters, before, url } = await generated();
      await user.click(await draftButton(words.replace));
      await waitFor(async () =>
        expect(await stored(adapters, WRITTEN_BLOG)).toMatchObject({
          imageAIUrl: url,
          imageReplaced: { previous: before, accepted: url },
        }),
      );
      const panel = await region(BlogTexts.imageSection);
      expect(await within(panel).findByText(words.replacedImage)).toBeTruthy();
      expect(within(panel).getByRole('img', { name: BlogTexts.imageAlt }).getAttribute('src')).toBe(url);
      expect(screen.queryByRole('region', { name: BlogTexts.imageProposal })).toBeNull();

      await user.click(within(panel).getByRole('button', { name: words.undo }));
      await waitFor(async () =>
        expect(await stored(adapters, WRITTEN_BLOG)).toMatchObject({ imageAIUrl: before, imageReplaced: null }),
      );
      await waitFor(() => expect(within(panel).queryByRole('button', { name: words.undo })).toBeNull());
      expect(within(panel).getByRole('img', { name: BlogTexts.imageAlt }).getAttribute('src')).toBe(before);
    });

    it("'Deshacer' stays while the server keeps the replaced image: after a reload too", async () => {
      const { adapters, imageAIUrl: before } = await withImage();
      const accepted = adapters.storedMedia.put(
        `video_blogs/${CUMBRE}/${WRITTEN_BLOG}/ia/imagen-articulo-1.png`,
        new Uint8Array(16),
        'image/png',
      );
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, {
        imageAIUrl: accepted,
        imageReplaced: { previous: before, accepted },
      });
      const { user } = await open(WRITTEN_BLOG, undefined, adapters);
      const panel = await region(BlogTexts.imageSection);
      expect(within(panel).getByText(words.replacedImage)).toBeTruthy();
      await user.click(within(panel).getByRole('button', { name: words.undo }));
      await waitFor(async () => expect((await stored(adapters, WRITTEN_BLOG)).imageAIUrl).toBe(before));
    });

    it("'Descartar' drops the draft and changes nothing", async () => {
      const { user, adapters, before, opened } = await generated();
      await user.click(await draftButton(words.discard));
      expect(screen.queryByRole('region', { name: BlogTexts.imageProposal })).toBeNull();
      const panel = await region(BlogTexts.imageSection);
      expect(within(panel).getByRole('img', { name: BlogTexts.imageAlt }).getAttribute('src')).toBe(before);
      expect(within(panel).queryByRole('button', { name: words.undo })).toBeNull();
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(opened);
    });

    it("'Reemplazar' is busy while the server sets the image, and the other actions wait", async () => {
      const { user, adapters, url } = await generated();
      const slow = gate<void>();
      const updateFrom = adapters.requirements.updateFrom.bind(adapters.requirements);
      adapters.requirements.updateFrom = async (...args) => {
        await slow.promise;
        return updateFrom(...args);
      };
      await user.click(await draftButton(words.replace));
      await waitFor(async () => expect((await draftButton(words.replace)).hasAttribute('data-loading')).toBe(true));
      expect((await draftButton(words.discard)).hasAttribute('disabled')).toBe(true);
      expect(button(BlogTexts.generateImage).hasAttribute('disabled')).toBe(true);
      slow.release();
      await waitFor(async () => expect((await stored(adapters, WRITTEN_BLOG)).imageAIUrl).toBe(url));
      expect(await screen.findByText(words.replacedImage)).toBeTruthy();
    });

    it('a refused replacement says "Hubo un error al reemplazar la imagen.", keeps the draft and changes nothing', async () => {
      const { user, adapters, opened } = await generated();
      adapters.requirements.failNext('updateFrom', new Error('sin red'));
      await user.click(await draftButton(words.replace));
      await dismissError(user, Messages.blog.replaceImage);
      expect(within(await draft()).getByRole('img', { name: BlogTexts.proposedImageAlt })).toBeTruthy();
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(opened);
    });

    it("a refused 'Deshacer' (the replaced image no longer kept) says so and shows what is stored", async () => {
      const { user, adapters, url } = await generated();
      await user.click(await draftButton(words.replace));
      const panel = await region(BlogTexts.imageSection);
      await within(panel).findByText(words.replacedImage);
      // Someone else replaced the image by hand meanwhile: nothing is kept to restore.
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, { imageReplaced: null });
      await user.click(within(panel).getByRole('button', { name: words.undo }));
      await dismissError(user, Messages.blog.noImageToRestore);
      await waitFor(() => expect(within(panel).queryByRole('button', { name: words.undo })).toBeNull());
      expect((await stored(adapters, WRITTEN_BLOG)).imageAIUrl).toBe(url);
    });

    it('a failed generation shows no draft', async () => {
      const { adapters } = await withImage();
      adapters.ai.respondOnce('generateArticleImage', { imagen: 'x' });
      const { user } = await open(WRITTEN_BLOG, undefined, adapters);
      await region(BlogTexts.imageSection);
      await user.click(button(BlogTexts.generateImage));
      await dismissError(user, Messages.blog.generateImage);
      expect(screen.queryByRole('region', { name: BlogTexts.imageProposal })).toBeNull();
      expect(adapters.storage.list()).toEqual([]);
    });

    it("without BLOG_NEWARTICLE (the Diseñador) there is no draft and no 'Deshacer', even with an image kept", async () => {
      const { adapters, imageAIUrl: before } = await withImage();
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, {
        imageReplaced: { previous: '', accepted: before },
      });
      await open(WRITTEN_BLOG, DESIGNER, adapters);
      const panel = await region(BlogTexts.imageSection);
      expect(within(panel).getByRole('img', { name: BlogTexts.imageAlt })).toBeTruthy();
      expect(within(panel).queryByText(words.replacedImage)).toBeNull();
      expect(within(panel).queryByRole('button', { name: words.undo })).toBeNull();
      expect(screen.queryByRole('button', { name: BlogTexts.generateImage })).toBeNull();
    });
  });
});
