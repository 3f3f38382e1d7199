import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The use cases are exercised against the in-memory twins in packages/adapters, whose
      // test run reports their coverage (the domain may not import adapters).
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/test-support/**', 'src/use-cases/**'],
      reporter: [['text', { skipFull: true }], 'text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
