import type { Brand, SocialNetwork } from '../brands/brand.js';
import { canSeeBrand } from '../brands/visibility.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import { requirementKind, type Requirement, type RequirementCore } from '../requirements/requirement.js';
import { fromBogotaDateTime } from '../scheduling/bogota-time.js';
import { bogotaDay } from '../scheduling/calendar.js';
import { isSpreadable, spreadDate, spreadDays } from '../scheduling/spread.js';
import { FIRST_COMMENT_MAX } from '../scheduling/first-comment.js';
import { characterCount } from '../scheduling/network-limits.js';
import { networksFor } from '../scheduling/networks.js';
import type { ContentKind, PublicationPlanning } from '../scheduling/types.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { validateSecureUrl } from '../validation/urls.js';
import { assertValid } from '../validation/validation.js';
import { readVisibleBrand, requireKey, writeRequirementFrom, type RequirementKey } from './content-access.js';
import { failingWith } from './or-fail.js';

/**
 * The planning fields a screen may send; anything left out keeps its stored value. The
 * publication date may come as the date-time input's text, read as Bogotá time.
 */
export type PlanningInput = Partial<Omit<PublicationPlanning, 'publicationDate'>> & {
  readonly publicationDate?: Date | string | null;
};

/** An instant carries its offset ('Z', '-05:00'); a date-time input's text does not. */
const ZONED = /(?:Z|[+-]\d{2}:\d{2})$/i;

/** The stored instant of a publication date; blank text clears it, unreadable text is refused. */
const publicationInstant = (value: Date | string | null): Date | null => {
  if (value === null) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new DomainError('validation', Messages.scheduling.invalidPublicationDate);
    return value;
  }
  const text = value.trim();
  if (text === '') return null;
  if (!ZONED.test(text)) return fromBogotaDateTime(text);
  const instant = new Date(Date.parse(text));
  if (Number.isNaN(instant.getTime())) {
    throw new DomainError('validation', Messages.scheduling.invalidPublicationDate);
  }
  return instant;
};

const PLANNING_FIELDS = [
  'selectedSocialNetwork',
  'publicationDate',
  'collaborators',
  'documentTitle',
  'allowComments',
  'autoAddMusic',
  'brandMention',
  'videoTitle',
  'youtubeTags',
  'pinBoardId',
  'pinTitle',
  'pinLink',
  'pinNewFormat',
  'firstComment',
] as const satisfies readonly (keyof PublicationPlanning)[];

/**
 * The merge of the planning fields alone (an endpoint body may carry more), with the
 * chosen networks limited to those the screen offers: the brand's networks that take
 * this kind of content.
 */
export const planningPatch = (brand: Brand, kind: ContentKind, input: PlanningInput): Partial<PublicationPlanning> => {
  const patch: Record<string, unknown> = {};
  for (const field of PLANNING_FIELDS) {
    if (input[field] !== undefined) patch[field] = input[field];
  }
  if (input.publicationDate !== undefined) patch['publicationDate'] = publicationInstant(input.publicationDate);
  if (input.selectedSocialNetwork !== undefined) {
    const offered = networksFor(brand, kind);
    patch['selectedSocialNetwork'] = [...new Set(input.selectedSocialNetwork)].filter((network: SocialNetwork) =>
      offered.includes(network),
    );
  }
  return patch as Partial<PublicationPlanning>;
};

/** The result of a save or a send, with the success dialog's text: the requirement as stored (a panel's, typed as its kind). */
export interface PublicationOutcome<R extends RequirementCore = Requirement> {
  readonly requirement: R;
  readonly message: string;
}

/** What 'Guardar publicación' sends: the requirement and its planning fields. */
export interface PlanningSave extends RequirementKey {
  readonly planning: PlanningInput;
}

/** The content kind a requirement is planned as (by its title), or null for one that is neither. */
export const plannedKindOf = (requirement: Pick<RequirementCore, 'title'>): ContentKind | null => {
  const kind = requirementKind(requirement.title);
  return kind === 'carrousel' ? 'carousel' : kind === 'video' ? 'video' : null;
};

/** What the calendar's move sends: the requirement and its new publication date. */
export interface PlanningDate extends RequirementKey {
  readonly publicationDate: Date | string;
}

/** The spread's answer: the pieces it dated, as stored, and the text that says how many. */
export interface SpreadOutcome {
  readonly requirements: readonly Requirement[];
  readonly message: string;
}

/** Each panel's own texts: a failed save, a missing brand. */
const PANEL_TEXTS: Readonly<Record<ContentKind, { readonly saveFailed: string; readonly brandNotFound: string }>> = {
  carousel: { saveFailed: Messages.carousel.savePlanning, brandNotFound: Messages.carousel.brandNotFound },
  video: { saveFailed: Messages.video.savePlanning, brandNotFound: Messages.video.brandDataNotFound },
};

/**
 * 'Guardar publicación' of the carousel and video details, on the server (the `planning/save`
 * command; docs/product.md, "Scheduling (Metricool)"): the planning fields alone, written in
 * one transaction from the requirement as stored and stamped with who asked (changedBy). The
 * stored requirement says which panel it is (a carousel or a video, by its title: anything else
 * is refused) and so which texts a refusal shows and which networks may be chosen (the brand's
 * networks that take that kind); a read that fails before the requirement is known says the
 * video panel's 'No se pudo guardar la planificación.', which names neither kind.
 */
export class PlanningUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
    private readonly clock: Clock,
  ) {}

  async save(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<PublicationOutcome> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const checked = requireKey(key, Messages.video.missingBrandOrRequirement);
    // The pin's destination is sent to Pinterest and shown as a link: https, as every URL field.
    assertValid(validateSecureUrl(planning.pinLink));
    if (planning.firstComment !== undefined && characterCount(planning.firstComment) > FIRST_COMMENT_MAX) {
      throw new DomainError('validation', Messages.scheduling.firstCommentTooLong(FIRST_COMMENT_MAX), {
        field: 'firstComment',
      });
    }
    const [brand, requirement] = await failingWith(Messages.video.savePlanning)(() =>
      Promise.all([this.brands.get(checked.brandId), this.requirements.get(checked.brandId, checked.requirementId)]),
    );
    const kind = requirement === null ? null : plannedKindOf(requirement);
    if (brand === null) {
      const notFound = kind === null ? Messages.carousel.brandNotFound : PANEL_TEXTS[kind].brandNotFound;
      throw new DomainError('not-found', notFound, { brandId: checked.brandId });
    }
    if (!canSeeBrand(brand, actor)) throw new DomainError('forbidden', Messages.access.forbidden, { ...checked });
    if (requirement === null) throw new DomainError('not-found', Messages.carousel.requirementNotFound, { ...checked });
    if (kind === null) {
      throw new DomainError('validation', Messages.scheduling.wrongContentKind, {
        ...checked,
        title: requirement.title,
      });
    }
    const patch = planningPatch(brand, kind, planning);
    const now = this.clock.now();
    const saved = await writeRequirementFrom(
      this.requirements,
      checked,
      () => ({ ...patch, updatedAt: now, changedBy: changeStamp(actor, now) }),
      failingWith(PANEL_TEXTS[kind].saveFailed),
    );
    return { requirement: saved, message: Messages.success.planningSaved };
  }

  /**
   * The Calendario's move (the `planning/date` command; docs/product.md, "Calendario"): the
   * publication date alone, with every check and the write of `save`.
   */
  async date(actor: Actor, input: PlanningDate): Promise<PublicationOutcome> {
    const { publicationDate, ...key } = input;
    const { requirement } = await this.save(actor, key, { publicationDate });
    return { requirement, message: Messages.calendar.dateSaved };
  }

  /**
   * 'Repartir parrilla' (the `planning/spread` command; docs/product.md, "Calendario",
   * spreading the grid): the brand's content-grid carousels and videos without a date, each
   * on its own day of the coming weeks (spread.ts), at 10:00 in Bogotá, in one transaction
   * that reads them again (one dated meanwhile keeps its date), stamped with who asked.
   */
  async spread(actor: Actor, brandId: string): Promise<SpreadOutcome> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const guard = failingWith(Messages.calendar.spreadFailed);
    const brand = await readVisibleBrand(this.brands, actor, brandId.trim(), guard, Messages.carousel.brandNotFound);
    const all = await guard(() => this.requirements.list(brand.id));
    const candidates = all.filter(isSpreadable).sort((a, b) => a.number - b.number);
    if (candidates.length === 0) return { requirements: [], message: Messages.calendar.spread(0) };
    const now = this.clock.now();
    const busy = new Set(
      all.flatMap((requirement) =>
        requirement.publicationDate instanceof Date ? [bogotaDay(requirement.publicationDate)] : [],
      ),
    );
    const written = await guard(() =>
      this.requirements.updateManyFrom(
        brand.id,
        candidates.map((requirement) => requirement.id),
        (stored) => {
          const still = stored.filter(isSpreadable);
          const days = spreadDays(
            still.map((requirement) => ({ id: requirement.id, networks: requirement.selectedSocialNetwork })),
            brand.socialNetworks ?? [],
            now,
            busy,
          );
          return stored.map((requirement) => {
            const day = days.get(requirement.id);
            return day === undefined
              ? null
              : { publicationDate: spreadDate(day), updatedAt: now, changedBy: changeStamp(actor, now) };
          });
        },
      ),
    );
    return { requirements: written, message: Messages.calendar.spread(written.length) };
  }
}
