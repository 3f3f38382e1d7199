import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../brands/brand.js';
import type { LinkedInConnection } from '../linkedin/connection.js';
import { Messages } from '../messages.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { characterCount, NETWORK_LIMITS } from './network-limits.js';
import { networksSupporting } from './networks.js';
import { schedulingProblems } from './preflight.js';
import { cutText, networkPreview } from './preview.js';
import type { ContentKind } from './types.js';

const m = Messages.scheduling;
const NOW = new Date('2026-04-10T14:00:00Z');
const FUTURE = new Date('2026-04-20T14:00:00Z');
const LINKED: LinkedInConnection = {
  connected: true,
  expiresAt: new Date('2026-06-01T00:00:00Z'),
  organizationId: '111',
  brandId: 'b-1',
  connectedAt: new Date('2026-04-01T00:00:00Z'),
  sandbox: false,
  refreshFailed: false,
};
const images = (count: number): string[] => Array.from({ length: count }, (_, i) => `https://img.example/${i}.png`);

const post = (fields: Partial<Requirement> = {}): Requirement =>
  createRequirement('r-1', {
    brandId: 'b-1',
    brand: 'Marca',
    number: 1,
    title: 'Carrusel 1 - T1',
    createdBy: 'ana@estudio.test',
    caption: 'Un caption corto',
    imagesAIUrl: images(3),
    scripts: [
      { Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c', videoUrl: 'https://v.example/1.mp4' },
    ],
    videoTitle: 'Nuestro café',
    pinBoardId: 'board-1',
    ...fields,
  });

describe('cutText', () => {
  it('cuts after max code points, an emoji counting once', () => {
    expect(cutText('abc☕def', 4)).toEqual({ shown: 'abc☕', overflow: 'def', length: 7, max: 4 });
    expect(cutText('corto', 10)).toEqual({ shown: 'corto', overflow: '', length: 5, max: 10 });
  });
});

describe('networkPreview: where each network cuts (docs/product.md, "Preview per network")', () => {
  it('Instagram: 2,200 characters, 30 hashtags, 2 to 10 images', () => {
    const caption = `${'a'.repeat(2_195)} #uno #dos`;
    const preview = networkPreview('carousel', post({ caption, imagesAIUrl: images(11) }), 'Instagram');
    expect(preview.caption).toMatchObject({ length: 2_205, max: 2_200, overflow: ' #dos' });
    expect(preview.caption.shown).toBe(caption.slice(0, 2_200));
    expect(preview.hashtags).toEqual({ count: 2, max: 30 });
    expect(preview.media).toEqual({ urls: images(11), min: 2, max: 10 });
    expect(preview.title).toBeNull();
    expect(preview.link).toBeNull();
    expect(preview.problems).toEqual([
      m.captionTooLong('Instagram', 2_200, 2_205),
      m.tooManyImages('Instagram', 10, 11),
    ]);
  });

  it('LinkedIn cuts at 3,000, Threads at 500, TikTok at 2,200', () => {
    const caption = 'x'.repeat(3_001);
    expect(networkPreview('carousel', post({ caption }), 'LinkedIn').caption).toMatchObject({
      overflow: 'x',
      max: 3_000,
    });
    expect(networkPreview('carousel', post({ caption }), 'Threads').caption.overflow).toHaveLength(2_501);
    expect(networkPreview('video', post({ caption }), 'TikTok').caption.overflow).toHaveLength(801);
    expect(networkPreview('carousel', post({ caption: 'x'.repeat(500) }), 'Threads').problems).toEqual([]);
  });

  it('YouTube: the video title cut at 100, the description at 5,000, the chosen video as media', () => {
    const title = `${'t'.repeat(100)}sobra`;
    const preview = networkPreview('video', post({ videoTitle: `  ${title} ` }), 'YouTube');
    expect(preview.title).toEqual({ shown: 't'.repeat(100), overflow: 'sobra', length: 105, max: 100 });
    expect(preview.caption.max).toBe(5_000);
    expect(preview.media).toEqual({ urls: ['https://v.example/1.mp4'], min: null, max: null });
    expect(preview.problems).toEqual([m.youtubeTitleTooLong(100)]);
    expect(networkPreview('video', post({ videoTitle: ' ' }), 'YouTube').problems).toEqual([m.youtubeTitleRequired]);
  });

  it('Pinterest: title 100, description 500, an https link and its board', () => {
    const preview = networkPreview(
      'video',
      post({ caption: 'd'.repeat(510), pinTitle: 'p'.repeat(101), pinLink: ' http://marca.example ', pinBoardId: '' }),
      'Pinterest',
    );
    expect(preview.caption).toMatchObject({ max: 500, overflow: 'd'.repeat(10) });
    expect(preview.title).toMatchObject({ max: 100, overflow: 'p' });
    expect(preview.link).toBe('http://marca.example');
    expect(preview.problems).toEqual([
      m.captionTooLong('Pinterest', 500, 510),
      m.pinterestBoardRequired,
      m.pinterestTitleTooLong(100),
      m.pinterestLinkNotHttps,
    ]);
  });

  describe('properties', () => {
    const sample = fc.record({
      kind: fc.constantFrom<ContentKind>('carousel', 'video'),
      caption: fc.string({ unit: 'grapheme', maxLength: 700 }),
      repeat: fc.integer({ min: 1, max: 8 }),
      imageCount: fc.integer({ min: 0, max: 24 }),
      videoTitle: fc.string({ maxLength: 130 }),
      pinTitle: fc.string({ maxLength: 130 }),
      pinBoardId: fc.constantFrom('', 'board-1'),
      pinLink: fc.constantFrom('', 'https://marca.example/p', 'http://marca.example/p'),
    });
    const build = (s: typeof sample extends fc.Arbitrary<infer T> ? T : never): Requirement =>
      post({
        caption: s.caption.repeat(s.repeat),
        imagesAIUrl: images(s.imageCount),
        videoTitle: s.videoTitle,
        pinTitle: s.pinTitle,
        pinBoardId: s.pinBoardId,
        pinLink: s.pinLink,
      });

    it('shows the text whole as its shown and overflow parts, cut exactly at the limit', () => {
      fc.assert(
        fc.property(sample, (s) => {
          const requirement = build(s);
          for (const network of networksSupporting(s.kind)) {
            const { caption } = networkPreview(s.kind, requirement, network);
            expect(caption.shown + caption.overflow).toBe(requirement.caption);
            expect(caption.max).toBe(NETWORK_LIMITS[network].captionMax);
            expect(characterCount(caption.shown)).toBe(Math.min(caption.length, caption.max));
            expect(caption.overflow !== '').toBe(caption.length > caption.max);
          }
        }),
      );
    });

    it("lists exactly the pre-flight problems the send would name for that network's content", () => {
      fc.assert(
        fc.property(sample, (s) => {
          const requirement = build(s);
          for (const network of networksSupporting(s.kind)) {
            const preview = networkPreview(s.kind, requirement, network);
            const refused = schedulingProblems({
              kind: s.kind,
              brand: { socialNetworks: [...SOCIAL_NETWORKS] },
              requirement: { ...requirement, selectedSocialNetwork: [network], publicationDate: FUTURE },
              now: NOW,
              linkedIn: LINKED,
            });
            const noMedia = s.kind === 'carousel' && s.imageCount === 0 ? [Messages.carousel.noImages] : [];
            expect(refused).toEqual([...noMedia, ...preview.problems]);
          }
        }),
      );
    });
  });
});
