#!/usr/bin/env node
// Screenshots of every screen of the console at a laptop size (1366x900) and a phone size
// (390x844), taken in headless Debian Chromium (playwright-core, never a downloaded browser)
// against a running `npm start` stack, and written to docs/screenshots/<screen>-<size>.png.
//
//   npm start                       (in another terminal; wait for "Ready")
//   npm run screenshots             http://127.0.0.1:5173, or PORT=… as npm start took
//   npm run screenshots -- --url=http://127.0.0.1:8173 --out=/tmp/shots
//   CHROMIUM_PATH=/path/to/chrome npm run screenshots
//
// It signs in as the demo superadministrator, selects the demo brand 'Café Cumbre Andina' for
// the brand screens and opens the first carousel, video and blog of its list for the detail
// pages. Each screenshot is the window as a user first sees it (the sticky sidebar, header and
// action bar where they stand); --full shoots whole pages instead.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath, LAUNCH_ARGS } from './lib/headless-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const baseUrl = (option('url') ?? `http://127.0.0.1:${process.env.PORT ?? 5173}`).replace(/\/$/, '');
const outDir = resolve(option('out') ?? join(root, 'docs', 'screenshots'));

const ADMIN = { email: 'admin@estudio.test', password: 'Estudio2026!' };
const DEMO_BRAND = 'Café Cumbre Andina';
const SIZES = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
];
/** Screens reached by their route; the three detail pages are found from the list. */
const ROUTES = [
  ['marca', '/marca'],
  ['blueprint', '/blueprint'],
  ['requirements', '/requirements'],
  ['finished', '/finished'],
  ['metrics', '/metrics'],
  ['socialmedia', '/socialmedia'],
  ['academy', '/academy'],
  ['adminbrands', '/adminbrands'],
  ['roles', '/roles'],
  ['users', '/users'],
];
const DETAILS = [
  ['carrousel', 'carrousel'],
  ['video', 'video'],
  ['blog', 'blog'],
];

const fail = (message) => {
  console.error(`screenshots: ${message}`);
  process.exit(1);
};

const reachable = async () => {
  try {
    return (await fetch(baseUrl)).ok;
  } catch {
    return false;
  }
};

/** Waits until the screen has drawn: a title, and no skeleton or busy mark left; then a short settle. */
const settle = async (page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document.querySelector('h1') !== null &&
        !document.querySelector('[aria-busy="true"], [data-loading], .chakra-skeleton'),
      null,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(800);
};

const signIn = async (page) => {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Correo electrónico', { exact: false }).first().fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.password);
  // Chakra's checkbox draws its own box over the native input: tick it from the keyboard.
  await page.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await page.waitForURL(/\/marca$/, { timeout: 60_000 });
};

const selectDemoBrand = async (page) => {
  const selector = page.getByRole('combobox', { name: /marca/i }).first();
  const value = await selector.evaluate(
    (select, name) => [...select.options].find((option) => option.text === name)?.value ?? '',
    DEMO_BRAND,
  );
  if (value) await selector.selectOption(value);
};

const shoot = async (page, name, size) => {
  const file = join(outDir, `${name}-${size}.png`);
  await page.screenshot({ path: file, fullPage: process.argv.includes('--full') });
  console.log(`  ${name}-${size}.png`);
};

if (!(await reachable())) fail(`nothing answers at ${baseUrl}: run \`npm start\` first (or pass --url=).`);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(fail), args: LAUNCH_ARGS });
try {
  for (const [size, viewport] of SIZES) {
    console.log(`${size} (${viewport.width}x${viewport.height}):`);
    const signedOut = await browser.newPage({ viewport });
    for (const [name, route] of [
      ['login', '/'],
      ['resetpassword', '/resetpassword'],
    ]) {
      await signedOut.goto(`${baseUrl}${route}`);
      await settle(signedOut);
      await shoot(signedOut, name, size);
    }
    await signedOut.close();

    const page = await browser.newPage({ viewport });
    await signIn(page);
    await settle(page);
    await selectDemoBrand(page);
    for (const [name, route] of ROUTES) {
      await page.goto(`${baseUrl}${route}`);
      await settle(page);
      await shoot(page, name, size);
    }
    for (const [name, segment] of DETAILS) {
      await page.goto(`${baseUrl}/requirements`);
      await settle(page);
      const link = page.locator(`main a[href*="/${segment}/"]`).first();
      // The list's rows come after its skeleton: wait for them.
      await link
        .waitFor({ state: 'attached', timeout: 30_000 })
        .catch(() => fail(`no ${segment} in the demo brand's list to open.`));
      // Opened by its title, as a user does: the list hands the detail its brand and number.
      await link.click();
      await page.waitForURL(new RegExp(`/${segment}/`));
      await settle(page);
      await shoot(page, name, size);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Screenshots in ${outDir}`);
