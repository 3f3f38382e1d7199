import { describe, expect, it } from 'vitest';
import type { FinishedOrder, FinishedScope } from '../ports/repositories.js';
import { FinishedPager, type PageSource } from './finished-pager.js';

/** Documents are numbers; the order is their value, the path their brand and number. */
const pager = () =>
  new FinishedPager<number>((n) => ({ value: n, path: ['brands', 'b', 'requirements', String(n).padStart(4, '0')] }));
const ORDER: FinishedOrder = { column: 'number', direction: 'asc' };
const SCOPE: FinishedScope = { kind: 'brands', brandIds: ['b1', 'b2'] };

/** A source over sorted numbers that records every limit it was asked for. */
const source = (key: string, values: number[], asked: number[]): PageSource<number> => ({
  key,
  fetch: async (after, limit) => {
    asked.push(limit);
    return values.filter((n) => after === null || n > after).slice(0, limit);
  },
});

describe('FinishedPager', () => {
  it('asks several brands for pageSize each, one brand for one more, and a probe only when needed', async () => {
    const asked: number[] = [];
    const paging = pager();
    const sources = [source('b1', [1, 2, 3], asked), source('b2', [], asked)];
    const first = await paging.page(SCOPE, ORDER, sources, null, 3);
    expect(first.docs).toEqual([1, 2, 3]);
    // b1 gave a full page and b2 nothing: one probe of 1 says b1 has no more.
    expect(asked).toEqual([3, 3, 1]);
    expect(first.next).toBeNull();
  });

  it('refuses a page size that is not a whole number from 1, and a cursor it did not make', async () => {
    const asked: number[] = [];
    const sources = [source('b1', [1, 2, 3, 4], asked), source('b2', [5], asked)];
    await expect(pager().page(SCOPE, ORDER, sources, null, 0)).rejects.toThrow(RangeError);
    await expect(pager().page(SCOPE, ORDER, sources, null, 1.5)).rejects.toThrow(RangeError);
    const { next } = await pager().page(SCOPE, ORDER, sources, null, 2);
    expect(next).not.toBeNull();
    await expect(pager().page(SCOPE, ORDER, sources, next, 2)).rejects.toThrow(/another list/);
  });

  it('never asks an exhausted brand again', async () => {
    const asked: string[] = [];
    const tracked = (key: string, values: number[]): PageSource<number> => ({
      key,
      fetch: async (after, limit) => {
        asked.push(key);
        return values.filter((n) => after === null || n > after).slice(0, limit);
      },
    });
    const paging = pager();
    const sources = [tracked('b1', [1]), tracked('b2', [2, 3, 4, 5])];
    const first = await paging.page(SCOPE, ORDER, sources, null, 2);
    expect(first.docs).toEqual([1, 2]);
    asked.length = 0;
    const second = await paging.page(SCOPE, ORDER, sources, first.next, 2);
    expect(second.docs).toEqual([3, 4]);
    expect(asked).toEqual(['b2']);
  });
});
