import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import {
  FALLBACK_FILE_NAME,
  blogAiImagePath,
  blogMediaPath,
  brandManualPath,
  carouselImagePath,
  keyVisualPath,
  sanitizeFileName,
  scriptVideoPath,
} from './storage-paths.js';

const ref = { brandId: 'b1', requirementId: 'r1', fileName: 'clip.mp4' };

describe('storage paths', () => {
  it('builds the four paths of the spec', () => {
    expect(blogMediaPath({ ...ref, uploadId: 'u1' })).toBe('video_blogs/b1/r1/u1-clip.mp4');
    expect(blogAiImagePath({ ...ref, fileName: 'imagen-articulo-1.png' })).toBe(
      'video_blogs/b1/r1/ia/imagen-articulo-1.png',
    );
    expect(carouselImagePath({ ...ref, fileName: 'img.png' })).toBe('img_carrousels/b1/r1/img.png');
    expect(keyVisualPath({ brandId: 'b1', uploadId: 'u1', fileName: 'key visual.pdf' })).toBe(
      'keyVisuals/b1/u1-key visual.pdf',
    );
    expect(brandManualPath({ brandId: 'b1', uploadId: 'u1', fileName: 'manual de marca.pdf' })).toBe(
      'brandManuals/b1/u1-manual de marca.pdf',
    );
    expect(scriptVideoPath({ ...ref, scriptIndex: 0 })).toBe('videos/b1/r1/guion1/clip.mp4');
    expect(scriptVideoPath({ ...ref, scriptIndex: 2 })).toBe('videos/b1/r1/guion3/clip.mp4');
  });

  it("keeps a brand manual in its brand's folder, under its upload id, and refuses a missing brand", () => {
    expect(brandManualPath({ brandId: 'a/b', uploadId: 'u/1', fileName: '../../b2/m.pdf' })).toBe(
      'brandManuals/a_b/u_1-m.pdf',
    );
    expect(() => brandManualPath({ brandId: ' ', uploadId: 'u1', fileName: 'm.pdf' })).toThrow(
      Messages.brand.missingBrandForManual,
    );
    expect(() => brandManualPath({ brandId: 'b1', uploadId: '', fileName: 'm.pdf' })).toThrow(
      Messages.brand.missingBrandForManual,
    );
  });

  it('keeps only the last component of a file name', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\ana\\clip.mp4')).toBe('clip.mp4');
    expect(sanitizeFileName('a/b/..')).toBe('b');
    expect(sanitizeFileName('  foto.png  ')).toBe('foto.png');
    expect(sanitizeFileName('na\u0000me\u007f.png')).toBe('name.png');
  });

  it('falls back to a fixed name when nothing usable is left', () => {
    for (const name of ['', '..', '.', '///', '\\..\\..', '  ', '...']) {
      expect(sanitizeFileName(name)).toBe(FALLBACK_FILE_NAME);
    }
  });

  it('refuses a missing brand or requirement id with the operation message', () => {
    expect(() => carouselImagePath({ ...ref, brandId: ' ' })).toThrow(Messages.carousel.missingBrandOrRequirement);
    expect(() => blogMediaPath({ ...ref, uploadId: 'u1', requirementId: '' })).toThrow(
      Messages.carousel.missingBrandOrRequirement,
    );
    expect(() => blogAiImagePath({ ...ref, brandId: '' })).toThrow(Messages.carousel.missingBrandOrRequirement);
    expect(blogAiImagePath({ brandId: 'a/b', requirementId: '..', fileName: '../x.png' })).toBe(
      'video_blogs/a_b/__/ia/x.png',
    );
    expect(() => scriptVideoPath({ ...ref, brandId: '', scriptIndex: 0 })).toThrow(
      Messages.video.missingBrandOrRequirement,
    );
  });

  it('puts each key visual under its brand, behind the upload id, so no upload can land on another', () => {
    const first = keyVisualPath({ brandId: 'b1', uploadId: 'u1', fileName: 'logo.png' });
    expect(first).toBe('keyVisuals/b1/u1-logo.png');
    expect(keyVisualPath({ brandId: 'b2', uploadId: 'u1', fileName: 'logo.png' })).not.toBe(first);
    expect(keyVisualPath({ brandId: 'b1', uploadId: 'u2', fileName: 'logo.png' })).not.toBe(first);
    expect(keyVisualPath({ brandId: 'b1', uploadId: 'u1', fileName: '../../b2/logo.png' })).toBe(first);
    expect(keyVisualPath({ brandId: 'a/b', uploadId: 'u/1', fileName: 'x.pdf' })).toBe('keyVisuals/a_b/u_1-x.pdf');
  });

  it("puts each blog upload in the requirement's folder, behind the upload id, so the same name never overwrites", () => {
    const first = blogMediaPath({ ...ref, uploadId: 'u1' });
    expect(blogMediaPath({ ...ref, uploadId: 'u2' })).not.toBe(first);
    expect(blogMediaPath({ ...ref, uploadId: 'u1', fileName: '../../r2/clip.mp4' })).toBe(first);
    expect(blogMediaPath({ brandId: 'a/b', requirementId: '..', uploadId: 'u/1', fileName: 'x.png' })).toBe(
      'video_blogs/a_b/__/u_1-x.png',
    );
    expect(() => blogMediaPath({ ...ref, uploadId: ' ' })).toThrow(Messages.carousel.missingBrandOrRequirement);
  });

  it('refuses a key visual without a brand or an upload id', () => {
    expect(() => keyVisualPath({ brandId: ' ', uploadId: 'u1', fileName: 'x.png' })).toThrow(
      Messages.brand.missingBrandForKeyVisual,
    );
    expect(() => keyVisualPath({ brandId: 'b1', uploadId: '', fileName: 'x.png' })).toThrow(
      Messages.brand.missingBrandForKeyVisual,
    );
  });

  it('refuses a script index that is not a position', () => {
    for (const scriptIndex of [-1, 1.5, Number.NaN]) {
      expect(() => scriptVideoPath({ ...ref, scriptIndex })).toThrow(Messages.video.updateMissingData);
    }
  });

  it('neutralises separators and dot-only ids', () => {
    expect(carouselImagePath({ brandId: 'a/b', requirementId: '..', fileName: 'x.png' })).toBe(
      'img_carrousels/a_b/__/x.png',
    );
  });

  it('property: no path has an empty, "." or ".." segment', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', '.', '/', '\\', ' ', 'é', '\u0000', '-'),
      maxLength: 12,
    });
    const id = text.filter((value) => value.replaceAll('\u0000', '').trim() !== '');
    fc.assert(
      fc.property(id, id, text, fc.nat(20), (brandId, requirementId, fileName, scriptIndex) => {
        const paths = [
          blogMediaPath({ brandId, requirementId, uploadId: brandId, fileName }),
          carouselImagePath({ brandId, requirementId, fileName }),
          keyVisualPath({ brandId, uploadId: requirementId, fileName }),
          scriptVideoPath({ brandId, requirementId, fileName, scriptIndex }),
        ];
        return paths.every((path) =>
          path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
        );
      }),
    );
  });

  it('property: a plain file name is kept as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}\.[a-z0-9]{1,4}$/), (name) => sanitizeFileName(name) === name),
    );
  });
});
