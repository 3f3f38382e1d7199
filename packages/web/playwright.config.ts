// The browser suite (e2e/*.spec.ts): Debian's Chromium against a local stack of its own,
// started by e2e/global-setup.ts (scripts/start.mjs on a port offset, fresh data, no
// export), so it never touches the stack of a running `npm start`.
//
//   npx nx e2e @estudio/web                                   the whole suite
//   npx playwright test -c packages/web/playwright.config.ts e2e/access.spec.ts
//   E2E_BASE_URL=http://127.0.0.1:8173 npx playwright test …  against a stack already running
//
// Browsers are never downloaded: CHROMIUM_PATH, else /usr/bin/chromium (apt-get install -y chromium).
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './e2e/stack.js';
import { chromiumExecutable } from './e2e/chromium.js';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './e2e-results',
  globalSetup: './e2e/global-setup.ts',
  // One stack, one browser: the specs share the seeded data, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'es-ES',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    video: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
