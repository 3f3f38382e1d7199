// The administration of people in the browser (docs/product.md, "Users and roles"): user
// management (creating a user through the create-user function and signing in as them,
// disabling and enabling) and role management (create, change, delete), each with what
// every demo role may see and do. Brand settings: administration-brands.spec.ts.
import { FirestoreAdminRoleRepository } from '@estudio/adapters/node';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui/texts';
import { openFromMenu, rowOf } from './administration-steps.js';
import { signOut } from './console-steps.js';
import { expect, screenshot, signInAs, submitLogin, test } from './fixtures.js';
import { stackFirestore } from './stack-data.js';
import { RolesTexts } from '../src/screens/roles/roles-texts.js';
import { UsersTexts } from '../src/screens/users/users-texts.js';
import { ScreenTitles } from '../src/shared/screen-titles.js';
import { PERMISSION_OPTIONS } from '../src/screens/roles/permission-labels.js';

/** How /roles names a permission code: its description, under its group. */
const optionOf = (code: string): string => PERMISSION_OPTIONS.find((option) => option.value === code)?.label ?? code;

const users = UsersTexts;
const roles = RolesTexts;
const dialogs = UiTexts.dialogs;

/** The fixed temporary password every new account once shared: it opens none now. */
const OLD_SHARED_PASSWORD = 'Temporal2026!';
/** The password the new user chooses through their one-time link. */
const CHOSEN_PASSWORD = 'Propia-de-Sofia-2026!';

/** A name no earlier run of the suite has used (the suite may run against a kept stack). */
const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}`;

const { db, close } = stackFirestore('e2e-administration');
test.afterAll(close);

/** The permission codes stored for the role with this name (undefined while there is none). */
const storedPermissions = async (roleName: string): Promise<readonly string[] | undefined> =>
  (await new FirestoreAdminRoleRepository(db()).list()).find((role) => role.name === roleName)?.permissions;

test.describe('user management (/users)', () => {
  test('creates a user who sets their own password through the one-time link, then signs in; disables and enables them', async ({
    page,
  }) => {
    // Two sessions, an account created through userAdmin, a password set, two status changes:
    // 48 s on an idle machine, so more than the suite's 60 s.
    test.setTimeout(120_000);
    const email = `${unique('nuevo.')}@estudio.test`;
    await signInAs(page, 'Superadministrador');
    await openFromMenu(page, ScreenTitles.users, /\/users$/);
    const table = page.getByRole('table', { name: users.table });
    await expect(rowOf(table, 'inactivo@estudio.test')).toContainText(users.disabled);

    const form = page.getByRole('form', { name: users.addUser });
    const fill = async () => {
      await form.getByLabel(users.email, { exact: true }).fill(email);
      await form.getByLabel(users.firstName, { exact: true }).fill('Sofía');
      await form.getByLabel(users.lastName, { exact: true }).fill('Prieto Ruiz');
      await form.getByRole('button', { name: new RegExp(`^${users.role}`) }).click();
      await form.getByRole('option', { name: 'Gestor de contenido', exact: true }).click();
      await form.getByRole('button', { name: users.addUser, exact: true }).click();
    };
    await fill();
    const row = rowOf(table, email);
    await expect(row).toContainText('Sofía Prieto Ruiz');
    await expect(row).toContainText(users.active);
    await expect(row.getByRole('combobox', { name: users.roleOf('Sofía Prieto Ruiz') })).toHaveValue(/.+/);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    // The admin is handed the new user's one-time link to set their own password.
    const linkPanel = page.getByRole('region', { name: users.passwordLinkTitle });
    await expect(linkPanel).toContainText(users.passwordLinkHelp(email));
    const passwordLink = await linkPanel.getByRole('textbox', { name: users.passwordLink }).inputValue();
    expect(passwordLink).toContain('mode=resetPassword');
    await screenshot(page, 'users');

    // The same e-mail again: the duplicate e-mail text, nothing added.
    await fill();
    const modal = page.getByRole('alertdialog', { name: dialogs.errorTitle });
    await expect(modal).toContainText(Messages.rolesAndUsers.emailInUse);
    await modal.getByRole('button', { name: dialogs.close }).click();
    await expect(modal).toHaveCount(0);
    await expect(rowOf(table, email)).toHaveCount(1);
    await signOut(page);

    // No shared password opens the new account.
    await page.goto('/');
    await submitLogin(page, email, OLD_SHARED_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: Messages.auth.wrongCredentials })).toBeVisible();
    // The new user follows the link: the Auth emulator's action page takes the new password
    // as a query parameter (a real project's page shows a form).
    const reset = await page.request.get(`${passwordLink}&newPassword=${encodeURIComponent(CHOSEN_PASSWORD)}`);
    expect(reset.ok()).toBe(true);
    await page.goto('/');
    await submitLogin(page, email, CHOSEN_PASSWORD);
    await page.waitForURL('**/marca');
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: ScreenTitles.users }),
    ).toHaveCount(0);
    await signOut(page);

    await signInAs(page, 'Superadministrador');
    await openFromMenu(page, ScreenTitles.users, /\/users$/);
    await rowOf(table, email)
      .getByRole('button', { name: `${users.disable} Sofía Prieto Ruiz` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: dialogs.confirmDisableTitle });
    await expect(confirm).toContainText(users.confirmDisable('Sofía Prieto Ruiz'));
    await confirm.getByRole('button', { name: dialogs.confirmDelete }).click();
    await expect(confirm).toHaveCount(0);
    await expect(rowOf(table, email)).toContainText(users.disabled);
    await signOut(page);

    await page.goto('/');
    await submitLogin(page, email, CHOSEN_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: Messages.auth.wrongCredentials })).toBeVisible();

    await signInAs(page, 'Superadministrador');
    await openFromMenu(page, ScreenTitles.users, /\/users$/);
    await rowOf(table, email)
      .getByRole('button', { name: `${users.enable} Sofía Prieto Ruiz` })
      .click();
    await expect(rowOf(table, email)).toContainText(users.active);
  });

  test('searches, sorts and edits a user inline', async ({ page }) => {
    await signInAs(page, 'Superadministrador');
    await openFromMenu(page, ScreenTitles.users, /\/users$/);
    const table = page.getByRole('table', { name: users.table });
    await page.getByRole('searchbox', { name: users.search }).fill('ESTUDIO.TEST');
    await page.getByRole('combobox', { name: users.roleFilter, exact: true }).selectOption({ label: 'Diseñador' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await table.getByRole('button', { name: /^Correo/ }).click();
    await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText([
      'disenador@estudio.test',
      'inactivo@estudio.test',
    ]);
    await table.getByRole('button', { name: /^Correo/ }).click();
    await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText([
      'inactivo@estudio.test',
      'disenador@estudio.test',
    ]);

    const row = rowOf(table, 'inactivo@estudio.test');
    await row.getByRole('button', { name: `${users.edit} Diego Morales Ruiz` }).click();
    await table.getByLabel(users.lastName, { exact: true }).fill('Morales');
    await table.getByRole('button', { name: `${users.save} Diego Morales Ruiz` }).click();
    await expect(rowOf(table, 'inactivo@estudio.test')).toContainText('Diego Morales');
    await page.reload();
    await expect(rowOf(table, 'inactivo@estudio.test')).toContainText('Diego Morales');
    await rowOf(table, 'inactivo@estudio.test')
      .getByRole('button', { name: `${users.edit} Diego Morales` })
      .click();
    await table.getByLabel(users.lastName, { exact: true }).fill('Morales Ruiz');
    await table.getByRole('button', { name: `${users.save} Diego Morales` }).click();
    await expect(rowOf(table, 'inactivo@estudio.test')).toContainText('Diego Morales Ruiz');
  });

  test('is not offered to a brand administrator, who is refused at its address', async ({ page }) => {
    await signInAs(page, 'Administrador de marcas');
    await expect(
      page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: ScreenTitles.users }),
    ).toHaveCount(0);
    await page.goto('/users');
    await expect(page.getByRole('alert').filter({ hasText: Messages.access.forbidden })).toBeVisible();
  });
});

test.describe('role management (/roles)', () => {
  test('creates a role with its permissions, changes them and deletes it after confirmation', async ({ page }) => {
    const name = unique('Rol e2e ');
    await signInAs(page, 'Superadministrador');
    await openFromMenu(page, ScreenTitles.roles, /\/roles$/);
    const table = page.getByRole('table', { name: roles.table });
    await expect(rowOf(table, 'Superadministrador')).toBeVisible();

    const form = page.getByRole('form', { name: roles.addRole });
    // A blank name is ignored: nothing is added, nothing is said.
    const before = await table.locator('tbody tr').count();
    await form.getByLabel(roles.newRoleName, { exact: true }).fill('   ');
    await form.getByRole('button', { name: roles.addRole, exact: true }).click();
    await expect(form.getByRole('button', { name: roles.addRole, exact: true })).toBeEnabled();
    await expect(table.locator('tbody tr')).toHaveCount(before);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await form.getByLabel(roles.newRoleName, { exact: true }).fill(name);
    await form.getByRole('button', { name: new RegExp(`^${roles.permissions}`) }).click();
    await form.getByRole('option', { name: optionOf('metricas'), exact: true }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: roles.addRole, exact: true }).click();
    const row = rowOf(table, name);
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: new RegExp(`^${roles.permissionsOf(name)}`) })).toContainText(
      optionOf('metricas'),
    );

    await row.getByRole('button', { name: new RegExp(`^${roles.permissionsOf(name)}`) }).click();
    await page.getByRole('option', { name: optionOf('estrategia'), exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(row.getByRole('button', { name: new RegExp(`^${roles.permissionsOf(name)}`) })).toContainText(
      optionOf('estrategia'),
    );
    await screenshot(page, 'roles');
    // The change is shown at once and saved after: a reload before it is stored would lose it
    // (a user's browser asks before reloading then; the test's reload does not).
    await expect
      .poll(async () => [...((await storedPermissions(name)) ?? [])].sort())
      .toEqual(['estrategia', 'metricas']);
    await page.reload();
    await expect(
      rowOf(table, name).getByRole('button', { name: new RegExp(`^${roles.permissionsOf(name)}`) }),
    ).toContainText(`${optionOf('metricas')}, ${optionOf('estrategia')}`);

    await rowOf(table, name)
      .getByRole('button', { name: `${dialogs.confirmDelete} ${name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: dialogs.confirmDeleteTitle });
    await expect(confirm).toContainText(roles.confirmDelete(name));
    await confirm.getByRole('button', { name: dialogs.cancel }).click();
    await expect(confirm).toHaveCount(0);
    await expect(rowOf(table, name)).toBeVisible();
    await rowOf(table, name)
      .getByRole('button', { name: `${dialogs.confirmDelete} ${name}` })
      .click();
    await confirm.getByRole('button', { name: dialogs.confirmDelete }).click();
    // While the dialog is open the table is hidden from the accessibility tree: wait for it to close.
    await expect(confirm).toHaveCount(0);
    await expect(rowOf(table, 'Superadministrador')).toBeVisible();
    await expect(rowOf(table, name)).toHaveCount(0);
    await page.reload();
    await expect(rowOf(table, 'Superadministrador')).toBeVisible();
    await expect(rowOf(table, name)).toHaveCount(0);
  });

  test('is refused to a designer', async ({ page }) => {
    await signInAs(page, 'Diseñador');
    await page.goto('/roles');
    await expect(page.getByRole('alert').filter({ hasText: Messages.access.forbidden })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
