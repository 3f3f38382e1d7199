import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { type LinkedInConnection } from '@estudio/domain/linkedin';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { dismissError, dismissInfo } from '../../test/dialogs.js';
import { browserNavigation } from './browser-navigation.js';
import { SocialMediaTexts as labels, SocialMediaTexts } from './social-media-texts.js';

const m = Messages.linkedin;
const dialogs = UiTexts.dialogs;

const ESTRATEGA_UID = 'demo-estratega';
/** Owned by estratega@, no organization id yet. */
const CAFE = 'demo-cafe-cumbre-andina';
/** Holds linkedinOrganizationId 90817263 (seen by the superadministrator). */
const SONRISA = 'demo-sonrisa-austral';
/** The first authorization URL the linkedin function's twin answers (state-1). */
const FIRST_AUTH_URL = 'https://linkedin.example/oauth/v2/authorization?response_type=code&state=state-1';

const connection = (expiresAt: string): LinkedInConnection => ({
  connected: true,
  expiresAt: new Date(expiresAt),
  organizationId: '90817263',
  brandId: CAFE,
  connectedAt: new Date('2026-10-01T12:00:00.000Z'),
  sandbox: false,
  refreshFailed: false,
});

const selectBrand = async (adapters: MemoryAdapters, brandId: string) => {
  const brand = await adapters.brands.get(brandId);
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(brand));
};

interface OpenOptions {
  readonly as?: string;
  readonly brandId?: string | null;
  readonly path?: string;
  readonly adapters?: MemoryAdapters;
}

/** /socialmedia as `as` (Estratega), with `brandId` selected in the shell (Café Cumbre Andina). */
const open = async ({
  as = 'Estratega',
  brandId = CAFE,
  path = '/socialmedia',
  adapters = createDemoMemoryAdapters(TEST_NOW),
}: OpenOptions = {}) => {
  if (brandId !== null) await selectBrand(adapters, brandId);
  const locations: Location[] = [];
  const rendered = await renderApp({ path, as, adapters, onLocation: (location) => locations.push(location) });
  // hidden: the callback's dialog may already cover the screen.
  await screen.findByRole('heading', { level: 1, name: ScreenTitles.socialMedia, hidden: true });
  return { ...rendered, user: userEvent.setup(), locations };
};

const field = () => screen.getByRole('textbox', { name: labels.organizationId }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: labels.save });
const connectButton = () => screen.getByRole('button', { name: labels.connect });
const indicator = () => screen.getByRole('status', { name: labels.connectionStatus });
const sandboxLabel = () => within(indicator()).queryByRole('note');

/** browserNavigation.assign, watched: the browser never actually leaves in a test. */
let navigate: MockInstance<(url: string) => void>;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  navigate = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Redes Sociales (/socialmedia)', () => {
  it('is refused without SOCIAL_MEDIA, and reads nothing', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const read = vi.spyOn(adapters.linkedInConnections, 'get');
    await open({ as: 'Diseñador', adapters });
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.access.forbidden);
    expect(screen.queryByRole('textbox', { name: labels.organizationId })).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it("prefills the selected brand's organization id and shows the user as not connected", async () => {
    await open({ as: 'Superadministrador', brandId: SONRISA });
    expect(screen.getByRole('heading', { level: 2, name: labels.linkedInSection })).toBeTruthy();
    expect(screen.getByText(`${labels.brand}: Clínica Dental Sonrisa Austral`)).toBeTruthy();
    await waitFor(() => expect(field().value).toBe('90817263'));
    await waitFor(() => expect(within(indicator()).getByText(SocialMediaTexts.notConnectedIndicator)).toBeTruthy());
    expect(within(indicator()).queryByText(SocialMediaTexts.connected)).toBeNull();
    expect(screen.queryByRole('button', { name: labels.disconnect })).toBeNull();
  });

  describe('Guardar and Conectar LinkedIn', () => {
    it("need a brand selected in the shell: 'Selecciona primero una marca.'", async () => {
      const { user, adapters } = await open({ brandId: null });
      const update = vi.spyOn(adapters.brands, 'update');
      expect(screen.getByText(`${labels.brand}: ${m.selectBrand}`)).toBeTruthy();
      await user.type(field(), '12345');

      await user.click(saveButton());
      await dismissError(user, m.selectBrand);
      await user.click(connectButton());
      await dismissError(user, m.selectBrand);
      expect(update).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    });

    it("need an organization id that is not blank: 'Debes ingresar el ID de organización de LinkedIn.'", async () => {
      const { user, adapters } = await open();
      const update = vi.spyOn(adapters.brands, 'update');
      await waitFor(() => expect(screen.getByText(`${labels.brand}: Café Cumbre Andina`)).toBeTruthy());
      expect(field().value).toBe('');

      await user.click(saveButton());
      await dismissError(user, m.organizationIdRequired);
      await user.type(field(), '   ');
      await user.click(connectButton());
      await dismissError(user, m.organizationIdRequired);
      expect(update).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  describe('Guardar', () => {
    it("stores the trimmed id on the brand and says 'Datos de LinkedIn guardados correctamente.'", async () => {
      const { user, adapters } = await open();
      await user.type(field(), '  12345 ');
      await user.click(saveButton());

      await dismissInfo(user, SocialMediaTexts.saved);
      expect(await adapters.brands.get(CAFE)).toMatchObject({ linkedinOrganizationId: '12345', updatedAt: TEST_NOW });
      expect(navigate).not.toHaveBeenCalled();
      // The shell's brand data follows: the field shows what was stored.
      await waitFor(() => expect(field().value).toBe('12345'));
    });

    it("shows 'Error guardando LinkedIn: ' plus the reason when the brand cannot be written", async () => {
      const { user, adapters } = await open();
      adapters.brands.failNext('update', new Error('sin conexión con la base de datos'));
      await user.type(field(), '12345');
      await user.click(saveButton());

      await dismissError(user, `${m.savePrefix}sin conexión con la base de datos`);
      expect((await adapters.brands.get(CAFE))?.linkedinOrganizationId).toBeUndefined();
      expect(field().value).toBe('12345');
    });
  });

  describe('Conectar LinkedIn', () => {
    it('stores the id, then sends the browser to the URL the linkedin function answered', async () => {
      const { user, adapters } = await open();
      await user.type(field(), ' 555 ');
      await user.click(connectButton());

      await waitFor(() => expect(navigate).toHaveBeenCalledWith(FIRST_AUTH_URL));
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(await adapters.brands.get(CAFE)).toMatchObject({ linkedinOrganizationId: '555' });
      expect(adapters.linkedInAuthStates.find('state-1')?.state).toMatchObject({
        uid: ESTRATEGA_UID,
        brandId: CAFE,
        organizationId: '555',
      });
      // LinkedIn itself: no sandbox label.
      expect(sandboxLabel()).toBeNull();
    });

    it('shows the refusal, and the browser stays, when the function cannot start the connection', async () => {
      const { user, adapters } = await open();
      adapters.linkedInAuthStates.failNext('save', new Error('sin red'));
      await user.type(field(), '555');
      await user.click(connectButton());

      const modal = await screen.findByRole('alertdialog', { name: dialogs.errorTitle });
      expect(within(modal).getByText(Messages.endpoints.internal)).toBeTruthy();
      expect(navigate).not.toHaveBeenCalled();
    });

    it('labels a connection through the local sandbox, before leaving and after coming back', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      vi.spyOn(adapters.linkedInClient, 'sandbox', 'get').mockReturnValue(true);
      const first = await open({ adapters });
      await first.user.type(field(), '555');
      await first.user.click(connectButton());
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(FIRST_AUTH_URL));
      expect(sandboxLabel()?.textContent).toBe(SocialMediaTexts.sandboxConnection);
      first.unmount();

      // The sandbox's consent page, then the callback storing the connection (marked as the
      // sandbox's) and redirecting back: the label comes from the stored connection.
      await adapters.linkedInConnections.save(ESTRATEGA_UID, {
        ...connection('2027-01-20T12:00:00.000Z'),
        sandbox: true,
      });
      const back = await open({ adapters, path: '/socialmedia?linkedin=conectado' });
      await dismissInfo(back.user, m.callbackConnected);
      await waitFor(() => expect(within(indicator()).getByText(SocialMediaTexts.connected)).toBeTruthy());
      expect(sandboxLabel()?.textContent).toBe(SocialMediaTexts.sandboxConnection);
      back.unmount();

      // Another tab, or the next day: still labelled, as the connection itself says so.
      window.sessionStorage.clear();
      await open({ adapters });
      await waitFor(() => expect(within(indicator()).getByText(SocialMediaTexts.connected)).toBeTruthy());
      expect(sandboxLabel()?.textContent).toBe(SocialMediaTexts.sandboxConnection);
    });
  });

  describe('the indicator', () => {
    it("shows 'Conectado con LinkedIn' with the expiry date in es-ES while the connection works", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.linkedInConnections.save(ESTRATEGA_UID, connection('2027-01-20T12:00:00.000Z'));
      await open({ adapters });

      await waitFor(() => expect(within(indicator()).getByText(SocialMediaTexts.connected)).toBeTruthy());
      expect(within(indicator()).getByText(SocialMediaTexts.connectedUntil('20/01/2027'))).toBeTruthy();
      expect(within(indicator()).queryByText(SocialMediaTexts.notConnectedIndicator)).toBeNull();
      expect(sandboxLabel()).toBeNull();
      expect(screen.getByRole('button', { name: labels.disconnect })).toBeTruthy();
    });

    it('shows an expired connection as not connected, with when it expired and what to do', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.linkedInConnections.save(ESTRATEGA_UID, connection('2026-11-01T12:00:00.000Z'));
      await open({ adapters });

      await waitFor(() => expect(within(indicator()).getByText(SocialMediaTexts.notConnectedIndicator)).toBeTruthy());
      expect(within(indicator()).getByText(SocialMediaTexts.expiredHint('01/11/2026'))).toBeTruthy();
      expect(within(indicator()).queryByText(SocialMediaTexts.connected)).toBeNull();
    });

    it('shows not connected when the connection cannot be read', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.linkedInConnections.save(ESTRATEGA_UID, connection('2027-01-20T12:00:00.000Z'));
      // Both reads fail: the indicator's and the connections' health (the shell's warning reads it too).
      adapters.linkedInConnections.failNext('get');
      adapters.linkedInConnections.failNext('get');
      await open({ adapters });

      await waitFor(() => expect(within(indicator()).getByText(SocialMediaTexts.notConnectedIndicator)).toBeTruthy());
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });

  describe('Desconectar', () => {
    it('asks first, then removes the connection and says so', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.linkedInConnections.save(ESTRATEGA_UID, connection('2027-01-20T12:00:00.000Z'));
      const { user } = await open({ adapters });
      const disconnectButton = await screen.findByRole('button', { name: labels.disconnect });

      await user.click(disconnectButton);
      let confirm = await screen.findByRole('alertdialog', { name: dialogs.confirmDisableTitle });
      expect(within(confirm).getByText(SocialMediaTexts.confirmDisconnect)).toBeTruthy();
      await user.click(within(confirm).getByRole('button', { name: dialogs.cancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(await adapters.linkedInConnections.get(ESTRATEGA_UID)).not.toBeNull();

      await user.click(disconnectButton);
      confirm = await screen.findByRole('alertdialog', { name: dialogs.confirmDisableTitle });
      await user.click(within(confirm).getByRole('button', { name: labels.disconnect }));
      await dismissInfo(user, m.disconnected);
      expect(await adapters.linkedInConnections.get(ESTRATEGA_UID)).toBeNull();
      await waitFor(() => expect(within(indicator()).getByText(SocialMediaTexts.notConnectedIndicator)).toBeTruthy());
      expect(screen.queryByRole('button', { name: labels.disconnect })).toBeNull();
    });

    it('keeps the connection shown when the function fails', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.linkedInConnections.save(ESTRATEGA_UID, connection('2027-01-20T12:00:00.000Z'));
      const { user } = await open({ adapters });
      adapters.linkedInConnections.failNext('remove', new Error('sin red'));

      await user.click(await screen.findByRole('button', { name: labels.disconnect }));
      const confirm = await screen.findByRole('alertdialog', { name: dialogs.confirmDisableTitle });
      await user.click(within(confirm).getByRole('button', { name: labels.disconnect }));
      await dismissError(user, Messages.endpoints.internal);
      expect(within(indicator()).getByText(SocialMediaTexts.connected)).toBeTruthy();
      expect(await adapters.linkedInConnections.get(ESTRATEGA_UID)).not.toBeNull();
    });
  });

  describe('the way back from LinkedIn (?linkedin=…)', () => {
    it("says 'LinkedIn quedó conectado.', reads the connection again and drops the query", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.linkedInConnections.save(ESTRATEGA_UID, connection('2027-01-20T12:00:00.000Z'));
      const { user, locations } = await open({ adapters, path: '/socialmedia?linkedin=conectado' });

      await dismissInfo(user, m.callbackConnected);
      await waitFor(() => expect(within(indicator()).getByText(SocialMediaTexts.connected)).toBeTruthy());
      await waitFor(() => expect(locations.at(-1)).toMatchObject({ pathname: '/socialmedia', search: '' }));
      expect(sandboxLabel()).toBeNull();
    });

    it.each([
      ['cancelled', m.callbackProblems.cancelled],
      ['expired-state', m.callbackProblems['expired-state']],
      // Another browser's answer (the nonce cookie of the browser that began it missing).
      ['browser-mismatch', m.callbackProblems['browser-mismatch']],
      ['otra-cosa', m.callbackUnknown],
    ])('shows the refusal %s in the error modal, once', async (motivo, message) => {
      const { user, locations } = await open({ path: `/socialmedia?linkedin=error&motivo=${motivo}` });

      await dismissError(user, message);
      await waitFor(() => expect(locations.at(-1)).toMatchObject({ pathname: '/socialmedia', search: '' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(within(indicator()).getByText(SocialMediaTexts.notConnectedIndicator)).toBeTruthy();
    });

    it('shows nothing when the page was not opened by the callback', async () => {
      const { locations } = await open({ path: '/socialmedia?otra=1' });
      await waitFor(() => expect(within(indicator()).getByText(SocialMediaTexts.notConnectedIndicator)).toBeTruthy());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(locations.at(-1)).toMatchObject({ search: '?otra=1' });
    });
  });
});
