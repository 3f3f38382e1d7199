import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../brands/brand.js';
import {
  CAROUSEL_SCREEN_SUPPORT,
  NETWORK_CONTENT_SUPPORT,
  SCHEDULER_NETWORKS,
  networksFor,
  networksSupporting,
  supportsContent,
  toSocialNetwork,
} from './networks.js';

describe('network support matrix', () => {
  it('encodes the generic matrix of the spec', () => {
    expect(NETWORK_CONTENT_SUPPORT).toEqual({
      Facebook: ['carousel', 'video'],
      Instagram: ['carousel', 'video'],
      Threads: ['carousel'],
      LinkedIn: ['carousel', 'video'],
      Pinterest: ['video'],
      TikTok: ['carousel', 'video'],
      YouTube: ['video'],
    });
  });

  it('lets the carousel screen offer Pinterest and TikTok as well', () => {
    expect(CAROUSEL_SCREEN_SUPPORT.Pinterest).toEqual(['carousel', 'video']);
    expect(CAROUSEL_SCREEN_SUPPORT.TikTok).toEqual(['carousel', 'video']);
    expect(CAROUSEL_SCREEN_SUPPORT.YouTube).toEqual(['video']);
    expect(networksSupporting('carousel')).toEqual([
      'Facebook',
      'Instagram',
      'Threads',
      'LinkedIn',
      'Pinterest',
      'TikTok',
    ]);
    expect(networksSupporting('video')).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'Pinterest',
      'TikTok',
      'YouTube',
    ]);
    expect(supportsContent('Threads', 'video')).toBe(false);
    expect(supportsContent('Pinterest', 'carousel')).toBe(true);
  });

  it('spells every network as the scheduler does', () => {
    expect(Object.values(SCHEDULER_NETWORKS)).toEqual([
      'facebook',
      'instagram',
      'threads',
      'linkedin',
      'pinterest',
      'tiktok',
      'youtube',
    ]);
  });

  it('reads stored network names in any casing', () => {
    expect(toSocialNetwork(' youtube ')).toBe('YouTube');
    expect(toSocialNetwork('LINKEDIN')).toBe('LinkedIn');
    expect(toSocialNetwork('Twitter')).toBeNull();
  });

  it("offers only the brand's networks that take the content, in a fixed order", () => {
    const brand = {
      socialNetworks: ['YouTube', 'Threads', 'Instagram', 'Instagram', 'Pinterest'] as const,
    };
    expect(networksFor(brand, 'video')).toEqual(['Instagram', 'Pinterest', 'YouTube']);
    expect(networksFor(brand, 'carousel')).toEqual(['Instagram', 'Threads', 'Pinterest']);
    expect(networksFor({}, 'video')).toEqual([]);
    expect(networksFor(null, 'carousel')).toEqual([]);
  });

  it('property: offered networks are enabled on the brand and support the content', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SOCIAL_NETWORKS]),
        fc.constantFrom('carousel' as const, 'video' as const),
        (enabled, kind) => {
          const offered = networksFor({ socialNetworks: enabled }, kind);
          expect(new Set(offered).size).toBe(offered.length);
          for (const network of offered) {
            expect(enabled).toContain(network);
            expect(supportsContent(network, kind)).toBe(true);
          }
          for (const network of enabled) {
            expect(offered.includes(network)).toBe(supportsContent(network, kind));
          }
        },
      ),
    );
  });
});
