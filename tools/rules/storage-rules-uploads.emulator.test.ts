// storage.rules, enforced: uploads and reads of each path by the demo cast, on the Storage
// emulator (docs/product.md, "Uploads and storage paths").
//
// Offline the Storage emulator runs with an allow-all stand-in of the Storage rules runtime
// (scripts/emulators/prepare.mjs; ESTUDIO_STORAGE_RULES=not-enforced), so uploads cannot
// prove anything about storage.rules here. The upload cases are then registered but
// skipped under a title that says so, and what can be checked offline still is, in
// storage-rules-text.emulator.test.ts: the text holds the domain's limits per path, and the
// Firebase rules compiler (the Firestore emulator's) accepts it.
import { MAX_VIDEO_BYTES } from '@estudio/domain/content';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { FirebaseStorage } from 'firebase/storage';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { seed } from './seed.js';
import { actorByKey, contextFor, emulatorAddress, projectId, readRules } from './support.js';
import type { ActorKey } from './support.js';

const notEnforced = process.env['ESTUDIO_STORAGE_RULES'] === 'not-enforced';
const NOT_RUN = 'storage.rules: NOT RUN — the Storage rules runtime cannot be downloaded offline';
if (notEnforced) {
  console.warn(
    `${NOT_RUN} (ESTUDIO_STORAGE_RULES=not-enforced: an allow-all stand-in answers for it). Only the text checks ran.`,
  );
}

const rules = readRules('storage.rules');
const MiB = 1024 * 1024;

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
  // The server's own article images (ia/, below the blog's folder): no browser writes there, not even with the key.
  upload('gestor', `${B}/ia/imagen-articulo-1.png`, 1024, 'image/png', N),
  upload('admin', `${B}/ia/imagen-articulo-1.png`, 1024, 'image/png', N),
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
