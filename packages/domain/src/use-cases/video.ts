import { brandStrategy } from '../ai/strategy-summary.js';
import { parseVideoCaptions, parseVideoScripts } from '../ai/video-answers.js';
import type { Brand, SocialNetwork } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { can, requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { CaptionGenerator, ScriptGenerator } from '../ports/ai.js';
import type { BlueprintRepository, BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { MediaFile, MediaStorage, UploadProgress } from '../ports/storage.js';
import type { Requirement } from '../requirements/requirement.js';
import { SCRIPT_SECTIONS } from '../video-scripts/script.js';
import type { Script, ScriptSection } from '../video-scripts/script.js';
import { withScriptSection, withScriptVideo } from '../video-scripts/script-edit.js';
import { networksFor } from '../scheduling/networks.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import {
  validateScriptsCaption,
  validateVideoChoice,
  validateVideoRequirementRef,
} from '../validation/content-rules.js';
import { scriptVideoPath } from '../media/storage-paths.js';
import { validateVideoUpload } from '../media/upload-rules.js';
import { assertValid, isFilled } from '../validation/validation.js';
import { captionFor, isPosition } from '../requirements/content-slots.js';
import { ContentAccess, readVisibleBrand, requireKey, scopeOf, type RequirementKey } from './content-access.js';
import { asDomainError, failingWith, type Guard } from './or-fail.js';

const messages = Messages.video;

/** What the video detail shows after loading. */
export interface VideoDetail {
  readonly brand: Brand;
  readonly requirement: Requirement;
  /** The network choices: the brand's networks that take video. */
  readonly networks: readonly SocialNetwork[];
  /** The 'Datos para publicar' panel: CARROUSEL_SENDTOMETRICS and a brand with idMetrics. */
  readonly canPublish: boolean;
  /**
   * Why the automatic script generation did not happen (no caption, no guide, a failed or
   * malformed answer), for the error dialog; the detail itself still opens.
   */
  readonly scriptsError: string | null;
}

/** What opening a video detail tells its caller while it runs (the screen's spinner). */
export interface VideoLoadProgress {
  /** The requirement has no scripts and they are being generated (the long part). */
  readonly onGenerating?: () => void;
}

/** The video requirement detail (/video/{id}), docs/product.md, "Videos". */
export class VideoUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly blueprints: BlueprintRepository,
    private readonly requirements: RequirementRepository,
    private readonly storage: MediaStorage,
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
   * The detail by the brandId and number of the navigation state. A requirement without
   * scripts gets them generated and stored (docs/product.md, "Videos") when the actor may ask for script
   * suggestions (VIDEO_SUGGESTIONAI); a failure there is reported in scriptsError, so the
   * caption can still be edited and the suggestion asked for again.
   */
  async load(
    actor: Actor,
    brandId: string | null | undefined,
    number: number | string | null | undefined,
    progress: VideoLoadProgress = {},
  ): Promise<VideoDetail> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    assertValid(validateVideoRequirementRef({ brandId, number }));
    const id = (brandId ?? '').trim();
    const guard = failingWith(Messages.requirements.find);
    const brand = await readVisibleBrand(this.brands, actor, id, guard, messages.brandDataNotFound);
    let requirement = await guard(() => this.requirements.findByNumber(id, Number(number)));
    if (requirement === null) {
      throw new DomainError('not-found', Messages.carousel.requirementNotFound, { brandId: id, number });
    }
    let scriptsError: string | null = null;
    if (requirement.scripts.length === 0 && can(actor, 'VIDEO_SUGGESTIONAI')) {
      progress.onGenerating?.();
      try {
        requirement = await this.writeNewScripts(brand, requirement, requirement.caption);
      } catch (error) {
        scriptsError = asDomainError(error, messages.generateScripts).message;
      }
    }
    return {
      brand,
      requirement,
      networks: networksFor(brand, 'video'),
      canPublish: can(actor, 'CARROUSEL_SENDTOMETRICS') && isFilled(brand.idMetrics),
      scriptsError,
    };
  }

  /**
   * 'Generar nueva sugerencia': new scripts for the caption. A requirement without a
   * caption first gets one from video captions (video1..video6; T{i} takes the i-th), so
   * a fresh grid requirement can be started from this button. Both answers are validated
   * before the one write; the new scripts replace the old ones and their videos.
   */
  async newSuggestion(actor: Actor, key: RequirementKey): Promise<Requirement> {
    requirePermission(actor, 'VIDEO_SUGGESTIONAI');
    if (!isFilled(key.requirementId)) throw new DomainError('validation', messages.suggestionWithoutId);
    const guard = failingWith(messages.generateScripts);
    const { brand, requirement } = await this.read(actor, key, guard);
    if (isFilled(requirement.caption)) return this.writeNewScripts(brand, requirement, requirement.caption);
    const strategy = await this.strategy(brand, guard);
    const captions = parseVideoCaptions(
      await guard(() => this.captions.videoCaptions({ ...scopeOf(requirement), brand_strategy: strategy })),
    );
    return this.writeNewScripts(brand, requirement, captionFor(captions, requirement));
  }

  /** The caption edited by hand. */
  async editCaption(actor: Actor, key: RequirementKey, caption: string): Promise<Requirement> {
    requirePermission(actor, 'REQUIREMENTS_EDIT');
    // No message of its own in the catalogue: the text every other "save changes" uses.
    const guard = failingWith(Messages.blueprint.saveChanges);
    const { requirement } = await this.read(actor, key, guard);
    return this.content.write(requirement, { caption, updatedAt: this.clock.now() }, guard);
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
  ): Promise<Requirement> {
    requirePermission(actor, 'REQUIREMENTS_EDIT');
    if (!(SCRIPT_SECTIONS as readonly string[]).includes(section) || typeof text !== 'string') {
      throw new DomainError('validation', Messages.blueprint.saveChanges, { section });
    }
    const guard = failingWith(Messages.blueprint.saveChanges);
    const { requirement } = await this.read(actor, key, guard);
    scriptAt(requirement.scripts, index);
    const updatedAt = this.clock.now();
    return this.content.writeFrom(
      requirement,
      (stored) => ({
        scripts: storedScripts(withScriptSection(stored.scripts, index, section, text), index),
        updatedAt,
      }),
      guard,
    );
  }

  /**
   * The video of script `index` (at most 300MB; mp4, avi, mkv or mov), uploaded with
   * progress to videos/{brandId}/{requirementId}/guion{n}/{filename}; its URL is then
   * stored in that script, over the scripts as stored when the write commits, in one
   * transaction (withScriptVideo + updateFrom): the upload may take minutes, and every edit
   * made meanwhile, or at the same moment, to another script or another field is kept.
   */
  async uploadScriptVideo(
    actor: Actor,
    key: RequirementKey,
    index: number,
    file: MediaFile | null | undefined,
    onProgress?: (progress: UploadProgress) => void,
    /** Aborting it stops the upload: uploadCancelled(), and the script keeps its video. */
    signal?: AbortSignal,
  ): Promise<Requirement> {
    requirePermission(actor, 'VIDEO_UPLOAD');
    assertValid(validateVideoUpload(file));
    const picked = file as MediaFile; // validateVideoUpload refused a missing file
    if (!isPosition(index)) throw new DomainError('validation', messages.updateMissingData, { index });
    const checked = requireKey(key, messages.updateMissingData);
    const updating = failingWith(messages.update);
    const { requirement } = await this.read(actor, checked, updating);
    scriptAt(requirement.scripts, index);

    const path = scriptVideoPath({
      brandId: checked.brandId,
      requirementId: checked.requirementId,
      scriptIndex: index,
      fileName: picked.name,
    });
    const stored = await failingWith(messages.upload)(() => this.storage.upload(path, picked, onProgress, { signal }));

    const updatedAt = this.clock.now();
    return this.content.writeFrom(
      requirement,
      (current) => ({ scripts: storedScripts(withScriptVideo(current.scripts, index, stored.url), index), updatedAt }),
      updating,
    );
  }

  /**
   * 'Video N' of the publishing panel: only a script with an uploaded video, as the scripts are stored when the
   * choice is written (one transaction: a script replaced meanwhile is checked as it now is).
   */
  async chooseVideoToPublish(actor: Actor, key: RequirementKey, index: number): Promise<Requirement> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const guard = failingWith(messages.saveSelectedVideo);
    const { requirement } = await this.read(actor, key, guard);
    assertValid(validateVideoChoice(requirement.scripts, index));
    const updatedAt = this.clock.now();
    return this.content.writeFrom(
      requirement,
      (stored) => {
        assertValid(validateVideoChoice(stored.scripts, index));
        return { videoToPublishIndex: index, updatedAt };
      },
      guard,
    );
  }

  private read(actor: Actor, key: RequirementKey, guard: Guard): Promise<{ brand: Brand; requirement: Requirement }> {
    return this.content.read(actor, key, guard);
  }

  /** brand_strategy of the caption and script calls; a brand needs its guide for it. */
  private async strategy(brand: Brand, guard: Guard): Promise<string> {
    const blueprint = await guard(() => this.blueprints.get(brand.id));
    if (blueprint === null) throw new DomainError('not-found', messages.noBlueprint, { brandId: brand.id });
    return brandStrategy(brand, blueprint);
  }

  /**
   * Scripts for `caption` from the video-scripts call, validated, stored together with the
   * caption; the choice of video to publish goes back to the first script.
   */
  private async writeNewScripts(brand: Brand, requirement: Requirement, caption: string): Promise<Requirement> {
    assertValid(validateScriptsCaption(caption));
    const guard = failingWith(messages.generateScripts);
    const strategy = await this.strategy(brand, guard);
    const raw = await guard(() =>
      this.scriptGenerator.generateScripts({ ...scopeOf(requirement), brand_strategy: strategy, texto: caption }),
    );
    const scripts = parseVideoScripts(raw);
    return this.content.write(
      requirement,
      { caption, scripts, videoToPublishIndex: 0, updatedAt: this.clock.now() },
      guard,
    );
  }
}

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
