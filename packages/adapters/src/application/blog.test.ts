import { beforeEach, describe, expect, it } from 'vitest';
import {
  BlogUseCases,
  Messages,
  createRequirement,
  type ArticleSection,
  type Brand,
  type PermissionKey,
  type Requirement,
  type RequirementKey,
  type UploadProgress,
} from '@estudio/domain';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryMediaStorage,
  InMemoryRequirementRepository,
  PLAUSIBLE_AI_ANSWERS,
  ScriptedAiServices,
  TINY_PNG_BASE64,
} from '../memory/index.js';
import { actorWith, failureOf, pickedFile, untilHeld } from './test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';
const NOW_MS = new Date(NOW).getTime();

const ALL_BLOG_KEYS: PermissionKey[] = [
  'ADMIN_BRANDS_OWNER',
  'VIDEO_UPLOAD',
  'BLOG_EDITARTICLE',
  'BLOG_NEWARTICLE',
  'BLOG_CHANGEIMG',
  'BLOG_SUGGESTIONAI',
];
const eva = actorWith(ALL_BLOG_KEYS);
const without = (key: PermissionKey) => actorWith(ALL_BLOG_KEYS.filter((held) => held !== key));

const AURORA: Brand = { id: 'b-aurora', brandName: 'Café Aurora', owner: 'uid-eva', communicationTone: 'cuidador' };
const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva' };

const blog = (id: string, fields: Partial<Requirement> & { number: number; brandId?: string }) =>
  createRequirement(id, {
    brandId: 'b-aurora',
    brand: 'Café Aurora',
    title: `Blog ${fields.number} - T1`,
    createdBy: 'eva@estudio.example',
    ...fields,
  });

const B13 = blog('req-b13', { number: 13 });
const B14 = blog('req-b14', {
  number: 14,
  videoUrl: 'https://videos.example/b14.mp4',
  videoData: { file_uri: 'ai://files/b14', analysis: 'Análisis guardado del video.' },
  article: [{ sectionTitle: 'Intro', text: 'Texto de la intro.' }],
});
const B15 = blog('req-b15', { number: 15, videoUrl: 'https://videos.example/b15.mp4' });
const L1 = blog('req-l1', { brandId: 'b-luna', number: 1 });

const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });
const clip = pickedFile('clip.mp4', 'video/mp4', 8000);
const ARTICLE = PLAUSIBLE_AI_ANSWERS.writeArticle as { articulo: ArticleSection[] };

describe('BlogUseCases', () => {
  let requirements: InMemoryRequirementRepository;
  let storage: InMemoryMediaStorage;
  let ai: ScriptedAiServices;
  let service: BlogUseCases;

  const stored = async (id = 'req-b14', brandId = 'b-aurora') => requirements.get(brandId, id);

  beforeEach(() => {
    requirements = new InMemoryRequirementRepository([B13, B14, B15, L1]);
    storage = new InMemoryMediaStorage();
    ai = new ScriptedAiServices();
    service = new BlogUseCases(
      new InMemoryBrandRepository([AURORA, LUNA]),
      requirements,
      storage,
      ai,
      ai,
      ai,
      new FixedClock(NOW),
    );
  });

  describe('uploadVideoAndGenerate', () => {
    it('stops when its signal aborts during the upload: the cancel message, no URL stored, no AI call', async () => {
      storage.holdUploads();
      const controller = new AbortController();
      const uploading = service.uploadVideoAndGenerate(eva, key('req-b14'), clip, undefined, controller.signal);
      await untilHeld(storage);
      controller.abort();
      expect(await failureOf(uploading)).toMatchObject({
        kind: 'cancelled',
        message: Messages.dataStore.uploadCancelled,
      });
      storage.releaseUploads();
      expect(storage.list()).toEqual([]);
      expect(await stored()).toEqual(B14);
      expect(ai.callsTo('summarizeVideo')).toEqual([]);
      expect(ai.callsTo('writeArticle')).toEqual([]);
    });

    it('uploads the video, then stores its summary and the article written in the brand tone', async () => {
      ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const progress: UploadProgress[] = [];
      const updated = await service.uploadVideoAndGenerate(eva, key('req-b13'), clip, (step) => progress.push(step));
      const path = 'video_blogs/b-aurora/req-b13/up1-clip.mp4';
      expect(storage.read(path)).toMatchObject({ contentType: 'video/mp4', size: 8000 });
      expect(progress.at(-1)?.bytesTransferred).toBe(8000);
      expect(updated).toMatchObject({
        videoUrl: InMemoryMediaStorage.urlFor(path),
        videoData: PLAUSIBLE_AI_ANSWERS.summarizeVideo,
        article: ARTICLE.articulo,
      });
      expect(await stored('req-b13')).toEqual(updated);
      expect(ai.callsTo('summarizeVideo')).toEqual([
        { ...key('req-b13'), videoUrl: InMemoryMediaStorage.urlFor(path) },
      ]);
      expect(ai.callsTo('writeArticle')).toEqual([
        {
          ...key('req-b13'),
          texto: 'El video presenta el producto en uso diario con tono cercano.',
          communicationTone: 'cuidador',
        },
      ]);
    });

    it('gives every upload its own path: the same file picked twice never overwrites the first', async () => {
      ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const first = await service.uploadVideoAndGenerate(eva, key('req-b13'), clip);
      const second = await service.uploadVideoAndGenerate(
        eva,
        key('req-b13'),
        pickedFile('clip.mp4', 'video/mp4', 9000),
      );
      expect(storage.list().map((object) => object.path)).toEqual([
        'video_blogs/b-aurora/req-b13/up1-clip.mp4',
        'video_blogs/b-aurora/req-b13/up2-clip.mp4',
      ]);
      expect(storage.read('video_blogs/b-aurora/req-b13/up1-clip.mp4')?.size).toBe(8000);
      expect(second.videoUrl).not.toBe(first.videoUrl);
    });

    it('sends an empty tone for a brand without one', async () => {
      ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      await service.uploadVideoAndGenerate(eva, key('req-l1', 'b-luna'), clip);
      expect(ai.callsTo('writeArticle')[0]?.communicationTone).toBe('');
    });

    it('needs a video file', async () => {
      for (const file of [null, undefined, pickedFile('foto.png', 'image/png')]) {
        expect(await failureOf(service.uploadVideoAndGenerate(eva, key('req-b13'), file))).toMatchObject({
          kind: 'validation',
          message: 'Por favor, selecciona un archivo de video.',
        });
      }
      expect(storage.list()).toEqual([]);
      expect(
        (await failureOf(service.uploadVideoAndGenerate(without('VIDEO_UPLOAD'), key('req-b13'), clip))).kind,
      ).toBe('forbidden');
    });

    it('keeps only the new video URL when the summary is malformed', async () => {
      ai.respond('summarizeVideo', { file_uri: 'ai://x' });
      expect(await failureOf(service.uploadVideoAndGenerate(eva, key('req-b14'), clip))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Hubo un error en el proceso.',
      });
      expect(await stored()).toEqual({
        ...B14,
        videoUrl: InMemoryMediaStorage.urlFor('video_blogs/b-aurora/req-b14/up1-clip.mp4'),
        videoData: null,
        updatedAt: new Date(NOW),
      });
      expect(ai.callsTo('writeArticle')).toEqual([]);
    });

    it('keeps only the new video URL when the article call fails', async () => {
      ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      ai.respond('writeArticle', new Error('timeout'));
      expect(await failureOf(service.uploadVideoAndGenerate(eva, key('req-b14'), clip))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.process,
      });
      expect(await stored()).toMatchObject({ videoUrl: expect.stringContaining('clip.mp4'), article: B14.article });
    });

    it('changes nothing when the upload fails', async () => {
      storage.failNext('upload');
      expect((await failureOf(service.uploadVideoAndGenerate(eva, key('req-b14'), clip))).message).toBe(
        Messages.blog.process,
      );
      expect(await stored()).toEqual(B14);
      expect(ai.calls).toEqual([]);
    });

    it('refuses a missing key or requirement', async () => {
      expect((await failureOf(service.uploadVideoAndGenerate(eva, key('', ''), clip))).message).toBe(
        Messages.carousel.missingBrandOrRequirement,
      );
      expect((await failureOf(service.uploadVideoAndGenerate(eva, key('req-nada'), clip))).message).toBe(
        Messages.carousel.requirementNotFound,
      );
    });
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
      await requirements.update('b-aurora', 'req-b15', { article: THREE });
    });

    it('writes the sections as edited', async () => {
      const draft = [{ sectionTitle: 'Nueva intro', text: 'Otro texto.' }];
      const updated = await service.editSections(eva, key('req-b14'), { base: B14.article, draft });
      expect(updated).toEqual({ ...B14, article: draft, updatedAt: new Date(NOW) });
      expect(await stored()).toEqual(updated);
    });

    it('writes only the changed sections over the article as stored now: a section saved meanwhile is kept', async () => {
      const theirs = { sectionTitle: 'Cierre de otra persona', text: 'Su texto.' };
      await requirements.update('b-aurora', 'req-b15', { article: withSection(2, theirs) });
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
      await requirements.update('b-aurora', 'req-b15', { article: [{ sectionTitle: 'Nuevo', text: 'Generado.' }] });
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
      requirements.failNext('updateFrom');
      expect(await failureOf(service.editSections(eva, key('req-b14'), edit))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.saveChanges,
      });
      const tooLong = { base: B14.article, draft: [{ sectionTitle: 'Otra', text: 'x'.repeat(200_000) }] };
      expect((await failureOf(service.editSections(eva, key('req-b14'), tooLong))).kind).toBe('validation');
      expect(await stored()).toEqual(B14);
    });
  });

  describe('generateImage', () => {
    it("uploads an image generated from the article's text", async () => {
      ai.respond('generateArticleImage', { imageBase64: TINY_PNG_BASE64 });
      const updated = await service.generateImage(eva, key('req-b14'));
      const path = `video_blogs/b-aurora/req-b14/up1-imagen-articulo-${NOW_MS}.png`;
      expect(storage.read(path)?.contentType).toBe('image/png');
      expect(updated.imageAIUrl).toBe(InMemoryMediaStorage.urlFor(path));
      expect(await stored()).toEqual(updated);
      expect(ai.callsTo('generateArticleImage')).toEqual([{ ...key('req-b14'), content: 'Intro\nTexto de la intro.' }]);
    });

    it('needs article content', async () => {
      expect(await failureOf(service.generateImage(eva, key('req-b13')))).toMatchObject({
        kind: 'validation',
        message: 'No se encontró contenido del artículo para generar la imagen.',
      });
      expect(ai.calls).toEqual([]);
    });

    it('keeps the requirement on a malformed answer or a failure', async () => {
      ai.respondOnce('generateArticleImage', { imagen: 'x' });
      expect(await failureOf(service.generateImage(eva, key('req-b14')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Hubo un error al generar la imagen.',
      });
      ai.respond('generateArticleImage', { imageBase64: TINY_PNG_BASE64 });
      storage.failNext('uploadBase64');
      expect(await failureOf(service.generateImage(eva, key('req-b14')))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.generateImage,
      });
      expect(await stored()).toEqual(B14);
      expect((await failureOf(service.generateImage(without('BLOG_NEWARTICLE'), key('req-b14')))).kind).toBe(
        'forbidden',
      );
    });
  });

  describe('replaceImage', () => {
    it('reports the upload progress, and stops when its signal aborts: the cancel message, the image as it was', async () => {
      storage.holdUploads();
      const controller = new AbortController();
      const progress: UploadProgress[] = [];
      const replacing = service.replaceImage(
        eva,
        key('req-b14'),
        pickedFile('foto.jpg', 'image/jpeg', 1000),
        (step) => progress.push(step),
        controller.signal,
      );
      await untilHeld(storage);
      expect(progress).toEqual([{ bytesTransferred: 500, totalBytes: 1000 }]);
      controller.abort();
      expect(await failureOf(replacing)).toMatchObject({
        kind: 'cancelled',
        message: Messages.dataStore.uploadCancelled,
      });
      storage.releaseUploads();
      expect(storage.list()).toEqual([]);
      expect(await stored()).toEqual(B14);
    });

    it('uploads the picked image and stores its URL', async () => {
      const updated = await service.replaceImage(eva, key('req-b14'), pickedFile('foto.jpg', 'image/jpeg'));
      const path = `video_blogs/b-aurora/req-b14/up1-imagen-${NOW_MS}-foto.jpg`;
      expect(storage.read(path)?.contentType).toBe('image/jpeg');
      expect(updated.imageAIUrl).toBe(InMemoryMediaStorage.urlFor(path));
      expect(await stored()).toEqual(updated);
    });

    it('needs an image file and BLOG_CHANGEIMG, and keeps the requirement on a failure', async () => {
      for (const file of [null, pickedFile('doc.pdf', 'application/pdf')]) {
        expect(await failureOf(service.replaceImage(eva, key('req-b14'), file))).toMatchObject({
          kind: 'validation',
          message: 'Por favor, selecciona un archivo de imagen.',
        });
      }
      const image = pickedFile('foto.png', 'image/png');
      expect((await failureOf(service.replaceImage(without('BLOG_CHANGEIMG'), key('req-b14'), image))).kind).toBe(
        'forbidden',
      );
      storage.failNext('upload');
      expect(await failureOf(service.replaceImage(eva, key('req-b14'), image))).toMatchObject({
        kind: 'upstream',
        message: 'Hubo un error al reemplazar la imagen.',
      });
      expect(await stored()).toEqual(B14);
    });
  });

  describe('URL fields', () => {
    it('stores no download URL that is not https, and the requirement keeps what it had', async () => {
      const insecure = new InMemoryMediaStorage(4, 'http://media.example');
      const plain = new BlogUseCases(
        new InMemoryBrandRepository([AURORA, LUNA]),
        requirements,
        insecure,
        ai,
        ai,
        ai,
        new FixedClock(NOW),
      );
      expect(
        await failureOf(plain.replaceImage(eva, key('req-b14'), pickedFile('foto.png', 'image/png'))),
      ).toMatchObject({ kind: 'validation', message: Messages.urls.httpsOnly });
      expect(await stored()).toEqual(B14);
    });

    it('refuses an SVG as the article image', async () => {
      expect(
        await failureOf(service.replaceImage(eva, key('req-b14'), pickedFile('logo.svg', 'image/svg+xml'))),
      ).toMatchObject({ kind: 'validation', message: Messages.blog.imageRequired });
      expect(storage.list()).toEqual([]);
    });
  });

  describe('suggestion', () => {
    it('rewrites the article from the stored analysis without summarising again', async () => {
      ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const updated = await service.suggestion(eva, key('req-b14'));
      expect(updated.article).toEqual(ARTICLE.articulo);
      expect(updated.videoData).toEqual(B14.videoData);
      expect(await stored()).toEqual(updated);
      expect(ai.callsTo('summarizeVideo')).toEqual([]);
      expect(ai.callsTo('writeArticle')[0]?.texto).toBe('Análisis guardado del video.');
    });

    it('summarises a video whose summary never arrived, and stores it with the article', async () => {
      ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const updated = await service.suggestion(eva, key('req-b15'));
      expect(ai.callsTo('summarizeVideo')).toEqual([{ ...key('req-b15'), videoUrl: B15.videoUrl }]);
      expect(updated).toMatchObject({ videoData: PLAUSIBLE_AI_ANSWERS.summarizeVideo, article: ARTICLE.articulo });
      expect(await stored('req-b15')).toEqual(updated);
    });

    it('needs a video first', async () => {
      expect(await failureOf(service.suggestion(eva, key('req-b13')))).toMatchObject({
        kind: 'validation',
        message: Messages.blog.videoRequired,
      });
    });

    it('keeps the article on a malformed answer, and needs BLOG_SUGGESTIONAI', async () => {
      ai.respond('writeArticle', { articulo: [] });
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
