// ARCHITECTURE.md, "Who writes each collection", is held to the rules and to the code:
// - its browser column says "nothing" exactly where firestore.rules let no browser write that
//   path, and every path the rules match has its row (a new collection needs one);
// - its code column names exactly the source files that write the collection: each file that
//   takes the collection's path (FIRESTORE_PATHS or its own constant) and writes to Firestore.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

// ─── The table ───────────────────────────────────────────────────────────────────────────

export interface WriterRow {
  /** The row's collection paths, with every {id} written as {}. */
  readonly paths: readonly string[];
  readonly browsersWrite: boolean;
  /** The file names of its code column. */
  readonly files: readonly string[];
}

const normalise = (path: string): string => path.replace(/\{[^}]*\}/g, '{}').replace(/^\/+|\/+$/g, '');
const ticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** The rows of the "Who writes each collection" table of a markdown text. */
export const writerTable = (markdown: string): WriterRow[] => {
  const start = markdown.indexOf('## Who writes each collection');
  if (start < 0) throw new Error('ARCHITECTURE.md has no "Who writes each collection" section');
  const section = markdown.slice(start).split(/\n## /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [collection = '', browsers = '', , code = ''] = line.split('|').slice(1, -1);
      return {
        paths: ticked(collection).map(normalise),
        browsersWrite: !/^\s*nothing\b/.test(browsers),
        files: ticked(code).filter((name) => /\.[cm]?tsx?$/.test(name)),
      };
    });
};

// ─── The rules ───────────────────────────────────────────────────────────────────────────

export interface RulesMatch {
  /** The document path the block matches, below /databases/{database}/documents, ids as {}. */
  readonly path: string;
  /** Whether one of the block's own allow statements lets a browser write, on any condition. */
  readonly browsersWrite: boolean;
}

/** Every match block of a rules text, with whether its own allows let anyone write. */
export const rulesMatches = (rules: string): RulesMatch[] => {
  const code = rules.replace(/\/\/[^\n]*/g, '');
  const matches: RulesMatch[] = [];
  const walk = (text: string, prefix: string): void => {
    const opener = /match\s+(\S+)\s*\{/g;
    let own = text;
    let found: RegExpExecArray | null;
    const nested: Array<{ path: string; body: string }> = [];
    while ((found = opener.exec(text)) !== null) {
      let depth = 1;
      let index = opener.lastIndex;
      while (depth > 0 && index < text.length) {
        if (text[index] === '{') depth += 1;
        if (text[index] === '}') depth -= 1;
        index += 1;
      }
      nested.push({ path: `${prefix}${found[1] ?? ''}`, body: text.slice(opener.lastIndex, index - 1) });
      own = own.replace(text.slice(found.index, index), '');
      opener.lastIndex = index;
    }
    if (prefix !== '') {
      const writes = [...own.matchAll(/allow\s+([a-z,\s]+):\s*if\s+([^;]+);/g)].some(
        ([, operations = '', condition = '']) =>
          /\b(?:write|create|update|delete)\b/.test(operations) && condition.trim() !== 'false',
      );
      matches.push({ path: normalise(prefix.replace('/databases/{database}/documents', '')), browsersWrite: writes });
    }
    for (const block of nested) walk(block.body, block.path);
  };
  walk(code, '');
  // A collection-group match ({path=**}/…) that grants only reads adds no path of its own.
  return matches.filter((match) => match.path !== '' && !(match.path.startsWith('{}/') && !match.browsersWrite));
};

// ─── The code ────────────────────────────────────────────────────────────────────────────

/** How code names each collection's path. */
const PATH_REFERENCES: Readonly<Record<string, RegExp>> = {
  'users/{}': /FIRESTORE_PATHS\.users?\b/,
  'roles/{}': /FIRESTORE_PATHS\.roles?\b/,
  'config/permissions': /FIRESTORE_PATHS\.permissionConfig\b/,
  'config/administration': /ADMINISTRATION_GUARD_PATH\b/,
  'brands/{}': /FIRESTORE_PATHS\.brands?\b/,
  'brands/{}/requirements/{}': /FIRESTORE_PATHS\.requirements?\b|REQUIREMENTS_COLLECTION\b/,
  'brands/{}/requirements/{}/validationHistory/{}': /FIRESTORE_PATHS\.validationHistory\b/,
  'brands/{}/requirements/{}/brandReviewHistory/{}': /FIRESTORE_PATHS\.brandReviewHistory\b/,
  'brands/{}/counters/{}': /FIRESTORE_PATHS\.requirementCounter\b/,
  'brands/{}/blueprints/{}': /FIRESTORE_PATHS\.blueprint\b/,
  'brands/{}/sends/{}': /FIRESTORE_PATHS\.sends\b/,
  'brands/{}/comments/{}': /FIRESTORE_PATHS\.comments\b/,
  'brands/{}/commentReads/{}': /FIRESTORE_PATHS\.commentReads\b/,
  'users/{}/linkedin/default': /FIRESTORE_PATHS\.linkedInConnection\b/,
  'linkedinTokens/{}': /FIRESTORE_PATHS\.linkedInTokens\b/,
  'linkedinAuthStates/{}': /FIRESTORE_PATHS\.linkedInAuthState\b/,
  'aiQuota/{}': /FIRESTORE_PATHS\.aiQuota\b/,
  'audit/{}': /FIRESTORE_PATHS\.audit\b/,
  'sandbox/{}': /`sandbox\/\$\{/,
};

/** A Firestore write, in either SDK: a document or batch call, a transaction, a bulk writer. */
const WRITES =
  /\b(?:setDoc|updateDoc|addDoc|deleteDoc|writeBatch|runTransaction|bulkWriter|BulkWriter)\b|\.(?:set|update|create|delete|add|batch)\(/;

/** The product's source files (tests, test kits, contracts and shared suites left out). */
const sourceFiles = (): string[] =>
  execFileSync('git', ['ls-files', 'packages/*/src/**.ts', 'packages/*/src/*.ts'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !/\.test\.ts$|test-kit|test-support|\/contracts\/|\.suite\.ts$/.test(file));

/** The files that take a collection's path and write to Firestore, by file name. */
export const writersOf = (path: string, files: ReadonlyMap<string, string>): string[] => {
  const reference = PATH_REFERENCES[path];
  if (reference === undefined) throw new Error(`no path reference known for ${path}: add it to PATH_REFERENCES`);
  return [...files]
    .filter(([, text]) => reference.test(text) && WRITES.test(text))
    .map(([file]) => basename(file))
    .sort();
};

// ─── The checks ──────────────────────────────────────────────────────────────────────────

const table = writerTable(read('ARCHITECTURE.md'));
const rules = rulesMatches(read('firestore.rules'));

describe('the reading of the table and the rules', () => {
  it('reads a table row and a rules block as written', () => {
    expect(
      writerTable(
        '## Who writes each collection\n\n| collection | b | s | c |\n|---|---|---|---|\n' +
          '| `roles/{id}` | roles (`ADMIN_ROLES`) | CLI | `a.ts`, `b.ts` (reads it) |\n' +
          '| `audit/{id}` | nothing | triggers | `c.ts` |\n\n## Next\n| `x/{id}` | y | z | `d.ts` |\n',
      ),
    ).toEqual([
      { paths: ['roles/{}'], browsersWrite: true, files: ['a.ts', 'b.ts'] },
      { paths: ['audit/{}'], browsersWrite: false, files: ['c.ts'] },
    ]);
    expect(
      rulesMatches(
        'service cloud.firestore { match /databases/{database}/documents {\n' +
          '  match /a/{id} { allow get: if true; allow write: if false;\n' +
          '    match /b/{x} { allow create, update: if isActive(); } }\n' +
          '  match /c/{id} { allow read, write: if false; } // allow write: if true;\n} }',
      ),
    ).toEqual([
      { path: 'a/{}', browsersWrite: false },
      { path: 'a/{}/b/{}', browsersWrite: true },
      { path: 'c/{}', browsersWrite: false },
    ]);
  });
});

describe('ARCHITECTURE.md, "Who writes each collection"', () => {
  it('has a row for every path the rules match, and says what browsers may write as the rules do', () => {
    const rows = new Map(table.flatMap((row) => row.paths.map((path) => [path, row] as const)));
    expect(rules.length).toBeGreaterThan(10);
    for (const match of rules) {
      expect(rows.has(match.path), `no row for ${match.path}`).toBe(true);
      expect(rows.get(match.path)?.browsersWrite, `browsers' writes of ${match.path}`).toBe(match.browsersWrite);
    }
    // A path no rule matches is closed to browsers.
    const matched = new Set(rules.map((match) => match.path));
    for (const row of table) {
      for (const path of row.paths.filter((path) => !matched.has(path))) {
        expect(row.browsersWrite, `${path} has no rule, so browsers write nothing there`).toBe(false);
      }
    }
  });

  it('names exactly the files that write each collection', () => {
    const files = new Map(sourceFiles().map((file) => [file, read(file)]));
    expect(files.size).toBeGreaterThan(300);
    for (const row of table) {
      const writers = [...new Set(row.paths.flatMap((path) => writersOf(path, files)))].sort();
      expect([...row.files].sort(), `the code column of ${row.paths.join(', ')}`).toEqual(writers);
    }
  });
});
