// The product's main path in the browser (docs/product.md, "Brand DNA" to "Content grid"): a strategist
// answers the brand questionnaire (/marca) with a brand manual, saves, lands on the
// communication guide (/blueprint) written by the stack's demo model, edits a block and a
// palette colour, generates the content grid and finds it on /requirements; the read-only
// guide of a designer; the metrics fields only for ADMIN_METRICS; and the LinkedIn
// connection (/socialmedia) through the local sandbox's consent page and back.
//
// Everything runs on the suite's own `npm start` stack (scripts/start.mjs): the ai,
// linkedin and sandbox functions in the Functions emulator, Firestore, Auth and Storage
// emulators (Storage rules are not enforced offline: docs/security.md).
import { FirestoreAdminBlueprintRepository, FirestoreAdminRequirementRepository } from '@estudio/adapters/node';
import { CONTENT_GRID_SIZE } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import type { Locator, Page } from '@playwright/test';
import { UiTexts } from '@estudio/ui/texts';
import { expect, screenshot, signInAs, test } from './fixtures.js';
import { acknowledge, activeRow, dismissError, rowCells, rowsFiltered, signOut } from './console-steps.js';
import { stackFirestore } from './stack-data.js';
import { ContentTexts } from '../src/shared/texts.js';
import { BrandDnaTexts } from '../src/screens/brand-dna/brand-dna-texts.js';
import { BlueprintTexts } from '../src/screens/blueprint/blueprint-texts.js';
import { SocialMediaTexts } from '../src/screens/social-media/social-media-texts.js';

/** The screens' words (docs/product.md), written out here instead of read from the app. */
const ui = {
  brandPicker: 'Marca a cargar',
  newBrand: 'Crear nueva marca',
  seeGuide: 'Ver guía de comunicación',
  save: 'Guardar',
  edit: 'Editar',
  brandName: 'Nombre de la marca',
  mission: 'Misión y propósito',
  keyProducts: 'Productos o servicios clave',
  tone: 'Tono de comunicación (arquetipo)',
  audience: 'Público objetivo',
  campaignGoal: 'Objetivo de la campaña',
  brandManual: 'Manual de marca',
  analysis: 'Análisis del manual de marca',
  idMetrics: 'ID de métricas (blogId)',
  linkMetrics: 'Enlace del panel de métricas',
  chooseFile: 'Seleccionar archivo',
  keepEditing: 'Seguir editando',
  guideHeading: 'Guía de comunicación',
  blockAudience: 'Público objetivo',
  blockKeyMessage: 'Mensaje clave',
  blockTone: 'Tono y estilo',
  regenerate: 'Regenerar',
  generateRequirements: 'Generar requerimientos',
  confirmGenerate: 'Generar',
  activeBrand: 'Marca activa',
  organizationId: 'ID de organización de LinkedIn',
  connect: 'Conectar LinkedIn',
  disconnect: 'Desconectar',
  connectionStatus: 'Estado de la conexión con LinkedIn',
  allow: 'Permitir',
  requirements: 'Requerimientos',
  filterBrand: 'Marca',
} as const;
const dialogs = UiTexts.dialogs;
const CAFE_ID = 'demo-cafe-cumbre-andina';
const CAFE = 'Café Cumbre Andina';
const TEXTILES = 'Textiles Quetzal';

const { db, close } = stackFirestore('e2e-strategy');
test.afterAll(close);

const requirementsOf = (brandId: string) => new FirestoreAdminRequirementRepository(db()).list(brandId);

const block = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

/** Picks a file through the file picker's button, as a user does (the browser's file chooser). */
const chooseFile = async (page: Page, group: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: ui.chooseFile }).click();
  await (await chooser).setFiles(file);
};

/** The rows of /requirements for one brand (its name typed in the brand filter). */
const requirementRows = async (page: Page, brandName: string): Promise<Locator> => {
  await page.goto('/requirements');
  await expect(page.getByRole('heading', { level: 1, name: ui.requirements })).toBeVisible();
  await page.getByRole('search').getByRole('searchbox', { name: ui.filterBrand, exact: true }).fill(brandName);
  return page.getByRole('table', { name: ui.requirements }).locator('tbody tr');
};

test.describe('brand DNA → communication guide → content grid', () => {
  test('a strategist creates a brand with its manual, edits the generated guide and generates the grid', async ({
    page,
  }) => {
    // The longest journey: a save that analyses the manual, a generated guide and a grid, each
    // a content command whose function may start cold (47 s on an idle machine): the same
    // budget as the other content journeys, not the suite's 60 s.
    test.setTimeout(180_000);
    // A name of this run's own: the suite may run against a stack that is already in use.
    const brandName = `Cacao Sierra Viva ${Date.now().toString(36)}`;
    await signInAs(page, 'Estratega');
    await page.goto('/marca');
    const picker = page.getByRole('combobox', { name: ui.brandPicker });
    // Start from a new brand whatever the shell had selected.
    await picker.selectOption({ label: ui.newBrand });
    await expect(page.getByRole('textbox', { name: ui.brandName })).toHaveValue('');

    // No brand yet: the guide cannot be opened; the metrics fields are not the strategist's.
    await page.getByRole('button', { name: ui.seeGuide }).click();
    await dismissError(page, ContentTexts.selectForBlueprint);
    await expect(page.getByRole('textbox', { name: ui.idMetrics })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: ui.linkMetrics })).toHaveCount(0);

    // The name is required.
    await page.getByRole('button', { name: ui.save, exact: true }).click();
    await dismissError(page, Messages.brand.nameRequired);

    await page.getByRole('textbox', { name: ui.brandName }).fill(brandName);
    await page
      .getByRole('textbox', { name: ui.mission })
      .fill('Llevar el cacao fino de la Sierra Nevada a quienes cocinan en casa.');
    await page.getByRole('textbox', { name: ui.keyProducts }).fill('Barras de chocolate 70 %, nibs y cacao en polvo');
    await page.getByRole('combobox', { name: ui.tone }).selectOption({ label: 'Explorador' });
    await page.getByRole('textbox', { name: ui.audience }).fill('Personas de 25 a 40 años que cocinan en casa');
    await page.getByRole('combobox', { name: ui.campaignGoal }).selectOption({ label: 'Conexión' });
    await page.getByRole('checkbox', { name: 'Alcance' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Interacciones' }).check({ force: true });
    for (const network of ['Instagram', 'LinkedIn', 'TikTok']) {
      await page.getByRole('checkbox', { name: network, exact: true }).check({ force: true });
    }

    // Leaving with unsaved answers asks first; staying keeps them.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Parrilla' }).click();
    const leave = page.getByRole('alertdialog', { name: ContentTexts.unsavedTitle });
    await expect(leave).toContainText(BrandDnaTexts.unsavedChanges);
    await leave.getByRole('button', { name: ContentTexts.keepEditing }).click();
    await expect(page).toHaveURL(/\/marca$/);
    await expect(page.getByRole('textbox', { name: ui.brandName })).toHaveValue(brandName);

    const manual = page.getByRole('group', { name: ui.brandManual });
    await chooseFile(page, manual, {
      name: 'manual-cacao-sierra-viva.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        'Manual de marca de Cacao Sierra Viva.\nTono: cercano y curioso.\nColores: marrón cacao y verde selva.\n',
      ),
    });
    await expect(manual).toContainText('manual-cacao-sierra-viva.txt');
    await screenshot(page, 'brand-dna-new-brand');

    // Saved: the manual uploaded (progress shown) and analysed, then the guide of the new brand.
    await page.getByRole('button', { name: ui.save, exact: true }).click();
    await expect(page.getByText(BrandDnaTexts.analyzing)).toBeVisible();
    await page.waitForURL(/\/blueprint\?brandId=[^&]+$/, { timeout: 30_000 });
    const brandId = new URL(page.url()).searchParams.get('brandId') ?? '';
    expect(brandId).not.toBe('');
    await expect(page.getByRole('heading', { level: 1, name: ui.guideHeading })).toBeVisible();
    await expect(page.getByTestId('page-header-brand')).toContainText(brandName);

    // No guide yet: the demo model writes one (its texts name the brand) and it is stored.
    await expect(block(page, ui.blockAudience)).toContainText(`Cliente ideal de ${brandName}`, { timeout: 30_000 });
    await expect(page.getByText(Messages.ai.demoModelBadge).first()).toBeVisible();
    await expect.poll(async () => (await new FirestoreAdminBlueprintRepository(db()).get(brandId)) !== null).toBe(true);
    const selected = await page.evaluate(() => window.localStorage.getItem('selectedBrandData'));
    expect(JSON.parse(selected ?? '{}')).toMatchObject({ id: brandId, brandName });
    await screenshot(page, 'blueprint-generated');

    // Edit and save one block.
    const keyMessage = block(page, ui.blockKeyMessage);
    await keyMessage.getByRole('button', { name: ui.edit }).click();
    const message = keyMessage.getByRole('textbox', { name: 'Mensaje clave', exact: true });
    await message.fill('Del árbol a tu cocina, sin atajos.');
    await screenshot(page, 'blueprint-editing');
    await keyMessage.getByRole('button', { name: ui.save }).click();
    await acknowledge(page, ContentTexts.saved);
    await expect(keyMessage).toContainText('Del árbol a tu cocina, sin atajos.');
    await expect(keyMessage.getByRole('textbox')).toHaveCount(0);

    // A palette colour: three hex digits are taken and stored as six.
    const tone = block(page, ui.blockTone);
    await tone.getByRole('button', { name: ui.edit }).click();
    const firstColour = tone.getByRole('textbox', { name: 'Color 1', exact: true });
    await firstColour.fill('#0a7');
    await firstColour.blur();
    await tone.getByRole('button', { name: ui.save }).click();
    await acknowledge(page, ContentTexts.saved);
    await expect(tone).toContainText('Color 1: #00aa77');

    // Both edits are stored, and still shown after a reload.
    await expect
      .poll(async () => {
        const stored = await new FirestoreAdminBlueprintRepository(db()).get(brandId);
        return [stored?.bloques.tercer_bloque.mensaje_clave, stored?.bloques.sexto_bloque.colors[0]];
      })
      .toEqual(['Del árbol a tu cocina, sin atajos.', '#00aa77']);
    await page.reload();
    await expect(block(page, ui.blockKeyMessage)).toContainText('Del árbol a tu cocina, sin atajos.');
    await expect(block(page, ui.blockTone)).toContainText('Color 1: #00aa77');

    // 'Regenerar' proposes a new guide as a draft held by the server: the blocks change only on 'Reemplazar', and
    // 'Deshacer' brings the edited ones back.
    const guideRepo = () => new FirestoreAdminBlueprintRepository(db());
    await page.getByRole('button', { name: ui.regenerate, exact: true }).click();
    const proposal = page.getByRole('region', { name: BlueprintTexts.proposalTitle });
    await expect(proposal).toBeVisible({ timeout: 30_000 });
    expect((await guideRepo().get(brandId))?.bloques.tercer_bloque.mensaje_clave).toBe(
      'Del árbol a tu cocina, sin atajos.',
    );
    await proposal.getByRole('button', { name: UiTexts.aiDraft.replace, exact: true }).click();
    await expect(page.getByText(BlueprintTexts.proposalReplaced)).toBeVisible({ timeout: 30_000 });
    await expect(proposal).toHaveCount(0);
    await expect(block(page, ui.blockKeyMessage)).not.toContainText('Del árbol a tu cocina, sin atajos.');
    await page.getByRole('button', { name: UiTexts.aiDraft.undo }).click();
    await expect(block(page, ui.blockKeyMessage)).toContainText('Del árbol a tu cocina, sin atajos.', {
      timeout: 30_000,
    });
    await expect
      .poll(async () => (await guideRepo().get(brandId))?.bloques.tercer_bloque.mensaje_clave)
      .toBe('Del árbol a tu cocina, sin atajos.');

    // The content grid: confirmed first, then 14 requirements numbered after the brand's existing ones (none).
    expect(await requirementsOf(brandId)).toHaveLength(0);
    await page.getByRole('button', { name: ui.generateRequirements }).click();
    const confirm = page.getByRole('alertdialog', { name: dialogs.confirmTitle });
    await expect(confirm).toContainText(BlueprintTexts.confirmGenerateRequirements(CONTENT_GRID_SIZE));
    await confirm.getByRole('button', { name: ui.confirmGenerate, exact: true }).click();
    await acknowledge(page, BlueprintTexts.requirementsGenerated(CONTENT_GRID_SIZE, 1, CONTENT_GRID_SIZE));
    await screenshot(page, 'blueprint-grid-generated');

    const rows = await requirementRows(page, brandName);
    await expect(rows).toHaveCount(CONTENT_GRID_SIZE);
    const titles = await rows.locator('td:first-child').allTextContents();
    expect(titles.filter((title) => /^Carrusel \d+ - T\d+$/.test(title))).toHaveLength(6);
    expect(titles.filter((title) => /^Video \d+ - T\d+$/.test(title))).toHaveLength(6);
    expect(titles.filter((title) => /^Blog/.test(title))).toHaveLength(2);
    const stored = await requirementsOf(brandId);
    expect(stored.map((requirement) => requirement.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: CONTENT_GRID_SIZE }, (_, index) => index + 1),
    );
    expect(new Set(stored.map((requirement) => requirement.status))).toEqual(new Set(['Pendiente']));
    expect(new Set(stored.map((requirement) => requirement.assignedTo))).toEqual(new Set(['Por asignar']));
    await screenshot(page, 'requirements-new-grid');

    // Back on the questionnaire the brand is loaded with the manual's analysis.
    await page.goto('/marca');
    await expect(page.getByRole('combobox', { name: ui.brandPicker })).toHaveValue(brandId);
    await expect(page.getByRole('textbox', { name: ui.brandName })).toHaveValue(brandName);
    await expect(page.getByRole('textbox', { name: ui.analysis })).toHaveValue(/Análisis de /);
    await expect(page.getByRole('group', { name: ui.brandManual })).toContainText('manual-cacao-sierra-viva.txt');
    await screenshot(page, 'brand-dna-saved');
  });

  test("another grid on a brand with requirements continues the brand's numbering", async ({ page }) => {
    const before = await requirementsOf(CAFE_ID);
    const last = Math.max(0, ...before.map((requirement) => requirement.number));
    await signInAs(page, 'Estratega');
    await page.goto(`/blueprint?brandId=${CAFE_ID}`);
    await expect(page.getByTestId('page-header-brand')).toContainText(CAFE);
    await page.getByRole('button', { name: ui.generateRequirements }).click();
    const confirm = page.getByRole('alertdialog', { name: dialogs.confirmTitle });
    await confirm.getByRole('button', { name: ui.confirmGenerate, exact: true }).click();
    await acknowledge(
      page,
      BlueprintTexts.requirementsGenerated(CONTENT_GRID_SIZE, last + 1, last + CONTENT_GRID_SIZE),
    );
    const created = (await requirementsOf(CAFE_ID)).filter((requirement) => requirement.number > last);
    expect(created.map((requirement) => requirement.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: CONTENT_GRID_SIZE }, (_, index) => last + 1 + index),
    );
    await requirementRows(page, CAFE);
    const lastNumber = String(last + CONTENT_GRID_SIZE);
    await page.getByRole('search').getByRole('searchbox', { name: 'Núm.', exact: true }).fill(lastNumber);
    // The number filter keeps numbers that contain the text; the grid's last one is among them.
    const list = page.getByRole('table', { name: ui.requirements });
    await rowsFiltered(
      list,
      (cells) => activeRow(cells).brand === CAFE && activeRow(cells).number.includes(lastNumber),
    );
    expect((await rowCells(list)).map((cells) => activeRow(cells).number)).toContain(lastNumber);
  });

  test('a designer reads the guide: no edit, no regenerate, no generate button', async ({ page }) => {
    await signInAs(page, 'Diseñador');
    await page.goto(`/blueprint?brandId=${CAFE_ID}`);
    await expect(block(page, ui.blockAudience)).toBeVisible();
    await expect(block(page, ui.blockTone).getByRole('list', { name: 'Paleta de colores' })).toBeVisible();
    await expect(page.getByRole('button', { name: ui.edit })).toHaveCount(0);
    await expect(page.getByRole('button', { name: ui.regenerate })).toHaveCount(0);
    await expect(page.getByRole('button', { name: ui.generateRequirements })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await screenshot(page, 'blueprint-read-only');
  });

  test('the metrics fields show for ADMIN_METRICS (Administrador de marcas) and not for the strategist', async ({
    page,
  }) => {
    // Textiles Quetzal: owned by the Administrador de marcas, assigned to the Estratega.
    await signInAs(page, 'Administrador de marcas');
    await page.goto('/marca');
    await page.getByRole('combobox', { name: ui.brandPicker }).selectOption({ label: TEXTILES });
    await expect(page.getByRole('textbox', { name: ui.brandName })).toHaveValue(TEXTILES);
    await expect(page.getByRole('textbox', { name: ui.idMetrics })).toBeVisible();
    await expect(page.getByRole('textbox', { name: ui.linkMetrics })).toBeVisible();
    await screenshot(page, 'brand-dna-metrics');

    // Signed out first (the URL is / once the session is gone), else the next sign-in's page
    // could still find the old session and skip the form.
    await signOut(page);
    await signInAs(page, 'Estratega');
    await page.goto('/marca');
    await page.getByRole('combobox', { name: ui.brandPicker }).selectOption({ label: TEXTILES });
    await expect(page.getByRole('textbox', { name: ui.brandName })).toHaveValue(TEXTILES);
    await expect(page.getByRole('textbox', { name: ui.idMetrics })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: ui.linkMetrics })).toHaveCount(0);
  });
});

test.describe('Redes Sociales (/socialmedia)', () => {
  test('saves the organization id, connects LinkedIn through the sandbox and disconnects', async ({ page }) => {
    await signInAs(page, 'Estratega');
    await page.goto('/socialmedia');
    await page.getByRole('combobox', { name: ui.activeBrand }).selectOption({ label: CAFE });
    await expect(page.getByText(`Marca: ${CAFE}`)).toBeVisible();
    const status = page.getByRole('status', { name: ui.connectionStatus });
    await expect(status).toContainText(SocialMediaTexts.notConnectedIndicator);

    const organization = page.getByRole('textbox', { name: ui.organizationId });
    await organization.fill('');
    await page.getByRole('button', { name: ui.connect }).click();
    await dismissError(page, Messages.linkedin.organizationIdRequired);
    await organization.fill('  90210417 ');
    await page.getByRole('button', { name: ui.save, exact: true }).click();
    await acknowledge(page, SocialMediaTexts.saved);
    await expect(organization).toHaveValue('90210417');
    await screenshot(page, 'socialmedia');

    // The server's auth route, the sandbox's consent page, and back to the console.
    await page.getByRole('button', { name: ui.connect }).click();
    await page.waitForURL(/\/sandbox\/linkedin\//);
    await expect(page.getByRole('button', { name: ui.allow })).toBeVisible();
    await screenshot(page, 'socialmedia-sandbox-consent');
    await page.getByRole('button', { name: ui.allow }).click();
    await page.waitForURL(/\/socialmedia(\?|$)/);
    await acknowledge(page, Messages.linkedin.callbackConnected);
    await expect(page).toHaveURL(/\/socialmedia$/);
    await expect(status).toContainText(SocialMediaTexts.connected);
    await expect(status).toContainText(/Conectado con LinkedIn hasta el \d{2}\/\d{2}\/\d{4}/);
    await expect(status).toContainText(SocialMediaTexts.sandboxConnection);
    await screenshot(page, 'socialmedia-connected');

    await page.getByRole('button', { name: ui.disconnect }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(SocialMediaTexts.confirmDisconnect);
    await confirm.getByRole('button', { name: ui.disconnect }).click();
    await acknowledge(page, Messages.linkedin.disconnected);
    await expect(status).toContainText(SocialMediaTexts.notConnectedIndicator);
  });
});
