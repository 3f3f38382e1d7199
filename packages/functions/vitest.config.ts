import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['src/**/*.emulator.test.ts', 'node_modules/**'],
    // Coverage when asked (vitest run --coverage): the endpoints, not their tests.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}'],
      reporter: [['text', { skipFull: true }], 'text-summary'],
    },
  },
});
