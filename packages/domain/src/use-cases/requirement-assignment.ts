import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandRepository, RequirementRepository, RoleRepository, UserRepository } from '../ports/repositories.js';
import { UNASSIGNED, type Requirement } from '../requirements/requirement.js';
import { changeAssignee } from '../requirements/requirement-status.js';
import { isValidEmail } from '../session/session-policy.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { TEXT_LIMITS, fitsLimit, hasControlCharacters } from '../shared/text.js';
import { assignableUsers } from '../users/user-filters.js';
import { isActiveUser } from '../users/user.js';
import { readRequirement, readVisibleBrand, requireKey, type RequirementKey } from './content-access.js';
import { failingWith } from './or-fail.js';
import { requireWriteRight } from './requirements.js';

const message = Messages.requirements.updateAssignee;

/** Whether a typed assignee can be an e-mail at all: its shape, the e-mail cap, no control character. */
const isAssigneeShape = (email: string): boolean =>
  fitsLimit(email.trim(), TEXT_LIMITS.email) && !hasControlCharacters(email) && isValidEmail(email);

/**
 * 'requirements/assign', the assignee select of the requirement lists, run on the server
 * (docs/product.md, "Assignee"): the value must be Por asignar or an assignable user's e-mail
 * (checked here, where it is written), the brand one the actor may see.
 */
export class RequirementAssignmentUseCases {
  constructor(
    private readonly requirements: RequirementRepository,
    private readonly brands: BrandRepository,
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Writes only assignedTo, updatedAt and who asked (changedBy), in one transaction from the
   * requirement as stored; answers the requirement as written. The e-mail is stored with
   * the assignable user's own spelling.
   */
  async assign(actor: Actor, key: RequirementKey, email: string): Promise<Requirement> {
    requireWriteRight(actor, 'ASSIGN_REQUIREMENTS');
    const { brandId, requirementId } = requireKey(key, message);
    const guard = failingWith(message);
    await readVisibleBrand(this.brands, actor, brandId, guard, message);
    // Not one of this brand's requirements (another brand's id under this brand's): 404, nothing written.
    await readRequirement(this.requirements, { brandId, requirementId }, guard, message);
    const assignee = await guard(() => this.assignee(email));
    if (assignee === null) throw new DomainError('validation', message, { email });
    return guard(() =>
      this.requirements.updateFrom(brandId, requirementId, (stored) => {
        const at = this.clock.now();
        return { ...changeAssignee(stored, assignee, { now: () => at }), changedBy: changeStamp(actor, at) };
      }),
    );
  }

  /**
   * Por asignar, or the stored e-mail of the user it names when that user is assignable;
   * null when neither. Reads that one user and (if active) their role, nothing more.
   */
  private async assignee(email: string): Promise<string | null> {
    if (email.trim() === UNASSIGNED) return UNASSIGNED;
    // An e-mail shape within the cap, no control character (firestore.rules: assigneeOk):
    // anything else is refused before any read.
    if (!isAssigneeShape(email)) return null;
    const user = await this.users.findByEmail(email);
    if (user === null || !isActiveUser(user) || user.role.trim() === '') return null;
    const role = await this.roles.get(user.role);
    // The same policy as the assignee select, applied to this one user.
    return assignableUsers([user], role === null ? [] : [role])[0]?.email ?? null;
  }
}
