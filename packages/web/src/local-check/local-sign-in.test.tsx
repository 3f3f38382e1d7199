// @vitest-environment happy-dom
import { DomainError, Messages } from '@estudio/domain';
import type { Session } from '@estudio/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalSignIn } from './local-sign-in.js';

afterEach(cleanup);

const session = {
  profile: { email: 'admin@estudio.test' },
  actor: { keys: new Set(['ADMIN_USERS', 'ADMIN_ROLES']) },
} as unknown as Session;

const fill = (email: string, password: string, terms: boolean) => {
  fireEvent.change(screen.getByLabelText('Correo'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  if (terms) fireEvent.click(screen.getByLabelText('Acepto los términos y condiciones'));
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
};

describe('LocalSignIn', () => {
  it('signs in and shows the resolved permission keys', async () => {
    const signIn = vi.fn().mockResolvedValue(session);
    render(<LocalSignIn sessions={{ signIn, signOut: vi.fn() }} />);

    fill('admin@estudio.test', 'Estudio2026!', true);

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Sesión iniciada: admin@estudio.test');
    expect(screen.getByText('Permisos: ADMIN_ROLES, ADMIN_USERS')).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith('admin@estudio.test', 'Estudio2026!', true);
  });

  it('shows the domain message when sign-in is refused', async () => {
    const signIn = vi.fn().mockRejectedValue(new DomainError('validation', Messages.auth.termsRequired));
    render(<LocalSignIn sessions={{ signIn, signOut: vi.fn() }} />);

    fill('admin@estudio.test', 'x', false);

    expect((await screen.findByRole('alert')).textContent).toBe('Debes aceptar los términos y condiciones');
  });

  it('signs out back to the form', async () => {
    const signOut = vi.fn().mockResolvedValue(undefined);
    render(<LocalSignIn sessions={{ signIn: vi.fn().mockResolvedValue(session), signOut }} />);
    fill('admin@estudio.test', 'Estudio2026!', true);

    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy());
    expect(signOut).toHaveBeenCalledOnce();
  });
});
