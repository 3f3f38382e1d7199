import type { Blueprint, BlueprintBlockName, BlueprintBlocks } from './blueprint.js';
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

/** A new guide for a brand (generated or regenerated), stamped with the given time. */
export const createBlueprint = (brandId: string, bloques: BlueprintBlocks, now: Date): Blueprint => ({
  brandId,
  bloques: normaliseBlocks(bloques),
  updatedAt: now,
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
