import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.emulator.test.ts', 'node_modules/**'],
    coverage: {
      enabled: true,
      provider: 'v8',
      // The application tests here drive the domain's use cases through the in-memory
      // twins, so this run is where the use cases' coverage is measured and held.
      allowExternal: true,
      include: ['src/memory/**/*.ts', 'src/application/**/*.ts', 'src/system/**/*.ts', '**/domain/src/use-cases/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/contracts/**', 'src/firestore-*/**', 'src/firebase-*/**', 'src/seed/**'],
      reporter: [['text', { skipFull: true }], 'text-summary'],
      thresholds: {
        lines: 95,
        '**/domain/src/use-cases/**/*.ts': { lines: 95 },
      },
    },
  },
});
