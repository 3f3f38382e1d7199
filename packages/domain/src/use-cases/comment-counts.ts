import type { CommentTargetKind } from '../comments/comment.js';
import { newCommentCounts } from '../comments/new-comments.js';
import { Messages } from '../messages.js';
import { can, type Actor } from '../permissions/actor.js';
import type { CommentLog } from '../ports/comments.js';
import { COMMENT_READ_KEYS } from '../comments/read-keys.js';
import { failingWith } from './or-fail.js';

const m = Messages.comments;

/** Where a count of new comments sits: brand and thread ('b1/requirement:r1'). */
export const newCountKey = (brandId: string, key: string): string => `${brandId}/${key}`;

/**
 * The requirement lists' counts of comments new for the reader (docs/product.md,
 * "Comments"). Apart from CommentViews (a thread with the brand's people), so that the lists,
 * bound when the console loads, carry no thread code.
 */
export class CommentCounts {
  constructor(private readonly comments: CommentLog) {}

  /**
   * How many comments on the brands' targets of this kind are new for the actor, by
   * newCountKey (threads without any absent). Brands are read one by one; none when the
   * actor lacks the kind's key.
   */
  async newCounts(
    actor: Actor,
    brandIds: readonly string[],
    kind: CommentTargetKind,
  ): Promise<ReadonlyMap<string, number>> {
    const counts = new Map<string, number>();
    if (!can(actor, COMMENT_READ_KEYS[kind])) return counts;
    const guard = failingWith(m.load);
    for (const brandId of new Set(brandIds)) {
      const [comments, marks] = await Promise.all([
        guard(() => this.comments.ofKind(brandId, kind)),
        guard(() => this.comments.readMarks(brandId, actor.uid)),
      ]);
      for (const [key, count] of newCommentCounts(comments, actor.uid, marks)) {
        counts.set(newCountKey(brandId, key), count);
      }
    }
    return counts;
  }
}
