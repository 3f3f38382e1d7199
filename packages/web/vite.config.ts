import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // scripts/start.mjs gives a second stack (a port offset) a dependency cache of its own.
  cacheDir: process.env.ESTUDIO_VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
});
