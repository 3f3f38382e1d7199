// What the browser benchmarks share: the production build of packages/web pointed at the
// emulators that scripts/emulators/exec.mjs started around the script, `vite preview`
// serving it, Debian's Chromium, bench brands seeded with the Admin SDK and a signed-in
// page. Used by reads.bench.ts and inp.bench.ts.
import { DEMO_PASSWORD, demoPerson, seedDemoData } from '@estudio/adapters/node';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LAUNCH_ARGS, chromiumPath } from '../lib/headless-chromium.mjs';
import { SignInTexts } from '../../packages/web/src/shared/texts.js';
import { LoginTexts } from '../../packages/web/src/screens/login/login-texts.js';

export const root = join(import.meta.dirname, '..', '..');
/** The demo superadministrator: sees every brand, owns the bench's. */
export const SUPERADMIN = demoPerson('admin');
const ACTIVE_STATUSES = ['Pendiente', 'Solicitar diseño', 'En diseño'] as const;

export const need = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through npm run bench (the emulators are needed).`);
  return value;
};

export interface BenchData {
  readonly brands: number;
  readonly perBrand: number;
  /** One requirement in `activeEvery` is active (1: all of them), the rest Finalizado. */
  readonly activeEvery: number;
}

/**
 * The demo seed plus `brands` brands of `perBrand` requirements owned by the
 * superadministrator; answers how many active requirements the superadministrator's list shows.
 */
export const seedBenchBrands = async ({ brands, perBrand, activeEvery }: BenchData): Promise<number> => {
  const app = initializeApp({ projectId: need('GCLOUD_PROJECT') }, `bench-${Date.now()}`);
  const firestore = getFirestore(app);
  await seedDemoData({ auth: getAuth(app), firestore, now: new Date() });
  const writer = firestore.bulkWriter();
  for (let b = 0; b < brands; b += 1) {
    const brandId = `bench-brand-${String(b).padStart(2, '0')}`;
    const brandName = `Marca de prueba ${b + 1}`;
    void writer.set(firestore.doc(`brands/${brandId}`), {
      brandName,
      owner: SUPERADMIN.uid,
      ownerEmail: SUPERADMIN.email,
      status: 'active',
      allowedUsers: [],
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
      updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
    });
    for (let n = 1; n <= perBrand; n += 1) {
      const isActive = n % activeEvery === 0;
      const created = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + (b * perBrand + n) * 60_000);
      void writer.set(firestore.doc(`brands/${brandId}/requirements/req-${n}`), {
        title: `${['Carrusel', 'Video', 'Blog'][n % 3]} ${n} - T${(n % 6) + 1}`,
        brand: brandName,
        number: n,
        createdBy: 'estratega@estudio.test',
        status: isActive ? ACTIVE_STATUSES[n % 3] : 'Finalizado',
        assignedTo: 'Por asignar',
        createdAt: created,
        updatedAt: created,
        inDesignAt: null,
      });
    }
  }
  await writer.close();
  // Every active requirement the superadmin's list may show (the demo brands' too).
  const all = await firestore
    .collectionGroup('requirements')
    .where('status', 'in', [...ACTIVE_STATUSES])
    .count()
    .get();
  await deleteApp(app);
  return all.data().count;
};

export interface PreviewedApp {
  readonly base: string;
  readonly browser: Browser;
  stop(): Promise<void>;
}

/**
 * Builds packages/web (of `webDir`, this checkout's by default) for the emulators into a
 * folder `outName` of the system's temporary directory (outside the sources, which the
 * repository checks read), serves it with vite preview on a port of the stack's offset and launches
 * Chromium. stop() closes both.
 */
export const previewProductionBuild = async (
  outName: string,
  portBase: number,
  webDir = join(root, 'packages', 'web'),
  buildArgs: readonly string[] = [],
): Promise<PreviewedApp> => {
  const outDir = join(tmpdir(), `estudio-${outName}-${process.env['ESTUDIO_EMULATOR_PORT_OFFSET'] ?? '0'}`);
  const env = {
    ...process.env,
    VITE_EMULATOR_PROJECT_ID: need('GCLOUD_PROJECT'),
    VITE_EMULATOR_AUTH_HOST: need('FIREBASE_AUTH_EMULATOR_HOST'),
    VITE_EMULATOR_FIRESTORE_HOST: need('FIRESTORE_EMULATOR_HOST'),
  };
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error', ...buildArgs],
    {
      cwd: webDir,
      env,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  const port = portBase + (Number(process.env['ESTUDIO_EMULATOR_PORT_OFFSET'] ?? 0) % 1000);
  const preview = spawn(
    process.execPath,
    [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: webDir, env, stdio: 'ignore', detached: true },
  );
  const stopPreview = () => {
    // vite preview runs in a process group of its own: stop the group, not just the node.
    try {
      if (preview.pid !== undefined) process.kill(-preview.pid, 'SIGTERM');
    } catch {
      preview.kill('SIGTERM');
    }
  };
  const executablePath = chromiumPath((reason: string) => {
    stopPreview();
    throw new Error(reason);
  });
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      if (tries > 100) {
        await browser.close();
        stopPreview();
        throw new Error('vite preview did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    base,
    browser,
    stop: async () => {
      await browser.close();
      stopPreview();
    },
  };
};

/** Signs in on the login page as `email` (the superadministrator by default), landing on /marca. */
export const signIn = async (page: Page, base: string, email: string = SUPERADMIN.email): Promise<void> => {
  await page.goto(base);
  await page.getByLabel(SignInTexts.emailLabel).fill(email);
  await page.getByLabel(LoginTexts.passwordLabel, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: LoginTexts.submit }).click();
  await page.waitForURL(/\/marca$/);
};

/** A link of the sidebar's menu (a page's breadcrumb may name the same screen). */
export const menuLink = (page: Page, name: string) => page.getByTestId('shell-sidebar').getByRole('link', { name });

/** Waits until the table named `name` has drawn its rows and its total. */
export const tableLoaded = async (page: Page, name: string): Promise<void> => {
  const table = page.getByRole('table', { name });
  await table.waitFor();
  await page.waitForFunction((label) => {
    const found = [...document.querySelectorAll('table')].find(
      (t) => t.getAttribute('aria-label') === label || t.querySelector('caption')?.textContent === label,
    );
    return found !== undefined && found.getAttribute('aria-busy') === null;
  }, name);
  await page.getByTestId('table-total').waitFor();
};
