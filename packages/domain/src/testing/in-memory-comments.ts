import {
  threadKey,
  type Comment,
  type CommentTarget,
  type CommentTargetKind,
  type NewComment,
} from '../comments/comment.js';
import type { ReadMarks } from '../comments/new-comments.js';
import type { CommentLog, CommentWriter } from '../ports/comments.js';
import type { ChangeStamp } from '../shared/change-stamp.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type CommentsOperation = 'add' | 'markRead' | 'thread' | 'ofKind' | 'readMarks';

/**
 * brands/{brandId}/comments and commentReads in memory: comments stored under ids comment-1,
 * comment-2…, a thread read oldest first, read marks that only move forward.
 */
export class InMemoryComments implements CommentLog, CommentWriter {
  private readonly comments: Comment[] = [];
  private readonly marks = new Map<string, Map<string, Date>>();
  private next = 1;
  private readonly failures = new FailureHook<CommentsOperation>('InMemoryComments');

  constructor(seed: readonly Comment[] = []) {
    for (const comment of seed) this.comments.push(copy(comment));
  }

  failNext(operation?: CommentsOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  /** Every comment of every brand, in the order written (tests inspect what was stored). */
  all(): Comment[] {
    return this.comments.map(copy);
  }

  async add(comment: NewComment): Promise<Comment> {
    this.failures.check('add');
    const stored: Comment = { ...copy(comment), id: `comment-${this.next++}` };
    this.comments.push(stored);
    return copy(stored);
  }

  async markRead(brandId: string, key: string, by: ChangeStamp): Promise<void> {
    this.failures.check('markRead');
    const marks = this.marks.get(`${brandId}/${by.uid}`) ?? new Map<string, Date>();
    const current = marks.get(key);
    if (current === undefined || current.getTime() < by.at.getTime()) marks.set(key, new Date(by.at.getTime()));
    this.marks.set(`${brandId}/${by.uid}`, marks);
  }

  async thread(brandId: string, target: CommentTarget): Promise<Comment[]> {
    this.failures.check('thread');
    const key = threadKey(target);
    return this.comments
      .filter((comment) => comment.brandId === brandId && threadKey(comment.target) === key)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map(copy);
  }

  async ofKind(brandId: string, kind: CommentTargetKind): Promise<Comment[]> {
    this.failures.check('ofKind');
    return this.comments.filter((comment) => comment.brandId === brandId && comment.target.kind === kind).map(copy);
  }

  async readMarks(brandId: string, uid: string): Promise<ReadMarks> {
    this.failures.check('readMarks');
    return Object.fromEntries(
      [...(this.marks.get(`${brandId}/${uid}`) ?? new Map<string, Date>())].map(([key, at]) => [
        key,
        new Date(at.getTime()),
      ]),
    );
  }
}
