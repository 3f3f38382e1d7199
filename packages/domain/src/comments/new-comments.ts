import { threadKey, type Comment } from './comment.js';

/** When a user last read each thread of a brand, by threadKey. */
export type ReadMarks = Readonly<Record<string, Date>>;

/** Whether the comment is new for the user: written by someone else after the user last read its thread. */
export const isNewFor = (comment: Comment, uid: string, marks: ReadMarks): boolean => {
  if (comment.author.uid === uid) return false;
  const read = marks[threadKey(comment.target)];
  return read === undefined || comment.createdAt.getTime() > read.getTime();
};

/** How many comments are new for the user, by threadKey (threads without any are absent). */
export const newCommentCounts = (comments: readonly Comment[], uid: string, marks: ReadMarks): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const comment of comments) {
    if (!isNewFor(comment, uid, marks)) continue;
    const key = threadKey(comment.target);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};
