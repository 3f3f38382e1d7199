// storage.rules: the size and type limits of docs/product.md, "Uploads and storage paths" per path, and brand access.
//
// Offline the Storage emulator runs with an allow-all stand-in of the Storage rules runtime
// (scripts/emulators/prepare.mjs; ESTUDIO_STORAGE_RULES=not-enforced), so uploads cannot
// prove anything about storage.rules here. The upload cases are then registered but
// skipped under a title that says so, and what can be checked offline still is: the text
// holds the domain's limits per path, and the Firebase rules compiler (the Firestore
// emulator's) accepts it.
import {
  CAROUSEL_IMAGE_MIME_TYPES,
  DEFAULT_PERMISSION_CONFIG,
  MAX_VIDEO_BYTES,
  VIDEO_MIME_TYPES,
} from '@estudio/domain';
import type { PermissionKey } from '@estudio/domain';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { FirebaseStorage } from 'firebase/storage';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorByKey, compileRules, contextFor, emulatorAddress, projectId, readRules, seed } from './support.js';
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
const writeRule = (path: string): string => {
  const text = block(`match ${path}`);
  return text.slice(text.indexOf('allow create, update:'), text.indexOf('allow delete:'));
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

  it('keyVisuals/: images or pdf up to 50 MiB, SAVE_BRAND', () => {
    const rule = writeRule('/keyVisuals/{fileName}');
    expect(rule).toContain('isKeyVisual(fileName)');
    expect(rule).toContain('sizeAtMost(maxKeyVisualBytes())');
    expect(rule).toContain("hasKey('SAVE_BRAND')");
    expect(fn('isKeyVisual')).toContain("contentType().matches('image/.+')");
    expect(fn('isKeyVisual')).toContain("contentType() == 'application/pdf'");
  });

  it('every path needs an active, signed-in user, and nothing is deleted from the browser', () => {
    expect(fn('isActive')).toContain('request.auth != null');
    expect(fn('canUseBrand')).toContain('isActive()');
    for (const path of ['/videos/', '/video_blogs/', '/img_carrousels/', '/keyVisuals/']) {
      const text = block(`match ${path}`);
      expect(text).toMatch(/allow read: if (canUseBrand\(brandId\)|isActive\(\));/);
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
  upload('disenador', `${C}/grande.png`, 20 * MiB + 1, 'image/png', N),
  upload('gestor', `${C}/imagen.png`, 1024, 'image/png', N),
  upload('disenador', 'img_carrousels/b-todos/r-1/imagen.png', 1024, 'image/png', N),
  upload('estratega', 'keyVisuals/manual.pdf', 1024, 'application/pdf', Y),
  upload('marcas', 'keyVisuals/visual.png', 1024, 'image/png', Y),
  upload('estratega', 'keyVisuals/nota.txt', 1024, 'text/plain', N),
  upload('disenador', 'keyVisuals/visual.png', 1024, 'image/png', N),
  upload('anon', 'keyVisuals/visual.png', 1024, 'image/png', N),
  upload('admin', 'otra/carpeta/archivo.png', 1024, 'image/png', N),
];

const READS: ReadonlyArray<{ who: ActorKey; path: string; allowed: boolean }> = [
  { who: 'gestor', path: `${V}/existente.mp4`, allowed: Y },
  { who: 'disenador', path: `${C}/existente.png`, allowed: Y },
  { who: 'gestor', path: 'videos/b-todos/r-1/guion1/existente.mp4', allowed: N },
  { who: 'disabled', path: `${V}/existente.mp4`, allowed: N },
  { who: 'anon', path: `${V}/existente.mp4`, allowed: N },
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
