import {
  requirementKind,
  type BlogRequirement,
  type CarouselRequirement,
  type Requirement,
  type RequirementCore,
  type RequirementKind,
  type VideoRequirement,
} from './requirement.js';

/*
 * From a stored requirement (any kind) to its kind's type (docs/product.md, "Requirements": the
 * title says the kind). A Requirement holds every part, so the narrowing is a check of its title
 * and nothing is copied: the value is the stored one, typed as its kind, so that code about one
 * kind reads only that kind's fields and patches only them.
 */

/** The kinds with a detail screen and content of their own. */
export type ContentRequirementKind = Exclude<RequirementKind, 'other'>;

/** Each kind's type. */
export interface RequirementOfKind {
  readonly carrousel: CarouselRequirement;
  readonly video: VideoRequirement;
  readonly blog: BlogRequirement;
}

/** The requirement typed as `kind` when its title makes it one; null when it is another kind. */
export const asKind = <K extends ContentRequirementKind>(
  requirement: Requirement,
  kind: K,
): RequirementOfKind[K] | null => (requirementKind(requirement.title) === kind ? requirement : null);

export const asCarousel = (requirement: Requirement): CarouselRequirement | null => asKind(requirement, 'carrousel');
export const asVideo = (requirement: Requirement): VideoRequirement | null => asKind(requirement, 'video');
export const asBlog = (requirement: Requirement): BlogRequirement | null => asKind(requirement, 'blog');

/** A stored requirement seen as its kind: switch on `kind` to reach that kind's fields. */
export type RequirementContent =
  | { readonly kind: 'carrousel'; readonly requirement: CarouselRequirement }
  | { readonly kind: 'video'; readonly requirement: VideoRequirement }
  | { readonly kind: 'blog'; readonly requirement: BlogRequirement }
  | { readonly kind: 'other'; readonly requirement: RequirementCore };

export const contentOf = (requirement: Requirement): RequirementContent => ({
  kind: requirementKind(requirement.title),
  requirement,
});

/** What no patch writes: the identity, the creation date and the scheduler's record (its ledger writes it). */
export type UnpatchedField = 'id' | 'brandId' | 'createdAt' | 'scheduledPost';

/**
 * A merge of some fields of requirement type R (stored names), and of no field R lacks: a
 * carousel's patch cannot name `imageAIUrl`, a blog's cannot name `imagesAIUrl`.
 */
export type PatchOf<R extends RequirementCore> = Partial<Omit<R, UnpatchedField>> & {
  readonly [F in Exclude<keyof Requirement, keyof R>]?: never;
};

export type CarouselPatch = PatchOf<CarouselRequirement>;
export type VideoPatch = PatchOf<VideoRequirement>;
export type BlogPatch = PatchOf<BlogRequirement>;
