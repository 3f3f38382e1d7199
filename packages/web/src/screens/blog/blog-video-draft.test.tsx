import { PLAUSIBLE_AI_ANSWERS } from '@estudio/adapters';
import { type ArticleSection } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissError } from '../../test/dialogs.js';
import { cleanEachTest } from '../../test/each-test.js';
import { withoutCode } from '../../test/roles.js';
import { articleText } from './article-suggestion.js';
import { BlogTexts } from './blog-texts.js';
import {
  CONTENT,
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

const words = UiTexts.aiDraft;
/** The model's documented article. */
const ARTICLE = (PLAUSIBLE_AI_ANSWERS.writeArticle as { articulo: ArticleSection[] }).articulo;

const draft = () => screen.findByRole('region', { name: BlogTexts.articleProposal });
const titleBox = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: BlogTexts.sectionTitleLabel(n) });

/** `as` on the written blog (`typed` added to section 1's title, unsaved), a video uploaded: its article a draft. */
const uploaded = async (typed = '', as = CONTENT, adapters = demoAdapters()) => {
  const before = await stored(adapters, WRITTEN_BLOG);
  const { user } = await open(WRITTEN_BLOG, as, adapters);
  await region(BlogTexts.videoSection);
  if (typed !== '') await user.type(titleBox(1), typed);
  await pick(user, BlogTexts.videoSection, videoFile());
  await user.click(button(BlogTexts.uploadAndGenerate));
  await draft();
  return { user, adapters, before };
};

// 'Subir video y generar artículo' over an article someone has: the new article arrives as the suggestion's draft.
describe('/blog/{id}', () => {
  cleanEachTest();

  describe("the video's article as a draft", () => {
    it('over an article with content: the video and its summary are stored, the new article only shown beside it', async () => {
      const { adapters, before } = await uploaded(' mía');
      const proposal = await draft();
      expect(proposal.textContent).toContain(articleText(ARTICLE));
      expect(proposal.textContent).toContain(
        articleText([{ ...before.article[0]!, sectionTitle: 'Introducción mía' }, ...before.article.slice(1)]),
      );
      // The typing stays; the stored article is as it was, the video and its summary are new.
      expect(titleBox(1).value).toBe('Introducción mía');
      const after = await stored(adapters, WRITTEN_BLOG);
      expect(after.article).toEqual(before.article);
      expect(after.videoUrl).toBe(await urlOf(adapters, adapters.storage.list()[0]?.path));
      expect(after.videoData).toEqual(SUMMARY);
      expect(within(await region(BlogTexts.traceSection)).getByText(SUMMARY.analysis)).toBeTruthy();
    });

    it("'Reemplazar' stores it through the sections' save; 'Deshacer' stores the previous sections back", async () => {
      const { user, adapters, before } = await uploaded();
      await user.click(within(await draft()).getByRole('button', { name: words.replace }));
      await waitFor(async () => expect((await stored(adapters, WRITTEN_BLOG)).article).toEqual(ARTICLE));
      await waitFor(() => expect(titleBox(2).value).toBe('Tres ideas'));
      expect(screen.getByText(words.replaced)).toBeTruthy();

      await user.click(button(words.undo));
      await waitFor(async () => expect((await stored(adapters, WRITTEN_BLOG)).article).toEqual(before.article));
      await waitFor(() => expect(titleBox(2).value).toBe(before.article[1]?.sectionTitle));
      expect(screen.queryByRole('button', { name: words.undo })).toBeNull();
    });

    it("'Insertar' stores the sections as typed followed by the proposal's", async () => {
      const { user, adapters, before } = await uploaded(' mía');
      await user.click(within(await draft()).getByRole('button', { name: words.insert }));
      const typed = [{ ...before.article[0]!, sectionTitle: 'Introducción mía' }, ...before.article.slice(1)];
      await waitFor(async () => expect((await stored(adapters, WRITTEN_BLOG)).article).toEqual([...typed, ...ARTICLE]));
      expect(await screen.findByText(words.inserted)).toBeTruthy();
    });

    it("'Descartar' drops it: the article and the typing as they were", async () => {
      const { user, adapters, before } = await uploaded(' mía');
      const afterUpload = await stored(adapters, WRITTEN_BLOG);
      await user.click(within(await draft()).getByRole('button', { name: words.discard }));
      expect(screen.queryByRole('region', { name: BlogTexts.articleProposal })).toBeNull();
      expect(titleBox(1).value).toBe('Introducción mía');
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(afterUpload);
      expect(afterUpload.article).toEqual(before.article);
    });

    it('a refused save of it says "Hubo un error al guardar los cambios." and keeps the draft and the article', async () => {
      const { user, adapters } = await uploaded();
      const afterUpload = await stored(adapters, WRITTEN_BLOG);
      adapters.requirements.failNext('updateFrom', new Error('sin red'));
      await user.click(within(await draft()).getByRole('button', { name: words.replace }));
      await dismissError(user, Messages.blog.saveChanges);
      expect((await draft()).textContent).toContain(articleText(ARTICLE));
      expect(await stored(adapters, WRITTEN_BLOG)).toEqual(afterUpload);
    });

    it('without BLOG_EDITARTICLE it can be read and discarded only', async () => {
      const adapters = demoAdapters();
      await withoutCode(adapters, CONTENT, 'editar_articulo');
      const { user, before } = await uploaded('', CONTENT, adapters);
      const proposal = await draft();
      expect(within(proposal).queryByRole('button', { name: words.replace })).toBeNull();
      expect(within(proposal).queryByRole('button', { name: words.insert })).toBeNull();
      await user.click(within(proposal).getByRole('button', { name: words.discard }));
      expect(screen.queryByRole('region', { name: BlogTexts.articleProposal })).toBeNull();
      expect((await stored(adapters, WRITTEN_BLOG)).article).toEqual(before.article);
    });

    it('on an empty blog the article is stored and shown, with no draft', async () => {
      const { user, adapters } = await open(EMPTY_BLOG);
      await pick(user, BlogTexts.videoSection, videoFile());
      await user.click(button(BlogTexts.uploadAndGenerate));
      expect(await screen.findByDisplayValue('Introducción')).toBeTruthy();
      expect((await stored(adapters, EMPTY_BLOG)).article).toEqual(ARTICLE);
      expect(screen.queryByRole('region', { name: BlogTexts.articleProposal })).toBeNull();
    });

    it('when the article step fails over a written blog: "Hubo un error en el proceso.", the video saved, no draft', async () => {
      const adapters = demoAdapters();
      adapters.ai.respondOnce('writeArticle', { articulo: [] });
      const before = await stored(adapters, WRITTEN_BLOG);
      const { user } = await open(WRITTEN_BLOG, CONTENT, adapters);
      await pick(user, BlogTexts.videoSection, videoFile());
      await user.click(button(BlogTexts.uploadAndGenerate));
      await dismissError(user, Messages.blog.process);
      const after = await stored(adapters, WRITTEN_BLOG);
      expect(after.videoUrl).toBe(await urlOf(adapters, adapters.storage.list()[0]?.path));
      expect(after.article).toEqual(before.article);
      expect(screen.queryByRole('region', { name: BlogTexts.articleProposal })).toBeNull();
    });
  });
});
