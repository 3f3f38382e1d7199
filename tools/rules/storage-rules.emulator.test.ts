// storage.rules: the size and type limits of docs/product.md, "Uploads and storage paths" per path, and brand access.
//
// Offline the Storage emulator runs with an allow-all stand-in of the Storage rules runtime
// (scripts/emulators/prepare.mjs; ESTUDIO_STORAGE_RULES=not-enforced), so uploads cannot
// prove anything about storage.rules here. The upload cases are then registered but
// skipped under a title that says so, and what can be checked offline still is: the text
// holds the domain's limits per path, and the Firebase rules compiler (the Firestore
// emulator's) accepts it.
import {
  BRAND_MANUAL_DOCUMENT_TYPES,
  CAROUSEL_IMAGE_MIME_TYPES,
  DEFAULT_PERMISSION_CONFIG,
  MAX_BRAND_MANUAL_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_MIME_TYPES,
} from '@estudio/domain';
import type { PermissionKey } from '@estudio/domain';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { FirebaseStorage } from 'firebase/storage';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from './seed.js';
import { actorByKey, compileRules, contextFor, emulatorAddress, projectId, readRules } from './support.js';
import type { ActorKey } from './support.js';

const notEnforced = process.env['ESTUDIO_STORAGE_RULES'] === 'not-enforced';
const NOT_RUN = 'storage.rules: NOT RUN — the Storage rules runtime cannot be downloaded offline';
if (notEnforced) {
  console.warn(
    `${NOT_RUN} (ESTUDIO_STORAGE_RULES=not-enforced: an allow-all stand-in answers for it). Only the text checks ran.`,
  );
}

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

// ------------------------------------------------------------------- uploads (the real runtime)

interface UploadCase {
  readonly who: ActorKey;
  readonly path: string;
  readonly bytes: number;
  readonly contentType: string;
  readonly allowed: boolean;
}

const Y = true;
const N = false;
const V = 'videos/b-asignada/r-1/guion1';
const B = 'video_blogs/b-asignada/r-1';
const C = 'img_carrousels/b-asignada/r-1';
/** Key visuals of a brand the Estratega owns (ALL and OWNER see it; the Gestor, ASSIGNED only, does not). */
const K = 'keyVisuals/b-estratega';
/** A key visual stored before the matrix runs: nobody may replace it. */
const K_EXISTING = `${K}/up0-existente.png`;

const upload = (who: ActorKey, path: string, bytes: number, contentType: string, allowed: boolean): UploadCase => ({
  who,
  path,
  bytes,
  contentType,
  allowed,
});

//                 who           path                                      bytes                  content type                 allowed
const UPLOADS: readonly UploadCase[] = [
  upload('gestor', `${V}/video.mp4`, 1024, 'video/mp4', Y),
  upload('gestor', `${V}/video.mov`, 1024, 'video/quicktime', Y),
  upload('gestor', `${V}/video.mkv`, 1024, 'application/octet-stream', Y),
  upload('admin', 'videos/b-todos/r-1/guion2/video.mp4', 1024, 'video/mp4', Y),
  upload('gestor', `${V}/grande.mp4`, MAX_VIDEO_BYTES + 1, 'video/mp4', N),
  upload('gestor', `${V}/video.webm`, 1024, 'video/webm', N),
  upload('gestor', `${V}/nota.txt`, 1024, 'text/plain', N),
  upload('gestor', 'videos/b-asignada/r-1/otra/video.mp4', 1024, 'video/mp4', N),
  upload('gestor', 'videos/b-todos/r-1/guion1/video.mp4', 1024, 'video/mp4', N),
  upload('disenador', `${V}/video.mp4`, 1024, 'video/mp4', N),
  upload('disabled', `${V}/video.mp4`, 1024, 'video/mp4', N),
  upload('anon', `${V}/video.mp4`, 1024, 'video/mp4', N),
  upload('gestor', `${B}/blog.webm`, 1024, 'video/webm', Y),
  upload('gestor', `${B}/imagen-articulo.png`, 1024, 'image/png', Y),
  upload('disenador', `${B}/imagen.jpg`, 1024, 'image/jpeg', Y),
  upload('disenador', `${B}/blog.mp4`, 1024, 'video/mp4', N),
  upload('gestor', `${B}/documento.pdf`, 1024, 'application/pdf', N),
  upload('gestor', `${B}/grande.png`, 20 * MiB + 1, 'image/png', N),
  upload('disenador', `${C}/imagen.webp`, 1024, 'image/webp', Y),
  upload('disenador', `${C}/imagen.png`, 1024, 'image/png', Y),
  upload('disenador', `${C}/imagen.svg`, 1024, 'image/svg+xml', N),
  upload('gestor', `${B}/imagen.svg`, 1024, 'image/svg+xml', N),
  upload('gestor', `${B}/imagen.svg`, 1024, 'image/svg+xml; charset=utf-8', N),
  // The requirement in the path must exist under that brand.
  upload('gestor', 'videos/b-asignada/r-nada/guion1/video.mp4', 1024, 'video/mp4', N),
  upload('gestor', 'video_blogs/b-asignada/r-nada/imagen.png', 1024, 'image/png', N),
  upload('disenador', 'img_carrousels/b-asignada/r-nada/imagen.png', 1024, 'image/png', N),
  upload('admin', 'img_carrousels/b-nueva/r-1/imagen.png', 1024, 'image/png', N),
  upload('disenador', `${C}/grande.png`, 20 * MiB + 1, 'image/png', N),
  upload('gestor', `${C}/imagen.png`, 1024, 'image/png', N),
  upload('disenador', 'img_carrousels/b-todos/r-1/imagen.png', 1024, 'image/png', N),
  upload('estratega', `${K}/up1-manual.pdf`, 1024, 'application/pdf', Y),
  upload('admin', `${K}/up2-visual.png`, 1024, 'image/png', Y),
  upload('marcas', 'keyVisuals/b-marcas/up1-visual.png', 1024, 'image/png', Y),
  // A new brand: its id is reserved and its key visual stored before the brand is written.
  upload('estratega', 'keyVisuals/b-aun-sin-crear/up1-visual.png', 1024, 'image/png', Y),
  upload('estratega', `${K}/up3-nota.txt`, 1024, 'text/plain', N),
  upload('estratega', `${K}/up4-logo.svg`, 1024, 'image/svg+xml', N),
  upload('estratega', `${K}/grande.pdf`, 50 * MiB + 1, 'application/pdf', N),
  // Create only: an existing key visual is never replaced, not even by who may create one.
  upload('estratega', K_EXISTING, 1024, 'image/png', N),
  upload('admin', K_EXISTING, 1024, 'image/png', N),
  // Another brand's folder: the Estratega does not see b-todos, the Adm. de marcas does not see b-estratega.
  upload('estratega', 'keyVisuals/b-todos/up1-visual.png', 1024, 'image/png', N),
  upload('marcas', `${K}/up5-visual.png`, 1024, 'image/png', N),
  // The flat keyVisuals/{file name} of before is closed.
  upload('estratega', 'keyVisuals/logo.png', 1024, 'image/png', N),
  upload('disenador', `${K}/up6-visual.png`, 1024, 'image/png', N),
  upload('disabled', `${K}/up7-visual.png`, 1024, 'image/png', N),
  upload('anon', `${K}/up8-visual.png`, 1024, 'image/png', N),
  upload('estratega', 'brandManuals/b-estratega/up1-manual.pdf', 1024, 'application/pdf', Y),
  upload('estratega', 'brandManuals/b-estratega/up2-manual.md', 1024, 'text/markdown', Y),
  upload('estratega', 'brandManuals/b-aun-sin-crear/up1-manual.pdf', 1024, 'application/pdf', Y),
  upload('estratega', 'brandManuals/b-estratega/up3-manual.svg', 1024, 'image/svg+xml', N),
  upload('estratega', 'brandManuals/b-estratega/up4-manual.pdf', 20 * MiB + 1, 'application/pdf', N),
  upload('estratega', 'brandManuals/b-todos/up1-manual.pdf', 1024, 'application/pdf', N),
  upload('disenador', 'brandManuals/b-estratega/up5-manual.pdf', 1024, 'application/pdf', N),
  upload('anon', 'brandManuals/b-estratega/up6-manual.pdf', 1024, 'application/pdf', N),
  upload('admin', 'otra/carpeta/archivo.png', 1024, 'image/png', N),
];

const READS: ReadonlyArray<{ who: ActorKey; path: string; allowed: boolean }> = [
  { who: 'gestor', path: `${V}/existente.mp4`, allowed: Y },
  { who: 'disenador', path: `${C}/existente.png`, allowed: Y },
  { who: 'gestor', path: 'videos/b-todos/r-1/guion1/existente.mp4', allowed: N },
  { who: 'disabled', path: `${V}/existente.mp4`, allowed: N },
  { who: 'anon', path: `${V}/existente.mp4`, allowed: N },
  // Key visuals are read by who sees the brand, not by every signed-in user.
  { who: 'estratega', path: K_EXISTING, allowed: Y },
  { who: 'admin', path: K_EXISTING, allowed: Y },
  { who: 'gestor', path: K_EXISTING, allowed: N },
  { who: 'disenador', path: K_EXISTING, allowed: N },
  { who: 'marcas', path: K_EXISTING, allowed: N },
  { who: 'disabled', path: K_EXISTING, allowed: N },
  { who: 'anon', path: K_EXISTING, allowed: N },
];

const storageOf = (storage: unknown): FirebaseStorage => storage as FirebaseStorage;

describe.skipIf(notEnforced)(notEnforced ? NOT_RUN : 'storage.rules, enforced by the Storage emulator', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: projectId(),
      firestore: { ...emulatorAddress('FIRESTORE_EMULATOR_HOST'), rules: readRules('firestore.rules') },
      storage: { ...emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST'), rules },
    });
    await seed(env);
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      const storage = storageOf(context.storage());
      for (const path of [`${V}/existente.mp4`, 'videos/b-todos/r-1/guion1/existente.mp4']) {
        await uploadBytes(ref(storage, path), new Uint8Array(16), { contentType: 'video/mp4' });
      }
      await uploadBytes(ref(storage, `${C}/existente.png`), new Uint8Array(16), { contentType: 'image/png' });
      await uploadBytes(ref(storage, K_EXISTING), new Uint8Array(16), { contentType: 'image/png' });
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const verdict = (allowed: boolean): string => (allowed ? 'allowed' : 'denied');

  it.each(
    UPLOADS.map(
      (c) =>
        [
          `upload ${c.path} (${c.contentType}, ${c.bytes} bytes) as ${actorByKey(c.who).label} → ${verdict(c.allowed)}`,
          c,
        ] as const,
    ),
  )('%s', async (_name, c) => {
    const storage = storageOf(contextFor(env, actorByKey(c.who)).storage());
    const request = uploadBytes(ref(storage, c.path), new Uint8Array(c.bytes), { contentType: c.contentType });
    await (c.allowed ? assertSucceeds(request) : assertFails(request));
  });

  it.each(READS.map((c) => [`read ${c.path} as ${actorByKey(c.who).label} → ${verdict(c.allowed)}`, c] as const))(
    '%s',
    async (_name, c) => {
      const storage = storageOf(contextFor(env, actorByKey(c.who)).storage());
      const request = getMetadata(ref(storage, c.path));
      await (c.allowed ? assertSucceeds(request) : assertFails(request));
    },
  );
});
