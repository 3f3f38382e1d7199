import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-users.js';
import { createDemoMemoryAdapters } from './demo-memory-adapters.js';

describe('createDemoMemoryAdapters', () => {
  it('holds the demo dataset: every demo account signs in and has its record, brands and requirements', async () => {
    const adapters = createDemoMemoryAdapters(new Date('2026-11-21T12:00:00Z'));
    for (const account of DEMO_ACCOUNTS) {
      const identity = await adapters.auth.signIn(account.email, DEMO_PASSWORD);
      expect((await adapters.users.get(identity.uid))?.email).toBe(account.email);
    }
    const brands = await adapters.brands.list();
    expect(brands.length).toBeGreaterThanOrEqual(4);
    const requirements = (await Promise.all(brands.map((brand) => adapters.requirements.list(brand.id)))).flat();
    expect(requirements.length).toBeGreaterThanOrEqual(60);
    expect(await adapters.permissionConfig.get()).not.toBeNull();
  });

  it("holds the demo media as stored objects at the URLs the ready carousel and video name, in their items' folders", async () => {
    const adapters = createDemoMemoryAdapters(new Date('2026-11-21T12:00:00Z'));
    const carousel = await adapters.requirements.get('demo-cafe-cumbre-andina', 'demo-req-015');
    const video = await adapters.requirements.get('demo-cafe-cumbre-andina', 'demo-req-021');
    const urls = [...(carousel?.imagesAIUrl ?? []), video?.scripts[0]?.videoUrl ?? ''];
    expect(urls).toHaveLength(4);
    const objects = await Promise.all(urls.map((url) => adapters.storedMedia.locate(url)));
    expect(objects.map((object) => object.bucket)).toEqual(Array(4).fill('demo-estudio.appspot.com'));
    expect(objects.slice(0, 3).map((object) => object.path)).toEqual(
      [1, 2, 3].map((n) => `img_carrousels/demo-cafe-cumbre-andina/demo-req-015/tarjeta-${n}.png`),
    );
    expect(objects[0]).toMatchObject({ contentType: 'image/png' });
    expect(objects[3]).toMatchObject({
      path: 'videos/demo-cafe-cumbre-andina/demo-req-021/guion1/video-guion-1.mp4',
      contentType: 'video/mp4',
    });
    expect(objects[3]?.size).toBeGreaterThan(1000);
    // Not uploads of the session: a test's own uploads are the storage twin's whole list.
    expect(adapters.storage.list()).toEqual([]);
    // Yet objects of the bucket, as on the stack: the server resolves their paths to URLs of the same objects.
    const resolved = await Promise.all(objects.map((object) => adapters.mediaObjects.resolve(object.path)));
    const located = await Promise.all(resolved.map((object) => adapters.storedMedia.locate(object.url)));
    expect(located.map((object) => object.path)).toEqual(objects.map((object) => object.path));
    expect(resolved[3]).toMatchObject({ contentType: 'video/mp4', size: objects[3]?.size });
    await expect(
      adapters.mediaObjects.resolve('videos/demo-cafe-cumbre-andina/demo-req-021/guion2/nada.mp4'),
    ).rejects.toThrow();
  });

  it("runs the brand guard's score in process, as the signed-in content manager, on the ready carousel", async () => {
    const adapters = createDemoMemoryAdapters(new Date('2026-11-21T12:00:00Z'));
    await adapters.auth.signIn('contenido@estudio.test', DEMO_PASSWORD);
    const key = { brandId: 'demo-cafe-cumbre-andina', requirementId: 'demo-req-015' };
    const scored = await adapters.contentCommands.run('guard/score', key);
    expect(scored.brandReview).toMatchObject({ by: { email: 'contenido@estudio.test' } });
    expect(scored.brandReview?.at).toEqual(new Date('2026-11-21T12:00:00Z'));
    expect((await adapters.requirements.get(key.brandId, key.requirementId))?.brandReview).toEqual(scored.brandReview);
    expect(await adapters.brandGuard.list(key.brandId, key.requirementId)).toEqual([scored.brandReview]);
    expect(adapters.ai.calls.map((call) => call.operation)).toEqual(['alignText', 'findClaims']);
  });
});
