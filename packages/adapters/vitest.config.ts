import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.emulator.test.ts', 'node_modules/**'],
    coverage: {
      enabled: true,
      provider: 'v8',
      // The application tests here drive the domain's use cases through the in-memory
      // twins, so this run is where the use cases' coverage is measured and held. The twins
      // and the rest of the tests' scaffolding are doubles, never counted: they would lift
      // the figure without a line of product code being exercised.
      allowExternal: true,
      include: ['src/system/**/*.ts', '**/domain/src/use-cases/**/*.ts'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/index.ts',
        // Test doubles and scaffolding: the in-memory twins, the contract suites, the kits.
        'src/memory/**',
        'src/contracts/**',
        'src/application/test-kit.ts',
        'src/**/*.suite.ts',
        'src/**/*emulator-support.ts',
        // Held by the emulator suites (vitest.emulators.config.ts) and the seed's own tests.
        'src/firestore-*/**',
        'src/firebase-*/**',
        'src/seed/**',
      ],
      reporter: [['text', { skipFull: true }], 'text-summary'],
      thresholds: {
        lines: 95,
        '**/domain/src/use-cases/**/*.ts': { lines: 95 },
      },
    },
  },
});
