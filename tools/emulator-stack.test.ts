// Where each emulator stack lives (emulator-stack-config.mjs, used by scripts/emulators/stack.mjs): its own config, data, temp
// dir and functions folder, so a start or a suite on one offset never rebuilds or reloads
// another stack's functions; deploys keep firebase.json as it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stackConfig, stackPaths } from './emulator-stack-config.mjs';

interface Config {
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  hosting: { public: string };
  functions: { source: string; codebase: string }[];
  emulators: Record<string, { port?: number; websocketPort?: number } | boolean>;
}
const firebase = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as Config;
const base = '/work/checkout';

describe('a stack’s paths', () => {
  it('give every offset, the usual stack’s included, a functions folder of its own', () => {
    const folders = [0, 1000, 3000].map((offset) => stackPaths(base, offset).functionsDir);
    expect(folders).toEqual([
      join(base, 'packages/functions/dist-stacks/offset-0'),
      join(base, 'packages/functions/dist-stacks/offset-1000'),
      join(base, 'packages/functions/dist-stacks/offset-3000'),
    ]);
    expect(folders).not.toContain(join(base, 'packages/functions/dist'));
  });

  it('keep the usual stack’s data folder and system temp dir, and give an offset its own', () => {
    expect(stackPaths(base, 0)).toMatchObject({
      config: join(base, '.firebase/firebase.offset-0.json'),
      dataDir: join(base, '.firebase/emulator-data'),
      tmpDir: null,
    });
    expect(stackPaths(base, 2000)).toMatchObject({
      config: join(base, '.firebase/firebase.offset-2000.json'),
      dataDir: join(base, '.firebase/emulator-data-offset-2000'),
      tmpDir: join(base, '.firebase/tmp-offset-2000'),
    });
  });
});

describe('a stack’s generated config', () => {
  it('points the functions at the stack’s own folder, relative to the config’s folder', () => {
    for (const offset of [0, 2000]) {
      const config = stackConfig(firebase, { base, offset }) as Config;
      expect(config.functions.map((codebase) => codebase.source)).toEqual([
        `../packages/functions/dist-stacks/offset-${offset}`,
      ]);
      expect(config.functions.map((codebase) => codebase.codebase)).toEqual(['default']);
    }
  });

  it('moves every port by the offset and keeps the rules and hosting where they are', () => {
    const config = stackConfig(firebase, { base, offset: 2000 }) as Config;
    expect(config.emulators['functions']).toMatchObject({ port: 7001 });
    expect(config.emulators['hub']).toMatchObject({ port: 6400 });
    expect(config.emulators['firestore']).toMatchObject({ port: 10080, websocketPort: 11150 });
    expect(config.firestore.rules).toBe(join(base, 'firestore.rules'));
    expect(config.storage.rules).toBe(join(base, 'storage.rules'));
    expect(config.hosting.public).toBe('../packages/web/dist');
    expect(stackConfig(firebase, { base, offset: 0 }).emulators.functions).toMatchObject({ port: 5001 });
  });

  it('leaves firebase.json, which deploys read, with packages/functions/dist', () => {
    stackConfig(firebase, { base, offset: 1000 });
    expect(firebase.functions.map((codebase) => codebase.source)).toEqual(['packages/functions/dist']);
  });
});
