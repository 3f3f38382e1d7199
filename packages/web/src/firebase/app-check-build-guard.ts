// Used by vite.config.ts only (never by the app): a production build for a real project
// refuses to start when an App Check debug token is configured, because Vite would inline
// it into the bundle, and anyone holding it passes App Check (docs/product.md, "App Check").
import type { Plugin } from 'vite';
import { loadEnv } from 'vite';

export interface BuildTarget {
  readonly command: 'build' | 'serve';
  readonly mode: string;
}

/** Why this build must not run, or null: a debug token in a production build outside the local stack. */
export const appCheckDebugTokenProblem = (
  env: Readonly<Record<string, string | undefined>>,
  { command, mode }: BuildTarget,
): string | null => {
  const realProject = env['VITE_FIREBASE_PROJECT_ID']?.trim();
  const debugToken = env['VITE_APPCHECK_DEBUG_TOKEN']?.trim();
  if (command !== 'build' || mode !== 'production' || !realProject || !debugToken) return null;
  return (
    `VITE_APPCHECK_DEBUG_TOKEN is set for a production build of the real project '${realProject}': ` +
    'Vite would put the debug token in the bundle and anyone could pass App Check with it. ' +
    'Unset it for this build (it is for the local stack and for development servers only).'
  );
};

/** The Vite plugin: reads the build's environment as Vite does and refuses the build. */
export const appCheckBuildGuard = (
  readEnv: (mode: string) => Record<string, string> = (mode) => loadEnv(mode, process.cwd(), 'VITE_'),
): Plugin => ({
  name: 'estudio:app-check-build-guard',
  config(_config, { command, mode }) {
    const problem = appCheckDebugTokenProblem(readEnv(mode), { command, mode });
    if (problem !== null) throw new Error(problem);
  },
});
