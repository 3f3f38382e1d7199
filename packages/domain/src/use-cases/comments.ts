import {
  checkCommentText,
  threadKey,
  COMMENT_MAX_LENGTH,
  type Comment,
  type CommentTarget,
} from '../comments/comment.js';
import { findMentions } from '../comments/mentions.js';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import type { CommentWriter } from '../ports/comments.js';
import type {
  BlueprintRepository,
  BrandRepository,
  RequirementRepository,
  UserRepository,
} from '../ports/repositories.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { checkedTarget, personOf, readBrandPeople, readCommentBrand } from './comment-access.js';
import { failingWith, type Guard } from './or-fail.js';

const m = Messages.comments;

/** A target as the body names it, before checkedTarget. */
export interface CommentTargetInput {
  readonly kind: string;
  readonly id: string;
}

/**
 * 'comments/add' and 'comments/read' (docs/product.md, "Comments"), run on the server: the
 * caller must hold the key that reads the target (VIEW_REQUIREMENTS for a requirement,
 * VIEW_BLUEPRINT for a guide block) and see the brand; the target must exist. The author,
 * the time and the mentions are the server's: the text's '@' mentions are resolved against
 * the brand's users, and an unknown one stays plain text.
 */
export class CommentUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
    private readonly blueprints: BlueprintRepository,
    private readonly users: UserRepository,
    private readonly writer: CommentWriter,
    private readonly clock: Clock,
  ) {}

  /** Adds the actor's comment to the target's thread; answers it as stored. Bad input writes nothing. */
  async add(actor: Actor, brandId: string, targetInput: CommentTargetInput, text: string): Promise<Comment> {
    const guard = failingWith(m.add);
    const target = checkedTarget(targetInput);
    const checked = checkCommentText(text);
    const brand = await readCommentBrand(this.brands, actor, brandId, target, guard);
    if ('problem' in checked) {
      const message =
        checked.problem === 'empty'
          ? m.empty
          : checked.problem === 'tooLong'
            ? m.tooLong(COMMENT_MAX_LENGTH)
            : m.controlCharacters;
      throw new DomainError('validation', message, { problem: checked.problem });
    }
    await this.requireTarget(brand.id, target, guard);
    const [author, people] = await Promise.all([
      guard(() => this.users.get(actor.uid)),
      readBrandPeople(this.users, brand, guard),
    ]);
    const at = this.clock.now();
    return guard(() =>
      this.writer.add({
        brandId: brand.id,
        target,
        author: author === null ? { uid: actor.uid, email: actor.email, name: actor.email } : personOf(author),
        text: checked.text,
        mentions: findMentions(checked.text, people),
        createdAt: at,
        changedBy: changeStamp(actor, at),
      }),
    );
  }

  /** The actor read the target's thread now: its comments so far are no longer new for them. */
  async markRead(
    actor: Actor,
    brandId: string,
    targetInput: CommentTargetInput,
  ): Promise<{ readonly threadKey: string; readonly at: Date }> {
    const guard = failingWith(m.markRead);
    const target = checkedTarget(targetInput);
    const brand = await readCommentBrand(this.brands, actor, brandId, target, guard);
    await this.requireTarget(brand.id, target, guard);
    const at = this.clock.now();
    const key = threadKey(target);
    await guard(() => this.writer.markRead(brand.id, key, changeStamp(actor, at)));
    return { threadKey: key, at };
  }

  /** The requirement of this brand, or the brand's stored guide; refused as not found otherwise. */
  private async requireTarget(brandId: string, target: CommentTarget, guard: Guard): Promise<void> {
    const found =
      target.kind === 'requirement'
        ? (await guard(() => this.requirements.get(brandId, target.id)))?.brandId === brandId
        : (await guard(() => this.blueprints.get(brandId))) !== null;
    if (!found) throw new DomainError('not-found', m.targetNotFound, { brandId, target });
  }
}
