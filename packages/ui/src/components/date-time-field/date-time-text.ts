// What the date-time field reads and writes (docs/product.md, "Shared widgets and dialogs": the publication
// date is a date-time; "Scheduling": its text is Bogotá wall-clock time). The person types the day in es-ES
// order (dd/mm/aaaa) and the time on a 24-hour clock (HH:mm); the field's value stays the native
// 'YYYY-MM-DDTHH:mm', so its callers and the domain's conversion to America/Bogota are unchanged.
import { UiTexts } from '../../ui-texts.js';

/** What the person typed in the two boxes. */
export interface DateTimeDraft {
  /** dd/mm/aaaa (d/m/aaaa, dashes, dots or eight digits are read too). */
  readonly date: string;
  /** HH:mm on a 24-hour clock (H:mm, H.mm and HHmm are read too). */
  readonly time: string;
}

/** A value the field can hand over ('' when both boxes are empty), or why it cannot. */
export type DraftReading = { readonly value: string } | { readonly error: string };

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** The boxes' text for a value: '2026-11-21T17:05' shows as 21/11/2026 and 17:05; '' or a malformed value as empty boxes. */
export const draftOf = (value: string): DateTimeDraft => {
  const match = VALUE.exec(value);
  if (match === null) return { date: '', time: '' };
  const [, year, month, day, hour, minute] = match as unknown as [string, string, string, string, string, string];
  return { date: `${day}/${month}/${year}`, time: `${hour}:${minute}` };
};

const DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const COMPACT_DATE = /^(\d{2})(\d{2})(\d{4})$/;

/** 'YYYY-MM-DD' for a real day typed as dd/mm/aaaa, or the Spanish reason it is refused. */
export const readDate = (text: string): { readonly date: string } | { readonly error: string } => {
  const trimmed = text.trim();
  const match = DATE.exec(trimmed) ?? COMPACT_DATE.exec(trimmed);
  if (match === null) return { error: UiTexts.dateTime.invalidDate };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 31/02 over into March: a rolled date is not a real day.
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1000 &&
    month >= 1 &&
    month <= 12 &&
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  if (!real) return { error: UiTexts.dateTime.noSuchDate };
  return { date: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
};

const TIME = /^(\d{1,2})[:.h]?(\d{2})$/;

/** 'HH:mm' for a time typed on a 24-hour clock, or the Spanish reason it is refused. */
export const readTime = (text: string): { readonly time: string } | { readonly error: string } => {
  const match = TIME.exec(text.trim());
  if (match === null) return { error: UiTexts.dateTime.invalidTime };
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return { error: UiTexts.dateTime.invalidTime };
  return { time: `${pad(hour)}:${pad(minute)}` };
};

/** '2026-11-21T17:05' as 21/11/2026, 17:05 (the value is wall-clock text: no time zone applies). */
export const valueText = (value: string): string => {
  const { date, time } = draftOf(value);
  return date === '' ? '' : `${date}, ${time}`;
};

/**
 * The value of what was typed: both boxes empty is '' (no date); otherwise both must be filled and
 * valid, and the result within min and max (inclusive, compared as the 'YYYY-MM-DDTHH:mm' text they are).
 */
export const readDraft = (draft: DateTimeDraft, limits: { min?: string; max?: string } = {}): DraftReading => {
  const [dateText, timeText] = [draft.date.trim(), draft.time.trim()];
  if (dateText === '' && timeText === '') return { value: '' };
  if (dateText === '') return { error: UiTexts.dateTime.missingDate };
  const date = readDate(dateText);
  if ('error' in date) return date;
  if (timeText === '') return { error: UiTexts.dateTime.missingTime };
  const time = readTime(timeText);
  if ('error' in time) return time;
  const value = `${date.date}T${time.time}`;
  const min = limits.min?.slice(0, 16);
  const max = limits.max?.slice(0, 16);
  if (min !== undefined && VALUE.test(min) && value < min) return { error: UiTexts.dateTime.beforeMin(valueText(min)) };
  if (max !== undefined && VALUE.test(max) && value > max) return { error: UiTexts.dateTime.afterMax(valueText(max)) };
  return { value };
};
