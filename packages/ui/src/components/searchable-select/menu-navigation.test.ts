import { describe, expect, it } from 'vitest';
import { menuPlacement, moveActive, SELECT_DEFAULTS } from './menu-navigation.js';

describe('moveActive', () => {
  it('moves by one and wraps around with the arrows', () => {
    expect(moveActive(0, 'next', 3)).toBe(1);
    expect(moveActive(2, 'next', 3)).toBe(0);
    expect(moveActive(0, 'previous', 3)).toBe(2);
    expect(moveActive(-1, 'next', 3)).toBe(0);
  });

  it('moves by the page size of 5 and stops at the ends', () => {
    expect(SELECT_DEFAULTS.pageSize).toBe(5);
    expect(moveActive(0, 'pageDown', 12)).toBe(5);
    expect(moveActive(9, 'pageDown', 12)).toBe(11);
    expect(moveActive(7, 'pageUp', 12)).toBe(2);
    expect(moveActive(3, 'pageUp', 12)).toBe(0);
    expect(moveActive(-1, 'pageDown', 12)).toBe(5);
  });

  it('jumps to the ends, and has nothing to activate in an empty list', () => {
    expect(moveActive(4, 'first', 12)).toBe(0);
    expect(moveActive(4, 'last', 12)).toBe(11);
    expect(moveActive(0, 'next', 0)).toBe(-1);
  });

  it('brings an index beyond a shrunken list back inside it', () => {
    expect(moveActive(10, 'previous', 3)).toBe(1);
  });
});

describe('menuPlacement', () => {
  it('opens below when at least the minimum menu height of 140 fits', () => {
    expect(SELECT_DEFAULTS).toMatchObject({ minMenuHeight: 140, maxMenuHeight: 300 });
    expect(menuPlacement(140, 800)).toBe('bottom');
    expect(menuPlacement(500, 10)).toBe('bottom');
  });

  it('flips above when less fits below and there is more room above', () => {
    expect(menuPlacement(139, 600)).toBe('top');
    expect(menuPlacement(100, 50)).toBe('bottom');
  });
});
