import { BLUEPRINT_BLOCK_NAMES, type BlueprintBlockName } from '../blueprint/blueprint.js';
import type { ChangeStamp } from '../shared/change-stamp.js';
import { hasControlCharacters } from '../shared/text.js';

/*
 * A comment (docs/product.md, "Comments"): one person's note on a requirement or on one
 * block of the brand's communication guide, with the brand's users it mentions. Written by
 * the server alone ('comments/add'), in brands/{brandId}/comments/{id}.
 */

/** What a thread is about: a requirement (by id) or one block of the guide (by name). */
export type CommentTarget =
  | { readonly kind: 'requirement'; readonly id: string }
  | { readonly kind: 'blueprint'; readonly id: BlueprintBlockName };

export type CommentTargetKind = CommentTarget['kind'];

export const COMMENT_TARGET_KINDS: readonly CommentTargetKind[] = ['requirement', 'blueprint'];

/** Whether `name` is one of the guide's seven blocks. */
export const isBlueprintBlockName = (name: string): name is BlueprintBlockName =>
  (BLUEPRINT_BLOCK_NAMES as readonly string[]).includes(name);

/** One thread of a brand, as a key ('requirement:r1', 'blueprint:misionProposito'): the read marks' key. */
export const threadKey = (target: CommentTarget): string => `${target.kind}:${target.id}`;

/** A person as a comment names them: the author, or someone mentioned. */
export interface CommentPerson {
  readonly uid: string;
  readonly email: string;
  /** "Nombre Apellido", or the e-mail when the user has no name. */
  readonly name: string;
}

export interface NewComment {
  readonly brandId: string;
  readonly target: CommentTarget;
  readonly author: CommentPerson;
  readonly text: string;
  /** The brand's users the text mentions (each once, in the order first mentioned). */
  readonly mentions: readonly CommentPerson[];
  readonly createdAt: Date;
  /** The server's stamp of who asked for the write (the audit entry names them). */
  readonly changedBy: ChangeStamp;
}

export interface Comment extends NewComment {
  readonly id: string;
}

/** A comment's text: at most this many characters. */
export const COMMENT_MAX_LENGTH = 2000;

/** Why a comment's text is refused, or null when it is fine. */
export type CommentTextProblem = 'empty' | 'tooLong' | 'controlCharacters';

/**
 * The text as stored (blanks around it dropped), or the problem: empty, longer than
 * COMMENT_MAX_LENGTH, or holding a control character other than a line break or a tab.
 */
export const checkCommentText = (text: string): { text: string } | { problem: CommentTextProblem } => {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  if (trimmed.length > COMMENT_MAX_LENGTH) return { problem: 'tooLong' };
  const normal = trimmed.replace(/\r\n/g, '\n');
  if (hasControlCharacters(normal.replace(/[\n\t]/g, ''))) return { problem: 'controlCharacters' };
  return { text: normal };
};

/** Oldest first; two of the same instant by id (how a thread reads). */
export const compareComments = (a: Comment, b: Comment): number =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
