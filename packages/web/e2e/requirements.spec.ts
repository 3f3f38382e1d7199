// The two requirement lists in the browser (docs/product.md, "Requirements"): pages of 50,
// filters and sorting, a status changed to Finalizado found in /finished, the assignee, the
// title links, and what each role may change. The seed holds fewer than 50 active
// requirements, so the suite adds content grids through the Firestore emulator (Admin SDK,
// the repository the CLI uses) until there are more.
import {
  FirestoreAdminBrandRepository,
  FirestoreAdminRequirementRepository,
  FirestoreAdminRoleRepository,
} from '@estudio/adapters/node';
import { PAGE_SIZE, UNASSIGNED, planContentGrid } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import type { Locator, Page } from '@playwright/test';
import { activeRow, rowCells, rowsFiltered } from './console-steps.js';
import { accountOf, expect, screenshot, signInAs, test } from './fixtures.js';
import { stackFirestore } from './stack-data.js';
import { RequirementsTexts } from '../src/screens/requirements/requirements-texts.js';

/** The lists' column headers, menu labels and titles as the console shows them (docs/product.md), written out here instead of read from the app. */
const col = {
  title: 'Tipo de contenido',
  brand: 'Marca',
  numberShort: 'Núm.',
  number: 'Número',
  createdBy: 'Creado por',
  status: 'Estado',
  assignedTo: 'Asignado a',
  edited: 'Editado',
  updated: 'Actualizado',
  createdAt: 'Creado',
  inDesignAt: 'En diseño',
} as const;
/** Each list's headers in display order. */
const ACTIVE_HEADERS = [
  col.title,
  col.brand,
  col.numberShort,
  col.createdBy,
  col.status,
  col.assignedTo,
  col.edited,
  col.createdAt,
  col.inDesignAt,
];
const FINISHED_HEADERS = [col.title, col.brand, col.number, col.createdBy, col.assignedTo, col.updated, col.createdAt];
/** The menu items and the titles of the two lists. */
const MENU_ACTIVE = 'Parrilla';
const MENU_FINISHED = 'Personalizado';
const ACTIVE = 'Requerimientos';
const FINISHED = 'Requerimientos Finalizados';
const TEXTILES_ID = 'demo-textiles-quetzal';
const TEXTILES = 'Textiles Quetzal';
const CAFE_ID = 'demo-cafe-cumbre-andina';
const CAFE = 'Café Cumbre Andina';

// ---------------------------------------------------------------- the stack's data

const { db, close } = stackFirestore('e2e-requirements');

const activeCount = async (): Promise<number> => {
  const requirements = new FirestoreAdminRequirementRepository(db());
  const brands = await new FirestoreAdminBrandRepository(db()).list();
  const lists = await Promise.all(brands.map((brand) => requirements.list(brand.id)));
  return lists.flat().filter((requirement) => requirement.status !== 'Finalizado').length;
};

/** Adds content grids (14 Pendiente requirements each) to Textiles Quetzal until the active list has a second page. */
const ensureMoreThanOnePage = async (): Promise<void> => {
  const requirements = new FirestoreAdminRequirementRepository(db());
  while ((await activeCount()) <= PAGE_SIZE) {
    await requirements.createMany(
      TEXTILES_ID,
      planContentGrid({
        brandId: TEXTILES_ID,
        brandName: TEXTILES,
        existingCount: await requirements.count(TEXTILES_ID),
        createdBy: accountOf('Estratega').email,
        createdAt: new Date(),
      }),
    );
  }
};

/** The stored requirement of a brand with this title (titles carry the number, unique per brand). */
const stored = async (brandId: string, title: string) =>
  (await new FirestoreAdminRequirementRepository(db()).list(brandId)).find(
    (requirement) => requirement.title === title,
  );
const storedTextiles = (title: string) => stored(TEXTILES_ID, title);

/**
 * How many of Textiles Quetzal's active requirements the short number filter keeps for this
 * text: it matches anywhere in the number (4 keeps 14 and 40), as the screen's filter does.
 */
const activeTextilesMatching = async (numberText: string): Promise<number> =>
  (await new FirestoreAdminRequirementRepository(db()).list(TEXTILES_ID)).filter(
    (requirement) => requirement.status !== 'Finalizado' && String(requirement.number).includes(numberText),
  ).length;

/** Runs `body` with a permission code taken off a demo role, and puts it back after. */
const withoutCode = async (roleName: string, code: string, body: () => Promise<void>): Promise<void> => {
  const roles = new FirestoreAdminRoleRepository(db());
  const role = (await roles.list()).find((candidate) => candidate.name === roleName);
  if (role === undefined) throw new Error(`No role ${roleName}`);
  await roles.updatePermissions(
    role.id,
    role.permissions.filter((held) => held !== code),
  );
  try {
    await body();
  } finally {
    await roles.updatePermissions(role.id, role.permissions);
  }
};

test.beforeAll(async () => {
  await ensureMoreThanOnePage();
});

test.afterAll(close);

// ---------------------------------------------------------------- the screen

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const table = (page: Page, title: string) => page.getByRole('table', { name: title });
const bodyRows = (list: Locator) => list.locator('tbody tr');
const total = (page: Page) => page.getByTestId('table-total');
const totalOf = async (page: Page): Promise<number> =>
  Number(((await total(page).textContent()) ?? '').replace(/\D/g, ''));
const filterBox = (page: Page, label: string) =>
  page.getByRole('search').getByRole('searchbox', { name: label, exact: true });
const filterSelect = (page: Page, label: string) =>
  page.getByRole('search').getByRole('combobox', { name: label, exact: true });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/** Waits for a list's rows: its title, and the total shown once they are loaded. */
const listShown = async (page: Page, title: string) => {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(total(page)).toBeVisible();
};

/**
 * Opens Parrilla by its address right after signing in: the login screen still navigates
 * to /marca once its sign-in call returns (after the session has already moved there), so
 * a menu click made in between can be undone; a page load leaves that behind.
 */
const openRequirements = async (page: Page) => {
  await page.goto('/requirements');
  await listShown(page, ACTIVE);
  await expect(menu(page).getByRole('link', { name: MENU_ACTIVE, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
};

const openFinished = async (page: Page) => {
  await menu(page).getByRole('link', { name: MENU_FINISHED, exact: true }).click();
  await expect(page).toHaveURL(/\/finished$/);
  await listShown(page, FINISHED);
};

/** The texts of the first row's cells (a select cell gives its chosen option's label). */
const firstRowCells = async (list: Locator): Promise<readonly string[]> => (await rowCells(list))[0] ?? [];

/** Keeps the active list's rows of this brand in this status. */
const ofBrandIn = (brand: string, status: string) => (cells: readonly string[]) => {
  const row = activeRow(cells);
  return row.brand === brand && row.status === status;
};

test.describe('Requerimientos (/requirements)', () => {
  test('pages past 50, sorts, filters back to page 1 and opens a title by its type', async ({ page }) => {
    await signInAs(page, 'Superadministrador');
    await openRequirements(page);
    const list = table(page, ACTIVE);
    await expect(list.getByRole('columnheader')).toHaveText(
      ACTIVE_HEADERS.map((label) => new RegExp(`^${escape(label)}`)),
    );

    const count = await totalOf(page);
    expect(count).toBeGreaterThan(PAGE_SIZE);
    await expect(total(page)).toHaveText(Messages.requirements.totalRecords(count));
    await expect(bodyRows(list)).toHaveCount(PAGE_SIZE);
    // Only requirements not Finalizado.
    const statuses = await list
      .getByRole('combobox', { name: /^Estado: / })
      .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
    expect(statuses).toHaveLength(PAGE_SIZE);
    expect(statuses).not.toContain('Finalizado');
    await screenshot(page, 'requirements');

    const pages = page.getByRole('navigation', { name: `Paginación: ${ACTIVE}` });
    await pages.getByRole('button', { name: 'Página 2' }).click();
    await expect(pages.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(bodyRows(list)).toHaveCount(Math.min(PAGE_SIZE, count - PAGE_SIZE));
    await expect(total(page)).toHaveText(Messages.requirements.totalRecords(count));
    await screenshot(page, 'requirements-page-2');

    // Sorting keeps the page; a filter goes back to page 1.
    const numberHeader = list.getByRole('columnheader', { name: col.numberShort });
    await numberHeader.getByRole('button').click();
    await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
    await numberHeader.getByRole('button').click();
    await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(pages.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await filterBox(page, col.title).fill('carrusel');
    await expect(pages.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    // Text filters are deferred (typing stays responsive): wait for the filtered rows.
    await expect
      .poll(async () => {
        const titles = await list.locator('tbody tr td:first-child').allTextContents();
        return titles.length > 0 && titles.every((title) => title.includes('Carrusel'));
      })
      .toBe(true);

    const [title = '', , number = ''] = await firstRowCells(list);
    await bodyRows(list).first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/carrousel\/[^/]+$/);
    expect(number).toMatch(/^\d+$/);
  });

  test('a status changed to Finalizado leaves the list, is stored, and is found in /finished', async ({ page }) => {
    await signInAs(page, 'Estratega');
    await openRequirements(page);
    const list = table(page, ACTIVE);
    await filterBox(page, col.brand).fill(TEXTILES);
    await filterSelect(page, col.status).selectOption('Pendiente');
    await rowsFiltered(list, ofBrandIn(TEXTILES, 'Pendiente'));
    const { title, number } = activeRow(await firstRowCells(list));
    await filterBox(page, col.numberShort).fill(number);
    const row = bodyRows(list).filter({ hasText: title });
    await expect(row).toHaveCount(1);

    await row.getByRole('combobox', { name: `${col.status}: ${title} (${TEXTILES})` }).selectOption('Finalizado');
    // Gone at once (optimistic), then saved: status and a server-time updatedAt.
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await storedTextiles(title))?.status).toBe('Finalizado');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const saved = await storedTextiles(title);
    expect(saved?.updatedAt?.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);

    // After a reload it is still not on the active list.
    await page.reload();
    await expect(total(page)).toBeVisible();
    await filterBox(page, col.brand).fill(TEXTILES);
    await filterBox(page, col.numberShort).fill(number);
    // Other numbers containing this one may remain (a substring filter); the finalised one may not.
    await expect(total(page)).toHaveText(Messages.requirements.totalRecords(await activeTextilesMatching(number)));
    await expect(bodyRows(list).filter({ hasText: title })).toHaveCount(0);

    await openFinished(page);
    const finished = table(page, FINISHED);
    await expect(finished.getByRole('columnheader')).toHaveText(
      FINISHED_HEADERS.map((label) => new RegExp(`^${escape(label)}`)),
    );
    await expect(filterSelect(page, col.status)).toHaveCount(0);
    await screenshot(page, 'finished');
    await filterBox(page, col.brand).fill(TEXTILES);
    await filterBox(page, col.number).fill(number);
    const found = bodyRows(finished).filter({ hasText: title });
    await expect(found).toHaveCount(1);
    await expect(found.getByRole('link', { name: title })).toBeVisible();
    await screenshot(page, 'finished-found');

    await filterBox(page, col.number).fill('999999');
    await expect(finished.getByText(RequirementsTexts.noFinished)).toBeVisible();
  });

  test('assigns a requirement, and the assignment is stored', async ({ page }) => {
    await signInAs(page, 'Estratega');
    await openRequirements(page);
    const list = table(page, ACTIVE);
    await filterBox(page, col.brand).fill(TEXTILES);
    await filterSelect(page, col.status).selectOption('Pendiente');
    await rowsFiltered(list, ofBrandIn(TEXTILES, 'Pendiente'));
    const unassigned = (await rowCells(list)).map(activeRow).find((row) => row.assignedTo === UNASSIGNED);
    expect(unassigned, `an unassigned Pendiente requirement of ${TEXTILES}`).toBeDefined();
    const title = unassigned?.title ?? '';
    const designer = accountOf('Diseñador').email;
    const assignee = list.getByRole('combobox', { name: `${col.assignedTo}: ${title} (${TEXTILES})` });
    await assignee.selectOption(designer);
    await expect(assignee).toHaveValue(designer);
    // The select waits while the change is saved.
    await expect(assignee).toBeEnabled();
    await expect.poll(async () => (await storedTextiles(title))?.assignedTo).toBe(designer);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.reload();
    await expect(total(page)).toBeVisible();
    await filterBox(page, col.brand).fill(TEXTILES);
    await filterSelect(page, col.assignedTo).selectOption(designer);
    await expect(list.getByRole('combobox', { name: `${col.assignedTo}: ${title} (${TEXTILES})` })).toHaveValue(
      designer,
    );
  });
});

test.describe('what each role may change', () => {
  test('Gestor de contenido changes the status but sees the assignee as text', async ({ page }) => {
    await signInAs(page, 'Gestor de contenido');
    await openRequirements(page);
    const list = table(page, ACTIVE);
    await expect(bodyRows(list).first()).toBeVisible();
    const rows = await bodyRows(list).count();
    await expect(list.getByRole('combobox', { name: /^Estado: / })).toHaveCount(rows);
    await expect(list.getByRole('combobox', { name: /^Asignado a: / })).toHaveCount(0);
    await screenshot(page, 'requirements-content-manager');

    // Sending one to design is saved with inDesignAt.
    await filterBox(page, col.brand).fill(CAFE);
    await filterSelect(page, col.status).selectOption('Solicitar diseño');
    await rowsFiltered(list, ofBrandIn(CAFE, 'Solicitar diseño'));
    const { title, number } = activeRow(await firstRowCells(list));
    // Keep it on screen after the change: by its number rather than its status.
    await filterSelect(page, col.status).selectOption('');
    await filterBox(page, col.numberShort).fill(number);
    const status = list.getByRole('combobox', { name: `${col.status}: ${title} (${CAFE})` });
    await status.selectOption('En diseño');
    await expect(status).toHaveValue('En diseño');
    await expect.poll(async () => (await stored(CAFE_ID, title))?.status).toBe('En diseño');
    expect((await stored(CAFE_ID, title))?.inDesignAt).not.toBeNull();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a role without STATUS_REQUIREMENTS sees the status as plain text', async ({ page }) => {
    await withoutCode('Diseñador', 'estado_requerimientos', async () => {
      await signInAs(page, 'Diseñador');
      await openRequirements(page);
      const list = table(page, ACTIVE);
      await expect(bodyRows(list).first()).toBeVisible();
      await expect(list.getByRole('combobox')).toHaveCount(0);
      const { status } = activeRow(await firstRowCells(list));
      expect(['Pendiente', 'Solicitar diseño', 'En diseño']).toContain(status);
      await screenshot(page, 'requirements-read-only');
    });
  });

  test('a role without VIEW_REQUIREMENTS is told so on both lists', async ({ page }) => {
    await signInAs(page, 'Administrador de marcas');
    await expect(menu(page).getByRole('link', { name: MENU_ACTIVE })).toHaveCount(0);
    await page.goto('/requirements');
    await expect(page.getByText(Messages.requirements.noPermission)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto('/finished');
    await expect(page.getByText(Messages.requirements.noPermission)).toBeVisible();
  });
});
