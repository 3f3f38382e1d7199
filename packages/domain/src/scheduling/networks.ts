import { SOCIAL_NETWORKS, type Brand, type SocialNetwork } from '../brands/brand.js';
import type { ContentKind, SchedulerNetwork } from './types.js';

/** How the scheduler spells each network in providers. */
export const SCHEDULER_NETWORKS: Readonly<Record<SocialNetwork, SchedulerNetwork>> = {
  Facebook: 'facebook',
  Instagram: 'instagram',
  Threads: 'threads',
  LinkedIn: 'linkedin',
  Pinterest: 'pinterest',
  TikTok: 'tiktok',
  YouTube: 'youtube',
};

/**
 * The content each network takes (docs/product.md, "Scheduling (Metricool)"): Facebook, Instagram, LinkedIn and
 * TikTok both; Threads carousels only; Pinterest and YouTube videos only.
 */
export const NETWORK_CONTENT_SUPPORT: Readonly<Record<SocialNetwork, readonly ContentKind[]>> = {
  Facebook: ['carousel', 'video'],
  Instagram: ['carousel', 'video'],
  Threads: ['carousel'],
  LinkedIn: ['carousel', 'video'],
  Pinterest: ['video'],
  TikTok: ['carousel', 'video'],
  YouTube: ['video'],
};

/** The carousel screen also offers Pinterest (and TikTok): its list differs from the matrix. */
export const CAROUSEL_SCREEN_SUPPORT: Readonly<Record<SocialNetwork, readonly ContentKind[]>> = {
  ...NETWORK_CONTENT_SUPPORT,
  Pinterest: ['carousel', 'video'],
  TikTok: ['carousel', 'video'],
};

/** The matrix each screen offers: the carousel screen's own, the generic one for video. */
const SCREEN_SUPPORT: Readonly<Record<ContentKind, Readonly<Record<SocialNetwork, readonly ContentKind[]>>>> = {
  carousel: CAROUSEL_SCREEN_SUPPORT,
  video: NETWORK_CONTENT_SUPPORT,
};

/** Whether a network takes this kind of content on the screen that schedules it. */
export const supportsContent = (network: SocialNetwork, kind: ContentKind): boolean =>
  SCREEN_SUPPORT[kind][network].includes(kind);

/** The networks offered for a kind on its screen, in the questionnaire's order. */
export const networksSupporting = (kind: ContentKind): readonly SocialNetwork[] =>
  SOCIAL_NETWORKS.filter((network) => supportsContent(network, kind));

/** A stored network name in any casing, or null when it is not one of the seven. */
export const toSocialNetwork = (value: string): SocialNetwork | null =>
  SOCIAL_NETWORKS.find((network) => network.toLowerCase() === value.trim().toLowerCase()) ?? null;

/**
 * The schedule options of a screen: the brand's enabled networks that take the content,
 * in the questionnaire's order, each once.
 */
export const networksFor = (
  brand: Pick<Brand, 'socialNetworks'> | null | undefined,
  kind: ContentKind,
): readonly SocialNetwork[] => {
  const enabled = new Set((brand?.socialNetworks ?? []).map((network) => toSocialNetwork(network)));
  return networksSupporting(kind).filter((network) => enabled.has(network));
};
