import type { Comment, CommentTarget, CommentTargetKind, NewComment } from '../comments/comment.js';
import type { ReadMarks } from '../comments/new-comments.js';
import type { ChangeStamp } from '../shared/change-stamp.js';
import { token } from '../shared/token.js';

/**
 * brands/{brandId}/comments and brands/{brandId}/commentReads/{uid}, read: a thread, a brand's
 * comments of one kind of target (the lists' counts), and a user's read marks. Browsers read
 * through it (the rules let them read what they may see), and so does the server.
 */
export interface CommentLog {
  /** One thread, oldest first. */
  thread(brandId: string, target: CommentTarget): Promise<Comment[]>;
  /** Every comment of the brand on targets of this kind (any order). */
  ofKind(brandId: string, kind: CommentTargetKind): Promise<Comment[]>;
  /** When the user last read each of the brand's threads (none read: empty). */
  readMarks(brandId: string, uid: string): Promise<ReadMarks>;
}
export const CommentLog = token<CommentLog>('CommentLog');

/** The server's writes of comments and read marks (Admin SDK; the rules deny browsers both). */
export interface CommentWriter {
  /** Stores the comment under a new id and answers it as stored. */
  add(comment: NewComment): Promise<Comment>;
  /**
   * The person the stamp names read the thread `threadKey` of the brand at the stamp's time (the
   * mark only moves forward); the stamp is stored with the marks (the audit entry names them).
   */
  markRead(brandId: string, threadKey: string, by: ChangeStamp): Promise<void>;
}
export const CommentWriter = token<CommentWriter>('CommentWriter');
