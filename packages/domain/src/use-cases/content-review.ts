import type { Blueprint } from '../blueprint/blueprint.js';
import type { Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import type { BlueprintRepository, BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { Requirement } from '../requirements/requirement.js';
import type { ContentReview, ReviewAction } from '../review/review-record.js';
import { approveReview, requestReviewChanges, submitReview } from '../review/review.js';
import { blueprintDigests, requirementDigests, type PartDigests } from '../review/version.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { readRequirement, readVisibleBrand, requireKey, type RequirementKey } from './content-access.js';
import { failingWith } from './or-fail.js';

const m = Messages.review;

/** One review step's rule: the review as it was, the piece's current parts and who; the review as it becomes. */
type Step = (review: ContentReview | null | undefined, current: PartDigests, actor: Actor, at: Date) => ContentReview;

/** Who may take each step, and the message of a failed write. */
const STEPS: Readonly<Record<ReviewAction, { readonly fault: string }>> = {
  submit: { fault: m.submitFailed },
  approve: { fault: m.approveFailed },
  'request-changes': { fault: m.requestChangesFailed },
};

/** The step's rule (request-changes carries its comment). */
const ruleOf = (action: ReviewAction, comment: string): Step => {
  switch (action) {
    case 'submit':
      return submitReview;
    case 'approve':
      return approveReview;
    case 'request-changes':
      return (review, current, actor, at) => requestReviewChanges(review, current, actor, at, comment);
  }
};

/** A requirement is sent for review by whoever edits requirements; the guide by whoever edits it. */
const SUBMIT_KEY = { requirement: 'REQUIREMENTS_EDIT', blueprint: 'EDIT_BLUEPRINT' } as const satisfies Record<
  string,
  PermissionKey
>;

const requireStepRight = (actor: Actor, action: ReviewAction, piece: keyof typeof SUBMIT_KEY): void =>
  requirePermission(actor, action === 'submit' ? SUBMIT_KEY[piece] : 'APPROVE_CONTENT');

const requireApprovalOn = (brand: Brand): void => {
  if (brand.requiresApproval !== true) throw new DomainError('validation', m.approvalOff, { brandId: brand.id });
};

/**
 * The approval of pieces (docs/product.md, "Approval"), run on the server: 'Requiere
 * aprobación' on a brand, and on a brand with it on, the review steps of a requirement
 * (any kind) and of the communication guide. Each step is one transaction from the stored
 * piece: the version it acts on is the stored one, never one the browser sends. Only
 * `review` (and `changedBy`, so the audit entry names the person) is written.
 */
export class ContentReviewUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
    private readonly blueprints: BlueprintRepository,
    private readonly clock: Clock,
  ) {}

  /** One step on a requirement: 'Enviar a revisión', 'Aprobar' or 'Pedir cambios' (with its comment). */
  async reviewRequirement(actor: Actor, key: RequirementKey, action: ReviewAction, comment = ''): Promise<Requirement> {
    requireStepRight(actor, action, 'requirement');
    const guard = failingWith(STEPS[action].fault);
    const checked = requireKey(key, Messages.carousel.requirementNotFound);
    const brand = await readVisibleBrand(this.brands, actor, checked.brandId, guard, Messages.carousel.brandNotFound);
    requireApprovalOn(brand);
    await readRequirement(this.requirements, checked, guard, Messages.carousel.requirementNotFound);
    const rule = ruleOf(action, comment);
    return guard(() =>
      this.requirements.updateFrom(checked.brandId, checked.requirementId, (stored) => {
        const at = this.clock.now();
        return {
          review: rule(stored.review, requirementDigests(stored), actor, at),
          changedBy: changeStamp(actor, at),
        };
      }),
    );
  }

  /** One step on the brand's communication guide. */
  async reviewBlueprint(actor: Actor, brandId: string, action: ReviewAction, comment = ''): Promise<Blueprint> {
    requireStepRight(actor, action, 'blueprint');
    const guard = failingWith(STEPS[action].fault);
    const brand = await readVisibleBrand(this.brands, actor, brandId, guard, Messages.carousel.brandNotFound);
    requireApprovalOn(brand);
    const stored = await guard(() => this.blueprints.get(brand.id));
    if (stored === null) throw new DomainError('not-found', m.guideNotFound, { brandId });
    const rule = ruleOf(action, comment);
    return guard(() =>
      this.blueprints.updateFrom(brand.id, (guide) => {
        const at = this.clock.now();
        return {
          review: rule(guide.review, blueprintDigests(guide.bloques), actor, at),
          changedBy: changeStamp(actor, at),
        };
      }),
    );
  }

  /**
   * 'Requiere aprobación' on the brand form (/marca): the keys of the form (STRATEGY to open it,
   * SAVE_BRAND to save it) and a brand the actor may see. Pieces already reviewed keep their record.
   */
  async setApproval(actor: Actor, brandId: string, requiresApproval: boolean): Promise<Brand> {
    requirePermission(actor, 'STRATEGY');
    requirePermission(actor, 'SAVE_BRAND');
    const guard = failingWith(m.saveApprovalFailed);
    const brand = await readVisibleBrand(this.brands, actor, brandId, guard, Messages.carousel.brandNotFound);
    const at = this.clock.now();
    const patch = { requiresApproval, updatedAt: at, changedBy: changeStamp(actor, at) };
    await guard(() => this.brands.update(brand.id, patch));
    return { ...brand, ...patch };
  }
}
