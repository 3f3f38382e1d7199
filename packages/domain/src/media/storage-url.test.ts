import { describe, expect, it } from 'vitest';
import { gsUri, parseStorageUrl, uploadedFileName } from './storage-url.js';

describe('parseStorageUrl', () => {
  it('reads the bucket and the decoded path of a Firebase download URL', () => {
    const url =
      'https://firebasestorage.googleapis.com/v0/b/estudio-prod.appspot.com/o/brandManuals%2Fb1%2Fu1-manual%20de%20marca.pdf?alt=media&token=abc';
    expect(parseStorageUrl(url)).toEqual({
      bucket: 'estudio-prod.appspot.com',
      path: 'brandManuals/b1/u1-manual de marca.pdf',
    });
  });

  it("reads the Storage emulator's URLs", () => {
    expect(
      parseStorageUrl('http://127.0.0.1:9199/v0/b/demo-estudio.appspot.com/o/video_blogs%2Fb%2Fr%2Fv.mp4?alt=media'),
    ).toEqual({ bucket: 'demo-estudio.appspot.com', path: 'video_blogs/b/r/v.mp4' });
    expect(parseStorageUrl('http://localhost:9199/v0/b/demo-estudio.appspot.com/o/a%2Fb.png')).toEqual({
      bucket: 'demo-estudio.appspot.com',
      path: 'a/b.png',
    });
  });

  it('reads gs:// URIs and writes them back', () => {
    const parsed = parseStorageUrl('gs://estudio-prod.firebasestorage.app/img_carrousels/b/r/1.png');
    expect(parsed).toEqual({ bucket: 'estudio-prod.firebasestorage.app', path: 'img_carrousels/b/r/1.png' });
    expect(parsed && gsUri(parsed)).toBe('gs://estudio-prod.firebasestorage.app/img_carrousels/b/r/1.png');
  });

  it.each([
    'https://example.com/v0/b/estudio-prod.appspot.com/o/a.png',
    'http://firebasestorage.googleapis.com/v0/b/estudio-prod.appspot.com/o/a.png',
    'https://firebasestorage.googleapis.com:8443/v0/b/estudio-prod.appspot.com/o/a.png',
    'http://10.0.0.1:9199/v0/b/estudio-prod.appspot.com/o/a.png',
    'https://user:pw@firebasestorage.googleapis.com/v0/b/estudio-prod.appspot.com/o/a.png',
    'https://firebasestorage.googleapis.com/v0/b/estudio-prod.appspot.com/o/',
    'https://firebasestorage.googleapis.com/v0/b/estudio-prod.appspot.com/o/a%2F..%2F..%2Fb',
    'https://firebasestorage.googleapis.com/v0/b/estudio-prod.appspot.com/o/%E0%A4%A',
    'https://firebasestorage.googleapis.com/v0/b/Bad_Bucket!/o/a.png',
    'gs://bucket-only',
    'gs:///path',
    'file:///etc/passwd',
    'not a url',
    '',
  ])('names no object for %s', (url) => {
    expect(parseStorageUrl(url)).toBeNull();
  });
});

describe('uploadedFileName', () => {
  it("gives the user's file name of a stored upload, without the upload id", () => {
    expect(
      uploadedFileName(
        'http://127.0.0.1:9199/v0/b/demo-estudio.appspot.com/o/brandManuals%2FIrQez%2FVxdyjBcemQsTa2NlWtyf-manual%20cacao.txt?alt=media&token=t',
      ),
    ).toBe('manual cacao.txt');
    expect(uploadedFileName('gs://bucket-demo/keyVisuals/b1/AbCdEfGhIjKlMnOpQrSt-logo.png')).toBe('logo.png');
  });

  it('keeps a name without an upload id, and gives nothing for nothing', () => {
    expect(uploadedFileName('https://example.com/files/guia-2026.pdf?x=1')).toBe('guia-2026.pdf');
    expect(uploadedFileName('gs://bucket-demo/keyVisuals/b1/corto-logo.png')).toBe('corto-logo.png');
    expect(uploadedFileName('')).toBeUndefined();
    expect(uploadedFileName(undefined)).toBeUndefined();
  });
});
