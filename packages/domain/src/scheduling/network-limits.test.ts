import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../brands/brand.js';
import {
  characterCount,
  hashtagCount,
  LINKEDIN_TEXT_MAX,
  NETWORK_LIMITS,
  PINTEREST_TITLE_MAX,
  YOUTUBE_TITLE_MAX,
} from './network-limits.js';

describe('NETWORK_LIMITS', () => {
  it('holds every network with a positive caption limit and a sane image range', () => {
    expect(Object.keys(NETWORK_LIMITS).sort()).toEqual([...SOCIAL_NETWORKS].sort());
    for (const limits of Object.values(NETWORK_LIMITS)) {
      expect(limits.captionMax).toBeGreaterThan(0);
      expect(limits.carouselImagesMin).toBeGreaterThanOrEqual(1);
      if (limits.carouselImagesMax !== null) {
        expect(limits.carouselImagesMax).toBeGreaterThanOrEqual(limits.carouselImagesMin);
      }
    }
  });

  it('keeps the documented values the docs\' table shows (docs/product.md, "Limits")', () => {
    expect(NETWORK_LIMITS.Instagram).toEqual({
      captionMax: 2_200,
      hashtagsMax: 30,
      carouselImagesMin: 2,
      carouselImagesMax: 10,
      titleMax: null,
    });
    expect(NETWORK_LIMITS.Threads).toMatchObject({ captionMax: 500, carouselImagesMin: 2, carouselImagesMax: 20 });
    expect(NETWORK_LIMITS.LinkedIn).toMatchObject({ captionMax: 3_000, carouselImagesMin: 2, carouselImagesMax: 20 });
    expect(NETWORK_LIMITS.TikTok).toMatchObject({ captionMax: 2_200, carouselImagesMin: 1, carouselImagesMax: 35 });
    expect(NETWORK_LIMITS.Pinterest).toMatchObject({ captionMax: 500, titleMax: 100, carouselImagesMax: 5 });
    expect(NETWORK_LIMITS.YouTube).toMatchObject({ captionMax: 5_000, titleMax: 100 });
    expect([PINTEREST_TITLE_MAX, YOUTUBE_TITLE_MAX, LINKEDIN_TEXT_MAX]).toEqual([100, 100, 3_000]);
    // Only the networks with a title field have a title limit; only Instagram documents a hashtag cap.
    const titled = SOCIAL_NETWORKS.filter((network) => NETWORK_LIMITS[network].titleMax !== null);
    expect(titled).toEqual(['Pinterest', 'YouTube']);
    const capped = SOCIAL_NETWORKS.filter((network) => NETWORK_LIMITS[network].hashtagsMax !== null);
    expect(capped).toEqual(['Instagram']);
  });

  it('counts code points', () => {
    expect(characterCount('café ☕')).toBe(6);
    expect(characterCount('👩‍💻')).toBe(3);
  });
});

describe('hashtagCount', () => {
  it('counts each hashtag as the networks link it', () => {
    expect(hashtagCount('#café y #marca_2026, (#Bogotá) #café')).toBe(4);
    expect(hashtagCount('Línea\n#uno\t#dos.')).toBe(2);
    expect(hashtagCount('#a#b')).toBe(1);
  });

  it('counts no number, no C#, no anchor of an address and no lone #', () => {
    expect(hashtagCount('#2026 #1')).toBe(0);
    expect(hashtagCount('Programo en C# y F#')).toBe(0);
    expect(hashtagCount('https://marca.example/#seccion y página#ancla')).toBe(0);
    expect(hashtagCount('# sin palabra ## ')).toBe(0);
    expect(hashtagCount('&#123; entidad')).toBe(0);
  });

  it('counts exactly the tags joined into a text (property)', () => {
    const tag = fc.stringMatching(/^[a-zñáéíóú_]{0,8}[a-zñáéíóú][a-zñáéíóú0-9_]{0,8}$/);
    const filler = fc.stringMatching(/^[a-z0-9 .,]{0,12}$/).map((text) => ` ${text} `);
    fc.assert(
      fc.property(fc.array(fc.tuple(filler, tag), { maxLength: 40 }), (parts) => {
        const text = parts.map(([before, word]) => `${before}#${word}`).join('');
        expect(hashtagCount(text)).toBe(parts.length);
      }),
    );
  });
});
