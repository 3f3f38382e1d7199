import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTIVE_LIST_GROUPS, BRANDS_PER_CHECKED_READ, activeBrandGroups } from './active-groups.js';

const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `b${String(i).padStart(2, '0')}`);

describe('activeBrandGroups', () => {
  it('reads 50 brands in 4 groups of 13, 13, 12 and 12, in their order', () => {
    const groups = activeBrandGroups(ids(50));
    expect(groups.map((group) => group.length)).toEqual([13, 13, 12, 12]);
    expect(groups.flat()).toEqual(ids(50));
  });

  it('gives one brand per group when there are fewer brands than groups, and nothing for none', () => {
    expect(activeBrandGroups(ids(3))).toEqual([['b00'], ['b01'], ['b02']]);
    expect(activeBrandGroups(ids(1))).toEqual([['b00']]);
    expect(activeBrandGroups([])).toEqual([]);
  });

  it('adds groups when four would name more brands than the rules check in one read', () => {
    expect(activeBrandGroups(ids(52)).map((group) => group.length)).toEqual([13, 13, 13, 13]);
    expect(activeBrandGroups(ids(60)).map((group) => group.length)).toEqual([12, 12, 12, 12, 12]);
  });

  it('keeps every brand once, in order, in at least four groups (or one per brand), each within its limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (total) => {
        const groups = activeBrandGroups(ids(total));
        expect(groups.flat()).toEqual(ids(total));
        expect(groups.every((group) => group.length >= 1 && group.length <= BRANDS_PER_CHECKED_READ)).toBe(true);
        expect(groups.length).toBe(
          Math.max(Math.min(ACTIVE_LIST_GROUPS, total), Math.ceil(total / BRANDS_PER_CHECKED_READ)),
        );
        const sizes = groups.map((group) => group.length);
        if (sizes.length > 0) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
      }),
    );
  });
});
