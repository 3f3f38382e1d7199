import { PERMISSION_KEYS, SUPERADMIN_CODE } from '@estudio/domain/accounts';
import type { Actor } from '@estudio/domain/accounts';

/**
 * Who the CLI acts as by default: the operator at the terminal, with every permission key
 * (as a role holding acceso_total resolves to under the default configuration). Whoever
 * holds the project's Google credentials (or runs the local emulators) already has full
 * rights; the use cases still apply every domain policy (visibility, active users only,
 * known codes, status transitions). `--as <email>` acts as a stored user instead, with the
 * keys their role resolves to.
 */
export const OPERATOR_UID = 'estudio-cli';

export const operatorActor = (): Actor => ({
  uid: OPERATOR_UID,
  email: '',
  roleCodes: [SUPERADMIN_CODE],
  keys: new Set(PERMISSION_KEYS),
});
