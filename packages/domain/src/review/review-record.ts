/*
 * A piece's review record (docs/product.md, "Approval"), as the requirement and the guide hold
 * it: types only, so that the entities can name it without importing the review's rules.
 */

/** One digest per part of a version (a requirement's parts, or the guide's blocks), by part name. */
export type PartDigests = Readonly<Record<string, string>>;

/** What the last review step left: sent for review, approved, or changes asked for. */
export type ReviewState = 'en-revision' | 'aprobado' | 'cambios-solicitados';

export type ReviewAction = 'submit' | 'approve' | 'request-changes';

/** One step of the review's history: who did what, when, on which version, and the comment of a request. */
export interface ReviewStep {
  readonly action: ReviewAction;
  readonly uid: string;
  readonly email: string;
  readonly at: Date;
  readonly version: string;
  /** The requested changes ('' for the other steps). */
  readonly comment: string;
}

/** A piece's review record. */
export interface ContentReview {
  readonly state: ReviewState;
  /** The version hash of the last step's version (for 'aprobado': the approved version). */
  readonly version: string;
  /** The digests of that version's parts, so that a later edit can be named part by part. */
  readonly parts: PartDigests;
  /** The last request's comment while changes are requested ('' otherwise). */
  readonly comment: string;
  /** The steps, oldest first (the last REVIEW_HISTORY_MAX). */
  readonly history: readonly ReviewStep[];
}
