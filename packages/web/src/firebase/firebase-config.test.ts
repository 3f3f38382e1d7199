import { describe, expect, it } from 'vitest';
import { readWebFirebaseConfig } from './firebase-config.js';

describe('readWebFirebaseConfig', () => {
  it('targets the local emulator stack when no project is configured', () => {
    const config = readWebFirebaseConfig({});
    expect(config.options.projectId).toBe('demo-estudio');
    expect(config.emulators).toEqual({
      auth: '127.0.0.1:9099',
      firestore: '127.0.0.1:8080',
      storage: '127.0.0.1:9199',
    });
    expect(config.functionsUrl).toBe('http://127.0.0.1:5001/demo-estudio/us-central1/userAdmin');
    expect(config.aiUrl).toBe('http://127.0.0.1:5001/demo-estudio/us-central1/ai');
    expect(config.schedulerUrl).toBe('http://127.0.0.1:5001/demo-estudio/us-central1/scheduler');
    expect(config.linkedinUrl).toBe('http://127.0.0.1:5001/demo-estudio/us-central1/linkedin');
  });

  it('follows a stack moved to other ports (VITE_EMULATOR_*), as scripts/start.mjs runs one on a port offset', () => {
    const config = readWebFirebaseConfig({
      VITE_EMULATOR_PROJECT_ID: 'demo-estudio-3000',
      VITE_EMULATOR_AUTH_HOST: '127.0.0.1:12099',
      VITE_EMULATOR_FIRESTORE_HOST: '127.0.0.1:11080',
      VITE_EMULATOR_STORAGE_HOST: '127.0.0.1:12199',
      VITE_EMULATOR_FUNCTIONS_HOST: '127.0.0.1:8001',
    });
    expect(config.options).toMatchObject({
      projectId: 'demo-estudio-3000',
      authDomain: 'demo-estudio-3000.firebaseapp.com',
      storageBucket: 'demo-estudio-3000.appspot.com',
    });
    expect(config.emulators).toEqual({
      auth: '127.0.0.1:12099',
      firestore: '127.0.0.1:11080',
      storage: '127.0.0.1:12199',
    });
    expect(config.functionsUrl).toBe('http://127.0.0.1:8001/demo-estudio-3000/us-central1/userAdmin');
    expect(config.aiUrl).toBe('http://127.0.0.1:8001/demo-estudio-3000/us-central1/ai');
    expect(config.schedulerUrl).toBe('http://127.0.0.1:8001/demo-estudio-3000/us-central1/scheduler');
    expect(config.linkedinUrl).toBe('http://127.0.0.1:8001/demo-estudio-3000/us-central1/linkedin');
  });

  it('keeps the default of each emulator variable left unset or empty', () => {
    const config = readWebFirebaseConfig({
      VITE_EMULATOR_AUTH_HOST: '127.0.0.1:12099',
      VITE_EMULATOR_FIRESTORE_HOST: '',
    });
    expect(config.emulators).toEqual({
      auth: '127.0.0.1:12099',
      firestore: '127.0.0.1:8080',
      storage: '127.0.0.1:9199',
    });
    expect(config.options.projectId).toBe('demo-estudio');
  });

  it('ignores the emulator variables for a real project', () => {
    const config = readWebFirebaseConfig({
      VITE_FIREBASE_PROJECT_ID: 'estudio-prod',
      VITE_EMULATOR_AUTH_HOST: '127.0.0.1:12099',
    });
    expect(config.emulators).toBeNull();
  });

  it('targets a real project, without emulators, from VITE_FIREBASE_* variables', () => {
    const config = readWebFirebaseConfig({
      VITE_FIREBASE_PROJECT_ID: 'estudio-prod',
      VITE_FIREBASE_API_KEY: 'AIza-test',
    });
    expect(config.emulators).toBeNull();
    expect(config.options).toMatchObject({
      projectId: 'estudio-prod',
      apiKey: 'AIza-test',
      storageBucket: 'estudio-prod.appspot.com',
    });
    expect(config.functionsUrl).toBe('https://us-central1-estudio-prod.cloudfunctions.net/userAdmin');
    expect(config.aiUrl).toBe('https://us-central1-estudio-prod.cloudfunctions.net/ai');
    expect(config.schedulerUrl).toBe('https://us-central1-estudio-prod.cloudfunctions.net/scheduler');
    expect(config.linkedinUrl).toBe('https://us-central1-estudio-prod.cloudfunctions.net/linkedin');
  });

  it('takes the ai function URL from VITE_AI_URL, or the functions region', () => {
    expect(readWebFirebaseConfig({ VITE_AI_URL: 'http://127.0.0.1:6001/x/ai' }).aiUrl).toBe(
      'http://127.0.0.1:6001/x/ai',
    );
    expect(
      readWebFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'p', VITE_AI_URL: 'https://ai.example.test/ai' }).aiUrl,
    ).toBe('https://ai.example.test/ai');
    const regional = readWebFirebaseConfig({
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FUNCTIONS_REGION: 'southamerica-east1',
    });
    expect(regional.aiUrl).toBe('https://southamerica-east1-p.cloudfunctions.net/ai');
  });

  it('takes the scheduler and linkedin URLs from VITE_SCHEDULER_URL / VITE_LINKEDIN_URL, or the functions region', () => {
    const local = readWebFirebaseConfig({
      VITE_SCHEDULER_URL: 'http://127.0.0.1:6001/x/scheduler',
      VITE_LINKEDIN_URL: 'http://127.0.0.1:6001/x/linkedin',
    });
    expect([local.schedulerUrl, local.linkedinUrl]).toEqual([
      'http://127.0.0.1:6001/x/scheduler',
      'http://127.0.0.1:6001/x/linkedin',
    ]);
    const real = readWebFirebaseConfig({
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_SCHEDULER_URL: 'https://f.example.test/scheduler',
      VITE_LINKEDIN_URL: 'https://f.example.test/linkedin',
    });
    expect([real.schedulerUrl, real.linkedinUrl]).toEqual([
      'https://f.example.test/scheduler',
      'https://f.example.test/linkedin',
    ]);
    const regional = readWebFirebaseConfig({
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FUNCTIONS_REGION: 'southamerica-east1',
    });
    expect([regional.schedulerUrl, regional.linkedinUrl]).toEqual([
      'https://southamerica-east1-p.cloudfunctions.net/scheduler',
      'https://southamerica-east1-p.cloudfunctions.net/linkedin',
    ]);
  });

  it('takes the functions URL or region from the environment', () => {
    expect(readWebFirebaseConfig({ VITE_FUNCTIONS_URL: 'http://127.0.0.1:6001/x/userAdmin' }).functionsUrl).toBe(
      'http://127.0.0.1:6001/x/userAdmin',
    );
    expect(
      readWebFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'p', VITE_FUNCTIONS_REGION: 'southamerica-east1' })
        .functionsUrl,
    ).toBe('https://southamerica-east1-p.cloudfunctions.net/userAdmin');
  });
});
