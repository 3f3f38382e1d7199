import { parseBlueprintAnswer } from '../ai/blueprint-answer.js';
import { blueprintGenerationRequest } from '../ai/strategy-summary.js';
import type { Blueprint, BlueprintBlockName, BlueprintBlocks } from '../blueprint/blueprint.js';
import { BLUEPRINT_BLOCK_NAMES, EMPTY_SLOT } from '../blueprint/blueprint.js';
import { createBlueprint } from '../blueprint/blueprint-editing.js';
import { normalisePalette } from '../blueprint/palette.js';
import type { Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BlueprintGenerator } from '../ports/ai.js';
import type { BlueprintRepository, BrandRepository } from '../ports/repositories.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { toHexColour } from '../validation/colour.js';
import { isFilled } from '../validation/validation.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith, type Guard } from './or-fail.js';

const messages = Messages.blueprint;

/** What opening a guide tells its caller while it runs (the screen's busy state). */
export interface BlueprintProgress {
  /** The brand has no guide: one is being generated (the long part). */
  readonly onGenerating?: () => void;
}

/** The communication guide (Marca > ADN de marca > Guía de comunicación), docs/product.md, "Communication guide (blueprint)". */
export class BlueprintUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly blueprints: BlueprintRepository,
    private readonly generator: BlueprintGenerator,
    private readonly clock: Clock,
  ) {}

  /**
   * The brand's guide. A brand without one gets it generated and stored on opening
   * (docs/product.md, "Communication guide (blueprint)"), which needs GEN_BLUEPRINT as well: a viewer without it is refused
   * rather than shown an empty guide.
   */
  async open(actor: Actor, brandId: string | null | undefined, progress: BlueprintProgress = {}): Promise<Blueprint> {
    requirePermission(actor, 'VIEW_BLUEPRINT');
    const id = requireBrandId(brandId);
    const guard = failingWith(messages.getOrGenerate);
    const brand = await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    const stored = await guard(() => this.blueprints.get(id));
    if (stored !== null) return stored;
    requirePermission(actor, 'GEN_BLUEPRINT');
    progress.onGenerating?.();
    return this.generateAndStore(brand, guard);
  }

  /** A new guide in place of the stored one (or of none). */
  async regenerate(actor: Actor, brandId: string | null | undefined): Promise<Blueprint> {
    requirePermission(actor, 'GEN_BLUEPRINT');
    const id = requireBrandId(brandId);
    const guard = failingWith(messages.regenerate);
    const brand = await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    return this.generateAndStore(brand, guard);
  }

  /**
   * Saves one edited block, keeping the other six as stored (a field-level write of that
   * block: a concurrent save of another block is never overwritten). Palette colours are checked
   * one by one (an invalid one refuses the save with the colour message) and stored as
   * lowercase hex, blanks as 'none'.
   */
  async saveBlock<K extends BlueprintBlockName>(
    actor: Actor,
    brandId: string | null | undefined,
    blockName: K,
    block: BlueprintBlocks[K],
  ): Promise<Blueprint> {
    requirePermission(actor, 'EDIT_BLUEPRINT');
    const id = requireBrandId(brandId);
    if (!(BLUEPRINT_BLOCK_NAMES as readonly string[]).includes(blockName)) {
      throw new DomainError('validation', messages.saveChanges, { blockName });
    }
    const edited = blockName === 'sexto_bloque' ? withHexColours(block as BlueprintBlocks['sexto_bloque']) : block;
    const guard = failingWith(messages.saveChanges);
    await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    const stored = await guard(() => this.blueprints.get(id));
    if (stored === null) throw new DomainError('not-found', Messages.carousel.blueprintNotFound, { brandId: id });
    // Only this block is written: a block someone else saved meanwhile is kept as they left
    // it. The answer is the guide as now stored, as far as this save knows it.
    const updatedAt = this.clock.now();
    await guard(() => this.blueprints.saveBlock(id, blockName, edited as BlueprintBlocks[K], updatedAt));
    const saved: Blueprint = { ...stored, bloques: { ...stored.bloques, [blockName]: edited }, updatedAt };
    return saved;
  }

  /**
   * generate-blueprint with the brand's answers and document; the answer is validated
   * (a malformed one is refused with 'Error al generar el Blueprint.') before it is stored.
   */
  private async generateAndStore(brand: Brand, guard: Guard): Promise<Blueprint> {
    const raw = await guard(() =>
      this.generator.generateBlueprint({ brandId: brand.id, ...blueprintGenerationRequest(brand) }),
    );
    const blueprint = createBlueprint(brand.id, parseBlueprintAnswer(raw), this.clock.now());
    await guard(() => this.blueprints.save(blueprint));
    return blueprint;
  }
}

const requireBrandId = (brandId: string | null | undefined): string => {
  if (!isFilled(brandId)) throw new DomainError('validation', messages.missingBrandId);
  return brandId.trim();
};

/** The sixth block with every palette entry validated and written as hex. */
const withHexColours = (block: BlueprintBlocks['sexto_bloque']): BlueprintBlocks['sexto_bloque'] => {
  const colours = (block.colors ?? []).map((colour) =>
    colour.trim() === '' || colour.trim() === EMPTY_SLOT ? EMPTY_SLOT : toHexColour(colour),
  );
  return { ...block, colors: normalisePalette(colours) };
};
