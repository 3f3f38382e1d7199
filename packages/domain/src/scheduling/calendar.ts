import { can, type Actor } from '../permissions/actor.js';
import { requirementKind, type Requirement } from '../requirements/requirement.js';
import { fromBogotaDateTime, toBogotaDateTime } from './bogota-time.js';
import type { ContentKind } from './types.js';

/*
 * The Calendario (docs/product.md, "Calendario"): a brand's carousels and videos laid out by
 * publication date, in America/Bogota, in weeks from Monday (es-ES). A day is Bogotá's
 * calendar date, 'YYYY-MM-DD'; the arithmetic is on those texts (Bogotá is UTC-5 all year),
 * so nothing here reads the clock: today comes from the Clock port.
 */

/** A Bogotá calendar date, 'YYYY-MM-DD'. */
export type CalendarDay = string;

/** The two views: a month's weeks, or one week. */
export type CalendarView = 'month' | 'week';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The hour an item that had no date gets when it is first put on a day (Bogotá). */
export const DEFAULT_PUBLICATION_TIME = '10:00';

/** Bogotá's date of an instant. */
export const bogotaDay = (instant: Date): CalendarDay => toBogotaDateTime(instant).slice(0, 10);

/** The day as UTC midnight, for weekday and day arithmetic (the date read as UTC keeps its weekday). */
const utcOf = (day: CalendarDay): number => {
  const parts = DAY_TEXT.exec(day);
  if (parts === null) throw new RangeError(`not a calendar day: ${day}`);
  return Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
};

const dayOfUtc = (utc: number): CalendarDay => new Date(utc).toISOString().slice(0, 10);

/** Whether a text is a real calendar day ('2026-02-30' is not). */
export const isCalendarDay = (value: string): boolean => {
  if (!DAY_TEXT.test(value)) return false;
  return dayOfUtc(utcOf(value)) === value;
};

/** The day `count` days after (before, when negative). */
export const addDays = (day: CalendarDay, count: number): CalendarDay => dayOfUtc(utcOf(day) + count * DAY_MS);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDay, to: CalendarDay): number =>
  Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** The weekday, 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: CalendarDay): number => new Date(utcOf(day)).getUTCDay();

/** The Monday that starts the day's week (es-ES weeks start on Monday). */
export const mondayOf = (day: CalendarDay): CalendarDay => addDays(day, -((weekdayOf(day) + 6) % 7));

/** The seven days of the day's week, Monday to Sunday. */
export const weekOf = (day: CalendarDay): CalendarDay[] => {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
};

/** The first day of the day's month. */
export const monthStart = (day: CalendarDay): CalendarDay => `${day.slice(0, 7)}-01`;

/** The weeks (Monday to Sunday) that hold the days of the day's month: four to six rows. */
export const monthWeeks = (day: CalendarDay): CalendarDay[][] => {
  const first = monthStart(day);
  const month = first.slice(0, 7);
  const weeks: CalendarDay[][] = [];
  for (let monday = mondayOf(first); weeks.length === 0 || monday.slice(0, 7) === month; monday = addDays(monday, 7)) {
    weeks.push(weekOf(monday));
  }
  return weeks;
};

/** The days a view shows around a day: its month's weeks, or its week. */
export const viewDays = (view: CalendarView, day: CalendarDay): CalendarDay[] =>
  view === 'week' ? weekOf(day) : monthWeeks(day).flat();

/** The day the view shows after (step 1) or before (step -1): the same day of the next month (capped), or ±7 days. */
export const shiftView = (view: CalendarView, day: CalendarDay, step: 1 | -1): CalendarDay => {
  if (view === 'week') return addDays(day, 7 * step);
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + step];
  return dayOfUtc(Date.UTC(year, month, 1));
};

/** The kind a requirement is planned and laid out as: carousels and videos (blogs are never scheduled). */
export const calendarKindOf = (requirement: Pick<Requirement, 'title'>): ContentKind | null => {
  const kind = requirementKind(requirement.title);
  return kind === 'carrousel' ? 'carousel' : kind === 'video' ? 'video' : null;
};

/** One piece on the calendar: its requirement, kind, and Bogotá day and time (null when it has no date). */
export interface CalendarItem {
  readonly requirement: Requirement;
  readonly kind: ContentKind;
  readonly day: CalendarDay | null;
  /** 'HH:mm' in Bogotá, or null. */
  readonly time: string | null;
}

/** The calendar of some days: each day's items in time order, and the items without a date apart. */
export interface CalendarLayout {
  readonly days: readonly CalendarDay[];
  readonly byDay: ReadonlyMap<CalendarDay, readonly CalendarItem[]>;
  /** The pieces without a date, by number. */
  readonly undated: readonly CalendarItem[];
}

const itemOf = (requirement: Requirement, kind: ContentKind): CalendarItem => {
  const date = requirement.publicationDate;
  if (date === null || date === undefined || Number.isNaN(date.getTime())) {
    return { requirement, kind, day: null, time: null };
  }
  const local = toBogotaDateTime(date);
  return { requirement, kind, day: local.slice(0, 10), time: local.slice(11, 16) };
};

const byTimeThenNumber = (a: CalendarItem, b: CalendarItem): number =>
  (a.time ?? '').localeCompare(b.time ?? '') || a.requirement.number - b.requirement.number;

/**
 * Lays out a brand's requirements on `days`: the carousels and videos with a date on one of
 * them, each on its Bogotá day, and every one without a date apart. Other kinds and dates
 * outside the days are not shown.
 */
export const layOutCalendar = (requirements: readonly Requirement[], days: readonly CalendarDay[]): CalendarLayout => {
  const byDay = new Map<CalendarDay, CalendarItem[]>(days.map((day) => [day, []]));
  const undated: CalendarItem[] = [];
  for (const requirement of requirements) {
    const kind = calendarKindOf(requirement);
    if (kind === null) continue;
    const item = itemOf(requirement, kind);
    if (item.day === null) undated.push(item);
    else byDay.get(item.day)?.push(item);
  }
  for (const items of byDay.values()) items.sort(byTimeThenNumber);
  undated.sort((a, b) => a.requirement.number - b.requirement.number);
  return { days, byDay, undated };
};

/**
 * Whether the person may move a piece in the calendar: its publication date is a planning
 * field, written by `planning/date` under the planning key (CARROUSEL_SENDTOMETRICS), and only
 * carousels and videos have one.
 */
export const mayPlan = (actor: Actor, requirement: Pick<Requirement, 'title'>): boolean =>
  can(actor, 'CARROUSEL_SENDTOMETRICS') && calendarKindOf(requirement) !== null;

/** The piece's new date on `day`: the time it had (Bogotá), or DEFAULT_PUBLICATION_TIME when it had none. */
export const dateOnDay = (requirement: Pick<Requirement, 'publicationDate'>, day: CalendarDay): Date => {
  const date = requirement.publicationDate;
  const time =
    date === null || date === undefined || Number.isNaN(date.getTime())
      ? `${DEFAULT_PUBLICATION_TIME}:00`
      : toBogotaDateTime(date).slice(11, 19);
  return fromBogotaDateTime(`${day}T${time}`);
};

/**
 * A drop of a piece on a day (a drag, or the keyboard's move): the new publication date, or
 * null when nothing moves: the person may not plan it, the day is not a real one, it is
 * before today (Bogotá), or the piece is already on that day.
 */
export const dropDate = (
  actor: Actor,
  requirement: Pick<Requirement, 'title' | 'publicationDate'>,
  day: CalendarDay,
  today: CalendarDay,
): Date | null => {
  if (!mayPlan(actor, requirement) || !isCalendarDay(day) || daysBetween(today, day) < 0) return null;
  const date = requirement.publicationDate;
  if (date !== null && date !== undefined && !Number.isNaN(date.getTime()) && bogotaDay(date) === day) return null;
  return dateOnDay(requirement, day);
};
