import type { SocialNetwork } from '../brands/brand.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { ABSOLUTE_CLAIMS_LIMITS } from '../guard/limits.js';
import { BRAND_DNA_TEXT_FIELDS, BrandDnaUseCases, type BrandDnaSave } from '../use-cases/brand-dna.js';
import { ContentReviewUseCases } from '../use-cases/content-review.js';
import { LinkedInOrganizationUseCases } from '../use-cases/linkedin-organization.js';
import {
  bodyFields,
  readFlag,
  readId,
  readOptionalBoolean,
  readOptionalId,
  readOptionalObjectPath,
  readOptionalText,
  readOptionalTextList,
  readText,
} from './body.js';
import { command, type CommandGroup } from './command.js';
import { DomainError } from '../shared/errors.js';
import { Messages } from '../messages.js';

/** Fields left out of a body are left out of the input (an update writes only what it is given). */
const given = <T extends object>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

/**
 * The brand DNA form's body: which brand, its answers (texts and lists, each within its cap;
 * names, caps of the whole and URL fields are the use case's to judge) and the paths of the
 * files it uploaded. Nothing else is read: no owner, status, e-mail, analysis or URL.
 */
const parseBrandDnaSave = (body: unknown): BrandDnaSave => {
  const fields = bodyFields(body);
  const texts = Object.fromEntries(BRAND_DNA_TEXT_FIELDS.map((field) => [field, readOptionalText(fields, field)]));
  return given({
    ...texts,
    id: readOptionalId(fields, 'id'),
    newBrand: readFlag(fields, 'newBrand') || undefined,
    brandName: readText(fields, 'brandName'),
    kpis: readOptionalTextList(fields, 'kpis'),
    // Shapes only: the use case judges the count and each term's length (Messages.guard.absoluteClaimsInvalid).
    absoluteClaims: readOptionalTextList(fields, 'absoluteClaims', ABSOLUTE_CLAIMS_LIMITS.max * 2, TEXT_LIMITS.name),
    socialNetworks: readOptionalTextList(fields, 'socialNetworks', TEXT_LIMITS.listItems, TEXT_LIMITS.name) as
      SocialNetwork[] | undefined,
    idMetrics: readOptionalText(fields, 'idMetrics'),
    linkMetrics: readOptionalText(fields, 'linkMetrics', TEXT_LIMITS.url),
    keyVisualPath: readOptionalObjectPath(fields, 'keyVisualPath'),
    brandManualPath: readOptionalObjectPath(fields, 'brandManualPath'),
  });
};

/** The brand the id is for (null: none selected, which the use case refuses with its own text) and the id typed. */
const parseLinkedInOrganization = (
  body: unknown,
): { readonly brandId: string | null; readonly organizationId: string } => {
  const fields = bodyFields(body);
  const brandId = fields['brandId'];
  if (brandId !== undefined && brandId !== null && typeof brandId !== 'string') {
    throw new DomainError('validation', Messages.endpoints.fieldNotText('brandId'), { field: 'brandId' });
  }
  return {
    brandId: typeof brandId === 'string' ? readText(fields, 'brandId', TEXT_LIMITS.name) : null,
    organizationId: readText(fields, 'organizationId', TEXT_LIMITS.name),
  };
};

/** The brand function's commands (docs/product.md, "Content commands"), by action name. */
export const BRAND_COMMANDS = {
  /** The brand DNA form's save: a new manual is analysed by the model (docs/product.md, "Brand DNA"). */
  'save-dna': command({
    useCase: BrandDnaUseCases,
    parse: parseBrandDnaSave,
    run: (useCase, actor, input) => useCase.save(actor, input),
    model: true,
  }),
  /** Redes Sociales' organization id (docs/product.md, "LinkedIn"). */
  'linkedin-organization': command({
    useCase: LinkedInOrganizationUseCases,
    parse: parseLinkedInOrganization,
    run: (useCase, actor, { brandId, organizationId }) => useCase.save(actor, brandId, organizationId),
  }),
  /** 'Requiere aprobación' on the brand form (docs/product.md, "Approval"). */
  approval: command({
    useCase: ContentReviewUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      const requiresApproval = readOptionalBoolean(fields, 'requiresApproval');
      if (requiresApproval === undefined) {
        throw new DomainError('validation', Messages.endpoints.fieldNotBoolean('requiresApproval'), {
          field: 'requiresApproval',
        });
      }
      return { brandId: readId(fields, 'brandId'), requiresApproval };
    },
    run: (useCase, actor, { brandId, requiresApproval }) => useCase.setApproval(actor, brandId, requiresApproval),
  }),
} as const satisfies CommandGroup;
