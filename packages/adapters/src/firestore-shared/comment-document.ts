import type { Comment, CommentPerson, CommentTarget, NewComment, ReadMarks } from '@estudio/domain/content';
import { textOr, toChangeStamp, toDate, type DocumentFields } from './stored-values.js';

/*
 * brands/{brandId}/comments/{id} as both SDKs read it (docs/product.md, "Comments"): {brandId,
 * targetKind ('requirement' | 'blueprint'), targetId, author {uid, email, name}, text, mentions
 * [{uid, email, name}], createdAt, changedBy {uid, email, at}}; targetKind and targetId are
 * top-level fields so that the rules can tell from a query which key reads it. And
 * brands/{brandId}/commentReads/{uid}: {uid, marks: {threadKey: timestamp}}. The comments
 * commands write both (Admin SDK).
 */

const personOf = (value: unknown): CommentPerson => {
  const fields = (typeof value === 'object' && value !== null ? value : {}) as DocumentFields;
  return { uid: textOr(fields['uid'], ''), email: textOr(fields['email'], ''), name: textOr(fields['name'], '') };
};

const targetOf = (data: DocumentFields): CommentTarget => {
  const id = textOr(data['targetId'], '');
  return data['targetKind'] === 'blueprint'
    ? ({ kind: 'blueprint', id } as CommentTarget)
    : { kind: 'requirement', id };
};

export const commentFromDocument = (id: string, data: DocumentFields): Comment => {
  const at = toDate(data['createdAt']) ?? new Date(0);
  const author = personOf(data['author']);
  return {
    id,
    brandId: textOr(data['brandId'], ''),
    target: targetOf(data),
    author,
    text: textOr(data['text'], ''),
    mentions: Array.isArray(data['mentions']) ? data['mentions'].map(personOf) : [],
    createdAt: at,
    changedBy: toChangeStamp(data['changedBy']) ?? { uid: author.uid, email: author.email, at },
  };
};

/** The document to store (both SDKs turn the Dates into Timestamps). */
export const commentToDocument = (comment: NewComment): Record<string, unknown> => ({
  brandId: comment.brandId,
  targetKind: comment.target.kind,
  targetId: comment.target.id,
  author: { ...comment.author },
  text: comment.text,
  mentions: comment.mentions.map((person) => ({ ...person })),
  createdAt: new Date(comment.createdAt.getTime()),
  changedBy: {
    uid: comment.changedBy.uid,
    email: comment.changedBy.email,
    at: new Date(comment.changedBy.at.getTime()),
  },
});

/** The read marks a commentReads document holds (none: empty). */
export const readMarksFromDocument = (data: DocumentFields | undefined): ReadMarks => {
  const marks = data?.['marks'];
  if (typeof marks !== 'object' || marks === null) return {};
  return Object.fromEntries(
    Object.entries(marks as DocumentFields).flatMap(([key, value]) => {
      const at = toDate(value);
      return at === null ? [] : [[key, at]];
    }),
  );
};
