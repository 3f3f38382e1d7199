import type { Brand } from '../brands/brand.js';
import { canSeeBrand } from '../brands/visibility.js';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import type { RequirementScope } from '../ports/ai.js';
import type { BrandRepository, RequirementPatch, RequirementRepository } from '../ports/repositories.js';
import type { Requirement, RequirementCore } from '../requirements/requirement.js';
import { asKind, type ContentRequirementKind, type RequirementOfKind } from '../requirements/requirement-kinds.js';
import { DomainError } from '../shared/errors.js';
import { validateTextSizes } from '../validation/text-sizes.js';
import { validateSecureUrls } from '../validation/urls.js';
import { assertValid, isFilled } from '../validation/validation.js';
import type { Guard } from './or-fail.js';

/** One requirement of one brand, as the detail screens address it after loading. */
export interface RequirementKey {
  readonly brandId: string;
  readonly requirementId: string;
}

/** The brand and requirement an AI call about `requirement` names (the server checks both). */
export const scopeOf = (requirement: Pick<Requirement, 'brandId' | 'id'>): RequirementScope => ({
  brandId: requirement.brandId,
  requirementId: requirement.id,
});

/** The brandId and requirement id every action after loading needs, or the screen's refusal. */
export const requireKey = (key: RequirementKey, message: string): RequirementKey => {
  if (!isFilled(key.brandId) || !isFilled(key.requirementId)) throw new DomainError('validation', message);
  return { brandId: key.brandId.trim(), requirementId: key.requirementId.trim() };
};

/**
 * The brand, read under the operation's guard; refused as not found (with the given
 * message) or forbidden when the actor cannot see it (docs/product.md, "Permissions").
 */
export const readVisibleBrand = async (
  brands: BrandRepository,
  actor: Actor,
  brandId: string,
  guard: Guard,
  notFound: string,
): Promise<Brand> => {
  const brand = await guard(() => brands.get(brandId));
  if (brand === null) throw new DomainError('not-found', notFound, { brandId });
  if (!canSeeBrand(brand, actor)) throw new DomainError('forbidden', Messages.access.forbidden, { brandId });
  return brand;
};

/** The requirement by its id, read under the operation's guard; refused as not found. */
export const readRequirement = async (
  requirements: RequirementRepository,
  key: RequirementKey,
  guard: Guard,
  notFound: string,
): Promise<Requirement> => {
  const requirement = await guard(() => requirements.get(key.brandId, key.requirementId));
  if (requirement === null) throw new DomainError('not-found', notFound, { ...key });
  return requirement;
};

const urlsOf = (fields: Partial<Pick<Requirement, 'videoUrl' | 'imageAIUrl' | 'imagesAIUrl' | 'scripts'>>): string[] =>
  [
    fields.videoUrl,
    fields.imageAIUrl,
    ...(fields.imagesAIUrl ?? []),
    ...(fields.scripts ?? []).map((script) => script.videoUrl),
  ].filter((url): url is string => url !== undefined);

/**
 * Every new URL a requirement patch would store is https (the local stack's loopback http
 * aside): a URL the requirement already holds is not judged again, so a list patch (carousel
 * slots, scripts) never fails on an address it merely carries over.
 */
const assertSecureUrls = (requirement: Requirement, patch: RequirementPatch): void => {
  const held = new Set(urlsOf(requirement));
  assertValid(validateSecureUrls(urlsOf(patch).filter((url) => !held.has(url))));
};

/** Writes the patch and answers the requirement as it now is (what the screen shows). */
export const writeRequirement = async (
  requirements: RequirementRepository,
  requirement: Requirement,
  patch: RequirementPatch,
  guard: Guard,
): Promise<Requirement> => {
  checkPatch(requirement, patch);
  await guard(() => requirements.update(requirement.brandId, requirement.id, patch));
  return { ...requirement, ...patch };
};

/** What every patch of a content screen must hold: new URLs https, texts within their sizes. */
const checkPatch = (requirement: Requirement, patch: RequirementPatch): void => {
  assertSecureUrls(requirement, patch);
  assertValid(validateTextSizes(patch));
};

/**
 * Writes the patch `change` makes of the requirement as stored when the write commits (RequirementRepository.updateFrom:
 * one transaction, made again if someone else wrote in between), checked like writeRequirement; answers the
 * requirement as it now is. For edits of one part of a list field, so that another person's edit of another part is
 * never overwritten.
 */
export const writeRequirementFrom = async (
  requirements: RequirementRepository,
  key: RequirementKey,
  change: (stored: Requirement) => RequirementPatch,
  guard: Guard,
): Promise<Requirement> =>
  guard(() =>
    requirements.updateFrom(key.brandId, key.requirementId, (stored) => {
      const patch = change(stored);
      checkPatch(stored, patch);
      return patch;
    }),
  );

/** The texts a content screen refuses with when the key, the brand or the requirement is missing. */
export interface ContentAccessTexts {
  readonly missingKey: string;
  readonly brandNotFound: string;
  readonly requirementNotFound: string;
}

/**
 * How the content use cases (carousel, video, blog) reach one requirement: the brand read
 * and checked for visibility, the requirement read by its key, a patch written and the
 * requirement answered as it now is (what the screen shows).
 */
export class ContentAccess {
  constructor(
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
    private readonly texts: ContentAccessTexts,
  ) {}

  async read(actor: Actor, key: RequirementKey, guard: Guard): Promise<{ brand: Brand; requirement: Requirement }> {
    const checked = requireKey(key, this.texts.missingKey);
    const brand = await readVisibleBrand(this.brands, actor, checked.brandId, guard, this.texts.brandNotFound);
    const requirement = await this.requirement(checked, guard);
    return { brand, requirement };
  }

  /** The requirement alone (e.g. read again after a long upload). */
  async requirement(key: RequirementKey, guard: Guard): Promise<Requirement> {
    const requirement = await guard(() => this.requirements.get(key.brandId, key.requirementId));
    if (requirement === null) throw new DomainError('not-found', this.texts.requirementNotFound, { ...key });
    return requirement;
  }

  async write(requirement: Requirement, patch: RequirementPatch, guard: Guard): Promise<Requirement> {
    return writeRequirement(this.requirements, requirement, patch, guard);
  }

  /** The patch made from the requirement as stored when it is written (writeRequirementFrom). */
  async writeFrom(
    requirement: Pick<RequirementCore, 'brandId' | 'id'>,
    change: (stored: Requirement) => RequirementPatch,
    guard: Guard,
  ): Promise<Requirement> {
    return writeRequirementFrom(
      this.requirements,
      { brandId: requirement.brandId, requirementId: requirement.id },
      change,
      guard,
    );
  }

  /**
   * writeFrom for one kind's content: `narrow` types the requirement as its kind (refusing one of
   * another kind), so `change` sees the requirement as stored typed as that kind, and the answer is.
   */
  async writeKindFrom<R extends RequirementCore>(
    requirement: R,
    narrow: (stored: Requirement) => R,
    change: (stored: R) => RequirementPatch,
    guard: Guard,
  ): Promise<R> {
    return narrow(await this.writeFrom(requirement, (stored) => change(narrow(stored)), guard));
  }
}

/**
 * The requirement a content command acts on must be of the brand in its key and of the
 * command's kind (its title decides: docs/product.md, "Requirements"); anything else is
 * refused as not found, with the screen's message. Answers it typed as that kind.
 */
export const requireContentOf = <K extends ContentRequirementKind>(
  requirement: Requirement,
  key: RequirementKey,
  kind: K,
  notFound: string,
): RequirementOfKind[K] => {
  const ofKind = asKind(requirement, kind);
  if (requirement.brandId !== key.brandId || ofKind === null) {
    throw new DomainError('not-found', notFound, { ...key, kind });
  }
  return ofKind;
};
