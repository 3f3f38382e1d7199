// What every spec imports: `test` and `expect` (Playwright's, with external pages stubbed),
// `signInAs(page, roleName)` and `screenshot(page, name)`.
//
//   import { expect, screenshot, signInAs, test } from './fixtures.js';
//   test('…', async ({ page }) => { await signInAs(page, 'Estratega'); … });
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@estudio/adapters';
import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignInTexts } from '../src/shared/texts.js';
import { LoginTexts } from '../src/screens/login/login-texts.js';

/** Where `screenshot` saves each screen (git-ignored). */
export const SCREENSHOTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e-screenshots');

/** The demo roles that have a sign-in account (npm start's seed), e.g. 'Diseñador'. */
export type DemoRoleName =
  | 'Superadministrador'
  | 'Estratega'
  | 'Diseñador'
  | 'Gestor de contenido'
  | 'Administrador de marcas'
  | 'Cliente revisor';

/** The demo account of a role: its e-mail and password (Estudio2026!). */
export const accountOf = (roleName: DemoRoleName | string): { readonly email: string; readonly password: string } => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.roleName === roleName);
  if (account === undefined) throw new Error(`No demo account for the role '${roleName}'.`);
  return { email: account.email, password: DEMO_PASSWORD };
};

const isLocal = (url: URL): boolean => ['127.0.0.1', 'localhost'].includes(url.hostname) || url.protocol === 'data:';

/** The page an external address (metrics dashboard, academy, terms…) shows in the suite. */
const stubPage = (url: URL): string =>
  `<!doctype html><html lang="es"><title>${url.hostname}</title><body style="font-family:sans-serif;padding:2rem">` +
  `<h1>${url.hostname}</h1><p>Página externa simulada por la suite del navegador.</p></body></html>`;

/**
 * The machine is offline, so every request to another host (embedded dashboards, the academy,
 * the terms, reCAPTCHA) gets a small local page instead of a network error.
 */
export const answerExternalLocally = async (page: Page): Promise<void> => {
  await page.route(
    (url) => !isLocal(url),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: stubPage(new URL(route.request().url())),
      }),
  );
};

/**
 * Playwright's test with one change: external requests are answered locally
 * (answerExternalLocally). Specs can override a route with page.route as usual.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await answerExternalLocally(page);
    await use(page);
  },
});

export { expect };

/** The login form's controls, by their accessible names. */
export const loginForm = (page: Page) => ({
  email: page.getByRole('textbox', { name: SignInTexts.emailLabel }),
  password: page.getByLabel(LoginTexts.passwordLabel, { exact: true }),
  terms: page.getByRole('checkbox', { name: new RegExp(LoginTexts.acceptTerms) }),
  submit: page.getByRole('button', { name: LoginTexts.submit, exact: true }),
});

/** Fills the login form with these credentials (terms accepted unless told) and submits it. */
export const submitLogin = async (
  page: Page,
  email: string,
  password: string,
  { acceptTerms = true }: { readonly acceptTerms?: boolean } = {},
): Promise<void> => {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  if (acceptTerms) {
    // The checkbox is the design system's visually hidden input behind its drawn box: tick
    // it as a keyboard user does.
    await form.terms.focus();
    await page.keyboard.press('Space');
    await expect(form.terms).toBeChecked();
  }
  await form.submit.click();
};

/**
 * Signs in from / as the demo account of a role (password Estudio2026!, terms accepted)
 * and waits for /marca, the console's first screen.
 */
export const signInAs = async (page: Page, roleName: DemoRoleName | string): Promise<void> => {
  const { email, password } = accountOf(roleName);
  await page.goto('/');
  await submitLogin(page, email, password);
  await page.waitForURL('**/marca');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
};

/** Saves a full-page PNG of the current screen as e2e-screenshots/<name>.png. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  if (!/^[\w.-]+$/.test(name))
    throw new Error(`A screenshot name is a file name (letters, digits, . _ -), not '${name}'.`);
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
};
