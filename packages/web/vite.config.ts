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

export default defineConfig(({ mode }) => ({
  plugins: [appCheckBuildGuard(), react(), chakraThemeTreeShaking()],
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
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
}));
