// es-ES names of a calendar day ('YYYY-MM-DD', a Bogotá date): read as UTC midnight, so the
// viewer's own time zone never shifts the day.
const LOCALE = 'es-ES';

const at = (day: string): Date => new Date(`${day}T00:00:00Z`);
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });

const LONG = format({ weekday: 'long', day: 'numeric', month: 'long' });
const WEEKDAY = format({ weekday: 'short' });
const MONTH = format({ month: 'long', year: 'numeric' });
const SHORT = format({ day: 'numeric', month: 'short' });

/** 'lunes, 23 de noviembre'. */
export const dayLongName = (day: string): string => LONG.format(at(day));
/** 'lun'. */
export const weekdayShortName = (day: string): string => WEEKDAY.format(at(day)).replace('.', '');
/** 'noviembre de 2026'. */
export const monthName = (day: string): string => MONTH.format(at(day));
/** '23 nov'. */
export const dayShortName = (day: string): string => SHORT.format(at(day)).replace('.', '');
/** The day of the month, '23'. */
export const dayNumber = (day: string): string => String(Number(day.slice(8, 10)));
