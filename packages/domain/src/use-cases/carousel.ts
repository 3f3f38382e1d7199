import {
  parseCarouselCaptions,
  parseCarouselImage,
  parseDesignGuides,
  parseDesignValidation,
} from '../ai/carousel-answers.js';
import { GUIDES_COUNT, carouselGraphicGuide, guidesRequest } from '../ai/prompts.js';
import { brandStrategy } from '../ai/strategy-summary.js';
import type { Blueprint } from '../blueprint/blueprint.js';
import type { Brand } from '../brands/brand.js';
import { base64ImageType } from '../media/base64-image.js';
import { MEDIA_FOLDERS, requireObjectIn, requireStoredUrlIn } from '../media/media-folders.js';
import { carouselImagePath } from '../media/storage-paths.js';
import { validateCarouselImage } from '../media/upload-rules.js';
import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { CaptionGenerator, CarouselImageGenerator, DesignGuideGenerator, DesignValidator } from '../ports/ai.js';
import type { DesignValidationRecorder } from '../ports/ai-endpoint.js';
import type { MediaObjects } from '../ports/media-objects.js';
import type { BlueprintRepository, BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { StoredMediaReader } from '../ports/stored-media.js';
import {
  acceptedGuides,
  guidesProposalOf,
  mergeGuideEdit,
  restoredCardImage,
  restoredGuides,
  withAcceptedImage,
  withCardImage,
} from '../requirements/carousel-edit.js';
import { captionFor, isPosition } from '../requirements/content-slots.js';
import type { CarouselRequirement } from '../requirements/requirement.js';
import type { CarouselPatch } from '../requirements/requirement-kinds.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, refuseConflict } from '../shared/errors.js';
import { validateDesignCheck, validateGuidesCaption, validateNewCarouselImage } from '../validation/content-rules.js';
import { assertValid } from '../validation/validation.js';
import { checkedTextsEdit, type CarouselTextsEdit } from './carousel-texts-edit.js';
import { cardsOf, carouselOf, keyOf, type CaptionSuggestion, type CarouselImageDraft } from './carousel-parts.js';
import { ContentAccess, scopeOf, type RequirementKey } from './content-access.js';
import { failingWith, type Guard } from './or-fail.js';

const messages = Messages.carousel;

/**
 * The carousel's content commands (docs/product.md, "Carousels"), run once on the server:
 * each checks the caller's key, the brand's visibility and that the requirement is a carousel
 * of that brand, calls the model when the action needs one and judges its answer, then writes
 * the requirement in one transaction from what is stored (RequirementRepository.updateFrom),
 * stamped with who asked (changedBy). An invalid answer or a failed step writes nothing.
 * Images are storage objects: an upload is named by its path in the card's folder, and the
 * server stores the URL it derives for it; an AI image it stores itself.
 */
export class CarouselUseCases {
  private readonly content: ContentAccess;

  constructor(
    brands: BrandRepository,
    private readonly blueprints: BlueprintRepository,
    requirements: RequirementRepository,
    private readonly objects: MediaObjects,
    private readonly media: StoredMediaReader,
    private readonly captions: CaptionGenerator,
    private readonly guides: DesignGuideGenerator,
    private readonly images: CarouselImageGenerator,
    private readonly validator: DesignValidator,
    private readonly recorder: DesignValidationRecorder,
    private readonly clock: Clock,
  ) {
    this.content = new ContentAccess(brands, requirements, {
      missingKey: messages.missingBrandOrRequirement,
      brandNotFound: messages.brandNotFound,
      requirementNotFound: messages.requirementNotFound,
    });
  }

  /**
   * A caption proposed: carousel captions for the brand strategy, validated, and the one for this
   * requirement's grid position (T{i} takes the i-th) answered, with nothing stored. The screen shows
   * it beside the caption as typed, and the user's 'Reemplazar' or 'Insertar' saves it through
   * editTexts, the caption's one writer (docs/product.md, "Carousels").
   */
  async generateSuggestion(actor: Actor, key: RequirementKey): Promise<CaptionSuggestion> {
    requirePermission(actor, 'CARROUSEL_SUGGESTIONAI');
    const guard = failingWith(messages.generateSuggestion);
    const { brand, requirement } = await this.read(actor, key, guard);
    const strategy = brandStrategy(brand, await this.requireBlueprint(brand.id, guard));
    const captions = parseCarouselCaptions(
      await guard(() => this.captions.carouselCaptions({ ...scopeOf(requirement), brand_strategy: strategy })),
    );
    return { caption: captionFor(captions, requirement) };
  }

  /**
   * Three new design guides for the caption (temperature 1, 8192 tokens); exactly three or none. They are stored as
   * the carousel's proposal (guidesProposal, its one writer here), a draft beside the guides it would replace: the
   * guides themselves are untouched until acceptGuides (docs/product.md, "Carousels").
   */
  async generateGuides(actor: Actor, key: RequirementKey): Promise<CarouselRequirement> {
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
    const proposal = guidesProposalOf(guides, this.clock.now());
    return this.write(actor, requirement, () => ({ guidesProposal: proposal }), guard);
  }

  /**
   * 'Reemplazar' of the guides' proposal (CARROUSEL_NEWGUIDES): the proposal as stored when the write commits goes
   * into both lists, whole (new guides are new), the guides it replaces are kept for undoGuides, and the proposal is
   * cleared. No text comes from the browser. Refused when no proposal is stored (accepted or discarded meanwhile).
   */
  acceptGuides(actor: Actor, key: RequirementKey): Promise<CarouselRequirement> {
    const at = this.clock.now();
    return this.answerGuides(
      actor,
      key,
      (stored) => acceptedGuides(stored, at) ?? refuseConflict(messages.noGuidesProposal),
    );
  }

  /** 'Descartar' of the guides' proposal (CARROUSEL_NEWGUIDES): the proposal cleared, the guides untouched. */
  discardGuides(actor: Actor, key: RequirementKey): Promise<CarouselRequirement> {
    return this.answerGuides(actor, key, (stored) =>
      stored.guidesProposal === null ? refuseConflict(messages.noGuidesProposal) : { guidesProposal: null },
    );
  }

  /**
   * 'Deshacer' after a proposal was accepted (CARROUSEL_NEWGUIDES): the guides it replaced back in both lists, and
   * nothing left to undo. A guide edited by hand since (editTexts) clears what an undo would restore, so the undo is
   * refused rather than overwrite that edit; so is a second undo.
   */
  undoGuides(actor: Actor, key: RequirementKey): Promise<CarouselRequirement> {
    return this.answerGuides(
      actor,
      key,
      (stored) => restoredGuides(stored) ?? refuseConflict(messages.noGuidesToRestore),
    );
  }

  /** An answer to the guides' proposal (CARROUSEL_NEWGUIDES): `change` of the carousel as stored when the write commits. */
  private async answerGuides(
    actor: Actor,
    key: RequirementKey,
    change: (stored: CarouselRequirement) => CarouselPatch,
  ): Promise<CarouselRequirement> {
    requirePermission(actor, 'CARROUSEL_NEWGUIDES');
    const guard = failingWith(Messages.blueprint.saveChanges);
    const { requirement } = await this.read(actor, key, guard);
    return this.write(actor, requirement, change, guard);
  }

  /**
   * A new AI image for card `index`, as a draft (docs/product.md, "Carousels"; CARROUSEL_CHANGEIMG: placing it is the
   * designer's work). The server judges the model's answer and stores the image in the carousel's folder,
   * img_carrousels/{brandId}/{requirementId}/, and answers it, `{index, path, url}`; the requirement is untouched
   * until acceptImage. An invalid answer stores nothing.
   */
  async generateImage(actor: Actor, key: RequirementKey, index: number): Promise<CarouselImageDraft> {
    requirePermission(actor, 'CARROUSEL_CHANGEIMG');
    if (!isPosition(index)) throw new DomainError('validation', messages.invalidImageIndex, { index });
    const guard = failingWith({ prefix: messages.generateImagePrefix });
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
    const type = base64ImageType(base64);
    const path = carouselImagePath({
      brandId: requirement.brandId,
      requirementId: requirement.id,
      fileName: `imagen-${index + 1}-${this.clock.now().getTime()}.${type.extension}`,
    });
    const stored = await guard(() => this.objects.storeBase64(path, base64, type.contentType));
    return { index, path: stored.path, url: stored.url };
  }

  /**
   * 'Reemplazar' of an AI image draft (CARROUSEL_CHANGEIMG): `path` is checked as replaceImage checks an upload, and
   * the URL the server derives for it is set on card `index`; the card's image it replaces is kept for undoImage.
   */
  async acceptImage(actor: Actor, key: RequirementKey, index: number, path: string): Promise<CarouselRequirement> {
    const guard = failingWith({ prefix: messages.generateImagePrefix });
    const { requirement, url } = await this.cardImageOf(actor, key, index, path, guard);
    return this.write(actor, requirement, (stored) => withAcceptedImage(stored, index, url), guard);
  }

  /**
   * 'Deshacer' after an accepted AI image (CARROUSEL_CHANGEIMG): the image it replaced back on card `index`, its
   * validation mark still dropped, nothing left to undo. Refused when nothing is kept for the card (undone, or its
   * image written since) or the card no longer shows the accepted image.
   */
  async undoImage(actor: Actor, key: RequirementKey, index: number): Promise<CarouselRequirement> {
    requirePermission(actor, 'CARROUSEL_CHANGEIMG');
    if (!isPosition(index)) throw new DomainError('validation', messages.invalidImageIndex, { index });
    const guard = failingWith(Messages.blueprint.saveChanges);
    const { requirement } = await this.read(actor, key, guard);
    return this.write(
      actor,
      requirement,
      (stored) => restoredCardImage(stored, index) ?? refuseConflict(messages.noImageToRestore),
      guard,
    );
  }

  /**
   * The designer's own image for card `index`, once the browser uploaded it (MediaUploads.carouselImage):
   * `path` must be an object of this carousel's folder, img_carrousels/{brandId}/{requirementId}/, of an
   * image type the card takes (png, jpg, jpeg, gif or webp). The server stores the URL it derives for it.
   */
  async replaceImage(actor: Actor, key: RequirementKey, index: number, path: string): Promise<CarouselRequirement> {
    const guard = failingWith({ prefix: messages.uploadImagePrefix });
    const { requirement, url } = await this.cardImageOf(actor, key, index, path, guard);
    return this.write(actor, requirement, (stored) => withCardImage(stored, index, url), guard);
  }

  /**
   * An image object for card `index` (CARROUSEL_CHANGEIMG): the card must be one of the carousel's, and `path` an
   * object of its folder, img_carrousels/{brandId}/{requirementId}/, of an image type the card takes (png, jpg,
   * jpeg, gif or webp). Answers the carousel and the URL the server derives for the object.
   */
  private async cardImageOf(actor: Actor, key: RequirementKey, index: number, path: string, guard: Guard) {
    requirePermission(actor, 'CARROUSEL_CHANGEIMG');
    if (!isPosition(index)) throw new DomainError('validation', messages.invalidImageIndex, { index });
    const { requirement } = await this.read(actor, key, guard);
    if (index >= cardsOf(requirement)) throw new DomainError('validation', messages.invalidImageIndex, { index });
    const object = await requireObjectIn(this.objects, 'path', path, MEDIA_FOLDERS.carouselImage(keyOf(requirement)));
    assertValid(validateCarouselImage({ name: object.path, type: object.contentType, size: object.size }));
    return { requirement, url: object.url };
  }

  /**
   * The AI's alignment of image `index` with its guide, on what the requirement stores: the card's image
   * (an object of this carousel's folder, checked before the validator reads it), its guide, the caption and
   * the brand's manual analysis. The result is recorded (validation.{index} alone, and the card's history,
   * with who asked and when) and the requirement answered as stored after it, with what others stored meanwhile.
   */
  async validate(actor: Actor, key: RequirementKey, index: number): Promise<CarouselRequirement> {
    requirePermission(actor, 'CARROUSEL_VALIDAI');
    if (!isPosition(index)) throw new DomainError('validation', messages.invalidImageIndex, { index });
    const guard = failingWith({ prefix: messages.validateDesignPrefix });
    const { brand, requirement } = await this.read(actor, key, guard);
    const imageUrl = requirement.imagesAIUrl[index] ?? '';
    const description = requirement.instructions[index];
    assertValid(validateDesignCheck({ imageUrl, description }));
    await requireStoredUrlIn(this.media, 'image_url', imageUrl, [MEDIA_FOLDERS.carouselImage(keyOf(requirement))]);
    const raw = await guard(() =>
      this.validator.validateDesign({
        ...scopeOf(requirement),
        index,
        image_url: imageUrl,
        design_guidance: description ?? '',
        brand_manual_summary: brand.analysis ?? '',
        caption: requirement.caption,
      }),
    );
    const validation = parseDesignValidation(raw);
    const at = this.clock.now();
    await guard(() =>
      this.recorder.record(requirement.brandId, requirement.id, {
        ...validation,
        index,
        imageUrl,
        at,
        by: { uid: actor.uid, email: actor.email },
      }),
    );
    const marked: CarouselRequirement = {
      ...requirement,
      validation: { ...requirement.validation, [String(index)]: validation },
    };
    // Read again: the answer shows what others stored meanwhile. The mark is stored, so a failed read answers it.
    return this.content
      .requirement(keyOf(requirement), guard)
      .then((stored) => carouselOf(stored))
      .catch(() => marked);
  }

  /**
   * Caption and one guide's description and suggested words edited by hand (REQUIREMENTS_EDIT). The guide's texts
   * are written into their slot of the lists as stored when the write commits, in one transaction
   * (mergeGuideEdit + updateFrom): a guide someone else saved meanwhile, or saves at the same moment, is kept. The
   * guide must be one of the carousel's cards. A guide edit also drops the guides an accepted proposal replaced, so
   * 'Deshacer' cannot overwrite it (undoGuides is then refused).
   */
  async editTexts(actor: Actor, key: RequirementKey, edit: CarouselTextsEdit): Promise<CarouselRequirement> {
    requirePermission(actor, 'REQUIREMENTS_EDIT');
    // No message of its own in the catalogue: the text every other "save changes" uses.
    const guard = failingWith(Messages.blueprint.saveChanges);
    const { caption, guide } = checkedTextsEdit(edit);
    const { requirement } = await this.read(actor, key, guard);
    return this.write(
      actor,
      requirement,
      (stored) => {
        if (guide !== undefined && guide.index >= cardsOf(stored)) {
          throw new DomainError('validation', Messages.blueprint.saveChanges, { index: guide.index });
        }
        return {
          ...(caption === undefined ? {} : { caption }),
          // A guide edited by hand is kept: there is no undo of an accepted proposal over it.
          ...(guide === undefined ? {} : { ...mergeGuideEdit(stored, guide), guidesReplaced: null }),
        };
      },
      guard,
    );
  }

  /** The brand, and the requirement: a carousel of that brand. */
  private async read(
    actor: Actor,
    key: RequirementKey,
    guard: Guard,
  ): Promise<{ brand: Brand; requirement: CarouselRequirement }> {
    const { brand, requirement } = await this.content.read(actor, key, guard);
    return { brand, requirement: carouselOf(requirement, brand.id) };
  }

  private async requireBlueprint(brandId: string, guard: Guard): Promise<Blueprint> {
    const blueprint = await guard(() => this.blueprints.get(brandId));
    if (blueprint === null) throw new DomainError('not-found', messages.blueprintNotFound, { brandId });
    return blueprint;
  }

  /**
   * The patch `change` makes of the requirement as stored when the write commits (one transaction), with
   * updatedAt and who asked for it.
   */
  private write(
    actor: Actor,
    requirement: CarouselRequirement,
    change: (stored: CarouselRequirement) => CarouselPatch,
    guard: Guard,
  ): Promise<CarouselRequirement> {
    const now = this.clock.now();
    return this.content.writeKindFrom(
      requirement,
      (stored) => carouselOf(stored),
      (stored): CarouselPatch => ({ ...change(stored), updatedAt: now, changedBy: changeStamp(actor, now) }),
      guard,
    );
  }
}
