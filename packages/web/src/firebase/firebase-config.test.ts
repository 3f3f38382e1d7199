import { describe, expect, it } from 'vitest';
import { readWebFirebaseConfig } from './firebase-config.js';

describe('readWebFirebaseConfig', () => {
  it('targets the local emulator stack when no project is configured', () => {
    const config = readWebFirebaseConfig({});
    expect(config.options.projectId).toBe('demo-estudio');
    expect(config.emulators).toEqual({ auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199' });
  });

  it('targets a real project, without emulators, from VITE_FIREBASE_* variables', () => {
    const config = readWebFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'estudio-prod', VITE_FIREBASE_API_KEY: 'AIza-test' });
    expect(config.emulators).toBeNull();
    expect(config.options).toMatchObject({
      projectId: 'estudio-prod',
      apiKey: 'AIza-test',
      storageBucket: 'estudio-prod.appspot.com',
    });
  });
});
