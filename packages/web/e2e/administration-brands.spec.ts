// The brand settings screen in the browser (docs/product.md, "Brands"): filtering,
// enabling and disabling, granting a user access, who then sees the brand, each with what
// every demo role may see and do. Users and roles: administration-users-and-roles.spec.ts.
import { UiTexts } from '@estudio/ui/texts';
import type { Page } from '@playwright/test';
import { openFromMenu, rowOf } from './administration-steps.js';
import { signOut } from './console-steps.js';
import { expect, screenshot, signInAs, test } from './fixtures.js';
import { AdminBrandsTexts } from '../src/screens/admin-brands/admin-brands-texts.js';
import { ScreenTitles } from '../src/shared/screen-titles.js';

const brands = AdminBrandsTexts;
const dialogs = UiTexts.dialogs;

const CAFE = 'Café Cumbre Andina';
const TEXTILES = 'Textiles Quetzal';
const CLINICA = 'Clínica Dental Sonrisa Austral';
const PANADERIA = 'Panadería La Espiga';
const RUTA = 'Ruta Verde Ecoturismo';

const brandTable = (page: Page) => page.getByRole('table', { name: ScreenTitles.adminBrands });

const openBrandSettings = async (page: Page) => {
  await openFromMenu(page, ScreenTitles.adminBrands, /\/adminbrands$/);
  await expect(
    rowOf(brandTable(page), TEXTILES)
      .or(rowOf(brandTable(page), CAFE))
      .first(),
  ).toBeVisible();
};

/** The brands the sidebar's selector offers. */
const selectorBrands = (page: Page) => page.getByLabel('Marca activa').locator('option');

test.describe('brand settings (/adminbrands)', () => {
  test('filters by name or owner e-mail and by status, and clears the filters', async ({ page }) => {
    await signInAs(page, 'Superadministrador');
    await openBrandSettings(page);
    await expect(page.getByRole('navigation', { name: /ruta de navegación/i })).toContainText(
      ScreenTitles.brandSettings,
    );
    const table = brandTable(page);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Nombre de la marca',
      'Correo owner',
      'Status',
      'Acciones',
    ]);
    // Stored without a status: shown as active.
    await expect(rowOf(table, CLINICA)).toContainText(UiTexts.status.active);
    await screenshot(page, 'adminbrands');

    const search = page.getByRole('searchbox', { name: brands.searchPlaceholder });
    await search.fill('QUETZAL');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(rowOf(table, TEXTILES)).toBeVisible();
    await search.fill('marcas@estudio');
    await expect(rowOf(table, RUTA)).toBeVisible();
    await expect(rowOf(table, TEXTILES)).toBeVisible();
    await expect(rowOf(table, CAFE)).toHaveCount(0);
    await search.fill('');

    const status = page.getByRole('combobox', { name: brands.statusFilter });
    await status.selectOption('disabled');
    await expect(rowOf(table, PANADERIA)).toBeVisible();
    await expect(rowOf(table, CAFE)).toHaveCount(0);
    await status.selectOption('active');
    await expect(rowOf(table, CLINICA)).toBeVisible();
    await expect(rowOf(table, PANADERIA)).toHaveCount(0);

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(status).toHaveValue('');
    await expect(rowOf(table, PANADERIA)).toBeVisible();
    await expect(rowOf(table, CAFE)).toBeVisible();
  });

  test('disables a brand and enables it again, and the change is stored', async ({ page }) => {
    await signInAs(page, 'Administrador de marcas');
    await openBrandSettings(page);
    const row = () => rowOf(brandTable(page), RUTA);

    await row()
      .getByRole('button', { name: `${brands.disable} ${RUTA}` })
      .click();
    await expect(row().getByRole('button', { name: `${brands.enable} ${RUTA}` })).toBeVisible();
    await expect(row()).toContainText(UiTexts.status.disabled);

    await page.reload();
    await expect(row()).toContainText(UiTexts.status.disabled);
    await row()
      .getByRole('button', { name: `${brands.enable} ${RUTA}` })
      .click();
    await expect(row().getByRole('button', { name: `${brands.disable} ${RUTA}` })).toBeVisible();
    await expect(row()).toContainText(UiTexts.status.active);
    await page.reload();
    await expect(row()).toContainText(UiTexts.status.active);
  });

  test('shows each role the brands it may see and the actions its keys allow', async ({ page }) => {
    await signInAs(page, 'Administrador de marcas');
    await openBrandSettings(page);
    let table = brandTable(page);
    for (const name of [CLINICA, RUTA, TEXTILES]) await expect(rowOf(table, name)).toBeVisible();
    await expect(rowOf(table, CAFE)).toHaveCount(0);
    await expect(rowOf(table, TEXTILES).getByRole('button')).toHaveText([
      brands.edit,
      brands.disable,
      brands.manageUsers,
    ]);
    await signOut(page);

    await signInAs(page, 'Estratega');
    await openBrandSettings(page);
    table = brandTable(page);
    await expect(rowOf(table, CAFE).getByRole('button')).toHaveText([brands.edit]);
    await rowOf(table, CAFE)
      .getByRole('button', { name: `${brands.edit} ${CAFE}` })
      .click();
    await expect(page).toHaveURL(/\/marca$/);
    await signOut(page);

    await signInAs(page, 'Diseñador');
    await openBrandSettings(page);
    await expect(rowOf(brandTable(page), CAFE)).toBeVisible();
    await expect(brandTable(page).getByRole('button')).toHaveCount(0);
  });

  test('grants a user access to a brand, who then finds it in their selector', async ({ page }) => {
    await signInAs(page, 'Diseñador');
    await expect(selectorBrands(page).filter({ hasText: CAFE })).toHaveCount(1);
    await expect(selectorBrands(page).filter({ hasText: RUTA })).toHaveCount(0);
    await signOut(page);

    await signInAs(page, 'Administrador de marcas');
    await openBrandSettings(page);
    await rowOf(brandTable(page), RUTA)
      .getByRole('button', { name: `${brands.manageUsers} ${RUTA}` })
      .click();
    const panel = page.getByRole('region', { name: brands.manageUsersTitle(RUTA) });
    await expect(panel.getByRole('heading', { name: brands.manageUsersTitle(RUTA) })).toBeVisible();
    const candidates = panel.getByRole('table', { name: brands.candidatesTable });
    await expect(candidates.getByRole('columnheader')).toHaveText([
      brands.access,
      'Nombre y apellido',
      'Correo',
      'Rol',
      'Acciones',
    ]);
    // Only active users: the disabled designer is not offered.
    await expect(rowOf(candidates, 'disenador@estudio.test')).toBeVisible();
    await expect(rowOf(candidates, 'inactivo@estudio.test')).toHaveCount(0);
    await expect(rowOf(candidates, 'admin@estudio.test')).toContainText('Superadministrador (acceso_total)');

    await panel.getByRole('combobox', { name: brands.roleFilter, exact: true }).selectOption({ label: 'Diseñador' });
    await expect(candidates.locator('tbody tr')).toHaveCount(1);
    const lucia = rowOf(candidates, 'disenador@estudio.test');
    await expect(lucia).toContainText(brands.noAccess);
    await lucia.getByRole('button', { name: `${brands.grant} Lucía Fernández Gil` }).click();
    await expect(lucia.getByRole('button', { name: `${brands.revoke} Lucía Fernández Gil` })).toBeVisible();
    await expect(lucia).toContainText(brands.hasAccess);
    await panel.getByRole('searchbox', { name: brands.searchUsers }).fill('lucía');
    await screenshot(page, 'adminbrands-manage-users');

    await panel.getByRole('button', { name: dialogs.close }).click();
    await expect(panel).toHaveCount(0);
    await signOut(page);

    await signInAs(page, 'Diseñador');
    await expect(selectorBrands(page).filter({ hasText: RUTA })).toHaveCount(1);
    await signOut(page);

    // Leave the demo data as the other specs expect it.
    await signInAs(page, 'Administrador de marcas');
    await openBrandSettings(page);
    await rowOf(brandTable(page), RUTA)
      .getByRole('button', { name: `${brands.manageUsers} ${RUTA}` })
      .click();
    const again = rowOf(
      page.getByRole('region', { name: brands.manageUsersTitle(RUTA) }).getByRole('table'),
      'disenador@estudio.test',
    );
    await again.getByRole('button', { name: `${brands.revoke} Lucía Fernández Gil` }).click();
    await expect(again.getByRole('button', { name: `${brands.grant} Lucía Fernández Gil` })).toBeVisible();
  });
});
