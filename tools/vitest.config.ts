import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // Linting through the ESLint API computes the Nx project graph on first use.
    testTimeout: 60_000,
  },
});
