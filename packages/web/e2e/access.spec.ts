// Access and the shell in the browser (docs/product.md, "Access and session", "Shell and menu", "Metrics and Academy"): the login's
// rules, the guard, each demo role's menu, sign-out, the reset-password screen, and the
// two embedded screens (metrics and academy).
import { Messages } from '@estudio/domain/shared';
import {
  accountOf,
  expect,
  loginForm,
  screenshot,
  signInAs,
  submitLogin,
  test,
  type DemoRoleName,
} from './fixtures.js';
import { SignInTexts } from '../src/shared/texts.js';
import { LoginTexts } from '../src/screens/login/login-texts.js';
import { ResetPasswordTexts } from '../src/screens/reset-password/reset-password-texts.js';
import { MetricsTexts } from '../src/screens/metrics/metrics-texts.js';

/**
 * The sidebar each demo role must see, in order, written out rather than computed by the
 * app's own menu code: docs/product.md's "Menu" (which key shows which item, Academia for
 * everyone) over its "Demo roles" codes and the default key configuration ("Permissions").
 * A change to the menu, the keys or the seed has to show here.
 */
const EXPECTED_MENUS: Readonly<Record<DemoRoleName, readonly string[]>> = {
  Superadministrador: [
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
  ],
  Estratega: [
    'Marca',
    'Parrilla',
    'Calendario',
    'Personalizado',
    'Métricas',
    'Redes Sociales',
    'Envíos',
    'Academia',
    'Marcas',
  ],
  Diseñador: ['Parrilla', 'Calendario', 'Personalizado', 'Envíos', 'Academia', 'Marcas'],
  'Gestor de contenido': [
    'Parrilla',
    'Calendario',
    'Personalizado',
    'Métricas',
    'Redes Sociales',
    'Envíos',
    'Academia',
    'Marcas',
  ],
  'Administrador de marcas': ['Marca', 'Métricas', 'Redes Sociales', 'Academia', 'Marcas'],
  // Reads its assigned brands' pieces, comments and approves: no Marca, no Métricas, no sending.
  'Cliente revisor': ['Parrilla', 'Calendario', 'Personalizado', 'Envíos', 'Academia', 'Marcas'],
};

const ACADEMY = 'Academia';

const ROLES: readonly DemoRoleName[] = [
  'Superadministrador',
  'Estratega',
  'Diseñador',
  'Gestor de contenido',
  'Administrador de marcas',
  'Cliente revisor',
];

test.describe('login', () => {
  test('shows the form, with the terms link and the way to reset the password', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: SignInTexts.title })).toBeVisible();
    const form = loginForm(page);
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: new RegExp(LoginTexts.termsLink) })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('link', { name: LoginTexts.forgotPassword })).toHaveAttribute('href', '/resetpassword');
    await screenshot(page, 'login');
  });

  test('requests no Firestore or Storage code before sign-in; Firestore arrives after it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: SignInTexts.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Firebase's data SDKs (Vite's pre-bundled deps in dev, chunks in a build) and our
    // Firestore/Storage adapters; the domain's own storage-path rules are not SDK code.
    const dataCode = (url: string) =>
      /firebase_firestore|firebase_storage|@firebase\/(firestore|storage)|adapters\/src\/(firestore|firebase-storage)/i.test(
        new URL(url).pathname,
      );
    expect(requested.filter(dataCode)).toEqual([]);

    const { email, password } = accountOf('Estratega');
    await submitLogin(page, email, password);
    await expect(page).toHaveURL(/\/marca$/);
    expect(requested.filter(dataCode).length).toBeGreaterThan(0);
  });

  test('requires the terms', async ({ page }) => {
    await page.goto('/');
    const { email, password } = accountOf('Estratega');
    await submitLogin(page, email, password, { acceptTerms: false });
    await expect(page.getByText(Messages.auth.termsRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await screenshot(page, 'login-terms-required');
  });

  test('refuses a wrong password', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, accountOf('Estratega').email, 'no-es-la-clave');
    await expect(page.getByRole('alert').filter({ hasText: Messages.auth.wrongCredentials })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await screenshot(page, 'login-wrong-password');
  });

  test('refuses the disabled account with the same message', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, 'inactivo@estudio.test', accountOf('Estratega').password);
    await expect(page.getByRole('alert').filter({ hasText: Messages.auth.wrongCredentials })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('sends an unauthenticated visitor of a protected screen to /', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { name: SignInTexts.title })).toBeVisible();
  });
});

test.describe('each demo role', () => {
  for (const role of ROLES) {
    test(`${role}: lands on /marca with the menu its keys allow, and signs out to /`, async ({ page }) => {
      await signInAs(page, role);
      await expect(page).toHaveURL(/\/marca$/);
      const menu = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
      await expect(menu).toHaveText([...EXPECTED_MENUS[role]]);

      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByRole('heading', { name: SignInTexts.title })).toBeVisible();
      // Signed out, the console is closed again.
      await page.goto('/marca');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    });
  }
});

test.describe('reset password', () => {
  test('shows its texts, sends the e-mail and goes back home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: LoginTexts.forgotPassword }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    const email = page.getByRole('textbox', { name: SignInTexts.emailLabel });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await screenshot(page, 'reset-password');

    await email.fill(accountOf('Diseñador').email);
    await page.getByRole('button', { name: SignInTexts.sendResetEmail }).click();
    await expect(page.getByRole('status').filter({ hasText: Messages.auth.resetSent })).toBeVisible();
    await screenshot(page, 'reset-password-sent');

    await page.getByRole('link', { name: ResetPasswordTexts.backHome }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('says why the e-mail could not be sent', async ({ page }) => {
    await page.goto('/resetpassword');
    await page.getByRole('textbox', { name: SignInTexts.emailLabel }).fill('nadie@estudio.test');
    await page.getByRole('button', { name: SignInTexts.sendResetEmail }).click();
    const failure = page.getByRole('alert').filter({ hasText: Messages.auth.resetFailedPrefix });
    await expect(failure).toBeVisible();
    // The prefix, then the sign-in service's reason.
    expect((await failure.textContent())?.length).toBeGreaterThan(Messages.auth.resetFailedPrefix.length);
  });
});

test.describe('metrics and academy', () => {
  test('metrics show the selected brand’s dashboard, or say there is none', async ({ page }) => {
    await signInAs(page, 'Superadministrador');
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Métricas' }).click();
    await expect(page).toHaveURL(/\/metrics$/);
    const selector = page.getByLabel('Marca activa');
    // The dashboard answers only when told, so the spinner can be seen first.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('https://app.metricool.com/**', async (route) => {
      await answered;
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><h1>Metricool</h1>' });
    });

    await selector.selectOption({ label: 'Café Cumbre Andina' });
    const frame = page.getByTitle(MetricsTexts.frameTitle);
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await expect(frame).toBeHidden();
    answer();
    await expect(frame).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(frame).toHaveAttribute('src', /metricool/);
    await expect(page.frameLocator(`iframe[title="${MetricsTexts.frameTitle}"]`).getByRole('heading')).toBeVisible();
    await screenshot(page, 'metrics');

    await selector.selectOption({ label: 'Textiles Quetzal' });
    await expect(page.getByText(MetricsTexts.noUrl)).toBeVisible();
    await expect(frame).toHaveCount(0);
    await screenshot(page, 'metrics-empty');
  });

  test('the academy shows its breadcrumb and training page to every role', async ({ page }) => {
    await signInAs(page, 'Gestor de contenido');
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: ACADEMY }).click();
    await expect(page).toHaveURL(/\/academy$/);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(ACADEMY);
    const frame = page.frameLocator(`iframe[title="${ACADEMY}"]`);
    await expect(frame.getByRole('heading', { name: ACADEMY })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await screenshot(page, 'academy');
  });
});
