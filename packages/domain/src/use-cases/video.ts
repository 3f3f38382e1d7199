import { brandStrategy } from '../ai/strategy-summary.js';
import { parseVideoCaptions, parseVideoScripts } from '../ai/video-answers.js';
import type { Brand } from '../brands/brand.js';
import { MEDIA_FOLDERS, requireObjectIn } from '../media/media-folders.js';
import { parseStorageUrl } from '../media/storage-url.js';
import { validateVideoUpload } from '../media/upload-rules.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
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
import { validateTextSizes } from '../validation/text-sizes.js';
import { assertValid, invalid, isFilled, type Validation } from '../validation/validation.js';
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
   * The scripts of a requirement opened without any (and 'Generar nueva sugerencia' while it has none): new
   * scripts for the caption (video-scripts), stored at once since there is nothing to replace. A requirement
   * without a caption first gets one from video captions (video1..video6; T{i} takes the i-th), so a fresh grid
   * requirement can be started from here. Both answers are judged before the one write, and the choice of video
   * goes back to the first. A requirement that has scripts is answered as stored, nothing asked of the model (new
   * scripts for it are a proposal: `suggestion`); scripts stored meanwhile by someone else are kept, and this
   * generation refused.
   */
  async scripts(actor: Actor, key: RequirementKey): Promise<VideoRequirement> {
    const { brand, requirement, guard } = await this.readToSuggest(actor, key);
    if (requirement.scripts.length > 0) return requirement;
    const { caption, scripts } = await this.propose(brand, requirement, guard);
    return this.write(
      actor,
      requirement,
      (stored) => {
        if (stored.scripts.length > 0) throw new DomainError('conflict', messages.scriptsFailed, { ...key });
        return { caption, scripts, videoToPublishIndex: 0 };
      },
      guard,
    );
  }

  /**
   * 'Generar nueva sugerencia' on a requirement that has scripts: new scripts for the caption (and the caption,
   * generated as `scripts` does when there is none), judged, and answered as a proposal: nothing is stored. The
   * screen shows it as an AI draft; 'Reemplazar' and 'Insertar' save through `saveScripts`.
   */
  async suggestion(actor: Actor, key: RequirementKey): Promise<ScriptsSuggestion> {
    const { brand, requirement, guard } = await this.readToSuggest(actor, key);
    return this.propose(brand, requirement, guard);
  }

  /**
   * The scripts replaced by the texts given (an AI draft's 'Reemplazar' or 'Insertar', and its 'Deshacer'):
   * each script's three sections, within the text caps, at most TEXT_LIMITS.sections scripts, and the caption
   * when given. A script's video is kept only when the server can vouch for it (scriptVideoOf): a URL stored
   * now on a script of this requirement, or an object of this bucket in that script's folder that exists (the
   * URL the server derives for it is stored); anything else is refused and nothing written. The choice of the
   * video to publish stays when that script keeps its video, and goes back to the first otherwise.
   */
  async saveScripts(actor: Actor, key: RequirementKey, edit: ScriptsEdit): Promise<VideoRequirement> {
    requirePermission(actor, 'REQUIREMENTS_EDIT');
    const guard = failingWith(Messages.blueprint.saveChanges);
    assertValid(validateScriptsEdit(edit));
    const { requirement } = await this.read(actor, key, guard);
    const checked = { brandId: requirement.brandId, requirementId: requirement.id };
    const held = new Set(requirement.scripts.map((script) => script.videoUrl).filter(isFilled));
    const scripts: Script[] = [];
    for (const [index, given] of edit.scripts.entries()) {
      const videoUrl = await this.scriptVideoOf(checked, index, given.videoUrl, held);
      scripts.push({
        Captacion: given.Captacion,
        'Argumento de Venta': given['Argumento de Venta'],
        'Llamada a la acción': given['Llamada a la acción'],
        ...(videoUrl === undefined ? {} : { videoUrl }),
      });
    }
    return this.write(
      actor,
      requirement,
      (stored) => {
        const chosen = stored.scripts[stored.videoToPublishIndex]?.videoUrl;
        const keeps = chosen !== undefined && scripts[stored.videoToPublishIndex]?.videoUrl === chosen;
        return {
          scripts,
          videoToPublishIndex: keeps ? stored.videoToPublishIndex : 0,
          ...(edit.caption === undefined ? {} : { caption: edit.caption }),
        };
      },
      guard,
    );
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

  /** What a new suggestion checks first: the key, the requirement's id, the brand and the requirement. */
  private async readToSuggest(
    actor: Actor,
    key: RequirementKey,
  ): Promise<{ brand: Brand; requirement: VideoRequirement; guard: Guard }> {
    requirePermission(actor, 'VIDEO_SUGGESTIONAI');
    if (!isFilled(key.requirementId)) throw new DomainError('validation', messages.suggestionWithoutId);
    const guard = failingWith(messages.scriptsFailed);
    const { brand, requirement } = await this.read(actor, key, guard);
    return { brand, requirement, guard };
  }

  /**
   * New scripts for the requirement's caption (video-scripts), with the brand strategy; a requirement without a
   * caption first gets one (video captions, its grid position's). Both answers judged; nothing written.
   */
  private async propose(brand: Brand, requirement: VideoRequirement, guard: Guard): Promise<ScriptsSuggestion> {
    const model = fromModel(messages.scriptsFailed);
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
    return { caption, scripts: parseVideoScripts(raw) };
  }

  /**
   * The video script `index` may keep (docs/product.md, "Videos"): none when none is given; the URL itself when
   * a script of this requirement holds it now (`held`); else the object the URL names, which must lie in that
   * script's folder (videos/{brandId}/{requirementId}/guion{n}/) of this project's bucket, exist and be a video,
   * stored by the URL the server derives for it. A URL naming anything else is refused (400, naming the field).
   */
  private async scriptVideoOf(
    key: RequirementKey,
    index: number,
    given: string | undefined,
    held: ReadonlySet<string>,
  ): Promise<string | undefined> {
    if (given === undefined) return undefined;
    if (held.has(given)) return given;
    const field = `scripts[${index}].videoUrl`;
    const outside = (): never => {
      throw new DomainError('validation', ServerMessages.aiEndpoint.mediaOutsideBrand(field), { field, index });
    };
    const named = parseStorageUrl(given) ?? outside();
    const object = await requireObjectIn(this.objects, field, named.path, MEDIA_FOLDERS.scriptVideo(key, index));
    // The same object of another bucket is not this one.
    if (parseStorageUrl(object.url)?.bucket !== named.bucket) outside();
    assertValid(validateVideoUpload({ name: object.path, type: object.contentType, size: object.size }));
    return object.url;
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

/** A proposal of 'Generar nueva sugerencia': the caption the scripts were written for, and the scripts. */
export interface ScriptsSuggestion {
  readonly caption: string;
  readonly scripts: readonly Script[];
}

/** One script as `saveScripts` takes it: its three sections, and the video it keeps, if any. */
export interface ScriptTexts {
  readonly Captacion: string;
  readonly 'Argumento de Venta': string;
  readonly 'Llamada a la acción': string;
  readonly videoUrl?: string;
}

/** The scripts that replace the stored ones, and the caption when it changes with them. */
export interface ScriptsEdit {
  readonly scripts: readonly ScriptTexts[];
  readonly caption?: string;
}

/**
 * An edit of the scripts holds one script at least and TEXT_LIMITS.sections at most, each section a text and
 * every text within its cap (the same caps every write holds, checked before any port is called).
 */
const validateScriptsEdit = (edit: ScriptsEdit): Validation => {
  const shaped =
    Array.isArray(edit.scripts) &&
    edit.scripts.length > 0 &&
    edit.scripts.every(
      (script) =>
        SCRIPT_SECTIONS.every((section) => typeof script[section] === 'string') &&
        (script.videoUrl === undefined || typeof script.videoUrl === 'string'),
    ) &&
    (edit.caption === undefined || typeof edit.caption === 'string');
  if (!shaped) return invalid(Messages.blueprint.saveChanges);
  return validateTextSizes({ scripts: edit.scripts, ...(edit.caption === undefined ? {} : { caption: edit.caption }) });
};

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
