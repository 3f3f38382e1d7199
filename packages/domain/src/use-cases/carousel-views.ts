import type { Brand, SocialNetwork } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { can, requirePermission, type Actor } from '../permissions/actor.js';
import type { DesignValidationEntry, DesignValidationHistory } from '../ports/ai-endpoint.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { CarouselRequirement, Requirement } from '../requirements/requirement.js';
import { isPosition } from '../requirements/content-slots.js';
import { networksFor } from '../scheduling/networks.js';
import { DomainError } from '../shared/errors.js';
import { validateRequirementRef } from '../validation/content-rules.js';
import { assertValid, isFilled } from '../validation/validation.js';
import { ContentAccess, readVisibleBrand, requireContentOf, type RequirementKey } from './content-access.js';
import { failingWith } from './or-fail.js';

const messages = Messages.carousel;

/** What the carousel detail shows after loading. */
export interface CarouselDetail {
  readonly brand: Brand;
  readonly requirement: CarouselRequirement;
  /** The schedule options: the brand's networks that take carousels. */
  readonly networks: readonly SocialNetwork[];
  /** The publishing panel: CARROUSEL_SENDTOMETRICS and a brand with a metrics id. */
  readonly canPublish: boolean;
}

/**
 * What the carousel detail (/carrousel/{id}, docs/product.md, "Carousels") reads in the
 * browser: the requirement with its brand, and a card's alignment history. Its actions are
 * content commands, run on the server (CarouselUseCases).
 */
export class CarouselViews {
  private readonly content: ContentAccess;

  constructor(
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
    /** The cards' alignment history, kept by the server. */
    private readonly history: DesignValidationHistory,
  ) {
    this.content = new ContentAccess(brands, requirements, {
      missingKey: messages.missingBrandOrRequirement,
      brandNotFound: messages.brandNotFound,
      requirementNotFound: messages.requirementNotFound,
    });
  }

  /** The detail by the brandId and number of the navigation state. */
  async load(
    actor: Actor,
    brandId: string | null | undefined,
    number: number | string | null | undefined,
  ): Promise<CarouselDetail> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    assertValid(validateRequirementRef({ brandId, number }));
    const id = (brandId ?? '').trim();
    const guard = failingWith(Messages.requirements.find);
    const brand = await readVisibleBrand(this.brands, actor, id, guard, messages.brandNotFound);
    const requirement = await guard(() => this.requirements.findByNumber(id, Number(number)));
    if (requirement === null) throw new DomainError('not-found', messages.requirementNotFound, { brandId: id, number });
    return this.detail(actor, brand, requirement);
  }

  /**
   * The detail by the brand and requirement id (a reload or a pasted /carrousel/{id} link, where the
   * navigation state with the number is gone): the same checks and answer as `load`.
   */
  async open(actor: Actor, key: RequirementKey): Promise<CarouselDetail> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    const { brand, requirement } = await this.content.read(actor, key, failingWith(Messages.requirements.find));
    return this.detail(actor, brand, requirement);
  }

  /** The alignment history of card `index` (date, percentage, who), newest first; kept by the server. */
  async validationHistory(actor: Actor, key: RequirementKey, index: number): Promise<readonly DesignValidationEntry[]> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    if (!isPosition(index)) throw new DomainError('validation', messages.invalidImageIndex, { index });
    const guard = failingWith(Messages.requirements.find);
    const { requirement } = await this.content.read(actor, key, guard);
    return guard(() => this.history.list(requirement.brandId, requirement.id, index));
  }

  /** The detail of a carousel of the brand; a requirement of another kind is not found, as for the commands. */
  private detail(actor: Actor, brand: Brand, requirement: Requirement): CarouselDetail {
    const key = { brandId: brand.id, requirementId: requirement.id };
    return {
      brand,
      requirement: requireContentOf(requirement, key, 'carrousel', messages.requirementNotFound),
      networks: networksFor(brand, 'carousel'),
      canPublish: can(actor, 'CARROUSEL_SENDTOMETRICS') && isFilled(brand.idMetrics),
    };
  }
}
