import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { Requirement } from '../requirements/requirement.js';
import { bogotaDay, calendarKindOf, type CalendarDay } from '../scheduling/calendar.js';
import type { Clock } from '../shared/clock.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith } from './or-fail.js';

/**
 * What the Calendario reads (docs/product.md, "Calendario"): the brand's carousels and videos,
 * dated or not, whatever their status. Reading needs VIEW_REQUIREMENTS and a brand the caller
 * sees, as the rules say; the moves are the `planning/date` and `planning/spread` commands.
 */
export class CalendarViews {
  constructor(
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
    private readonly clock: Clock,
  ) {}

  /** Today in Bogotá: where 'Hoy' goes and before which no piece is moved. */
  today(): CalendarDay {
    return bogotaDay(this.clock.now());
  }

  async load(actor: Actor, brandId: string): Promise<Requirement[]> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    const guard = failingWith(Messages.calendar.loadFailed);
    const brand = await readVisibleBrand(this.brands, actor, brandId.trim(), guard, Messages.carousel.brandNotFound);
    const all = await guard(() => this.requirements.list(brand.id));
    return all.filter((requirement) => calendarKindOf(requirement) !== null);
  }
}
