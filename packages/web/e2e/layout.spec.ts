// Every screen, at a laptop size and a phone size, measured as a user sees it (e2e/layout-checks.ts):
// no page-level sideways scroll, no control sticking out of its box, no table needing a sideways
// scroll at 1366 px, no unticked choice too faint to see, and no serious or critical axe
// violation. The superadministrator sees every screen; the demo brand 'Café Cumbre Andina' is
// the active brand, and its first carousel, video and blog stand for the detail pages.
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.js';
import { layoutProblems } from './layout-checks.js';

const SIZES = [
  { size: 'laptop', viewport: { width: 1366, height: 900 }, tablesFit: true },
  { size: 'phone', viewport: { width: 390, height: 844 }, tablesFit: false },
] as const;
const SIGNED_OUT = ['/', '/resetpassword'];
const SCREENS = [
  '/marca',
  '/blueprint',
  '/requirements',
  '/finished',
  '/metrics',
  '/socialmedia',
  '/academy',
  '/adminbrands',
  '/roles',
  '/users',
];
const DETAILS = ['carrousel', 'video', 'blog'];
const DEMO_BRAND = 'Café Cumbre Andina';

/** The screen has drawn: its title is up and nothing says it is still loading. */
const settled = async (page: Page): Promise<void> => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // Fonts and late layout (images, the embedded frames' fallbacks) settle.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
};

const check = async (page: Page, path: string, size: string, tablesFit: boolean): Promise<void> => {
  await page.goto(path);
  await settled(page);
  expect.soft(await layoutProblems(page, { tablesFit }), `${path} at the ${size} size`).toEqual([]);
};

/** The first carousel, video and blog of the demo brand's list, as their detail addresses. */
const detailPaths = async (page: Page): Promise<string[]> => {
  await page.goto('/requirements');
  await settled(page);
  return Promise.all(
    DETAILS.map(async (kind) => {
      const link = page.locator(`main a[href*="/${kind}/"]`).first();
      await expect(link).toBeAttached();
      return (await link.getAttribute('href')) ?? '';
    }),
  );
};

test.describe('every screen holds its layout at a laptop and a phone size', () => {
  test.setTimeout(360_000);

  for (const { size, viewport, tablesFit } of SIZES) {
    test(`at ${viewport.width}x${viewport.height} (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of SIGNED_OUT) await check(page, path, size, tablesFit);

      // Sign in and choose the brand where the sidebar stands beside the screen, then measure at the size.
      await page.setViewportSize(SIZES[0].viewport);
      await signInAs(page, 'Superadministrador');
      await page.getByLabel('Marca activa').selectOption({ label: DEMO_BRAND });
      await page.setViewportSize(viewport);
      const details = await detailPaths(page);
      for (const path of [...SCREENS, ...details]) await check(page, path, size, tablesFit);
    });
  }
});
