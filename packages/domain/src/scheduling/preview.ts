import type { SocialNetwork } from '../brands/brand.js';
import { hashtagCount, NETWORK_LIMITS } from './network-limits.js';
import { networkContentProblems, schedulingMedia, type PlannedPost } from './preflight.js';
import type { ContentKind } from './types.js';

/*
 * 'Vista previa' (docs/product.md, "Scheduling (Metricool)", "Preview per network"): the post
 * as each chosen network shows it, from the panel's current values, before anything is saved
 * or sent. Every figure and problem comes from the same limits and checks as the pre-flight
 * list (network-limits.ts, networkContentProblems), so the preview and the refusal never
 * disagree.
 */

/** A text cut where a network cuts it: what it shows, and what does not fit (code points). */
export interface CutText {
  readonly shown: string;
  readonly overflow: string;
  /** The whole text's length in characters (code points). */
  readonly length: number;
  readonly max: number;
}

/** One network's preview of the planned post. */
export interface NetworkPreview {
  readonly network: SocialNetwork;
  readonly kind: ContentKind;
  /** The post text (Pinterest's description, YouTube's video description) cut at the network's limit. */
  readonly caption: CutText;
  /** Hashtags in the text, against the network's limit (null: it documents none). */
  readonly hashtags: { readonly count: number; readonly max: number | null };
  /** The carousel's images or the chosen video, with the carousel's range on this network (null for a video). */
  readonly media: {
    readonly urls: readonly string[];
    readonly min: number | null;
    readonly max: number | null;
  };
  /** YouTube's video title or Pinterest's pin title, trimmed and cut at its limit; null where the network has none. */
  readonly title: CutText | null;
  /** Pinterest's pin link, trimmed ('' when none); null on the other networks. */
  readonly link: string | null;
  /** The pre-flight problems of this post's content on this network, as the list before sending names them. */
  readonly problems: readonly string[];
}

/** `text` cut after `max` code points. */
export const cutText = (text: string, max: number): CutText => {
  const characters = [...text];
  return {
    shown: characters.slice(0, max).join(''),
    overflow: characters.slice(max).join(''),
    length: characters.length,
    max,
  };
};

const titleOf = (network: SocialNetwork, post: PlannedPost): string | null => {
  if (network === 'YouTube') return post.videoTitle.trim();
  if (network === 'Pinterest') return post.pinTitle.trim();
  return null;
};

/** The preview of `post`, sent as `kind`, on `network` (one of the networks the panel offers for that kind). */
export const networkPreview = (kind: ContentKind, post: PlannedPost, network: SocialNetwork): NetworkPreview => {
  const limits = NETWORK_LIMITS[network];
  const media = schedulingMedia(kind, post);
  const title = titleOf(network, post);
  return {
    network,
    kind,
    caption: cutText(post.caption, limits.captionMax),
    hashtags: { count: hashtagCount(post.caption), max: limits.hashtagsMax },
    media: {
      urls: media,
      min: kind === 'carousel' ? limits.carouselImagesMin : null,
      max: kind === 'carousel' ? limits.carouselImagesMax : null,
    },
    title: title === null || limits.titleMax === null ? null : cutText(title, limits.titleMax),
    link: network === 'Pinterest' ? post.pinLink.trim() : null,
    problems: networkContentProblems(network, kind, post, media),
  };
};
