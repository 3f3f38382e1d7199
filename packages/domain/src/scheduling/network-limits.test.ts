import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../brands/brand.js';
import { characterCount, LINKEDIN_TEXT_MAX, NETWORK_LIMITS } from './network-limits.js';

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

  it("keeps the documented values the docs' table shows", () => {
    expect(NETWORK_LIMITS.Instagram).toEqual({ captionMax: 2_200, carouselImagesMin: 2, carouselImagesMax: 10 });
    expect(NETWORK_LIMITS.Threads).toEqual({ captionMax: 500, carouselImagesMin: 2, carouselImagesMax: 20 });
    expect(NETWORK_LIMITS.LinkedIn).toEqual({ captionMax: 3_000, carouselImagesMin: 2, carouselImagesMax: 20 });
    expect(NETWORK_LIMITS.Pinterest.captionMax).toBe(500);
    expect(LINKEDIN_TEXT_MAX).toBe(3_000);
  });

  it('counts code points', () => {
    expect(characterCount('café ☕')).toBe(6);
    expect(characterCount('👩‍💻')).toBe(3);
  });
});
