// @estudio/adapters/browser-start: what the browser's first paint needs, with no Firebase code:
// the clock, the logger, and whether Firebase Auth keeps a signed-in user (read from its
// stores), so that the login route draws while Firebase Auth (./browser-auth) is on its way.
export { storedSignIn } from './firebase-auth/stored-sign-in.js';
export type { StoredSignIn } from './firebase-auth/stored-sign-in.js';
export { ConsoleLogger } from './system/console-logger.js';
export { SystemClock } from './system/system-clock.js';
export { lazyAdapter, loadOnce } from './bindings/lazy-adapter.js';
