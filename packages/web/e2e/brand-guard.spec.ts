// The brand guard in the browser, on the suite's own `npm start` stack (docs/product.md,
// "Revisión de marca"). The Gestor de contenido types into the caption of Café Cumbre Andina's
// ready carousel a phrase with one of the brand's concepts to avoid ('Café instantáneo'). The
// phrase is underlined and the panel names the finding 'Concepto a evitar'. They rewrite the
// phrase, save, and score the text on the demo model: it passes. 'Programar publicación' then
// sends it with no override dialog: one more sandbox draft, and no override on the sent post.
// The carousel's stored document is put back as it was at the end, whatever the outcome (its
// caption, and no sent post), so the journeys after this one find the seed's carousel unsent, as
// they expect; the sandbox draft and the send record stay, as any send's do.
import { FirestoreAdminRequirementRepository } from '@estudio/adapters/node';
import { GUARD_RULE_LABELS } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { GuardUiTexts } from '@estudio/ui/guard-texts';
import type { Page } from '@playwright/test';
import type { DocumentData } from 'firebase-admin/firestore';
import { expect, screenshot, signInAs, test } from './fixtures.js';
import { acknowledge, openFromFinished, sandboxDrafts } from './console-steps.js';
import { stackFirestore } from './stack-data.js';
import { CarouselTexts } from '../src/screens/carousel/carousel-texts.js';

const guard = GuardUiTexts;
const CAFE_ID = 'demo-cafe-cumbre-andina';
const CAFE = 'Café Cumbre Andina';
// The seed's carousel ready to send (three cards, a caption, networks and a date).
const CAROUSEL_ID = 'demo-req-015';
const publishing = 'Datos para publicar';

// Words the demo model finds in Café's guide: its tone ('curioso', 'cercano'), a pillar
// ('recetas', 'historias'), the key message ('finca', 'historia', 'Huila') and its audience
// ('ritual'), so the rewritten caption scores above the pass mark. It names no number and no
// absolute claim, so the model finds no claim without a source.
const OFF_BRAND =
  'Olvida el café instantáneo: cada taza guarda la historia de una finca del Huila. Un ritual curioso y cercano para descubrir recetas en casa. #CaféDeOrigen';
const ON_BRAND =
  'Deja que cada taza cuente la historia de una finca del Huila. Un ritual curioso y cercano para descubrir recetas en casa. #CaféDeOrigen';

const { db, close } = stackFirestore('e2e-brand-guard');
const repository = () => new FirestoreAdminRequirementRepository(db());

const stored = async () => {
  const found = await repository().get(CAFE_ID, CAROUSEL_ID);
  if (found === null) throw new Error(`${CAROUSEL_ID} is not in the stack's data`);
  return found;
};

const carouselDocument = () => db().doc(`brands/${CAFE_ID}/requirements/${CAROUSEL_ID}`);
let original: DocumentData | null = null;
test.beforeAll(async () => {
  original = (await carouselDocument().get()).data() ?? null;
});
test.afterAll(async () => {
  if (original !== null) await carouselDocument().set(original);
  await close();
});

const panel = (page: Page) => page.getByRole('region', { name: guard.panel });
const captionBox = (page: Page) => page.getByRole('textbox', { name: CarouselTexts.caption, exact: true });
/** A server step's answer: its function may start cold on a loaded machine, as the AI steps do. */
const SERVER_STEP = { timeout: 30_000 };

const saveCaption = async (page: Page, caption: string) => {
  await captionBox(page).fill(caption);
  await page.getByRole('button', { name: CarouselTexts.saveCaption }).click();
  await expect.poll(async () => (await stored()).caption, SERVER_STEP).toBe(caption);
};

test.describe('Revisión de marca', () => {
  test('a concept to avoid is underlined and named; fixed, scored on the demo model and sent without an override', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const carousel = await stored();
    expect(original?.['caption']).toBe(carousel.caption);

    await signInAs(page, 'Gestor de contenido');
    await openFromFinished(page, {
      brand: CAFE,
      number: carousel.number,
      title: carousel.title,
      path: `/carrousel/${CAROUSEL_ID}`,
    });
    await expect(panel(page)).toBeVisible();

    // Typing the concept to avoid underlines it at once and names the finding, before any save.
    await captionBox(page).fill(OFF_BRAND);
    const mark = page.locator('[data-guard-mark]', { hasText: /café instantáneo/i });
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveAttribute('data-tone', 'blocking');
    await expect(panel(page)).toContainText(GUARD_RULE_LABELS['avoided-concept']);
    await expect(panel(page)).toContainText('café instantáneo');
    await captionBox(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'brand-guard-concept-underlined');
    await page.setViewportSize({ width: 390, height: 844 });
    await captionBox(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'brand-guard-concept-underlined-phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The manager rewrites the phrase: the underline and the finding go; the caption is saved.
    await saveCaption(page, ON_BRAND);
    await expect(page.locator('[data-guard-mark][data-tone="blocking"]')).toHaveCount(0);
    await expect(panel(page)).not.toContainText(GUARD_RULE_LABELS['avoided-concept']);

    // 'Evaluar texto' scores it against the guide on the demo model: it passes, and is kept.
    await panel(page).getByRole('button', { name: guard.score }).click();
    await expect(panel(page)).toContainText(guard.status.pasa, SERVER_STEP);
    await expect(panel(page)).toContainText(Messages.ai.demoModelBadge);
    const scored = await stored();
    expect(scored.brandReview).toMatchObject({ passed: true, blocking: 0 });
    expect(scored.brandReview?.score).toBeGreaterThanOrEqual(75.01);
    expect(scored.brandReview?.claims.filter((claim) => claim.source === null)).toEqual([]);
    await panel(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'brand-guard-scored');
    await page.setViewportSize({ width: 390, height: 844 });
    await panel(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'brand-guard-scored-phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    // It is sent without an override: no dialog, one more sandbox draft, no override on the sent post.
    const draftsBefore = (await sandboxDrafts()).length;
    await page
      .getByRole('region', { name: publishing })
      .getByRole('button', { name: CarouselTexts.schedulePublication })
      .click();
    await acknowledge(page, Messages.success.sentToScheduling, 30_000);
    await expect(page.getByRole('dialog', { name: guard.override })).toHaveCount(0);
    await expect.poll(async () => (await sandboxDrafts()).length).toBe(draftsBefore + 1);
    const sent = await stored();
    expect(sent.scheduledPost?.override ?? null).toBeNull();
    const draft = (await sandboxDrafts()).at(-1) as { post?: { text?: string } };
    expect(draft.post?.text).toContain('Deja que cada taza cuente la historia');
  });
});
