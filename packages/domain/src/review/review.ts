import { BLUEPRINT_BLOCK_LABELS } from '../blueprint/block-labels.js';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import { DomainError } from '../shared/errors.js';
import type { ContentReview, PartDigests, ReviewAction, ReviewState, ReviewStep } from './review-record.js';
import type { Blueprint } from '../blueprint/blueprint.js';
import type { Requirement } from '../requirements/requirement.js';
import {
  blueprintDigests,
  changedParts,
  requirementDigests,
  versionHash,
  type ApprovedRequirementField,
  type ReviewPart,
} from './version.js';

/*
 * The review of a piece, a requirement or the communication guide, on a brand that requires
 * approval (docs/product.md, "Approval"). Separate from the requirement's status: the status
 * says where the work is, the review what the client signed off. Stored on the piece itself
 * (`review`) and written only by the review commands.
 */

/** How many steps a review keeps. */
export const REVIEW_HISTORY_MAX = 50;
/** The longest comment of a request for changes. */
export const REVIEW_COMMENT_MAX = 2000;

/** What a screen (and the pre-flight) says of a piece's review, against its current version. */
export type ReviewStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'in-review'; readonly step: ReviewStep | null }
  | { readonly kind: 'changes-requested'; readonly comment: string; readonly step: ReviewStep | null }
  | { readonly kind: 'approved'; readonly step: ReviewStep | null }
  | { readonly kind: 'approved-other'; readonly changed: readonly ReviewPart[]; readonly step: ReviewStep | null };

const lastStep = (review: ContentReview): ReviewStep | null => review.history.at(-1) ?? null;

/** The review's status against the piece's current parts. */
export const reviewStatus = (review: ContentReview | null | undefined, current: PartDigests): ReviewStatus => {
  if (review === null || review === undefined) return { kind: 'none' };
  const step = lastStep(review);
  if (review.state === 'en-revision') return { kind: 'in-review', step };
  if (review.state === 'cambios-solicitados') return { kind: 'changes-requested', comment: review.comment, step };
  if (versionHash(current) === review.version) return { kind: 'approved', step };
  return { kind: 'approved-other', changed: changedParts(review.parts, current), step };
};

/** A requirement's review against its current content: the review bar, the lists' badge, the pre-flight. */
export const requirementReviewStatus = (
  requirement: Pick<Requirement, 'review'> & Partial<Pick<Requirement, ApprovedRequirementField>>,
): ReviewStatus => reviewStatus(requirement.review, requirementDigests(requirement));

/** The guide's review against its current blocks. */
export const blueprintReviewStatus = (blueprint: Pick<Blueprint, 'review' | 'bloques'>): ReviewStatus =>
  reviewStatus(blueprint.review, blueprintDigests(blueprint.bloques));

/** The badge text of a status. */
export const reviewStatusLabel = (status: ReviewStatus): string => {
  const states = Messages.review.states;
  switch (status.kind) {
    case 'none':
      return states.none;
    case 'in-review':
      return states.inReview;
    case 'changes-requested':
      return states.changesRequested;
    case 'approved':
      return states.approved;
    case 'approved-other':
      return states.approvedOther;
  }
};

const withStep = (
  review: ContentReview | null | undefined,
  state: ReviewState,
  parts: PartDigests,
  step: ReviewStep,
): ContentReview => ({
  state,
  version: step.version,
  parts,
  comment: step.comment,
  history: [...(review?.history ?? []), step].slice(-REVIEW_HISTORY_MAX),
});

const stepOf = (
  action: ReviewAction,
  actor: Pick<Actor, 'uid' | 'email'>,
  at: Date,
  version: string,
  comment = '',
): ReviewStep => ({ action, uid: actor.uid, email: actor.email, at, version, comment });

/**
 * 'Enviar a revisión': the piece as it now is goes to the reviewer. Refused while it is in
 * review, and when this very version is already approved.
 */
export const submitReview = (
  review: ContentReview | null | undefined,
  current: PartDigests,
  actor: Pick<Actor, 'uid' | 'email'>,
  at: Date,
): ContentReview => {
  const status = reviewStatus(review, current);
  if (status.kind === 'in-review') throw new DomainError('conflict', Messages.review.alreadyInReview);
  if (status.kind === 'approved') throw new DomainError('conflict', Messages.review.alreadyApproved);
  return withStep(review, 'en-revision', current, stepOf('submit', actor, at, versionHash(current)));
};

const requireInReview = (review: ContentReview | null | undefined): ContentReview => {
  if (review?.state !== 'en-revision') throw new DomainError('conflict', Messages.review.notInReview);
  return review;
};

/** 'Aprobar': the version the piece has now is the approved one (its hash and its parts' digests kept). */
export const approveReview = (
  review: ContentReview | null | undefined,
  current: PartDigests,
  actor: Pick<Actor, 'uid' | 'email'>,
  at: Date,
): ContentReview =>
  withStep(requireInReview(review), 'aprobado', current, stepOf('approve', actor, at, versionHash(current)));

/** The comment of a request for changes, trimmed: required, within REVIEW_COMMENT_MAX characters. */
export const reviewComment = (comment: string): string => {
  const text = comment.trim();
  if (text === '') throw new DomainError('validation', Messages.review.commentRequired, { field: 'comment' });
  if ([...text].length > REVIEW_COMMENT_MAX) {
    throw new DomainError('validation', Messages.review.commentTooLong(REVIEW_COMMENT_MAX), { field: 'comment' });
  }
  return text;
};

/** 'Pedir cambios': back to the editor, with the reviewer's comment on the record. */
export const requestReviewChanges = (
  review: ContentReview | null | undefined,
  current: PartDigests,
  actor: Pick<Actor, 'uid' | 'email'>,
  at: Date,
  comment: string,
): ContentReview => {
  const text = reviewComment(comment);
  return withStep(
    requireInReview(review),
    'cambios-solicitados',
    current,
    stepOf('request-changes', actor, at, versionHash(current), text),
  );
};

/** Why a piece may not be scheduled on a brand that requires approval, or null when its current version is approved. */
export const approvalProblem = (review: ContentReview | null | undefined, current: PartDigests): string | null => {
  const status = reviewStatus(review, current);
  const m = Messages.review.preflight;
  switch (status.kind) {
    case 'approved':
      return null;
    case 'none':
      return m.notSubmitted;
    case 'in-review':
      return m.inReview;
    case 'changes-requested':
      return m.changesRequested;
    case 'approved-other':
      return m.approvedOther(status.changed.map(partLabel));
  }
};

/** The label of a part: a requirement's part, or the guide block's title. */
export const partLabel = (part: ReviewPart): string =>
  Object.hasOwn(Messages.review.parts, part)
    ? Messages.review.parts[part as keyof typeof Messages.review.parts]
    : (BLUEPRINT_BLOCK_LABELS[part as keyof typeof BLUEPRINT_BLOCK_LABELS] ?? part);
