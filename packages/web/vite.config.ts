import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { appCheckBuildGuard } from './src/firebase/app-check-build-guard.js';

/**
 * Chakra's theme module builds its whole default config (every component recipe) at load
 * time, in a call the bundler must assume has effects, so importing one recipe from
 * '@chakra-ui/react/theme' kept all ~77. Marking that call pure lets the unused config, and
 * the recipes only it references, be dropped; packages/ui registers the recipes it uses.
 */
const chakraThemeTreeShaking = (): Plugin => ({
  name: 'estudio:chakra-theme-tree-shaking',
  apply: 'build',
  transform(code, id) {
    if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/.test(id)) return null;
    const marked = code.replace(
      'const defaultThemeConfig = defineConfig(',
      'const defaultThemeConfig = /*#__PURE__*/ defineConfig(',
    );
    if (marked === code) this.warn('Chakra theme module changed shape: the default config is no longer tree-shaken');
    return { code: marked, map: null };
  },
});

/**
 * Components a library defines at the top of a module but nobody uses stay in the bundle when
 * the bundler must assume their definition has effects: `X.displayName = '…'` (a property
 * write, kept for React's developer tools) and an unannotated `forwardRef(…)` /
 * `createContext(…)` / `memo(…)` call. react-router's production build kept NavLink, Form,
 * useSubmit… that way, Chakra's and Ark's modules their unused parts. In these libraries'
 * modules the production build drops the top-level displayName writes (React reads them only
 * for its developer tools and warnings) and marks those calls pure, so that what is unused goes.
 */
const UNUSED_COMPONENTS_LIBRARIES =
  /[\\/]node_modules[\\/](?:react-router|@chakra-ui[\\/]react|@ark-ui[\\/]react)[\\/].*\.m?js$/;
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = (?:"[^"\n]*"|'[^'\n]*');?[ \t]*$/gm;
const TOP_LEVEL_COMPONENT_CALL =
  /^((?:export )?(?:var|const|let) [A-Za-z_$][\w$]* = )((?:React\w*\.)?(?:forwardRef|memo|createContext)\()/gm;
const unusedComponentsTreeShaking = (): Plugin => ({
  name: 'estudio:unused-components-tree-shaking',
  apply: 'build',
  transform(code, id) {
    if (!UNUSED_COMPONENTS_LIBRARIES.test(id)) return null;
    const marked = code.replace(TOP_LEVEL_DISPLAY_NAME, '').replace(TOP_LEVEL_COMPONENT_CALL, '$1/*#__PURE__*/ $2');
    // Lines stay where they were: the modules' own source maps still hold.
    return marked === code ? null : { code: marked, map: null };
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [appCheckBuildGuard(), react(), chakraThemeTreeShaking(), unusedComponentsTreeShaking()],
  // scripts/start.mjs gives a second stack (a port offset) a dependency cache of its own.
  cacheDir: process.env.ESTUDIO_VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: {
    // react-router's package exports point every condition at its development build; the
    // production build drops its dev-only warnings (smaller, and no dev checks for users).
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  build: {
    // The chunk graph (entry, static imports, dynamic imports) that `npm run bench` measures.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is fetched before the login page draws
        // anyway: one file rather than twenty small shared chunks (less to download, since
        // gzip compresses one file better than many, and fewer requests). The chunks loaded
        // later keep Rolldown's automatic split.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
}));
