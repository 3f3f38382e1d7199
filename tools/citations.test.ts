// What the code cites is in the repository: a comment or test title points at a heading of
// docs/product.md (or the README), never at an issue, a spec file's section or a numbered item
// a newcomer cannot open. A citation such as "(issue 11, item 7)" or "spec 001, section 9"
// fails here, with its file and line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Code, prompt templates, rules and configuration: every tracked file but the docs and data. */
const CHECKED = /\.(?:[cm]?[jt]s|tsx|jsx|prompt|rules|json|ya?ml|html|css)$/;
const SKIPPED = /(?:^|\/)(?:package-lock\.json|CHANGELOG[^/]*)$|^docs\//;

/** "issue 11", "issue #4", "spec 001", "spec section 9", "sección 9 del spec". */
const CITATION =
  /\bissue\s+#?\d+|\bspec\s+0\d\d\b|\bspec\s+(?:section|secci[oó]n)\b|\bsecci[oó]n\s+\d+\s+del\s+spec\b/i;

/** The lines of the tracked files that cite what the repository does not hold, as file:line text. */
export const uncitableLines = (files: readonly string[], read: (file: string) => string): string[] =>
  files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );

describe('citations in the code', () => {
  it('finds the citations it is meant to refuse, and lets headings through', () => {
    const lines: Record<string, string> = {
      'a.ts': '/** The last superadmin (issue 11). */\nconst x = 1;',
      'b.prompt': 'Temperatura 1 (spec 001, sección 9).',
      'c.tsx': '// docs/product.md, "Time zone"\nit(\'keeps issue numbers out\', () => {});',
      'd.ts': '// see the spec section on uploads',
    };
    expect(uncitableLines(Object.keys(lines), (file) => lines[file] ?? '')).toEqual([
      'a.ts:1: /** The last superadmin (issue 11). */',
      'b.prompt:1: Temperatura 1 (spec 001, sección 9).',
      'd.ts:1: // see the spec section on uploads',
    ]);
  });

  it('no tracked source file cites an issue or a spec section', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => CHECKED.test(file) && !SKIPPED.test(file) && file !== 'tools/citations.test.ts');
    expect(tracked.length).toBeGreaterThan(500);
    expect(uncitableLines(tracked, (file) => readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });
});
