import type { Actor } from './actor.js';
import { DEFAULT_PERMISSION_CONFIG, PERMISSION_KEYS } from './catalogue.js';
import type { PermissionConfig, PermissionKey } from './catalogue.js';

export interface ResolvedPermissions {
  /** The keys the role codes grant. */
  readonly keys: ReadonlySet<PermissionKey>;
  /** True when there was no configuration document at all. */
  readonly usedDefault: boolean;
  /** Keys whose codes came from the default because the configuration lacks them. */
  readonly keysFromDefault: PermissionKey[];
}

/**
 * The codes configured for one key. Stored documents are not typed: a single code, a list,
 * or anything else. A value that is neither a string nor a list counts as missing, so the
 * key falls back to the default instead of silently granting or denying.
 */
const configuredCodes = (value: unknown): readonly string[] | undefined => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((code): code is string => typeof code === 'string');
  return undefined;
};

/**
 * docs/product.md, "Permissions": a key passes when the codes configured for it contain any of the
 * role's codes. Unknown codes on either side simply never match a known one.
 */
export const resolvePermissions = (
  config: PermissionConfig | null,
  roleCodes: readonly string[],
): ResolvedPermissions => {
  const held = new Set(roleCodes);
  const keys = new Set<PermissionKey>();
  const keysFromDefault: PermissionKey[] = [];
  for (const key of PERMISSION_KEYS) {
    let codes = config === null ? undefined : configuredCodes(config[key]);
    if (codes === undefined) {
      codes = DEFAULT_PERMISSION_CONFIG[key];
      keysFromDefault.push(key);
    }
    if (codes.some((code) => held.has(code))) keys.add(key);
  }
  return { keys, usedDefault: config === null, keysFromDefault };
};

/** The actor a signed-in user acts as, with the keys their role's codes resolve to. */
export const actorFor = (
  user: { readonly uid: string; readonly email: string },
  roleCodes: readonly string[],
  config: PermissionConfig | null,
): { actor: Actor; usedDefault: boolean } => {
  const { keys, usedDefault } = resolvePermissions(config, roleCodes);
  return {
    actor: { uid: user.uid, email: user.email, roleCodes: [...roleCodes], keys },
    usedDefault,
  };
};
