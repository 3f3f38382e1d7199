import { parseStorageUrl } from '@estudio/domain/content';
import { describe, expect, it } from 'vitest';
import { downloadUrl } from './firebase-admin-media-objects.js';

describe('the download URL FirebaseAdminMediaObjects derives', () => {
  it('is Firebase Storage’s, path and token encoded, read back by parseStorageUrl', () => {
    const url = downloadUrl('estudio-prod.appspot.com', 'img_carrousels/b1/r1/imagen 1.png', 'a+b', {});
    expect(url).toBe(
      'https://firebasestorage.googleapis.com/v0/b/estudio-prod.appspot.com/o/img_carrousels%2Fb1%2Fr1%2Fimagen%201.png?alt=media&token=a%2Bb',
    );
    expect(parseStorageUrl(url)).toEqual({
      bucket: 'estudio-prod.appspot.com',
      path: 'img_carrousels/b1/r1/imagen 1.png',
    });
  });

  it('is the Storage emulator’s where FIREBASE_STORAGE_EMULATOR_HOST is set', () => {
    const env = { FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:14199' };
    const url = downloadUrl('demo-estudio.appspot.com', 'keyVisuals/b1/kv.pdf', 't1', env);
    expect(url).toBe(
      'http://127.0.0.1:14199/v0/b/demo-estudio.appspot.com/o/keyVisuals%2Fb1%2Fkv.pdf?alt=media&token=t1',
    );
    expect(parseStorageUrl(url)).toEqual({ bucket: 'demo-estudio.appspot.com', path: 'keyVisuals/b1/kv.pdf' });
    expect(
      downloadUrl('demo-estudio.appspot.com', 'a/b', 't', { FIREBASE_STORAGE_EMULATOR_HOST: 'http://localhost:9199' }),
    ).toBe('http://localhost:9199/v0/b/demo-estudio.appspot.com/o/a%2Fb?alt=media&token=t');
  });
});
