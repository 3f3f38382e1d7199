import { isRouteActive } from '@estudio/ui';
import { ScreenTitles } from '../shared/screen-titles.js';

const t = ScreenTitles;

/** What the shell knows of the screen of a route: its title and whether it works on the active brand. */
export interface RouteScreen {
  readonly route: string;
  /** The spec's name of the screen (docs/product.md, "Routes"): the tab's title and the page's h1. */
  readonly title: string;
  /** The screen works on the active brand: the tab and the page header name it. */
  readonly brandScoped: boolean;
}

/** The protected routes of docs/product.md, "Routes", with the screen each shows. */
export const ROUTE_SCREENS: readonly RouteScreen[] = [
  { route: '/marca', title: t.brandDna, brandScoped: true },
  { route: '/blueprint', title: t.guide, brandScoped: true },
  { route: '/requirements', title: t.requirementsTitle, brandScoped: true },
  { route: '/calendario', title: t.calendar, brandScoped: true },
  { route: '/finished', title: t.finishedTitle, brandScoped: true },
  { route: '/carrousel', title: t.carousel, brandScoped: true },
  { route: '/video', title: t.video, brandScoped: true },
  { route: '/blog', title: t.blog, brandScoped: true },
  { route: '/metrics', title: t.metrics, brandScoped: true },
  { route: '/socialmedia', title: t.socialMedia, brandScoped: true },
  { route: '/envios', title: t.sendsTitle, brandScoped: true },
  { route: '/academy', title: t.academy, brandScoped: false },
  { route: '/adminbrands', title: t.brandSettings, brandScoped: false },
  { route: '/roles', title: t.roles, brandScoped: false },
  { route: '/users', title: t.users, brandScoped: false },
];

/** The screen of a path ('/requirements/abc' is the requirements list), or null. */
export const screenOfPath = (path: string): RouteScreen | null =>
  ROUTE_SCREENS.find((screen) => isRouteActive(path, screen.route)) ?? null;
