// The shell on a phone (menu in a drawer) and the tab's title of each screen (docs/product.md,
// "Shell and menu"). happy-dom has no layout: the phone is a matchMedia that answers "narrow".
import { createDemoMemoryAdapters } from '@estudio/adapters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiTexts } from '@estudio/ui';
import { describe, expect, it, vi } from 'vitest';
import { SELECTED_BRAND_KEY } from '../shared/active-brand.js';
import { ScreenTitles } from '../shared/screen-titles.js';
import { tabTitle } from '../shared/tab-title.js';
import { SignInTexts } from '../shared/texts.js';
import { cleanEachTest } from '../test/each-test.js';
import { TEST_NOW, renderApp } from '../test/render-app.js';
import { ResetPasswordTexts } from '../screens/reset-password/reset-password-texts.js';

const CAFE = 'demo-cafe-cumbre-andina';
const CAFE_NAME = 'Café Cumbre Andina';

/** A phone: the window is narrower than the shell's desktop query. */
const onAPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        // Every query fails, the desktop one included: the window is narrow and nothing else is asked.
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

/** Café Cumbre Andina as the selected brand, as the sidebar stores it. */
const selectCafe = async () => {
  const brand = await createDemoMemoryAdapters(TEST_NOW).brands.get(CAFE);
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(brand));
};

const menuButton = () => screen.getByRole('button', { name: UiTexts.shell.openMenu });
const drawer = () => screen.findByRole('dialog', { name: UiTexts.shell.navigation });

describe('the shell on a phone', () => {
  cleanEachTest(onAPhone);

  it('shows a top bar with the active brand and keeps the menu in a drawer until asked for', async () => {
    await selectCafe();
    await renderApp({ path: '/requirements', as: 'Estratega' });
    await screen.findByRole('heading', { level: 1, name: ScreenTitles.requirementsTitle });

    expect(screen.queryByRole('navigation', { name: UiTexts.shell.navigation })).toBeNull();
    expect(screen.getByTestId('shell-top-bar').textContent).toContain(CAFE_NAME);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the menu as a drawer that holds the focus, and closes it when a link is followed', async () => {
    await renderApp({ path: '/academy', as: 'Estratega' });
    await screen.findByRole('heading', { level: 1, name: ScreenTitles.academy });
    const user = userEvent.setup();

    await user.click(menuButton());
    const opened = await drawer();
    await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));
    const nav = within(opened).getByRole('navigation', { name: UiTexts.shell.navigation });
    // The sidebar as on a laptop: the brand selector, the e-mail, the menu with the screen lit, sign-out.
    expect(within(opened).getByRole('combobox', { name: UiTexts.shell.brandSelector })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: ScreenTitles.academy }).getAttribute('aria-current')).toBe('page');
    expect(within(opened).getByRole('button', { name: UiTexts.shell.signOut })).toBeTruthy();

    await user.click(within(nav).getByRole('link', { name: ScreenTitles.requirements }));
    expect(await screen.findByRole('heading', { level: 1, name: ScreenTitles.requirementsTitle })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the drawer on Escape, on the same screen', async () => {
    await renderApp({ path: '/academy', as: 'Estratega' });
    await screen.findByRole('heading', { level: 1, name: ScreenTitles.academy });
    const user = userEvent.setup();

    await user.click(menuButton());
    const opened = await drawer();
    await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: ScreenTitles.academy })).toBeTruthy();
  });

  it('closes the drawer with its close button', async () => {
    await renderApp({ path: '/academy', as: 'Estratega' });
    await screen.findByRole('heading', { level: 1, name: ScreenTitles.academy });
    const user = userEvent.setup();

    await user.click(menuButton());
    await user.click(within(await drawer()).getByRole('button', { name: UiTexts.shell.closeMenu }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the shell on a laptop', () => {
  cleanEachTest();

  it('shows the sidebar beside the page and no menu button', async () => {
    await renderApp({ path: '/academy', as: 'Estratega' });
    await screen.findByRole('heading', { level: 1, name: ScreenTitles.academy });
    expect(screen.getByRole('navigation', { name: UiTexts.shell.navigation })).toBeTruthy();
    expect(screen.queryByRole('button', { name: UiTexts.shell.openMenu })).toBeNull();
  });
});

describe("the tab's title", () => {
  cleanEachTest();

  it.each([
    ['/marca', ScreenTitles.brandDna],
    ['/requirements', ScreenTitles.requirementsTitle],
    ['/finished', ScreenTitles.finishedTitle],
    ['/socialmedia', ScreenTitles.socialMedia],
    ['/envios', ScreenTitles.sendsTitle],
  ])('names %s and the active brand', async (path, title) => {
    await selectCafe();
    await renderApp({ path, as: 'Superadministrador' });
    await waitFor(() => expect(document.title).toBe(`${title} · ${CAFE_NAME} — Estudio de Marca`));
  });

  it('names the screen alone when no brand is chosen', async () => {
    await renderApp({ path: '/requirements', as: 'Superadministrador' });
    await screen.findByRole('heading', { level: 1, name: ScreenTitles.requirementsTitle });
    expect(document.title).toBe('Requerimientos — Estudio de Marca');
  });

  it.each([
    ['/users', ScreenTitles.users],
    ['/roles', ScreenTitles.roles],
    ['/adminbrands', ScreenTitles.brandSettings],
    ['/academy', ScreenTitles.academy],
  ])('names no brand on %s, which works on none', async (path, title) => {
    await selectCafe();
    await renderApp({ path, as: 'Superadministrador' });
    await waitFor(() => expect(document.title).toBe(tabTitle(title)));
    expect(document.title).toBe(`${title} — Estudio de Marca`);
  });

  it('follows the brand chosen in the sidebar', async () => {
    await renderApp({ path: '/finished', as: 'Superadministrador' });
    await waitFor(() => expect(document.title).toBe('Requerimientos Finalizados — Estudio de Marca'));
    const selector = screen.getByRole('combobox', { name: UiTexts.shell.brandSelector });
    await waitFor(() => expect(within(selector).getByRole('option', { name: CAFE_NAME })).toBeTruthy());
    await userEvent.setup().selectOptions(selector, CAFE);
    await waitFor(() => expect(document.title).toBe(`Requerimientos Finalizados · ${CAFE_NAME} — Estudio de Marca`));
  });

  it('names the login and the reset of the password', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { name: SignInTexts.title });
    expect(document.title).toBe(`${SignInTexts.title} — Estudio de Marca`);

    await userEvent.setup().click(screen.getByRole('link', { name: /Olvidaste/ }));
    await screen.findByRole('heading', { name: ResetPasswordTexts.resetTitle });
    expect(document.title).toBe(`${ResetPasswordTexts.resetTitle} — Estudio de Marca`);
  });
});
