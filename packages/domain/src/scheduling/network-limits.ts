import type { SocialNetwork } from '../brands/brand.js';

/*
 * What each network takes, as its own publishing documentation states it (docs/product.md,
 * "Scheduling (Metricool)", "Limits"). Metricool passes the post on to each network, so a
 * post over a network's limit fails there, after the draft was made; the pre-flight checks
 * (preflight.ts) refuse it before anything is sent, and the preview (preview.ts) shows it,
 * both from this one table. Lengths are counted in Unicode code points (what a person counts
 * as characters).
 *
 * No network documents where its feed folds a caption behind "… más" / "see more" for
 * organic posts (the figures that circulate are third parties' measurements or ads'
 * recommendations), so a caption is cut only where the network refuses it: at its limit.
 */

/** The limits of one network; null where the network documents none that applies. */
export interface NetworkLimits {
  /** The post text (caption; Pinterest's description, YouTube's video description) in characters. */
  readonly captionMax: number;
  /** Hashtags in the post text. */
  readonly hashtagsMax: number | null;
  /** Images in one carousel post: the fewest and the most. */
  readonly carouselImagesMin: number;
  readonly carouselImagesMax: number | null;
  /** The post's own title (YouTube's video title, Pinterest's pin title) in characters; null: no title. */
  readonly titleMax: number | null;
}

export const NETWORK_LIMITS: Readonly<Record<SocialNetwork, NetworkLimits>> = {
  /*
   * Facebook: a Page post's message takes 63,206 characters (Meta, Pages API / Facebook help
   * "Character limit for posts"); a multi-photo Page post (attached_media, Graph API "Page
   * Feed") documents no image cap, so only one image at least is required.
   */
  Facebook: { captionMax: 63_206, hashtagsMax: null, carouselImagesMin: 1, carouselImagesMax: null, titleMax: null },
  /*
   * Instagram: captions of 2,200 characters and 30 hashtags at most (Meta, Instagram Platform,
   * "Error Codes", 2207010: "Maximum 2,200 characters, 30 hashtags, and 20 @ tags",
   * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes/).
   * Carousels: 2 to 10 items. The Instagram app takes 20 since August 2024 (Instagram's
   * announcement of 8 August 2024), but publishing goes through Meta's Content Publishing API,
   * which still says "Carousels are limited to 10 images, videos, or a mix of the two" (Meta,
   * Instagram Platform, "Content Publishing",
   * https://developers.facebook.com/docs/instagram-platform/content-publishing/), and Metricool,
   * which sends our drafts, takes "up to 10 images" for Instagram (Metricool Help, "Scheduling
   * and Posting Options by Social Network"). The stricter wins: a carousel of 11 to 20 items
   * would pass here and fail at Instagram.
   */
  Instagram: { captionMax: 2_200, hashtagsMax: 30, carouselImagesMin: 2, carouselImagesMax: 10, titleMax: null },
  /*
   * Threads: text of 500 characters at most, carousels of 2 to 20 items (Meta, Threads API,
   * "Posts": "Text posts are limited to 500 characters"; "Carousels are limited to 20 images,
   * videos, or a mix of the two", "a minimum of two children").
   */
  Threads: { captionMax: 500, hashtagsMax: null, carouselImagesMin: 2, carouselImagesMax: 20, titleMax: null },
  /*
   * LinkedIn: the post commentary takes 3,000 characters (LinkedIn Marketing API, Posts API,
   * `commentary`); a multi-image post carries 2 to 20 images (LinkedIn Marketing API,
   * "MultiImage API": "between 2 and 20 images").
   */
  LinkedIn: { captionMax: 3_000, hashtagsMax: null, carouselImagesMin: 2, carouselImagesMax: 20, titleMax: null },
  /*
   * Pinterest: a pin description of 500 characters (Pinterest Help, "Pin descriptions can
   * be up to 500 characters"; the API v5 accepts 800, the stricter one wins), a title of 100
   * (Pinterest API v5, "Create Pin", `title`) and carousel pins of 2 to 5 images (Pinterest
   * API v5, "Create Pin", carousel `items`: 2 to 5). Its link must be https (pinLinkProblem).
   */
  Pinterest: { captionMax: 500, hashtagsMax: null, carouselImagesMin: 2, carouselImagesMax: 5, titleMax: 100 },
  /*
   * TikTok: a video caption of 2,200 characters (TikTok Content Posting API, "Direct Post",
   * `post_info.title`: 2,200 UTF-16 runes); photo posts carry 1 to 35 images (TikTok Content
   * Posting API, "Photo post": `photo_images` up to 35).
   */
  TikTok: { captionMax: 2_200, hashtagsMax: null, carouselImagesMin: 1, carouselImagesMax: 35, titleMax: null },
  /*
   * YouTube: the video title takes 100 characters and the description 5,000 (YouTube Data API
   * v3, `videos` resource, `snippet.title`, `snippet.description`); YouTube takes no carousels.
   */
  YouTube: { captionMax: 5_000, hashtagsMax: null, carouselImagesMin: 1, carouselImagesMax: null, titleMax: 100 },
};

/** Pinterest's pin title: 100 characters. */
export const PINTEREST_TITLE_MAX = NETWORK_LIMITS.Pinterest.titleMax ?? 0;

/** YouTube's video title: 100 characters. */
export const YOUTUBE_TITLE_MAX = NETWORK_LIMITS.YouTube.titleMax ?? 0;

/** A LinkedIn post published through the linkedin function: the Posts API's `commentary` limit. */
export const LINKEDIN_TEXT_MAX = NETWORK_LIMITS.LinkedIn.captionMax;

/** The characters of a text as a person counts them (code points, so an emoji counts once). */
export const characterCount = (text: string): number => [...text].length;

/*
 * A hashtag as the networks link it: '#' at the start or after a space or punctuation that is
 * not part of a word or address ('C#', 'página#ancla' and 'https://x.example/#a' hold none),
 * then letters, marks, digits or '_' with at least one letter ('#2026' is not a tag).
 */
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_&/#])#([\p{L}\p{M}\p{N}_]+)/gu;

/** The hashtags of a text, in order, each with where it is (`text.slice(start, end)` is '#tag'). */
export const hashtagSpans = (text: string): { start: number; end: number }[] =>
  [...text.matchAll(HASHTAG)]
    .filter((match) => /\p{L}/u.test(match[1] ?? ''))
    .map((match) => ({ start: match.index, end: match.index + match[0].length }));

/** The hashtags of a text, each occurrence counted. */
export const hashtagCount = (text: string): number => hashtagSpans(text).length;
