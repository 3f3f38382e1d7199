import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Screens render in happy-dom over in-memory twins; pure modules do not mind it.
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Dates show in the reader's own time zone; the expected texts are written for UTC, so a
    // developer in Mexico or Auckland runs the same suite as CI.
    env: { TZ: 'UTC' },
    testTimeout: 20_000,
    // Coverage when asked (vitest run --coverage): the screens and app, not their tests or
    // the test scaffolding (src/test, *.test-support.ts); the browser suite (e2e) is outside src.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.ts', 'src/test/**'],
      reporter: [['text', { skipFull: true }], 'text-summary'],
    },
  },
  // A cold cache otherwise loads React as CommonJS without a default export (toolchain.md).
  optimizeDeps: { include: ['react', 'react-dom', 'react-router-dom', '@chakra-ui/react', '@emotion/react'] },
});
