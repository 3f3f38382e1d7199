// Where each emulator stack keeps its files, and the config it runs from: pure, so
// emulator-stack.test.ts checks them; scripts/emulators/stack.mjs writes them. Every stack,
// the usual one (offset 0) included, runs its functions from a folder of its own, so building
// them for one stack never makes another reload them; deploys keep firebase.json as it is.
import { join, relative } from 'node:path';

/**
 * The files and folders of the stack on `offset` under the checkout `base`: its generated
 * config, the data `npm start` exports and imports, its temp dir (offsets above 0; the usual
 * stack keeps the system's) and the folder its functions are built into.
 */
export const stackPaths = (base, offset) => ({
  config: join(base, '.firebase', `firebase.offset-${offset}.json`),
  dataDir: join(base, '.firebase', offset > 0 ? `emulator-data-offset-${offset}` : 'emulator-data'),
  tmpDir: offset > 0 ? join(base, '.firebase', `tmp-offset-${offset}`) : null,
  functionsDir: join(base, 'packages', 'functions', 'dist-stacks', `offset-${offset}`),
});

/**
 * firebase.json as the stack on `offset` runs it (pure): paths made absolute or relative to
 * the generated config's folder (firebase-tools joins a functions source and the hosting
 * folder to it, even an absolute one), the functions' source in the stack's own folder, and
 * every port + offset.
 */
export const stackConfig = (config, { base, offset }) => {
  const paths = stackPaths(base, offset);
  const configDir = join(paths.config, '..');
  const next = structuredClone(config);
  next.firestore.rules = join(base, config.firestore.rules);
  next.firestore.indexes = join(base, config.firestore.indexes);
  next.storage.rules = join(base, config.storage.rules);
  if (next.hosting !== undefined) next.hosting.public = relative(configDir, join(base, config.hosting.public));
  for (const codebase of next.functions) codebase.source = relative(configDir, paths.functionsDir);
  for (const emulator of Object.values(next.emulators)) {
    if (typeof emulator === 'object' && emulator.port) emulator.port += offset;
  }
  if (offset > 0) next.emulators.firestore.websocketPort = 9150 + offset;
  return next;
};
