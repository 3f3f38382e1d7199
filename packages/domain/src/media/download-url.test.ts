import { describe, expect, it } from 'vitest';
import { isStoredUnder, storageObjectOf } from './download-url.js';

const BUCKET = 'demo-estudio.appspot.com';
const url = (path: string, host = 'https://firebasestorage.googleapis.com', bucket = BUCKET): string =>
  `${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=abc`;

describe('storageObjectOf', () => {
  it('reads the bucket and the decoded object path of a download URL', () => {
    expect(storageObjectOf(url('brandManuals/b1/u1-manual.pdf'))).toEqual({
      bucket: BUCKET,
      path: 'brandManuals/b1/u1-manual.pdf',
    });
  });

  it("accepts the Storage emulator's loopback http URLs", () => {
    expect(storageObjectOf(url('video_blogs/b1/r1/v.mp4', 'http://127.0.0.1:9199'))?.path).toBe(
      'video_blogs/b1/r1/v.mp4',
    );
  });

  it.each([
    ['not a URL', 'manual.pdf'],
    ['another host', url('brandManuals/b1/x.pdf', 'https://example.com')],
    ['plain http on a real host', url('brandManuals/b1/x.pdf', 'http://firebasestorage.googleapis.com')],
    ['credentials in the URL', url('brandManuals/b1/x.pdf', 'https://u:p@firebasestorage.googleapis.com')],
    ['a path climbing out', url('brandManuals/b1/../b2/x.pdf')],
    ['an empty segment', url('brandManuals//x.pdf')],
    ['a broken escape', 'https://firebasestorage.googleapis.com/v0/b/bucket/o/%E0%A4%A?alt=media'],
    ['not a download path', 'https://firebasestorage.googleapis.com/v0/b/bucket/x/y'],
  ])('refuses %s', (_, text) => {
    expect(storageObjectOf(text)).toBeNull();
  });
});

describe('isStoredUnder', () => {
  it('holds for an object of the bucket inside the folder only', () => {
    expect(isStoredUnder(url('brandManuals/b1/u-m.pdf'), BUCKET, 'brandManuals/b1')).toBe(true);
    expect(isStoredUnder(url('brandManuals/b10/u-m.pdf'), BUCKET, 'brandManuals/b1')).toBe(false);
    expect(isStoredUnder(url('brandManuals/b1/u-m.pdf', undefined, 'other'), BUCKET, 'brandManuals/b1')).toBe(false);
    expect(isStoredUnder('https://example.com/m.pdf', BUCKET, 'brandManuals/b1')).toBe(false);
  });
});
