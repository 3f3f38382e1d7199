import { beforeEach, describe, expect, it } from 'vitest';
import type { BlogUseCases, MediaUploads } from '../index.js';
import {
  CONTENT_COMMANDS,
  Messages,
  ServerMessages,
  TEXT_LIMITS,
  createRequirement,
  type Actor,
  type ArticleSection,
  type Brand,
  type PermissionKey,
  type Requirement,
  type RequirementKey,
} from '../index.js';
import { createTwins, PLAUSIBLE_AI_ANSWERS, TINY_PNG_BASE64, useCasesOver, type Twins } from '../testing/index.js';
import { actorWith, dispatcherOf, failureOf, pickedFile, twinUrl } from './use-cases.test-kit.js';

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
/** Who asked, as every write of eva's stamps it. */
const EVA_STAMP = { uid: 'uid-eva', email: 'eva@estudio.example', at: new Date(NOW) };

const AURORA: Brand = { id: 'b-aurora', brandName: 'Café Aurora', owner: 'uid-eva', communicationTone: 'cuidador' };
const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva' };
const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };

const blog = (id: string, fields: Partial<Requirement> & { number: number; brandId?: string }) =>
  createRequirement(id, {
    brandId: 'b-aurora',
    brand: 'Café Aurora',
    title: `Blog ${fields.number} - T1`,
    createdBy: 'eva@estudio.example',
    ...fields,
  });

/** Videos of the blogs' folders, stored earlier. */
const B14_VIDEO = 'video_blogs/b-aurora/req-b14/up0-b14.mp4';
const B15_VIDEO = 'video_blogs/b-aurora/req-b15/up0-b15.mp4';

const B13 = blog('req-b13', { number: 13 });
const B14 = blog('req-b14', {
  number: 14,
  videoUrl: twinUrl(B14_VIDEO),
  videoData: { file_uri: 'ai://files/b14', analysis: 'Análisis guardado del video.' },
  article: [{ sectionTitle: 'Intro', text: 'Texto de la intro.' }],
});
const B15 = blog('req-b15', { number: 15, videoUrl: twinUrl(B15_VIDEO) });
const L1 = blog('req-l1', { brandId: 'b-luna', number: 1 });
const AJENO = blog('req-ajeno', { brandId: 'b-ajena', number: 1 });
/** A carousel of the same brand: no blog command acts on it. */
const CARRUSEL = blog('req-carrusel', { number: 3, title: 'Carrusel 3 - T1', article: B14.article });

const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });
const clip = pickedFile('clip.mp4', 'video/mp4', 8000);
const ARTICLE = PLAUSIBLE_AI_ANSWERS.writeArticle as { articulo: ArticleSection[] };

const twins = (): Twins => {
  const adapters = createTwins(new Date(NOW), {
    brands: [AURORA, LUNA, AJENA],
    requirements: [B13, B14, B15, L1, AJENO, CARRUSEL],
  });
  for (const path of [B14_VIDEO, B15_VIDEO]) adapters.storedMedia.put(path, new Uint8Array(64), 'video/mp4');
  return adapters;
};

describe('BlogUseCases (the blog commands, on the server)', () => {
  let adapters: Twins;
  let service: BlogUseCases;
  let uploads: MediaUploads;

  const stored = async (id = 'req-b14', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  /** The browser's half: the video uploaded to the blog's folder; answers its path. */
  const uploadVideo = (id = 'req-b13', file = clip, brandId = 'b-aurora') =>
    uploads.blogVideo(eva, key(id, brandId), file);
  const uploadImage = (id = 'req-b14', file = pickedFile('foto.jpg', 'image/jpeg')) =>
    uploads.blogImage(eva, key(id), file);

  beforeEach(() => {
    adapters = twins();
    ({ blog: service, uploads } = useCasesOver(adapters));
  });

  describe('attachVideo (video-attached, after the browser uploaded it)', () => {
    it('stores the URL the server derived for the video, then its summary and the article written in the brand tone', async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const path = await uploadVideo();
      expect(path).toBe('video_blogs/b-aurora/req-b13/up1-clip.mp4');
      expect(adapters.storage.read(path)).toMatchObject({ contentType: 'video/mp4', size: 8000 });
      const updated = await service.attachVideo(eva, key('req-b13'), path);
      expect(updated).toMatchObject({
        videoUrl: twinUrl(path),
        videoData: PLAUSIBLE_AI_ANSWERS.summarizeVideo,
        article: ARTICLE.articulo,
        changedBy: EVA_STAMP,
      });
      expect(await stored('req-b13')).toEqual(updated);
      expect(adapters.ai.callsTo('summarizeVideo')).toEqual([{ ...key('req-b13'), videoUrl: twinUrl(path) }]);
      expect(adapters.ai.callsTo('writeArticle')).toEqual([
        {
          ...key('req-b13'),
          texto: 'El video presenta el producto en uso diario con tono cercano.',
          communicationTone: 'cuidador',
        },
      ]);
    });

    it('gives every upload its own path: the same file picked twice never overwrites the first', async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const first = await service.attachVideo(eva, key('req-b13'), await uploadVideo());
      const second = await service.attachVideo(
        eva,
        key('req-b13'),
        await uploadVideo('req-b13', pickedFile('clip.mp4', 'video/mp4', 9000)),
      );
      expect(adapters.storage.list().map((object) => object.path)).toEqual([
        'video_blogs/b-aurora/req-b13/up1-clip.mp4',
        'video_blogs/b-aurora/req-b13/up2-clip.mp4',
      ]);
      expect(adapters.storage.read('video_blogs/b-aurora/req-b13/up1-clip.mp4')?.size).toBe(8000);
      expect(second.videoUrl).not.toBe(first.videoUrl);
    });

    it('sends an empty tone for a brand without one', async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      await service.attachVideo(eva, key('req-l1', 'b-luna'), await uploadVideo('req-l1', clip, 'b-luna'));
      expect(adapters.ai.callsTo('writeArticle')[0]?.communicationTone).toBe('');
    });

    it('needs VIDEO_UPLOAD, and a video of the blog’s folder', async () => {
      const path = await uploadVideo();
      expect((await failureOf(service.attachVideo(without('VIDEO_UPLOAD'), key('req-b13'), path))).kind).toBe(
        'forbidden',
      );
      await adapters.storage.upload('video_blogs/b-aurora/req-b13/up9-foto.png', pickedFile('foto.png', 'image/png'));
      expect(
        await failureOf(service.attachVideo(eva, key('req-b13'), 'video_blogs/b-aurora/req-b13/up9-foto.png')),
      ).toMatchObject({ kind: 'validation', message: Messages.blog.videoRequired });
      for (const outside of [
        'video_blogs/b-aurora/req-b14/up1-clip.mp4',
        'videos/b-aurora/req-b13/guion1/clip.mp4',
        twinUrl(path),
        'javascript:alert(1)',
      ]) {
        expect(await failureOf(service.attachVideo(eva, key('req-b13'), outside))).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand('path'),
        });
      }
      expect(await stored('req-b13')).toEqual(B13);
      expect(adapters.ai.calls).toEqual([]);
    });

    it('keeps only the new video URL when the summary is malformed', async () => {
      adapters.ai.respond('summarizeVideo', { file_uri: 'ai://x' });
      const path = await uploadVideo('req-b14');
      expect(await failureOf(service.attachVideo(eva, key('req-b14'), path))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Hubo un error en el proceso.',
      });
      expect(await stored()).toEqual({
        ...B14,
        videoUrl: twinUrl('video_blogs/b-aurora/req-b14/up1-clip.mp4'),
        videoData: null,
        updatedAt: new Date(NOW),
        changedBy: EVA_STAMP,
      });
      expect(adapters.ai.callsTo('writeArticle')).toEqual([]);
    });

    it('keeps only the new video URL when the article call fails', async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', new Error('timeout'));
      const path = await uploadVideo('req-b14');
      expect(await failureOf(service.attachVideo(eva, key('req-b14'), path))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.process,
      });
      expect(await stored()).toMatchObject({ videoUrl: twinUrl(path), article: B14.article });
    });

    it('answers the process failure, the URL still saved, when the article write fails or another video arrived meanwhile', async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const path = await uploadVideo('req-b14');
      const updateFrom = adapters.requirements.updateFrom.bind(adapters.requirements);
      let writes = 0;
      adapters.requirements.updateFrom = async (...args) => {
        writes += 1;
        if (writes === 2) throw new Error('sin red');
        return updateFrom(...args);
      };
      expect(await failureOf(service.attachVideo(eva, key('req-b14'), path))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.process,
      });
      expect(await stored()).toMatchObject({ videoUrl: twinUrl(path), videoData: null, article: B14.article });

      // Someone attaches another video while this one is summarised: its article is not stored over it.
      const theirs = twinUrl('video_blogs/b-aurora/req-b14/up7-otro.mp4');
      adapters.ai.respond('summarizeVideo', () => {
        void adapters.requirements.update('b-aurora', 'req-b14', { videoUrl: theirs });
        return PLAUSIBLE_AI_ANSWERS.summarizeVideo;
      });
      expect(await failureOf(service.attachVideo(eva, key('req-b14'), path))).toMatchObject({
        kind: 'conflict',
        message: Messages.blog.process,
      });
      expect(await stored()).toMatchObject({ videoUrl: theirs, videoData: null, article: B14.article });
    });

    it("checks the stored video before the summarizer reads it: a failed check is the process's failure, the URL saved", async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      const path = await uploadVideo('req-b13');
      adapters.storedMedia.locate = () => Promise.reject(new Error('almacenamiento caído'));
      expect(await failureOf(service.attachVideo(eva, key('req-b13'), path))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.process,
      });
      expect(await stored('req-b13')).toMatchObject({ videoUrl: twinUrl(path), videoData: null, article: [] });
      expect(adapters.ai.calls).toEqual([]);
    });

    it('changes nothing when the first write fails', async () => {
      const path = await uploadVideo('req-b14');
      adapters.requirements.failNext('updateFrom');
      expect((await failureOf(service.attachVideo(eva, key('req-b14'), path))).message).toBe(Messages.blog.process);
      expect(await stored()).toEqual(B14);
      expect(adapters.ai.calls).toEqual([]);
    });

    it('refuses a missing key or requirement', async () => {
      const path = await uploadVideo();
      expect((await failureOf(service.attachVideo(eva, key('', ''), path))).message).toBe(
        Messages.carousel.missingBrandOrRequirement,
      );
      expect((await failureOf(service.attachVideo(eva, key('req-nada'), path))).message).toBe(
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

  describe('generateImage', () => {
    it("stores an image generated from the article's text in the blog's folder, and the URL the server derived", async () => {
      adapters.ai.respond('generateArticleImage', { imageBase64: TINY_PNG_BASE64 });
      const updated = await service.generateImage(eva, key('req-b14'));
      const path = `video_blogs/b-aurora/req-b14/ia-imagen-articulo-${NOW_MS}.png`;
      expect(adapters.storage.read(path)?.contentType).toBe('image/png');
      expect(updated.imageAIUrl).toBe(twinUrl(path));
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(updated);
      expect(adapters.ai.callsTo('generateArticleImage')).toEqual([
        { ...key('req-b14'), content: 'Intro\nTexto de la intro.' },
      ]);
    });

    it('needs article content', async () => {
      expect(await failureOf(service.generateImage(eva, key('req-b13')))).toMatchObject({
        kind: 'validation',
        message: 'No se encontró contenido del artículo para generar la imagen.',
      });
      expect(adapters.ai.calls).toEqual([]);
    });

    it('keeps the requirement on a malformed answer or a failure', async () => {
      adapters.ai.respondOnce('generateArticleImage', { imagen: 'x' });
      expect(await failureOf(service.generateImage(eva, key('req-b14')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Hubo un error al generar la imagen.',
      });
      adapters.ai.respond('generateArticleImage', { imageBase64: TINY_PNG_BASE64 });
      adapters.storage.failNext('uploadBase64');
      expect(await failureOf(service.generateImage(eva, key('req-b14')))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.generateImage,
      });
      expect(await stored()).toEqual(B14);
      expect(adapters.storage.list()).toEqual([]);
      expect((await failureOf(service.generateImage(without('BLOG_NEWARTICLE'), key('req-b14')))).kind).toBe(
        'forbidden',
      );
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
    it('rewrites the article from the stored analysis without summarising again', async () => {
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const updated = await service.suggestion(eva, key('req-b14'));
      expect(updated.article).toEqual(ARTICLE.articulo);
      expect(updated.videoData).toEqual(B14.videoData);
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(updated);
      expect(adapters.ai.callsTo('summarizeVideo')).toEqual([]);
      expect(adapters.ai.callsTo('writeArticle')[0]?.texto).toBe('Análisis guardado del video.');
    });

    it('summarises a video whose summary never arrived, and stores it with the article', async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const updated = await service.suggestion(eva, key('req-b15'));
      expect(adapters.ai.callsTo('summarizeVideo')).toEqual([{ ...key('req-b15'), videoUrl: B15.videoUrl }]);
      expect(updated).toMatchObject({ videoData: PLAUSIBLE_AI_ANSWERS.summarizeVideo, article: ARTICLE.articulo });
      expect(await stored('req-b15')).toEqual(updated);
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

describe('the blog commands, through dispatchCommand with raw JSON bodies', () => {
  let adapters: Twins;
  let dispatch: (actor: Actor, name: string, rawBody: string) => Promise<unknown>;
  let videoPath: string;
  let imagePath: string;

  const stored = async (id = 'req-b14', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  const bodyOf = (action: string, target: RequirementKey): Record<string, unknown> => {
    switch (action) {
      case 'video-attached':
        return { ...target, path: videoPath };
      case 'image-replaced':
        return { ...target, path: imagePath };
      case 'edit-sections':
        return { ...target, base: B14.article, draft: [{ sectionTitle: 'Otra', text: 'Otro.' }] };
      default:
        return { ...target };
    }
  };
  const run = (action: string, body: unknown, actor = eva) => dispatch(actor, `blog/${action}`, JSON.stringify(body));
  const ACTIONS = Object.keys(CONTENT_COMMANDS.blog);

  beforeEach(async () => {
    adapters = twins();
    adapters.ai.withPlausibleDefaults();
    dispatch = dispatcherOf(adapters);
    const { uploads } = useCasesOver(adapters);
    videoPath = await uploads.blogVideo(eva, key('req-b14'), clip);
    imagePath = await uploads.blogImage(eva, key('req-b14'), pickedFile('foto.png', 'image/png'));
  });

  it('declares every blog action, those that call a model marked as such', () => {
    expect(ACTIONS).toEqual(['video-attached', 'edit-sections', 'image', 'image-replaced', 'suggestion']);
    expect(
      ACTIONS.filter((action) => CONTENT_COMMANDS.blog[action as keyof typeof CONTENT_COMMANDS.blog].model === true),
    ).toEqual(['video-attached', 'image', 'suggestion']);
  });

  it('runs each command once and answers the requirement as stored, stamped with who asked', async () => {
    for (const action of ACTIONS) {
      const answer = (await run(action, bodyOf(action, key('req-b14')))) as Requirement;
      expect(answer.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(answer);
    }
    expect(adapters.ai.callsTo('summarizeVideo')).toHaveLength(1);
    expect(adapters.ai.callsTo('writeArticle')).toHaveLength(2);
    expect(adapters.ai.callsTo('generateArticleImage')).toHaveLength(1);
    expect((await stored())?.imageAIUrl).toBe(twinUrl(imagePath));
  });

  it('refuses, per command, a missing key, a body that is not an object, a hidden brand and a requirement that is not a blog of the brand, changing nothing', async () => {
    for (const action of ACTIONS) {
      const body = bodyOf(action, key('req-b14'));
      const { brandId: _brand, requirementId: _requirement, ...rest } = body;
      expect(await failureOf(run(action, rest))).toMatchObject({
        kind: 'validation',
        message: "El campo 'brandId' es obligatorio y debe ser texto.",
      });
      for (const raw of ['[]', '"blog"', 'null']) {
        expect(await failureOf(dispatch(eva, `blog/${action}`, raw))).toMatchObject({
          kind: 'validation',
          message: Messages.endpoints.bodyNotObject,
        });
      }
      expect(await failureOf(run(action, bodyOf(action, key('req-ajeno', 'b-ajena'))))).toMatchObject({
        kind: 'forbidden',
      });
      for (const target of [key('req-ajeno'), key('req-carrusel'), key('req-l1')]) {
        expect(await failureOf(run(action, bodyOf(action, target)))).toMatchObject({
          kind: 'not-found',
          message: Messages.carousel.requirementNotFound,
        });
      }
      expect(await failureOf(run(action, body, actorWith(['ADMIN_BRANDS_OWNER'])))).toMatchObject({
        kind: 'forbidden',
      });
    }
    expect(adapters.ai.calls).toEqual([]);
    expect(await stored()).toEqual(B14);
    expect(await stored('req-carrusel')).toEqual(CARRUSEL);
  });

  it('caps the sections: at most TEXT_LIMITS.sections, each text within the long-text cap', async () => {
    const section = { sectionTitle: 'S', text: 'T' };
    const long = 'x'.repeat(TEXT_LIMITS.longText + 1);
    for (const [body, message] of [
      [
        { ...key('req-b14'), base: [], draft: Array(TEXT_LIMITS.sections + 1).fill(section) },
        Messages.endpoints.fieldTooManyEntries('draft', TEXT_LIMITS.sections),
      ],
      [
        { ...key('req-b14'), base: [], draft: [{ ...section, text: long }] },
        Messages.endpoints.fieldTooLong('text', TEXT_LIMITS.longText),
      ],
      [
        { ...key('req-b14'), base: [], draft: [{ ...section, sectionTitle: long }] },
        Messages.endpoints.fieldTooLong('sectionTitle', TEXT_LIMITS.longText),
      ],
      [{ ...key('req-b14'), base: {}, draft: [] }, Messages.endpoints.fieldNotList('base')],
      [{ ...key('req-b14'), base: [], draft: ['x'] }, Messages.endpoints.bodyNotObject],
      [
        { ...key('req-b14'), base: [], draft: [{ sectionTitle: 'S', text: 3 }] },
        Messages.endpoints.fieldNotText('text'),
      ],
    ] as const) {
      expect(await failureOf(run('edit-sections', body))).toMatchObject({ kind: 'validation', message });
    }
    expect(await stored()).toEqual(B14);
  });

  it("refuses as a media path anything but an object of the blog's folder: another folder, a URL, javascript:", async () => {
    for (const action of ['video-attached', 'image-replaced']) {
      for (const path of [
        'video_blogs/b-aurora/req-b13/up1-clip.mp4',
        'video_blogs/b-ajena/req-b14/up1-clip.mp4',
        `img_carrousels/b-aurora/req-b14/x.png`,
        twinUrl(videoPath),
        'https://evil.example/video.mp4',
        'javascript:alert(1)',
      ]) {
        expect(await failureOf(run(action, { ...key('req-b14'), path }))).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand('path'),
        });
      }
    }
    expect(adapters.ai.calls).toEqual([]);
    expect(await stored()).toEqual(B14);
  });

  it('an invalid model answer changes nothing, for every command that calls a model (the attached video aside, kept as saved)', async () => {
    adapters.ai
      .respond('summarizeVideo', { analysis: '' })
      .respond('writeArticle', { articulo: 'nada' })
      .respond('generateArticleImage', { imageBase64: '' });
    for (const action of ['image', 'suggestion']) {
      expect(await failureOf(run(action, bodyOf(action, key('req-b14'))))).toMatchObject({ kind: 'invalid-ai-answer' });
    }
    expect(await stored()).toEqual(B14);
    expect(await failureOf(run('video-attached', bodyOf('video-attached', key('req-b14'))))).toMatchObject({
      kind: 'invalid-ai-answer',
      message: Messages.blog.process,
    });
    expect(await stored()).toEqual({
      ...B14,
      videoUrl: twinUrl(videoPath),
      videoData: null,
      updatedAt: new Date(NOW),
      changedBy: EVA_STAMP,
    });
  });
});
