import { PLAUSIBLE_AI_ANSWERS } from '@estudio/adapters';
import { MAX_VIDEO_BYTES } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { renderApp } from '../../test/render-app.js';
import { dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { cleanEachTest } from '../../test/each-test.js';
import { BlogTexts } from './blog-texts.js';
import {
  CONTENT,
  CUMBRE,
  DESIGNER,
  EMPTY_BLOG,
  SUMMARY,
  WRITTEN_BLOG,
  button,
  demoAdapters,
  open,
  pick,
  region,
  stored,
  urlOf,
  videoFile,
} from './blog-screen.test-support.js';

const text = Messages.blog;

// Which blog opens, who may do what on it, and the video that becomes its summary and article.
describe('/blog/{id}', () => {
  cleanEachTest();

  describe('which requirement', () => {
    it('needs VIEW_REQUIREMENTS', async () => {
      await open(EMPTY_BLOG, 'Administrador de marcas');
      expect(await screen.findByText(Messages.access.forbidden)).toBeTruthy();
      expect(screen.queryByRole('region', { name: BlogTexts.articleSection })).toBeNull();
    });

    it('without a brand in the state or the shell says the data is missing', async () => {
      await renderApp({ path: `/blog/${EMPTY_BLOG}`, as: CONTENT, adapters: demoAdapters() });
      expect((await screen.findByRole('alert')).textContent).toBe(Messages.carousel.missingBrandOrRequirement);
    });

    it('a pasted link (no navigation state) loads the requirement by its id in the selected brand', async () => {
      await open(WRITTEN_BLOG, DESIGNER);
      expect(await screen.findByRole('heading', { level: 1, name: 'Blog 13 - T1' })).toBeTruthy();
      const article = await region(BlogTexts.articleSection);
      expect(within(article).getByRole('heading', { name: 'Introducción' })).toBeTruthy();
    });

    it('opened from the list, it reads the brand and number of the navigation state (no brand selected)', async () => {
      const user = userEvent.setup();
      await renderApp({ path: '/requirements', as: CONTENT, adapters: demoAdapters() });
      const links = await screen.findAllByRole('link', { name: 'Blog 27 - T1' });
      await user.click(links[0]!);
      expect(await region(BlogTexts.videoSection)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Blog 27 - T1' })).toBeTruthy();
      expect(within(await region(BlogTexts.articleSection)).getByText(BlogTexts.noArticle)).toBeTruthy();
    });

    it('an id the brand does not have says so', async () => {
      const { user } = await open('no-such-blog');
      await dismissError(user, Messages.carousel.requirementNotFound);
      expect(screen.getByRole('alert').textContent).toBe(Messages.carousel.requirementNotFound);
    });
  });

  describe('permissions', () => {
    it('Gestor de contenido: upload, suggestion, editable sections and new image; no image replacement', async () => {
      await open(WRITTEN_BLOG, CONTENT);
      await region(BlogTexts.articleSection);
      expect(button(BlogTexts.uploadAndGenerate)).toBeTruthy();
      expect(button(BlogTexts.suggestion)).toBeTruthy();
      expect(button(BlogTexts.generateImage)).toBeTruthy();
      expect(screen.getByRole('textbox', { name: BlogTexts.sectionTitleLabel(1) })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: BlogTexts.sectionTextLabel(1) })).toBeTruthy();
      expect(screen.queryByRole('button', { name: BlogTexts.replaceImage })).toBeNull();
    });

    it('Diseñador: only image replacement (BLOG_CHANGEIMG); the article is plain text (no BLOG_EDITARTICLE)', async () => {
      await open(WRITTEN_BLOG, DESIGNER);
      const article = await region(BlogTexts.articleSection);
      expect(within(article).getByRole('heading', { name: 'Introducción' })).toBeTruthy();
      expect(within(article).queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: BlogTexts.saveArticle })).toBeNull();
      expect(screen.queryByRole('region', { name: BlogTexts.videoSection })).toBeNull();
      expect(screen.queryByRole('button', { name: BlogTexts.suggestion })).toBeNull();
      expect(screen.queryByRole('button', { name: BlogTexts.generateImage })).toBeNull();
      expect(button(BlogTexts.replaceImage)).toBeTruthy();
    });

    it('Estratega (no blog key): everything is shown, nothing can be changed', async () => {
      await open(WRITTEN_BLOG, 'Estratega');
      const article = await region(BlogTexts.articleSection);
      expect(within(article).queryByRole('textbox')).toBeNull();
      const trace = await region(BlogTexts.traceSection);
      expect(within(trace).getByText(BlogTexts.traceNoVideo)).toBeTruthy();
      expect(within(trace).getByText(BlogTexts.traceNoSummary)).toBeTruthy();
      expect(within(trace).getByText(BlogTexts.traceArticleWithoutVideo)).toBeTruthy();
      for (const name of [
        BlogTexts.uploadAndGenerate,
        BlogTexts.suggestion,
        BlogTexts.generateImage,
        BlogTexts.replaceImage,
        BlogTexts.saveArticle,
      ]) {
        expect(screen.queryByRole('button', { name })).toBeNull();
      }
    });
  });

  describe('video → summary → article', () => {
    it('uploads with progress to video_blogs/, then summary and article in the brand tone; the trace shows all three', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      const brand = await adapters.brands.get(CUMBRE);
      await pick(user, BlogTexts.videoSection, videoFile());
      await user.click(button(BlogTexts.uploadAndGenerate));

      const article = await region(BlogTexts.articleSection);
      expect(await within(article).findByDisplayValue('Introducción')).toBeTruthy();
      const progress = within(await region(BlogTexts.videoSection)).getByText('100 %');
      expect(progress).toBeTruthy();

      const [object] = adapters.storage.list();
      expect(object?.path).toMatch(new RegExp(`^video_blogs/${CUMBRE}/${EMPTY_BLOG}/`));
      expect(object?.size).toBe(4096);
      const saved = await stored(adapters, EMPTY_BLOG);
      const url = await urlOf(adapters, object?.path);
      expect(saved.videoUrl).toBe(url);
      expect(saved.videoData).toEqual(PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      expect(saved.article.map((section) => section.sectionTitle)).toEqual([
        'Introducción',
        'Tres ideas',
        'Conclusión',
      ]);
      expect(adapters.ai.callsTo('summarizeVideo')[0]?.videoUrl).toBe(url);
      const [asked] = adapters.ai.callsTo('writeArticle');
      expect(asked?.texto).toBe(SUMMARY.analysis);
      expect(asked?.communicationTone).toBe(brand?.communicationTone ?? '');

      const trace = await region(BlogTexts.traceSection);
      expect(within(trace).getByText(saved.videoUrl)).toBeTruthy();
      expect(within(trace).getByRole('link', { name: BlogTexts.watchVideo }).getAttribute('href')).toBe(saved.videoUrl);
      expect(within(trace).getByText(SUMMARY.analysis)).toBeTruthy();
      expect(within(trace).getByText(`${BlogTexts.traceFileUri}: ${SUMMARY.file_uri}`)).toBeTruthy();
      expect(within(trace).getByText(BlogTexts.traceArticleFromVideo(3))).toBeTruthy();
    });

    it('shows the upload progress while the video is sent (the use case onProgress)', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      const halfway = gate<void>();
      const upload = adapters.storage.upload.bind(adapters.storage);
      adapters.storage.upload = async (path, file, onProgress) => {
        onProgress?.({ bytesTransferred: file.size / 2, totalBytes: file.size });
        await halfway.promise;
        return upload(path, file, onProgress);
      };
      await pick(user, BlogTexts.videoSection, videoFile());
      await user.click(button(BlogTexts.uploadAndGenerate));
      const panel = await region(BlogTexts.videoSection);
      expect(await within(panel).findByText('50 %')).toBeTruthy();
      expect(within(panel).getByText(BlogTexts.uploading)).toBeTruthy();
      expect((await stored(adapters, EMPTY_BLOG)).videoUrl).toBe('');
      halfway.release();
      expect(await within(panel).findByText('100 %')).toBeTruthy();
      await screen.findByDisplayValue('Introducción');
    });

    it("'Cancelar subida' stops the video upload: only the cancel notice, no URL stored, no AI call, and it can be sent again", async () => {
      const adapters = demoAdapters();
      adapters.storage.holdUploads();
      const before = await stored(adapters, EMPTY_BLOG);
      const { user } = await open(EMPTY_BLOG, CONTENT, adapters);
      await pick(user, BlogTexts.videoSection, videoFile());
      await user.click(button(BlogTexts.uploadAndGenerate));
      const panel = await region(BlogTexts.videoSection);
      expect(await within(panel).findByText('50 %')).toBeTruthy();
      await user.click(within(panel).getByRole('button', { name: UiTexts.filePicker.cancel }));

      await dismissInfo(user, Messages.media.uploadCancelled);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(within(panel).queryByRole('progressbar')).toBeNull();
      adapters.storage.releaseUploads();
      expect(adapters.storage.list()).toEqual([]);
      expect(await stored(adapters, EMPTY_BLOG)).toEqual(before);
      expect(adapters.ai.callsTo('summarizeVideo')).toEqual([]);
      expect(adapters.ai.callsTo('writeArticle')).toEqual([]);

      // The picked video is still chosen: sent again, it uploads and the article comes.
      await user.click(button(BlogTexts.uploadAndGenerate));
      expect(await screen.findByDisplayValue('Introducción')).toBeTruthy();
      expect((await stored(adapters, EMPTY_BLOG)).videoUrl).toBe(
        await urlOf(adapters, adapters.storage.list()[0]?.path),
      );
    });

    it('without a file: "Por favor, selecciona un archivo de video." and nothing is sent', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.uploadAndGenerate));
      await dismissError(user, text.videoRequired);
      expect(adapters.storage.list()).toEqual([]);
      expect(adapters.ai.calls).toEqual([]);
    });

    it('a file that is not a video is refused before the upload', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      await pick(user, BlogTexts.videoSection, new File(['x'], 'notas.pdf', { type: 'application/pdf' }));
      await user.click(button(BlogTexts.uploadAndGenerate));
      await dismissError(user, text.videoRequired);
      expect(adapters.storage.list()).toEqual([]);
    });

    it('a video over 300MB is refused before the upload', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      const big = videoFile();
      Object.defineProperty(big, 'size', { value: MAX_VIDEO_BYTES + 1 });
      await pick(user, BlogTexts.videoSection, big);
      await user.click(button(BlogTexts.uploadAndGenerate));
      await dismissError(user, Messages.video.tooLarge);
      expect(adapters.storage.list()).toEqual([]);
      expect((await stored(adapters, EMPTY_BLOG)).videoUrl).toBe('');
    });

    it('when the article step fails, "Hubo un error en el proceso." and the uploaded video URL stays saved and shown', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      adapters.ai.respondOnce('writeArticle', new Error('modelo caído'));
      await pick(user, BlogTexts.videoSection, videoFile());
      await user.click(button(BlogTexts.uploadAndGenerate));
      await dismissError(user, text.process);

      const saved = await stored(adapters, EMPTY_BLOG);
      expect(saved.videoUrl).toBe(await urlOf(adapters, adapters.storage.list()[0]?.path));
      expect(saved.article).toEqual([]);
      const trace = await region(BlogTexts.traceSection);
      expect(await within(trace).findByText(saved.videoUrl)).toBeTruthy();
      expect(within(trace).getByText(BlogTexts.traceSummaryPending)).toBeTruthy();
      expect(within(trace).getByText(BlogTexts.traceNoArticle)).toBeTruthy();
      expect(within(await region(BlogTexts.articleSection)).getByText(BlogTexts.noArticle)).toBeTruthy();
    });

    it('when the summary step fails, the same message and the video URL is saved', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      adapters.ai.respondOnce('summarizeVideo', new Error('sin respuesta'));
      await pick(user, BlogTexts.videoSection, videoFile());
      await user.click(button(BlogTexts.uploadAndGenerate));
      await dismissError(user, text.process);
      const saved = await stored(adapters, EMPTY_BLOG);
      expect(saved.videoUrl).not.toBe('');
      expect(saved.videoData).toBeNull();
      expect(adapters.ai.callsTo('writeArticle')).toEqual([]);
    });

    it('a new video whose summary fails: the trace says the article shown did not come from it', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      adapters.ai.respondOnce('summarizeVideo', new Error('sin respuesta'));
      await pick(user, BlogTexts.videoSection, videoFile('segunda.mp4'));
      await user.click(button(BlogTexts.uploadAndGenerate));
      await dismissError(user, text.process);
      const trace = await region(BlogTexts.traceSection);
      expect(await within(trace).findByText(BlogTexts.traceArticleNotFromVideo)).toBeTruthy();
      expect(within(trace).getByText((await stored(adapters, WRITTEN_BLOG)).videoUrl)).toBeTruthy();
      expect(screen.getByDisplayValue('Introducción')).toBeTruthy();
    });

    it('a failed upload changes nothing', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      const before = await stored(adapters, EMPTY_BLOG);
      adapters.storage.failNext('upload');
      await pick(user, BlogTexts.videoSection, videoFile());
      await user.click(button(BlogTexts.uploadAndGenerate));
      await dismissError(user, text.process);
      expect(await stored(adapters, EMPTY_BLOG)).toEqual(before);
      expect(adapters.ai.calls).toEqual([]);
    });

    it('is busy while it runs and cannot be sent twice', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      const slow = gate<unknown>();
      adapters.ai.respondOnce('summarizeVideo', () => slow.promise);
      await pick(user, BlogTexts.videoSection, videoFile());
      await user.click(button(BlogTexts.uploadAndGenerate));

      expect(await screen.findByText(BlogTexts.uploading)).toBeTruthy();
      await waitFor(() => expect(button(BlogTexts.uploadAndGenerate).hasAttribute('disabled')).toBe(true));
      for (const name of [BlogTexts.suggestion, BlogTexts.generateImage]) {
        expect(button(name).hasAttribute('disabled')).toBe(true);
      }
      await user.click(button(BlogTexts.uploadAndGenerate));
      expect(adapters.storage.list()).toHaveLength(1);

      slow.release(PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      await waitFor(() => expect(screen.queryByText(BlogTexts.uploading)).toBeNull());
      expect(adapters.ai.callsTo('summarizeVideo')).toHaveLength(1);
      expect(adapters.ai.callsTo('writeArticle')).toHaveLength(1);
      expect(button(BlogTexts.uploadAndGenerate).hasAttribute('disabled')).toBe(false);
    });
  });
});
