import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent } from './es-format.js';

const utc = { timeZone: 'UTC' };

describe('es-ES formatting', () => {
  it('formats dates day first with slashes', () => {
    expect(formatDate(new Date('2026-11-21T17:05:00Z'), utc)).toBe('21/11/2026');
  });

  it('formats date-times in 24-hour time', () => {
    expect(formatDateTime(new Date('2026-03-04T09:07:00Z'), utc)).toBe('04/03/2026, 09:07');
  });

  it('honours the time zone it is given', () => {
    expect(formatDate(new Date('2026-11-21T02:00:00Z'), { timeZone: 'America/Bogota' })).toBe('20/11/2026');
  });

  it('renders missing or invalid dates as empty text', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime(new Date('not a date'))).toBe('');
  });

  it('uses Spanish grouping and decimal separators', () => {
    expect(formatNumber(12345)).toBe('12.345');
    expect(formatNumber(75.01, 2)).toBe('75,01');
  });

  it('formats alignment percentages', () => {
    expect(formatPercent(75.01).replace(/\s/g, ' ')).toBe('75,01 %');
  });
});
