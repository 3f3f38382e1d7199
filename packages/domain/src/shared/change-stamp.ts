import type { Actor } from '../permissions/actor.js';

/**
 * Who made a server-side content write, and when: stamped as `changedBy` on the document it
 * writes (a requirement, a blueprint, a brand), so the audit entry of a write made with the
 * Admin SDK names the person who asked for it (docs/product.md, "Audit log").
 */
export interface ChangeStamp {
  readonly uid: string;
  readonly email: string;
  readonly at: Date;
}

export const changeStamp = (actor: Pick<Actor, 'uid' | 'email'>, at: Date): ChangeStamp => ({
  uid: actor.uid,
  email: actor.email,
  at,
});
