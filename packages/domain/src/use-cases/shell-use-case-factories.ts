import { Authenticator } from '../ports/authenticator.js';
import { Logger } from '../ports/logger.js';
import {
  BrandRepository,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import { Clock } from '../shared/clock.js';
import { CommentCounts } from './comment-counts.js';
import { CommentLog } from '../ports/comments.js';
import { BrandUseCases } from './brands.js';
import { RequirementUseCases } from './requirements.js';
import { SessionUseCases } from './session.js';
import { useCase } from './use-case.js';

// The use cases the browser's console binds when it loads (its frame: the session, the brand
// selector; and the requirement lists), declared in a module of their own:
// a bundle that imports these and not USE_CASES (use-case-factories.ts, which lists them under
// their names) holds no other use case's code.

export const sessionUseCase = useCase(SessionUseCases, [
  Authenticator,
  UserRepository,
  RoleRepository,
  PermissionConfigRepository,
  Clock,
  Logger,
]);
export const brandsUseCase = useCase(BrandUseCases, [BrandRepository, UserRepository, RoleRepository, Clock]);
export const requirementsUseCase = useCase(RequirementUseCases, [
  RequirementRepository,
  BrandRepository,
  UserRepository,
  RoleRepository,
  Clock,
]);
/** The requirement lists' counts of new comments (docs/product.md, "Comments"); a thread is CommentViews, a screen's. */
export const commentCountsUseCase = useCase(CommentCounts, [CommentLog]);
