import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandDriftMarker } from '../ports/brand-guard.js';
import type { Logger } from '../ports/logger.js';

/**
 * After a write of the DNA or the guide (docs/product.md, "Revisión de marca"): the brand's items not yet sent
 * marked 'Revisar' with what changed (BrandDriftMarker, the one writer of `brandDrift`), only when something
 * changed. The save is already stored: a failure to mark is logged and never fails it.
 */
export const markDrift = async (
  ports: { readonly marker: BrandDriftMarker; readonly logger: Logger },
  brandId: string,
  changes: readonly string[],
  actor: Pick<Actor, 'uid' | 'email'>,
  at: Date,
): Promise<void> => {
  if (changes.length === 0) return;
  await ports.marker
    .mark(brandId, { changes: [...changes], at, by: { uid: actor.uid, email: actor.email } })
    .catch((cause: unknown) => {
      ports.logger.error(Messages.guard.driftFailedLog, { brandId, changes, uid: actor.uid, cause });
    });
};
