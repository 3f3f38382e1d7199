// es-ES formatting for tables and cards (spec: dates are shown in es-ES format). The
// time zone is a parameter so that tests and screenshots do not depend on the machine.
const LOCALE = 'es-ES';

export interface FormatOptions {
  /** IANA time zone; the viewer's own when omitted. */
  readonly timeZone?: string;
}

const isValid = (value: Date | null | undefined): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/**
 * One formatter per kind and time zone, made on first use: a table draws hundreds of
 * dates, and making an Intl formatter costs far more than formatting with one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (kind: 'date' | 'dateTime', timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = `${kind} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(LOCALE, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(kind === 'dateTime' ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** 21/11/2026, or '' for a missing date. */
export const formatDate = (value: Date | null | undefined, options: FormatOptions = {}): string =>
  isValid(value) ? formatterFor('date', options.timeZone).format(value) : '';

/** 21/11/2026, 17:05, or '' for a missing date. */
export const formatDateTime = (value: Date | null | undefined, options: FormatOptions = {}): string =>
  isValid(value) ? formatterFor('dateTime', options.timeZone).format(value) : '';

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
