import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '../seed/demo-data.js';
import { DEMO_SCRIPT_VIDEO_MP4 } from '../seed/demo-media.js';
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

  it("holds the seeded media in the bucket's twin, where the ready video's and carousel's URLs find them", async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const adapters = createDemoMemoryAdapters(now);
    const { readyToSchedule, media } = buildDemoDataset(now);
    const video = await adapters.requirements.get(readyToSchedule.video.brandId, readyToSchedule.video.requirementId);
    const videoUrl = video?.scripts[video.videoToPublishIndex]?.videoUrl ?? '';
    const located = await adapters.storedMedia.locate(videoUrl);
    expect(located).toMatchObject({
      bucket: 'demo-estudio.appspot.com',
      path: `videos/${readyToSchedule.video.brandId}/${readyToSchedule.video.requirementId}/guion1/video-guion-1.mp4`,
      contentType: 'video/mp4',
      size: atob(DEMO_SCRIPT_VIDEO_MP4).length,
    });
    const carousel = await adapters.requirements.get(
      readyToSchedule.carousel.brandId,
      readyToSchedule.carousel.requirementId,
    );
    for (const url of carousel?.imagesAIUrl ?? [])
      expect((await adapters.storedMedia.locate(url)).contentType).toBe('image/png');
    expect(media).toHaveLength(4);
  });
});
