import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXTERNAL_LINKS } from '../../shared/external-links.js';
import { renderApp } from '../../test/render-app.js';
import { ScreenTitles } from '../../shared/screen-titles.js';

const frame = (): HTMLIFrameElement => {
  const element = screen.getByTitle(ScreenTitles.academy);
  expect(element.tagName).toBe('IFRAME');
  return element as HTMLIFrameElement;
};

afterEach(() => {
  vi.unstubAllEnvs();
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
});
