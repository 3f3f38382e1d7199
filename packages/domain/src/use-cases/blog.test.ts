import { beforeEach, describe, expect, it } from 'vitest';
import { type BlogUseCases } from './blog.js';
import { type MediaUploads } from './media-uploads.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { type ArticleSection } from '../requirements/requirement.js';
import { PLAUSIBLE_AI_ANSWERS, useCasesOver, type Twins } from '../testing/index.js';
import { failureOf, pickedFile, twinUrl } from './use-cases.test-kit.js';
import { NOW, NOW_MS, eva, without, EVA_STAMP, B14, B15, key, clip, ARTICLE, twins } from './blog.test-kit.js';

describe('BlogUseCases (the blog commands, on the server)', () => {
  let adapters: Twins;
  let service: BlogUseCases;
  let uploads: MediaUploads;

  const stored = async (id = 'req-b14', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  /** The browser's half: the image uploaded to the blog's folder; answers its path. */
  const uploadImage = (id = 'req-b14', file = pickedFile('foto.jpg', 'image/jpeg')) =>
    uploads.blogImage(eva, key(id), file);

  beforeEach(() => {
    adapters = twins();
    ({ blog: service, uploads } = useCasesOver(adapters));
  });

  describe('editSections', () => {
    const THREE = [
      { sectionTitle: 'Intro', text: 'Uno.' },
      { sectionTitle: 'Cuerpo', text: 'Dos.' },
      { sectionTitle: 'Cierre', text: 'Tres.' },
    ];
    const withSection = (index: number, section: ArticleSection) =>
      THREE.map((current, at) => (at === index ? section : current));

    beforeEach(async () => {
      await adapters.requirements.update('b-aurora', 'req-b15', { article: THREE });
    });

    it('writes the sections as edited, stamped with who asked', async () => {
      const draft = [{ sectionTitle: 'Nueva intro', text: 'Otro texto.' }];
      const updated = await service.editSections(eva, key('req-b14'), { base: B14.article, draft });
      expect(updated).toEqual({ ...B14, article: draft, updatedAt: new Date(NOW), changedBy: EVA_STAMP });
      expect(await stored()).toEqual(updated);
    });

    it('writes only the changed sections over the article as stored now: a section saved meanwhile is kept', async () => {
      const theirs = { sectionTitle: 'Cierre de otra persona', text: 'Su texto.' };
      await adapters.requirements.update('b-aurora', 'req-b15', { article: withSection(2, theirs) });
      const mine = { sectionTitle: 'Mi intro', text: 'Uno.' };
      const updated = await service.editSections(eva, key('req-b15'), { base: THREE, draft: withSection(0, mine) });
      expect(updated.article).toEqual([mine, THREE[1], theirs]);
      expect((await stored('req-b15'))?.article).toEqual([mine, THREE[1], theirs]);
    });

    it('keeps both edits when two people save different sections at the same moment', async () => {
      const first = { sectionTitle: 'Intro de Eva', text: 'Uno.' };
      const second = { sectionTitle: 'Cuerpo', text: 'Dos, de Leo.' };
      await Promise.all([
        service.editSections(eva, key('req-b15'), { base: THREE, draft: withSection(0, first) }),
        service.editSections(eva, key('req-b15'), { base: THREE, draft: withSection(1, second) }),
      ]);
      expect((await stored('req-b15'))?.article).toEqual([first, second, THREE[2]]);
    });

    it('writes the edit as edited over an article generated meanwhile with another number of sections', async () => {
      const draft = withSection(1, { sectionTitle: 'Cuerpo', text: 'Editado.' });
      await adapters.requirements.update('b-aurora', 'req-b15', {
        article: [{ sectionTitle: 'Nuevo', text: 'Generado.' }],
      });
      const updated = await service.editSections(eva, key('req-b15'), { base: THREE, draft });
      expect(updated.article).toEqual(draft);
    });

    it('refuses a malformed section, an actor without BLOG_EDITARTICLE, and keeps the article on a failure', async () => {
      const malformed = [{ sectionTitle: 'x', text: 3 }] as unknown as ArticleSection[];
      for (const edit of [
        { base: B14.article, draft: malformed },
        { base: malformed, draft: B14.article },
        { base: B14.article } as unknown as { base: ArticleSection[]; draft: ArticleSection[] },
      ]) {
        expect(await failureOf(service.editSections(eva, key('req-b14'), edit))).toMatchObject({
          kind: 'validation',
          message: 'Hubo un error al guardar los cambios.',
        });
      }
      const edit = { base: B14.article, draft: [{ sectionTitle: 'Otra', text: 'Otro.' }] };
      expect((await failureOf(service.editSections(without('BLOG_EDITARTICLE'), key('req-b14'), edit))).kind).toBe(
        'forbidden',
      );
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(service.editSections(eva, key('req-b14'), edit))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.saveChanges,
      });
      const tooLong = { base: B14.article, draft: [{ sectionTitle: 'Otra', text: 'x'.repeat(200_000) }] };
      expect((await failureOf(service.editSections(eva, key('req-b14'), tooLong))).kind).toBe('validation');
      const tooMany = {
        base: B14.article,
        draft: Array.from({ length: TEXT_LIMITS.sections + 1 }, () => ({ sectionTitle: 'S', text: 'T' })),
      };
      expect(await failureOf(service.editSections(eva, key('req-b14'), tooMany))).toMatchObject({
        kind: 'validation',
        message: Messages.validation.tooManyEntries(TEXT_LIMITS.sections),
      });
      expect(await stored()).toEqual(B14);
    });
  });

  describe('replaceImage (image-replaced, after the browser uploaded it)', () => {
    it('stores the URL the server derived for the uploaded image', async () => {
      const path = await uploadImage();
      expect(path).toBe(`video_blogs/b-aurora/req-b14/up1-imagen-${NOW_MS}-foto.jpg`);
      expect(adapters.storage.read(path)?.contentType).toBe('image/jpeg');
      const updated = await service.replaceImage(eva, key('req-b14'), path);
      expect(updated.imageAIUrl).toBe(twinUrl(path));
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(updated);
    });

    it("drops what an accepted AI image replaced: 'Deshacer' cannot overwrite the user's own image", async () => {
      const kept = { previous: '', accepted: twinUrl('video_blogs/b-aurora/req-b14/ia/imagen-articulo-1.png') };
      await adapters.requirements.update('b-aurora', 'req-b14', { imageAIUrl: kept.accepted, imageReplaced: kept });
      const path = await uploadImage();
      const updated = await service.replaceImage(eva, key('req-b14'), path);
      expect(updated).toMatchObject({ imageAIUrl: twinUrl(path), imageReplaced: null });
      expect(await stored()).toEqual(updated);
    });

    it('needs BLOG_CHANGEIMG and an image of the blog’s folder, and keeps the requirement on a failure', async () => {
      const path = await uploadImage();
      expect((await failureOf(service.replaceImage(without('BLOG_CHANGEIMG'), key('req-b14'), path))).kind).toBe(
        'forbidden',
      );
      await adapters.storage.upload(
        'video_blogs/b-aurora/req-b14/up9-logo.svg',
        pickedFile('logo.svg', 'image/svg+xml'),
      );
      await adapters.storage.upload('video_blogs/b-aurora/req-b14/up9-clip.mp4', clip);
      for (const notImage of [
        'video_blogs/b-aurora/req-b14/up9-logo.svg',
        'video_blogs/b-aurora/req-b14/up9-clip.mp4',
      ]) {
        expect(await failureOf(service.replaceImage(eva, key('req-b14'), notImage))).toMatchObject({
          kind: 'validation',
          message: Messages.blog.imageRequired,
        });
      }
      for (const outside of [
        'video_blogs/b-aurora/req-b13/x.jpg',
        'img_carrousels/b-aurora/req-b14/x.jpg',
        twinUrl(path),
        'javascript:alert(1)',
      ]) {
        expect(await failureOf(service.replaceImage(eva, key('req-b14'), outside))).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand('path'),
        });
      }
      expect(
        await failureOf(service.replaceImage(eva, key('req-b14'), 'video_blogs/b-aurora/req-b14/nada.jpg')),
      ).toMatchObject({
        kind: 'validation',
        message: ServerMessages.storedMedia.mediaNotFound,
      });
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(service.replaceImage(eva, key('req-b14'), path))).toMatchObject({
        kind: 'upstream',
        message: 'Hubo un error al reemplazar la imagen.',
      });
      expect(await stored()).toEqual(B14);
    });
  });

  describe('suggestion', () => {
    it('proposes an article from the stored analysis without summarising again, and stores nothing', async () => {
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const proposed = await service.suggestion(eva, key('req-b14'));
      expect(proposed).toEqual({ requirement: B14, article: ARTICLE.articulo });
      // The article as stored, its stamp and updatedAt: all unchanged until the user chooses.
      expect(await stored()).toEqual(B14);
      expect(adapters.ai.callsTo('summarizeVideo')).toEqual([]);
      expect(adapters.ai.callsTo('writeArticle')[0]?.texto).toBe('Análisis guardado del video.');
      expect(adapters.ai.callsTo('writeArticle')[0]?.communicationTone).toBe('cuidador');
    });

    it('summarises a video whose summary never arrived and stores that summary, not the article', async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      await adapters.requirements.update('b-aurora', 'req-b15', { article: B14.article });
      const before = await stored('req-b15');
      const proposed = await service.suggestion(eva, key('req-b15'));
      expect(adapters.ai.callsTo('summarizeVideo')).toEqual([{ ...key('req-b15'), videoUrl: B15.videoUrl }]);
      expect(adapters.ai.callsTo('writeArticle')[0]?.texto).toBe(
        (PLAUSIBLE_AI_ANSWERS.summarizeVideo as { analysis: string }).analysis,
      );
      expect(proposed.article).toEqual(ARTICLE.articulo);
      expect(proposed.requirement).toEqual({
        ...before,
        videoData: PLAUSIBLE_AI_ANSWERS.summarizeVideo,
        updatedAt: new Date(NOW),
        changedBy: EVA_STAMP,
      });
      expect(await stored('req-b15')).toEqual(proposed.requirement);
      expect((await stored('req-b15'))?.article).toEqual(B14.article);
    });

    it('stores no summary when either answer is invalid, nor over another video attached meanwhile', async () => {
      adapters.ai.respond('summarizeVideo', { analysis: '' });
      expect(await failureOf(service.suggestion(eva, key('req-b15')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.blog.process,
      });
      expect(await stored('req-b15')).toEqual(B15);
      expect(adapters.ai.callsTo('writeArticle')).toEqual([]);

      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', { articulo: [] });
      expect(await failureOf(service.suggestion(eva, key('req-b15')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.blog.process,
      });
      expect(await stored('req-b15')).toEqual(B15);

      const theirs = twinUrl('video_blogs/b-aurora/req-b15/up7-otro.mp4');
      adapters.ai.respond('writeArticle', () => {
        void adapters.requirements.update('b-aurora', 'req-b15', { videoUrl: theirs });
        return PLAUSIBLE_AI_ANSWERS.writeArticle;
      });
      expect(await failureOf(service.suggestion(eva, key('req-b15')))).toMatchObject({
        kind: 'conflict',
        message: Messages.blog.process,
      });
      expect(await stored('req-b15')).toMatchObject({ videoUrl: theirs, videoData: null, article: [] });
    });

    it("refuses to summarise a stored video that is not an object of the blog's folder", async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      const elsewhere = adapters.storedMedia.put('video_blogs/b-aurora/req-b13/x.mp4', new Uint8Array(4), 'video/mp4');
      for (const videoUrl of [elsewhere, 'https://videos.example/b15.mp4', 'javascript:alert(1)']) {
        await adapters.requirements.update('b-aurora', 'req-b15', { videoUrl });
        expect(await failureOf(service.suggestion(eva, key('req-b15')))).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand('videoUrl'),
        });
      }
      expect(adapters.ai.calls).toEqual([]);
    });

    it('needs a video first', async () => {
      expect(await failureOf(service.suggestion(eva, key('req-b13')))).toMatchObject({
        kind: 'validation',
        message: Messages.blog.videoRequired,
      });
    });

    it('keeps the article on a malformed answer, and needs BLOG_SUGGESTIONAI', async () => {
      adapters.ai.respond('writeArticle', { articulo: [] });
      expect(await failureOf(service.suggestion(eva, key('req-b14')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Hubo un error en el proceso.',
      });
      expect(await stored()).toEqual(B14);
      expect((await failureOf(service.suggestion(without('BLOG_SUGGESTIONAI'), key('req-b14')))).kind).toBe(
        'forbidden',
      );
    });
  });
});
