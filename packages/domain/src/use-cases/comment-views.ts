import { compareComments, type Comment, type CommentPerson } from '../comments/comment.js';
import { isNewFor } from '../comments/new-comments.js';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import type { CommentLog } from '../ports/comments.js';
import type { BrandRepository, UserRepository } from '../ports/repositories.js';
import { normalizeEmail } from '../users/user.js';
import { checkedTarget, readBrandPeople, readCommentBrand } from './comment-access.js';
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

/**
 * What the browser reads of a thread (docs/product.md, "Comments"): its comments with the
 * brand's people. The lists' counts are CommentCounts; the writes are the 'comments/…'
 * content commands (CommentUseCases, a server use case).
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
}
