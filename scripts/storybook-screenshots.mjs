#!/usr/bin/env node
// Screenshots of the design system for the README and for designers: builds the static
// Storybook (unless --no-build and storybook-static/ exists), serves it on a free local
// port, opens the app shell story and the data table story in headless Debian Chromium
// (playwright-core, never a downloaded browser) and writes PNGs to docs/screenshots/.
//
// Each story is shot after its play function has finished; a story whose play function
// fails in the browser fails the script. axe-core also runs over each story here, in a
// real browser, where colour contrast can be judged (happy-dom in `npm test` cannot).
//
//   npm run screenshots:storybook            build, then shoot
//   npm run screenshots:storybook -- --no-build
//   npm run screenshots:storybook -- --url=http://127.0.0.1:6006   (a running `npm run storybook`)
//   CHROMIUM_PATH=/path/to/chrome npm run screenshots:storybook
//   npm run screenshots:storybook -- --only=guard-ui   (the shots whose file starts so)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath, LAUNCH_ARGS } from './lib/headless-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'storybook-static');
const outDir = join(root, 'docs', 'screenshots');
const require = createRequire(import.meta.url);

/** The stories to shoot: Storybook ids come from the story titles and export names. */
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = [
  { id: 'layout-appshell--default', file: 'storybook-app-shell.png', viewport: { width: 1280, height: 800 } },
  { id: 'datos-datatable--default', file: 'storybook-data-table.png', viewport: { width: 1100, height: 400 } },
  // The brand guard's components (docs/product.md, "Revisión de marca"), at a laptop's and a phone's size.
  ...[
    ['revisión-de-marca-en-un-detalle--default', 'guard-ui-detail'],
    ['revisión-de-marca-guardoverridedialog--con-motivo', 'guard-ui-override-dialog'],
    ['revisión-de-marca-guardstatusbadge--catalogo', 'guard-ui-status-badge'],
  ].flatMap(([id, name]) => [
    { id, file: `${name}-1366x900.png`, viewport: DESKTOP },
    { id, file: `${name}-390x844.png`, viewport: PHONE },
  ]),
];

const fail = (message) => {
  console.error(`storybook-screenshots: ${message}`);
  process.exit(1);
};

const build = () => {
  console.log('Building the static Storybook…');
  const bin = join(dirname(require.resolve('storybook/package.json')), 'dist', 'bin', 'dispatcher.js');
  const result = spawnSync(process.execPath, [bin, 'build', '--output-dir', staticDir, '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) fail('storybook build failed.');
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** A static file server for storybook-static/, on 127.0.0.1 and a free port. */
const serve = () =>
  new Promise((resolvePromise) => {
    const server = createServer((request, response) => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      let file = normalize(join(staticDir, pathname));
      if (file !== staticDir && !file.startsWith(staticDir + sep)) {
        response.writeHead(403).end();
        return;
      }
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
    });
    server.listen(0, '127.0.0.1', () => resolvePromise(server));
  });

/**
 * Runs in the page before Storybook: watches what the preview tells the manager. A failing
 * assertion in a play function does not break the page (Storybook reports it in its
 * Interactions panel), so STORY_FINISHED's status and PLAY_FUNCTION_THREW_EXCEPTION are
 * the signals to read. The channel delivers its own emits to the manager only, hence the
 * wrapped emit rather than a listener.
 */
const listenForStoryEnd = () => {
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      const emit = value.emit.bind(value);
      value.emit = (name, ...args) => {
        if (name === 'storyFinished') window.__storyEnd = { status: args[0]?.status };
        if (name === 'playFunctionThrewException') window.__storyError = args[0]?.message ?? String(args[0]);
        return emit(name, ...args);
      };
    },
  });
};

const shoot = async (browser, baseUrl, shot) => {
  const page = await browser.newPage({ viewport: shot.viewport, deviceScaleFactor: 1, locale: 'es-ES' });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(listenForStoryEnd);
  await page.goto(`${baseUrl}/iframe.html?id=${shot.id}&viewMode=story`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__storyEnd !== undefined, undefined, { timeout: 30_000 });
  const end = await page.evaluate(() => ({ ...window.__storyEnd, error: window.__storyError }));
  if (end.status !== 'success' || end.error !== undefined) {
    fail(
      `${shot.id}: the story or its play function failed in Chromium: ${end.error ?? end.status} ${errors.join('; ')}`,
    );
  }

  // Let fonts settle and the last interaction's focus ring go, then shoot the whole story.
  await page.evaluate(async () => {
    await document.fonts.ready;
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  const path = join(outDir, shot.file);
  await page.screenshot({ path, fullPage: true });

  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run('#storybook-root', { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
  });
  await page.close();
  return { path, violations };
};

const main = async () => {
  const url = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length);
  const skipBuild = process.argv.includes('--no-build');
  if (!url && (!skipBuild || !existsSync(join(staticDir, 'iframe.html')))) build();
  mkdirSync(outDir, { recursive: true });

  const server = url ? null : await serve();
  const baseUrl = url ? url.replace(/\/$/, '') : `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(fail), headless: true, args: LAUNCH_ARGS });
  let failed = false;
  try {
    const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
    for (const shot of SHOTS.filter((candidate) => only === undefined || candidate.file.startsWith(only))) {
      const { path, violations } = await shoot(browser, baseUrl, shot);
      console.log(`wrote ${path.slice(root.length + 1)}`);
      if (violations.length > 0) {
        failed = true;
        console.error(`axe (Chromium) found serious violations in ${shot.id}:\n  ${violations.join('\n  ')}`);
      }
    }
  } finally {
    await browser.close();
    server?.close();
  }
  if (failed) process.exit(1);
};

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
