// Work that no screen needs to draw (fetching the code of a modal or of the phone's drawer,
// so that they open at once later) is started when the browser is idle.

/** Calls `task` once the browser is idle (or after `fallbackMs` where it cannot tell); answers a cancel. */
export const whenIdle = (task: () => void, fallbackMs = 1500): (() => void) => {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
};
