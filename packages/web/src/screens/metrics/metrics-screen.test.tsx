import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { UiTexts } from '@estudio/ui';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { MetricsTexts } from './metrics-texts.js';

const CAFE = 'Café Cumbre Andina';
const TEXTILES_LINK = 'https://app.metricool.com/evolution/web?blogId=textiles';
const TEXTILES = 'Textiles Quetzal';

const brandByName = async (adapters: MemoryAdapters, name: string) => {
  const brand = (await adapters.brands.list()).find((candidate) => candidate.brandName === name);
  if (brand === undefined) throw new Error(`No demo brand ${name}`);
  return brand;
};

const selector = () => screen.getByRole('combobox', { name: 'Marca activa' }) as HTMLSelectElement;
const frame = () => screen.queryByTitle(MetricsTexts.frameTitle) as HTMLIFrameElement | null;

const open = async (as = 'Superadministrador', adapters = createDemoMemoryAdapters(TEST_NOW)) => {
  const rendered = await renderApp({ path: '/metrics', as, adapters });
  await screen.findByRole('heading', { name: ScreenTitles.metrics });
  // The selector lists the visible brands once they have loaded.
  await waitFor(() => expect(selector().options.length).toBeGreaterThan(1));
  return rendered;
};

const choose = async (name: string) => {
  await userEvent.setup().selectOptions(selector(), name);
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('metrics (/metrics)', () => {
  it('says there is no metrics address while no brand is selected', async () => {
    await open();
    expect(screen.getByText(MetricsTexts.noUrl)).toBeTruthy();
    expect(frame()).toBeNull();
  });

  it('shows the selected brand’s linkMetrics in a frame, and the empty message for a brand without one', async () => {
    const { adapters } = await open();
    const cafe = await brandByName(adapters, CAFE);

    await choose(CAFE);
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(cafe.linkMetrics));
    expect(screen.queryByText(MetricsTexts.noUrl)).toBeNull();
    expect(screen.getByText(CAFE, { selector: 'p' })).toBeTruthy();

    await choose(TEXTILES);
    expect(await screen.findByText(MetricsTexts.noUrl)).toBeTruthy();
    expect(frame()).toBeNull();
  });

  it('loads the frame again when the selected brand changes, even to a brand with the same address', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const cafe = await brandByName(adapters, CAFE);
    const textiles = await brandByName(adapters, TEXTILES);
    await adapters.brands.update(textiles.id, { linkMetrics: cafe.linkMetrics!, updatedAt: TEST_NOW });
    await open('Superadministrador', adapters);

    await choose(CAFE);
    await waitFor(() => expect(frame()).not.toBeNull());
    const first = frame();
    await choose(TEXTILES);
    await waitFor(() => expect(frame()).not.toBe(first));
    expect(frame()?.getAttribute('src')).toBe(cafe.linkMetrics);
    expect(first?.isConnected).toBe(false);
  });

  it('follows a brand chosen in another tab (the storage event)', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const textiles = await brandByName(adapters, TEXTILES);
    await adapters.brands.update(textiles.id, {
      linkMetrics: TEXTILES_LINK,
      updatedAt: TEST_NOW,
    });
    await open('Superadministrador', adapters);
    expect(frame()).toBeNull();

    act(() => {
      window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ ...textiles, linkMetrics: TEXTILES_LINK }));
      window.dispatchEvent(new StorageEvent('storage', { key: SELECTED_BRAND_KEY }));
    });

    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(TEXTILES_LINK));
    expect(selector().value).toBe(textiles.id);
  });

  it('opens on the brand stored by an earlier visit, with its current address', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const cafe = await brandByName(adapters, CAFE);
    window.localStorage.setItem(
      SELECTED_BRAND_KEY,
      JSON.stringify({ ...cafe, linkMetrics: 'https://antigua.example/' }),
    );
    await open('Estratega', adapters);

    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(cafe.linkMetrics));
  });

  it('frames the dashboard sandboxed, with a strict referrer policy', async () => {
    await open();
    await choose(CAFE);
    await waitFor(() => expect(frame()).not.toBeNull());
    const tokens = (frame()?.getAttribute('sandbox') ?? '').split(' ');
    expect(frame()?.hasAttribute('sandbox')).toBe(true);
    expect(tokens).toContain('allow-scripts');
    for (const risky of ['allow-top-navigation', 'allow-top-navigation-by-user-activation', 'allow-modals']) {
      expect(tokens).not.toContain(risky);
    }
    expect(frame()?.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    'https://metricas.example/textiles',
    'https://app.metricool.com.evil.example/x',
    'https://app.metricool.com@evil.example/x',
    'http://app.metricool.com/evolution/web',
    'javascript:alert(1)',
    'data:text/html,<h1>hola</h1>',
    '/metrics',
  ])('frames no link outside the metrics host (%s): the empty message instead', async (link) => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const textiles = await brandByName(adapters, TEXTILES);
    await adapters.brands.update(textiles.id, { linkMetrics: link, updatedAt: TEST_NOW });
    await open('Superadministrador', adapters);

    await choose(TEXTILES);
    expect(await screen.findByText(MetricsTexts.noUrl)).toBeTruthy();
    expect(frame()).toBeNull();
  });

  it('shows no dashboard to a role without METRICS', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const cafe = await brandByName(adapters, CAFE);
    window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(cafe));
    await open('Diseñador', adapters);

    expect(screen.getByRole('alert').textContent).toBe(MetricsTexts.noPermission);
    expect(frame()).toBeNull();
    expect(screen.queryByRole('link', { name: ScreenTitles.metrics })).toBeNull();
  });

  it('says what to do next under the empty message: choose a brand, or add its link in the brand settings', async () => {
    await open();
    expect(screen.getByText(MetricsTexts.chooseBrand)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await choose(TEXTILES);
    expect(await screen.findByText(MetricsTexts.addLink)).toBeTruthy();
    expect(screen.getByText(MetricsTexts.noUrl)).toBeTruthy();
  });

  it('a dashboard that cannot be shown in the frame says so, with a link to open it in a new tab', async () => {
    const { adapters } = await open();
    const cafe = await brandByName(adapters, CAFE);
    await choose(CAFE);
    await waitFor(() => expect(frame()).not.toBeNull());
    fireEvent.error(frame()!);

    expect(await screen.findByText(UiTexts.frame.unavailable)).toBeTruthy();
    const link = screen.getByRole('link', { name: UiTexts.frame.openInNewTab });
    expect(link.getAttribute('href')).toBe(cafe.linkMetrics);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
