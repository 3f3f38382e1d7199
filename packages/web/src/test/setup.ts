// Unmount what each test rendered: without vitest globals, Testing Library cannot
// register its own cleanup.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React only wraps updates in act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
