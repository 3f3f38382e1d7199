import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_COMMANDS } from '../commands/content-commands.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { type Actor } from '../permissions/actor.js';
import { type Requirement } from '../requirements/requirement.js';
import { type RequirementKey } from './content-access.js';
import { useCasesOver, type Twins } from '../testing/index.js';
import { expectTargetRefusals } from './commands.test-kit.js';
import { dispatcherOf, failureOf, pickedFile, twinUrl } from './use-cases.test-kit.js';
import { eva, EVA_STAMP, C3, AJENO, VIDEO, key, twins } from './carousel.test-kit.js';

/** A proposal of the guides other than the model's. */
const OTHER = { instructions: ['Otra 1', 'Otra 2', 'Otra 3'], suggestedWords: ['o1', 'o2', 'o3'], at: new Date(0) };

describe('the carousel commands, through dispatchCommand with raw JSON bodies', () => {
  let adapters: Twins;
  let dispatch: (actor: Actor, name: string, rawBody: string) => Promise<unknown>;
  let uploadedPath: string;
  /** The object 'image-accept' takes: an upload of the card's folder until 'image' answers a draft. */
  let draftPath: string;

  const stored = async (id = 'req-c3', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  /** A valid body of each command for `target`, as the browser sends it. */
  const bodyOf = (action: string, target: RequirementKey): Record<string, unknown> => {
    switch (action) {
      case 'image':
      case 'image-undo':
      case 'validate':
        return { ...target, index: 0 };
      case 'image-accept':
        return { ...target, index: 0, path: draftPath };
      case 'image-replaced':
        return { ...target, index: 0, path: uploadedPath };
      case 'edit-texts':
        return { ...target, caption: 'Otro caption' };
      default:
        return { ...target };
    }
  };
  const run = (action: string, body: unknown, actor = eva) =>
    dispatch(actor, `carousel/${action}`, JSON.stringify(body));
  const ACTIONS = Object.keys(CONTENT_COMMANDS.carousel);

  beforeEach(async () => {
    adapters = twins();
    adapters.ai.withPlausibleDefaults();
    dispatch = dispatcherOf(adapters);
    uploadedPath = await useCasesOver(adapters).uploads.carouselImage(
      eva,
      key('req-c3'),
      0,
      pickedFile('nueva.png', 'image/png'),
    );
    draftPath = uploadedPath;
  });

  it('declares every carousel action, those that call a model marked as such', () => {
    expect(ACTIONS).toEqual([
      'suggestion',
      'guides',
      'guides-accept',
      'guides-discard',
      'guides-undo',
      'image',
      'image-accept',
      'image-undo',
      'image-replaced',
      'validate',
      'edit-texts',
    ]);
    expect(
      ACTIONS.filter(
        (action) => CONTENT_COMMANDS.carousel[action as keyof typeof CONTENT_COMMANDS.carousel].model === true,
      ),
    ).toEqual(['suggestion', 'guides', 'image', 'validate']);
  });

  it('runs each command once and answers the requirement as stored, stamped with who asked (the suggestion and the image: a draft, nothing stored on the carousel)', async () => {
    for (const action of ACTIONS) {
      // 'guides' stored a proposal and 'guides-accept' answered it: 'guides-discard' needs one of its own.
      if (action === 'guides-discard')
        await adapters.requirements.update('b-aurora', 'req-c3', { guidesProposal: OTHER });
      if (action === 'suggestion') {
        const before = await stored();
        const proposed = (await run(action, bodyOf(action, key('req-c3')))) as { caption: string };
        expect(Object.keys(proposed)).toEqual(['caption']);
        expect(proposed.caption.trim()).not.toBe('');
        expect(await stored()).toEqual(before);
        continue;
      }
      if (action === 'image') {
        const before = await stored();
        const draft = (await run(action, bodyOf(action, key('req-c3')))) as {
          index: number;
          path: string;
          url: string;
        };
        expect(draft).toEqual({
          index: 0,
          path: expect.stringMatching(/^img_carrousels\/b-aurora\/req-c3\//),
          url: twinUrl(draft.path),
        });
        expect(await stored()).toEqual(before);
        draftPath = draft.path;
        continue;
      }
      const answer = (await run(action, bodyOf(action, key('req-c3')))) as Requirement;
      expect(answer.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(answer);
    }
    expect(adapters.ai.callsTo('carouselCaptions')).toHaveLength(1);
    expect(adapters.ai.callsTo('generateDesignGuides')).toHaveLength(1);
    expect(adapters.ai.callsTo('generateCarouselImage')).toHaveLength(1);
    expect(adapters.ai.callsTo('validateDesign')).toHaveLength(1);
    expect((await stored())?.caption).toBe('Otro caption');
    // The draft accepted, then undone, then the upload replacing card 0: nothing left to undo.
    expect(await stored()).toMatchObject({
      imagesAIUrl: [twinUrl(uploadedPath), C3.imagesAIUrl[1]],
      imagesReplaced: {},
    });
    // Accepted, then undone: the guides are back, nothing is pending.
    expect(await stored()).toMatchObject({
      instructions: C3.instructions,
      suggestedWords: C3.suggestedWords,
      guidesProposal: null,
      guidesReplaced: null,
    });
  });

  it('accepts the stored proposal, never texts a forged body carries, and refuses to answer a proposal that is not stored', async () => {
    const forged = { ...key('req-c3'), instructions: ['Mía'], suggestedWords: ['mías'], guidesProposal: OTHER };
    for (const action of ['guides-accept', 'guides-discard']) {
      expect(await failureOf(run(action, forged))).toMatchObject({
        kind: 'conflict',
        message: Messages.carousel.noGuidesProposal,
      });
    }
    expect(await failureOf(run('guides-undo', forged))).toMatchObject({
      kind: 'conflict',
      message: Messages.carousel.noGuidesToRestore,
    });
    expect(await stored()).toEqual(C3);
    const proposed = (await run('guides', key('req-c3'))) as Requirement;
    const accepted = (await run('guides-accept', forged)) as Requirement;
    expect(accepted.instructions).toEqual(proposed.guidesProposal?.instructions);
    expect(accepted.suggestedWords).toEqual(proposed.guidesProposal?.suggestedWords);
    expect(accepted.guidesReplaced).toMatchObject({ instructions: C3.instructions, suggestedWords: C3.suggestedWords });
  });

  it('refuses, per command, a missing key, a body that is not an object, a hidden brand and a requirement that is not a carousel of the brand, changing nothing', async () => {
    const before = await stored();
    for (const action of ACTIONS) {
      const body = bodyOf(action, key('req-c3'));
      const { brandId: _brand, requirementId: _requirement, ...rest } = body;
      expect(await failureOf(run(action, rest))).toMatchObject({
        kind: 'validation',
        message: "El campo 'brandId' es obligatorio y debe ser texto.",
      });
      expect(await failureOf(run(action, { ...body, requirementId: '../req-c4' }))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.invalidId('requirementId'),
      });
      for (const raw of ['[]', '"carrusel"', 'null', '3']) {
        expect(await failureOf(dispatch(eva, `carousel/${action}`, raw))).toMatchObject({
          kind: 'validation',
          message: Messages.endpoints.bodyNotObject,
        });
      }
      await expectTargetRefusals(run, bodyOf, action, body, key('req-ajeno', 'b-ajena'), [
        key('req-ajeno'),
        key('req-video'),
        key('req-nada'),
      ]);
    }
    expect(adapters.ai.calls).toEqual([]);
    expect(await stored()).toEqual(before);
    expect(await stored('req-video')).toEqual(VIDEO);
    expect(await stored('req-ajeno', 'b-ajena')).toEqual(AJENO);
  });

  it('refuses an unknown action', async () => {
    expect(await failureOf(run('borrar', key('req-c3')))).toMatchObject({
      kind: 'not-found',
      message: Messages.endpoints.unknownRoute,
    });
  });

  it('refuses indexes that are not positions, and cards the carousel does not have', async () => {
    for (const action of ['image', 'image-accept', 'image-undo', 'image-replaced', 'validate']) {
      for (const index of ['0', -1, 1.5, null]) {
        expect(await failureOf(run(action, { ...bodyOf(action, key('req-c3')), index }))).toMatchObject({
          kind: 'validation',
          message: "El campo 'index' debe ser un número.",
        });
      }
    }
    for (const action of ['image-accept', 'image-replaced']) {
      expect(await failureOf(run(action, { ...bodyOf(action, key('req-c3')), index: 3 }))).toMatchObject({
        kind: 'validation',
        message: Messages.carousel.invalidImageIndex,
      });
    }
    expect(
      await failureOf(run('edit-texts', { ...key('req-c3'), guide: { index: 3, description: 'x' } })),
    ).toMatchObject({
      kind: 'validation',
      message: Messages.blueprint.saveChanges,
    });
    expect(await stored()).toEqual(C3);
  });

  it('caps the edited texts and refuses texts that are not texts', async () => {
    const long = 'x'.repeat(TEXT_LIMITS.text + 1);
    for (const [body, message] of [
      [{ ...key('req-c3'), caption: long }, Messages.endpoints.fieldTooLong('caption', TEXT_LIMITS.text)],
      [
        { ...key('req-c3'), guide: { index: 0, description: long } },
        Messages.endpoints.fieldTooLong('description', TEXT_LIMITS.text),
      ],
      [
        { ...key('req-c3'), guide: { index: 0, suggestedWords: long } },
        Messages.endpoints.fieldTooLong('suggestedWords', TEXT_LIMITS.text),
      ],
      [{ ...key('req-c3'), caption: ['x'] }, Messages.endpoints.fieldNotText('caption')],
      [
        { ...key('req-c3'), guide: { index: 0, suggestedWords: ['x', 'y'] } },
        Messages.endpoints.fieldNotText('suggestedWords'),
      ],
      [{ ...key('req-c3'), guide: 'x' }, Messages.endpoints.bodyNotObject],
      [{ ...key('req-c3'), caption: 'a\u0000b' }, Messages.endpoints.controlCharacters('caption')],
    ] as const) {
      expect(await failureOf(run('edit-texts', body))).toMatchObject({ kind: 'validation', message });
    }
    expect(await stored()).toEqual(C3);
  });

  it("refuses as the image's path anything but an object of the carousel's folder: another folder, a URL, javascript:", async () => {
    const outside = ServerMessages.aiEndpoint.mediaOutsideBrand('path');
    for (const path of [
      'img_carrousels/b-aurora/req-c4/nueva.png',
      `img_carrousels/b-ajena/req-c3/${uploadedPath.split('/').at(-1) ?? ''}`,
      'video_blogs/b-aurora/req-c3/x.png',
      twinUrl(uploadedPath),
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '',
    ]) {
      for (const action of ['image-accept', 'image-replaced']) {
        expect(await failureOf(run(action, { ...key('req-c3'), index: 0, path }))).toMatchObject({
          kind: 'validation',
          message: outside,
        });
      }
    }
    for (const action of ['image-accept', 'image-replaced']) {
      expect(await failureOf(run(action, { ...key('req-c3'), index: 0, path: 3 }))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldNotText('path'),
      });
    }
    expect(await stored()).toEqual(C3);
  });

  it('undoes an accepted image from what the server kept, never a URL a forged body carries', async () => {
    const forged = {
      ...key('req-c3'),
      index: 0,
      url: 'https://evil.example/x.png',
      previous: 'https://evil.example/x.png',
    };
    expect(await failureOf(run('image-undo', forged))).toMatchObject({
      kind: 'conflict',
      message: Messages.carousel.noImageToRestore,
    });
    expect(await stored()).toEqual(C3);
    await run('image-accept', {
      ...key('req-c3'),
      index: 0,
      path: uploadedPath,
      previous: 'https://evil.example/x.png',
    });
    expect((await stored())?.imagesReplaced).toEqual({
      '0': { previous: C3.imagesAIUrl[0], accepted: twinUrl(uploadedPath) },
    });
    const undone = (await run('image-undo', forged)) as Requirement;
    expect(undone.imagesAIUrl).toEqual(C3.imagesAIUrl);
  });

  it('an invalid model answer changes nothing, for every command that calls a model', async () => {
    adapters.ai
      .respond('carouselCaptions', { redes_json: 'nada' })
      .respond('generateDesignGuides', { guias_json: {} })
      .respond('generateCarouselImage', { imageBase64: '' })
      .respond('validateDesign', { alineacion: 'mucho' });
    for (const action of ['suggestion', 'guides', 'image', 'validate']) {
      expect(await failureOf(run(action, bodyOf(action, key('req-c3'))))).toMatchObject({ kind: 'invalid-ai-answer' });
    }
    expect(await stored()).toEqual(C3);
    expect(adapters.storage.list().map((object) => object.path)).toEqual([uploadedPath]);
    expect(await adapters.designValidations.list('b-aurora', 'req-c3', 0)).toEqual([]);
  });
});
