// Interaction to Next Paint of typing in a list filter over 10,000 requirements: the
// production build in Debian's Chromium at 1366x900 against its own Auth and Firestore
// emulators (started around this script by scripts/emulators/exec.mjs) holding the demo
// data plus 50 brands of 200 active requirements. The superadministrator opens
// /requirements, waits for every row, and types into the 'Tipo de contenido' filter one
// key at a time, as a person types; then clears it and types again. Each keystroke is an
// interaction; Chromium's event timing gives its duration from input to the next paint
// (PerformanceEventTiming, entries of 16 ms and more: shorter ones are reported as
// "< 16"). INP here is the slowest interaction; the median is beside it.
//
// Every case runs twice: on this machine's CPU, and with Chromium's CPU throttled 4x
// (DevTools' Emulation.setCPUThrottlingRate, the slowdown Lighthouse applies for a mid-range
// phone), which stands for a slower laptop or a busy one.
//
//   BENCH_CPU_SLOWDOWNS=1,4   the slowdowns to run (default both)
//   BENCH_WEB_DIR=/path/to/other/checkout/packages/web   measures another checkout's app
//   (the "before" figures); the emulators and data stay this checkout's.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ScreenTitles } from '../../packages/web/src/shared/screen-titles.js';
import { COLUMN_LABELS } from '../../packages/web/src/screens/requirements/requirement-columns.js';
import { median } from '../../packages/domain/bench/timing.js';
import { menuLink, previewProductionBuild, root, seedBenchBrands, signIn, tableLoaded } from './browser-kit.js';

const BRANDS = Number(process.env['BENCH_BRANDS'] ?? 50);
const PER_BRAND = Number(process.env['BENCH_REQUIREMENTS_PER_BRAND'] ?? 200);
const TYPED = ['Carrusel 1', 'video 2 - t'] as const;
const ERASED = TYPED[1];
/** Between keystrokes: a quick typist. */
const KEY_DELAY_MS = 120;
const SLOWDOWNS = (process.env['BENCH_CPU_SLOWDOWNS'] ?? '1,4').split(',').map(Number);

export interface InpRow {
  readonly case: string;
  readonly interactions: number;
  /** Interactions of 16 ms and more (the shortest Chromium reports). */
  readonly reported: number;
  readonly medianMs: string;
  readonly inpMs: string;
  readonly budget: string;
  readonly holds: boolean;
}

interface EventEntry {
  readonly interactionId: number;
  readonly duration: number;
  readonly name: string;
}

/** Starts collecting event timing entries of interactions in the page. */
const observeInteractions = (page: Page) =>
  page.evaluate(() => {
    const target = window as unknown as { __benchEvents: EventEntry[] };
    target.__benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId > 0) {
          target.__benchEvents.push({
            interactionId: entry.interactionId,
            duration: entry.duration,
            name: entry.name,
          });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });

const takeInteractions = async (page: Page): Promise<number[]> => {
  // Event timing entries are delivered after the next paint: give them time to arrive.
  await page.waitForTimeout(1000);
  const entries = await page.evaluate(() => {
    const target = window as unknown as { __benchEvents: EventEntry[] };
    const taken = target.__benchEvents;
    target.__benchEvents = [];
    return taken;
  });
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  }
  return [...byInteraction.values()];
};

/** Durations of `count` interactions of which `reported` were 16 ms and more (the rest below 16). */
const summary = (name: string, count: number, reported: readonly number[]): InpRow => {
  const all = [...reported, ...Array.from({ length: Math.max(0, count - reported.length) }, () => 0)];
  const show = (ms: number) => (ms < 16 ? '< 16' : `${Math.round(ms)}`);
  const inp = Math.max(0, ...all);
  return {
    case: name,
    interactions: count,
    reported: reported.length,
    medianMs: show(median(all)),
    inpMs: show(inp),
    budget: '< 100',
    holds: inp < 100,
  };
};

export const runInpBench = async (): Promise<InpRow[]> => {
  const active = await seedBenchBrands({ brands: BRANDS, perBrand: PER_BRAND, activeEvery: 1 });
  const webDir = process.env['BENCH_WEB_DIR'] ?? join(root, 'packages', 'web');
  const app = await previewProductionBuild('bench-inp', 4800, webDir);
  try {
    const page = await app.browser.newPage({ locale: 'es-ES', viewport: { width: 1366, height: 900 } });
    await signIn(page, app.base);
    await menuLink(page, ScreenTitles.requirements).click();
    await tableLoaded(page, ScreenTitles.requirementsTitle);
    const filter = page.getByLabel(COLUMN_LABELS.title, { exact: true });
    await filter.waitFor();
    const cdp = await page.context().newCDPSession(page);
    const rows: InpRow[] = [];
    for (const slowdown of SLOWDOWNS) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const cpu = slowdown === 1 ? '' : `, CPU ${slowdown}x slower`;
      for (const text of TYPED) {
        await filter.click();
        await filter.fill('');
        await page.waitForTimeout(500);
        await observeInteractions(page);
        await filter.pressSequentially(text, { delay: KEY_DELAY_MS });
        const typed = await takeInteractions(page);
        rows.push(summary(`type '${text}' (${active} active rows${cpu})`, text.length, typed));
      }
      await observeInteractions(page);
      for (let i = 0; i < ERASED.length; i += 1) {
        await page.keyboard.press('Backspace');
        await page.waitForTimeout(KEY_DELAY_MS);
      }
      const erased = await takeInteractions(page);
      rows.push(summary(`erase it key by key (${active} active rows${cpu})`, ERASED.length, erased));
    }
    return rows;
  } finally {
    await app.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runInpBench());
}
