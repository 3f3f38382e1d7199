import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Screens render in happy-dom over in-memory twins; pure modules do not mind it.
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
  // A cold cache otherwise loads React as CommonJS without a default export (toolchain.md).
  optimizeDeps: { include: ['react', 'react-dom', 'react-router-dom', '@chakra-ui/react', '@emotion/react'] },
});
