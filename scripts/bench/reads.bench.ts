// Documents read per screen, as a user loads the console: the production build of
// packages/web served by `vite preview`, Debian's Chromium, the Auth and Firestore
// emulators (started around this script by scripts/emulators/exec.mjs). Every answer of
// the Firestore REST API the page receives is parsed and its documents counted
// (firestore-meter.ts); count aggregations are counted apart. The dataset: the demo seed
// plus BENCH_BRANDS brands (50) with BENCH_REQUIREMENTS_PER_BRAND requirements each (200),
// a fifth of them active, stored as the servers write them (brandId included); the
// Diseñador is assigned to enough of them to see 50 brands.
// The first /requirements of the superadministrator and of the Diseñador is also timed
// in the page (from the menu click): the first rows drawn, and every row (no group of
// brands on its way any more), with the queries of requirements it sent (round trips).
import { demoPerson, seedDemoData } from '@estudio/adapters/node';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ScreenTitles } from '../../packages/web/src/shared/screen-titles.js';
import { menuLink, need, signIn, tableLoaded } from './browser-kit.js';
import { meter, type Reads } from './firestore-meter.js';

const root = join(import.meta.dirname, '..', '..');
const BRANDS = Number(process.env['BENCH_BRANDS'] ?? 50);
const PER_BRAND = Number(process.env['BENCH_REQUIREMENTS_PER_BRAND'] ?? 200);
const ACTIVE_SHARE = 0.2;
const screens = ScreenTitles;
/** The demo superadministrator: sees every brand, owns the bench's. */
const SUPERADMIN = demoPerson('admin');
/** The demo Diseñador (ADMIN_BRANDS_ASSIGNED): assigned to bench brands until it sees DESIGNER_BRANDS. */
const DESIGNER = demoPerson('disenador');
const DESIGNER_BRANDS = 50;
const STATUSES = ['Pendiente', 'Solicitar diseño', 'En diseño'] as const;

export interface ReadsRow {
  readonly step: string;
  readonly documents: number;
  readonly aggregations: number;
  readonly budget: string;
  readonly holds: boolean | null;
}

/** A first /requirements, timed from the menu click. */
export interface ListRow {
  readonly who: string;
  readonly brands: number;
  readonly active: number;
  /** Brand documents the sign-in read (the session's brand list, once). */
  readonly 'sign-in brand docs': number;
  readonly 'first rows ms': number;
  readonly 'all rows ms': number;
  /** Queries of requirements sent: the round trips. */
  readonly 'requirement queries': number;
  readonly 'documents read': number;
  readonly 'reads ≤ active + 10': boolean;
}

export interface ReadsBench {
  readonly reads: ReadsRow[];
  readonly lists: ListRow[];
}

const seed = async (projectId: string) => {
  const app = initializeApp({ projectId }, 'reads-bench');
  const firestore = getFirestore(app);
  await seedDemoData({ auth: getAuth(app), firestore, now: new Date() });
  const demoForDesigner = (
    await firestore.collection('brands').where('allowedUsers', 'array-contains', DESIGNER.email).get()
  ).docs.map((brand) => brand.id);
  const assigned = Math.max(0, Math.min(BRANDS, DESIGNER_BRANDS - demoForDesigner.length));
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
      allowedUsers: b < assigned ? [DESIGNER.email] : [],
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
      updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
    });
    for (let n = 1; n <= PER_BRAND; n += 1) {
      const isActive = n % Math.round(1 / ACTIVE_SHARE) === 0;
      if (isActive) active += 1;
      const created = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + (b * PER_BRAND + n) * 60_000);
      void writer.set(firestore.doc(`brands/${brandId}/requirements/req-${n}`), {
        title: `${['Carrusel', 'Video', 'Blog'][n % 3]} ${n} - T${(n % 6) + 1}`,
        brandId,
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
  const designerBrands = [
    ...demoForDesigner,
    ...Array.from({ length: assigned }, (_, b) => `bench-brand-${String(b).padStart(2, '0')}`),
  ];
  const designerCounts = await Promise.all(
    designerBrands.map(
      async (brandId) =>
        (
          await firestore
            .collection(`brands/${brandId}/requirements`)
            .where('status', 'in', [...STATUSES])
            .count()
            .get()
        ).data().count,
    ),
  );
  const brands = (await firestore.collection('brands').count().get()).data().count;
  await deleteApp(app);
  return {
    superadmin: { brands, active: Math.max(active, all.data().count) },
    designer: { brands: designerBrands.length, active: designerCounts.reduce((sum, count) => sum + count, 0) },
  };
};

/** Milliseconds since `start` (the page's clock) when the list's first rows and all its rows showed. */
const timeFirstOpen = async (page: Page) => {
  const start = await page.evaluate(() => performance.now());
  await menuLink(page, screens.requirements).click();
  const at = async (allRows: boolean) =>
    (await (
      await page.waitForFunction(
        ({ label, all }) => {
          const table = [...document.querySelectorAll('table')].find(
            (t) => t.querySelector('caption')?.textContent === label,
          );
          const total = /(\d+)/.exec(document.querySelector('[data-testid="table-total"]')?.textContent ?? '');
          const shown = table !== undefined && table.getAttribute('aria-busy') === null && Number(total?.[1] ?? 0) > 0;
          const done = document.querySelector('[data-testid="list-note"]') === null;
          return shown && (!all || done) ? performance.now() : false;
        },
        { label: screens.requirementsTitle, all: allRows },
        { polling: 'raf', timeout: 180_000 },
      )
    ).jsonValue()) as number;
  const first = await at(false);
  const all = await at(true);
  return { first: Math.round(first - start), all: Math.round(all - start) };
};

/** One user's sign-in and first /requirements in a browser context of its own. */
const firstList = async (
  browser: Browser,
  base: string,
  who: { readonly label: string; readonly email: string; readonly brands: number; readonly active: number },
): Promise<{ row: ListRow; page: Page; reads: ReturnType<typeof meter>; signIn: Reads; firstOpen: Reads }> => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const reads = meter(page);
  await signIn(page, base, who.email);
  const signedIn = await reads.take();
  const timing = await timeFirstOpen(page);
  await tableLoaded(page, screens.requirementsTitle);
  const firstOpen = await reads.take();
  return {
    page,
    reads,
    signIn: signedIn,
    firstOpen,
    row: {
      who: who.label,
      brands: who.brands,
      active: who.active,
      'sign-in brand docs': signedIn.brandDocuments,
      'first rows ms': timing.first,
      'all rows ms': timing.all,
      'requirement queries': firstOpen.requirementQueries,
      'documents read': firstOpen.documents,
      'reads ≤ active + 10': firstOpen.documents <= who.active + 10,
    },
  };
};

export const runReadsBench = async (): Promise<ReadsBench> => {
  const projectId = need('GCLOUD_PROJECT');
  const firestoreHost = need('FIRESTORE_EMULATOR_HOST');
  const authHost = need('FIREBASE_AUTH_EMULATOR_HOST');
  const seeded = await seed(projectId);
  const active = seeded.superadmin.active;

  const outDir = join(root, 'packages', 'web', 'dist-bench');
  const env = {
    ...process.env,
    VITE_EMULATOR_PROJECT_ID: projectId,
    VITE_EMULATOR_AUTH_HOST: authHost,
    VITE_EMULATOR_FIRESTORE_HOST: firestoreHost,
  };
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // BENCH_REUSE_BUILD=1 serves the build a previous run left (same sources, same emulator
  // stack and port offset) instead of building again.
  if (process.env['BENCH_REUSE_BUILD'] !== '1' || !existsSync(join(outDir, 'index.html'))) {
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
  }
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
    const superadmin = await firstList(browser, base, {
      label: 'Superadministrador (ALL)',
      email: SUPERADMIN.email,
      ...seeded.superadmin,
    });
    const { page, reads } = superadmin;
    const signIn = superadmin.signIn;
    const firstOpen = superadmin.firstOpen;
    await menuLink(page, screens.academy).click();
    await page.getByRole('heading', { name: screens.academy }).waitFor();
    await menuLink(page, screens.requirements).click();
    await tableLoaded(page, screens.requirementsTitle);
    const comeBack = await reads.take();

    await menuLink(page, screens.finished).click();
    await tableLoaded(page, screens.finishedTitle);
    const finished = await reads.take();
    await page.getByRole('button', { name: 'Página 2' }).click();
    await page.getByRole('button', { name: 'Página 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await tableLoaded(page, screens.finishedTitle);
    await page.waitForTimeout(500);
    const finishedPage2 = await reads.take();

    const row = (step: string, r: Reads, budget: string, limit: number | null): ReadsRow => ({
      step,
      documents: r.documents,
      aggregations: r.aggregations,
      budget,
      holds: limit === null ? null : r.documents <= limit,
    });
    const designer = await firstList(browser, base, {
      label: 'Diseñador (ASSIGNED)',
      email: DESIGNER.email,
      ...seeded.designer,
    });
    return {
      reads: [
        row('sign-in (session)', signIn, '-', null),
        row(
          `/requirements first open (${BRANDS}+ brands, ${active} active)`,
          firstOpen,
          `≤ ${active} + 10`,
          active + 10,
        ),
        row('/requirements again in the session', comeBack, '0', 0),
        row('/finished, no filter (page 1 + count)', finished, '≤ 55', 55),
        row('/finished page 2', finishedPage2, '≤ 55', 55),
      ],
      lists: [superadmin.row, designer.row],
    };
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
  const { reads, lists } = await runReadsBench();
  console.table(reads);
  console.log('First /requirements over many brands (times from the menu click, in the page):');
  console.table(lists);
}
