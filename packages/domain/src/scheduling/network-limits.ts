import type { SocialNetwork } from '../brands/brand.js';

/*
 * What each network takes, as its own publishing documentation states it (docs/product.md,
 * "Scheduling (Metricool)", "Limits"). Metricool passes the post on to each network, so a
 * post over a network's limit fails there, after the draft was made; the pre-flight checks
 * (preflight.ts) refuse it before anything is sent. Lengths are counted in Unicode code
 * points (what a person counts as characters).
 */

/** The limits of one network; null where the network documents none that applies. */
export interface NetworkLimits {
  /** The post text (caption) in characters. */
  readonly captionMax: number;
  /** Images in one carousel post: the fewest and the most. */
  readonly carouselImagesMin: number;
  readonly carouselImagesMax: number | null;
}

export const NETWORK_LIMITS: Readonly<Record<SocialNetwork, NetworkLimits>> = {
  /*
   * Facebook: a Page post's message takes 63,206 characters (Meta, Pages API / Facebook help
   * "Character limit for posts"); a multi-photo Page post (attached_media, Graph API "Page
   * Feed") documents no image cap, so only one image at least is required.
   */
  Facebook: { captionMax: 63_206, carouselImagesMin: 1, carouselImagesMax: null },
  /*
   * Instagram: captions of 2,200 characters at most, and carousels of 2 to 10 images or
   * videos (Meta, Instagram Platform, "Content Publishing": "Carousels are limited to 10
   * images, videos, or a mix of the two"; a carousel container needs at least two children).
   */
  Instagram: { captionMax: 2_200, carouselImagesMin: 2, carouselImagesMax: 10 },
  /*
   * Threads: text of 500 characters at most, carousels of 2 to 20 items (Meta, Threads API,
   * "Posts": "Text posts are limited to 500 characters"; "Carousel posts ... limited to 20
   * images, videos, or a mix", at least two).
   */
  Threads: { captionMax: 500, carouselImagesMin: 2, carouselImagesMax: 20 },
  /*
   * LinkedIn: the post commentary takes 3,000 characters (LinkedIn Marketing API, Posts API,
   * `commentary`); a multi-image post carries 2 to 20 images (LinkedIn Marketing API,
   * "MultiImage API": "between 2 and 20 images").
   */
  LinkedIn: { captionMax: 3_000, carouselImagesMin: 2, carouselImagesMax: 20 },
  /*
   * Pinterest: a pin description of 500 characters (Pinterest Help, "Pin descriptions can
   * be up to 500 characters"; the API v5 accepts 800, the stricter one wins) and carousel
   * pins of 2 to 5 images (Pinterest API v5, "Create Pin", carousel `items`: 2 to 5).
   */
  Pinterest: { captionMax: 500, carouselImagesMin: 2, carouselImagesMax: 5 },
  /*
   * TikTok: a video caption of 2,200 characters (TikTok Content Posting API, "Direct Post",
   * `post_info.title`: 2,200 UTF-16 runes); photo posts carry 1 to 35 images (TikTok Content
   * Posting API, "Photo post": `photo_images` up to 35).
   */
  TikTok: { captionMax: 2_200, carouselImagesMin: 1, carouselImagesMax: 35 },
  /*
   * YouTube: the video description takes 5,000 characters (YouTube Data API v3, `videos`
   * resource, `snippet.description`: 5,000 bytes); YouTube takes no carousels.
   */
  YouTube: { captionMax: 5_000, carouselImagesMin: 1, carouselImagesMax: null },
};

/** Pinterest's pin title: 100 characters (Pinterest API v5, "Create Pin", `title`). */
export const PINTEREST_TITLE_MAX = 100;

/** YouTube's video title: 100 characters (YouTube Data API v3, `videos` resource, `snippet.title`). */
export const YOUTUBE_TITLE_MAX = 100;

/** A LinkedIn post published through the linkedin function: the Posts API's `commentary` limit. */
export const LINKEDIN_TEXT_MAX = NETWORK_LIMITS.LinkedIn.captionMax;

/** The characters of a text as a person counts them (code points, so an emoji counts once). */
export const characterCount = (text: string): number => [...text].length;
