import { beforeEach, describe, expect, it } from 'vitest';
import { type BlogUseCases } from './blog.js';
import { type MediaUploads } from './media-uploads.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TINY_PNG_BASE64, useCasesOver, type Twins } from '../testing/index.js';
import { actorWith, failureOf, pickedFile, twinUrl, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';
import { NOW, NOW_MS, eva, without, EVA_STAMP, AJENO, B14, CARRUSEL, key, twins } from './blog.test-kit.js';

/*
 * 'Generar nueva imagen' as a draft (docs/product.md, "Blog articles"): the model's image is stored beside the blog
 * (its ia/ folder) and answered, the blog untouched; 'Reemplazar' (acceptImage) makes it the article's image and
 * keeps the one it replaced for 'Deshacer' (undoImage); a hand-replaced image drops what is kept.
 */

/** Where the server stores the image it generates at NOW for req-b14. */
const AI_PATH = `video_blogs/b-aurora/req-b14/ia/imagen-articulo-${NOW_MS}.png`;
/** An image the article showed before. */
const BEFORE = twinUrl('video_blogs/b-aurora/req-b14/up0-antes.png');
const conflict = { kind: 'conflict', message: Messages.blog.noImageToRestore };

describe('BlogUseCases: the new article image as a draft', () => {
  let adapters: Twins;
  let service: BlogUseCases;
  let uploads: MediaUploads;

  const stored = async (id = 'req-b14', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  /** A new image generated for req-b14, `later` ms after NOW (another name). */
  const generated = async (later = 0) => {
    adapters.clock.advance(later);
    adapters.ai.respond('generateArticleImage', { imageBase64: TINY_PNG_BASE64 });
    return service.generateImage(eva, key('req-b14'));
  };

  beforeEach(() => {
    adapters = twins();
    ({ blog: service, uploads } = useCasesOver(adapters));
  });

  describe('generateImage', () => {
    it("stores the image made from the article's text in the blog's AI folder and answers it; the blog is unchanged", async () => {
      const proposal = await generated();
      expect(proposal).toEqual({ path: AI_PATH, url: twinUrl(AI_PATH) });
      expect(adapters.storage.read(AI_PATH)?.contentType).toBe('image/png');
      expect(await stored()).toEqual(B14);
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

    it('stores nothing on a malformed answer or a failure, and needs BLOG_NEWARTICLE', async () => {
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

  describe('acceptImage', () => {
    it('sets the URL the server derives for its own image and keeps the image it replaced for the undo', async () => {
      await adapters.requirements.update('b-aurora', 'req-b14', { imageAIUrl: BEFORE });
      const { path, url } = await generated();
      const accepted = await service.acceptImage(eva, key('req-b14'), path);
      expect(accepted).toEqual({
        ...B14,
        imageAIUrl: url,
        imageReplaced: { previous: BEFORE, accepted: url },
        updatedAt: new Date(NOW),
        changedBy: EVA_STAMP,
      });
      expect(await stored()).toEqual(accepted);
    });

    it('keeps "no image" as what it replaced when the article had none', async () => {
      const { path, url } = await generated();
      expect((await service.acceptImage(eva, key('req-b14'), path)).imageReplaced).toEqual({
        previous: '',
        accepted: url,
      });
    });

    it("refuses anything but the server's own image of this blog: an upload, even named like one, another blog's, a URL", async () => {
      const { url } = await generated();
      const upload = await uploads.blogImage(eva, key('req-b14'), pickedFile('foto.png', 'image/png'));
      const lookalike = `video_blogs/b-aurora/req-b14/ia-imagen-articulo-${NOW_MS}.png`;
      await adapters.storage.uploadBase64(lookalike, TINY_PNG_BASE64, 'image/png');
      const otherBlog = 'video_blogs/b-aurora/req-b13/ia/imagen-articulo-1.png';
      await adapters.storage.uploadBase64(otherBlog, TINY_PNG_BASE64, 'image/png');
      for (const outside of [
        upload,
        lookalike,
        otherBlog,
        `video_blogs/b-aurora/req-b14/ia/../${upload.split('/').at(-1)}`,
        'img_carrousels/b-aurora/req-b14/ia/imagen.png',
        url,
        'javascript:alert(1)',
      ]) {
        expect(await failureOf(service.acceptImage(eva, key('req-b14'), outside)), outside).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand('path'),
        });
      }
      expect(
        await failureOf(service.acceptImage(eva, key('req-b14'), 'video_blogs/b-aurora/req-b14/ia/nada.png')),
      ).toMatchObject({ kind: 'validation', message: ServerMessages.storedMedia.mediaNotFound });
      await adapters.storage.uploadBase64('video_blogs/b-aurora/req-b14/ia/clip.mp4', 'AAAA', 'video/mp4');
      expect(
        await failureOf(service.acceptImage(eva, key('req-b14'), 'video_blogs/b-aurora/req-b14/ia/clip.mp4')),
      ).toMatchObject({ kind: 'validation', message: Messages.blog.imageRequired });
      expect(await stored()).toEqual(B14);
    });

    it('needs BLOG_NEWARTICLE (BLOG_CHANGEIMG is not enough), a blog of the brand it sees; a failed write changes nothing', async () => {
      const { path } = await generated();
      for (const actor of [without('BLOG_NEWARTICLE'), actorWith(['ADMIN_BRANDS_OWNER', 'BLOG_CHANGEIMG'])]) {
        expect((await failureOf(service.acceptImage(actor, key('req-b14'), path))).kind).toBe('forbidden');
      }
      const notFound = { kind: 'not-found', message: Messages.carousel.requirementNotFound };
      expect(await failureOf(service.acceptImage(eva, key('req-carrusel'), path))).toMatchObject(notFound);
      expect(await failureOf(service.acceptImage(eva, key('req-ajeno'), path))).toMatchObject(notFound);
      expect((await failureOf(service.acceptImage(eva, key('req-ajeno', 'b-ajena'), path))).kind).toBe('forbidden');
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(service.acceptImage(eva, key('req-b14'), path))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.replaceImage,
      });
      expect(await stored()).toEqual(B14);
      expect(await stored('req-carrusel')).toEqual(CARRUSEL);
      expect(await stored('req-ajeno', 'b-ajena')).toEqual(AJENO);
    });
  });

  describe('undoImage', () => {
    it('puts back the image the accepted one replaced, once', async () => {
      await adapters.requirements.update('b-aurora', 'req-b14', { imageAIUrl: BEFORE });
      await service.acceptImage(eva, key('req-b14'), (await generated()).path);
      const undone = await service.undoImage(eva, key('req-b14'));
      expect(undone).toEqual({
        ...B14,
        imageAIUrl: BEFORE,
        imageReplaced: null,
        updatedAt: new Date(NOW),
        changedBy: EVA_STAMP,
      });
      expect(await stored()).toEqual(undone);
      expect(await failureOf(service.undoImage(eva, key('req-b14')))).toMatchObject(conflict);
      expect(await stored()).toEqual(undone);
    });

    it('after two accepts goes one step back: to the first accepted image', async () => {
      const first = await generated();
      await service.acceptImage(eva, key('req-b14'), first.path);
      await service.acceptImage(eva, key('req-b14'), (await generated(1000)).path);
      expect((await service.undoImage(eva, key('req-b14'))).imageAIUrl).toBe(first.url);
    });

    it('refuses with nothing kept: never accepted, or an image replaced by hand since (which clears it)', async () => {
      expect(await failureOf(service.undoImage(eva, key('req-b14')))).toMatchObject(conflict);
      expect(await stored()).toEqual(B14);
      await service.acceptImage(eva, key('req-b14'), (await generated()).path);
      const own = await uploads.blogImage(eva, key('req-b14'), pickedFile('mia.png', 'image/png'));
      const replaced = await service.replaceImage(eva, key('req-b14'), own);
      expect(replaced).toMatchObject({ imageAIUrl: twinUrl(own), imageReplaced: null });
      expect(await failureOf(service.undoImage(eva, key('req-b14')))).toMatchObject(conflict);
      expect(await stored()).toEqual(replaced);
    });

    it('refuses when the article no longer shows the accepted image, or what was kept is gone when the write commits', async () => {
      const { path, url } = await generated();
      await service.acceptImage(eva, key('req-b14'), path);
      await adapters.requirements.update('b-aurora', 'req-b14', { imageAIUrl: BEFORE });
      const changed = await stored();
      expect(await failureOf(service.undoImage(eva, key('req-b14')))).toMatchObject(conflict);
      expect(await stored()).toEqual(changed);

      await adapters.requirements.update('b-aurora', 'req-b14', { imageAIUrl: url });
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-b14', { imageReplaced: null });
      expect(await failureOf(service.undoImage(eva, key('req-b14')))).toMatchObject(conflict);
      expect(await stored()).toMatchObject({ imageAIUrl: url, imageReplaced: null });
    });

    it('needs BLOG_NEWARTICLE, and a blog of the brand', async () => {
      await service.acceptImage(eva, key('req-b14'), (await generated()).path);
      const accepted = await stored();
      expect((await failureOf(service.undoImage(without('BLOG_NEWARTICLE'), key('req-b14')))).kind).toBe('forbidden');
      expect(await failureOf(service.undoImage(eva, key('req-carrusel')))).toMatchObject({
        kind: 'not-found',
        message: Messages.carousel.requirementNotFound,
      });
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(service.undoImage(eva, key('req-b14')))).toMatchObject({
        kind: 'upstream',
        message: Messages.blog.replaceImage,
      });
      expect(await stored()).toEqual(accepted);
    });
  });
});
