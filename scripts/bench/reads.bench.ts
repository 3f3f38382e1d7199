// Documents read per screen, as a user loads the console: the production build of
// packages/web served by `vite preview`, Debian's Chromium, the Auth and Firestore
// emulators (started around this script by scripts/emulators/exec.mjs). Every answer of
// the Firestore REST API the page receives is parsed and its documents counted
// (runQuery and batchGet entries, single-document GETs); count aggregations are counted
// apart. The dataset: the demo seed plus BENCH_BRANDS brands (50) with
// BENCH_REQUIREMENTS_PER_BRAND requirements each (200), a fifth of them active.
import type { Page } from 'playwright-core';
import { ScreenTitles } from '../../packages/web/src/shared/screen-titles.js';
import { previewProductionBuild, seedBenchBrands, signIn, tableLoaded } from './browser-kit.js';

const BRANDS = Number(process.env['BENCH_BRANDS'] ?? 50);
const PER_BRAND = Number(process.env['BENCH_REQUIREMENTS_PER_BRAND'] ?? 200);
/** One requirement in five is active. */
const ACTIVE_EVERY = 5;
const screens = ScreenTitles;

export interface ReadsRow {
  readonly step: string;
  readonly documents: number;
  readonly aggregations: number;
  readonly budget: string;
  readonly holds: boolean | null;
}

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

export const runReadsBench = async (): Promise<ReadsRow[]> => {
  const active = await seedBenchBrands({ brands: BRANDS, perBrand: PER_BRAND, activeEvery: ACTIVE_EVERY });
  const app = await previewProductionBuild('bench-reads', 4700);
  try {
    const page = await app.browser.newPage({ locale: 'es-ES' });
    const reads = meter(page);
    await signIn(page, app.base);
    const signInReads = await reads.take();

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
      row('sign-in (session)', signInReads, '-', null),
      row(`/requirements first open (${BRANDS}+ brands, ${active} active)`, firstOpen, `≤ ${active} + 10`, active + 10),
      row('/requirements again in the session', comeBack, '0', 0),
      row('/finished, no filter (page 1 + count)', finished, '≤ 55', 55),
      row('/finished page 2', finishedPage2, '≤ 55', 55),
    ];
  } finally {
    await app.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runReadsBench();
  console.table(rows);
}
