import { parseClaims, parseTextAlignment } from '../ai/guard-answers.js';
import { claimSources, guideForAlignment, reviewPassed } from '../guard/alignment.js';
import { checkRequirement } from '../guard/checks.js';
import { alignmentTextOf, guardTextDigest, guardTextsOf } from '../guard/pieces.js';
import type { BrandReviewEntry } from '../guard/types.js';
import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { ClaimFinder, TextAligner } from '../ports/ai.js';
import type { BrandReviewRecorder } from '../ports/brand-guard.js';
import type { BlueprintRepository, BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { Requirement } from '../requirements/requirement.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { ContentAccess, scopeOf, type RequirementKey } from './content-access.js';
import { failingWith } from './or-fail.js';

/**
 * 'guard/score' (docs/product.md, "Revisión de marca"), run once on the server: a requirement's texts scored
 * against the brand's guide and their claims traced to the brand's sources. It checks the caller's key
 * (REQUIREMENTS_EDIT), the brand's visibility and its guide; calls the model twice (alignText, then
 * findClaims; each one unit of the caller's quota), parsing each answer before anything is stored; then
 * stores the review and one history entry together (BrandReviewRecorder, the one writer of `brandReview`) and
 * answers the requirement as stored. A refusal, a failed call or an invalid answer stores nothing.
 */
export class BrandGuardUseCases {
  private readonly content: ContentAccess;

  constructor(
    brands: BrandRepository,
    requirements: RequirementRepository,
    private readonly blueprints: BlueprintRepository,
    private readonly aligner: TextAligner,
    private readonly claims: ClaimFinder,
    private readonly recorder: BrandReviewRecorder,
    private readonly clock: Clock,
  ) {
    this.content = new ContentAccess(brands, requirements, {
      missingKey: Messages.carousel.missingBrandOrRequirement,
      brandNotFound: Messages.carousel.brandNotFound,
      requirementNotFound: Messages.carousel.requirementNotFound,
    });
  }

  async score(actor: Actor, key: RequirementKey): Promise<Requirement> {
    requirePermission(actor, 'REQUIREMENTS_EDIT');
    const guard = failingWith({ prefix: Messages.guard.reviewPrefix });
    const { brand, requirement } = await this.content.read(actor, key, guard);
    const blueprint = await guard(() => this.blueprints.get(brand.id));
    if (blueprint === null) throw new DomainError('not-found', Messages.video.noBlueprint, { brandId: brand.id });
    const { kind, text } = alignmentTextOf(requirement);
    if (text.trim() === '') throw new DomainError('validation', Messages.guard.nothingToReview, { ...key });
    const texts = guardTextsOf(requirement);
    const sources = claimSources(brand);
    const scope = scopeOf(requirement);

    // Each answer is judged as it comes: an invalid alignment spends no second call.
    const alignment = parseTextAlignment(
      await guard(() => this.aligner.alignText({ ...scope, kind, text, guide: guideForAlignment(brand, blueprint) })),
    );
    const claims = parseClaims(await guard(() => this.claims.findClaims({ ...scope, text, sources })), texts, sources);

    const findings = checkRequirement(requirement, brand);
    const blocking = findings.filter((finding) => finding.blocking).length;
    const at = this.clock.now();
    const entry: BrandReviewEntry = {
      score: alignment.score,
      passed: reviewPassed(alignment.score, blocking, claims),
      criteria: alignment.criteria,
      claims,
      findings: findings.length,
      blocking,
      textDigest: guardTextDigest(requirement),
      at,
      by: { uid: actor.uid, email: actor.email },
    };
    await guard(() => this.recorder.record(requirement.brandId, requirement.id, entry));
    // Read again: the answer shows what others stored meanwhile. The review is stored, so a failed read answers it.
    return this.content
      .requirement({ brandId: requirement.brandId, requirementId: requirement.id }, guard)
      .catch((): Requirement => ({ ...requirement, brandReview: entry }));
  }
}
