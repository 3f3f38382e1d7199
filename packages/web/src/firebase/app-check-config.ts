/** How App Check is activated in this build, or null when it is not (no site key). */
export interface AppCheckSettings {
  /** The reCAPTCHA v3 site key (VITE_RECAPTCHA_SITE_KEY). */
  readonly siteKey: string;
  /**
   * The debug token to register as self.FIREBASE_APPCHECK_DEBUG_TOKEN before activation:
   * a given token, true (the SDK makes one and prints it to register in the console), or
   * null for none (reCAPTCHA answers for real).
   */
  readonly debugToken: string | true | null;
}

/**
 * docs/product.md, "App Check": App Check runs with the reCAPTCHA v3 provider when a site key is
 * configured, and not at all otherwise (the HTTP calls then go on without its token). On
 * the local emulator stack there is no real reCAPTCHA to pass, so it uses a debug token:
 * VITE_APPCHECK_DEBUG_TOKEN, or one the SDK makes. Against a real project a debug token is
 * used only when VITE_APPCHECK_DEBUG_TOKEN names one (e.g. CI).
 */
export const readAppCheckSettings = (
  env: Record<string, string | undefined>,
  { localStack }: { readonly localStack: boolean },
): AppCheckSettings | null => {
  const siteKey = env.VITE_RECAPTCHA_SITE_KEY?.trim();
  if (!siteKey) return null;
  const debugToken = env.VITE_APPCHECK_DEBUG_TOKEN?.trim() || null;
  return { siteKey, debugToken: debugToken ?? (localStack ? true : null) };
};
