import { describe, expect, it } from 'vitest';
import { stampUpdatedAt } from './updated-at.js';

const SERVER_TIME = { sentinel: 'serverTimestamp' };
const serverTime = () => SERVER_TIME;
const at = new Date('2026-01-20T12:00:00.000Z');

describe('stampUpdatedAt', () => {
  it("writes the server's time instead of a caller's Date by default", () => {
    expect(stampUpdatedAt({ status: 'disabled', updatedAt: at }, {}, serverTime)).toEqual({
      status: 'disabled',
      updatedAt: SERVER_TIME,
    });
    expect(stampUpdatedAt({ updatedAt: at }, { updatedAt: 'server' }, serverTime)).toEqual({ updatedAt: SERVER_TIME });
  });

  it("keeps the caller's Date when told to", () => {
    expect(stampUpdatedAt({ updatedAt: at }, { updatedAt: 'caller' }, serverTime)).toEqual({ updatedAt: at });
  });

  it('leaves a null updatedAt (never updated) and a missing one as they are', () => {
    expect(stampUpdatedAt({ updatedAt: null }, {}, serverTime)).toEqual({ updatedAt: null });
    expect(stampUpdatedAt({ caption: 'x' }, {}, serverTime)).toEqual({ caption: 'x' });
  });

  it('hands back a new object', () => {
    const fields = { caption: 'x' };
    expect(stampUpdatedAt(fields, {}, serverTime)).not.toBe(fields);
  });
});
