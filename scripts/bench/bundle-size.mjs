// Gzipped JavaScript a user downloads, measured on the production build's real chunk graph
// (Vite's manifest): the login route (the entry and its static imports) and the signed-in
// console showing /requirements (plus the chunks that route imports dynamically, with
// their static imports). Byte sizes are deterministic, so a test may hold the budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The chunks a user loads to show /requirements after signing in, by source module. */
export const REQUIREMENTS_ROUTE_MODULES = [
  'src/firebase/firebase-console.ts',
  'src/app/console-root.tsx',
  // The modals, mounted (closed) as soon as someone is signed in.
  '../ui/src/dialogs.ts',
  'src/screens/requirements/requirements-screen.tsx',
];

export const BUDGETS_KB = { login: 190, console: 350 };

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

/**
 * { login, console } each with { files, gzipBytes }, and whether Firestore code or the whole
 * message catalogue is in the login set.
 */
export const measureBundle = (distDir) => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entry === undefined) throw new Error('No entry in the Vite manifest');
  const missing = REQUIREMENTS_ROUTE_MODULES.filter((module) => manifest[module] === undefined);
  if (missing.length > 0) throw new Error(`Not chunks of their own in this build: ${missing.join(', ')}`);
  const size = (keys) => {
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const gzipBytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
      0,
    );
    return { files: files.sort(), gzipBytes };
  };
  const login = closure(manifest, [entry]);
  const signedIn = closure(manifest, [entry, ...REQUIREMENTS_ROUTE_MODULES]);
  const loginSources = [...login].join(' ');
  const loginCode = [...login]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(distDir, file), 'utf8'))
    .join('\n');
  return {
    login: size(login),
    console: size(signedIn),
    loginHasFirestore: /firestore|firebase\/storage|@firebase\/storage/.test(loginSources),
    // The login route carries messages-shell.ts only: a text of the rest of the catalogue
    // (Messages.success.sentToScheduling) in it means a login module imports all of Messages.
    loginHasFullCatalogue: loginCode.includes(FULL_CATALOGUE_MARKER),
  };
};
