import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { PLAUSIBLE_AI_ANSWERS } from '@estudio/domain/testing';
import { MAX_VIDEO_BYTES, parseStorageUrl } from '@estudio/domain/content';
import { type Requirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { type User, dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { BlogTexts } from './blog-texts.js';
import { ContentTexts } from '../../shared/texts.js';

const text = Messages.blog;

const CUMBRE = 'demo-cafe-cumbre-andina';
/** Blog 27 - T1 of Café Cumbre Andina: Solicitar diseño, no video, no article yet. */
const EMPTY_BLOG = 'demo-req-027';
/** Blog 13 - T1 of Café Cumbre Andina: Finalizado, with a three-section article and no video. */
const WRITTEN_BLOG = 'demo-req-013';

const CONTENT = 'Gestor de contenido';
/** The twins' documented video summary answer. */
const SUMMARY = PLAUSIBLE_AI_ANSWERS.summarizeVideo as { readonly file_uri: string; readonly analysis: string };
const DESIGNER = 'Diseñador';

const selectBrand = (brandId: string, brandName = 'Café Cumbre Andina') =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: brandId, brandName }));

/** The twins with the documented AI answers for the blog's calls. */
const demoAdapters = (): MemoryAdapters => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  adapters.ai
    .respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo)
    .respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle)
    .respond('generateArticleImage', PLAUSIBLE_AI_ANSWERS.generateArticleImage);
  return adapters;
};

/** /blog/{id} as a pasted link, with Café Cumbre Andina as the shell's selected brand. */
const open = async (id: string, as = CONTENT, adapters: MemoryAdapters = demoAdapters()) => {
  selectBrand(CUMBRE);
  const rendered = await renderApp({ path: `/blog/${id}`, as, adapters });
  // The applyAccept default would silently drop a file the picker's accept refuses.
  const user = userEvent.setup({ applyAccept: false });
  return { ...rendered, user };
};

const region = (name: string) => screen.findByRole('region', { name });

const stored = async (adapters: MemoryAdapters, id: string): Promise<Requirement> => {
  const requirement = await adapters.requirements.get(CUMBRE, id);
  if (requirement === null) throw new Error(`no requirement ${id}`);
  return requirement;
};

const videoFile = (name = 'entrevista.mp4', type = 'video/mp4', bytes = 4096) =>
  new File([new Uint8Array(bytes)], name, { type });

const imageFile = (name = 'portada.png', type = 'image/png') => new File([new Uint8Array(64)], name, { type });

/** The URL the server stores for an uploaded object: the download URL it derives for the object's path. */
const urlOf = async (adapters: MemoryAdapters, path: string | undefined): Promise<string> =>
  (await adapters.mediaObjects.resolve(path ?? '')).url;

/** Picks a file in the panel's picker. */
const pick = async (user: User, panelName: string, file: File) => {
  const panel = await region(panelName);
  await user.upload(within(panel).getByTestId('file-picker-input'), file);
};

const button = (name: string) => screen.getByRole('button', { name });

describe('/blog/{id}', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

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
      expect(await screen.findByText('Blog 13 - T1')).toBeTruthy();
      const article = await region(BlogTexts.articleSection);
      expect(within(article).getByRole('heading', { name: 'Introducción' })).toBeTruthy();
    });

    it('opened from the list, it reads the brand and number of the navigation state (no brand selected)', async () => {
      const user = userEvent.setup();
      await renderApp({ path: '/requirements', as: CONTENT, adapters: demoAdapters() });
      const links = await screen.findAllByRole('link', { name: 'Blog 27 - T1' });
      await user.click(links[0]!);
      expect(await region(BlogTexts.videoSection)).toBeTruthy();
      expect(screen.getByText('Blog 27 - T1', { selector: 'p' })).toBeTruthy();
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

  describe('image panel', () => {
    it('generates a new image from the article (BLOG_NEWARTICLE) and shows it', async () => {
      const { user, adapters } = await open(WRITTEN_BLOG);
      const panel = await region(BlogTexts.imageSection);
      expect(within(panel).getByText(BlogTexts.noImage)).toBeTruthy();
      await user.click(button(BlogTexts.generateImage));
      const image = await within(panel).findByRole('img', { name: BlogTexts.imageAlt });
      const saved = await stored(adapters, WRITTEN_BLOG);
      expect(parseStorageUrl(saved.imageAIUrl)?.path).toMatch(new RegExp(`^video_blogs/${CUMBRE}/${WRITTEN_BLOG}/`));
      expect(image.getAttribute('src')).toBe(saved.imageAIUrl);
      expect(adapters.ai.callsTo('generateArticleImage')[0]?.content).toContain('Introducción');
    });

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
      expect(button(BlogTexts.generateImage).hasAttribute('disabled')).toBe(true);
      expect(button(BlogTexts.saveArticle).hasAttribute('disabled')).toBe(true);
      await user.click(button(BlogTexts.generateImage));
      slow.release(PLAUSIBLE_AI_ANSWERS.generateArticleImage);
      await screen.findByRole('img', { name: BlogTexts.imageAlt });
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
