import { DomainError } from '../shared/errors.js';
import { AccessMessages } from '../messages-shell.js';
import type { PermissionKey } from './catalogue.js';

/** Who is acting: the signed-in user with the permission keys their role resolves to. */
export interface Actor {
  readonly uid: string;
  readonly email: string;
  /** The codes on the actor's role. */
  readonly roleCodes: readonly string[];
  /** The keys those codes grant under the permission configuration. */
  readonly keys: ReadonlySet<PermissionKey>;
}

export const can = (actor: Actor, key: PermissionKey): boolean => actor.keys.has(key);

/** Refuses with a forbidden DomainError unless the actor holds the key. */
export const requirePermission = (
  actor: Actor,
  key: PermissionKey,
  message: string = AccessMessages.forbidden,
): void => {
  if (!can(actor, key)) throw new DomainError('forbidden', message, { key });
};
