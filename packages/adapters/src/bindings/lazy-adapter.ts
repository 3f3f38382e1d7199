/**
 * A port whose adapter is built by code fetched on its first call: every method waits for the
 * adapter, then calls it. Only for ports whose methods all answer promises. The browser binds
 * the ports only some screens call this way (firebase-web-screen-adapters.ts), so the console's
 * first load (/requirements) does not carry their code; the web app holds its session's repositories
 * this way too (firebase-access.ts).
 */
export const lazyAdapter = <T extends object>(load: () => Promise<T>): T =>
  new Proxy({} as T, {
    get: (_target, method) => {
      // Not a thenable (`await port` stays the port), and no symbol-keyed or class member: a
      // port's methods are named by strings.
      if (typeof method === 'symbol' || method === 'then' || method === 'constructor') return undefined;
      return async (...args: unknown[]) => {
        const adapter = await load();
        const member = (adapter as Record<PropertyKey, unknown>)[method];
        if (typeof member !== 'function') throw new TypeError(`${String(method)} is not a method of the port`);
        return (member as (...a: unknown[]) => unknown).apply(adapter, args);
      };
    },
  });

/** One load, shared by every caller; a failed load is tried again by the next caller. */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
};
