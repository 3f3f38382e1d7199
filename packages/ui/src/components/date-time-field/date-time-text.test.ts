import { describe, expect, it } from 'vitest';
import { UiTexts } from '../../ui-texts.js';
import { draftOf, readDate, readDraft, readTime, valueText } from './date-time-text.js';

const words = UiTexts.dateTime;

describe('draftOf', () => {
  it('splits the value into es-ES day order and a 24-hour time, with leading zeros', () => {
    expect(draftOf('2026-11-21T17:05')).toEqual({ date: '21/11/2026', time: '17:05' });
    expect(draftOf('2026-01-02T09:03:15')).toEqual({ date: '02/01/2026', time: '09:03' });
    expect(draftOf('2026-01-02T00:00')).toEqual({ date: '02/01/2026', time: '00:00' });
  });

  it('leaves both boxes empty for no value or a malformed one', () => {
    expect(draftOf('')).toEqual({ date: '', time: '' });
    expect(draftOf('21/11/2026 17:05')).toEqual({ date: '', time: '' });
  });
});

describe('readDate', () => {
  it('reads dd/mm/aaaa, with or without leading zeros, and other separators', () => {
    expect(readDate('21/11/2026')).toEqual({ date: '2026-11-21' });
    expect(readDate('2/1/2026')).toEqual({ date: '2026-01-02' });
    expect(readDate(' 02-01-2026 ')).toEqual({ date: '2026-01-02' });
    expect(readDate('02.01.2026')).toEqual({ date: '2026-01-02' });
    expect(readDate('02012026')).toEqual({ date: '2026-01-02' });
    expect(readDate('29/02/2028')).toEqual({ date: '2028-02-29' });
  });

  it('refuses a day that does not exist, in Spanish', () => {
    for (const text of ['31/02/2026', '29/02/2026', '31/04/2026', '00/01/2026', '12/13/2026', '01/00/2026']) {
      expect(readDate(text)).toEqual({ error: words.noSuchDate });
    }
  });

  it('refuses what is not a dd/mm/aaaa date, saying how to write one', () => {
    for (const text of ['2026-11-21', '21/11/26', '21 de noviembre', '11/21', 'abc']) {
      expect(readDate(text)).toEqual({ error: words.invalidDate });
    }
  });
});

describe('readTime', () => {
  it('reads a 24-hour time, adding the leading zero', () => {
    expect(readTime('17:05')).toEqual({ time: '17:05' });
    expect(readTime('9:30')).toEqual({ time: '09:30' });
    expect(readTime('0930')).toEqual({ time: '09:30' });
    expect(readTime('9.30')).toEqual({ time: '09:30' });
    expect(readTime('00:00')).toEqual({ time: '00:00' });
    expect(readTime('23:59')).toEqual({ time: '23:59' });
  });

  it('refuses hours past 23, minutes past 59 and a 12-hour time', () => {
    for (const text of ['24:00', '12:60', '5:30 PM', '5 pm', '17', '17:5', '']) {
      expect(readTime(text)).toEqual({ error: words.invalidTime });
    }
  });
});

describe('readDraft', () => {
  it('hands over the value when both boxes are valid, and none when both are empty', () => {
    expect(readDraft({ date: '21/11/2026', time: '17:05' })).toEqual({ value: '2026-11-21T17:05' });
    expect(readDraft({ date: '1/2/2027', time: '8:00' })).toEqual({ value: '2027-02-01T08:00' });
    expect(readDraft({ date: ' ', time: '' })).toEqual({ value: '' });
  });

  it('says which half is missing', () => {
    expect(readDraft({ date: '', time: '17:05' })).toEqual({ error: words.missingDate });
    expect(readDraft({ date: '21/11/2026', time: '' })).toEqual({ error: words.missingTime });
  });

  it('refuses an impossible date or time', () => {
    expect(readDraft({ date: '31/02/2026', time: '10:00' })).toEqual({ error: words.noSuchDate });
    expect(readDraft({ date: '21/11/2026', time: '25:00' })).toEqual({ error: words.invalidTime });
  });

  it('keeps the value within min and max, both included, naming the limit in es-ES', () => {
    const limits = { min: '2026-11-01T00:00', max: '2026-11-30T23:59' };
    expect(readDraft({ date: '01/11/2026', time: '00:00' }, limits)).toEqual({ value: '2026-11-01T00:00' });
    expect(readDraft({ date: '30/11/2026', time: '23:59' }, limits)).toEqual({ value: '2026-11-30T23:59' });
    expect(readDraft({ date: '31/10/2026', time: '23:59' }, limits)).toEqual({
      error: words.beforeMin('01/11/2026, 00:00'),
    });
    expect(readDraft({ date: '01/12/2026', time: '00:00' }, limits)).toEqual({
      error: words.afterMax('30/11/2026, 23:59'),
    });
  });
});

describe('valueText', () => {
  it('shows the value as es-ES text on a 24-hour clock', () => {
    expect(valueText('2026-11-21T17:05')).toBe('21/11/2026, 17:05');
    expect(valueText('')).toBe('');
  });
});
