import type { Comment, CommentLog, CommentTarget, ReadMarks } from '@estudio/domain/content';
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore/lite';
import { commentFromDocument, readMarksFromDocument } from '../firestore-shared/comment-document.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';

/**
 * The brand's comments and the caller's read marks through the browser SDK (lite). Every query
 * names targetKind, so the rules can tell which key reads it (VIEW_REQUIREMENTS or
 * VIEW_BLUEPRINT); a thread is sorted here, oldest first (no composite index needed). Only the
 * comments commands write them.
 */
export class FirestoreWebCommentLog implements CommentLog {
  constructor(private readonly db: Firestore) {}

  async thread(brandId: string, target: CommentTarget): Promise<Comment[]> {
    const snapshot = await getDocs(
      query(
        collection(this.db, FIRESTORE_PATHS.comments(brandId)),
        where('targetKind', '==', target.kind),
        where('targetId', '==', target.id),
      ),
    );
    return snapshot.docs
      .map((entry) => commentFromDocument(entry.id, entry.data()))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async ofKind(brandId: string, kind: CommentTarget['kind']): Promise<Comment[]> {
    const snapshot = await getDocs(
      query(collection(this.db, FIRESTORE_PATHS.comments(brandId)), where('targetKind', '==', kind)),
    );
    return snapshot.docs.map((entry) => commentFromDocument(entry.id, entry.data()));
  }

  async readMarks(brandId: string, uid: string): Promise<ReadMarks> {
    const snapshot = await getDoc(doc(this.db, FIRESTORE_PATHS.commentReads(brandId, uid)));
    return readMarksFromDocument(snapshot.data());
  }
}
