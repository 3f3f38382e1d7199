import { describe, expect, it } from 'vitest';
import { randomUploadId } from './upload-id.js';

describe('randomUploadId', () => {
  it('draws 20 letters and digits, a different id each time', () => {
    const ids = Array.from({ length: 1000 }, randomUploadId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 500 }, randomUploadId).join(''));
    expect(seen.size).toBe(62);
  });
});
