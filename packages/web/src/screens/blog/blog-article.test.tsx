import { PLAUSIBLE_AI_ANSWERS } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { cleanEachTest } from '../../test/each-test.js';
import { BlogTexts } from './blog-texts.js';
import { ContentTexts } from '../../shared/texts.js';
import {
  CONTENT,
  CUMBRE,
  SUMMARY,
  WRITTEN_BLOG,
  button,
  demoAdapters,
  open,
  region,
  stored,
} from './blog-screen.test-support.js';

const text = Messages.blog;

// The article: the AI suggestion from the stored video and the edited sections.
describe('/blog/{id}', () => {
  cleanEachTest();

  describe('AI suggestion (BLOG_SUGGESTIONAI)', () => {
    it('with no video at all: "Por favor, selecciona un archivo de video." and nothing changes', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      const before = await stored(adapters, WRITTEN_BLOG);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      await dismissError(user, text.videoRequired);
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
    });

    it('writes a new article from the stored analysis without uploading again', async () => {
      const adapters = demoAdapters();
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, {
        videoUrl: 'https://media.memory.invalid/video_blogs/x/y/antes.mp4',
        videoData: { file_uri: 'memory://ai/files/antes', analysis: 'Un análisis guardado.' },
      });
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      expect(await screen.findByDisplayValue('Tres ideas')).toBeTruthy();
      expect(adapters.storage.list()).toEqual([]);
      expect(adapters.ai.callsTo('summarizeVideo')).toEqual([]);
      expect(adapters.ai.callsTo('writeArticle')[0]?.texto).toBe('Un análisis guardado.');
      expect((await stored(adapters, WRITTEN_BLOG)).article[1]?.sectionTitle).toBe('Tres ideas');
    });

    it('a video whose summary never arrived is summarised first, and the summary is stored with the article', async () => {
      const adapters = demoAdapters();
      // A video of this blog's folder, stored earlier.
      const videoUrl = adapters.storedMedia.put(
        `video_blogs/${CUMBRE}/${WRITTEN_BLOG}/up9-sin-resumen.mp4`,
        new Uint8Array(16),
        'video/mp4',
      );
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, { videoUrl, videoData: null });
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      expect(await screen.findByDisplayValue('Tres ideas')).toBeTruthy();
      expect(adapters.ai.callsTo('summarizeVideo')[0]?.videoUrl).toBe(videoUrl);
      expect((await stored(adapters, WRITTEN_BLOG)).videoData).toEqual(SUMMARY);
      expect(within(await region(BlogTexts.traceSection)).getByText(SUMMARY.analysis)).toBeTruthy();
    });

    it('is busy while it runs and cannot be sent twice', async () => {
      const adapters = demoAdapters();
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, {
        videoUrl: 'https://media.memory.invalid/video_blogs/x/y/antes.mp4',
        videoData: { file_uri: 'memory://ai/files/antes', analysis: 'Un análisis guardado.' },
      });
      const slow = gate<unknown>();
      adapters.ai.respondOnce('writeArticle', () => slow.promise);
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      expect(await screen.findByText(BlogTexts.suggesting)).toBeTruthy();
      expect(button(BlogTexts.suggestion).hasAttribute('disabled')).toBe(true);
      expect(button(BlogTexts.uploadAndGenerate).hasAttribute('disabled')).toBe(true);
      await user.click(button(BlogTexts.suggestion));
      slow.release(PLAUSIBLE_AI_ANSWERS.writeArticle);
      expect(await screen.findByDisplayValue('Tres ideas')).toBeTruthy();
      expect(adapters.ai.callsTo('writeArticle')).toHaveLength(1);
    });

    it('a failed suggestion says "Hubo un error en el proceso." and changes nothing', async () => {
      const adapters = demoAdapters();
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, {
        videoUrl: 'https://media.memory.invalid/video_blogs/x/y/antes.mp4',
        videoData: { file_uri: 'memory://ai/files/antes', analysis: 'Un análisis guardado.' },
      });
      adapters.ai.respondOnce('writeArticle', { articulo: [] });
      const before = await stored(adapters, WRITTEN_BLOG);
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      await dismissError(user, text.process);
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
      expect(screen.getByDisplayValue('Introducción')).toBeTruthy();
    });
  });

  describe('article sections (BLOG_EDITARTICLE)', () => {
    it('edits sectionTitle and text and saves them ("Guardado")', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      const title = await screen.findByRole('textbox', { name: BlogTexts.sectionTitleLabel(2) });
      expect(button(BlogTexts.saveArticle).hasAttribute('disabled')).toBe(true);
      await user.clear(title);
      await user.type(title, 'Nuevo título');
      const body = screen.getByRole('textbox', { name: BlogTexts.sectionTextLabel(2) });
      await user.clear(body);
      await user.type(body, 'Nuevo texto.');
      await user.click(button(BlogTexts.saveArticle));
      await dismissInfo(user, ContentTexts.saved);
      const saved = await stored(adapters, WRITTEN_BLOG);
      expect(saved.article[1]).toEqual({ sectionTitle: 'Nuevo título', text: 'Nuevo texto.' });
      expect(saved.article[0]?.sectionTitle).toBe('Introducción');
      expect(saved.article).toHaveLength(3);
    });

    it('saving keeps a section someone else saved meanwhile (only the changed sections are written)', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      const title = await screen.findByRole('textbox', { name: BlogTexts.sectionTitleLabel(1) });
      // Another person saves section 3 after this screen loaded.
      const opened = await stored(adapters, WRITTEN_BLOG);
      const theirs = { sectionTitle: 'Cierre de otra persona', text: 'Su texto.' };
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, {
        article: [opened.article[0]!, opened.article[1]!, theirs],
      });
      await user.clear(title);
      await user.type(title, 'Mi introducción');
      await user.click(button(BlogTexts.saveArticle));
      await dismissInfo(user, ContentTexts.saved);
      const saved = await stored(adapters, WRITTEN_BLOG);
      expect(saved.article[0]?.sectionTitle).toBe('Mi introducción');
      expect(saved.article[2]).toEqual(theirs);
      expect(screen.getByRole('textbox', { name: BlogTexts.sectionTitleLabel(3) })).toHaveProperty(
        'value',
        theirs.sectionTitle,
      );
    });

    it('a failed save says "Hubo un error al guardar los cambios.", keeps the drafts and stores nothing', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      const before = await stored(adapters, WRITTEN_BLOG);
      const title = await screen.findByRole('textbox', { name: BlogTexts.sectionTitleLabel(1) });
      await user.clear(title);
      await user.type(title, 'Borrador');
      adapters.requirements.failNext('updateFrom');
      await user.click(button(BlogTexts.saveArticle));
      await dismissError(user, text.saveChanges);
      expect(screen.getByRole('textbox', { name: BlogTexts.sectionTitleLabel(1) })).toHaveProperty('value', 'Borrador');
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
    });

    it('discarding brings back the stored sections', async () => {
      const { user } = await open(WRITTEN_BLOG);
      const title = await screen.findByRole('textbox', { name: BlogTexts.sectionTitleLabel(1) });
      await user.type(title, ' cambiado');
      await user.click(button(BlogTexts.discardArticle));
      expect(screen.getByRole('textbox', { name: BlogTexts.sectionTitleLabel(1) })).toHaveProperty(
        'value',
        'Introducción',
      );
    });

    it('is busy while saving and cannot be sent twice', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      const title = await screen.findByRole('textbox', { name: BlogTexts.sectionTitleLabel(1) });
      await user.type(title, '!');
      const slow = gate<void>();
      const updateFrom = adapters.requirements.updateFrom.bind(adapters.requirements);
      let writes = 0;
      adapters.requirements.updateFrom = async (...args) => {
        writes += 1;
        await slow.promise;
        return updateFrom(...args);
      };
      await user.click(button(BlogTexts.saveArticle));
      await waitFor(() => expect(button(BlogTexts.saveArticle).hasAttribute('disabled')).toBe(true));
      await user.click(button(BlogTexts.saveArticle));
      expect(button(BlogTexts.generateImage).hasAttribute('disabled')).toBe(true);
      slow.release();
      await dismissInfo(user, ContentTexts.saved);
      expect(writes).toBe(1);
    });
  });
});
