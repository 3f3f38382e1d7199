import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Components and stories render in happy-dom; pure modules do not mind it.
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
    // Dates show in the reader's own time zone; the expected texts are written for UTC, so a
    // developer in Mexico or Auckland runs the same suite as CI.
    env: { TZ: 'UTC' },
    // Every story renders, plays and is checked by axe: a little slower than a unit test.
    testTimeout: 20_000,
    // Coverage when asked (vitest run --coverage): the components, not their tests, stories or setup.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test-setup.ts'],
      reporter: [['text', { skipFull: true }], 'text-summary'],
    },
  },
  // A cold cache otherwise loads React as CommonJS without a default export (toolchain.md).
  optimizeDeps: { include: ['react', 'react-dom', '@chakra-ui/react', '@emotion/react'] },
});
