import { describe, expect, it } from 'vitest';
import { changeStamp } from './change-stamp.js';

describe('changeStamp', () => {
  it('names the person and the moment, and nothing else of the actor', () => {
    const at = new Date('2026-11-26T12:00:00Z');
    const actor = { uid: 'u1', email: 'a@estudio.test', roleCodes: ['x'], keys: new Set<never>() };
    expect(changeStamp(actor, at)).toEqual({ uid: 'u1', email: 'a@estudio.test', at });
  });
});
