import type { Blueprint, BlueprintBlockName, BlueprintBlockSet, BlueprintBlocks } from './blueprint.js';
import { normalisePalette } from './palette.js';

/*
 * Block editing of the communication guide: a block is edited as a copy; saving replaces
 * that one block and stamps updatedAt, discarding keeps the stored guide untouched.
 */

/** The palette is the only block content with a stored format to keep. */
const normaliseBlocks = (bloques: BlueprintBlocks): BlueprintBlocks => ({
  ...bloques,
  sexto_bloque: { ...bloques.sexto_bloque, colors: normalisePalette(bloques.sexto_bloque.colors) },
});

/** A new guide for a brand (generated on opening), stamped with the given time: nothing proposed, nothing to undo. */
export const createBlueprint = (brandId: string, bloques: BlueprintBlocks, now: Date): Blueprint => ({
  brandId,
  bloques: normaliseBlocks(bloques),
  updatedAt: now,
  proposal: null,
  replaced: null,
});

/** The model's blocks as the guide's proposal made at `at`, the palette in its stored format. */
export const proposalOf = (bloques: BlueprintBlocks, at: Date): BlueprintBlockSet => ({
  bloques: normaliseBlocks(bloques),
  at,
});

/** The guide with one block replaced by its edited version; every other block is kept. */
export const replaceBlock = <K extends BlueprintBlockName>(
  blueprint: Blueprint,
  block: K,
  edited: BlueprintBlocks[K],
  now: Date,
): Blueprint => ({
  ...blueprint,
  bloques: normaliseBlocks({ ...blueprint.bloques, [block]: edited }),
  updatedAt: now,
});

/** Discarding an edit leaves the stored guide as it was. */
export const discardBlockEdit = (stored: Blueprint): Blueprint => stored;
