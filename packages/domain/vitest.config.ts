import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests run hundreds of cases; on a shared, loaded machine 5 s is not enough for
    // some. A time limit here catches a hang, not slowness (benchmarks measure speed).
    testTimeout: 30_000,
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The use cases are held to the bar by their tests beside them, over the twins of the
      // testing entry. The twins, the kits and the rest of the tests' support are doubles,
      // never counted: they would lift the figure without a line of product code exercised.
      exclude: ['src/**/*.test.ts', 'src/**/*.test-kit.ts', 'src/*/index.ts', 'src/test-support/**', 'src/testing/**'],
      reporter: [['text', { skipFull: true }], 'text-summary'],
      thresholds: { lines: 95, 'src/use-cases/**/*.ts': { lines: 95 } },
    },
  },
});
