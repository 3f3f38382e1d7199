import type { ReviewAction } from '../review/review-record.js';
import { REVIEW_COMMENT_MAX } from '../review/review.js';
import { ContentReviewUseCases } from '../use-cases/content-review.js';
import { bodyFields, readId, readKey, readOptionalText } from './body.js';
import { command, type CommandGroup } from './command.js';

/*
 * The review steps (docs/product.md, "Approval"): the requirements function's and the blueprint
 * function's 'review-submit', 'review-approve' and 'review-request-changes'. The body names the
 * piece (and, for a request, the comment); the version reviewed is the stored one.
 */

/** A request's comment (read up to twice the cap in UTF-16 units; the rule counts characters). */
const readComment = (fields: Readonly<Record<string, unknown>>): string =>
  readOptionalText(fields, 'comment', 2 * REVIEW_COMMENT_MAX) ?? '';

const requirementStep = (action: ReviewAction) =>
  command({
    useCase: ContentReviewUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { ...readKey(fields), comment: action === 'request-changes' ? readComment(fields) : '' };
    },
    run: (useCase, actor, { comment, ...key }) => useCase.reviewRequirement(actor, key, action, comment),
  });

const blueprintStep = (action: ReviewAction) =>
  command({
    useCase: ContentReviewUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { brandId: readId(fields, 'brandId'), comment: action === 'request-changes' ? readComment(fields) : '' };
    },
    run: (useCase, actor, { brandId, comment }) => useCase.reviewBlueprint(actor, brandId, action, comment),
  });

/** A requirement's review steps, any kind (added to the requirements function's commands). */
export const REQUIREMENT_REVIEW_COMMANDS = {
  /** 'Enviar a revisión' (REQUIREMENTS_EDIT). */
  'review-submit': requirementStep('submit'),
  /** 'Aprobar' (APPROVE_CONTENT). */
  'review-approve': requirementStep('approve'),
  /** 'Pedir cambios', with the comment (APPROVE_CONTENT). */
  'review-request-changes': requirementStep('request-changes'),
} as const satisfies CommandGroup;

/** The guide's review steps (added to the blueprint function's commands). */
export const BLUEPRINT_REVIEW_COMMANDS = {
  /** 'Enviar a revisión' (EDIT_BLUEPRINT). */
  'review-submit': blueprintStep('submit'),
  'review-approve': blueprintStep('approve'),
  'review-request-changes': blueprintStep('request-changes'),
} as const satisfies CommandGroup;
