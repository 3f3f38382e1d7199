import type { BrandDrift, BrandReview } from '@estudio/domain/content';
import type { ScheduledPostRecord } from '@estudio/domain/scheduling';
import { describe, expect, it } from 'vitest';
import {
  brandDriftFromDocument,
  brandDriftToDocument,
  brandReviewFromDocument,
  brandReviewToDocument,
  guardOverrideFromDocument,
  guardOverrideToDocument,
} from './brand-guard-document.js';
import { scheduledPostFromDocument, scheduledPostToDocument } from './scheduled-post-document.js';

/** A Timestamp as either SDK hands it out. */
const timestamp = (date: Date) => ({ toDate: () => date, seconds: date.getTime() / 1000, nanoseconds: 0 });
const at = new Date('2026-11-27T12:30:00Z');

const review: BrandReview = {
  score: 82.4,
  passed: true,
  criteria: [
    { criterion: 'tono', score: 90, reason: 'Cercano.' },
    { criterion: 'pilares', score: 75, reason: 'Origen.' },
    { criterion: 'mensaje', score: 80, reason: 'Mensaje clave.' },
    { criterion: 'audiencia', score: 84.6, reason: 'Especialidad.' },
  ],
  claims: [
    {
      text: 'a 1.800 metros',
      field: 'caption',
      span: { start: 3, end: 17 },
      source: { id: 'manual', label: 'Análisis del manual de marca' },
    },
    { text: 'el mejor', field: null, span: null, source: null },
  ],
  findings: 3,
  blocking: 0,
  textDigest: 'abc123',
  at,
  by: { uid: 'u1', email: 'contenido@estudio.test' },
};

/** The review as either SDK reads it back: its date a Timestamp. */
const stored = (changes: Record<string, unknown> = {}) => ({
  ...brandReviewToDocument(review),
  at: timestamp(at),
  ...changes,
});

describe('a stored brand review', () => {
  it('round-trips, its date read back from a Timestamp', () => {
    expect(brandReviewFromDocument(stored())).toEqual(review);
  });

  it('stores only its own fields, whatever else the entry carries', () => {
    const extra = {
      ...review,
      secret: 'x',
      by: { ...review.by, token: 't' },
      criteria: [{ ...review.criteria[0], extra: 1 }],
      claims: [{ ...review.claims[0], extra: 1 }],
    } as unknown as BrandReview;
    const document = brandReviewToDocument(extra);
    expect(Object.keys(document).sort()).toEqual(
      ['at', 'blocking', 'by', 'claims', 'criteria', 'findings', 'passed', 'score', 'textDigest'].sort(),
    );
    expect(document['by']).toEqual(review.by);
    expect(document['criteria']).toEqual([review.criteria[0]]);
    expect(document['claims']).toEqual([review.claims[0]]);
  });

  it.each([
    ['nothing', undefined],
    ['a text', 'pasa'],
    ['no date', { ...stored(), at: null }],
    ['no requester', stored({ by: { uid: 'u1' } })],
    ['a score over 100', stored({ score: 101 })],
    ['a score that is not a number', stored({ score: '82' })],
    ['no pass mark', stored({ passed: 'true' })],
    ['a fractional count of findings', stored({ findings: 1.5 })],
    ['more blocking findings than findings', stored({ findings: 1, blocking: 2 })],
    ['no digest', stored({ textDigest: null })],
    ['an unknown criterion', stored({ criteria: [{ criterion: 'estilo', score: 80, reason: 'x' }] })],
    ['a criterion without reason', stored({ criteria: [{ criterion: 'tono', score: 80 }] })],
    ['criteria that are not a list', stored({ criteria: { tono: 80 } })],
    ['a claim without text', stored({ claims: [{ field: null, span: null, source: null }] })],
    [
      'a claim with a span and no field',
      stored({ claims: [{ text: 'x', field: null, span: { start: 0, end: 1 }, source: null }] }),
    ],
    [
      'a claim with a backward span',
      stored({ claims: [{ text: 'x', field: 'caption', span: { start: 4, end: 1 }, source: null }] }),
    ],
    [
      'a claim whose source has no label',
      stored({ claims: [{ text: 'x', field: null, span: null, source: { id: 'manual' } }] }),
    ],
  ])('reads %s as no review', (_name, value) => {
    expect(brandReviewFromDocument(value)).toBeNull();
  });
});

describe('a stored drift mark', () => {
  const drift: BrandDrift = { changes: ['ADN: Conceptos a evitar', 'Guía: Mensaje clave'], at, by: review.by };

  it('round-trips, its date read back from a Timestamp', () => {
    expect(brandDriftFromDocument({ ...brandDriftToDocument(drift), at: timestamp(at) })).toEqual(drift);
  });

  it('keeps each change once, and only texts', () => {
    const document = { ...brandDriftToDocument(drift), changes: ['ADN: Tono', 3, 'ADN: Tono', '', 'Guía: Audiencia'] };
    expect(brandDriftFromDocument(document)?.changes).toEqual(['ADN: Tono', 'Guía: Audiencia']);
  });

  it.each([
    ['nothing', null],
    ['no date', { changes: ['ADN: Tono'], by: review.by }],
    ['no requester', { changes: ['ADN: Tono'], at }],
    ['no change', { changes: [], at, by: review.by }],
    ['changes that are not a list', { changes: 'ADN: Tono', at, by: review.by }],
  ])('reads %s as no mark', (_name, value) => {
    expect(brandDriftFromDocument(value)).toBeNull();
  });
});

describe("a send's override", () => {
  const override = { reason: 'El cliente aprobó el texto por escrito.', findings: ['«exótico»: concepto a evitar'] };
  const post: ScheduledPostRecord = {
    postId: '42',
    sentAt: at,
    digest: 'd1',
    kind: 'carousel',
    networks: ['Instagram'],
    by: review.by,
    sandbox: true,
  };

  it('round-trips on its own and on the sent post', () => {
    expect(guardOverrideFromDocument(guardOverrideToDocument(override))).toEqual(override);
    const withOverride = { ...post, override };
    expect(scheduledPostFromDocument(scheduledPostToDocument(withOverride))).toEqual(withOverride);
  });

  it('is not stored, nor read, on a post sent without one', () => {
    expect(scheduledPostToDocument(post)).not.toHaveProperty('override');
    expect(scheduledPostToDocument({ ...post, override: null })).not.toHaveProperty('override');
    expect(scheduledPostFromDocument(scheduledPostToDocument(post))).toEqual(post);
    expect(scheduledPostFromDocument(scheduledPostToDocument(post))).not.toHaveProperty('override');
  });

  it.each([
    ['no reason', { findings: [] }],
    ['a blank reason', { reason: '  ', findings: [] }],
    ['findings that are not texts', { reason: 'Motivo suficiente', findings: [1] }],
    ['a text', 'Motivo'],
  ])('reads %s as none', (_name, value) => {
    expect(guardOverrideFromDocument(value)).toBeNull();
    expect(scheduledPostFromDocument({ ...scheduledPostToDocument(post), override: value })).toEqual(post);
  });
});
