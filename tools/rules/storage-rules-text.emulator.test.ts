// storage.rules, the text: the size and type limits of docs/product.md, "Uploads and storage
// paths" per path, and brand access, read from the rules themselves, and the Firebase rules
// compiler (the Firestore emulator's) accepting them. These checks hold on every machine,
// offline too, where storage-rules-uploads.emulator.test.ts cannot prove the uploads.
import { DEFAULT_PERMISSION_CONFIG } from '@estudio/domain/accounts';
import {
  BRAND_MANUAL_DOCUMENT_TYPES,
  CAROUSEL_IMAGE_MIME_TYPES,
  MAX_BRAND_MANUAL_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_MIME_TYPES,
} from '@estudio/domain/content';
import type { PermissionKey } from '@estudio/domain/accounts';
import { describe, expect, it } from 'vitest';
import { compileRules, readRules } from './support.js';

const rules = readRules('storage.rules');

/** The text from `opening` to its matching closing brace. */
const block = (opening: string): string => {
  const start = rules.indexOf(opening);
  if (start === -1) throw new Error(`storage.rules has no "${opening}"`);
  let depth = 0;
  // The body opens at the first ' {' (the braces of a path's wildcards follow a '/').
  for (let i = rules.indexOf(' {', start) + 1; i < rules.length; i += 1) {
    if (rules[i] === '{') depth += 1;
    if (rules[i] === '}') depth -= 1;
    if (depth === 0) return rules.slice(start, i + 1);
  }
  throw new Error(`unbalanced braces after "${opening}"`);
};
const fn = (name: string): string => block(`function ${name}(`);
/** The text from `start` up to the parenthesis that closes the one opened just before it. */
const balancedArgument = (start: number): string => {
  let depth = 1;
  for (let i = start; i < rules.length; i += 1) {
    if (rules[i] === '(') depth += 1;
    if (rules[i] === ')') depth -= 1;
    if (depth === 0) return rules.slice(start, i);
  }
  throw new Error(`unbalanced parentheses after ${start}`);
};
const writeRule = (path: string): string => {
  const text = block(`match ${path}`);
  const start = text.indexOf('allow create');
  if (start === -1) throw new Error(`match ${path} allows no create`);
  return text.slice(start, text.indexOf(';', start) + 1);
};
const quoted = (text: string): string[] => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]!);

const MiB = 1024 * 1024;

describe('storage.rules, the text (checked on every machine)', () => {
  it('limits videos to MAX_VIDEO_BYTES (300MB = 314572800 bytes)', () => {
    expect(MAX_VIDEO_BYTES).toBe(314_572_800);
    expect(fn('maxVideoBytes')).toContain(`return ${MAX_VIDEO_BYTES};`);
    expect(fn('sizeAtMost')).toContain('request.resource.size <= bytes');
    expect(fn('maxImageBytes')).toContain(`return ${20 * MiB};`);
    expect(fn('maxKeyVisualBytes')).toContain(`return ${50 * MiB};`);
    expect(MAX_BRAND_MANUAL_BYTES).toBe(20 * MiB);
    expect(fn('maxBrandManualBytes')).toContain(`return ${MAX_BRAND_MANUAL_BYTES};`);
  });

  it('videos/{brandId}/{requirementId}/guion{n}/: the video types of the domain, at most 300MB, VIDEO_UPLOAD', () => {
    const rule = writeRule('/videos/{brandId}/{requirementId}/{folder}/{fileName}');
    expect(rule).toContain("folder.matches('guion[1-9][0-9]*')");
    expect(rule).toContain('isScriptVideo(fileName)');
    expect(rule).toContain('sizeAtMost(maxVideoBytes())');
    expect(rule).toContain('canUseBrand(brandId)');
    expect(rule).toContain("hasKey('VIDEO_UPLOAD')");
    const types = quoted(fn('isScriptVideo').split('||')[0]!);
    expect([...types].sort()).toEqual([...VIDEO_MIME_TYPES].sort());
    expect(fn('isScriptVideo')).toContain("hasExtension(fileName, 'mp4|avi|mkv|mov')");
  });

  it('video_blogs/: video/* up to 300MB (VIDEO_UPLOAD) or image/* up to 20 MiB (blog image keys)', () => {
    const rule = writeRule('/video_blogs/{brandId}/{requirementId}/{fileName}');
    expect(rule).toContain("isBlogVideo(fileName) && sizeAtMost(maxVideoBytes()) && hasKey('VIDEO_UPLOAD')");
    expect(rule).toContain('isBlogImage(fileName) && sizeAtMost(maxImageBytes())');
    expect(rule).toContain("hasKey('BLOG_NEWARTICLE') || hasKey('BLOG_CHANGEIMG')");
    expect(rule).toContain('canUseBrand(brandId)');
    expect(fn('isBlogVideo')).toContain("contentType().matches('video/.+')");
    expect(fn('isBlogImage')).toContain("contentType().matches('image/.+')");
  });

  it('img_carrousels/: png, jpg, jpeg, gif, webp up to 20 MiB, CARROUSEL_CHANGEIMG', () => {
    const rule = writeRule('/img_carrousels/{brandId}/{requirementId}/{fileName}');
    expect(rule).toContain('isCarouselImage(fileName)');
    expect(rule).toContain('sizeAtMost(maxImageBytes())');
    expect(rule).toContain('canUseBrand(brandId)');
    expect(rule).toContain("hasKey('CARROUSEL_CHANGEIMG')");
    const types = quoted(fn('isCarouselImage').split('||')[0]!);
    expect([...types].sort()).toEqual([...CAROUSEL_IMAGE_MIME_TYPES].sort());
    expect(fn('isCarouselImage')).toContain("hasExtension(fileName, 'png|jpg|jpeg|gif|webp')");
  });

  it('keyVisuals/{brandId}/: images or pdf up to 50 MiB, SAVE_BRAND', () => {
    const rule = writeRule('/keyVisuals/{brandId}/{fileName}');
    expect(rule).toContain('isKeyVisual(fileName)');
    expect(rule).toContain('sizeAtMost(maxKeyVisualBytes())');
    expect(rule).toContain("hasKey('SAVE_BRAND')");
    expect(fn('isKeyVisual')).toContain("contentType().matches('image/.+')");
    expect(fn('isKeyVisual')).toContain("contentType() == 'application/pdf'");
  });

  it('keyVisuals/ has one folder per brand: read by who sees the brand, created once, never replaced', () => {
    // The flat keyVisuals/{file name} of before let any SAVE_BRAND holder replace any brand's file.
    expect(rules).not.toMatch(/match \/keyVisuals\/\{fileName\}/);
    const text = block('match /keyVisuals/{brandId}/{fileName}');
    expect(text).toContain('allow read: if canUseBrand(brandId);');
    expect(text).not.toMatch(/allow (create, )?update: if (?!false;)/);
    expect(text).toContain('allow update: if false;');
    expect(text).toContain('allow delete: if false;');
    const rule = writeRule('/keyVisuals/{brandId}/{fileName}');
    expect(rule).toMatch(/^allow create: if resource == null\s/);
    expect(rule).toContain('isActive()');
    // A new brand's key visual is stored before the brand is written (its id reserved); an existing brand must be
    // one the caller sees.
    expect(rule).toContain('(!firestore.exists(brandPath(brandId)) || canSeeBrand(brandId))');
  });

  it('brandManuals/{brandId}/: pdf, text or images up to 20 MiB, SAVE_BRAND, created once like key visuals', () => {
    const text = block('match /brandManuals/{brandId}/{fileName}');
    expect(text).toContain('allow read: if canUseBrand(brandId);');
    expect(text).toContain('allow update: if false;');
    expect(text).toContain('allow delete: if false;');
    const rule = writeRule('/brandManuals/{brandId}/{fileName}');
    expect(rule).toMatch(/^allow create: if resource == null\s/);
    expect(rule).toContain('isBrandManual(fileName)');
    expect(rule).toContain('sizeAtMost(maxBrandManualBytes())');
    expect(rule).toContain('isActive()');
    expect(rule).toContain("hasKey('SAVE_BRAND')");
    // A new brand's manual is analysed before the brand is written (its id reserved), as its key visual.
    expect(rule).toContain('(!firestore.exists(brandPath(brandId)) || canSeeBrand(brandId))');
    const manual = fn('isBrandManual');
    expect(manual).toContain("(contentType().matches('image/.+') && !isSvg())");
    // The document types of the domain's validateBrandManual.
    expect(BRAND_MANUAL_DOCUMENT_TYPES).toEqual(['application/pdf', 'text/plain', 'text/markdown']);
    expect(manual).toContain("contentType() == 'application/pdf'");
    expect(manual).toContain("contentType().matches('text/(plain|markdown)(;.*)?')");
    expect(manual).toContain("hasExtension(fileName, 'png|jpg|jpeg|gif|webp|pdf|txt|md')");
    expect(manual).not.toMatch(/svg\|/);
  });

  it('a requirement named in a path must exist under that brand, checked last (after the cheaper checks)', () => {
    expect(fn('requirementExists')).toContain(
      'firestore.exists(/databases/(default)/documents/brands/$(brandId)/requirements/$(requirementId))',
    );
    for (const path of [
      '/videos/{brandId}/{requirementId}/{folder}/{fileName}',
      '/video_blogs/{brandId}/{requirementId}/{fileName}',
      '/img_carrousels/{brandId}/{requirementId}/{fileName}',
    ]) {
      const rule = writeRule(path);
      expect(rule).toContain('canUseBrand(brandId)');
      expect(rule).toMatch(/&& requirementExists\(brandId, requirementId\);$/);
    }
  });

  it('refuses SVG (image/svg+xml, with or without parameters) wherever image/* is otherwise accepted', () => {
    expect(fn('isSvg')).toContain("contentType().matches('image/svg.*')");
    for (const name of ['isBlogImage', 'isKeyVisual', 'isBrandManual']) {
      expect(fn(name)).toContain("(contentType().matches('image/.+') && !isSvg())");
      expect(fn(name)).not.toMatch(/svg\|/);
    }
    expect(quoted(fn('isCarouselImage').split('||')[0]!).some((type) => type.includes('svg'))).toBe(false);
    expect(fn('isBlogVideo')).not.toContain('image/');
  });

  it('reads at most five Firestore documents per request: the user, the role, config/permissions, the brand, the requirement', () => {
    const reads = [...rules.matchAll(/firestore\.(?:get|exists)\(/g)].map((m) =>
      balancedArgument(m.index + m[0].length),
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads)).toEqual(
      new Set([
        'userPath()',
        'rolePath',
        'configPath()',
        'brandPath(brandId)',
        '/databases/(default)/documents/brands/$(brandId)/requirements/$(requirementId)',
      ]),
    );
  });

  it('every path needs an active, signed-in user, and nothing is deleted from the browser', () => {
    expect(fn('isActive')).toContain('request.auth != null');
    expect(fn('canUseBrand')).toContain('isActive()');
    for (const path of ['/videos/', '/video_blogs/', '/img_carrousels/', '/keyVisuals/', '/brandManuals/']) {
      const text = block(`match ${path}`);
      expect(text).toContain('allow read: if canUseBrand(brandId);');
      expect(text).toContain('allow delete: if false;');
    }
    expect(rules).not.toContain('{allPaths=**}');
  });

  it('checks brand access and keys through Firestore, with the default configuration as fallback', () => {
    expect(fn('me')).toContain('firestore.get(userPath())');
    expect(fn('canSeeBrand')).toContain('firestore.get(brandPath(brandId))');
    const defaults = fn('defaultCodes');
    const entries = [...defaults.matchAll(/'([A-Z_]+)': \[([^\]]*)\]/g)].map(([, key, codes]) => [
      key,
      quoted(codes ?? ''),
    ]);
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, codes] of entries) {
      expect(codes).toEqual(DEFAULT_PERMISSION_CONFIG[key as PermissionKey]);
    }
  });

  it('compiles with the Firebase rules compiler; its only complaints are the Storage-only names', async () => {
    // The Firestore emulator's compiler knows neither firestore.get/exists of Storage rules.
    const storageOnly = new Set([
      'Invalid variable name: firestore.',
      'Invalid function name: exists.',
      'Incorrect number of arguments supplied to function: get.',
    ]);
    try {
      const issues = await compileRules(rules);
      expect(issues.filter((issue) => !storageOnly.has(issue.description))).toEqual([]);
    } finally {
      // The check went through the Firestore emulator: give it its own rules back.
      await compileRules(readRules('firestore.rules'));
    }
  });
});
