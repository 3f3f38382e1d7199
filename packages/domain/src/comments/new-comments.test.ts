import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Comment } from './comment.js';
import { isNewFor, newCommentCounts } from './new-comments.js';

const at = (minute: number): Date => new Date(Date.UTC(2026, 0, 15, 15, minute));

const comment = (id: string, authorUid: string, minute: number, requirementId = 'r1'): Comment => ({
  id,
  brandId: 'b1',
  target: { kind: 'requirement', id: requirementId },
  author: { uid: authorUid, email: `${authorUid}@x.co`, name: authorUid },
  text: 'hola',
  mentions: [],
  createdAt: at(minute),
  changedBy: { uid: authorUid, email: `${authorUid}@x.co`, at: at(minute) },
});

describe('new comments', () => {
  it("counts others' comments after the user last read each thread", () => {
    const comments = [
      comment('c1', 'ana', 1),
      comment('c2', 'luis', 5),
      comment('c3', 'eva', 6),
      comment('c4', 'ana', 2, 'r2'),
      comment('c5', 'eva', 9, 'r3'),
    ];
    const counts = newCommentCounts(comments, 'eva', { 'requirement:r1': at(3) });
    expect(Object.fromEntries(counts)).toEqual({ 'requirement:r1': 1, 'requirement:r2': 1 });
  });

  it('a comment written at the instant of the read is not new', () => {
    expect(isNewFor(comment('c1', 'ana', 3), 'eva', { 'requirement:r1': at(3) })).toBe(false);
  });

  it("property: the count never counts the user's own comments and never grows by reading later", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('ana', 'eva'), fc.integer({ min: 0, max: 59 }), fc.constantFrom('r1', 'r2'))),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        (rows, first, second) => {
          const comments = rows.map(([uid, minute, id], index) => comment(`c${index}`, uid, minute, id));
          const total = (marks: Record<string, Date>) =>
            [...newCommentCounts(comments, 'eva', marks).values()].reduce((a, b) => a + b, 0);
          const others = comments.filter((c) => c.author.uid !== 'eva').length;
          expect(total({})).toBe(others);
          const early = Math.min(first, second);
          const late = Math.max(first, second);
          expect(total({ 'requirement:r1': at(late) })).toBeLessThanOrEqual(total({ 'requirement:r1': at(early) }));
        },
      ),
    );
  });
});
