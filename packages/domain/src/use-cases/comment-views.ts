import { compareComments, type Comment, type CommentPerson, type CommentTargetKind } from '../comments/comment.js';
import { isNewFor, newCommentCounts } from '../comments/new-comments.js';
import { Messages } from '../messages.js';
import { can, type Actor } from '../permissions/actor.js';
import type { CommentLog } from '../ports/comments.js';
import type { BrandRepository, UserRepository } from '../ports/repositories.js';
import { normalizeEmail } from '../users/user.js';
import { COMMENT_READ_KEYS, checkedTarget, readBrandPeople, readCommentBrand } from './comment-access.js';
import type { CommentTargetInput } from './comments.js';
import { failingWith } from './or-fail.js';

const m = Messages.comments;

/** A thread as a screen shows it: its comments, oldest first, who can be mentioned, and how many are new for the reader. */
export interface CommentThread {
  readonly comments: readonly Comment[];
  readonly people: readonly CommentPerson[];
  /** The ids of the comments by others since the reader last read the thread: opening it marks them read ('comments/read'). */
  readonly newIds: readonly string[];
}

/** Where a count of new comments sits: brand and thread ('b1/requirement:r1'). */
export const newCountKey = (brandId: string, key: string): string => `${brandId}/${key}`;

/**
 * What the browser reads of comments (docs/product.md, "Comments"): a thread with the brand's
 * people, and how many comments are new for the actor per thread. Its writes are the
 * 'comments/…' content commands (CommentUseCases, a server use case).
 */
export class CommentViews {
  constructor(
    private readonly brands: BrandRepository,
    private readonly users: UserRepository,
    private readonly comments: CommentLog,
  ) {}

  /**
   * One thread, oldest first, with the brand's people for the '@' suggestions (the brand's
   * allowed e-mails alone when the actor may not list users).
   */
  async thread(actor: Actor, brandId: string, targetInput: CommentTargetInput): Promise<CommentThread> {
    const guard = failingWith(m.load);
    const target = checkedTarget(targetInput);
    const brand = await readCommentBrand(this.brands, actor, brandId, target, guard);
    const [comments, marks, people] = await Promise.all([
      guard(() => this.comments.thread(brand.id, target)),
      guard(() => this.comments.readMarks(brand.id, actor.uid)),
      readBrandPeople(this.users, brand, guard).catch((): CommentPerson[] =>
        (brand.allowedUsers ?? []).map((email) => ({ uid: normalizeEmail(email), email, name: email })),
      ),
    ]);
    const sorted = [...comments].sort(compareComments);
    return {
      comments: sorted,
      people,
      newIds: sorted.filter((comment) => isNewFor(comment, actor.uid, marks)).map((c) => c.id),
    };
  }

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
