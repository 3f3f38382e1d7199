import { Messages } from '@estudio/domain/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountOf, renderApp } from '../../test/render-app.js';
import { ResetPasswordTexts } from './reset-password-texts.js';
import { SignInTexts } from '../../shared/texts.js';

const open = async (as?: string) => {
  const rendered = await renderApp({ path: '/resetpassword', ...(as === undefined ? {} : { as }) });
  await screen.findByRole('heading', { name: ResetPasswordTexts.resetTitle });
  return rendered;
};

const emailField = () => screen.getByRole('textbox', { name: SignInTexts.emailLabel }) as HTMLInputElement;

const send = async (email: string) => {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.click(screen.getByRole('button', { name: SignInTexts.sendResetEmail }));
  return user;
};

describe('reset password (/resetpassword)', () => {
  it('asks for a required e-mail of e-mail type, with its button and the way back', async () => {
    await open();
    expect(emailField().type).toBe('email');
    expect(emailField().required).toBe(true);
    expect(screen.getByRole('button', { name: SignInTexts.sendResetEmail })).toBeTruthy();
    expect(screen.getByRole('link', { name: ResetPasswordTexts.backHome }).getAttribute('href')).toBe('/');
  });

  it('sends the e-mail and says so in the exact words', async () => {
    const { adapters } = await open();
    const email = accountOf('Diseñador').email;
    await send(email);

    expect((await screen.findByRole('status')).textContent).toBe(Messages.auth.resetSent);
    expect(adapters.auth.passwordResets).toEqual([email]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the e-mail could not be sent: the prefix and the reason of the sign-in service', async () => {
    const { adapters } = await open();
    adapters.auth.failNext('sendPasswordReset', new Error('Firebase: Error (auth/network-request-failed).'));
    await send(accountOf('Diseñador').email);

    expect((await screen.findByRole('alert')).textContent).toBe(
      `${Messages.auth.resetFailedPrefix}Firebase: Error (auth/network-request-failed).`,
    );
    expect(adapters.auth.passwordResets).toEqual([]);
  });

  it('reports an unknown account the same way', async () => {
    await open();
    await send('nadie@estudio.test');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.startsWith(Messages.auth.resetFailedPrefix)).toBe(true);
    expect(alert.textContent).toContain('auth/user-not-found');
  });

  it('refuses an address that is not an e-mail when the browser lets the form through', async () => {
    const { adapters } = await open();
    const user = userEvent.setup();
    await user.type(emailField(), 'no-es-un-correo');
    fireEvent.submit(emailField().form!);

    expect((await screen.findByRole('alert')).textContent).toBe(
      Messages.auth.resetFailedPrefix + Messages.auth.invalidEmail,
    );
    expect(adapters.auth.passwordResets).toEqual([]);
  });

  it('clears the previous answer when sending again', async () => {
    const { adapters } = await open();
    adapters.auth.failNext('sendPasswordReset', new Error('caído'));
    const user = await send(accountOf('Estratega').email);
    expect((await screen.findByRole('alert')).textContent).toBe(`${Messages.auth.resetFailedPrefix}caído`);

    await user.click(screen.getByRole('button', { name: SignInTexts.sendResetEmail }));
    expect((await screen.findByRole('status')).textContent).toBe(Messages.auth.resetSent);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to the login with Volver a Inicio', async () => {
    await open();
    await userEvent.setup().click(screen.getByRole('link', { name: ResetPasswordTexts.backHome }));
    expect(await screen.findByRole('heading', { name: SignInTexts.title })).toBeTruthy();
  });

  it('is open to a signed-in user too (no guard)', async () => {
    await open('Estratega');
    expect(screen.getByRole('button', { name: SignInTexts.sendResetEmail })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /menú principal/i })).toBeNull();
  });
});
