export { BlueprintRepository } from '../ports/repositories.js';
export type { BlueprintPatch } from '../ports/repositories.js';
export { BlueprintViews } from '../use-cases/blueprint-views.js';
export { BlueprintUseCases } from '../use-cases/blueprint.js';
export { BLUEPRINT_BLOCK_LABELS, BLUEPRINT_FIELD_LABELS } from './block-labels.js';
export type { BlueprintFieldName } from './block-labels.js';
export { createBlueprint } from './blueprint-editing.js';
export { EMPTY_SLOT, PALETTE_SIZE, BLUEPRINT_BLOCK_NAMES } from './blueprint.js';
export type {
  BlueprintText,
  PaletteSlot,
  BlueprintBlocks,
  BlueprintBlockName,
  BlueprintBlockSet,
  Blueprint,
} from './blueprint.js';
export { isEmptySlot, normalisePalette, setPaletteSlot } from './palette.js';
