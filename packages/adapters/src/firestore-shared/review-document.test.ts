import { describe, expect, it } from 'vitest';
import type { ContentReview } from '@estudio/domain/requirements';
import { reviewFromDocument, reviewToDocument } from './review-document.js';

const review: ContentReview = {
  state: 'cambios-solicitados',
  version: 'v2',
  parts: { texto: 'a', imagenes: 'b' },
  comment: 'Otro titular',
  history: [
    {
      action: 'submit',
      uid: 'u1',
      email: 'gestor@estudio.test',
      at: new Date('2026-03-01T10:00:00Z'),
      version: 'v1',
      comment: '',
    },
    {
      action: 'request-changes',
      uid: 'u2',
      email: 'revisor@estudio.test',
      at: new Date('2026-03-01T11:00:00Z'),
      version: 'v1',
      comment: 'Otro titular',
    },
  ],
};

/** A Timestamp as either SDK hands it out. */
const timestamp = (date: Date) => ({ toDate: () => date, seconds: date.getTime() / 1000, nanoseconds: 0 });

describe('a stored review', () => {
  it('round-trips, its dates read back from Timestamps', () => {
    const stored = reviewToDocument(review) as { history: { at: Date }[] };
    const asRead = { ...stored, history: stored.history.map((step) => ({ ...step, at: timestamp(step.at) })) };
    expect(reviewFromDocument(asRead)).toEqual(review);
    expect(reviewToDocument(null)).toBeNull();
  });

  it('reads as none when it is not a review, and drops steps that are not steps', () => {
    expect(reviewFromDocument(null)).toBeNull();
    expect(reviewFromDocument({ ...review, state: 'aprobadísimo' })).toBeNull();
    expect(reviewFromDocument({ ...review, version: 7 })).toBeNull();
    expect(reviewFromDocument({ ...review, parts: 'x' })).toBeNull();
    expect(reviewFromDocument({ ...review, history: [{ action: 'approve' }, ...review.history] })).toEqual(review);
  });
});
