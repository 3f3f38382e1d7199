import { parseBlueprintAnswer } from '../ai/blueprint-answer.js';
import { blueprintGenerationRequest } from '../ai/strategy-summary.js';
import type { Blueprint, BlueprintBlockName, BlueprintBlocks } from '../blueprint/blueprint.js';
import { readBlueprintBlock } from '../blueprint/blueprint-block.js';
import { createBlueprint, proposalOf } from '../blueprint/blueprint-editing.js';
import { acceptedProposal, discardedProposal, restoredBlocks } from '../blueprint/blueprint-proposal.js';
import type { Brand } from '../brands/brand.js';
import { MEDIA_FOLDERS, requireStoredUrlIn } from '../media/media-folders.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BlueprintGenerator } from '../ports/ai.js';
import type { BrandDriftMarker } from '../ports/brand-guard.js';
import type { Logger } from '../ports/logger.js';
import { guideDriftChanges } from '../guard/drift.js';
import type { BlueprintPatch, BlueprintRepository, BrandRepository } from '../ports/repositories.js';
import type { StoredMediaReader } from '../ports/stored-media.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, refuseConflict } from '../shared/errors.js';
import { requireBrandId } from './blueprint-views.js';
import { markDrift } from './brand-drift.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith, type Guard } from './or-fail.js';

const messages = Messages.blueprint;

/**
 * The communication guide's commands (Marca > ADN de marca > Guía de comunicación), run on
 * the server (docs/product.md, "Communication guide (blueprint)"): the guide generated on
 * opening, regenerated as a proposal that is then accepted, discarded or its accept undone,
 * and one block saved. Reading the stored guide is BlueprintViews'. Each write that changes the
 * guide's blocks then marks the brand's items not yet sent 'Revisar' with the blocks that changed
 * (markDrift; docs/product.md, "Revisión de marca").
 */
export class BlueprintUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly blueprints: BlueprintRepository,
    private readonly generator: BlueprintGenerator,
    private readonly media: StoredMediaReader,
    private readonly drift: BrandDriftMarker,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * 'blueprint/generate', opening a brand without a guide: the stored guide when there is
   * one, otherwise one generated and stored, which needs GEN_BLUEPRINT as well (a viewer
   * without it is refused rather than shown an empty guide).
   */
  async generate(actor: Actor, brandId: string | null | undefined): Promise<Blueprint> {
    requirePermission(actor, 'VIEW_BLUEPRINT');
    const id = requireBrandId(brandId);
    const guard = failingWith(messages.getOrGenerate);
    const brand = await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    const stored = await guard(() => this.blueprints.get(id));
    if (stored !== null) return stored;
    requirePermission(actor, 'GEN_BLUEPRINT');
    return this.generateAndStore(actor, brand, guard);
  }

  /**
   * 'blueprint/regenerate': a new guide from the model, stored as the guide's proposal (its one writer here), a
   * draft beside the blocks it would replace: the blocks themselves are untouched until acceptProposal (a newer
   * regeneration replaces the proposal). A brand without a stored guide gets the new one as its guide: there is
   * nothing to replace. A malformed answer stores nothing.
   */
  async regenerate(actor: Actor, brandId: string | null | undefined): Promise<Blueprint> {
    requirePermission(actor, 'GEN_BLUEPRINT');
    const id = requireBrandId(brandId);
    const guard = failingWith(messages.regenerate);
    const brand = await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    const stored = await guard(() => this.blueprints.get(id));
    if (stored === null) return this.generateAndStore(actor, brand, guard);
    const bloques = await this.generateBlocks(brand, guard);
    const now = this.clock.now();
    return this.write(actor, id, () => ({ proposal: proposalOf(bloques, now) }), guard);
  }

  /**
   * 'blueprint/proposal-accept', 'Reemplazar' (GEN_BLUEPRINT): the proposal as stored when the write commits
   * becomes the guide's seven blocks, the blocks it replaces are kept for undoProposal, and the proposal is
   * cleared, in one transaction. No block comes from the browser. Refused when no proposal is stored.
   */
  acceptProposal(actor: Actor, brandId: string | null | undefined): Promise<Blueprint> {
    const at = this.clock.now();
    return this.answerProposal(
      actor,
      brandId,
      (stored) => acceptedProposal(stored, at) ?? refuseConflict(messages.noProposal),
    );
  }

  /** 'blueprint/proposal-discard', 'Descartar' (GEN_BLUEPRINT): the proposal cleared, the guide untouched. */
  discardProposal(actor: Actor, brandId: string | null | undefined): Promise<Blueprint> {
    return this.answerProposal(
      actor,
      brandId,
      (stored) => discardedProposal(stored) ?? refuseConflict(messages.noProposal),
    );
  }

  /**
   * 'blueprint/proposal-undo', 'Deshacer' after a proposal was accepted (GEN_BLUEPRINT): the blocks it replaced
   * back in the guide, and nothing left to undo. A block saved by hand since clears what an undo would restore, so
   * the undo is refused rather than overwrite that edit; so is a second undo.
   */
  undoProposal(actor: Actor, brandId: string | null | undefined): Promise<Blueprint> {
    return this.answerProposal(
      actor,
      brandId,
      (stored) => restoredBlocks(stored) ?? refuseConflict(messages.noReplaced),
    );
  }

  /**
   * 'blueprint/save-block': one edited block, read field by field (readBlueprintBlock: an
   * invalid colour refuses with the colour message, any other fault with 'Error al guardar
   * los cambios.'), written alone with updatedAt: a concurrent save of another block is
   * never overwritten. The blocks an accepted proposal replaced are dropped with it, so
   * 'Deshacer' cannot overwrite this edit. Answers the guide as stored, as far as this save
   * knows it.
   */
  async saveBlock<K extends BlueprintBlockName>(
    actor: Actor,
    brandId: string | null | undefined,
    blockName: K,
    block: unknown,
  ): Promise<Blueprint> {
    requirePermission(actor, 'EDIT_BLUEPRINT');
    const id = requireBrandId(brandId);
    const edited: BlueprintBlocks[K] = readBlueprintBlock(blockName, block);
    const guard = failingWith(messages.saveChanges);
    await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    const stored = await guard(() => this.blueprints.get(id));
    if (stored === null) throw new DomainError('not-found', Messages.carousel.blueprintNotFound, { brandId: id });
    const updatedAt = this.clock.now();
    const changedBy = changeStamp(actor, updatedAt);
    await guard(() => this.blueprints.saveBlock(id, blockName, edited, updatedAt, changedBy));
    const bloques: BlueprintBlocks = { ...stored.bloques, [blockName]: edited };
    await this.markDrift(actor, id, stored.bloques, bloques, updatedAt);
    return { ...stored, bloques, replaced: null, updatedAt, changedBy };
  }

  /** An answer to the guide's proposal (GEN_BLUEPRINT): `change` of the guide as stored when the write commits. */
  private async answerProposal(
    actor: Actor,
    brandId: string | null | undefined,
    change: (stored: Blueprint) => BlueprintPatch,
  ): Promise<Blueprint> {
    requirePermission(actor, 'GEN_BLUEPRINT');
    const id = requireBrandId(brandId);
    const guard = failingWith(messages.saveChanges);
    await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    const stored = await guard(() => this.blueprints.get(id));
    if (stored === null) throw new DomainError('not-found', Messages.carousel.blueprintNotFound, { brandId: id });
    return this.write(actor, id, change, guard);
  }

  /** The patch `change` makes of the guide as stored when the write commits (one transaction), stamped. */
  private async write(
    actor: Actor,
    brandId: string,
    change: (stored: Blueprint) => BlueprintPatch,
    guard: Guard,
  ): Promise<Blueprint> {
    const now = this.clock.now();
    // The blocks as stored when the write commits (updateFrom may call `change` again): what the drift compares.
    let before: BlueprintBlocks | null = null;
    const written = await guard(() =>
      this.blueprints.updateFrom(brandId, (stored) => {
        before = stored.bloques;
        return { ...change(stored), updatedAt: now, changedBy: changeStamp(actor, now) };
      }),
    );
    await this.markDrift(actor, brandId, before, written.bloques, now);
    return written;
  }

  /** The brand's unsent items marked with the blocks that changed, if any did (markDrift). */
  private markDrift(
    actor: Actor,
    brandId: string,
    before: BlueprintBlocks | null,
    after: BlueprintBlocks,
    at: Date,
  ): Promise<void> {
    return markDrift({ marker: this.drift, logger: this.logger }, brandId, guideDriftChanges(before, after), actor, at);
  }

  /**
   * generate-blueprint with the brand's answers and document (a stored object of its own
   * key visual or manual folder, checked before the model sees it); the answer is validated
   * (a malformed one is refused with 'Error al generar el Blueprint.') before anything is stored.
   */
  private async generateBlocks(brand: Brand, guard: Guard): Promise<BlueprintBlocks> {
    const request = blueprintGenerationRequest(brand);
    if (request.document_url !== '') {
      const folders = [MEDIA_FOLDERS.keyVisual(brand.id), MEDIA_FOLDERS.brandManual(brand.id)];
      await guard(() => requireStoredUrlIn(this.media, 'document_url', request.document_url, folders));
    }
    const raw = await guard(() => this.generator.generateBlueprint({ brandId: brand.id, ...request }));
    return parseBlueprintAnswer(raw);
  }

  /** A new guide generated (generateBlocks) and stored whole, stamped with who asked. */
  private async generateAndStore(actor: Actor, brand: Brand, guard: Guard): Promise<Blueprint> {
    const bloques = await this.generateBlocks(brand, guard);
    const now = this.clock.now();
    const blueprint: Blueprint = { ...createBlueprint(brand.id, bloques, now), changedBy: changeStamp(actor, now) };
    await guard(() => this.blueprints.save(blueprint));
    await this.markDrift(actor, brand.id, null, bloques, now);
    return blueprint;
  }
}
