import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { someBlueprintBlocks } from '../testing/fixtures.js';
import { failureOf } from '../use-cases/use-cases.test-kit.js';
import {
  approvalProblem,
  approveReview,
  blueprintReviewStatus,
  requirementReviewStatus,
  requestReviewChanges,
  reviewStatus,
  reviewStatusLabel,
  submitReview,
  REVIEW_COMMENT_MAX,
  REVIEW_HISTORY_MAX,
} from './review.js';
import type { ContentReview } from './review-record.js';
import { blueprintDigests, requirementDigests, versionHash, type PartDigests } from './version.js';

const v1: PartDigests = { texto: 'a', imagenes: 'b', planificacion: 'c' };
const v2: PartDigests = { texto: 'a2', imagenes: 'b', planificacion: 'c' };
const ana = { uid: 'uid-ana', email: 'ana@estudio.example' };
const rosa = { uid: 'uid-rosa', email: 'revisor@estudio.test' };
const at = new Date('2026-03-02T10:00:00.000Z');
const refusal = (step: () => unknown) => failureOf(Promise.resolve().then(step));

describe('the review of a piece', () => {
  it('goes En revisión, then Cambios solicitados with the comment, then again, then Aprobado', () => {
    const sent = submitReview(null, v1, ana, at);
    expect(reviewStatus(sent, v1)).toMatchObject({ kind: 'in-review' });
    const asked = requestReviewChanges(sent, v1, rosa, at, '  Cambia el texto  ');
    expect(reviewStatus(asked, v1)).toMatchObject({ kind: 'changes-requested', comment: 'Cambia el texto' });
    const resent = submitReview(asked, v2, ana, at);
    const approved = approveReview(resent, v2, rosa, at);
    expect(reviewStatus(approved, v2)).toMatchObject({ kind: 'approved' });
    expect(approved.version).toBe(versionHash(v2));
    expect(approved.history.map((step) => [step.action, step.email, step.comment])).toEqual([
      ['submit', 'ana@estudio.example', ''],
      ['request-changes', 'revisor@estudio.test', 'Cambia el texto'],
      ['submit', 'ana@estudio.example', ''],
      ['approve', 'revisor@estudio.test', ''],
    ]);
  });

  it('says Aprobado en otra versión, with the parts that changed, after an edit', () => {
    const approved = approveReview(submitReview(null, v1, ana, at), v1, rosa, at);
    const status = reviewStatus(approved, v2);
    expect(status).toMatchObject({ kind: 'approved-other', changed: ['texto'] });
    expect(reviewStatusLabel(status)).toBe('Aprobado en otra versión');
    expect(approvalProblem(approved, v2)).toBe(Messages.review.preflight.approvedOther(['Texto']));
    expect(approvalProblem(approved, v1)).toBeNull();
    // Sent again, the new version can be approved.
    expect(reviewStatus(approveReview(submitReview(approved, v2, ana, at), v2, rosa, at), v2).kind).toBe('approved');
  });

  it('gives the pre-flight reason of each state', () => {
    const sent = submitReview(null, v1, ana, at);
    expect(approvalProblem(null, v1)).toBe(Messages.review.preflight.notSubmitted);
    expect(approvalProblem(sent, v1)).toBe(Messages.review.preflight.inReview);
    expect(approvalProblem(requestReviewChanges(sent, v1, rosa, at, 'x'), v1)).toBe(
      Messages.review.preflight.changesRequested,
    );
  });

  it('refuses steps out of order and an empty or long comment', async () => {
    const sent = submitReview(null, v1, ana, at);
    expect(await refusal(() => submitReview(sent, v1, ana, at))).toMatchObject({
      message: Messages.review.alreadyInReview,
    });
    expect(await refusal(() => approveReview(null, v1, rosa, at))).toMatchObject({
      message: Messages.review.notInReview,
    });
    const approved = approveReview(sent, v1, rosa, at);
    expect(await refusal(() => approveReview(approved, v1, rosa, at))).toMatchObject({ kind: 'conflict' });
    expect(await refusal(() => submitReview(approved, v1, ana, at))).toMatchObject({
      message: Messages.review.alreadyApproved,
    });
    expect(await refusal(() => requestReviewChanges(sent, v1, rosa, at, '  '))).toMatchObject({
      message: Messages.review.commentRequired,
    });
    expect(
      await refusal(() => requestReviewChanges(sent, v1, rosa, at, 'x'.repeat(REVIEW_COMMENT_MAX + 1))),
    ).toMatchObject({
      kind: 'validation',
    });
  });

  it('keeps the last REVIEW_HISTORY_MAX steps', () => {
    let review: ContentReview | null = null;
    for (let i = 0; i < REVIEW_HISTORY_MAX; i++) {
      review = requestReviewChanges(submitReview(review, v1, ana, at), v1, rosa, at, `cambio ${i}`);
    }
    expect(review?.history).toHaveLength(REVIEW_HISTORY_MAX);
    expect(review?.history.at(-1)?.comment).toBe(`cambio ${REVIEW_HISTORY_MAX - 1}`);
  });
});

describe('the review of a stored piece, against its current content', () => {
  it('is the requirement approved while its caption is the approved one, and approved in another version after an edit', () => {
    const piece = { review: null, caption: 'Texto aprobado', imagesAIUrl: ['a.png'] };
    expect(requirementReviewStatus(piece)).toEqual({ kind: 'none' });
    const approved = approveReview(
      submitReview(null, requirementDigests(piece), ana, at),
      requirementDigests(piece),
      rosa,
      at,
    );
    expect(requirementReviewStatus({ ...piece, review: approved }).kind).toBe('approved');
    const edited = requirementReviewStatus({ ...piece, caption: 'Otro texto', review: approved });
    expect(edited).toMatchObject({ kind: 'approved-other', changed: ['texto'] });
  });

  it("is the guide's, block by block", () => {
    const bloques = someBlueprintBlocks();
    const approved = approveReview(
      submitReview(null, blueprintDigests(bloques), ana, at),
      blueprintDigests(bloques),
      rosa,
      at,
    );
    expect(blueprintReviewStatus({ bloques, review: approved }).kind).toBe('approved');
    const changed = { ...bloques, tercer_bloque: { ...bloques.tercer_bloque, mensaje_clave: 'Otro mensaje' } };
    expect(blueprintReviewStatus({ bloques: changed, review: approved }).kind).toBe('approved-other');
  });
});
