// One AI operation is named in at most five source files: its port (domain ports/ai.ts), the
// server use case that calls it, the Genkit adapter (its flow, and the prompt sources generated
// from its prompt template, which is named after it but does not name it) and the scripted
// twin; the demo model names none. An operation is one model call; it is named by its port
// method (what the use case calls) and by its call name (the Genkit flow and prompt, the name
// docs/product.md, "AI calls" gives it). A new place that names one (a per-route client, a second
// copy of a use case, a table of routes) fails here, listing the files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = join(ROOT, 'packages');
const MAX_FILES = 5;

/** Each AI operation: its port method and its call name. */
const OPERATIONS = [
  { method: 'analyzeBrandManual', call: 'learning-brand' },
  { method: 'generateBlueprint', call: 'generate-blueprint' },
  { method: 'carouselCaptions', call: 'carousel-captions' },
  { method: 'videoCaptions', call: 'video-captions' },
  { method: 'generateDesignGuides', call: 'carousel-guides' },
  { method: 'generateCarouselImage', call: 'carousel-image' },
  { method: 'validateDesign', call: 'validate-design' },
  { method: 'summarizeVideo', call: 'video-summary' },
  { method: 'writeArticle', call: 'video-article' },
  { method: 'generateArticleImage', call: 'article-image' },
  { method: 'generateScripts', call: 'video-scripts' },
  { method: 'alignText', call: 'text-alignment' },
  { method: 'findClaims', call: 'text-claims' },
] as const;

/** Source: what a package builds or runs, code and prompt templates (docs are not). */
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx|prompt)$/;
/** Tests, test suites shared by several adapters (contracts) and the kits tests build on. */
const TEST_CODE = /\.(?:test|spec|contract)\.[cm]?[jt]sx?$|test-kit|test-support/;
/** Installed, built or generated-at-build folders (dist-stacks, dist-bench: each emulator stack's and the bench's functions builds). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-stacks',
  'dist-bench',
  'coverage',
  'storybook-static',
  'test-results',
  '.vite',
]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    const name = relative(ROOT, path);
    return entry.isFile() && SOURCE.test(name) && !TEST_CODE.test(name) ? [name] : [];
  });

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The method as a whole word (code and comments alike); the call name as a whole token, not a
 * folder of a path ('../video-scripts/script.js' is the domain's video-scripts module).
 */
const namesOf = ({ method, call }: (typeof OPERATIONS)[number]): RegExp =>
  new RegExp(`\\b${escape(method)}\\b|(?<![\\w./-])${escape(call)}(?![\\w/-])`);

const FILES = sourceFiles(PACKAGES).map((name) => ({ name, text: readFileSync(join(ROOT, name), 'utf8') }));

const filesNaming = (operation: (typeof OPERATIONS)[number]): string[] => {
  const names = namesOf(operation);
  return FILES.filter(({ text }) => names.test(text))
    .map(({ name }) => name)
    .sort();
};

describe('each AI operation is named in at most five source files', () => {
  it('reads the packages’ source (and not their tests)', () => {
    const names = FILES.map(({ name }) => name);
    expect(names).toContain('packages/domain/src/ports/ai.ts');
    expect(names).toContain('packages/adapters/src/genkit/prompts/carousel-guides.prompt');
    expect(names.some((name) => name.endsWith('.test.ts'))).toBe(false);
  });

  it.each(OPERATIONS)('$method / $call', (operation) => {
    const files = filesNaming(operation);
    // The identifiers are the real ones: the port declares each.
    expect(files).toContain('packages/domain/src/ports/ai.ts');
    expect(files.length, `named in ${files.length} files:\n${files.join('\n')}`).toBeLessThanOrEqual(MAX_FILES);
  });
});
