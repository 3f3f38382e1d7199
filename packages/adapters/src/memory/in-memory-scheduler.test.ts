import { describe, expect, it } from 'vitest';
import type { DraftPost } from '@estudio/domain';
import { InMemoryScheduler } from './in-memory-scheduler.js';

const when = { dateTime: '2026-02-10T10:30:00', timezone: 'America/Bogota' };
const post: DraftPost = {
  providers: [{ network: 'instagram' }],
  publicationDate: when,
  creationDate: when,
  text: 'Nuevo carrusel',
  media: ['memory://scheduler/media?url=a'],
  autoPublish: false,
  draft: true,
};

describe('InMemoryScheduler', () => {
  it('normalizes a media URL deterministically and records it', async () => {
    const scheduler = new InMemoryScheduler();
    const url = 'memory://media/img_carrousels/b/r/0.png';
    const normalized = await scheduler.normalizeMediaUrl(url);
    expect(normalized).toBe(InMemoryScheduler.normalizedUrlFor(url));
    expect(await scheduler.normalizeMediaUrl(url)).toBe(normalized);
    expect(normalized).toContain(encodeURIComponent(url));
    expect(scheduler.normalized).toEqual([
      { url, normalized },
      { url, normalized },
    ]);
  });

  it('records each draft with its query, as a copy of what was sent', async () => {
    const scheduler = new InMemoryScheduler();
    const sent = { ...post, media: [...post.media] };
    await scheduler.createDraft({ blogId: 'metrics-1', userId: 'scheduler-user-1' }, sent);
    sent.media.push('intruso');
    expect(scheduler.drafts).toEqual([{ query: { blogId: 'metrics-1', userId: 'scheduler-user-1' }, post }]);
  });

  it('records video scheduling requests', async () => {
    const scheduler = new InMemoryScheduler();
    const request = {
      mediaUrls: ['memory://scheduler/media?url=v'],
      brandData: { id: 'brand-aurora', brandName: 'Café Aurora', idMetrics: 'metrics-1' },
      selectedSocialNetwork: ['TikTok'] as const,
      publicationDate: when,
      text: 'Video',
      optionalData: {
        collaborators: '',
        documentTitle: '',
        allowComments: true,
        autoAddMusic: true,
        brandMention: true,
        videoTitle: '',
        youtubeTags: [],
        pinBoardId: '',
        pinTitle: '',
        pinLink: '',
        pinNewFormat: false,
      },
      post,
    };
    await scheduler.scheduleVideo(request);
    expect(scheduler.videos).toEqual([request]);
  });

  it('records nothing for a call armed to fail', async () => {
    const scheduler = new InMemoryScheduler();
    scheduler.failNext('createDraft', new Error('Metricool caído'));
    await expect(scheduler.createDraft({ blogId: 'm', userId: 'u' }, post)).rejects.toThrow('Metricool caído');
    expect(scheduler.drafts).toEqual([]);
  });
});
