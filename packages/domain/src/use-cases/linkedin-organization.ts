import type { Brand } from '../brands/brand.js';
import { ID_PATTERN } from '../commands/body.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandPatch, BrandRepository } from '../ports/repositories.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { validateLinkedInOrganization } from '../validation/content-rules.js';
import { validateTextSizes } from '../validation/text-sizes.js';
import { assertValid } from '../validation/validation.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith } from './or-fail.js';

const messages = Messages.linkedin;

/**
 * 'brand/linkedin-organization', run on the server: the LinkedIn organization id of a brand
 * (Redes Sociales' 'Guardar', and 'Conectar LinkedIn' before it leaves; docs/product.md,
 * "LinkedIn").
 */
export class LinkedInOrganizationUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * A selected brand the actor may see, then a non-blank organization id, stored trimmed
   * with updatedAt and who asked; answers the brand as saved.
   */
  async save(
    actor: Actor,
    brandId: string | null | undefined,
    organizationId: string | null | undefined,
  ): Promise<Brand> {
    requirePermission(actor, 'SOCIAL_MEDIA');
    assertValid(validateLinkedInOrganization({ brandId, organizationId }));
    const id = (brandId ?? '').trim();
    const linkedinOrganizationId = (organizationId ?? '').trim();
    assertValid(validateTextSizes({ linkedinOrganizationId }));
    const guard = failingWith({ prefix: messages.savePrefix });
    const notFound = `${messages.savePrefix}${Messages.carousel.brandNotFound}`;
    // Not a document id: no brand can be there.
    if (!ID_PATTERN.test(id)) throw new DomainError('not-found', notFound, { brandId: id });
    const brand = await readVisibleBrand(this.brands, actor, id, guard, notFound);
    const now = this.clock.now();
    const patch: BrandPatch = { linkedinOrganizationId, updatedAt: now, changedBy: changeStamp(actor, now) };
    await guard(() => this.brands.update(brand.id, patch));
    return { ...brand, ...patch };
  }
}
