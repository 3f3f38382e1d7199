import { beforeEach, describe, expect, it } from 'vitest';
import { type BlogUseCases } from './blog.js';
import { type MediaUploads } from './media-uploads.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { PLAUSIBLE_AI_ANSWERS, useCasesOver, type Twins } from '../testing/index.js';
import { failureOf, pickedFile, twinUrl } from './use-cases.test-kit.js';
import { NOW, eva, without, EVA_STAMP, B13, B14, key, clip, ARTICLE, twins } from './blog.test-kit.js';

describe('BlogUseCases (the blog commands, on the server)', () => {
  let adapters: Twins;
  let service: BlogUseCases;
  let uploads: MediaUploads;

  const stored = async (id = 'req-b14', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  /** The browser's half: the video uploaded to the blog's folder; answers its path. */
  const uploadVideo = (id = 'req-b13', file = clip, brandId = 'b-aurora') =>
    uploads.blogVideo(eva, key(id, brandId), file);

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
      const { requirement: updated, article: proposed } = await service.attachVideo(eva, key('req-b13'), path);
      // The article was empty: the new one is stored, nothing is proposed.
      expect(proposed).toBeNull();
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
      expect(second.requirement.videoUrl).not.toBe(first.requirement.videoUrl);
    });

    it('over an article with content: stores the video and its summary, answers the new article and keeps the one stored', async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      const path = await uploadVideo('req-b14');
      const answer = await service.attachVideo(eva, key('req-b14'), path);
      expect(answer).toEqual({
        requirement: {
          ...B14,
          videoUrl: twinUrl(path),
          videoData: PLAUSIBLE_AI_ANSWERS.summarizeVideo,
          updatedAt: new Date(NOW),
          changedBy: EVA_STAMP,
        },
        article: ARTICLE.articulo,
      });
      expect(await stored()).toEqual(answer.requirement);
      expect((await stored())?.article).toEqual(B14.article);
    });

    it('writes over an article of empty sections (nothing to lose), and not over one written while the model ran', async () => {
      adapters.ai.respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo);
      adapters.ai.respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle);
      await adapters.requirements.update('b-aurora', 'req-b13', { article: [{ sectionTitle: ' ', text: '' }] });
      const written = await service.attachVideo(eva, key('req-b13'), await uploadVideo());
      expect(written.article).toBeNull();
      expect(written.requirement.article).toEqual(ARTICLE.articulo);

      // Someone saves an article of their own while the model writes: judged when the write commits, it is kept.
      const theirs = [{ sectionTitle: 'Mío', text: 'Escrito mientras tanto.' }];
      await adapters.requirements.update('b-aurora', 'req-b15', { article: [] });
      adapters.ai.respond('writeArticle', () => {
        void adapters.requirements.update('b-aurora', 'req-b15', { article: theirs });
        return PLAUSIBLE_AI_ANSWERS.writeArticle;
      });
      const meanwhile = await service.attachVideo(eva, key('req-b15'), await uploadVideo('req-b15'));
      expect(meanwhile.article).toEqual(ARTICLE.articulo);
      expect(meanwhile.requirement.article).toEqual(theirs);
      expect((await stored('req-b15'))?.article).toEqual(theirs);
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

      // The same holds for an empty article, which the new one would have filled.
      const other = twinUrl('video_blogs/b-aurora/req-b13/up8-otro.mp4');
      adapters.ai.respond('summarizeVideo', () => {
        void adapters.requirements.update('b-aurora', 'req-b13', { videoUrl: other });
        return PLAUSIBLE_AI_ANSWERS.summarizeVideo;
      });
      expect(await failureOf(service.attachVideo(eva, key('req-b13'), await uploadVideo()))).toMatchObject({
        kind: 'conflict',
        message: Messages.blog.process,
      });
      expect(await stored('req-b13')).toMatchObject({ videoUrl: other, videoData: null, article: [] });
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
});
