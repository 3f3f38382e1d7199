import {
  parseCarouselCaptions,
  parseCarouselImage,
  parseDesignGuides,
  parseDesignValidation,
} from '../ai/carousel-answers.js';
import { GUIDES_COUNT, carouselGraphicGuide, guidesRequest } from '../ai/prompts.js';
import { brandStrategy } from '../ai/strategy-summary.js';
import type { Blueprint } from '../blueprint/blueprint.js';
import type { Brand, SocialNetwork } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { can, requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { CaptionGenerator, CarouselImageGenerator, DesignGuideGenerator, DesignValidator } from '../ports/ai.js';
import type { DesignValidationEntry, DesignValidationHistory } from '../ports/ai-endpoint.js';
import type { BlueprintRepository, BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { MediaFile, MediaStorage, UploadProgress } from '../ports/storage.js';
import type { Requirement } from '../requirements/requirement.js';
import { networksFor } from '../scheduling/networks.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import {
  validateDesignCheck,
  validateGuidesCaption,
  validateNewCarouselImage,
  validateRequirementRef,
} from '../validation/content-rules.js';
import { carouselImagePath, sanitizeFileName } from '../media/storage-paths.js';
import { validateCarouselImage } from '../media/upload-rules.js';
import { assertValid, isFilled } from '../validation/validation.js';
import { base64ImageType } from '../media/base64-image.js';
import { captionFor, isPosition } from '../requirements/content-slots.js';
import { mergeGuideEdit, withCardImage, type GuideEdit } from '../requirements/carousel-edit.js';
import { ContentAccess, readVisibleBrand, scopeOf, type RequirementKey } from './content-access.js';
import { failingWith, failingWithReason, type Guard } from './or-fail.js';

const messages = Messages.carousel;

/** What the carousel detail shows after loading. */
export interface CarouselDetail {
  readonly brand: Brand;
  readonly requirement: Requirement;
  /** The schedule options: the brand's networks that take carousels. */
  readonly networks: readonly SocialNetwork[];
  /** The publishing panel: CARROUSEL_SENDTOMETRICS and a brand with a metrics id. */
  readonly canPublish: boolean;
}

/**
 * Caption and one guide's texts edited by hand; anything left out is kept as stored. A guide is
 * written by its position alone, so another person's edit of another guide, or of a text of this
 * one left out, is never overwritten.
 */
export interface CarouselTextsEdit {
  readonly caption?: string;
  readonly guide?: GuideEdit;
}

/** The edit as given, each text a string and the guide's position a list position, or the save's refusal. */
const checkedTextsEdit = (edit: CarouselTextsEdit | null | undefined): CarouselTextsEdit => {
  const refuse = (): never => {
    throw new DomainError('validation', Messages.blueprint.saveChanges);
  };
  const optionalText = (value: unknown): string | undefined =>
    value === undefined ? undefined : typeof value === 'string' ? value : refuse();
  if (typeof edit !== 'object' || edit === null) return refuse();
  const caption = optionalText(edit.caption);
  const guide = edit.guide;
  if (guide === undefined) return caption === undefined ? {} : { caption };
  if (typeof guide !== 'object' || guide === null || !isPosition(guide.index)) return refuse();
  const description = optionalText(guide.description);
  const suggestedWords = optionalText(guide.suggestedWords);
  return {
    ...(caption === undefined ? {} : { caption }),
    guide: {
      index: guide.index,
      ...(description === undefined ? {} : { description }),
      ...(suggestedWords === undefined ? {} : { suggestedWords }),
    },
  };
};

/** How many cards a carousel shows: the three guides, or more when its lists already hold more. */
const cardsOf = (requirement: Requirement): number =>
  Math.max(
    GUIDES_COUNT,
    requirement.instructions.length,
    requirement.suggestedWords.length,
    requirement.imagesAIUrl.length,
  );

/** The carousel requirement detail (/carrousel/{id}), docs/product.md, "Carousels". */
export class CarouselUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly blueprints: BlueprintRepository,
    private readonly requirements: RequirementRepository,
    private readonly storage: MediaStorage,
    private readonly captions: CaptionGenerator,
    private readonly guides: DesignGuideGenerator,
    private readonly images: CarouselImageGenerator,
    private readonly validator: DesignValidator,
    private readonly clock: Clock,
    /** The cards' alignment history, kept by the ai function (read only here). */
    private readonly history?: DesignValidationHistory,
  ) {
    this.content = new ContentAccess(brands, requirements, {
      missingKey: messages.missingBrandOrRequirement,
      brandNotFound: messages.brandNotFound,
      requirementNotFound: messages.requirementNotFound,
    });
  }

  private readonly content: ContentAccess;

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
    const { brand, requirement } = await this.read(actor, key, failingWith(Messages.requirements.find));
    return this.detail(actor, brand, requirement);
  }

  /** The alignment history of card `index` (date, percentage, who), newest first; kept by the server. */
  async validationHistory(actor: Actor, key: RequirementKey, index: number): Promise<readonly DesignValidationEntry[]> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    if (!isPosition(index)) throw new DomainError('validation', messages.invalidImageIndex, { index });
    const guard = failingWith(Messages.requirements.find);
    const { requirement } = await this.read(actor, key, guard);
    const history = this.history;
    if (history === undefined) return [];
    return guard(() => history.list(requirement.brandId, requirement.id, index));
  }

  private detail(actor: Actor, brand: Brand, requirement: Requirement): CarouselDetail {
    return {
      brand,
      requirement,
      networks: networksFor(brand, 'carousel'),
      canPublish: can(actor, 'CARROUSEL_SENDTOMETRICS') && isFilled(brand.idMetrics),
    };
  }

  /**
   * A new caption: carousel captions for the brand strategy, validated, and the one for
   * this requirement's grid position (T{i} takes the i-th) is stored.
   */
  async generateSuggestion(actor: Actor, key: RequirementKey): Promise<Requirement> {
    requirePermission(actor, 'CARROUSEL_SUGGESTIONAI');
    const guard = failingWith(messages.generateSuggestion);
    const { brand, requirement } = await this.read(actor, key, guard);
    const strategy = brandStrategy(brand, await this.requireBlueprint(brand.id, guard));
    const captions = parseCarouselCaptions(
      await guard(() => this.captions.carouselCaptions({ ...scopeOf(requirement), brand_strategy: strategy })),
    );
    return this.content.write(
      requirement,
      { caption: captionFor(captions, requirement), updatedAt: this.clock.now() },
      guard,
    );
  }

  /** Three new design guides for the caption (temperature 1, 8192 tokens); exactly three or none. */
  async generateGuides(actor: Actor, key: RequirementKey): Promise<Requirement> {
    requirePermission(actor, 'CARROUSEL_NEWGUIDES');
    const guard = failingWith(messages.generateGuides);
    const { brand, requirement } = await this.read(actor, key, guard);
    assertValid(validateGuidesCaption(requirement.caption));
    const strategy = brandStrategy(brand, await this.requireBlueprint(brand.id, guard));
    const raw = await guard(() =>
      this.guides.generateDesignGuides({ ...scopeOf(requirement), ...guidesRequest(requirement.caption, strategy) }),
    );
    const guides = parseDesignGuides(raw);
    if (guides.length !== GUIDES_COUNT) throw new DomainError('invalid-ai-answer', messages.invalidGuides);
    return this.content.write(
      requirement,
      {
        instructions: guides.map((guide) => guide.description),
        suggestedWords: guides.map((guide) => guide.suggestedWords),
        updatedAt: this.clock.now(),
      },
      guard,
    );
  }

  /**
   * A new AI image for guide `index`. Needs CARROUSEL_CHANGEIMG: it replaces the image on
   * that card, the same change as a manual replacement, and is the designer's work.
   * The card's old validation no longer applies and is removed.
   */
  async generateImage(actor: Actor, key: RequirementKey, index: number): Promise<Requirement> {
    requirePermission(actor, 'CARROUSEL_CHANGEIMG');
    if (!isPosition(index)) throw new DomainError('validation', messages.invalidImageIndex, { index });
    const guard = failingWithReason(messages.generateImagePrefix);
    const { brand, requirement } = await this.read(actor, key, guard);
    const description = requirement.instructions[index];
    assertValid(validateNewCarouselImage({ caption: requirement.caption, description }));
    const blueprint = await guard(() => this.blueprints.get(brand.id));
    const raw = await guard(() =>
      this.images.generateCarouselImage({
        ...scopeOf(requirement),
        caption: requirement.caption,
        descripcion: description ?? '',
        graphicGuide: carouselGraphicGuide(blueprint?.bloques),
      }),
    );
    const base64 = parseCarouselImage(raw);
    const now = this.clock.now();
    const type = base64ImageType(base64);
    const path = carouselImagePath({
      brandId: brand.id,
      requirementId: requirement.id,
      fileName: `imagen-${index + 1}-${now.getTime()}.${type.extension}`,
    });
    const stored = await guard(() => this.storage.uploadBase64(path, base64, type.contentType));
    return this.setImage(requirement, index, stored.url, now, guard);
  }

  /** The designer's own image for card `index` (png, jpg, jpeg, gif or webp). */
  async replaceImage(
    actor: Actor,
    key: RequirementKey,
    index: number,
    file: MediaFile | null | undefined,
    onProgress?: (progress: UploadProgress) => void,
    /** Aborting it stops the upload: uploadCancelled(), and the card keeps its image. */
    signal?: AbortSignal,
  ): Promise<Requirement> {
    requirePermission(actor, 'CARROUSEL_CHANGEIMG');
    assertValid(validateCarouselImage(file));
    const guard = failingWithReason(messages.uploadImagePrefix);
    const { brand, requirement } = await this.read(actor, key, guard);
    if (!isPosition(index) || index >= cardsOf(requirement)) {
      throw new DomainError('validation', messages.invalidImageIndex, { index });
    }
    const picked = file as MediaFile; // validateCarouselImage refused a missing file
    const now = this.clock.now();
    // The time keeps two cards' files of the same name apart and defeats stale caches.
    const path = carouselImagePath({
      brandId: brand.id,
      requirementId: requirement.id,
      fileName: `imagen-${index + 1}-${now.getTime()}-${sanitizeFileName(picked.name)}`,
    });
    const stored = await guard(() => this.storage.upload(path, picked, onProgress, { signal }));
    return this.setImage(requirement, index, stored.url, now, guard);
  }

  /**
   * The AI's alignment of image `index` with its guide. The ai function stores it (validation.{index} alone, and the
   * image's history: the percentage is what makes a design checked, so the browser never writes it); the answer is
   * validated here too and the requirement, read again, answered with it, as the server now holds it.
   */
  async validateDesign(actor: Actor, key: RequirementKey, index: number): Promise<Requirement> {
    requirePermission(actor, 'CARROUSEL_VALIDAI');
    if (!isPosition(index)) throw new DomainError('validation', messages.invalidImageIndex, { index });
    const guard = failingWithReason(messages.validateDesignPrefix);
    const { brand, requirement } = await this.read(actor, key, guard);
    const imageUrl = requirement.imagesAIUrl[index];
    const description = requirement.instructions[index];
    assertValid(validateDesignCheck({ imageUrl, description }));
    const raw = await guard(() =>
      this.validator.validateDesign({
        ...scopeOf(requirement),
        index,
        image_url: imageUrl ?? '',
        design_guidance: description ?? '',
        brand_manual_summary: brand.analysis ?? '',
        caption: requirement.caption,
      }),
    );
    const validation = parseDesignValidation(raw);
    // Read again: the answer shows what others stored meanwhile (another card's image or mark), never the
    // requirement as it was before the (slow) check. The mark is stored, so a failed read answers the first one.
    const current = await this.content
      .requirement({ brandId: requirement.brandId, requirementId: requirement.id }, guard)
      .catch(() => requirement);
    return { ...current, validation: { ...current.validation, [String(index)]: validation } };
  }

  /**
   * Caption and one guide's description and suggested words edited by hand (REQUIREMENTS_EDIT). The guide's texts
   * are written into their slot of the lists as stored when the write commits, in one transaction
   * (mergeGuideEdit + updateFrom): a guide someone else saved meanwhile, or saves at the same moment, is kept.
   */
  async editTexts(actor: Actor, key: RequirementKey, edit: CarouselTextsEdit): Promise<Requirement> {
    requirePermission(actor, 'REQUIREMENTS_EDIT');
    // No message of its own in the catalogue: the text every other "save changes" uses.
    const guard = failingWith(Messages.blueprint.saveChanges);
    const { caption, guide } = checkedTextsEdit(edit);
    const { requirement } = await this.read(actor, key, guard);
    const updatedAt = this.clock.now();
    return this.content.writeFrom(
      requirement,
      (stored) => {
        if (guide !== undefined && guide.index >= cardsOf(stored)) {
          throw new DomainError('validation', Messages.blueprint.saveChanges, { index: guide.index });
        }
        return {
          ...(caption === undefined ? {} : { caption }),
          ...(guide === undefined ? {} : mergeGuideEdit(stored, guide)),
          updatedAt,
        };
      },
      guard,
    );
  }

  private read(actor: Actor, key: RequirementKey, guard: Guard): Promise<{ brand: Brand; requirement: Requirement }> {
    return this.content.read(actor, key, guard);
  }

  private async requireBlueprint(brandId: string, guard: Guard): Promise<Blueprint> {
    const blueprint = await guard(() => this.blueprints.get(brandId));
    if (blueprint === null) throw new DomainError('not-found', messages.blueprintNotFound, { brandId });
    return blueprint;
  }

  /**
   * Card `index`'s new image written over the images and marks as stored when the write commits, in one transaction
   * (withCardImage + updateFrom): another card's image or mark stored meanwhile is kept; this card's old mark no
   * longer applies and is removed.
   */
  private setImage(
    requirement: Requirement,
    index: number,
    url: string,
    now: Date,
    guard: Guard,
  ): Promise<Requirement> {
    return this.content.writeFrom(
      requirement,
      (stored) => ({ ...withCardImage(stored, index, url), updatedAt: now }),
      guard,
    );
  }
}
