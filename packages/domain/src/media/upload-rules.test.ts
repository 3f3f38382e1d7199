import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import {
  BLOG_IMAGE_ACCEPT,
  BLOG_VIDEO_ACCEPT,
  CAROUSEL_IMAGE_ACCEPT,
  MAX_BRAND_MANUAL_BYTES,
  MAX_KEY_VISUAL_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_UPLOAD_ACCEPT,
  fileExtension,
  validateBlogImage,
  validateBrandManual,
  validateBlogVideo,
  validateCarouselImage,
  validateKeyVisual,
  validateVideoSize,
  validateVideoType,
  validateVideoUpload,
  type PickedFile,
} from './upload-rules.js';
import { VALID, invalid } from '../validation/validation.js';

const file = (name: string, type: string, size = 1024): PickedFile => ({ name, type, size });

describe('video upload rules', () => {
  it('caps videos at 300MB = 314572800 bytes', () => {
    expect(MAX_VIDEO_BYTES).toBe(314_572_800);
    expect(MAX_VIDEO_BYTES).toBe(300 * 1024 * 1024);
    expect(validateVideoSize(MAX_VIDEO_BYTES)).toBe(VALID);
    expect(validateVideoSize(MAX_VIDEO_BYTES + 1)).toEqual(invalid(Messages.video.tooLarge));
    expect(validateVideoSize(0)).toBe(VALID);
    expect(validateVideoSize(Number.NaN)).toEqual(invalid(Messages.video.tooLarge));
    expect(validateVideoSize(-1)).toEqual(invalid(Messages.video.tooLarge));
  });

  it('property: the size rule accepts exactly the sizes up to the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_VIDEO_BYTES * 2 }),
        (size) => validateVideoSize(size).ok === size <= MAX_VIDEO_BYTES,
      ),
    );
  });

  it.each([
    ['clip.mp4', 'video/mp4'],
    ['clip.avi', 'video/x-msvideo'],
    ['clip.avi', 'video/avi'],
    ['clip.mkv', 'video/x-matroska'],
    ['clip.mov', 'video/quicktime'],
    ['CLIP', 'VIDEO/MP4'],
  ])('accepts %s of type %s', (name, type) => {
    expect(validateVideoType(file(name, type))).toBe(VALID);
  });

  it.each([['clip.mp4'], ['clip.AVI'], ['clip.mkv'], ['clip.MOV']])(
    'accepts %s by its extension when the MIME type is empty',
    (name) => {
      expect(validateVideoType(file(name, ''))).toBe(VALID);
    },
  );

  it.each([
    ['clip.webm', 'video/webm'],
    ['clip.mp4', 'application/octet-stream'],
    ['clip.wmv', ''],
    ['mp4', ''],
    ['photo.png', 'image/png'],
  ])('refuses %s of type "%s"', (name, type) => {
    expect(validateVideoType(file(name, type))).toEqual(invalid(Messages.video.invalidType));
  });

  it('checks the size first, then the type, and needs a file', () => {
    expect(validateVideoUpload(file('a.webm', 'video/webm', MAX_VIDEO_BYTES + 1))).toEqual(
      invalid(Messages.video.tooLarge),
    );
    expect(validateVideoUpload(file('a.webm', 'video/webm'))).toEqual(invalid(Messages.video.invalidType));
    expect(validateVideoUpload(file('a.mp4', 'video/mp4', MAX_VIDEO_BYTES))).toBe(VALID);
    expect(validateVideoUpload(null)).toEqual(invalid(Messages.blog.videoRequired));
    expect(validateVideoUpload(undefined)).toEqual(invalid(Messages.blog.videoRequired));
  });

  it('exposes the accept string of the video picker with every type and extension', () => {
    for (const part of ['video/mp4', 'video/x-msvideo', 'video/x-matroska', 'video/quicktime', '.mov', '.mkv']) {
      expect(VIDEO_UPLOAD_ACCEPT.split(',')).toContain(part);
    }
  });
});

describe('blog uploads', () => {
  it('needs a video file and accepts any video/*', () => {
    expect(BLOG_VIDEO_ACCEPT).toBe('video/*');
    expect(validateBlogVideo(null)).toEqual(invalid('Por favor, selecciona un archivo de video.'));
    expect(validateBlogVideo(file('a.webm', 'video/webm'))).toBe(VALID);
    expect(validateBlogVideo(file('a.mkv', ''))).toBe(VALID);
    expect(validateBlogVideo(file('a.txt', ''))).toEqual(invalid(Messages.blog.videoRequired));
    expect(validateBlogVideo(file('a.png', 'image/png'))).toEqual(invalid(Messages.blog.videoRequired));
  });

  it('needs an image file and accepts any image/*', () => {
    expect(BLOG_IMAGE_ACCEPT).toBe('image/*');
    expect(validateBlogImage(undefined)).toEqual(invalid('Por favor, selecciona un archivo de imagen.'));
    expect(validateBlogImage(file('a.bmp', 'image/bmp'))).toBe(VALID);
    expect(validateBlogImage(file('a.jpeg', ''))).toBe(VALID);
    expect(validateBlogImage(file('a.doc', ''))).toEqual(invalid(Messages.blog.imageRequired));
    expect(validateBlogImage(file('a.mp4', 'video/mp4'))).toEqual(invalid(Messages.blog.imageRequired));
  });

  it('refuses SVG images, which can carry scripts, under any spelling of the type', () => {
    for (const type of [
      'image/svg+xml',
      'IMAGE/SVG+XML',
      ' image/svg+xml ',
      'image/svg+xml; charset=utf-8',
      'image/svg',
    ]) {
      expect(validateBlogImage(file('a.svg', type))).toEqual(invalid(Messages.blog.imageRequired));
    }
    expect(validateBlogImage(file('a.svg', ''))).toEqual(invalid(Messages.blog.imageRequired));
  });
});

describe('key visual', () => {
  it.each([
    ['visual.png', 'image/png'],
    ['visual.jpg', 'image/jpeg'],
    ['visual.webp', 'image/webp'],
    ['visual.bmp', 'image/bmp'],
    ['manual.pdf', 'application/pdf'],
    ['manual.pdf', ''],
    ['visual.PNG', ''],
  ])('accepts %s (%s): images or PDF, as storage.rules', (name, type) => {
    expect(validateKeyVisual(file(name, type))).toBe(VALID);
  });

  it.each([
    ['visual.svg', 'image/svg+xml'],
    ['visual.svg', 'image/svg+xml; charset=utf-8'],
    ['visual.svg', ''],
    ['nota.txt', 'text/plain'],
    ['pagina.html', 'text/html'],
    ['visual.png', 'application/octet-stream'],
    ['sin-extension', ''],
  ])('refuses %s (%s) with the key visual type message', (name, type) => {
    expect(validateKeyVisual(file(name, type))).toEqual(invalid(Messages.brand.keyVisualType));
  });

  it('caps the key visual at 50 MiB, as storage.rules', () => {
    expect(MAX_KEY_VISUAL_BYTES).toBe(50 * 1024 * 1024);
    expect(validateKeyVisual(file('visual.png', 'image/png', MAX_KEY_VISUAL_BYTES))).toBe(VALID);
    expect(validateKeyVisual(file('visual.png', 'image/png', MAX_KEY_VISUAL_BYTES + 1))).toEqual(
      invalid(Messages.brand.keyVisualTooLarge),
    );
  });
});

describe('brand manual', () => {
  it.each([
    ['manual.pdf', 'application/pdf'],
    ['manual.txt', 'text/plain'],
    ['manual.txt', 'text/plain; charset=utf-8'],
    ['manual.md', 'text/markdown'],
    ['manual.png', 'image/png'],
    ['manual.jpg', 'image/jpeg'],
    ['manual.pdf', ''],
    ['manual.MD', ''],
  ])('accepts %s (%s): what a model reads, as storage.rules', (name, type) => {
    expect(validateBrandManual(file(name, type))).toBe(VALID);
  });

  it.each([
    ['manual.svg', 'image/svg+xml'],
    ['manual.svg', ''],
    ['manual.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['pagina.html', 'text/html'],
    ['manual.pdf', 'application/octet-stream'],
    ['sin-extension', ''],
  ])('refuses %s (%s) with the manual type message', (name, type) => {
    expect(validateBrandManual(file(name, type))).toEqual(invalid(Messages.brand.brandManualType));
  });

  it('caps the manual at 20 MiB, as storage.rules', () => {
    expect(MAX_BRAND_MANUAL_BYTES).toBe(20 * 1024 * 1024);
    expect(validateBrandManual(file('manual.pdf', 'application/pdf', MAX_BRAND_MANUAL_BYTES))).toBe(VALID);
    expect(validateBrandManual(file('manual.pdf', 'application/pdf', MAX_BRAND_MANUAL_BYTES + 1))).toEqual(
      invalid(Messages.brand.brandManualTooLarge),
    );
  });
});

describe('carousel image replacement', () => {
  it.each([
    ['a.png', 'image/png'],
    ['a.jpg', 'image/jpeg'],
    ['a.jpeg', 'image/jpg'],
    ['a.gif', 'image/gif'],
    ['a.webp', 'image/webp'],
    ['a.WEBP', ''],
    ['a.JPG', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateCarouselImage(file(name, type))).toBe(VALID);
  });

  it.each([
    ['a.svg', 'image/svg+xml'],
    ['a.bmp', 'image/bmp'],
    ['a.tiff', ''],
    ['a.pdf', 'application/pdf'],
  ])('refuses %s (%s)', (name, type) => {
    expect(validateCarouselImage(file(name, type))).toEqual(
      invalid('Tipo de archivo inválido. Solo png, jpg, jpeg, gif o webp.'),
    );
  });

  it('says no file was chosen when there is none', () => {
    expect(validateCarouselImage(null)).toEqual(invalid('No se seleccionó ningún archivo.'));
  });

  it('exposes the accept string with the five formats', () => {
    expect(CAROUSEL_IMAGE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/png', 'image/jpeg', 'image/gif', 'image/webp', '.jpg', '.jpeg']),
    );
  });
});

describe('fileExtension', () => {
  it('reads the lowercase extension of the last path part', () => {
    expect(fileExtension('Video.Final.MP4')).toBe('.mp4');
    expect(fileExtension('dir.x/file')).toBe('');
    expect(fileExtension('C:\\clips\\a.MOV')).toBe('.mov');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('')).toBe('');
  });
});
