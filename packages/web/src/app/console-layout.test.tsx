import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { holdNext } from '../test/dialogs.js';
import { optionOf } from '../screens/roles/roles-screen.test-support.js';
import { TEST_NOW, accountOf, renderApp } from '../test/render-app.js';
import { SELECTED_BRAND_KEY } from '../shared/active-brand.js';
import { ScreenTitles } from '../shared/screen-titles.js';
import { SignInTexts } from '../shared/texts.js';

const selector = () => screen.getByRole('combobox', { name: 'Marca activa' }) as HTMLSelectElement;
/** The brand names the selector offers, after its placeholder. */
const offered = () => [...selector().options].slice(1).map((option) => option.textContent);
const stored = (): { id?: string; brandName?: string } | null =>
  JSON.parse(window.localStorage.getItem(SELECTED_BRAND_KEY) ?? 'null');
const bySpanishName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });

const open = async (as: string, adapters = createDemoMemoryAdapters(TEST_NOW)) => {
  const rendered = await renderApp({ path: '/academy', as, adapters });
  await screen.findByRole('heading', { name: ScreenTitles.academy });
  return rendered;
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('the sidebar', () => {
  it('lists every brand a superadministrator may see, sorted by name', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const names = (await adapters.brands.list()).map((brand) => brand.brandName).sort(bySpanishName);
    await open('Superadministrador', adapters);

    await waitFor(() => expect(offered()).toEqual(names));
    expect(selector().options[0]?.textContent).toBe(UiTexts.select.placeholder);
    expect(selector().value).toBe('');
  });

  it('lists only the brands assigned to a designer, sorted by name', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const email = accountOf('Diseñador').email;
    const assigned = (await adapters.brands.list())
      .filter((brand) => brand.allowedUsers?.includes(email))
      .map((brand) => brand.brandName)
      .sort(bySpanishName);
    expect(assigned.length).toBeGreaterThan(0);
    await open('Diseñador', adapters);

    await waitFor(() => expect(offered()).toEqual(assigned));
  });

  it('stores the chosen brand as selectedBrandData, and forgets it when none is chosen', async () => {
    const { adapters } = await open('Estratega');
    await waitFor(() => expect(offered().length).toBeGreaterThan(0));
    const user = userEvent.setup();
    const [first] = offered();
    const brand = (await adapters.brands.list()).find((candidate) => candidate.brandName === first)!;

    await user.selectOptions(selector(), first!);
    expect(stored()).toMatchObject({ id: brand.id, brandName: brand.brandName, owner: brand.owner });
    expect(selector().value).toBe(brand.id);

    await user.selectOptions(selector(), UiTexts.select.placeholder);
    expect(window.localStorage.getItem(SELECTED_BRAND_KEY)).toBeNull();
    expect(selector().value).toBe('');
  });

  it('follows a brand chosen in another tab, and a cleared storage', async () => {
    const { adapters } = await open('Superadministrador');
    await waitFor(() => expect(offered().length).toBeGreaterThan(1));
    const brand = (await adapters.brands.list()).find((candidate) => candidate.brandName === offered()[1])!;

    act(() => {
      window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(brand));
      window.dispatchEvent(new StorageEvent('storage', { key: SELECTED_BRAND_KEY }));
    });
    await waitFor(() => expect(selector().value).toBe(brand.id));

    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    await waitFor(() => expect(selector().value).toBe(''));
  });

  it('ignores storage events about other keys', async () => {
    const { adapters } = await open('Superadministrador');
    await waitFor(() => expect(offered().length).toBeGreaterThan(0));
    const [brand] = await adapters.brands.list();
    await userEvent.setup().selectOptions(selector(), brand!.brandName);

    act(() => {
      window.localStorage.setItem('otra-clave', '1');
      window.dispatchEvent(new StorageEvent('storage', { key: 'otra-clave' }));
    });
    expect(selector().value).toBe(brand!.id);
  });

  it('leaves the selector empty, without an error, when the brands cannot be read', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.brands.failNext('listVisible');
    const listVisible = vi.spyOn(adapters.brands, 'listVisible');
    await open('Superadministrador', adapters);

    await waitFor(() => expect(listVisible).toHaveBeenCalled());
    await act(() => listVisible.mock.results[0]!.value.catch(() => undefined));
    expect(offered()).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the signed-in e-mail', async () => {
    const { email } = accountOf('Gestor de contenido');
    await open('Gestor de contenido');
    const sidebar = screen.getByRole('navigation', { name: /menú principal/i }).parentElement!;
    expect(within(sidebar).getByText(email)).toBeTruthy();
    expect(within(sidebar).queryByText(UiTexts.shell.notAuthenticated)).toBeNull();
  });

  it('says Usuario no autenticado when the profile has no e-mail', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const uid = (await adapters.auth.signIn(accountOf('Estratega').email, 'Estudio2026!')).uid;
    const user = await adapters.users.get(uid);
    await adapters.users.save({ ...user!, email: '' });
    await open('Estratega', adapters);

    const sidebar = screen.getByRole('navigation', { name: /menú principal/i }).parentElement!;
    expect(within(sidebar).getByText(UiTexts.shell.notAuthenticated)).toBeTruthy();
  });
});

describe('the demo model badge', () => {
  it('shows Modelo de demostración while the demo model answers the AI calls', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.ai.modelInfo = { provider: 'demo', model: 'demo/estudio', demo: true };
    await open('Estratega', adapters);

    const badge = await screen.findByText(Messages.ai.demoModelBadge);
    expect(badge.getAttribute('title')).toBe(`${UiTexts.demoModel.hint} (demo/estudio)`);
  });

  it('shows nothing when a real model answers', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.ai.modelInfo = { provider: 'googleai', model: 'googleai/gemini-2.5-flash', demo: false };
    let asked = 0;
    const status = adapters.ai.aiStatus.bind(adapters.ai);
    adapters.ai.aiStatus = () => {
      asked += 1;
      return status();
    };
    await open('Estratega', adapters);

    await waitFor(() => expect(asked).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.queryByText(Messages.ai.demoModelBadge)).toBeNull();
  });

  it('shows nothing when the status cannot be read', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const outage = new Error('sin conexión');
    adapters.ai.modelInfo = outage;
    let asked = 0;
    const status = adapters.ai.aiStatus.bind(adapters.ai);
    adapters.ai.aiStatus = () => {
      asked += 1;
      return status();
    };
    await open('Estratega', adapters);

    await waitFor(() => expect(asked).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.queryByText(Messages.ai.demoModelBadge)).toBeNull();
  });
});

describe('Cerrar sesión', () => {
  const signOutButton = () => screen.getByRole('button', { name: 'Cerrar sesión' });
  const stillSignedIn = () => screen.getByRole('heading', { name: ScreenTitles.roles });
  /** Estratega's stored codes. */
  const strategistCodes = async (adapters: ReturnType<typeof createDemoMemoryAdapters>) =>
    (await adapters.roles.list()).find((role) => role.name === 'Estratega')?.permissions;

  it('goes back to the login', async () => {
    await open('Estratega');
    await userEvent.setup().click(signOutButton());
    expect(await screen.findByRole('heading', { name: SignInTexts.title })).toBeTruthy();
  });

  it('lets a write on its way finish first, busy meanwhile, so the change shown is kept', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    // The role's codes are shown at once and saved after: the save is held here.
    const release = holdNext(adapters.roles, 'updatePermissions');
    const signOut = vi.spyOn(adapters.auth, 'signOut');
    await renderApp({ path: '/roles', as: 'Superadministrador', adapters });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Permisos de Estratega/ }));
    await user.click(await screen.findByRole('option', { name: optionOf('acceso_total') }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(vi.mocked(adapters.roles.updatePermissions)).toHaveBeenCalled());

    await user.click(signOutButton());
    await waitFor(() => expect((signOutButton() as HTMLButtonElement).disabled).toBe(true));
    // Nothing is lost while the write waits: still signed in, on the same screen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(signOut).not.toHaveBeenCalled();
    expect(stillSignedIn()).toBeTruthy();

    release();
    expect(await screen.findByRole('heading', { name: SignInTexts.title })).toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await strategistCodes(adapters)).toContain('acceso_total');
  });
});
