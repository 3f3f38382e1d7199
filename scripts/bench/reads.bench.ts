// Documents read per screen, as a user loads the console: the production build of
// packages/web served by `vite preview`, Debian's Chromium, the Auth and Firestore
// emulators (started around this script by scripts/emulators/exec.mjs). Every answer of
// the Firestore REST API the page receives is parsed and its documents counted
// (runQuery and batchGet entries, single-document GETs); count aggregations are counted
// apart. The dataset: the demo seed plus BENCH_BRANDS brands (50) with
// BENCH_REQUIREMENTS_PER_BRAND requirements each (200), a fifth of them active.
import { DEMO_PASSWORD, demoPerson, seedDemoData } from '@estudio/adapters/node';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { ScreenTitles } from '../../packages/web/src/shared/screen-titles.js';
import { SignInTexts } from '../../packages/web/src/shared/texts.js';
import { LoginTexts } from '../../packages/web/src/screens/login/login-texts.js';

const root = join(import.meta.dirname, '..', '..');
const BRANDS = Number(process.env['BENCH_BRANDS'] ?? 50);
const PER_BRAND = Number(process.env['BENCH_REQUIREMENTS_PER_BRAND'] ?? 200);
const ACTIVE_SHARE = 0.2;
const screens = ScreenTitles;
/** The demo superadministrator: sees every brand, owns the bench's. */
const SUPERADMIN = demoPerson('admin');
const STATUSES = ['Pendiente', 'Solicitar diseño', 'En diseño'] as const;

export interface ReadsRow {
  readonly step: string;
  readonly documents: number;
  readonly aggregations: number;
  readonly budget: string;
  readonly holds: boolean | null;
}

const need = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through npm run bench (the emulators are needed).`);
  return value;
};

const seed = async (projectId: string) => {
  const app = initializeApp({ projectId }, 'reads-bench');
  const firestore = getFirestore(app);
  await seedDemoData({ auth: getAuth(app), firestore, now: new Date() });
  const writer = firestore.bulkWriter();
  let active = 0;
  for (let b = 0; b < BRANDS; b += 1) {
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
    for (let n = 1; n <= PER_BRAND; n += 1) {
      const isActive = n % Math.round(1 / ACTIVE_SHARE) === 0;
      if (isActive) active += 1;
      const created = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + (b * PER_BRAND + n) * 60_000);
      void writer.set(firestore.doc(`brands/${brandId}/requirements/req-${n}`), {
        title: `${['Carrusel', 'Video', 'Blog'][n % 3]} ${n} - T${(n % 6) + 1}`,
        brand: brandName,
        number: n,
        createdBy: 'estratega@estudio.test',
        status: isActive ? STATUSES[n % 3] : 'Finalizado',
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
    .where('status', 'in', [...STATUSES])
    .count()
    .get();
  await deleteApp(app);
  return Math.max(active, all.data().count);
};

/** Counts the documents in each Firestore REST answer the page receives. */
const meter = (page: Page) => {
  const counted = { documents: 0, aggregations: 0 };
  const pending: Promise<void>[] = [];
  let last = Date.now();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.includes('/databases/(default)/documents')) return;
    last = Date.now();
    pending.push(
      response.text().then(
        (body) => {
          const parsed: unknown = JSON.parse(body);
          if (url.pathname.endsWith(':runAggregationQuery')) counted.aggregations += 1;
          else if (Array.isArray(parsed)) {
            counted.documents += parsed.filter(
              (entry) => entry?.document !== undefined || entry?.found !== undefined,
            ).length;
          } else if (response.request().method() === 'GET' && response.ok()) counted.documents += 1;
        },
        () => undefined,
      ),
    );
  });
  return {
    /** What was read since the last call, once no Firestore answer came for 1.5 s. */
    take: async () => {
      while (Date.now() - last < 1500) await new Promise((resolve) => setTimeout(resolve, 250));
      await Promise.all(pending.splice(0));
      const taken = { ...counted };
      counted.documents = 0;
      counted.aggregations = 0;
      return taken;
    },
  };
};

const tableLoaded = async (page: Page, name: string) => {
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

export const runReadsBench = async (): Promise<ReadsRow[]> => {
  const projectId = need('GCLOUD_PROJECT');
  const firestoreHost = need('FIRESTORE_EMULATOR_HOST');
  const authHost = need('FIREBASE_AUTH_EMULATOR_HOST');
  const active = await seed(projectId);

  const outDir = join(root, 'packages', 'web', 'dist-bench');
  const env = {
    ...process.env,
    VITE_EMULATOR_PROJECT_ID: projectId,
    VITE_EMULATOR_AUTH_HOST: authHost,
    VITE_EMULATOR_FIRESTORE_HOST: firestoreHost,
  };
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: join(root, 'packages', 'web'),
      env,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  const port = 4700 + (Number(process.env['ESTUDIO_EMULATOR_PORT_OFFSET'] ?? 0) % 1000);
  const preview = spawn(
    process.execPath,
    [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: join(root, 'packages', 'web'),
      env,
      stdio: 'ignore',
      detached: true,
    },
  );
  const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`Chromium is needed at ${executablePath} (apt-get install -y chromium).`);
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      try {
        if ((await fetch(base)).ok) break;
      } catch {
        if (tries > 100) throw new Error('vite preview did not start');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const page = await browser.newPage({ locale: 'es-ES' });
    const reads = meter(page);
    await page.goto(base);
    await page.getByLabel(SignInTexts.emailLabel).fill(SUPERADMIN.email);
    await page.getByLabel(LoginTexts.passwordLabel, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: LoginTexts.submit }).click();
    await page.waitForURL(/\/marca$/);
    const signIn = await reads.take();

    await page.getByRole('link', { name: screens.requirements }).click();
    await tableLoaded(page, screens.requirementsTitle);
    const firstOpen = await reads.take();
    await page.getByRole('link', { name: screens.academy }).click();
    await page.getByRole('link', { name: screens.requirements }).click();
    await tableLoaded(page, screens.requirementsTitle);
    const comeBack = await reads.take();

    await page.getByRole('link', { name: screens.finished }).click();
    await tableLoaded(page, screens.finishedTitle);
    const finished = await reads.take();
    await page.getByRole('button', { name: 'Página 2' }).click();
    await page.getByRole('button', { name: 'Página 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await tableLoaded(page, screens.finishedTitle);
    await page.waitForTimeout(500);
    const finishedPage2 = await reads.take();

    const row = (
      step: string,
      r: { documents: number; aggregations: number },
      budget: string,
      limit: number | null,
    ): ReadsRow => ({
      step,
      ...r,
      budget,
      holds: limit === null ? null : r.documents <= limit,
    });
    return [
      row('sign-in (session)', signIn, '-', null),
      row(`/requirements first open (${BRANDS}+ brands, ${active} active)`, firstOpen, `≤ ${active} + 10`, active + 10),
      row('/requirements again in the session', comeBack, '0', 0),
      row('/finished, no filter (page 1 + count)', finished, '≤ 55', 55),
      row('/finished page 2', finishedPage2, '≤ 55', 55),
    ];
  } finally {
    await browser.close();
    // vite preview runs in a process group of its own: stop the group, not just the node.
    try {
      if (preview.pid !== undefined) process.kill(-preview.pid, 'SIGTERM');
    } catch {
      preview.kill('SIGTERM');
    }
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runReadsBench();
  console.table(rows);
}
