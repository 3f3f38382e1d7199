import type { CommentLog, CommentWriter, NewComment } from '@estudio/domain/content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

export interface CommentsSubject {
  /** The comments commands' writer and the reads of the same comments (the browser's or the server's). */
  readonly comments: CommentLog & CommentWriter;
  readonly cleanup?: () => Promise<void>;
}

const minute = (n: number): Date => new Date(Date.UTC(2026, 10, 21, 12, n));
const ana = { uid: 'uid-ana', email: 'ana@estudio.example', name: 'Ana Pérez' };
const luis = { uid: 'uid-luis', email: 'luis@estudio.example', name: 'Luis' };

const aComment = (fields: Partial<NewComment> = {}): NewComment => ({
  brandId: 'b-contract',
  target: { kind: 'requirement', id: 'r1' },
  author: ana,
  text: '@Luis revisa el cierre,\npor favor.',
  mentions: [luis],
  createdAt: minute(1),
  changedBy: { uid: ana.uid, email: ana.email, at: minute(1) },
  ...fields,
});

/** brands/{brandId}/comments and commentReads (docs/product.md, "Comments"): what every store must do, twin or Firestore. */
export const describeCommentsContract = (name: string, makeSubject: () => Promise<CommentsSubject>): void => {
  describe(`CommentLog and CommentWriter contract: ${name}`, () => {
    let subject: CommentsSubject;
    beforeEach(async () => {
      subject = await makeSubject();
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('reads nothing of a brand without comments', async () => {
      const { comments } = subject;
      expect(await comments.thread('b-contract', { kind: 'requirement', id: 'r1' })).toEqual([]);
      expect(await comments.ofKind('b-contract', 'blueprint')).toEqual([]);
      expect(await comments.readMarks('b-contract', ana.uid)).toEqual({});
    });

    it('stores a comment under a new id and reads it back exactly, oldest first, in its thread alone', async () => {
      const { comments } = subject;
      const later = await comments.add(aComment({ createdAt: minute(3), author: luis, mentions: [] }));
      const first = await comments.add(aComment());
      const block = await comments.add(aComment({ target: { kind: 'blueprint', id: 'primer_bloque' } }));
      await comments.add(aComment({ brandId: 'b-otra' }));
      await comments.add(aComment({ target: { kind: 'requirement', id: 'r2' } }));
      expect(first).toEqual({ ...aComment(), id: expect.any(String) });
      expect(new Set([later.id, first.id, block.id]).size).toBe(3);
      expect(await comments.thread('b-contract', { kind: 'requirement', id: 'r1' })).toEqual([first, later]);
      expect(await comments.thread('b-contract', { kind: 'blueprint', id: 'primer_bloque' })).toEqual([block]);
      expect((await comments.ofKind('b-contract', 'requirement')).map((comment) => comment.id).sort()).toHaveLength(3);
      expect(await comments.ofKind('b-contract', 'blueprint')).toEqual([block]);
    });

    it("moves a user's read mark of a thread forward only, apart from the other threads, users and brands", async () => {
      const { comments } = subject;
      await comments.markRead('b-contract', 'requirement:r1', { uid: ana.uid, email: ana.email, at: minute(5) });
      await comments.markRead('b-contract', 'requirement:r1', { uid: ana.uid, email: ana.email, at: minute(2) });
      await comments.markRead('b-contract', 'blueprint:primer_bloque', {
        uid: ana.uid,
        email: ana.email,
        at: minute(1),
      });
      await comments.markRead('b-contract', 'requirement:r1', { uid: luis.uid, email: luis.email, at: minute(9) });
      await comments.markRead('b-otra', 'requirement:r1', { uid: ana.uid, email: ana.email, at: minute(7) });
      expect(await comments.readMarks('b-contract', ana.uid)).toEqual({
        'requirement:r1': minute(5),
        'blueprint:primer_bloque': minute(1),
      });
      expect(await comments.readMarks('b-contract', luis.uid)).toEqual({ 'requirement:r1': minute(9) });
      await comments.markRead('b-contract', 'requirement:r1', { uid: ana.uid, email: ana.email, at: minute(8) });
      expect((await comments.readMarks('b-contract', ana.uid))['requirement:r1']).toEqual(minute(8));
    });
  });
};
