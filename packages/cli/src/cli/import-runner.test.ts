import { describe, expect, it } from 'vitest';
import { outcomesInPlanOrder } from './import-runner.js';

describe('outcomesInPlanOrder', () => {
  it('gives each planned row the answer of the batch that applied it, in plan order', () => {
    const planned = ['a', 'b', 'c', 'd'];
    const outcomes = outcomesInPlanOrder(
      planned,
      [
        ['c', 'a'],
        [{ ok: true }, { ok: false, reason: 'ya existe' }],
      ],
      [['d'], [undefined]],
    );
    expect(outcomes).toEqual([{ ok: false, reason: 'ya existe' }, { ok: true }, { ok: true }, { ok: true }]);
  });
});
