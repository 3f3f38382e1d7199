import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { UiTexts } from '@estudio/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { cleanEachTest } from '../../test/each-test.js';
import { dismissInfo } from '../../test/dialogs.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { SendsTexts } from './sends-texts.js';

const words = SendsTexts;
const CUMBRE = { id: 'demo-cafe-cumbre-andina', brandName: 'Café Cumbre Andina' };
const ESPIGA = { id: 'demo-panaderia-la-espiga', brandName: 'Panadería La Espiga' };

const selectBrand = (brand: { id: string; brandName: string }) =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(brand));

const sendsTable = () => screen.findByRole('table', { name: words.table });

/** Each row's cells' text, once the table has loaded. */
const rows = async (): Promise<string[][]> => {
  const table = await sendsTable();
  await waitFor(() => expect(within(table).queryByRole('status')).toBeNull());
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
};

// docs/product.md, "Envíos": every send of the active brand, newest first, linking each to its item.
describe('/envios', () => {
  cleanEachTest();

  it("lists the brand's sends newest first: item, date in Bogotá, kind, networks, outcome, reasons or post, who", async () => {
    selectBrand(CUMBRE);
    await renderApp({ path: '/envios', as: 'Gestor de contenido' });
    expect(await screen.findByRole('heading', { level: 1, name: ScreenTitles.sendsTitle })).toBeTruthy();
    expect(await rows()).toEqual([
      [
        'Carrusel 4 - T4',
        '19/11/2026, 17:00',
        'Carrusel',
        'Facebook, Instagram, TikTok',
        'Falló',
        'Metricool rechazó la publicación (HTTP 503): Service Unavailable · HTTP 503',
        'contenido@estudio.test',
      ],
      [
        'Video 9 - T3',
        '17/11/2026, 19:00',
        'Video',
        'Facebook, Instagram, TikTok, YouTube',
        'Rechazado',
        Messages.scheduling.youtubeTitleRequired,
        'contenido@estudio.test',
      ],
      [
        'Carrusel 5 - T5',
        '14/11/2026, 19:00',
        'Carrusel',
        'Facebook, Instagram, TikTok',
        'Enviado',
        words.sandboxPost('90000001'),
        'contenido@estudio.test',
      ],
    ]);
    const table = await sendsTable();
    expect(within(table).getByRole('link', { name: 'Carrusel 4 - T4' }).getAttribute('href')).toBe(
      '/carrousel/demo-req-004',
    );
    expect(within(table).getByRole('link', { name: 'Video 9 - T3' }).getAttribute('href')).toBe('/video/demo-req-009');
  });

  it("opens the item from its title, in the send's brand", async () => {
    selectBrand(CUMBRE);
    const locations: Location[] = [];
    await renderApp({ path: '/envios', as: 'Gestor de contenido', onLocation: (location) => locations.push(location) });
    await userEvent.setup().click(within(await sendsTable()).getByRole('link', { name: 'Video 9 - T3' }));
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe('/video/demo-req-009'));
    expect(locations.at(-1)?.state).toEqual({ title: 'Video 9 - T3', brandId: CUMBRE.id });
    expect(await screen.findByRole('heading', { level: 1, name: 'Video 9 - T3' })).toBeTruthy();
  });

  it("shows a send made from a carousel's panel at the top", async () => {
    selectBrand(CUMBRE);
    await renderApp({ path: '/carrousel/demo-req-015', as: 'Gestor de contenido' });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Programar publicación' }));
    await dismissInfo(user, Messages.success.sentToScheduling);
    const menu = screen.getByRole('navigation', { name: /menú principal/i });
    await user.click(within(menu).getByRole('link', { name: ScreenTitles.sends }));
    const [newest, ...older] = await rows();
    expect(older).toHaveLength(3);
    expect(newest).toEqual([
      'Carrusel 15 - T1',
      '21/11/2026, 07:00',
      'Carrusel',
      'Facebook, Instagram, TikTok',
      'Enviado',
      words.post('mc-1'),
      'contenido@estudio.test',
    ]);
  });

  it('says when the brand has no sends yet', async () => {
    selectBrand(ESPIGA);
    await renderApp({ path: '/envios', as: 'Superadministrador' });
    expect(await screen.findByText(words.empty)).toBeTruthy();
  });

  it('says when the sends cannot be read', async () => {
    selectBrand(CUMBRE);
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.sends.failNext('list', new Error('sin red'));
    await renderApp({ path: '/envios', as: 'Gestor de contenido', adapters });
    expect(await within(await sendsTable()).findByText(Messages.scheduling.loadSends)).toBeTruthy();
  });

  it('is in the menu of every role that sees the requirement lists, and refuses the others', async () => {
    await renderApp({ path: '/envios', as: 'Administrador de marcas' });
    expect(await screen.findByText(words.noPermission)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: /menú principal/i });
    expect(within(menu).queryByRole('link', { name: ScreenTitles.sends })).toBeNull();
  });

  it('asks for a brand when none is chosen', async () => {
    await renderApp({ path: '/envios', as: 'Diseñador' });
    expect(await screen.findByText(words.chooseBrand)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: /menú principal/i });
    expect(within(menu).getByRole('link', { name: ScreenTitles.sends })).toBeTruthy();
  });
});

describe('/envios on a phone', () => {
  cleanEachTest();
  const happyDom = () => (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM;
  afterEach(() => happyDom().setViewport({ width: 1024, height: 768 }));

  it('shows each send as a card, its item on top, and no table', async () => {
    happyDom().setViewport({ width: 390, height: 844 });
    selectBrand(CUMBRE);
    await renderApp({ path: '/envios', as: 'Gestor de contenido' });
    const list = await screen.findByRole('list', { name: UiTexts.table.cards(words.table) });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('table', { name: words.table })).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.firstElementChild?.textContent)).toEqual([
      'Carrusel 4 - T4',
      'Video 9 - T3',
      'Carrusel 5 - T5',
    ]);
    expect([...cards[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      words.headers.at,
      words.headers.kind,
      words.headers.networks,
      words.headers.outcome,
      words.headers.detail,
      words.headers.by,
    ]);
    expect(within(cards[1]!).getByText('Rechazado')).toBeTruthy();
  });
});
