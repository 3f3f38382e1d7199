import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './date-time-field.js';

describe('formatLocalDateTime', () => {
  it('shows the input value as es-ES date and time, read as local time', () => {
    expect(formatLocalDateTime('2026-11-21T17:05')).toBe('21/11/2026, 17:05');
    expect(formatLocalDateTime('2026-01-02T09:30:15')).toBe('02/01/2026, 09:30');
  });

  it('is blank for an empty or malformed value', () => {
    expect(formatLocalDateTime('')).toBe('');
    expect(formatLocalDateTime('21/11/2026 17:05')).toBe('');
  });
});
