import { MAX_KEY_VISUAL_BYTES, MAX_VIDEO_BYTES } from '@estudio/domain/content';
import { Messages, VALID } from '@estudio/domain/shared';
import { describe, expect, it } from 'vitest';
import { validateUploadAt } from './upload-path-rules.js';

const video = { name: 'clip.mp4', type: 'video/mp4', size: 1024 };
const png = { name: 'a.png', type: 'image/png', size: 1024 };

describe('validateUploadAt', () => {
  it('holds script videos to 300MB and checks the size before the type', () => {
    const path = 'videos/brand-aurora/req-1/guion1/clip.mp4';
    expect(validateUploadAt(path, { ...video, size: MAX_VIDEO_BYTES })).toEqual(VALID);
    expect(validateUploadAt(path, { ...video, size: MAX_VIDEO_BYTES + 1 })).toEqual({
      ok: false,
      message: Messages.video.tooLarge,
    });
    expect(validateUploadAt(path, { name: 'x.webm', type: 'video/webm', size: MAX_VIDEO_BYTES + 1 })).toEqual({
      ok: false,
      message: Messages.video.tooLarge,
    });
  });

  it('allows mp4, avi, mkv and quicktime videos only, by extension when the type is empty', () => {
    const path = 'videos/b/r/guion1/f';
    for (const type of ['video/mp4', 'video/x-msvideo', 'video/avi', 'video/x-matroska', 'video/quicktime']) {
      expect(validateUploadAt(path, { ...video, type })).toEqual(VALID);
    }
    expect(validateUploadAt(path, { name: 'clip.mkv', type: '', size: 10 })).toEqual(VALID);
    expect(validateUploadAt(path, { ...video, type: 'video/webm' })).toEqual({
      ok: false,
      message: Messages.video.invalidType,
    });
  });

  it('allows png, jpg, jpeg, gif and webp carousel images only', () => {
    const path = 'img_carrousels/brand-aurora/req-1/0.png';
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp']) {
      expect(validateUploadAt(path, { ...png, type })).toEqual(VALID);
    }
    expect(validateUploadAt(path, { ...png, type: 'image/svg+xml' })).toEqual({
      ok: false,
      message: Messages.carousel.invalidImageType,
    });
  });

  it('applies the folder rule to a path written with a leading slash', () => {
    expect(validateUploadAt('/videos/b/r/guion1/x.webm', { ...video, type: 'video/webm' }).ok).toBe(false);
    expect(validateUploadAt('//img_carrousels/b/r/x.svg', { ...png, type: 'image/svg+xml' }).ok).toBe(false);
  });

  it('holds key visuals to images (SVG excepted) or PDF of at most 50 MiB', () => {
    const path = 'keyVisuals/brand-aurora/up1-manual.pdf';
    const pdf = { name: 'manual.pdf', type: 'application/pdf', size: 1024 };
    expect(validateUploadAt(path, pdf)).toEqual(VALID);
    expect(validateUploadAt(path, png)).toEqual(VALID);
    expect(validateUploadAt(path, { ...pdf, size: MAX_KEY_VISUAL_BYTES + 1 })).toEqual({
      ok: false,
      message: Messages.brand.keyVisualTooLarge,
    });
    for (const type of ['image/svg+xml', 'text/html']) {
      expect(validateUploadAt(path, { ...png, type })).toEqual({ ok: false, message: Messages.brand.keyVisualType });
    }
  });

  it('takes any video or any image but SVG in video_blogs/', () => {
    const path = 'video_blogs/b/r/f';
    expect(validateUploadAt(path, { ...video, type: 'video/webm' })).toEqual(VALID);
    expect(validateUploadAt(path, { ...png, type: 'image/bmp' })).toEqual(VALID);
    expect(validateUploadAt(path, { ...png, type: 'image/svg+xml' })).toEqual({
      ok: false,
      message: Messages.blog.imageRequired,
    });
    expect(validateUploadAt(path, { name: 'nota.txt', type: 'text/plain', size: 10 })).toEqual({
      ok: false,
      message: Messages.blog.videoRequired,
    });
    // Only the folder at the root counts: 'videos' deeper in a path is not the videos folder.
    expect(validateUploadAt('video_blogs/videos/x.webm', { ...video, type: 'video/webm' })).toEqual(VALID);
  });

  it('takes anything in folders without a rule (storage.rules closes them)', () => {
    const huge = { name: 'manual.pdf', type: 'application/pdf', size: MAX_VIDEO_BYTES * 2 };
    expect(validateUploadAt('otra/carpeta/manual.pdf', huge)).toEqual(VALID);
  });
});
