import { UiTexts } from '@estudio/ui/texts';
// The carousel detail (/carrousel/{id}, docs/product.md "Carousels") in the browser on the suite's own
// `npm start` stack: each action by a demo role whose keys allow it
// (shared/design/permissions.md). The Gestor de contenido opens a carousel of Café Cumbre
// Andina that is still En diseño from /requirements and gets a caption suggestion from the
// demo model; the Diseñador generates new guides and an image per guide, validates a design and
// reads the mark and its history; the Gestor de contenido schedules it and the local sandbox
// holds the draft.
import { FirestoreAdminRequirementRepository } from '@estudio/adapters/node';
import { Messages } from '@estudio/domain/shared';
import type { Page } from '@playwright/test';
import { accountOf, expect, screenshot, signInAs, test } from './fixtures.js';
import { acknowledge, openFromRequirements, sandboxDrafts, signOut } from './console-steps.js';
import { stackFirestore } from './stack-data.js';

const ui = {
  caption: 'Caption',
  suggestion: 'Generar sugerencia',
  newGuides: 'Generar nuevas guías',
  guide: (n: number) => `Guía ${n}`,
  description: (n: number) => `Descripción de la guía ${n}`,
  image: (n: number) => `Imagen de la guía ${n}`,
  newImage: (n: number) => `Generar nueva imagen ${n}`,
  validate: (n: number) => `Validar diseño ${n}`,
  detail: (n: number) => `Detalle de la validación ${n}`,
  history: 'Historial de alineación',
  publishing: 'Datos para publicar',
  publicationDate: 'Fecha de publicación',
  publicationTime: 'Hora',
  network: (name: string) => name,
  schedule: 'Programar publicación',
  guidesProposal: 'Guías propuestas por la IA',
  guidesReplaced: 'Se reemplazaron las guías por la propuesta de la IA.',
  imageDraft: 'Nueva imagen de la IA',
  proposedImage: (n: number) => `Imagen propuesta para la guía ${n}`,
} as const;
const CAFE_ID = 'demo-cafe-cumbre-andina';
const CAFE = 'Café Cumbre Andina';
// The seed's second grid: number 16 is a carousel En diseño, its guides written, no image yet.
const CAROUSEL_ID = 'demo-req-016';
const GUIDES = 3;

const { db, close } = stackFirestore('e2e-carousel');
test.afterAll(close);

const stored = async () => {
  const found = await new FirestoreAdminRequirementRepository(db()).get(CAFE_ID, CAROUSEL_ID);
  if (found === null) throw new Error(`${CAROUSEL_ID} is not in the stack's data`);
  return found;
};

/** Opens the carousel as a user does: /requirements, the brand and number filters, its title link. */
const openFromList = async (page: Page) => {
  const { number, title } = await stored();
  await openFromRequirements(page, { brand: CAFE, number, title, path: `/carrousel/${CAROUSEL_ID}` });
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
};

test.describe('Carrusel (/carrousel/{id})', () => {
  test('suggestion, new guides and images, validation with its history, then scheduled to the sandbox', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A caption and guides the demo model never writes, so its answers are seen to replace
    // them (they are deterministic: the same request, the same answer, run after run); no
    // image or validation yet, as the seed leaves it.
    await new FirestoreAdminRequirementRepository(db()).update(CAFE_ID, CAROUSEL_ID, {
      caption: 'Caption anterior, escrito por la prueba.',
      instructions: ['Guía anterior 1.', 'Guía anterior 2.', 'Guía anterior 3.'],
      imagesAIUrl: [],
      validation: {},
      selectedSocialNetwork: [],
      guidesProposal: null,
      guidesReplaced: null,
      updatedAt: new Date(),
    });
    const before = await stored();
    expect(before.status).toBe('En diseño');

    // Gestor de contenido: the caption suggestion of the demo model.
    await signInAs(page, 'Gestor de contenido');
    await openFromList(page);
    await expect(page.getByRole('article', { name: ui.guide(1) })).toContainText('Guía anterior 1.');
    await expect(page.getByRole('img', { name: ui.image(1) })).toHaveCount(0);
    await page.getByRole('button', { name: ui.suggestion }).click();
    // The suggestion comes as a draft beside the caption; replacing saves it.
    await page.getByRole('button', { name: UiTexts.aiDraft.replace, exact: true }).click();
    await expect.poll(async () => (await stored()).caption, { timeout: 30_000 }).not.toBe(before.caption);
    const suggested = (await stored()).caption;
    await expect(page.getByRole('textbox', { name: ui.caption, exact: true })).toHaveValue(suggested);
    await signOut(page);

    // Diseñador: new guides, an image for each, and the validation of the first.
    await signInAs(page, 'Diseñador');
    await openFromList(page);
    // The caption and guides are plain text to a designer (no REQUIREMENTS_EDIT).
    await expect(page.getByRole('textbox', { name: ui.caption, exact: true })).toHaveCount(0);
    // New guides arrive as a draft held by the server: the guides stay until 'Reemplazar'.
    await page.getByRole('button', { name: ui.newGuides }).click();
    const guidesDraft = page.getByRole('region', { name: ui.guidesProposal });
    await expect(guidesDraft).toBeVisible({ timeout: 30_000 });
    expect((await stored()).instructions).toEqual(before.instructions);
    const proposed = (await stored()).guidesProposal?.instructions ?? [];
    expect(proposed).toHaveLength(GUIDES);
    await guidesDraft.getByRole('button', { name: UiTexts.aiDraft.replace, exact: true }).click();
    await expect
      .poll(async () => JSON.stringify((await stored()).instructions), { timeout: 30_000 })
      .toBe(JSON.stringify(proposed));
    await expect(guidesDraft).toHaveCount(0);
    await expect(page.getByText(ui.guidesReplaced)).toBeVisible();
    const instructions = (await stored()).instructions;
    await expect(page.getByRole('article', { name: ui.guide(1) })).toContainText(instructions[0] ?? '—');

    // Each card's AI image arrives as a draft beside the card's image; 'Reemplazar' has the server set it.
    const imageDraft = (n: number) =>
      page.getByRole('article', { name: ui.guide(n) }).getByRole('region', { name: ui.imageDraft });
    for (let n = 1; n <= GUIDES; n += 1) {
      await page.getByRole('button', { name: ui.newImage(n) }).click();
      await expect(imageDraft(n).getByRole('img', { name: ui.proposedImage(n) })).toBeVisible({ timeout: 30_000 });
      expect((await stored()).imagesAIUrl[n - 1] ?? '').toBe('');
      await imageDraft(n).getByRole('button', { name: UiTexts.aiDraft.replace, exact: true }).click();
      await expect(page.getByRole('img', { name: ui.image(n) })).toBeVisible({ timeout: 30_000 });
      await expect(imageDraft(n)).toHaveCount(0);
    }
    const images = (await stored()).imagesAIUrl;
    expect(images).toHaveLength(GUIDES);
    expect(images.every((url) => url.startsWith('http'))).toBe(true);

    // A second image for card 1, replaced, then 'Deshacer': the first one is back.
    const first = page.getByRole('article', { name: ui.guide(1) });
    await page.getByRole('button', { name: ui.newImage(1) }).click();
    await imageDraft(1).getByRole('button', { name: UiTexts.aiDraft.replace, exact: true }).click();
    await expect.poll(async () => (await stored()).imagesAIUrl[0], { timeout: 30_000 }).not.toBe(images[0]);
    await first.getByRole('button', { name: UiTexts.aiDraft.undo }).click();
    await expect.poll(async () => (await stored()).imagesAIUrl[0], { timeout: 30_000 }).toBe(images[0]);
    await expect(first.getByRole('img', { name: ui.image(1) })).toHaveAttribute('src', images[0] ?? '');
    await screenshot(page, 'carousel');

    await page.getByRole('button', { name: ui.validate(1) }).click();
    const card = page.getByRole('article', { name: ui.guide(1) });
    const mark = card.getByRole('button', { name: /^Validación: / });
    await expect(mark).toBeVisible({ timeout: 30_000 });
    const validation = (await stored()).validation['0'];
    expect(validation?.alineacion).toEqual(expect.any(Number));
    await mark.click();
    const detail = page.getByRole('region', { name: ui.detail(1) });
    await expect(detail).toContainText(validation?.descripcion ?? '');
    const history = detail.getByRole('table', { name: ui.history });
    await expect(history.locator('tbody tr')).not.toHaveCount(0);
    await expect(history).toContainText(accountOf('Diseñador').email);
    await screenshot(page, 'carousel-validated');
    await signOut(page);

    // Gestor de contenido: scheduled through the server; the sandbox holds one more draft.
    const draftsBefore = (await sandboxDrafts()).length;
    await signInAs(page, 'Gestor de contenido');
    await openFromList(page);
    const panel = page.getByRole('region', { name: ui.publishing });
    // Café Cumbre Andina's networks that take a carousel; nothing chosen yet.
    await panel.getByRole('checkbox', { name: ui.network('Instagram'), exact: true }).check({ force: true });
    await panel.getByRole('checkbox', { name: ui.network('Facebook'), exact: true }).check({ force: true });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    // The date as dd/mm/aaaa, the time on a 24-hour clock, in two boxes.
    const [year, month, day] = tomorrow.toISOString().slice(0, 10).split('-');
    await panel.getByLabel(ui.publicationDate).fill(`${day}/${month}/${year}`);
    await panel.getByLabel(ui.publicationTime, { exact: true }).fill('10:00');
    await panel.getByRole('button', { name: ui.schedule }).click();
    // The server reads the three images from Storage and hands them to the scheduler: longer
    // than a click, on a machine shared with the emulators.
    await acknowledge(page, Messages.success.sentToScheduling, 30_000);
    await expect.poll(async () => (await sandboxDrafts()).length).toBe(draftsBefore + 1);
    const draft = (await sandboxDrafts()).at(-1) ?? {};
    expect(JSON.stringify(draft)).toContain(suggested.slice(0, 30));
    const sent = await stored();
    expect(sent.scheduledPost?.networks).toEqual(expect.arrayContaining(['Instagram', 'Facebook']));
    expect(sent.selectedSocialNetwork).toEqual(expect.arrayContaining(['Instagram', 'Facebook']));
    await screenshot(page, 'carousel-scheduled');
  });
});
