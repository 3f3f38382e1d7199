import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { BrandRepository } from '../ports/repositories.js';
import type { SendHistory } from '../ports/scheduling.js';
import { SEND_LIST_LIMIT, unsentProblem, type SendRecord } from '../scheduling/send-record.js';
import { readVisibleBrand, requireKey, type RequirementKey } from './content-access.js';
import { failingWith } from './or-fail.js';

const m = Messages.scheduling;

/**
 * What the browser reads of the send records the scheduler function writes (docs/product.md,
 * "Envíos"): a brand's list for the 'Envíos' screen, and an item's last send when it did not go.
 * Reading needs VIEW_REQUIREMENTS and a brand the caller sees, as the rules say.
 */
export class SendViews {
  constructor(
    private readonly brands: BrandRepository,
    private readonly history: SendHistory,
  ) {}

  /** The brand's sends, newest first (at most SEND_LIST_LIMIT). */
  async list(actor: Actor, brandId: string): Promise<readonly SendRecord[]> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    const id = brandId.trim();
    const guard = failingWith(m.loadSends);
    await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    return guard(() => this.history.list(id, SEND_LIST_LIMIT));
  }

  /** The item's newest send when it was refused or failed (shown on the item until it is sent again); else null. */
  async unsent(actor: Actor, key: RequirementKey): Promise<SendRecord | null> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    const checked = requireKey(key, Messages.carousel.missingBrandOrRequirement);
    const guard = failingWith(m.loadSends);
    await readVisibleBrand(this.brands, actor, checked.brandId, guard, Messages.carousel.brandNotFound);
    return unsentProblem(await guard(() => this.history.latest(checked.brandId, checked.requirementId)));
  }
}
