import type { PermissionKey } from '../permissions/catalogue.js';
import type { CommentTarget } from './comment.js';

// A module of its own: the lists' counts (CommentCounts, bound when the console loads) need
// this table and none of the threads' checks.

/** The key that reads a target, so the key that reads (and comments) its thread: the detail screens', the guide's. */
export const COMMENT_READ_KEYS: Readonly<Record<CommentTarget['kind'], PermissionKey>> = {
  requirement: 'VIEW_REQUIREMENTS',
  blueprint: 'VIEW_BLUEPRINT',
};
