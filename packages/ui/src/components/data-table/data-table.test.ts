import { describe, expect, it } from 'vitest';
import { visiblePages } from './data-table.js';

describe('visiblePages', () => {
  it('shows every page up to nine', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows the ends and the neighbours of the current page beyond nine, with gaps', () => {
    expect(visiblePages(10, 20)).toEqual([1, 2, 'gap', 9, 10, 11, 'gap', 19, 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 'gap', 19, 20]);
    expect(visiblePages(20, 20)).toEqual([1, 2, 'gap', 19, 20]);
    expect(visiblePages(3, 20)).toEqual([1, 2, 3, 4, 'gap', 19, 20]);
  });
});
