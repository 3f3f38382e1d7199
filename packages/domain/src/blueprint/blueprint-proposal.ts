import type { Blueprint } from './blueprint.js';

/*
 * The regenerated guide as a draft (docs/product.md, "Communication guide (blueprint)"): the
 * model's seven blocks are held as the guide's proposal; accepting it puts them in the guide and
 * keeps the blocks they replace for 'Deshacer'; undoing puts those back.
 */

/** The guide's blocks and the two sets held beside them. */
export type BlueprintProposalState = Pick<Blueprint, 'bloques' | 'proposal' | 'replaced'>;

/**
 * What accepting the stored proposal writes over what is stored now: the proposal's seven blocks (the
 * guide replaced whole: a new guide is new), the blocks they replace kept for 'Deshacer' (stamped `at`),
 * and the proposal cleared. Null when no proposal is stored (someone accepted or discarded it meanwhile).
 */
export const acceptedProposal = (stored: BlueprintProposalState, at: Date): BlueprintProposalState | null =>
  stored.proposal === null
    ? null
    : { bloques: stored.proposal.bloques, proposal: null, replaced: { bloques: stored.bloques, at } };

/** What discarding writes: the proposal cleared, the guide untouched. Null when no proposal is stored. */
export const discardedProposal = (stored: BlueprintProposalState): Pick<Blueprint, 'proposal'> | null =>
  stored.proposal === null ? null : { proposal: null };

/**
 * What 'Deshacer' writes: the blocks the last accepted proposal replaced back in the guide, and nothing
 * left to undo. Null when none are kept (never accepted, already undone, or a block saved by hand since).
 */
export const restoredBlocks = (stored: BlueprintProposalState): Pick<Blueprint, 'bloques' | 'replaced'> | null =>
  stored.replaced === null ? null : { bloques: stored.replaced.bloques, replaced: null };
