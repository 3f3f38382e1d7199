import { describe, expect, it } from 'vitest';
import { toggleValue } from './multi-select.js';

const options = ['a', 'b', 'c'].map((value) => ({ value, label: value.toUpperCase() }));

describe('toggleValue', () => {
  it('adds a value in the order of the options', () => {
    expect(toggleValue(options, ['c'], 'a')).toEqual(['a', 'c']);
  });

  it('removes a value that was selected', () => {
    expect(toggleValue(options, ['a', 'c'], 'a')).toEqual(['c']);
  });

  it('keeps values that are not among the options, at the end', () => {
    expect(toggleValue(options, ['zz'], 'b')).toEqual(['b', 'zz']);
  });
});
