/**
 * A port whose implementation arrives later: every method waits for it, then calls it.
 * Only for ports whose methods all answer promises (the repositories). The sign-in screens
 * hold the session use case over such ports, so the Firestore code they stand for is
 * fetched by the first read, which happens only once someone has signed in.
 */
export const lazyPort = <T extends object>(load: () => Promise<T>): T =>
  new Proxy({} as T, {
    get: (_target, method) => {
      if (method === 'then') return undefined; // not a thenable: `await port` stays the port
      return async (...args: unknown[]) => {
        const port = await load();
        const member = (port as Record<PropertyKey, unknown>)[method];
        if (typeof member !== 'function') throw new TypeError(`${String(method)} is not a method of the port`);
        return (member as (...a: unknown[]) => unknown).apply(port, args);
      };
    },
  });

/** One load, shared by every caller; a failed load is tried again by the next caller. */
export const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
};
