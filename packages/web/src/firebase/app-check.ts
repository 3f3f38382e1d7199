import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaV3Provider, type AppCheck } from 'firebase/app-check';
import type { AppCheckSettings } from './app-check-config.js';

/** Where the App Check SDK looks for a debug token (the browser's `self`). */
interface DebugTokenScope {
  FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean;
}

/**
 * Activates App Check with reCAPTCHA v3 (tokens refreshed ahead of expiry by the SDK), the
 * debug token first when the settings carry one; null when the settings are null.
 */
export const activateAppCheck = (
  app: FirebaseApp,
  settings: AppCheckSettings | null,
  scope: DebugTokenScope = self as DebugTokenScope,
): AppCheck | null => {
  if (settings === null) return null;
  if (settings.debugToken !== null) scope.FIREBASE_APPCHECK_DEBUG_TOKEN = settings.debugToken;
  return initializeAppCheck(app, {
    provider: new ReCaptchaV3Provider(settings.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
};
