import { describe, expect, it } from 'vitest';
import { readAppCheckSettings } from './app-check-config.js';

describe('readAppCheckSettings', () => {
  it('leaves App Check off without a site key, on the local stack or a real project', () => {
    expect(readAppCheckSettings({}, { localStack: true })).toBeNull();
    expect(readAppCheckSettings({ VITE_RECAPTCHA_SITE_KEY: '   ' }, { localStack: false })).toBeNull();
    expect(readAppCheckSettings({ VITE_APPCHECK_DEBUG_TOKEN: 'token-sin-clave' }, { localStack: true })).toBeNull();
  });

  it('uses reCAPTCHA v3 for real on a real project with a site key', () => {
    expect(readAppCheckSettings({ VITE_RECAPTCHA_SITE_KEY: '6Lc-site-key' }, { localStack: false })).toEqual({
      siteKey: '6Lc-site-key',
      debugToken: null,
    });
  });

  it('uses a debug token on the local stack: the configured one, or one the SDK makes', () => {
    expect(readAppCheckSettings({ VITE_RECAPTCHA_SITE_KEY: '6Lc-site-key' }, { localStack: true })).toEqual({
      siteKey: '6Lc-site-key',
      debugToken: true,
    });
    expect(
      readAppCheckSettings(
        { VITE_RECAPTCHA_SITE_KEY: '6Lc-site-key', VITE_APPCHECK_DEBUG_TOKEN: '1f0e-debug' },
        { localStack: true },
      ),
    ).toEqual({ siteKey: '6Lc-site-key', debugToken: '1f0e-debug' });
  });

  it('takes a debug token on a real project only when one is named', () => {
    expect(
      readAppCheckSettings(
        { VITE_RECAPTCHA_SITE_KEY: ' 6Lc-site-key ', VITE_APPCHECK_DEBUG_TOKEN: 'ci-token' },
        { localStack: false },
      ),
    ).toEqual({ siteKey: '6Lc-site-key', debugToken: 'ci-token' });
  });
});
