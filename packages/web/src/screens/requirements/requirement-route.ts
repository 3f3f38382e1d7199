import { requirementKind, type Requirement, type RequirementKind } from '@estudio/domain/requirements';

/** The navigation state a detail screen reads (docs/product.md, "Routes"). */
export interface RequirementDetailState {
  readonly number: number;
  readonly title: string;
  readonly brandId: string;
}

export interface RequirementDetailRoute {
  readonly path: string;
  readonly state: RequirementDetailState;
}

/** Titles without Blog, Carrusel or Video reopen the list screen at /requirements/{id}. */
const BASE_PATHS: Readonly<Record<RequirementKind, string>> = {
  blog: '/blog',
  carrousel: '/carrousel',
  video: '/video',
  other: '/requirements',
};

/** Where clicking a requirement's title goes. */
export const requirementDetailRoute = (
  requirement: Pick<Requirement, 'id' | 'number' | 'title' | 'brandId'>,
): RequirementDetailRoute => ({
  path: `${BASE_PATHS[requirementKind(requirement.title)]}/${encodeURIComponent(requirement.id)}`,
  state: { number: requirement.number, title: requirement.title, brandId: requirement.brandId },
});
