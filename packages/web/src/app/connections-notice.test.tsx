import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { type LinkedInConnection } from '@estudio/domain/linkedin';
import { DomainError } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_BRAND_KEY } from '../shared/active-brand.js';
import { ScreenTitles } from '../shared/screen-titles.js';
import { TEST_NOW, renderApp } from '../test/render-app.js';
import { CAFE, DAY, ESTRATEGA_UID, connectionExpiringIn } from '../test/linkedin.js';
import { ShellTexts } from './texts.js';

interface OpenOptions {
  readonly adapters: MemoryAdapters;
  readonly path: string;
  readonly as?: string;
  readonly linkedIn?: LinkedInConnection;
}

/** `path` as `as` (Estratega), with Café selected and `linkedIn` stored for the user. */
const open = async ({ adapters, path, as = 'Estratega', linkedIn }: OpenOptions) => {
  if (linkedIn !== undefined) await adapters.linkedInConnections.save(ESTRATEGA_UID, linkedIn);
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(await adapters.brands.get(CAFE)));
  const rendered = await renderApp({ path, as, adapters });
  return { ...rendered, user: userEvent.setup() };
};

const shellWarning = () => screen.queryByRole('region', { name: UiTexts.connectionsWarning.label });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shell\'s connections warning (docs/product.md, "Estado de las conexiones")', () => {
  it('appears on every screen when a connection needs action, links to /socialmedia and hides for the session', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.linkedInConnections.save(ESTRATEGA_UID, connectionExpiringIn(2 * DAY));
    const first = await open({ adapters, path: '/requirements' });

    const warning = await screen.findByRole('region', { name: UiTexts.connectionsWarning.label });
    expect(within(warning).getByText(ShellTexts.connectionsNeedAction('linkedin'))).toBeTruthy();
    expect(within(warning).getByRole('link', { name: ShellTexts.reviewConnections }).getAttribute('href')).toBe(
      '/socialmedia',
    );
    await first.user.click(within(warning).getByRole('button', { name: UiTexts.connectionsWarning.dismiss }));
    expect(shellWarning()).toBeNull();
    first.unmount();

    // Another screen in the same tab: still hidden, as nothing new needs action.
    await open({ adapters, path: '/marca' });
    await screen.findByRole('heading', { level: 1, name: ScreenTitles.brandDna });
    await waitFor(() => expect(adapters.schedulerClient.reached.length).toBeGreaterThan(0));
    expect(shellWarning()).toBeNull();
  });

  it('names both connections when LinkedIn cannot be refreshed and Metricool fails', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.schedulerClient.failNext('reachBrand', new DomainError('upstream', 'Metricool no responde'));
    await open({ adapters, path: '/requirements', linkedIn: connectionExpiringIn(30 * DAY, { refreshFailed: true }) });

    const warning = await screen.findByRole('region', { name: UiTexts.connectionsWarning.label });
    expect(within(warning).getByText(ShellTexts.connectionsNeedAction('both'))).toBeTruthy();
  });

  it('shows nothing when all is fine', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await open({ adapters, path: '/requirements', linkedIn: connectionExpiringIn(30 * DAY) });
    await waitFor(() => expect(adapters.schedulerClient.reached).toHaveLength(1));
    expect(shellWarning()).toBeNull();
  });

  it('reads nothing for a user without SOCIAL_MEDIA', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const read = vi.spyOn(adapters.linkedInConnections, 'get');
    await open({ adapters, path: '/requirements', as: 'Diseñador', linkedIn: connectionExpiringIn(DAY) });
    await screen.findByRole('heading', { level: 1 });
    expect(read).not.toHaveBeenCalled();
    expect(adapters.schedulerClient.reached).toEqual([]);
    expect(shellWarning()).toBeNull();
  });
});
