import { describe, expect, it } from 'vitest';
import {
  parseArticleImage,
  parseBlueprintAnswer,
  parseBrandManualAnalysis,
  parseCarouselCaptions,
  parseCarouselImage,
  parseDesignGuides,
  parseDesignValidation,
  parseVideoArticle,
  parseVideoCaptions,
  parseVideoScripts,
  parseVideoSummary,
} from '@estudio/domain';
import type { AiOperation } from './scripted-ai-services.js';
import { PLAUSIBLE_AI_ANSWERS } from './plausible-ai-answers.js';

/** The domain's schema parser for each operation's answer. */
const PARSERS: Readonly<Record<AiOperation, (raw: unknown) => unknown>> = {
  analyzeBrandManual: parseBrandManualAnalysis,
  generateBlueprint: parseBlueprintAnswer,
  carouselCaptions: parseCarouselCaptions,
  videoCaptions: parseVideoCaptions,
  generateDesignGuides: parseDesignGuides,
  generateCarouselImage: parseCarouselImage,
  validateDesign: parseDesignValidation,
  summarizeVideo: parseVideoSummary,
  writeArticle: parseVideoArticle,
  generateArticleImage: parseArticleImage,
  generateScripts: parseVideoScripts,
};

describe('PLAUSIBLE_AI_ANSWERS', () => {
  it.each(Object.keys(PARSERS) as AiOperation[])('%s passes the domain parser of its answer', (operation) => {
    expect(() => PARSERS[operation](PLAUSIBLE_AI_ANSWERS[operation])).not.toThrow();
  });

  it('gives six video captions and three design guides', () => {
    expect(parseVideoCaptions(PLAUSIBLE_AI_ANSWERS.videoCaptions)).toHaveLength(6);
    expect(parseDesignGuides(PLAUSIBLE_AI_ANSWERS.generateDesignGuides)).toHaveLength(3);
  });
});
