import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_COMMANDS } from '../commands/content-commands.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { type Actor } from '../permissions/actor.js';
import { type ArticleSection, type Requirement } from '../requirements/requirement.js';
import { type RequirementKey } from './content-access.js';
import { useCasesOver, type Twins } from '../testing/index.js';
import { expectTargetRefusals } from './commands.test-kit.js';
import { dispatcherOf, failureOf, pickedFile, twinUrl } from './use-cases.test-kit.js';
import { NOW, NOW_MS, eva, EVA_STAMP, ARTICLE, B14, CARRUSEL, key, clip, twins } from './blog.test-kit.js';

/** The image 'blog/image' stores for req-b14 at NOW, which 'blog/image-accept' names. */
const AI_PATH = `video_blogs/b-aurora/req-b14/ia/imagen-articulo-${NOW_MS}.png`;

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
      case 'image-accept':
        return { ...target, path: AI_PATH };
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
    expect(ACTIONS).toEqual([
      'video-attached',
      'edit-sections',
      'image',
      'image-accept',
      'image-undo',
      'image-replaced',
      'suggestion',
    ]);
    expect(
      ACTIONS.filter((action) => CONTENT_COMMANDS.blog[action as keyof typeof CONTENT_COMMANDS.blog].model === true),
    ).toEqual(['video-attached', 'image', 'suggestion']);
  });

  it('runs each command once and answers the requirement as stored, stamped with who asked (the proposals: nothing stored in their place)', async () => {
    for (const action of ACTIONS) {
      const before = await stored();
      if (action === 'suggestion') {
        const proposed = (await run(action, bodyOf(action, key('req-b14')))) as {
          requirement: Requirement;
          article: ArticleSection[];
        };
        expect(Object.keys(proposed)).toEqual(['requirement', 'article']);
        expect(proposed.requirement).toEqual(before);
        expect(proposed.article).toEqual(ARTICLE.articulo);
        expect(await stored()).toEqual(before);
        continue;
      }
      if (action === 'video-attached') {
        // req-b14 has an article: the new one is proposed, the video and its summary stored.
        const attached = (await run(action, bodyOf(action, key('req-b14')))) as {
          requirement: Requirement;
          article: ArticleSection[] | null;
        };
        expect(Object.keys(attached)).toEqual(['requirement', 'article']);
        expect(attached.article).toEqual(ARTICLE.articulo);
        expect(attached.requirement).toMatchObject({ videoUrl: twinUrl(videoPath), article: before?.article });
        expect(attached.requirement.changedBy).toEqual(EVA_STAMP);
        expect(await stored()).toEqual(attached.requirement);
        continue;
      }
      if (action === 'image') {
        const proposal = await run(action, bodyOf(action, key('req-b14')));
        expect(proposal).toEqual({ path: AI_PATH, url: twinUrl(AI_PATH) });
        expect(await stored()).toEqual(before);
        continue;
      }
      const answer = (await run(action, bodyOf(action, key('req-b14')))) as Requirement;
      expect(answer.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(answer);
      if (action === 'image-accept') {
        expect(answer).toMatchObject({
          imageAIUrl: twinUrl(AI_PATH),
          imageReplaced: { previous: '', accepted: twinUrl(AI_PATH) },
        });
      }
      if (action === 'image-undo') expect(answer).toMatchObject({ imageAIUrl: '', imageReplaced: null });
    }
    expect(adapters.ai.callsTo('summarizeVideo')).toHaveLength(1);
    expect(adapters.ai.callsTo('writeArticle')).toHaveLength(2);
    expect(adapters.ai.callsTo('generateArticleImage')).toHaveLength(1);
    expect(await stored()).toMatchObject({ imageAIUrl: twinUrl(imagePath), imageReplaced: null });
  });

  it("'image-undo' takes the key alone and refuses with nothing kept; 'image-accept' takes no URL a body carries", async () => {
    const forged = { ...key('req-b14'), imageReplaced: { previous: 'https://evil.example/x.png' } };
    expect(await failureOf(run('image-undo', forged))).toMatchObject({
      kind: 'conflict',
      message: Messages.blog.noImageToRestore,
    });
    const { url } = (await run('image', key('req-b14'))) as { url: string };
    const accepted = (await run('image-accept', { ...key('req-b14'), path: AI_PATH, url: imagePath })) as Requirement;
    expect(accepted.imageAIUrl).toBe(url);
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
      await expectTargetRefusals(run, bodyOf, action, body, key('req-ajeno', 'b-ajena'), [
        key('req-ajeno'),
        key('req-carrusel'),
        key('req-l1'),
      ]);
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
    for (const action of ['video-attached', 'image-replaced', 'image-accept']) {
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
    // 'Reemplazar' of a new image takes only the server's own AI images: not an upload of the blog's folder.
    expect(await failureOf(run('image-accept', { ...key('req-b14'), path: imagePath }))).toMatchObject({
      kind: 'validation',
      message: ServerMessages.aiEndpoint.mediaOutsideBrand('path'),
    });
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
    // No AI image was stored for 'Reemplazar' to name.
    expect(adapters.storage.read(AI_PATH)).toBeNull();
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
