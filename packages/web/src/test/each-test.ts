// Registers, in the describe block that calls it, what every screen test needs around it: an empty
// localStorage (the selected brand and session live there) and the mocks of the test restored.
import { afterEach, beforeEach, vi } from 'vitest';

/** Each test starts with an empty localStorage, then `before` (a brand to select, say); each ends clean. */
export const cleanEachTest = (before?: () => void) => {
  beforeEach(() => {
    window.localStorage.clear();
    before?.();
  });
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });
};
