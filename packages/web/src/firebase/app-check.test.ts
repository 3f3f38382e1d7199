import type { FirebaseApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  ReCaptchaV3Provider: vi.fn(),
}));
vi.mock('firebase/app-check', () => ({
  initializeAppCheck: sdk.initializeAppCheck,
  ReCaptchaV3Provider: sdk.ReCaptchaV3Provider,
}));

const { activateAppCheck } = await import('./app-check.js');

const app = { name: '[DEFAULT]' } as FirebaseApp;

describe('activateAppCheck', () => {
  beforeEach(() => {
    sdk.initializeAppCheck.mockReset();
    sdk.ReCaptchaV3Provider.mockReset();
  });

  it('does nothing without settings', () => {
    const scope: { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean } = {};
    expect(activateAppCheck(app, null, scope)).toBeNull();
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
    expect(scope).toEqual({});
  });

  it('activates reCAPTCHA v3 with automatic refresh, registering the debug token first', () => {
    const scope: { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean } = {};
    const instance = { app };
    sdk.initializeAppCheck.mockImplementation(() => {
      // The SDK reads the debug token while it activates.
      expect(scope.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe(true);
      return instance;
    });

    expect(activateAppCheck(app, { siteKey: '6Lc-site-key', debugToken: true }, scope)).toBe(instance);
    expect(sdk.ReCaptchaV3Provider).toHaveBeenCalledWith('6Lc-site-key');
    expect(sdk.initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: sdk.ReCaptchaV3Provider.mock.instances[0],
      isTokenAutoRefreshEnabled: true,
    });
  });

  it('sets no debug token when reCAPTCHA answers for real', () => {
    const scope: { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean } = {};
    activateAppCheck(app, { siteKey: '6Lc-site-key', debugToken: null }, scope);
    expect(scope).toEqual({});
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  });
});
