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
import { NOW, eva, EVA_STAMP, ARTICLE, B14, CARRUSEL, key, clip, twins } from './blog.test-kit.js';

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

  it('runs each command once and answers the requirement as stored, stamped with who asked (the suggestion: the blog and a proposed article, nothing stored)', async () => {
    for (const action of ACTIONS) {
      if (action === 'suggestion') {
        const before = await stored();
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
