import type { LinkedInConnection } from '../linkedin/connection.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { LinkedInAuthorizer } from '../ports/linkedin.js';
import type { BrandRepository, LinkedInCredentialsRepository } from '../ports/repositories.js';
import type { Clock } from '../shared/clock.js';
import { validateLinkedInOrganization } from '../validation/content-rules.js';
import { assertValid } from '../validation/validation.js';
import { readVisibleBrand } from './content-access.js';
import { failingWithReason } from './or-fail.js';

const messages = Messages.linkedin;

/** Transitional (issue 13 contract): replaced when the use case reads users/{uid}/linkedin/default. */
const DISCONNECTED: LinkedInConnection = {
  connected: false,
  expiresAt: null,
  organizationId: '',
  brandId: '',
  connectedAt: null,
};

/** The LinkedIn section of Redes Sociales (/socialmedia), docs/product.md, "LinkedIn". */
export class LinkedInUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly credentials: LinkedInCredentialsRepository,
    private readonly authorizer: LinkedInAuthorizer,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether the actor has a stored LinkedIn token ('Conectado con LinkedIn'). The spec has
   * no message for a failed read: the indicator then simply shows "not connected".
   */
  async status(actor: Actor): Promise<LinkedInConnection> {
    requirePermission(actor, 'SOCIAL_MEDIA');
    try {
      return { ...DISCONNECTED, connected: await this.credentials.isConnected(actor.uid) };
    } catch {
      return DISCONNECTED;
    }
  }

  /**
   * 'Conectar LinkedIn': saves the organization id on the brand, then answers the
   * authorisation URL (with the actor's uid and the brand id) the browser is sent to.
   */
  async connectUrl(actor: Actor, brandId: string | null | undefined, organizationId: string): Promise<string> {
    const id = await this.saveOrganization(actor, brandId, organizationId);
    return this.authorizer.authorizationUrl({ uid: actor.uid, brandId: id });
  }

  /** 'Guardar': saves the organization id on the brand; answers the success text. */
  async save(actor: Actor, brandId: string | null | undefined, organizationId: string): Promise<string> {
    await this.saveOrganization(actor, brandId, organizationId);
    return messages.saved;
  }

  /** Both buttons: a selected brand, then a non-blank organization id, stored trimmed. */
  private async saveOrganization(
    actor: Actor,
    brandId: string | null | undefined,
    organizationId: string | null | undefined,
  ): Promise<string> {
    requirePermission(actor, 'SOCIAL_MEDIA');
    assertValid(validateLinkedInOrganization({ brandId, organizationId }));
    const id = (brandId ?? '').trim();
    const guard = failingWithReason(messages.savePrefix);
    await readVisibleBrand(this.brands, actor, id, guard, `${messages.savePrefix}${Messages.carousel.brandNotFound}`);
    const linkedinOrganizationId = (organizationId ?? '').trim();
    await guard(() => this.brands.update(id, { linkedinOrganizationId, updatedAt: this.clock.now() }));
    return id;
  }
}
