import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';
import { ScreenTitles } from '../shared/screen-titles.js';
import { SignInTexts } from '../shared/texts.js';

const menuLabels = async (): Promise<string[]> => {
  const nav = await screen.findByRole('navigation', { name: /menú principal/i });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
};

describe('the routes and the guard', () => {
  it('sends an unauthenticated user from a protected screen to the login', async () => {
    await renderApp({ path: '/users' });
    expect(await screen.findByRole('heading', { name: SignInTexts.title })).toBeTruthy();
  });

  it('sends every unknown path to /', async () => {
    await renderApp({ path: '/no-existe/para-nada' });
    expect(await screen.findByRole('heading', { name: SignInTexts.title })).toBeTruthy();
  });

  it('takes a signed-in user from / to /marca, inside the shell with their e-mail', async () => {
    await renderApp({ path: '/', as: 'Estratega' });
    expect(await screen.findByRole('heading', { name: ScreenTitles.brandDna })).toBeTruthy();
    expect(screen.getByText('estratega@estudio.test')).toBeTruthy();
  });

  it('shows each role the menu items its keys allow, Academia to everyone', async () => {
    await renderApp({ path: '/academy', as: 'Superadministrador' });
    expect(await menuLabels()).toEqual([
      'Marca',
      'Parrilla',
      'Calendario',
      'Personalizado',
      'Métricas',
      'Redes Sociales',
      'Envíos',
      'Academia',
      'Marcas',
      'Gestión de roles',
      'Gestión de usuarios',
    ]);
  });

  it('hides the administration items from a designer', async () => {
    await renderApp({ path: '/academy', as: 'Diseñador' });
    const labels = await menuLabels();
    expect(labels).toContain('Academia');
    expect(labels).not.toContain('Gestión de usuarios');
    expect(labels).not.toContain('Gestión de roles');
  });
});
