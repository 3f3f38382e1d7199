import { Messages } from '../messages.js';
import { DomainError } from '../shared/errors.js';
import type { SchedulerDateTime } from './types.js';

/*
 * Scheduling runs in America/Bogota, which is UTC-5 all year (Colombia has no daylight
 * saving time), so the conversion is plain arithmetic and needs no time-zone database.
 */

export const SCHEDULING_TIMEZONE = 'America/Bogota';
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const invalidDate = (): DomainError => new DomainError('validation', Messages.scheduling.invalidPublicationDate);

/** Bogotá's wall-clock time of an instant: 'YYYY-MM-DDTHH:mm:ss'. */
export const toBogotaDateTime = (instant: Date): string => {
  if (Number.isNaN(instant.getTime())) throw invalidDate();
  const local = new Date(instant.getTime() + BOGOTA_OFFSET_MS);
  const year = local.getUTCFullYear();
  if (year < 0 || year > 9999) throw invalidDate();
  return (
    `${pad(year, 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
};

/** A wall-clock date-time as a datetime-local input gives it: seconds are optional. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
/** An instant with its offset or 'Z': converted, not reinterpreted. */
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** The instant of a Bogotá wall-clock time 'YYYY-MM-DDTHH:mm[:ss]'. */
export const fromBogotaDateTime = (local: string): Date => {
  const parts = LOCAL_DATE_TIME.exec(local.trim());
  if (!parts) throw invalidDate();
  const [year, month, day, hours, minutes, seconds] = parts.slice(1, 7).map((part) => Number(part ?? '0')) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallClock = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  // Date.UTC rolls 31 February over into March: a rolled date was not a real date.
  const real =
    wallClock.getUTCFullYear() === year &&
    wallClock.getUTCMonth() === month - 1 &&
    wallClock.getUTCDate() === day &&
    wallClock.getUTCHours() === hours &&
    wallClock.getUTCMinutes() === minutes &&
    wallClock.getUTCSeconds() === seconds;
  if (!real) throw invalidDate();
  return new Date(wallClock.getTime() - BOGOTA_OFFSET_MS);
};

/**
 * The scheduler's date of a publication date: an instant (Date or ISO text with an offset)
 * is converted to Bogotá; a wall-clock text is taken as Bogotá time already.
 */
export const schedulerDateTime = (value: Date | string): SchedulerDateTime => {
  if (value instanceof Date) return { dateTime: toBogotaDateTime(value), timezone: SCHEDULING_TIMEZONE };
  const text = value.trim();
  if (ZONED_DATE_TIME.test(text)) {
    return {
      dateTime: toBogotaDateTime(new Date(Date.parse(text))),
      timezone: SCHEDULING_TIMEZONE,
    };
  }
  return { dateTime: toBogotaDateTime(fromBogotaDateTime(text)), timezone: SCHEDULING_TIMEZONE };
};
