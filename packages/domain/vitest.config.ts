import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.contract.ts', 'src/index.ts', 'src/test-support/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
