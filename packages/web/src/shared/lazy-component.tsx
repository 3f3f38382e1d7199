import { createElement, lazy, type ComponentType } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A component whose code is a chunk of its own, fetched the first time it renders. Once
 * fetched it renders at once, without suspending again (React.lazy alone suspends on
 * every first mount of its wrapper, and a suspension inside a test's act() may never be
 * retried).
 */
export const lazyComponent = <M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] => {
  let loaded: ComponentType<object> | null = null;
  const fetchComponent = async () => {
    loaded = (await load())[name] as ComponentType<object>;
    return loaded;
  };
  loaders.push(fetchComponent);
  const Suspending = lazy(async () => ({ default: await fetchComponent() }));
  const Lazy = (props: object) => (loaded === null ? <Suspending {...props} /> : createElement(loaded, props));
  return Lazy as M[K];
};

/**
 * Fetches every lazy component's chunk now (tests, so that no wait depends on a first import),
 * and those the fetched chunks declare in turn (a screen's own lazy parts).
 */
export const preloadLazyComponents = async (): Promise<void> => {
  for (let fetched = 0; fetched < loaders.length;) {
    const next = loaders.slice(fetched);
    fetched = loaders.length;
    await Promise.all(next.map((load) => load()));
  }
};
