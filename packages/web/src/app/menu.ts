import { can, type Actor, type PermissionKey } from '@estudio/domain/accounts';
import type { ShellMenuItem } from '@estudio/ui';
import { ScreenTitles } from '../shared/screen-titles.js';

const screens = ScreenTitles;

interface MenuEntry extends ShellMenuItem {
  /** The key that shows the item; none for Academia, shown to everyone (docs/product.md, "Shell and menu"). */
  readonly key: PermissionKey | null;
}

/** The sidebar menu in its order, with the key each item needs (docs/product.md, "Shell and menu"). */
export const MENU: readonly MenuEntry[] = [
  { route: '/marca', label: screens.brand, key: 'STRATEGY' },
  { route: '/requirements', label: screens.requirements, key: 'VIEW_REQUIREMENTS' },
  { route: '/calendario', label: screens.calendar, key: 'VIEW_REQUIREMENTS' },
  { route: '/finished', label: screens.finished, key: 'VIEW_REQUIREMENTS' },
  { route: '/metrics', label: screens.metrics, key: 'METRICS' },
  { route: '/socialmedia', label: screens.socialMedia, key: 'SOCIAL_MEDIA' },
  { route: '/envios', label: screens.sends, key: 'VIEW_REQUIREMENTS' },
  { route: '/academy', label: screens.academy, key: null },
  { route: '/adminbrands', label: screens.adminBrands, key: 'ADMIN_BRANDS' },
  { route: '/roles', label: screens.roles, key: 'ADMIN_ROLES' },
  { route: '/users', label: screens.users, key: 'ADMIN_USERS' },
];

/** The items the actor may see. */
export const menuFor = (actor: Actor): ShellMenuItem[] =>
  MENU.filter((entry) => entry.key === null || can(actor, entry.key)).map(({ key: _key, ...item }) => item);
