// The Calendario in the browser, on the suite's own `npm start` stack (docs/product.md,
// "Calendario"): the Gestor de contenido (who holds CARROUSEL_SENDTOMETRICS) opens Café Cumbre
// Andina's calendar, drags the carousel the seed dated three days ahead to the next day with
// Playwright's dragTo (HTML5 drag and drop), moves it one more day from the keyboard, and finds
// both dates stored, at the same time of day; the Diseñador, without the key, is refused and the
// piece stays. Screenshots at 1366x900 and 390x844.
import { FirestoreAdminRequirementRepository } from '@estudio/adapters/node';
import type { Page } from '@playwright/test';
import { expect, screenshot, signInAs, test } from './fixtures.js';
import { dismissError } from './console-steps.js';
import { layoutProblems } from './layout-checks.js';
import { stackFirestore } from './stack-data.js';
import { DAY_MS, bogotaDay, dayCell, dayName, nextDay, showCalendarWeek } from './calendar-steps.js';
import { CalendarTexts } from '../src/screens/calendar/calendar-texts.js';

const CAFE_ID = 'demo-cafe-cumbre-andina';
const CAFE = 'Café Cumbre Andina';
const CAROUSEL = { id: 'demo-req-015', title: 'Carrusel 15 - T1' };
const { db, close } = stackFirestore('e2e-calendar');
test.afterAll(close);

const storedDate = async (): Promise<Date> => {
  const found = await new FirestoreAdminRequirementRepository(db()).get(CAFE_ID, CAROUSEL.id);
  if (found?.publicationDate == null) throw new Error(`${CAROUSEL.id} has no publication date in the stack`);
  return found.publicationDate;
};

const openCalendar = async (page: Page, role: string) => {
  await signInAs(page, role);
  await showCalendarWeek(page, CAFE);
};

test.describe('Calendario', () => {
  test('the Gestor de contenido drags a carousel to the next day and moves it again from the keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const before = await storedDate();
    const from = bogotaDay(before);
    await openCalendar(page, 'Gestor de contenido');
    const piece = page.getByRole('button', { name: CAROUSEL.title, exact: true });
    await expect((await dayCell(page, from)).getByRole('button', { name: CAROUSEL.title })).toBeVisible();
    expect(await layoutProblems(page, { tablesFit: true })).toEqual([]);
    await screenshot(page, 'calendario-semana-laptop');

    const target = nextDay(from);
    await piece.dragTo(await dayCell(page, target));
    await expect((await dayCell(page, target)).getByRole('button', { name: CAROUSEL.title })).toBeVisible();
    await expect.poll(async () => (await storedDate()).getTime()).toBe(before.getTime() + DAY_MS);

    const further = nextDay(target);
    await piece.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: dayName(further) })).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect((await dayCell(page, further)).getByRole('button', { name: CAROUSEL.title })).toBeVisible();
    await expect.poll(async () => (await storedDate()).getTime()).toBe(before.getTime() + 2 * DAY_MS);

    await page.getByRole('button', { name: 'Mes', exact: true }).click();
    await screenshot(page, 'calendario-mes-laptop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect((await dayCell(page, further)).getByRole('button', { name: CAROUSEL.title })).toBeVisible();
    expect(await layoutProblems(page, { tablesFit: false })).toEqual([]);
    await screenshot(page, 'calendario-mes-telefono');
    await page.getByRole('button', { name: 'Semana', exact: true }).click();
    await expect((await dayCell(page, further)).getByRole('button', { name: CAROUSEL.title })).toBeVisible();
    await screenshot(page, 'calendario-semana-telefono');
  });

  test('without the planning key the Diseñador cannot move it: refused with the reason, nothing stored', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const before = await storedDate();
    const from = bogotaDay(before);
    await openCalendar(page, 'Diseñador');
    await expect(page.getByRole('button', { name: CalendarTexts.spread })).toHaveCount(0);
    const piece = page.getByRole('button', { name: CAROUSEL.title, exact: true });
    await expect((await dayCell(page, from)).getByRole('button', { name: CAROUSEL.title })).toBeVisible();
    const target = nextDay(from);
    await piece.dragTo(await dayCell(page, target));
    await dismissError(page, CalendarTexts.cannotPlan);
    await expect((await dayCell(page, from)).getByRole('button', { name: CAROUSEL.title })).toBeVisible();
    expect((await storedDate()).getTime()).toBe(before.getTime());
  });
});
