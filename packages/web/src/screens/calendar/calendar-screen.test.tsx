import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { cleanEachTest } from '../../test/each-test.js';
import { dismissError, dismissInfo } from '../../test/dialogs.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { CalendarTexts } from './calendar-texts.js';

const words = CalendarTexts;
const CUMBRE = 'demo-cafe-cumbre-andina';

const selectCumbre = () =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: CUMBRE, brandName: 'Café Cumbre Andina' }));

const day = (name: string) => screen.findByRole('group', { name });
const piecesOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((piece) => piece.querySelector('[data-piece-title]')?.textContent);
const undated = () => screen.getByRole('region', { name: UiTexts.planner.undated });

/** A drag from the piece to the day, as the browser fires it (HTML5 drag and drop). */
const drag = (piece: HTMLElement, target: HTMLElement) => {
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragStart(piece, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
};

const storedDate = async (adapters: Awaited<ReturnType<typeof renderApp>>['adapters'], id: string) =>
  (await adapters.requirements.get(CUMBRE, id))?.publicationDate ?? null;

// docs/product.md, "Calendario": the brand's carousels and videos by publication date.
describe('/calendario', () => {
  cleanEachTest();
  afterEach(() => window.localStorage.clear());

  it('shows the month in Bogotá from Monday, each piece on its day, the undated apart, blogs not at all', async () => {
    selectCumbre();
    await renderApp({ path: '/calendario', as: 'Gestor de contenido' });
    expect(await screen.findByRole('heading', { level: 1, name: ScreenTitles.calendar })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Noviembre de 2026' })).toBeTruthy();
    expect(piecesOf(await day('martes, 24 de noviembre'))).toEqual(['Carrusel 15 - T1']);
    expect(piecesOf(await day('miércoles, 25 de noviembre'))).toEqual(['Video 21 - T1']);
    // TEST_NOW is Saturday 21 November; the month's grid starts on Monday 26 October.
    expect(screen.getByRole('group', { name: 'sábado, 21 de noviembre, hoy' })).toBeTruthy();
    expect(screen.getAllByRole('group').filter((cell) => cell.hasAttribute('data-day'))[0]?.dataset['day']).toBe(
      '2026-10-26',
    );
    const piece = screen.getByRole('button', { name: 'Carrusel 15 - T1' });
    expect(piece.dataset['status']).toBe('Finalizado');
    expect(piecesOf(undated())).toEqual([
      'Carrusel 6 - T6',
      'Video 10 - T4',
      'Carrusel 16 - T2',
      'Carrusel 17 - T3',
      'Carrusel 18 - T4',
      'Carrusel 19 - T5',
      'Carrusel 20 - T6',
      'Video 22 - T2',
      'Video 23 - T3',
      'Video 24 - T4',
      'Video 25 - T5',
      'Video 26 - T6',
    ]);
    expect(screen.queryByRole('button', { name: /^Blog/ })).toBeNull();
  });

  it("goes a week at a time in the week view, and 'Hoy' comes back", async () => {
    selectCumbre();
    const user = userEvent.setup();
    await renderApp({ path: '/calendario', as: 'Diseñador' });
    await user.click(await screen.findByRole('button', { name: UiTexts.planner.views.week }));
    expect(screen.getByRole('heading', { level: 2, name: '16 nov – 22 nov 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: UiTexts.planner.next.week }));
    expect(screen.getByRole('heading', { level: 2, name: '23 nov – 29 nov 2026' })).toBeTruthy();
    expect(piecesOf(await day('martes, 24 de noviembre'))).toEqual(['Carrusel 15 - T1']);
    await user.click(screen.getByRole('button', { name: UiTexts.planner.views.month }));
    await user.click(screen.getByRole('button', { name: UiTexts.planner.previous.month }));
    expect(screen.getByRole('heading', { level: 2, name: 'Octubre de 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: UiTexts.planner.today }));
    expect(screen.getByRole('heading', { level: 2, name: 'Noviembre de 2026' })).toBeTruthy();
  });

  it('a piece dragged to another day keeps its time there, saved through the server, stamped with who', async () => {
    selectCumbre();
    const { adapters } = await renderApp({ path: '/calendario', as: 'Gestor de contenido' });
    drag(screen.getByRole('button', { name: 'Carrusel 15 - T1' }), await day('viernes, 27 de noviembre'));
    expect(piecesOf(await day('viernes, 27 de noviembre'))).toEqual(['Carrusel 15 - T1']);
    await waitFor(async () =>
      expect(await storedDate(adapters, 'demo-req-015')).toEqual(new Date('2026-11-27T15:00:00.000Z')),
    );
    expect((await adapters.requirements.get(CUMBRE, 'demo-req-015'))?.changedBy?.email).toBe('contenido@estudio.test');
    // An undated piece gets 10:00 in Bogotá.
    drag(within(undated()).getByRole('button', { name: 'Video 26 - T6' }), await day('lunes, 30 de noviembre'));
    await waitFor(async () =>
      expect(await storedDate(adapters, 'demo-req-026')).toEqual(new Date('2026-11-30T15:00:00.000Z')),
    );
  });

  it('without the planning key a drop is refused with the reason and nothing moves', async () => {
    selectCumbre();
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/calendario', as: 'Diseñador' });
    expect(screen.queryByRole('button', { name: words.spread })).toBeNull();
    drag(await screen.findByRole('button', { name: 'Carrusel 15 - T1' }), await day('viernes, 27 de noviembre'));
    await dismissError(user, words.cannotPlan);
    expect(piecesOf(await day('martes, 24 de noviembre'))).toEqual(['Carrusel 15 - T1']);
    expect(await storedDate(adapters, 'demo-req-015')).toEqual(new Date('2026-11-24T15:00:00.000Z'));
  });

  it('a day in the past is refused, and a refusal of the server puts the piece back with its message', async () => {
    selectCumbre();
    const user = userEvent.setup();
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await renderApp({ path: '/calendario', as: 'Gestor de contenido', adapters });
    drag(await screen.findByRole('button', { name: 'Carrusel 15 - T1' }), await day('jueves, 19 de noviembre'));
    await dismissError(user, words.pastDay);
    adapters.requirements.failNext('updateFrom');
    drag(screen.getByRole('button', { name: 'Carrusel 15 - T1' }), await day('viernes, 27 de noviembre'));
    await dismissError(user, Messages.carousel.savePlanning);
    expect(piecesOf(await day('martes, 24 de noviembre'))).toEqual(['Carrusel 15 - T1']);
    expect(piecesOf(await day('viernes, 27 de noviembre'))).toEqual([]);
    expect(await storedDate(adapters, 'demo-req-015')).toEqual(new Date('2026-11-24T15:00:00.000Z'));
  });

  it('moves from the keyboard: the arrows pick the day, Intro moves it there, Esc gives up', async () => {
    selectCumbre();
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/calendario', as: 'Gestor de contenido' });
    const piece = await screen.findByRole('button', { name: 'Video 21 - T1' });
    piece.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText(UiTexts.planner.moving('Video 21 - T1', 'miércoles, 2 de diciembre'))).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(piecesOf(await day('miércoles, 25 de noviembre'))).toEqual(['Video 21 - T1']);
    screen.getByRole('button', { name: 'Video 21 - T1' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}{Enter}');
    expect(piecesOf(await day('jueves, 26 de noviembre'))).toEqual(['Video 21 - T1']);
    await waitFor(async () =>
      expect(await storedDate(adapters, 'demo-req-021')).toEqual(new Date('2026-11-26T15:00:00.000Z')),
    );
  });

  it("a click opens the piece's detail, as the requirements list does", async () => {
    selectCumbre();
    const user = userEvent.setup();
    const locations: Location[] = [];
    await renderApp({ path: '/calendario', as: 'Gestor de contenido', onLocation: (at) => locations.push(at) });
    await user.click(await screen.findByRole('button', { name: 'Carrusel 15 - T1' }));
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe('/carrousel/demo-req-015'));
    expect(locations.at(-1)?.state).toEqual({ number: 15, title: 'Carrusel 15 - T1', brandId: CUMBRE });
  });

  it("'Repartir parrilla', confirmed, dates every undated grid piece on its own weekday from tomorrow", async () => {
    selectCumbre();
    const user = userEvent.setup();
    const { adapters } = await renderApp({ path: '/calendario', as: 'Gestor de contenido' });
    await user.click(await screen.findByRole('button', { name: words.spread }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(words.spreadConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: words.spreadConfirmLabel }));
    await dismissInfo(user, Messages.calendar.spread(12));
    expect(piecesOf(undated())).toEqual([]);
    // Monday 23 is free; 24 and 25 hold pieces already; the brand's networks post best Monday to Friday.
    expect(piecesOf(await day('lunes, 23 de noviembre'))).toEqual(['Carrusel 6 - T6']);
    expect(piecesOf(await day('jueves, 26 de noviembre'))).toEqual(['Video 10 - T4']);
    expect(piecesOf(await day('domingo, 29 de noviembre'))).toEqual([]);
    const coming = (await adapters.requirements.list(CUMBRE)).flatMap((one) =>
      one.publicationDate !== null && one.publicationDate > TEST_NOW ? [one.publicationDate.toISOString()] : [],
    );
    expect(coming).toHaveLength(14);
    expect(new Set(coming.map((at) => at.slice(0, 10))).size).toBe(14);
  });

  it('sits in the menu right after Parrilla', async () => {
    selectCumbre();
    await renderApp({ path: '/calendario', as: 'Gestor de contenido' });
    const menu = screen.getByRole('navigation', { name: UiTexts.shell.navigation });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf(ScreenTitles.calendar)).toBe(labels.indexOf(ScreenTitles.requirements) + 1);
  });
});
