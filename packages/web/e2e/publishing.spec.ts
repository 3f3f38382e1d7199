// Publishing you can trust, in the browser on the suite's own `npm start` stack (docs/product.md,
// "Estado de las conexiones", "Preview per network", "Envíos"): the Gestor de contenido (who
// holds SOCIAL_MEDIA and CARROUSEL_SENDTOMETRICS) connects LinkedIn for Café Cumbre Andina
// through the local sandbox (the callback bound to this browser by its cookie), reads the days
// the connection has left in 'Estado de las conexiones', opens the carousel the seed left ready
// to send, reads its Instagram preview in 'Vista previa', schedules it, and finds the send in
// 'Envíos' linking back to the carousel.
import { FirestoreAdminRequirementRepository } from '@estudio/adapters/node';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui/texts';
import { accountOf, expect, screenshot, signInAs, test } from './fixtures.js';
import { acknowledge, openFromFinished, sandboxDrafts } from './console-steps.js';
import { stackFirestore } from './stack-data.js';
import { ConnectionHealthTexts, SocialMediaTexts } from '../src/screens/social-media/social-media-texts.js';
import { SendsTexts } from '../src/screens/sends/sends-texts.js';
import { ScreenTitles } from '../src/shared/screen-titles.js';

const ui = {
  activeBrand: 'Marca activa',
  allow: 'Permitir',
  publishing: 'Datos para publicar',
  preview: 'Vista previa',
  schedule: 'Programar publicación',
} as const;
const preview = UiTexts.networkPreview;
const CAFE_ID = 'demo-cafe-cumbre-andina';
const CAFE = 'Café Cumbre Andina';
// The seed's carousel ready to send: three cards in Storage, a caption, the brand's networks
// that take a carousel (Facebook, Instagram, TikTok) and a date three days ahead.
const CAROUSEL_ID = 'demo-req-015';

const { db, close } = stackFirestore('e2e-publishing');
test.afterAll(close);

const stored = async () => {
  const found = await new FirestoreAdminRequirementRepository(db()).get(CAFE_ID, CAROUSEL_ID);
  if (found === null) throw new Error(`${CAROUSEL_ID} is not in the stack's data`);
  return found;
};

test.describe('Publicar con confianza', () => {
  test('connects LinkedIn in the sandbox, reads the days left, schedules a carousel after its Instagram preview and finds the send in Envíos', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const carousel = await stored();
    expect(carousel.selectedSocialNetwork).toContain('Instagram');
    expect(carousel.scheduledPost ?? null).toBeNull();

    await signInAs(page, 'Gestor de contenido');
    await page.goto('/socialmedia');
    await page.getByRole('combobox', { name: ui.activeBrand }).selectOption({ label: CAFE });
    const health = page.getByRole('region', { name: ConnectionHealthTexts.section });
    await expect(health).toBeVisible();
    // The brand's Metricool blog id answers the sandbox.
    await expect(health.getByRole('group', { name: ConnectionHealthTexts.metricool })).toContainText(
      ConnectionHealthTexts.metricoolOk,
    );

    // The brand's LinkedIn organization (the seed leaves Café Cumbre Andina without one).
    const organization = page.getByRole('textbox', { name: SocialMediaTexts.organizationId });
    await organization.fill('90210417');
    await page.getByRole('button', { name: SocialMediaTexts.save, exact: true }).click();
    await acknowledge(page, SocialMediaTexts.saved);

    // Out to the sandbox's consent page and back: the callback finds this browser's cookie.
    await page.getByRole('button', { name: SocialMediaTexts.connect, exact: true }).click();
    await page.waitForURL(/\/sandbox\/linkedin\//);
    await page.getByRole('button', { name: ui.allow }).click();
    await page.waitForURL(/\/socialmedia(\?|$)/);
    await acknowledge(page, Messages.linkedin.callbackConnected);
    const linkedIn = health.getByRole('group', { name: ConnectionHealthTexts.linkedIn });
    // The sandbox grants what LinkedIn does: an access token of 60 days.
    await expect(linkedIn).toContainText(/Conectado: quedan (59|60) días\./);
    await expect(health.getByRole('list', { name: ConnectionHealthTexts.warnings })).toHaveCount(0);
    await screenshot(page, 'publishing-connections');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(linkedIn).toBeVisible();
    await screenshot(page, 'publishing-connections-phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The carousel, its Instagram preview read before sending.
    // Finished, so it is in 'Personalizado' (/finished), found by its brand and number.
    await openFromFinished(page, {
      brand: CAFE,
      number: carousel.number,
      title: carousel.title,
      path: `/carrousel/${CAROUSEL_ID}`,
    });
    const panel = page.getByRole('region', { name: ui.publishing });
    const instagram = panel.getByRole('region', { name: ui.preview }).getByRole('article', { name: 'Instagram' });
    await expect(instagram).toContainText(preview.ready);
    await expect(instagram).toContainText(carousel.caption.trim().slice(0, 40));
    // 'Texto': the caption's characters of Instagram's 2,200.
    await expect(instagram).toContainText(/\d+ \/ 2\.?200/);
    await expect(instagram).toContainText(preview.range('3', '2', '10'));
    await instagram.scrollIntoViewIfNeeded();
    await screenshot(page, 'publishing-preview');

    const draftsBefore = (await sandboxDrafts()).length;
    await panel.getByRole('button', { name: ui.schedule }).click();
    await acknowledge(page, Messages.success.sentToScheduling, 30_000);
    await expect.poll(async () => (await sandboxDrafts()).length).toBe(draftsBefore + 1);
    const sent = await stored();
    expect(sent.scheduledPost?.networks).toEqual(carousel.selectedSocialNetwork);

    // 'Envíos': the send, newest first, linking back to the carousel.
    await page.getByRole('link', { name: ScreenTitles.sends, exact: true }).click();
    await expect(page.getByRole('heading', { name: ScreenTitles.sendsTitle })).toBeVisible();
    const sends = page.getByRole('table', { name: SendsTexts.table });
    const newest = sends.locator('tbody tr').first();
    await expect(newest).toContainText(carousel.title);
    await expect(newest).toContainText(SendsTexts.outcomes.sent);
    await expect(newest).toContainText(SendsTexts.sandboxPost(sent.scheduledPost?.postId ?? '?'));
    await expect(newest).toContainText(accountOf('Gestor de contenido').email);
    await screenshot(page, 'publishing-sends');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'publishing-sends-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await newest.getByRole('link', { name: carousel.title }).click();
    await expect(page).toHaveURL(new RegExp(`/carrousel/${CAROUSEL_ID}$`));
    await expect(page.getByRole('heading', { name: carousel.title })).toBeVisible();
  });
});
