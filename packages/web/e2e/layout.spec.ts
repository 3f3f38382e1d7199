// Every screen, at a laptop size and a phone size, measured as a user sees it (e2e/layout-checks.ts):
// no page-level sideways scroll, no control sticking out of its box, no table needing a sideways
// scroll at 1366 px, no unticked choice too faint to see, and no serious or critical axe
// violation. The superadministrator sees every screen; the demo brand 'Café Cumbre Andina' is
// the active brand, and its first carousel, video and blog stand for the detail pages.
import { Messages } from '@estudio/domain/shared';
import type { Page } from '@playwright/test';
import { answerExternalLocally, expect, signInAs, test } from './fixtures.js';
import { layoutProblems } from './layout-checks.js';
import { E2E_BASE_URL } from './stack.js';

const SIZES = [
  { size: 'laptop', viewport: { width: 1366, height: 900 }, tablesFit: true },
  { size: 'phone', viewport: { width: 390, height: 844 }, tablesFit: false },
] as const;
const SIGNED_OUT = ['/', '/resetpassword'];
const SCREENS = [
  '/marca',
  '/blueprint',
  '/requirements',
  '/calendario',
  '/finished',
  '/metrics',
  '/socialmedia',
  '/envios',
  '/academy',
  '/adminbrands',
  '/roles',
  '/users',
];
const DETAILS = ['carrousel', 'video', 'blog'];
const DEMO_BRAND = 'Café Cumbre Andina';

/** The screen has drawn: its title is up and nothing says it is still loading. */
const settled = async (page: Page): Promise<void> => {
  await expect(page.locator('h1:not([data-left-screen])').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // Fonts and late layout (images, the embedded frames' fallbacks) settle.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
};

/**
 * Opens a screen as the menu does, inside the running app (no reload: a reload of every screen
 * made the walk several times slower), or by address when nothing is loaded yet.
 */
const open = async (page: Page, path: string): Promise<void> => {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  // Already there (the console opens on /marca): nothing is left, nothing to wait for.
  if (new URL(page.url()).pathname === path) return;
  // The screen being left keeps its title on screen for a moment: mark it, so `settled` waits for the new one.
  await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((title) => title.setAttribute('data-left-screen', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
};

const check = async (page: Page, path: string, size: string, tablesFit: boolean): Promise<void> => {
  await open(page, path);
  await settled(page);
  expect.soft(await layoutProblems(page, { tablesFit }), `${path} at the ${size} size`).toEqual([]);
};

/**
 * Opens the demo brand's first piece of a kind as a user does, by its title in /requirements (the
 * list hands the detail its brand and number: an address typed alone opens on an error).
 */
const openFirst = async (page: Page, kind: string): Promise<void> => {
  await open(page, '/requirements');
  await settled(page);
  const link = page.locator(`main a[href*="/${kind}/"]`).first();
  await page.evaluate(() =>
    document.querySelectorAll('h1').forEach((title) => title.setAttribute('data-left-screen', '')),
  );
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${kind}/`));
};

for (const { size, viewport, tablesFit } of SIZES) {
  test.describe(`at ${viewport.width}x${viewport.height} (${size}), every screen holds its layout`, () => {
    test.describe('signed out', () => {
      for (const path of SIGNED_OUT) {
        test(path, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(path);
          await settled(page);
          expect.soft(await layoutProblems(page, { tablesFit }), `${path} at the ${size} size`).toEqual([]);
        });
      }
    });

    test.describe('signed in', () => {
      // One signed-in page walks the screens in turn (each screen is its own test); after a
      // failure Playwright starts a new worker, and this runs again for the screens left.
      let page: Page;

      test.beforeAll(async ({ browser }) => {
        test.setTimeout(180_000);
        page = await browser.newPage({ viewport: SIZES[0].viewport, locale: 'es-ES', baseURL: E2E_BASE_URL });
        await answerExternalLocally(page);
        // Signed in where the sidebar stands beside the screen, as the other journeys do.
        await signInAs(page, 'Superadministrador');
        await page.getByLabel('Marca activa').selectOption({ label: DEMO_BRAND });
        await page.setViewportSize(viewport);
      });
      test.afterAll(async () => {
        await page.close();
      });

      for (const path of SCREENS) {
        test(path, async () => {
          await check(page, path, size, tablesFit);
        });
      }
      for (const kind of DETAILS) {
        test(`/${kind}/:id`, async () => {
          await openFirst(page, kind);
          await settled(page);
          // A detail that could not open shows its error where the piece should be.
          await expect(page.getByText(Messages.carousel.missingBrandOrRequirement)).toHaveCount(0);
          expect.soft(await layoutProblems(page, { tablesFit }), `/${kind}/:id at the ${size} size`).toEqual([]);
        });
      }
    });
  });
}
