// The domain's public surface is one entry per subdomain (`@estudio/domain/brands`, …), each
// listing by name what other packages import from it, and nothing else: a name only the domain
// itself uses stays unexported, so an entry changes when its subdomain's surface does, and no
// central index changes with every feature. This test holds that from both sides.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOMAIN = join(ROOT, 'packages/domain');

/** The subdomain entries, as docs/internals.md lists them. */
export const DOMAIN_ENTRIES = [
  'accounts',
  'audit',
  'blueprint',
  'brands',
  'content',
  'linkedin',
  'requirements',
  'scheduling',
  'shared',
] as const;

/** The test doubles' entry: tests and Storybook only, never part of the public surface. */
const TESTING_ENTRY = 'testing';

const parse = (file: string, text: string): ts.SourceFile =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Names an entry file exports, or the statements that are not a named re-export. */
export const entrySurface = (file: string, text: string): { names: string[]; strays: string[] } => {
  const names: string[] = [];
  const strays: string[] = [];
  for (const statement of parse(file, text).statements) {
    const reExport = ts.isExportDeclaration(statement) ? statement : undefined;
    if (reExport?.exportClause && ts.isNamedExports(reExport.exportClause) && reExport.moduleSpecifier) {
      const clause = reExport.exportClause;
      names.push(...clause.elements.map((element) => element.name.text));
    } else {
      strays.push(statement.getText().slice(0, 80));
    }
  }
  return { names, strays };
};

/** Every `{ name }` imported or re-exported from a module specifier starting with `@estudio/domain`. */
export const domainImports = (file: string, text: string): { specifier: string; name: string }[] => {
  const found: { specifier: string; name: string }[] = [];
  for (const statement of parse(file, text).statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('@estudio/domain')) continue;
    const clause = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (clause && (ts.isNamedImports(clause) || ts.isNamedExports(clause))) {
      for (const element of clause.elements) {
        found.push({ specifier: specifier.text, name: (element.propertyName ?? element.name).text });
      }
    } else {
      found.push({ specifier: specifier.text, name: '*' });
    }
  }
  return found;
};

const consumerFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'packages', 'tools', 'scripts', '.storybook'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(?:ts|tsx|mts|mjs)$/.test(file) && !file.startsWith('packages/domain/'))
    .filter((file) => existsSync(join(ROOT, file)));

describe('the domain’s entries', () => {
  const manifest = JSON.parse(readFileSync(join(DOMAIN, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
    main?: string;
  };
  const imports = consumerFiles().flatMap((file) =>
    domainImports(file, readFileSync(join(ROOT, file), 'utf8')).map((use) => ({ ...use, file })),
  );

  it('are the package’s only exports: one per subdomain, plus the test doubles’', () => {
    expect(manifest.main).toBeUndefined();
    expect(Object.keys(manifest.exports).sort()).toEqual(
      [...DOMAIN_ENTRIES, TESTING_ENTRY].map((entry) => `./${entry}`).sort(),
    );
    for (const entry of DOMAIN_ENTRIES) expect(manifest.exports[`./${entry}`]).toBe(`./src/${entry}/index.ts`);
  });

  it('are imported by their subpath, by name: no other package reaches a root or a file inside', () => {
    const allowed = new Set([...DOMAIN_ENTRIES, TESTING_ENTRY].map((entry) => `@estudio/domain/${entry}`));
    const strays = imports.filter((use) => !allowed.has(use.specifier) || use.name === '*');
    expect(strays.map((use) => `${use.file}: ${use.specifier} ${use.name}`)).toEqual([]);
  });

  it.each(DOMAIN_ENTRIES)('%s lists only named re-exports, each used by another package from it', (entry) => {
    const file = join(DOMAIN, 'src', entry, 'index.ts');
    const { names, strays } = entrySurface(file, readFileSync(file, 'utf8'));
    expect(strays).toEqual([]);
    expect(names.length).toBeGreaterThan(0);
    const used = new Set(imports.filter((use) => use.specifier === `@estudio/domain/${entry}`).map((use) => use.name));
    expect(names.filter((name) => !used.has(name))).toEqual([]);
  });

  it('share no name: each exported name has one home', () => {
    const homes = new Map<string, string[]>();
    for (const entry of DOMAIN_ENTRIES) {
      const file = join(DOMAIN, 'src', entry, 'index.ts');
      for (const name of entrySurface(file, readFileSync(file, 'utf8')).names) {
        homes.set(name, [...(homes.get(name) ?? []), entry]);
      }
    }
    expect([...homes].filter(([, entries]) => entries.length > 1)).toEqual([]);
  });
});

describe('the surface checks', () => {
  it('see a stray statement, a root import and a namespace import', () => {
    expect(entrySurface('x.ts', "export * from './a.js';\nexport { b } from './b.js';")).toEqual({
      names: ['b'],
      strays: ["export * from './a.js';"],
    });
    expect(
      domainImports(
        'y.ts',
        "import { a, type B } from '@estudio/domain';\nimport * as d from '@estudio/domain/brands';\nexport { c as e } from '@estudio/domain/shared';",
      ),
    ).toEqual([
      { specifier: '@estudio/domain', name: 'a' },
      { specifier: '@estudio/domain', name: 'B' },
      { specifier: '@estudio/domain/brands', name: '*' },
      { specifier: '@estudio/domain/shared', name: 'c' },
    ]);
  });
});
