import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { PLAUSIBLE_AI_ANSWERS, useCasesOver } from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';
import type { ScriptsSuggestion } from './video.js';
import { eva, without, V9, V10, V11, L1, key, useVideoWorld } from './video.test-kit.js';

/*
 * 'Generar nueva sugerencia' on a requirement that has scripts (docs/product.md, "Videos"): the
 * video/suggestion command answers new scripts (and the caption they were written for) as a
 * proposal, with every check of the scripts' generation, and stores nothing. The screen shows it
 * as an AI draft; saving it is video/save-scripts (video-save-scripts.test.ts).
 */

describe('the video commands', () => {
  const world = useVideoWorld();
  const ai = () => world.adapters.ai;
  const propose = async (id: string, brandId?: string) =>
    (await world.run('video/suggestion', key(id, brandId))) as unknown as ScriptsSuggestion;

  describe('video/suggestion', () => {
    it('answers new scripts for the current caption and the brand strategy, and stores nothing', async () => {
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const proposal = await propose('req-v9');
      expect(Object.keys(proposal)).toEqual(['caption', 'scripts']);
      expect(proposal.caption).toBe('Caption del video');
      expect(proposal.scripts).toHaveLength(3);
      expect(proposal.scripts[0]?.Captacion).toBe('Gancho 1: ¿y si tu día fuera más simple?');
      expect(proposal.scripts.some((each) => each.videoUrl !== undefined)).toBe(false);
      const [request] = ai().callsTo('generateScripts');
      expect(request).toMatchObject({ ...key('req-v9'), texto: 'Caption del video' });
      expect(request?.brand_strategy).toContain('Marca: Café Aurora');
      expect(ai().callsTo('videoCaptions')).toEqual([]);
      expect(await world.stored()).toEqual(V9);
    });

    it("proposes the grid position's video caption with the scripts when there is none, storing neither", async () => {
      ai().respond('videoCaptions', PLAUSIBLE_AI_ANSWERS.videoCaptions);
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const proposal = await propose('req-v10');
      expect(proposal.caption).toBe('Texto sugerido 4: una idea clara para la marca.');
      expect(ai().callsTo('generateScripts')[0]?.texto).toBe(proposal.caption);
      expect(await world.stored('req-v10')).toEqual(V10);
    });

    it('needs the requirement id, the brand id and VIDEO_SUGGESTIONAI', async () => {
      const videos = useCasesOver(world.adapters).video;
      expect(await failureOf(videos.suggestion(eva, key('')))).toMatchObject({
        kind: 'validation',
        message: Messages.video.suggestionWithoutId,
      });
      expect((await failureOf(videos.suggestion(eva, key('req-v9', ' ')))).message).toBe(
        Messages.video.missingBrandOrRequirement,
      );
      expect(
        (await failureOf(world.runAs(without('VIDEO_SUGGESTIONAI'))('video/suggestion', key('req-v9')))).kind,
      ).toBe('forbidden');
      expect(ai().calls).toEqual([]);
      expect(await world.stored()).toEqual(V9);
    });

    it('refuses an invalid answer of either call, a failed call and a brand without its guide, storing nothing', async () => {
      const blank = structuredClone(PLAUSIBLE_AI_ANSWERS.videoCaptions) as { videos_json: Record<string, string> };
      blank.videos_json['video4'] = '   ';
      ai().respondOnce('videoCaptions', blank);
      expect((await failureOf(propose('req-v10'))).kind).toBe('invalid-ai-answer');
      expect(ai().callsTo('generateScripts')).toEqual([]);
      ai().respondOnce('generateScripts', { guiones: { scripts: [] } });
      expect(await failureOf(propose('req-v9'))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.video.invalidScripts,
      });
      ai().respondOnce('generateScripts', new Error('timeout'));
      expect(await failureOf(propose('req-v11'))).toMatchObject({
        kind: 'upstream',
        message: Messages.video.scriptsFailed,
        details: { stage: 'model' },
      });
      expect(await failureOf(propose('req-l1', 'b-luna'))).toMatchObject({
        kind: 'not-found',
        message: Messages.video.noBlueprint,
      });
      expect(await world.stored()).toEqual(V9);
      expect(await world.stored('req-v10')).toEqual(V10);
      expect(await world.stored('req-v11')).toEqual(V11);
      expect(await world.stored('req-l1', 'b-luna')).toEqual(L1);
    });
  });
});
