// Each function loads only what it serves (build.mjs): the index holds the
// definitions, and each function's module is its own entry, imported on its first request.
// Read from esbuild's metafile: what loading a file loads with it (its static imports).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunctions, FUNCTION_MODULES, staticGraph } from '../build.mjs';

interface Graph {
  readonly inputs: string[];
  readonly external: string[];
  readonly bytes: number;
}
interface Metafile {
  outputs: Record<string, { exports: string[] }>;
}

const GENKIT = /node_modules\/(genkit|@genkit-ai)\//;
/** The AI adapters of @estudio/adapters (Genkit's flows, models and plugins), the settings aside. */
const AI_ADAPTERS = /packages\/adapters\/src\/genkit\/(?!ai-settings\.ts$)/;
const PUBLISHING = /packages\/adapters\/src\/(publishing|metricool|linkedin)\//;

const outdir = mkdtempSync(join(tmpdir(), 'estudio-functions-bundle-'));
let metafile: Metafile;
const graph = (file: string): Graph => staticGraph(metafile, file) as Graph;

beforeAll(async () => {
  metafile = ((await bundleFunctions({ outdir, metafile: true })) as { metafile: Metafile }).metafile;
}, 180_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the functions bundle', () => {
  it('has a module for every function the index exports', () => {
    const index = Object.entries(metafile.outputs).find(([file]) => file.endsWith('/index.js'))?.[1];
    expect([...(index?.exports ?? [])].sort()).toEqual(Object.values(FUNCTION_MODULES).flat().sort());
  });

  it('loads neither Genkit nor the AI adapters for the account endpoints (userAdmin)', () => {
    const userAdmin = graph('fn/user-admin.js');
    expect(userAdmin.inputs.some((input) => input.includes('packages/functions/src/http/account-routes.ts'))).toBe(
      true,
    );
    expect(userAdmin.inputs.filter((input) => GENKIT.test(input) || AI_ADAPTERS.test(input))).toEqual([]);
    expect(userAdmin.inputs.filter((input) => PUBLISHING.test(input))).toEqual([]);
  });

  it('loads no Genkit in the index, whatever the function', () => {
    const index = graph('index.js');
    expect(index.inputs.filter((input) => GENKIT.test(input) || AI_ADAPTERS.test(input))).toEqual([]);
    expect(index.external.filter((name) => name.startsWith('firebase-admin'))).toEqual([]);
  });

  it('loads Genkit only for the content commands, which call the models', () => {
    const withGenkit = Object.keys(FUNCTION_MODULES).filter((name) =>
      graph(`${name}.js`).inputs.some((input) => GENKIT.test(input)),
    );
    expect(withGenkit).toEqual(['fn/content']);
  });
});
