import type { Comment, CommentLog, CommentTarget, CommentWriter, NewComment, ReadMarks } from '@estudio/domain/content';
import type { ChangeStamp } from '@estudio/domain/shared';
import type { Firestore } from 'firebase-admin/firestore';
import { commentFromDocument, commentToDocument, readMarksFromDocument } from '../firestore-shared/comment-document.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';

/**
 * brands/{brandId}/comments and commentReads through firebase-admin: the comments commands
 * append a comment under a new id (create(): never an overwrite) and move a user's read mark
 * forward in one transaction; reads as the web adapter's.
 */
export class FirestoreAdminComments implements CommentLog, CommentWriter {
  constructor(private readonly db: Firestore) {}

  async add(comment: NewComment): Promise<Comment> {
    const ref = this.db.collection(FIRESTORE_PATHS.comments(comment.brandId)).doc();
    const stored = commentToDocument(comment);
    await ref.create(stored);
    return commentFromDocument(ref.id, stored);
  }

  async markRead(brandId: string, threadKey: string, by: ChangeStamp): Promise<void> {
    const ref = this.db.doc(FIRESTORE_PATHS.commentReads(brandId, by.uid));
    const at = new Date(by.at.getTime());
    await this.db.runTransaction(async (transaction) => {
      const current = readMarksFromDocument((await transaction.get(ref)).data())[threadKey];
      if (current !== undefined && current.getTime() >= at.getTime()) return;
      transaction.set(
        ref,
        { uid: by.uid, marks: { [threadKey]: at }, changedBy: { uid: by.uid, email: by.email, at } },
        { merge: true },
      );
    });
  }

  async thread(brandId: string, target: CommentTarget): Promise<Comment[]> {
    const snapshot = await this.db
      .collection(FIRESTORE_PATHS.comments(brandId))
      .where('targetKind', '==', target.kind)
      .where('targetId', '==', target.id)
      .get();
    return snapshot.docs
      .map((entry) => commentFromDocument(entry.id, entry.data()))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async ofKind(brandId: string, kind: CommentTarget['kind']): Promise<Comment[]> {
    const snapshot = await this.db.collection(FIRESTORE_PATHS.comments(brandId)).where('targetKind', '==', kind).get();
    return snapshot.docs.map((entry) => commentFromDocument(entry.id, entry.data()));
  }

  async readMarks(brandId: string, uid: string): Promise<ReadMarks> {
    return readMarksFromDocument((await this.db.doc(FIRESTORE_PATHS.commentReads(brandId, uid)).get()).data());
  }
}
