import { parseBlueprintAnswer } from '../ai/blueprint-answer.js';
import { blueprintGenerationRequest } from '../ai/strategy-summary.js';
import type { Blueprint, BlueprintBlockName, BlueprintBlocks } from '../blueprint/blueprint.js';
import { readBlueprintBlock } from '../blueprint/blueprint-block.js';
import { createBlueprint } from '../blueprint/blueprint-editing.js';
import type { Brand } from '../brands/brand.js';
import { MEDIA_FOLDERS, requireStoredUrlIn } from '../media/media-folders.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BlueprintGenerator } from '../ports/ai.js';
import type { BlueprintRepository, BrandRepository } from '../ports/repositories.js';
import type { StoredMediaReader } from '../ports/stored-media.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { requireBrandId } from './blueprint-views.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith, type Guard } from './or-fail.js';

const messages = Messages.blueprint;

/**
 * The communication guide's commands (Marca > ADN de marca > Guía de comunicación), run on
 * the server (docs/product.md, "Communication guide (blueprint)"): the guide generated on
 * opening, regenerated, and one block saved. Reading the stored guide is BlueprintViews'.
 */
export class BlueprintUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly blueprints: BlueprintRepository,
    private readonly generator: BlueprintGenerator,
    private readonly media: StoredMediaReader,
    private readonly clock: Clock,
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

  /** 'blueprint/regenerate': a new guide in place of the stored one (or of none). */
  async regenerate(actor: Actor, brandId: string | null | undefined): Promise<Blueprint> {
    requirePermission(actor, 'GEN_BLUEPRINT');
    const id = requireBrandId(brandId);
    const guard = failingWith(messages.regenerate);
    const brand = await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    return this.generateAndStore(actor, brand, guard);
  }

  /**
   * 'blueprint/save-block': one edited block, read field by field (readBlueprintBlock: an
   * invalid colour refuses with the colour message, any other fault with 'Error al guardar
   * los cambios.'), written alone with updatedAt: a concurrent save of another block is
   * never overwritten. Answers the guide as stored, as far as this save knows it.
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
    return { ...stored, bloques: { ...stored.bloques, [blockName]: edited }, updatedAt, changedBy };
  }

  /**
   * generate-blueprint with the brand's answers and document (a stored object of its own
   * key visual or manual folder, checked before the model sees it); the answer is validated
   * (a malformed one is refused with 'Error al generar el Blueprint.') before it is stored.
   */
  private async generateAndStore(actor: Actor, brand: Brand, guard: Guard): Promise<Blueprint> {
    const request = blueprintGenerationRequest(brand);
    if (request.document_url !== '') {
      const folders = [MEDIA_FOLDERS.keyVisual(brand.id), MEDIA_FOLDERS.brandManual(brand.id)];
      await guard(() => requireStoredUrlIn(this.media, 'document_url', request.document_url, folders));
    }
    const raw = await guard(() => this.generator.generateBlueprint({ brandId: brand.id, ...request }));
    const now = this.clock.now();
    const blueprint: Blueprint = {
      ...createBlueprint(brand.id, parseBlueprintAnswer(raw), now),
      changedBy: changeStamp(actor, now),
    };
    await guard(() => this.blueprints.save(blueprint));
    return blueprint;
  }
}
