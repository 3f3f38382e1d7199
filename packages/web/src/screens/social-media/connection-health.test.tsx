import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { type LinkedInConnection } from '@estudio/domain/linkedin';
import { DomainError, Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { CAFE, DAY, ESTRATEGA_UID, connectionExpiringIn } from '../../test/linkedin.js';
import { browserNavigation } from './browser-navigation.js';
import { ConnectionHealthTexts as t, SocialMediaTexts } from './social-media-texts.js';

/** Holds no Metricool blog id. */
const QUETZAL = 'demo-textiles-quetzal';

interface OpenOptions {
  readonly adapters?: MemoryAdapters;
  readonly path?: string;
  readonly as?: string;
  readonly brandId?: string;
  readonly linkedIn?: LinkedInConnection;
}

/** `path` as `as` (Estratega), with `brandId` (Café) selected and `linkedIn` stored for the user. */
const open = async ({
  adapters = createDemoMemoryAdapters(TEST_NOW),
  path = '/socialmedia',
  as = 'Estratega',
  brandId = CAFE,
  linkedIn,
}: OpenOptions = {}) => {
  if (linkedIn !== undefined) await adapters.linkedInConnections.save(ESTRATEGA_UID, linkedIn);
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(await adapters.brands.get(brandId)));
  const rendered = await renderApp({ path, as, adapters });
  return { ...rendered, user: userEvent.setup() };
};

const section = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: t.section });
  return heading.closest('section') ?? document.body;
};
const row = async (name: string) => within(await section()).findByRole('group', { name });
const warnings = () => screen.queryByRole('list', { name: t.warnings });
/** The shell's warning (app/connections-notice.test.tsx covers it). */
const shellWarning = () => screen.queryByRole('region', { name: UiTexts.connectionsWarning.label });

let navigate: MockInstance<(url: string) => void>;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  navigate = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('\'Estado de las conexiones\' (docs/product.md, "Estado de las conexiones")', () => {
  it('shows the days left and Metricool answering, with no warning anywhere, when all is fine', async () => {
    await open({ linkedIn: connectionExpiringIn(60 * DAY + 3_600_000) });

    expect(await within(await row(t.linkedIn)).findByText(t.linkedInDaysLeft(60))).toBeTruthy();
    expect(await within(await row(t.metricool)).findByText(t.metricoolOk)).toBeTruthy();
    expect(warnings()).toBeNull();
    expect(shellWarning()).toBeNull();
  });

  it('warns of a connection that expires within 7 days, and reconnects it with the brand’s organization id', async () => {
    const { user, adapters } = await open({ linkedIn: connectionExpiringIn(3 * DAY + 60_000) });

    const list = await screen.findByRole('list', { name: t.warnings });
    expect(within(list).getByText(t.linkedInExpiring(3))).toBeTruthy();
    expect(within(await row(t.linkedIn)).getByText(t.linkedInDaysLeft(3))).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: SocialMediaTexts.organizationId }), '555');
    await user.click(within(list).getByRole('button', { name: t.reconnect }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(adapters.linkedInAuthStates.find('state-1')?.state).toMatchObject({ uid: ESTRATEGA_UID, brandId: CAFE });
  });

  it('warns of a connection that cannot be refreshed, and says so in its row', async () => {
    await open({ linkedIn: connectionExpiringIn(20 * DAY + 60_000, { refreshFailed: true }) });

    const list = await screen.findByRole('list', { name: t.warnings });
    expect(within(list).getByText(t.linkedInRefreshFailed(20))).toBeTruthy();
    expect(within(list).getByRole('button', { name: t.reconnect })).toBeTruthy();
    expect(within(await row(t.linkedIn)).getByText(t.linkedInNoRefresh)).toBeTruthy();
  });

  it("warns of Metricool failing with its reason, links to the brand form and checks again on 'Volver a comprobar'", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const reason = 'Metricool no reconoce el ID de la marca (HTTP 404): Brand not found';
    adapters.schedulerClient.failNext('reachBrand', new DomainError('upstream', reason));
    const { user } = await open({ adapters, linkedIn: connectionExpiringIn(60 * DAY) });

    const list = await screen.findByRole('list', { name: t.warnings });
    expect(within(list).getByText(t.metricoolFailingWarning(reason))).toBeTruthy();
    expect(within(list).getByRole('link', { name: t.fixBlogId }).getAttribute('href')).toBe('/marca');
    expect(within(await row(t.metricool)).getByText(t.metricoolFailing)).toBeTruthy();
    expect(adapters.schedulerClient.reached).toEqual([{ blogId: '4187263', userId: expect.any(String) }]);

    await user.click(within(list).getByRole('button', { name: t.retry }));
    expect(await within(await row(t.metricool)).findByText(t.metricoolOk)).toBeTruthy();
    await waitFor(() => expect(warnings()).toBeNull());
    expect(adapters.schedulerClient.reached).toHaveLength(2);
  });

  it('shows a brand without a Metricool blog id as not configured, with the way to set it, and no warning', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await open({ adapters, as: 'Superadministrador', brandId: QUETZAL });

    const metricool = await row(t.metricool);
    expect(await within(metricool).findByText(Messages.scheduling.missingMetricsId)).toBeTruthy();
    expect(within(metricool).getByRole('link', { name: t.setBlogId }).getAttribute('href')).toBe('/marca');
    expect(adapters.schedulerClient.reached).toEqual([]);
    expect(warnings()).toBeNull();
    expect(shellWarning()).toBeNull();
  });
});
