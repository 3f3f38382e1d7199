// es-ES formatting for tables and cards (spec: dates are shown in es-ES format). The
// time zone is a parameter so that tests and screenshots do not depend on the machine.
const LOCALE = 'es-ES';

export interface FormatOptions {
  /** IANA time zone; the viewer's own when omitted. */
  readonly timeZone?: string;
}

const isValid = (value: Date | null | undefined): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/** 21/11/2026, or '' for a missing date. */
export const formatDate = (value: Date | null | undefined, options: FormatOptions = {}): string =>
  isValid(value)
    ? new Intl.DateTimeFormat(LOCALE, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: options.timeZone,
      }).format(value)
    : '';

/** 21/11/2026, 17:05, or '' for a missing date. */
export const formatDateTime = (value: Date | null | undefined, options: FormatOptions = {}): string =>
  isValid(value)
    ? new Intl.DateTimeFormat(LOCALE, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: options.timeZone,
      }).format(value)
    : '';

/** 12.345 / 75,01 in Spanish grouping and decimals. */
export const formatNumber = (value: number, fractionDigits = 0): string =>
  new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: true,
  }).format(value);

/** 75,01 % */
export const formatPercent = (value: number): string =>
  new Intl.NumberFormat(LOCALE, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value / 100);
