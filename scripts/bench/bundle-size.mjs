// Gzipped JavaScript a user downloads, measured on the production build's real chunk graph
// (Vite's manifest): the login route (the entry and its static imports: what draws the login
// page and runs its form), Firebase Auth (a chunk fetched at start beside it, which signing in
// waits for; the login page draws without it when nobody is kept signed in in the browser) and
// the signed-in console showing /requirements (plus the chunks that route imports dynamically,
// with their static imports). Byte sizes are deterministic, so a test may hold the budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Fetched at start beside the login route, not needed to draw it: the Firebase app and Auth. */
export const LOGIN_AUTH_MODULES = ['src/firebase/firebase-start.ts'];

/** The chunks a user loads to show /requirements after signing in, by source module. */
export const REQUIREMENTS_ROUTE_MODULES = [
  ...LOGIN_AUTH_MODULES,
  'src/firebase/firebase-console.ts',
  'src/app/console-root.tsx',
  'src/screens/requirements/requirements-screen.tsx',
];

/**
 * Fetched once the signed-in console has drawn and the browser is idle (or when first opened),
 * so that they open at once: the error and info modals, and on a phone the menu's drawer.
 */
export const CONSOLE_IDLE_MODULES = ['../ui/src/dialogs.ts', '../ui/src/components/app-shell/menu-drawer.tsx'];

export const BUDGETS_KB = { login: 150, console: 300 };

const closure = (manifest, keys) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
};

/**
 * Code that must never reach a browser, by text that survives minification: the server-only
 * user-administration endpoints (a property only they read) and the demo seed (its password).
 */
const SERVER_ONLY_MARKERS = [
  ['the user-administration endpoints (server only)', '.callerInactive'],
  ['the demo seed data', 'Estudio2026!'],
];

/** The server-only pieces found in any chunk of the build (none expected). */
export const serverOnlyCodeIn = (distDir) => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  const code = files.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
  return SERVER_ONLY_MARKERS.filter(([, marker]) => code.includes(marker)).map(([name]) => name);
};

/** A catalogue text outside the login route's groups (domain/src/messages-shell.ts). */
const FULL_CATALOGUE_MARKER = 'Publicación enviada a programación.';

/** A text of the kit's catalogue outside the login route's groups (ui/src/access-texts.ts). */
const KIT_CATALOGUE_MARKER = 'Prueba con otros filtros o límpialos para ver todos los registros.';

/**
 * Firebase SDKs by the service host each calls, text that survives minification (the route's
 * code is one file, so its chunk names say nothing): Firestore, Storage and Auth.
 */
const FIRESTORE_OR_STORAGE_HOSTS = ['firestore.googleapis.com', 'firebasestorage.googleapis.com'];
const FIREBASE_AUTH_HOST = 'identitytoolkit.googleapis.com';

/**
 * { login, loginAuth, console, consoleIdle } each with { files, gzipBytes } (loginAuth: the
 * chunks Firebase Auth adds to the login route's; consoleIdle: those CONSOLE_IDLE_MODULES add
 * to the console's), and what the login route's code holds: Firestore or Storage code, Firebase
 * Auth, the domain's whole message catalogue, the kit's whole catalogue of words.
 */
export const measureBundle = (distDir) => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entry === undefined) throw new Error('No entry in the Vite manifest');
  const missing = [...REQUIREMENTS_ROUTE_MODULES, ...CONSOLE_IDLE_MODULES].filter(
    (module) => manifest[module] === undefined,
  );
  if (missing.length > 0) throw new Error(`Not chunks of their own in this build: ${missing.join(', ')}`);
  const jsFiles = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const size = (keys) => {
    const files = jsFiles(keys);
    const gzipBytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
      0,
    );
    return { files: files.sort(), gzipBytes };
  };
  const login = closure(manifest, [entry]);
  const withAuth = closure(manifest, [entry, ...LOGIN_AUTH_MODULES]);
  const signedIn = closure(manifest, [entry, ...REQUIREMENTS_ROUTE_MODULES]);
  const afterIdle = closure(manifest, [entry, ...REQUIREMENTS_ROUTE_MODULES, ...CONSOLE_IDLE_MODULES]);
  const loginSources = [...login].join(' ');
  const loginCode = jsFiles(login)
    .map((file) => readFileSync(join(distDir, file), 'utf8'))
    .join('\n');
  return {
    login: size(login),
    loginAuth: size([...withAuth].filter((key) => !login.has(key))),
    console: size(signedIn),
    consoleIdle: size([...afterIdle].filter((key) => !signedIn.has(key))),
    loginHasFirestore:
      /firestore|firebase\/storage|@firebase\/storage/.test(loginSources) ||
      FIRESTORE_OR_STORAGE_HOSTS.some((host) => loginCode.includes(host)),
    loginHasFirebaseAuth: loginCode.includes(FIREBASE_AUTH_HOST),
    // The login route carries messages-shell.ts only: a text of the rest of the catalogue
    // (Messages.success.sentToScheduling) in it means a login module imports all of Messages.
    loginHasFullCatalogue: loginCode.includes(FULL_CATALOGUE_MARKER),
    // Likewise the kit's words: the login route's components take theirs from access-texts.ts.
    loginHasKitCatalogue: loginCode.includes(KIT_CATALOGUE_MARKER),
  };
};
