import { SOCIAL_NETWORKS, type SocialNetwork } from '../brands/brand.js';
import { CONTENT_GRID } from '../requirements/content-grid.js';
import type { Requirement } from '../requirements/requirement.js';
import {
  addDays,
  bogotaDay,
  calendarKindOf,
  DEFAULT_PUBLICATION_TIME,
  weekdayOf,
  type CalendarDay,
} from './calendar.js';
import { fromBogotaDateTime } from './bogota-time.js';
import { toSocialNetwork } from './networks.js';

/*
 * 'Repartir parrilla' (docs/product.md, "Calendario", spreading the grid): a brand's
 * content-grid carousels and videos without a publication date, each put on its own day of
 * the coming weeks, on the best days of its networks where it can. Pure: today comes from
 * the Clock port.
 */

/**
 * The best weekdays to post on each network (0 = Sunday … 6 = Saturday), a rule of thumb from
 * published studies (sources in docs/product.md, "Calendario"), not the brand's own audience:
 * the planning panel's 'Mejor momento' asks Metricool for that.
 */
export const BEST_DAYS: Readonly<Record<SocialNetwork, readonly number[]>> = {
  Facebook: [1, 2, 3, 4],
  Instagram: [1, 2, 3, 5],
  Threads: [2, 3, 4],
  LinkedIn: [2, 3],
  Pinterest: [6],
  TikTok: [2, 3, 4],
  YouTube: [2, 3, 4],
};

/** How many weeks the spread covers at least, from tomorrow. */
export const SPREAD_WEEKS = 4;

/** A grid title: the grid's words (Carrusel, Video, Blog), a number and its topic, as contentGridTitle writes it. */
const GRID_TITLE = new RegExp(`^(?:${CONTENT_GRID.map((part) => part.word).join('|')}) \\d+ - T\\d+$`);

/** Whether a requirement is a content-grid carousel or video without a publication date: what the spread places. */
export const isSpreadable = (requirement: Pick<Requirement, 'title' | 'publicationDate'>): boolean =>
  GRID_TITLE.test(requirement.title) &&
  calendarKindOf(requirement) !== null &&
  (requirement.publicationDate === null || requirement.publicationDate === undefined);

/** One piece to place: its id and the networks it goes to. */
export interface SpreadItem {
  readonly id: string;
  readonly networks: readonly string[];
}

/** The window the spread uses: its first day (tomorrow) and how many days it has. */
export interface SpreadWindow {
  readonly first: CalendarDay;
  readonly length: number;
}

/** The window for `count` pieces: from tomorrow (Bogotá), SPREAD_WEEKS weeks, longer when the pieces need more days. */
export const spreadWindow = (now: Date, count: number): SpreadWindow => ({
  first: addDays(bogotaDay(now), 1),
  length: 7 * Math.max(SPREAD_WEEKS, Math.ceil(count / 7)),
});

/** The best weekdays of some networks (any casing); none when no network is known. */
const bestWeekdays = (networks: readonly string[]): ReadonlySet<number> =>
  new Set(
    networks
      .map(toSocialNetwork)
      .filter((network): network is SocialNetwork => network !== null && SOCIAL_NETWORKS.includes(network))
      .flatMap((network) => BEST_DAYS[network]),
  );

/**
 * Each piece's day, in the order given: the earliest free day of the window that is a best day
 * of its networks (the piece's own, else `brandNetworks`), else the earliest free day; a day
 * another dated piece of the brand holds (`busy`) is taken only when no other is left. Every
 * piece gets its own day, inside the window, never before tomorrow.
 */
export const spreadDays = (
  items: readonly SpreadItem[],
  brandNetworks: readonly string[],
  now: Date,
  busy: ReadonlySet<CalendarDay> = new Set(),
): ReadonlyMap<string, CalendarDay> => {
  const window = spreadWindow(now, items.length);
  const days = Array.from({ length: window.length }, (_, index) => addDays(window.first, index));
  const taken = new Set<CalendarDay>();
  const placed = new Map<string, CalendarDay>();
  for (const item of items) {
    const best = bestWeekdays(item.networks.length > 0 ? item.networks : brandNetworks);
    const free = days.filter((day) => !taken.has(day));
    const choice =
      free.find((day) => best.has(weekdayOf(day)) && !busy.has(day)) ??
      free.find((day) => !busy.has(day)) ??
      free.find((day) => best.has(weekdayOf(day))) ??
      free[0];
    if (choice === undefined) break;
    taken.add(choice);
    placed.set(item.id, choice);
  }
  return placed;
};

/** The publication date of a spread day: DEFAULT_PUBLICATION_TIME in Bogotá. */
export const spreadDate = (day: CalendarDay): Date => fromBogotaDateTime(`${day}T${DEFAULT_PUBLICATION_TIME}`);
