import { describe, expect, it } from 'vitest';
import { clampPercent } from './upload-progress.js';

describe('clampPercent', () => {
  it('keeps 0-100 and rounds to whole numbers', () => {
    expect([0, 40.4, 40.5, 100].map(clampPercent)).toEqual([0, 40, 41, 100]);
  });

  it('clamps out-of-range and non-finite values', () => {
    expect([-5, 140, Number.NaN, Number.POSITIVE_INFINITY].map(clampPercent)).toEqual([0, 100, 0, 0]);
  });
});
