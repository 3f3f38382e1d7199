// Which menu item is highlighted (docs/product.md, "Shell and menu"): an item is active when the current
// path equals its route or starts with the route followed by a slash. Some items also
// light up on other screens: Parrilla (/requirements) on the requirement details
// (/carrousel, /blog, /video), and Marca (/marca) on the communication guide (/blueprint).

/** Extra routes that highlight a menu item, by the item's own route (docs/product.md, "Shell and menu"). */
export const EXTRA_ACTIVE_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/requirements': ['/carrousel', '/blog', '/video'],
  '/marca': ['/blueprint'],
};

/** The path is the route itself or one of its sub-paths ('/requirements/abc'). */
export const isRouteActive = (path: string, route: string): boolean => {
  const base = route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
  if (path === base) return true;
  return base === '/' ? false : path.startsWith(`${base}/`);
};

export interface MenuRoute {
  readonly route: string;
  /** More routes that highlight this item; the spec's extras apply when omitted. */
  readonly alsoActiveFor?: readonly string[];
}

export const isMenuItemActive = (path: string, item: MenuRoute): boolean =>
  [item.route, ...(item.alsoActiveFor ?? EXTRA_ACTIVE_ROUTES[item.route] ?? [])].some((route) =>
    isRouteActive(path, route),
  );
