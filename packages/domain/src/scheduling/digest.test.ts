import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schedulingDigestText } from './digest.js';
import { buildDraftPost } from './payload.js';
import type { DraftPost } from './types.js';

const post = buildDraftPost({
  kind: 'carousel',
  caption: 'Caption',
  mediaUrls: ['https://img.example/1.png', 'https://img.example/2.png'],
  networks: ['Instagram', 'LinkedIn', 'TikTok'],
  publicationDate: '2026-04-20T09:15',
  now: new Date('2026-04-10T14:00:00Z'),
  collaborators: '@ana',
  documentTitle: 'Guía',
});

/** The same object with its keys (at every depth) in reverse order. */
const reversed = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(reversed);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .reverse()
      .map(([key, item]) => [key, reversed(item)]),
  );
};

describe('schedulingDigestText', () => {
  it('is JSON of the post with sorted keys and without creationDate', () => {
    const text = schedulingDigestText(post);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed).not.toHaveProperty('creationDate');
    expect(Object.keys(parsed)).toEqual([...Object.keys(parsed)].sort());
    expect(parsed).toMatchObject({ text: 'Caption', draft: true, autoPublish: false, media: post.media });
    expect(text.startsWith('{"autoPublish":false,"draft":true,')).toBe(true);
  });

  it('ignores creationDate and key order', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-01-01'), noInvalidDate: true }), (at) => {
        const later: DraftPost = {
          ...post,
          creationDate: { dateTime: at.toISOString().slice(0, 19), timezone: 'UTC' },
        };
        expect(schedulingDigestText(later)).toBe(schedulingDigestText(post));
        expect(schedulingDigestText(reversed(later) as DraftPost)).toBe(schedulingDigestText(post));
      }),
    );
  });

  it('changes when any sent field changes', () => {
    const changes: ((value: string) => DraftPost)[] = [
      (value) => ({ ...post, text: `${post.text}${value}` }),
      (value) => ({ ...post, media: [...post.media, value] }),
      (value) => ({ ...post, media: [value, ...post.media.slice(1)] }),
      (value) => ({ ...post, publicationDate: { ...post.publicationDate, dateTime: `x${value}` } }),
      (value) => ({ ...post, linkedinData: { ...post.linkedinData!, documentTitle: `t${value}` } }),
      (value) => ({ ...post, instagramData: { type: 'POST', collaborators: [{ username: `u${value}` }] } }),
      () => ({ ...post, providers: post.providers.slice(1) }),
      (value) => ({ ...post, firstCommentText: `c${value}` }),
      () => ({ ...post, tiktokData: { ...post.tiktokData!, autoAddMusic: !post.tiktokData!.autoAddMusic } }),
      () => ({ ...post, media: [...post.media].reverse() }),
    ];
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 0, max: changes.length - 1 }), (value, index) => {
        const changed = changes[index]!(value);
        expect(schedulingDigestText(changed)).not.toBe(schedulingDigestText(post));
      }),
    );
  });
});

describe('the first comment in the digest', () => {
  const withComment = (firstComment: string): string =>
    schedulingDigestText(
      buildDraftPost({
        kind: 'carousel',
        caption: 'Caption',
        mediaUrls: ['https://img.example/1.png', 'https://img.example/2.png'],
        networks: ['Instagram'],
        publicationDate: '2026-04-20T09:15',
        now: new Date('2026-04-10T14:00:00Z'),
        firstComment,
      }),
    );

  it('a changed first comment is new content (a new draft); blanks around it are not', () => {
    expect(withComment('Enlace en la bio')).not.toBe(withComment('Otro comentario'));
    expect(withComment('Enlace en la bio')).not.toBe(withComment(''));
    expect(withComment(' Enlace en la bio ')).toBe(withComment('Enlace en la bio'));
  });
});
