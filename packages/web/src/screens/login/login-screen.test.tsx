import { createDemoMemoryAdapters, DEMO_PASSWORD } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXTERNAL_LINKS } from '../../shared/external-links.js';
import { holdNext } from '../../test/dialogs.js';
import { TEST_NOW, accountOf, renderApp } from '../../test/render-app.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { SignInTexts } from '../../shared/texts.js';
import { LoginTexts } from './login-texts.js';

const form = () => ({
  email: screen.getByRole('textbox', { name: SignInTexts.emailLabel }),
  password: screen.getByLabelText(LoginTexts.passwordLabel, { selector: 'input' }),
  terms: screen.getByRole('checkbox', { name: new RegExp(LoginTexts.acceptTerms) }),
  submit: screen.getByRole('button', { name: LoginTexts.submit }),
});

/** Opens / signed out, and fills the form. */
const fillLogin = async (email: string, password: string, { acceptTerms = true } = {}) => {
  const user = userEvent.setup();
  const fields = form();
  await user.type(fields.email, email);
  await user.type(fields.password, password);
  if (acceptTerms) await user.click(fields.terms);
  return { user, fields };
};

const open = async () => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  const locations: Location[] = [];
  const rendered = await renderApp({ path: '/', adapters, onLocation: (location) => locations.push(location) });
  await screen.findByRole('heading', { name: SignInTexts.title });
  return { ...rendered, locations };
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('login (/)', () => {
  it('offers the e-mail, the password, the terms with their external link and the way to reset the password', async () => {
    await open();
    const fields = form();
    expect(fields.email.getAttribute('type')).toBe('email');
    expect(fields.password.getAttribute('type')).toBe('password');
    expect((fields.terms as HTMLInputElement).checked).toBe(false);
    const terms = screen.getByRole('link', { name: new RegExp(LoginTexts.termsLink) });
    expect(terms.getAttribute('href')).toBe(DEFAULT_EXTERNAL_LINKS.termsUrl);
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: LoginTexts.forgotPassword }).getAttribute('href')).toBe('/resetpassword');
  });

  it('links the terms given by VITE_TERMS_URL', async () => {
    vi.stubEnv('VITE_TERMS_URL', 'https://agencia.example/terminos');
    await open();
    expect(screen.getByRole('link', { name: new RegExp(LoginTexts.termsLink) }).getAttribute('href')).toBe(
      'https://agencia.example/terminos',
    );
  });

  it('shows and hides the password', async () => {
    await open();
    const user = userEvent.setup();
    const { password } = form();
    await user.type(password, 'secreta');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.getAttribute('type')).toBe('text');
    expect((password as HTMLInputElement).value).toBe('secreta');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('requires the terms before trying to sign in, and drops the message once they are accepted', async () => {
    const { adapters, locations } = await open();
    const { user, fields } = await fillLogin(accountOf('Estratega').email, DEMO_PASSWORD, { acceptTerms: false });
    await user.click(fields.submit);

    expect(await screen.findByText(Messages.auth.termsRequired)).toBeTruthy();
    expect(adapters.auth.currentIdentity()).toBeNull();
    expect(locations.at(-1)?.pathname).toBe('/');

    await user.click(fields.terms);
    await waitFor(() => expect(screen.queryByText(Messages.auth.termsRequired)).toBeNull());
  });

  it('refuses a wrong password with the catalogue message and stays signed out', async () => {
    const { adapters, locations } = await open();
    const { user, fields } = await fillLogin(accountOf('Estratega').email, 'otra-clave');
    await user.click(fields.submit);

    expect((await screen.findByRole('alert')).textContent).toBe(Messages.auth.wrongCredentials);
    expect(adapters.auth.currentIdentity()).toBeNull();
    expect(locations.at(-1)?.pathname).toBe('/');
    expect((form().submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses the disabled account with the same message', async () => {
    const { adapters } = await open();
    const { user, fields } = await fillLogin('inactivo@estudio.test', DEMO_PASSWORD);
    await user.click(fields.submit);

    expect((await screen.findByRole('alert')).textContent).toBe(Messages.auth.wrongCredentials);
    expect(adapters.auth.currentIdentity()).toBeNull();
  });

  it('says the same when the sign-in service fails', async () => {
    const { adapters } = await open();
    adapters.auth.failNext('signIn');
    const { user, fields } = await fillLogin(accountOf('Estratega').email, DEMO_PASSWORD);
    await user.click(fields.submit);

    expect((await screen.findByRole('alert')).textContent).toBe(Messages.auth.wrongCredentials);
  });

  it('signs in and goes to /marca, inside the shell with the user e-mail, recording the sign-in', async () => {
    const { adapters, locations } = await open();
    const account = accountOf('Diseñador');
    const { user, fields } = await fillLogin(account.email, DEMO_PASSWORD);
    await user.click(fields.submit);

    expect(await screen.findByRole('heading', { name: ScreenTitles.brandDna })).toBeTruthy();
    // The probe reports the location from a passive effect, which may land after the paint.
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe('/marca'));
    expect(screen.getByText(account.email)).toBeTruthy();
    const uid = adapters.auth.currentIdentity()?.uid;
    expect((await adapters.users.get(uid!))?.lastLoginAt?.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('opens the console once the sign-in has finished, having read the session documents once', async () => {
    const { adapters, locations } = await open();
    // The sign-in is held at its last step (recording the login time).
    const release = holdNext(adapters.users, 'recordLogin');
    const reads = vi.spyOn(adapters.users, 'get');
    const { user, fields } = await fillLogin(accountOf('Superadministrador').email, DEMO_PASSWORD);
    await user.click(fields.submit);
    await waitFor(() => expect(vi.mocked(adapters.users.recordLogin)).toHaveBeenCalled());
    // The sign-in state change arrived meanwhile: it waits for the sign-in instead of reading again.
    expect(screen.queryByRole('heading', { name: ScreenTitles.brandDna })).toBeNull();
    expect(locations.at(-1)?.pathname).toBe('/');

    release();
    expect(await screen.findByRole('heading', { name: ScreenTitles.brandDna })).toBeTruthy();
    // The probe reports the location from a passive effect, which may land after the paint.
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe('/marca'));
    expect((await adapters.users.get(adapters.auth.currentIdentity()!.uid))?.lastLoginAt).not.toBeNull();
    expect(reads).toHaveBeenCalledTimes(2); // the sign-in's read, and this test's own just above
  });

  it('opens the reset-password screen from its link', async () => {
    await open();
    await userEvent.setup().click(screen.getByRole('link', { name: LoginTexts.forgotPassword }));
    expect(await screen.findByRole('button', { name: SignInTexts.sendResetEmail })).toBeTruthy();
  });
});
