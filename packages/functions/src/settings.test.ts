import { describe, expect, it } from 'vitest';
import { aiCallsPerMinute, consoleUrl, functionsSettings, LOCAL_CONSOLE_URL, sandboxBaseUrl } from './settings.js';
import { FunctionTexts } from './texts.js';

const m = FunctionTexts.endpoints;
/** What the Functions emulator sets in the environment of the code it runs. */
const EMULATOR = { FUNCTIONS_EMULATOR: 'true' };
const PRODUCTION_ORIGINS = { ESTUDIO_ALLOWED_ORIGINS: 'https://consola.estudio.co' };

describe('functionsSettings', () => {
  describe('in the Functions emulator (the local stack)', () => {
    it('defaults to no App Check, any origin and us-central1', () => {
      expect(functionsSettings(EMULATOR)).toEqual({
        appCheckRequired: false,
        allowedOrigins: true,
        region: 'us-central1',
      });
    });

    it('reads App Check enforcement, the allowed origins and the region', () => {
      expect(
        functionsSettings({
          ...EMULATOR,
          ESTUDIO_APP_CHECK: ' Enforce ',
          ESTUDIO_ALLOWED_ORIGINS: 'https://consola.estudio.co, http://127.0.0.1:5173,',
          ESTUDIO_FUNCTIONS_REGION: 'southamerica-east1',
        }),
      ).toEqual({
        appCheckRequired: true,
        allowedOrigins: ['https://consola.estudio.co', 'http://127.0.0.1:5173'],
        region: 'southamerica-east1',
      });
    });
  });

  describe('outside the emulator (a deployed function)', () => {
    it('refuses to start without ESTUDIO_ALLOWED_ORIGINS, saying what to set', () => {
      expect(() => functionsSettings({})).toThrow(m.allowedOriginsRequired);
      expect(() => functionsSettings({ ESTUDIO_ALLOWED_ORIGINS: ' , ' })).toThrow(m.allowedOriginsRequired);
      // Only the emulator's own 'true' counts as the emulator.
      expect(() => functionsSettings({ FUNCTIONS_EMULATOR: 'false' })).toThrow(m.allowedOriginsRequired);
    });

    it('refuses a wildcard or an origin that is not https://host', () => {
      for (const origin of [
        '*',
        'http://consola.estudio.co',
        'https://consola.estudio.co/ruta',
        'consola.estudio.co',
      ]) {
        expect(() => functionsSettings({ ESTUDIO_ALLOWED_ORIGINS: origin })).toThrow(m.invalidAllowedOrigin(origin));
      }
    });

    it('enforces App Check without being asked, and has no switch to turn it off', () => {
      expect(functionsSettings(PRODUCTION_ORIGINS)).toEqual({
        appCheckRequired: true,
        allowedOrigins: ['https://consola.estudio.co'],
        region: 'us-central1',
      });
      expect(functionsSettings({ ...PRODUCTION_ORIGINS, ESTUDIO_APP_CHECK: 'enforce' }).appCheckRequired).toBe(true);
      for (const value of ['off', 'false', 'disabled']) {
        expect(() => functionsSettings({ ...PRODUCTION_ORIGINS, ESTUDIO_APP_CHECK: value })).toThrow(
          m.appCheckNotOptional(value),
        );
      }
    });
  });
});

describe('aiCallsPerMinute', () => {
  it('is 20 by default and takes a positive integer', () => {
    expect(aiCallsPerMinute({})).toBe(20);
    expect(aiCallsPerMinute({ ESTUDIO_AI_CALLS_PER_MINUTE: ' 3 ' })).toBe(3);
  });

  it.each(['0', '-1', 'dos', '2.5'])('refuses %s, naming the variable', (value) => {
    expect(() => aiCallsPerMinute({ ESTUDIO_AI_CALLS_PER_MINUTE: value })).toThrow(
      FunctionTexts.aiEndpoint.invalidCallsPerMinute(value),
    );
  });
});

describe('consoleUrl', () => {
  it('is the local console in the emulators when unset, and what ESTUDIO_CONSOLE_URL says otherwise', () => {
    expect(consoleUrl(EMULATOR)).toBe(LOCAL_CONSOLE_URL);
    expect(consoleUrl({ ...EMULATOR, ESTUDIO_CONSOLE_URL: 'http://127.0.0.1:8173/' })).toBe('http://127.0.0.1:8173');
    expect(consoleUrl({ ESTUDIO_CONSOLE_URL: 'https://consola.estudio.co' })).toBe('https://consola.estudio.co');
  });

  it('is required outside the emulators, https, without query or fragment', () => {
    expect(() => consoleUrl({})).toThrow(FunctionTexts.sandbox.consoleUrlRequired);
    for (const value of [
      'http://consola.estudio.co',
      'https://consola.estudio.co/?a=1',
      'https://c.co/#x',
      'consola',
    ]) {
      expect(() => consoleUrl({ ESTUDIO_CONSOLE_URL: value })).toThrow(FunctionTexts.sandbox.invalidConsoleUrl(value));
    }
    expect(() => consoleUrl({ ...EMULATOR, ESTUDIO_CONSOLE_URL: 'javascript:alert(1)' })).toThrow();
  });
});

describe('sandboxBaseUrl', () => {
  const URL_ = 'http://127.0.0.1:7102/demo-estudio-2101/us-central1/sandbox';

  it('is ESTUDIO_SANDBOX_URL in the Functions emulator on a demo project', () => {
    expect(sandboxBaseUrl({ ...EMULATOR, GCLOUD_PROJECT: 'demo-estudio-2101', ESTUDIO_SANDBOX_URL: `${URL_}/` })).toBe(
      URL_,
    );
  });

  it('is undefined on a real project, outside the emulator, or when unset', () => {
    expect(sandboxBaseUrl({ ...EMULATOR, GCLOUD_PROJECT: 'estudio-prod', ESTUDIO_SANDBOX_URL: URL_ })).toBeUndefined();
    expect(sandboxBaseUrl({ GCLOUD_PROJECT: 'demo-estudio', ESTUDIO_SANDBOX_URL: URL_ })).toBeUndefined();
    expect(sandboxBaseUrl({ ...EMULATOR, GCLOUD_PROJECT: 'demo-estudio' })).toBeUndefined();
  });
});
