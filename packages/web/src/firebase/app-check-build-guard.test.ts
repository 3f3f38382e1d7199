import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { appCheckBuildGuard, appCheckDebugTokenProblem } from './app-check-build-guard.js';

const real = { VITE_FIREBASE_PROJECT_ID: 'estudio-prod', VITE_RECAPTCHA_SITE_KEY: '6Lc-key' };
const production = { command: 'build', mode: 'production' } as const;

describe('the App Check debug token in builds', () => {
  it('refuses a production build of a real project that would inline a debug token', () => {
    expect(appCheckDebugTokenProblem({ ...real, VITE_APPCHECK_DEBUG_TOKEN: 'abc-123' }, production)).toContain(
      "production build of the real project 'estudio-prod'",
    );
  });

  it('lets through the local stack, development servers, other modes and builds without a token', () => {
    const token = { VITE_APPCHECK_DEBUG_TOKEN: 'abc-123' };
    expect(appCheckDebugTokenProblem(token, production)).toBeNull();
    expect(appCheckDebugTokenProblem({ ...real, ...token }, { command: 'serve', mode: 'development' })).toBeNull();
    expect(appCheckDebugTokenProblem({ ...real, ...token }, { command: 'build', mode: 'staging-e2e' })).toBeNull();
    expect(appCheckDebugTokenProblem({ ...real, VITE_APPCHECK_DEBUG_TOKEN: '  ' }, production)).toBeNull();
    expect(appCheckDebugTokenProblem(real, production)).toBeNull();
  });

  it('stops Vite before it builds, with the reason', () => {
    const plugin = appCheckBuildGuard(() => ({ ...real, VITE_APPCHECK_DEBUG_TOKEN: 'abc-123' }));
    const config = plugin.config as (config: UserConfig, env: ConfigEnv) => void;
    expect(() => config({}, { command: 'build', mode: 'production' })).toThrow('VITE_APPCHECK_DEBUG_TOKEN');
    const local = appCheckBuildGuard(() => ({ VITE_APPCHECK_DEBUG_TOKEN: 'abc-123' }));
    expect(() => (local.config as typeof config)({}, { command: 'build', mode: 'production' })).not.toThrow();
  });
});
