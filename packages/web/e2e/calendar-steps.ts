// Steps the journeys through the Calendario share (docs/product.md, "Calendario"): Bogotá's day
// of an instant, a day cell's accessible name as the planner writes it, and the week view of
// Café Cumbre Andina with the day cell found by going forward a week at a time.
import type { Page } from '@playwright/test';
import { UiTexts } from '@estudio/ui/texts';
import { expect } from './fixtures.js';
import { ScreenTitles } from '../src/shared/screen-titles.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
const BOGOTA_MS = -5 * 60 * 60 * 1000;

/** Bogotá's day of an instant, 'YYYY-MM-DD'. */
export const bogotaDay = (at: Date): string => new Date(at.getTime() + BOGOTA_MS).toISOString().slice(0, 10);

/** A day cell's accessible name, as the planner writes it: 'martes, 24 de noviembre'. */
export const dayName = (day: string): string =>
  new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The day after a 'YYYY-MM-DD' day, or `days` after it. */
export const nextDay = (day: string, days = 1): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day cell, in the week view, going forward a week at a time until it shows. */
export const dayCell = async (page: Page, day: string) => {
  const cell = page.getByRole('group', { name: new RegExp(`^${dayName(day)}`) });
  for (let tries = 0; tries < 3 && !(await cell.isVisible()); tries += 1) {
    await page.getByRole('button', { name: UiTexts.planner.next.week }).click();
  }
  await expect(cell).toBeVisible();
  return cell;
};

/** The signed-in user's Calendario of a brand, in the week view. */
export const showCalendarWeek = async (page: Page, brandName: string): Promise<void> => {
  await page.getByRole('combobox', { name: 'Marca activa' }).selectOption({ label: brandName });
  await page.getByRole('link', { name: ScreenTitles.calendar }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: ScreenTitles.calendar })).toBeVisible();
  await page.getByRole('button', { name: UiTexts.planner.views.week, exact: true }).click();
};
