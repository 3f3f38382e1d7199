import { PLAUSIBLE_AI_ANSWERS, type MemoryAdapters } from '@estudio/adapters';
import { type ArticleSection } from '@estudio/domain/requirements';
import { Messages, TEXT_LIMITS } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { cleanEachTest } from '../../test/each-test.js';
import { articleText } from './article-suggestion.js';
import { BlogTexts } from './blog-texts.js';
import { ContentTexts } from '../../shared/texts.js';
import { withoutCode } from '../../test/roles.js';
import { expectLeaveGuard } from '../../test/leave-guard.js';
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
const words = UiTexts.aiDraft;
/** The model's documented article. */
const ARTICLE = (PLAUSIBLE_AI_ANSWERS.writeArticle as { articulo: ArticleSection[] }).articulo;

const draft = () => screen.findByRole('region', { name: BlogTexts.articleProposal });
const titleBox = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: BlogTexts.sectionTitleLabel(n) });

/** The twins with a video and its stored analysis on the written blog. */
const withAnalysis = async (adapters = demoAdapters()) => {
  await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, {
    videoUrl: 'https://media.memory.invalid/video_blogs/x/y/antes.mp4',
    videoData: { file_uri: 'memory://ai/files/antes', analysis: 'Un análisis guardado.' },
  });
  return adapters;
};

/** The content manager on the written blog, `typed` added to section 1's title unsaved, the proposal shown. */
const suggested = async (typed = '', given?: MemoryAdapters) => {
  const adapters = given ?? (await withAnalysis());
  const before = await stored(adapters, WRITTEN_BLOG);
  const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
  await region(BlogTexts.videoSection);
  if (typed !== '') await user.type(titleBox(1), typed);
  await user.click(button(BlogTexts.suggestion));
  await draft();
  return { user, adapters, before };
};

// The article: the AI suggestion from the stored video (a draft the user saves or drops) and the edited sections.
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

    it('proposes a new article from the stored analysis without uploading again: a draft beside the article, nothing stored', async () => {
      const adapters = await withAnalysis();
      adapters.ai.modelInfo = { provider: 'demo', model: 'demo/estudio', demo: true };
      const before = await stored(adapters, WRITTEN_BLOG);
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      const proposal = await draft();
      expect(proposal.textContent).toContain(articleText(ARTICLE));
      expect(proposal.textContent).toContain(articleText(before.article));
      expect(within(proposal).getByText(Messages.ai.demoModelBadge)).toBeTruthy();
      expect(titleBox(2).value).toBe(before.article[1]?.sectionTitle);
      expect(adapters.storage.list()).toEqual([]);
      expect(adapters.ai.callsTo('summarizeVideo')).toEqual([]);
      expect(adapters.ai.callsTo('writeArticle')[0]?.texto).toBe('Un análisis guardado.');
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
    });

    it('a video whose summary never arrived is summarised first: the summary is stored, the article only proposed', async () => {
      const adapters = demoAdapters();
      // A video of this blog's folder, stored earlier.
      const videoUrl = adapters.storedMedia.put(
        `video_blogs/${CUMBRE}/${WRITTEN_BLOG}/up9-sin-resumen.mp4`,
        new Uint8Array(16),
        'video/mp4',
      );
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, { videoUrl, videoData: null });
      const before = await stored(adapters, WRITTEN_BLOG);
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      expect((await draft()).textContent).toContain(articleText(ARTICLE));
      expect(adapters.ai.callsTo('summarizeVideo')[0]?.videoUrl).toBe(videoUrl);
      const after = await stored(adapters, WRITTEN_BLOG);
      expect(after.videoData).toEqual(SUMMARY);
      expect(after.article).toEqual(before.article);
      // The blog as answered is the one shown: its trace names the new summary.
      expect(within(await region(BlogTexts.traceSection)).getByText(SUMMARY.analysis)).toBeTruthy();
    });

    it('is busy on the asking button while it runs and cannot be sent twice', async () => {
      const adapters = await withAnalysis();
      const slow = gate<unknown>();
      adapters.ai.respondOnce('writeArticle', () => slow.promise);
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      expect(await screen.findByText(BlogTexts.suggesting)).toBeTruthy();
      expect(button(BlogTexts.suggestion).hasAttribute('data-loading')).toBe(true);
      expect(button(BlogTexts.suggestion).hasAttribute('disabled')).toBe(true);
      expect(button(BlogTexts.uploadAndGenerate).hasAttribute('disabled')).toBe(true);
      // No spinner over the page: the blog stays on screen.
      expect(titleBox(1).value).toBe('Introducción');
      await user.click(button(BlogTexts.suggestion));
      slow.release(PLAUSIBLE_AI_ANSWERS.writeArticle);
      expect((await draft()).textContent).toContain(articleText(ARTICLE));
      expect(adapters.ai.callsTo('writeArticle')).toHaveLength(1);
      expect(button(BlogTexts.suggestion).hasAttribute('data-loading')).toBe(false);
    });

    it('a failed suggestion says "Hubo un error en el proceso." and changes nothing', async () => {
      const adapters = await withAnalysis();
      adapters.ai.respondOnce('writeArticle', { articulo: [] });
      const before = await stored(adapters, WRITTEN_BLOG);
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      await dismissError(user, text.process);
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
      expect(screen.getByDisplayValue('Introducción')).toBeTruthy();
      expect(screen.queryByRole('region', { name: BlogTexts.articleProposal })).toBeNull();
    });
  });

  describe("the suggestion's draft", () => {
    it("'Reemplazar' stores the proposal through the sections' save; 'Deshacer' stores the previous sections back", async () => {
      const { user, adapters, before } = await suggested();
      await user.click(within(await draft()).getByRole('button', { name: words.replace }));
      await waitFor(async () => expect((await stored(adapters, WRITTEN_BLOG)).article).toEqual(ARTICLE));
      await waitFor(() => expect(titleBox(2).value).toBe('Tres ideas'));
      expect(screen.getByText(words.replaced)).toBeTruthy();
      expect(screen.queryByRole('region', { name: BlogTexts.articleProposal })).toBeNull();

      await user.click(button(words.undo));
      await waitFor(async () => expect((await stored(adapters, WRITTEN_BLOG)).article).toEqual(before.article));
      await waitFor(() => expect(titleBox(2).value).toBe(before.article[1]?.sectionTitle));
      expect(screen.queryByRole('button', { name: words.undo })).toBeNull();
    });

    it("a later save from the action bar takes 'Deshacer' away (it would undo that save too)", async () => {
      const { user, adapters } = await suggested();
      await user.click(within(await draft()).getByRole('button', { name: words.replace }));
      await waitFor(() => expect(titleBox(2).value).toBe('Tres ideas'));
      await user.type(titleBox(1), '!');
      await user.click(button(BlogTexts.saveArticle));
      await dismissInfo(user, ContentTexts.saved);
      expect(screen.queryByRole('button', { name: words.undo })).toBeNull();
      expect((await stored(adapters, WRITTEN_BLOG)).article).toEqual([
        { ...ARTICLE[0]!, sectionTitle: `${ARTICLE[0]!.sectionTitle}!` },
        ...ARTICLE.slice(1),
      ]);
    });

    it("'Insertar' stores the sections as typed followed by the proposal's", async () => {
      const { user, adapters, before } = await suggested(' mía');
      await user.click(within(await draft()).getByRole('button', { name: words.insert }));
      const typed = [{ ...before.article[0]!, sectionTitle: 'Introducción mía' }, ...before.article.slice(1)];
      await waitFor(async () => expect((await stored(adapters, WRITTEN_BLOG)).article).toEqual([...typed, ...ARTICLE]));
      await waitFor(() => expect(titleBox(typed.length + 2).value).toBe('Tres ideas'));
      expect(titleBox(1).value).toBe('Introducción mía');
      expect(screen.getByText(words.inserted)).toBeTruthy();
    });

    it(`'Insertar' past ${TEXT_LIMITS.sections} sections, or a proposal longer than that, says so and changes nothing`, async () => {
      const adapters = await withAnalysis();
      const eight = Array.from({ length: 8 }, (_, n) => ({ sectionTitle: `Sección ${n + 1}`, text: 'Texto.' }));
      await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, { article: eight });
      const { user, before } = await suggested('', adapters);
      await user.click(within(await draft()).getByRole('button', { name: words.insert }));
      await dismissError(user, BlogTexts.insertTooLong(TEXT_LIMITS.sections));
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
      expect((await draft()).textContent).toContain(articleText(ARTICLE));

      const eleven = Array.from({ length: 11 }, (_, n) => ({ sectionTitle: `Idea ${n + 1}`, text: 'Texto.' }));
      adapters.ai.respondOnce('writeArticle', { articulo: eleven });
      await user.click(button(BlogTexts.suggestion));
      await waitFor(async () => expect((await draft()).textContent).toContain(articleText(eleven)));
      await user.click(within(await draft()).getByRole('button', { name: words.replace }));
      await dismissError(user, BlogTexts.proposalTooLong(TEXT_LIMITS.sections));
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
    });

    it("'Descartar' drops the proposal; the typing stays and nothing is stored", async () => {
      const { user, adapters, before } = await suggested(' mía');
      await user.click(within(await draft()).getByRole('button', { name: words.discard }));
      expect(screen.queryByRole('region', { name: BlogTexts.articleProposal })).toBeNull();
      expect(titleBox(1).value).toBe('Introducción mía');
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
    });

    it('a failed save of the proposal says so; the draft and the typing stay, nothing changes', async () => {
      const { user, adapters, before } = await suggested(' mía');
      adapters.requirements.failNext('updateFrom', new Error('sin red'));
      await user.click(within(await draft()).getByRole('button', { name: words.replace }));
      await dismissError(user, text.saveChanges);
      expect((await draft()).textContent).toContain(articleText(ARTICLE));
      expect(titleBox(1).value).toBe('Introducción mía');
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
    });

    it('without BLOG_EDITARTICLE the proposal can be read and discarded only', async () => {
      const adapters = await withAnalysis();
      await withoutCode(adapters, CONTENT, 'editar_articulo');
      const before = await stored(adapters, WRITTEN_BLOG);
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await region(BlogTexts.videoSection);
      await user.click(button(BlogTexts.suggestion));
      const proposal = await draft();
      expect(proposal.textContent).toContain(articleText(ARTICLE));
      expect(within(proposal).queryByRole('button', { name: words.replace })).toBeNull();
      expect(within(proposal).queryByRole('button', { name: words.insert })).toBeNull();
      await user.click(within(proposal).getByRole('button', { name: words.discard }));
      expect(screen.queryByRole('region', { name: BlogTexts.articleProposal })).toBeNull();
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(before);
    });
  });

  describe('article sections (BLOG_EDITARTICLE)', () => {
    it('typing not saved asks before leaving by the menu: stay keeps it, leave goes', async () => {
      const { user } = await open(WRITTEN_BLOG);
      const title = () => screen.getByRole<HTMLInputElement>('textbox', { name: BlogTexts.sectionTitleLabel(2) });
      await screen.findByRole('textbox', { name: BlogTexts.sectionTitleLabel(2) });
      await user.type(title(), ' sin guardar');
      await expectLeaveGuard(user, () => expect(title().value).toContain(' sin guardar'));
    });

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
