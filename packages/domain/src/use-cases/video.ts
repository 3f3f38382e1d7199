import { brandStrategy } from '../ai/strategy-summary.js';
import { parseVideoCaptions, parseVideoScripts } from '../ai/video-answers.js';
import type { Brand } from '../brands/brand.js';
import { MEDIA_FOLDERS, requireObjectIn } from '../media/media-folders.js';
import { validateVideoUpload } from '../media/upload-rules.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { CaptionGenerator, ScriptGenerator } from '../ports/ai.js';
import type { MediaObjects } from '../ports/media-objects.js';
import type { BlueprintRepository, BrandRepository, RequirementRepository } from '../ports/repositories.js';
import { captionFor, isPosition } from '../requirements/content-slots.js';
import type { Requirement, VideoRequirement } from '../requirements/requirement.js';
import { asVideo, type VideoPatch } from '../requirements/requirement-kinds.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import { validateScriptsCaption, validateVideoChoice } from '../validation/content-rules.js';
import { assertValid, isFilled } from '../validation/validation.js';
import { SCRIPT_SECTIONS } from '../video-scripts/script.js';
import type { Script, ScriptSection } from '../video-scripts/script.js';
import { withScriptSection, withScriptVideo } from '../video-scripts/script-edit.js';
import { ContentAccess, requireKey, scopeOf, type RequirementKey } from './content-access.js';
import { failingWith, type Guard } from './or-fail.js';

const messages = Messages.video;

/**
 * A model call: its own refusal (an answer it judged) passes through; any other failure is the
 * operation's message, marked as the model's (the functions answer 502).
 */
const fromModel =
  (message: string): Guard =>
  async (call) => {
    try {
      return await call();
    } catch (error) {
      if (isDomainError(error)) throw error;
      throw new DomainError('upstream', message, { stage: 'model', cause: error });
    }
  };

/**
 * The video requirement detail's content actions (/video/{id}, docs/product.md, "Videos"), run
 * once on the server as the `video` commands: each checks the caller's key, the brand's
 * visibility and that the requirement is a video of that brand, validates its input, calls the
 * model where it needs one and judges its answer, then writes in one transaction from the
 * requirement as stored, stamped with who asked (changedBy). An invalid answer or a failed step
 * writes nothing. The detail's reads are VideoViews' (the browser's).
 */
export class VideoUseCases {
  constructor(
    brands: BrandRepository,
    private readonly blueprints: BlueprintRepository,
    requirements: RequirementRepository,
    private readonly objects: MediaObjects,
    private readonly captions: CaptionGenerator,
    private readonly scriptGenerator: ScriptGenerator,
    private readonly clock: Clock,
  ) {
    this.content = new ContentAccess(brands, requirements, {
      missingKey: messages.missingBrandOrRequirement,
      brandNotFound: messages.brandDataNotFound,
      requirementNotFound: Messages.carousel.requirementNotFound,
    });
  }

  private readonly content: ContentAccess;

  /**
   * 'Generar nueva sugerencia', and the scripts of a requirement opened without any: new
   * scripts for the caption (video-scripts). A requirement without a caption first gets one
   * from video captions (video1..video6; T{i} takes the i-th), so a fresh grid requirement can
   * be started from this button. Both answers are judged before the one write; the new scripts
   * replace the old ones and their videos, and the choice of video goes back to the first.
   */
  async scripts(actor: Actor, key: RequirementKey): Promise<VideoRequirement> {
    requirePermission(actor, 'VIDEO_SUGGESTIONAI');
    if (!isFilled(key.requirementId)) throw new DomainError('validation', messages.suggestionWithoutId);
    const guard = failingWith(messages.scriptsFailed);
    const model = fromModel(messages.scriptsFailed);
    const { brand, requirement } = await this.read(actor, key, guard);
    const strategy = await this.strategy(brand, guard);
    let texto = requirement.caption;
    if (!isFilled(texto)) {
      const raw = await model(() => this.captions.videoCaptions({ ...scopeOf(requirement), brand_strategy: strategy }));
      texto = captionFor(parseVideoCaptions(raw), requirement);
    }
    assertValid(validateScriptsCaption(texto));
    const caption = texto;
    const raw = await model(() =>
      this.scriptGenerator.generateScripts({ ...scopeOf(requirement), brand_strategy: strategy, texto: caption }),
    );
    const scripts = parseVideoScripts(raw);
    return this.write(actor, requirement, () => ({ caption, scripts, videoToPublishIndex: 0 }), guard);
  }

  /** The caption edited by hand (REQUIREMENTS_EDIT). */
  async editCaption(actor: Actor, key: RequirementKey, caption: string): Promise<VideoRequirement> {
    requirePermission(actor, 'REQUIREMENTS_EDIT');
    // No message of its own in the catalogue: the text every other "save changes" uses.
    const guard = failingWith(Messages.blueprint.saveChanges);
    const { requirement } = await this.read(actor, key, guard);
    return this.write(actor, requirement, () => ({ caption }), guard);
  }

  /**
   * One section (Captación, Argumento de Venta, Llamada a la acción) of one script, edited inline. The section is
   * written into the scripts as stored when the write commits, in one transaction (withScriptSection + updateFrom):
   * another script's section or video saved meanwhile, or at the same moment, is kept.
   */
  async editScriptSection(
    actor: Actor,
    key: RequirementKey,
    index: number,
    section: ScriptSection,
    text: string,
  ): Promise<VideoRequirement> {
    requirePermission(actor, 'REQUIREMENTS_EDIT');
    if (!(SCRIPT_SECTIONS as readonly string[]).includes(section) || typeof text !== 'string') {
      throw new DomainError('validation', Messages.blueprint.saveChanges, { section });
    }
    const guard = failingWith(Messages.blueprint.saveChanges);
    const { requirement } = await this.read(actor, key, guard);
    scriptAt(requirement.scripts, index);
    return this.write(
      actor,
      requirement,
      (stored) => ({ scripts: storedScripts(withScriptSection(stored.scripts, index, section, text), index) }),
      guard,
    );
  }

  /**
   * The video the browser uploaded for script `index` (VIDEO_UPLOAD; MediaUploads.scriptVideo):
   * the object must lie in videos/{brandId}/{requirementId}/guion{n}/ and exist in this
   * project's bucket, and be a video the upload rules take; the URL the server derives for it
   * is then stored in that script, over the scripts as stored when the write commits (one
   * transaction, withScriptVideo + updateFrom): the upload may have taken minutes, and every
   * edit made meanwhile, or at the same moment, to another script or another field is kept.
   */
  async attachScriptVideo(actor: Actor, key: RequirementKey, index: number, path: string): Promise<VideoRequirement> {
    requirePermission(actor, 'VIDEO_UPLOAD');
    if (!isPosition(index)) throw new DomainError('validation', messages.updateMissingData, { index });
    const checked = requireKey(key, messages.updateMissingData);
    const updating = failingWith(messages.update);
    const { requirement } = await this.read(actor, checked, updating);
    scriptAt(requirement.scripts, index);
    const object = await requireObjectIn(this.objects, 'path', path, MEDIA_FOLDERS.scriptVideo(checked, index));
    assertValid(validateVideoUpload({ name: object.path, type: object.contentType, size: object.size }));
    return this.write(
      actor,
      requirement,
      (stored) => ({ scripts: storedScripts(withScriptVideo(stored.scripts, index, object.url), index) }),
      updating,
    );
  }

  /**
   * 'Video N' of the publishing panel (CARROUSEL_SENDTOMETRICS): only a script with an uploaded video, as the scripts
   * are stored when the choice is written (one transaction: a script replaced meanwhile is checked as it now is).
   */
  async chooseVideoToPublish(actor: Actor, key: RequirementKey, index: number): Promise<VideoRequirement> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const guard = failingWith(messages.saveSelectedVideo);
    const { requirement } = await this.read(actor, key, guard);
    assertValid(validateVideoChoice(requirement.scripts, index));
    return this.write(
      actor,
      requirement,
      (stored) => {
        assertValid(validateVideoChoice(stored.scripts, index));
        return { videoToPublishIndex: index };
      },
      guard,
    );
  }

  /** The brand (visible to the actor) and the requirement, which must be one of its videos. */
  private async read(
    actor: Actor,
    key: RequirementKey,
    guard: Guard,
  ): Promise<{ brand: Brand; requirement: VideoRequirement }> {
    const { brand, requirement } = await this.content.read(actor, key, guard);
    return { brand, requirement: videoOf(requirement, key) };
  }

  /**
   * The patch `change` makes of the requirement as stored, written in one transaction with the
   * time and who asked (changedBy), checked (new URLs, text and list caps) before it is.
   */
  private write(
    actor: Actor,
    requirement: VideoRequirement,
    change: (stored: VideoRequirement) => VideoPatch,
    guard: Guard,
  ): Promise<VideoRequirement> {
    const now = this.clock.now();
    const key = { brandId: requirement.brandId, requirementId: requirement.id };
    return this.content.writeKindFrom(
      requirement,
      (stored) => videoOf(stored, key),
      (stored): VideoPatch => ({ ...change(stored), updatedAt: now, changedBy: changeStamp(actor, now) }),
      guard,
    );
  }

  /** brand_strategy of the caption and script calls; a brand needs its guide for it. */
  private async strategy(brand: Brand, guard: Guard): Promise<string> {
    const blueprint = await guard(() => this.blueprints.get(brand.id));
    if (blueprint === null) throw new DomainError('not-found', messages.noBlueprint, { brandId: brand.id });
    return brandStrategy(brand, blueprint);
  }
}

/** The requirement as a video; any other kind is refused ('El requerimiento no es un video.'). */
const videoOf = (requirement: Requirement, key: RequirementKey): VideoRequirement => {
  const video = asVideo(requirement);
  if (video === null) throw new DomainError('validation', messages.notAVideo, { ...key, title: requirement.title });
  return video;
};

/** Script `index`; an index the requirement does not have is refused. */
const scriptAt = (scripts: readonly Script[], index: number): Script => {
  const script = isPosition(index) ? scripts[index] : undefined;
  if (script === undefined) throw new DomainError('validation', messages.scriptNotFound, { index });
  return script;
};

/** The scripts a script edit answers; null (the stored scripts no longer have script `index`) is refused. */
const storedScripts = (scripts: Script[] | null, index: number): Script[] => {
  if (scripts === null) throw new DomainError('validation', messages.scriptNotFound, { index });
  return scripts;
};
