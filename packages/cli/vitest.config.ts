import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['src/**/*.emulator.test.ts', 'node_modules/**'],
    // Coverage when asked (vitest run --coverage): the commands, not their tests or kits.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-kit.ts'],
      reporter: [['text', { skipFull: true }], 'text-summary'],
    },
  },
});
