import { describe, expect, it } from 'vitest';
import { imageToRestore, keptOnAccept } from './replaced-image.js';

const KEPT = { previous: 'https://img.test/vieja.png', accepted: 'https://img.test/ia.png' };

describe('an accepted AI image and its undo', () => {
  it('keeps the image an accept replaces, and what was kept when the image is already shown', () => {
    expect(keptOnAccept('https://img.test/vieja.png', KEPT.accepted, null)).toEqual(KEPT);
    expect(keptOnAccept('', KEPT.accepted, null)).toEqual({ previous: '', accepted: KEPT.accepted });
    expect(keptOnAccept(KEPT.accepted, KEPT.accepted, KEPT)).toBe(KEPT);
    expect(keptOnAccept(KEPT.accepted, KEPT.accepted, null)).toBeNull();
  });

  it('restores the kept image only while the accepted one is shown', () => {
    expect(imageToRestore(KEPT.accepted, KEPT)).toBe(KEPT.previous);
    expect(imageToRestore(KEPT.accepted, { ...KEPT, previous: '' })).toBe('');
    expect(imageToRestore('https://img.test/otra.png', KEPT)).toBeNull();
    expect(imageToRestore(KEPT.accepted, null)).toBeNull();
    expect(imageToRestore(KEPT.accepted, undefined)).toBeNull();
  });
});
