import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Components and stories render in happy-dom; pure modules do not mind it.
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
    // Every story renders, plays and is checked by axe: a little slower than a unit test.
    testTimeout: 20_000,
  },
  // A cold cache otherwise loads React as CommonJS without a default export (toolchain.md).
  optimizeDeps: { include: ['react', 'react-dom', '@chakra-ui/react', '@emotion/react'] },
});
