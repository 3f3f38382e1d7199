import type { SocialNetwork } from '../brands/brand.js';

/*
 * 'Primer comentario' (docs/product.md, "Scheduling (Metricool)", "Best time and first
 * comment"): an optional comment Metricool publishes under the post right after it goes out,
 * sent as the scheduler post's `firstCommentText` (Metricool's API: one field for the whole
 * post, applied by Metricool on the networks that take one).
 */

/**
 * The networks Metricool adds a first comment on, of the seven the console schedules
 * (Metricool Help, "Scheduling and Posting Options by Social Network": Facebook "Add first
 * comment in posts or reels", Instagram on feed posts; LinkedIn in the same table). Threads,
 * Pinterest, TikTok and YouTube take none: a planning whose chosen networks are all of those
 * sends no first comment.
 */
export const FIRST_COMMENT_NETWORKS: readonly SocialNetwork[] = ['Facebook', 'Instagram', 'LinkedIn'];

/**
 * The longest first comment, in characters: the strictest of those networks' comment limits
 * (LinkedIn's comments take 1,250 characters; Instagram's 2,200; Facebook's 8,000).
 */
export const FIRST_COMMENT_MAX = 1_250;

/** Whether Metricool publishes a first comment on this network. */
export const takesFirstComment = (network: SocialNetwork): boolean => FIRST_COMMENT_NETWORKS.includes(network);

/** The first comment a post carries: the trimmed text when one of its networks takes it, else none. */
export const firstCommentFor = (text: string, networks: readonly SocialNetwork[]): string | undefined => {
  const comment = text.trim();
  return comment !== '' && networks.some(takesFirstComment) ? comment : undefined;
};
