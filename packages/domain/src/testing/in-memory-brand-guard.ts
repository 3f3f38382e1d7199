import type { BrandDrift, BrandReviewEntry } from '../guard/types.js';
import type { BrandDriftMarker, BrandReviewHistory, BrandReviewRecorder } from '../ports/brand-guard.js';
import type { RequirementRepository } from '../ports/repositories.js';
import type { Requirement } from '../requirements/requirement.js';
import { changeStamp } from '../shared/change-stamp.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';
import type { InMemorySchedulingLedger } from './in-memory-scheduling-ledger.js';
import { missingDocument } from './missing-document.js';

export type BrandGuardOperation = 'record' | 'list' | 'mark';

const keyOf = (brandId: string, requirementId: string): string => `${brandId}/${requirementId}`;

/** A drift the item's last review has not seen: there is no review, or the drift is newer. */
const unreviewed = (requirement: Requirement): BrandDrift | null => {
  const drift = requirement.brandDrift ?? null;
  if (drift === null) return null;
  const review = requirement.brandReview ?? null;
  return review === null || drift.at.getTime() > review.at.getTime() ? drift : null;
};

/**
 * The brand guard's stores in memory, over the requirement twin: a review written as `brandReview` (with
 * changedBy of its requester and time; updatedAt is not moved: a score is not an edit) together with one history entry, the history read newest
 * first, and the drift marker writing `brandDrift` on every requirement of the brand not yet sent (no
 * `scheduledPost`, nor a record in the scheduling ledger twin when one is given), merged with a drift not yet
 * reviewed, as the Firestore adapter does in one transaction.
 */
export class InMemoryBrandGuard implements BrandReviewRecorder, BrandReviewHistory, BrandDriftMarker {
  private readonly histories = new Map<string, BrandReviewEntry[]>();
  private readonly failures = new FailureHook<BrandGuardOperation>('InMemoryBrandGuard');

  constructor(
    private readonly requirements: RequirementRepository,
    private readonly ledger?: InMemorySchedulingLedger,
  ) {}

  failNext(operation?: BrandGuardOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async record(brandId: string, requirementId: string, entry: BrandReviewEntry): Promise<void> {
    this.failures.check('record');
    const requirement = await this.requirements.get(brandId, requirementId);
    if (requirement === null) throw missingDocument(`brands/${brandId}/requirements/${requirementId}`);
    await this.requirements.update(brandId, requirementId, {
      brandReview: copy(entry),
      changedBy: changeStamp(entry.by, entry.at),
    });
    const key = keyOf(brandId, requirementId);
    this.histories.set(key, [...(this.histories.get(key) ?? []), copy(entry)]);
  }

  async list(brandId: string, requirementId: string): Promise<readonly BrandReviewEntry[]> {
    this.failures.check('list');
    return (this.histories.get(keyOf(brandId, requirementId)) ?? [])
      .slice()
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map(copy);
  }

  async mark(brandId: string, drift: BrandDrift): Promise<number> {
    this.failures.check('mark');
    const unsent = (await this.requirements.list(brandId)).filter(
      (requirement) => requirement.scheduledPost === null && this.ledger?.sent(brandId, requirement.id) == null,
    );
    for (const requirement of unsent) {
      const earlier = unreviewed(requirement)?.changes ?? [];
      await this.requirements.update(brandId, requirement.id, {
        brandDrift: { changes: [...new Set([...earlier, ...drift.changes])], at: drift.at, by: { ...drift.by } },
        changedBy: changeStamp(drift.by, drift.at),
      });
    }
    return unsent.length;
  }
}
