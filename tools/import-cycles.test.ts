// No import cycles anywhere in the packages' sources, type-only imports included: a cycle
// makes two modules one (neither can be read, tested or loaded without the other) and, at
// run time, leaves one of them half-initialised. Each package's relative imports (and
// re-exports, and dynamic imports) form a graph; every strongly connected component of more
// than one file, or a file importing itself, is a cycle, listed here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Relative specifiers of import, export … from and import() in a source text. */
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** A source text without its comments (an example import in a comment is no import). */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');

/** The graph of relative imports among `files`, each specifier resolved to one of them. */
export const importGraph = (files: readonly string[], read: (file: string) => string): Map<string, string[]> => {
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | null => {
    const base = normalize(join(dirname(from), specifier));
    const stem = base.replace(/\.(?:js|mjs|jsx)$/, '');
    const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${base}/index.ts`, `${base}/index.tsx`];
    return candidates.find((candidate) => known.has(candidate)) ?? null;
  };
  return new Map(
    files.map((file) => [
      file,
      [...withoutComments(read(file)).matchAll(SPECIFIER)]
        .map((match) => resolve(file, match[1] ?? ''))
        .filter((target): target is string => target !== null),
    ]),
  );
};

/** The cycles of a graph: its strongly connected components of two or more files, or a self-import (Tarjan). */
export const cyclesOf = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) {
        onStack.delete(member);
        component.push(member);
      }
    } while (member !== undefined && member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
};

describe('import cycles', () => {
  it('finds a cycle, a type-only one and a self-import, and nothing in a tree', () => {
    const sources: Record<string, string> = {
      'p/a.ts': "import { b } from './b.js';",
      'p/b.ts': "export { c } from './sub/c.js';",
      'p/sub/c.ts': "import type { A } from '../a.js';",
      'p/d.ts': "import { a } from './a.js';\nconst e = await import('./e.js');",
      'p/e.ts': "import type { E } from './e.js';",
      'p/f.ts': "import x from 'react';\n// import { a } from './a.js';\n/* import { b } from './b.js'; */",
    };
    const graph = importGraph(Object.keys(sources), (file) => sources[file] ?? '');
    expect(graph.get('p/d.ts')).toEqual(['p/a.ts', 'p/e.ts']);
    expect(cyclesOf(graph)).toEqual([['p/a.ts', 'p/b.ts', 'p/sub/c.ts'], ['p/e.ts']]);
    expect(graph.get('p/f.ts')).toEqual([]);
    expect(
      cyclesOf(
        new Map([
          ['x.ts', ['y.ts']],
          ['y.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('none in the sources of the packages, tools and scripts', () => {
    const files = execFileSync('git', ['ls-files', 'packages', 'tools', 'scripts', '.storybook'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(?:[cm]?ts|tsx|mjs)$/.test(file));
    expect(files.length).toBeGreaterThan(500);
    const graph = importGraph(files, (file) => readFileSync(join(ROOT, file), 'utf8'));
    expect(cyclesOf(graph)).toEqual([]);
  });
});
