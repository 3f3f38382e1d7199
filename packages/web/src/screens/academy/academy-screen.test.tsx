import { fireEvent, screen, within } from '@testing-library/react';
import { UiTexts } from '@estudio/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXTERNAL_LINKS } from '../../shared/external-links.js';
import { renderApp } from '../../test/render-app.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { AcademyTexts } from './academy-texts.js';
// The page the app serves in the frame until an installation names its own academy.
import placeholder from '../../../public/academia.html?raw';

const frame = (): HTMLIFrameElement => {
  const element = screen.getByTitle(ScreenTitles.academy);
  expect(element.tagName).toBe('IFRAME');
  return element as HTMLIFrameElement;
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('academy (/academy)', () => {
  it('shows the breadcrumb Academia and the training page in a frame', async () => {
    await renderApp({ path: '/academy', as: 'Estratega' });
    await screen.findByRole('heading', { name: ScreenTitles.academy });

    const breadcrumb = screen.getByRole('navigation', { name: /ruta de navegación/i });
    expect(within(breadcrumb).getByText(ScreenTitles.academy).getAttribute('aria-current')).toBe('page');
    expect(frame().getAttribute('src')).toBe(DEFAULT_EXTERNAL_LINKS.academyUrl);
  });

  it('embeds the page given by VITE_ACADEMY_URL', async () => {
    vi.stubEnv('VITE_ACADEMY_URL', 'https://academia.example/curso');
    await renderApp({ path: '/academy', as: 'Diseñador' });
    await screen.findByRole('heading', { name: ScreenTitles.academy });
    expect(frame().getAttribute('src')).toBe('https://academia.example/curso');
  });

  it('frames the page sandboxed, with a strict referrer policy; the app’s own page gets no allow-same-origin', async () => {
    await renderApp({ path: '/academy', as: 'Estratega' });
    await screen.findByRole('heading', { name: ScreenTitles.academy });
    const tokens = (frame().getAttribute('sandbox') ?? '').split(' ');
    expect(frame().hasAttribute('sandbox')).toBe(true);
    // With scripts, a page of the app's own origin allowed that origin could lift its own sandbox.
    expect(tokens).not.toContain('allow-same-origin');
    expect(tokens).not.toContain('allow-top-navigation');
    expect(frame().getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
  });

  it('gives an academy on its own https host the tokens a third-party page needs', async () => {
    vi.stubEnv('VITE_ACADEMY_URL', 'https://academia.example/curso');
    await renderApp({ path: '/academy', as: 'Diseñador' });
    await screen.findByRole('heading', { name: ScreenTitles.academy });
    const tokens = (frame().getAttribute('sandbox') ?? '').split(' ');
    expect(tokens).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
    expect(tokens).not.toContain('allow-top-navigation');
  });

  it.each([
    'http://academia.example/curso',
    'javascript:alert(1)',
    'data:text/html,hola',
    'https://user@academia.example/',
  ])('frames no academy address that is not https (%s)', async (url) => {
    vi.stubEnv('VITE_ACADEMY_URL', url);
    await renderApp({ path: '/academy', as: 'Diseñador' });
    await screen.findByRole('heading', { name: ScreenTitles.academy });
    expect(screen.queryByTitle(ScreenTitles.academy)).toBeNull();
  });

  it.each(['Superadministrador', 'Estratega', 'Diseñador', 'Gestor de contenido', 'Administrador de marcas'])(
    'is open to %s, whose menu offers it',
    async (role) => {
      await renderApp({ path: '/academy', as: role });
      await screen.findByRole('heading', { name: ScreenTitles.academy });
      expect(frame()).toBeTruthy();
      const menu = screen.getByRole('navigation', { name: /menú principal/i });
      expect(within(menu).getByRole('link', { name: ScreenTitles.academy }).getAttribute('aria-current')).toBe('page');
    },
  );

  it('says plainly and neutrally that the page is not available when no address can be framed, naming no setting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('VITE_ACADEMY_URL', 'http://academia.example/curso');
    await renderApp({ path: '/academy', as: 'Diseñador' });
    await screen.findByRole('heading', { name: ScreenTitles.academy });

    expect(screen.getByText(AcademyTexts.unavailable)).toBeTruthy();
    expect(screen.getByText(AcademyTexts.unavailableHint)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/VITE_|\.env/);
    // The developer's console names the setting.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_ACADEMY_URL'));
  });

  it('the placeholder page of an installation without its own academy names no setting either', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderApp({ path: '/academy', as: 'Estratega' });
    await screen.findByRole('heading', { name: ScreenTitles.academy });
    expect(frame().getAttribute('src')).toBe(DEFAULT_EXTERNAL_LINKS.academyUrl);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_ACADEMY_URL is not set'));
    expect(placeholder).toContain('<h1>Academia</h1>');
    expect(placeholder).not.toMatch(/VITE_|<code>/);
  });

  it('a page that cannot be shown in the frame says so, with a link to open it in a new tab', async () => {
    vi.stubEnv('VITE_ACADEMY_URL', 'https://academia.example/curso');
    await renderApp({ path: '/academy', as: 'Diseñador' });
    await screen.findByRole('heading', { name: ScreenTitles.academy });
    fireEvent.error(frame());

    expect(await screen.findByText(UiTexts.frame.unavailable)).toBeTruthy();
    const link = screen.getByRole('link', { name: UiTexts.frame.openInNewTab });
    expect(link.getAttribute('href')).toBe('https://academia.example/curso');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
