// The client's approval in the browser, on the suite's own `npm start` stack (docs/product.md,
// "Approval" and "Calendario"): the Estratega turns 'Requiere aprobación' on for Café Cumbre
// Andina; the Gestor de contenido sends the seed's ready carousel for review; the Cliente revisor
// (revisor@estudio.test) asks for a change with a comment; the manager edits the caption and sends
// it again; the reviewer approves; the manager drags it to next Tuesday in the Calendario and
// schedules it (one more sandbox draft); an edit afterwards voids the approval ('Aprobado en otra
// versión', 'Texto') and the send is refused with the reason. Every step is checked in the stored
// requirement and in the audit log with the person. The brand's approval is turned off again at
// the end, so the journeys after this one find Café as the spec describes it.
import { FirestoreAdminBrandRepository, FirestoreAdminRequirementRepository } from '@estudio/adapters/node';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui/texts';
import type { Page } from '@playwright/test';
import { accountOf, expect, screenshot, signInAs, test } from './fixtures.js';
import { acknowledge, openFromFinished, sandboxDrafts, signOut } from './console-steps.js';
import { bogotaDay, dayCell, nextDay, showCalendarWeek } from './calendar-steps.js';
import { stackFirestore } from './stack-data.js';
import { BrandDnaTexts } from '../src/screens/brand-dna/brand-dna-texts.js';
import { CarouselTexts } from '../src/screens/carousel/carousel-texts.js';

const review = UiTexts.review;
const states = Messages.review.states;
const CAFE_ID = 'demo-cafe-cumbre-andina';
const CAFE = 'Café Cumbre Andina';
// The seed's carousel ready to send (three cards, a caption, networks and a date).
const CAROUSEL_ID = 'demo-req-015';
const publishing = 'Datos para publicar';

const { db, close } = stackFirestore('e2e-review');

const stored = async () => {
  const found = await new FirestoreAdminRequirementRepository(db()).get(CAFE_ID, CAROUSEL_ID);
  if (found === null) throw new Error(`${CAROUSEL_ID} is not in the stack's data`);
  return found;
};
const approvalOn = async (): Promise<boolean> =>
  (await new FirestoreAdminBrandRepository(db()).get(CAFE_ID))?.requiresApproval === true;

/** Who wrote the carousel's `review` since `since`, by the audit log: one e-mail per entry. */
const reviewStepsBy = async (since: Date): Promise<string[]> => {
  const entries = await db()
    .collection('audit')
    .where('path', '==', `brands/${CAFE_ID}/requirements/${CAROUSEL_ID}`)
    .get();
  return entries.docs
    .map((doc) => doc.data())
    .filter((entry) => (entry['at'] as { toDate(): Date }).toDate() >= since)
    .filter((entry) => (entry['changes'] as Array<{ field?: string }>).some((change) => change.field === 'review'))
    .map((entry) => String(entry['actorEmail']));
};

// Whatever happens in the journey, the brand leaves it as the spec describes it.
test.afterAll(async () => {
  if (await approvalOn())
    await new FirestoreAdminBrandRepository(db()).update(CAFE_ID, { requiresApproval: false, updatedAt: new Date() });
  await close();
});

/** The next Tuesday after today in Bogotá, or the one after when the piece is already there. */
const nextTuesday = (today: string, current: string): string => {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const tuesday = nextDay(today, ((2 - weekday + 7) % 7) + (weekday === 2 ? 7 : 0));
  return tuesday === current ? nextDay(tuesday, 7) : tuesday;
};

const bar = (page: Page) => page.getByRole('region', { name: review.region });
/** A review step's answer: its function may start cold on a loaded machine, as the AI steps do. */
const SERVER_STEP = { timeout: 30_000 };

const openCarouselAs = async (page: Page, role: string, number: number, title: string) => {
  await signInAs(page, role);
  await openFromFinished(page, { brand: CAFE, number, title, path: `/carrousel/${CAROUSEL_ID}` });
  await expect(bar(page)).toBeVisible();
};

const editCaption = async (page: Page, caption: string) => {
  await page.getByRole('textbox', { name: CarouselTexts.caption, exact: true }).fill(caption);
  await page.getByRole('button', { name: CarouselTexts.saveCaption }).click();
  await expect.poll(async () => (await stored()).caption, { timeout: 30_000 }).toBe(caption);
};

test.describe('Aprobación del cliente', () => {
  test('approval on: sent for review, changes asked, resent, approved, moved to next Tuesday, scheduled; an edit afterwards blocks the send', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const carousel = await stored();
    const started = new Date();
    const { number, title } = carousel;

    // The Estratega turns approval on for the brand at /marca.
    await signInAs(page, 'Estratega');
    await page.goto('/marca');
    await page.getByRole('combobox', { name: BrandDnaTexts.brandPicker }).selectOption({ label: CAFE });
    const approvalSwitch = page.getByRole('switch', { name: BrandDnaTexts.approval.label });
    await expect(approvalSwitch).not.toBeChecked();
    await approvalSwitch.check({ force: true });
    await expect.poll(approvalOn, SERVER_STEP).toBe(true);
    await expect(approvalSwitch).toBeChecked();
    await screenshot(page, 'review-brand-approval');
    await signOut(page);

    // The Gestor de contenido sends the carousel for review.
    await openCarouselAs(page, 'Gestor de contenido', number, title);
    await expect(bar(page)).toContainText(states.none);
    await bar(page).getByRole('button', { name: review.submit }).click();
    await expect(bar(page)).toContainText(states.inReview, SERVER_STEP);
    expect((await stored()).review?.state).toBe('en-revision');
    await signOut(page);

    // The client reviewer edits nothing and asks for a change with a comment.
    const change = 'Nombren la finca de origen en la primera tarjeta.';
    await openCarouselAs(page, 'Cliente revisor', number, title);
    await expect(page.getByRole('button', { name: CarouselTexts.saveCaption })).toHaveCount(0);
    await expect(bar(page).getByRole('button', { name: review.submit })).toHaveCount(0);
    await screenshot(page, 'review-in-review');
    await bar(page).getByRole('textbox', { name: review.comment }).fill(change);
    await bar(page).getByRole('button', { name: review.requestChanges }).click();
    await expect(bar(page)).toContainText(states.changesRequested, SERVER_STEP);
    await expect(bar(page)).toContainText(change);
    expect((await stored()).review).toMatchObject({ state: 'cambios-solicitados', comment: change });
    await screenshot(page, 'review-changes-requested');
    await page.setViewportSize({ width: 390, height: 844 });
    await bar(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'review-changes-requested-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await signOut(page);

    // The manager reads the comment, edits the caption and sends it again.
    await openCarouselAs(page, 'Gestor de contenido', number, title);
    await expect(bar(page)).toContainText(change);
    await editCaption(page, `${carousel.caption.trim()}\n\nDesde la finca La Esperanza, en Huila.`);
    await bar(page).getByRole('button', { name: review.submit }).click();
    await expect(bar(page)).toContainText(states.inReview, SERVER_STEP);
    await signOut(page);

    // The reviewer approves the new version.
    await openCarouselAs(page, 'Cliente revisor', number, title);
    await bar(page).getByRole('button', { name: review.approve }).click();
    await expect(bar(page)).toContainText(states.approved, SERVER_STEP);
    expect((await stored()).review?.state).toBe('aprobado');
    await screenshot(page, 'review-approved');
    await signOut(page);

    // The manager drags it to next Tuesday in the Calendario: the date is not part of what was approved.
    await signInAs(page, 'Gestor de contenido');
    await showCalendarWeek(page, CAFE);
    const before = await stored();
    const from = bogotaDay(before.publicationDate ?? new Date());
    const tuesday = nextTuesday(bogotaDay(new Date()), from);
    const piece = page.getByRole('button', { name: title, exact: true });
    await expect((await dayCell(page, from)).getByRole('button', { name: title })).toBeVisible();
    await piece.dragTo(await dayCell(page, tuesday));
    await expect((await dayCell(page, tuesday)).getByRole('button', { name: title })).toBeVisible();
    await expect.poll(async () => bogotaDay((await stored()).publicationDate ?? new Date(0))).toBe(tuesday);
    await screenshot(page, 'review-calendar-tuesday');

    // It opens from the calendar, still approved, and is scheduled: one more sandbox draft.
    await piece.click();
    await expect(page).toHaveURL(new RegExp(`/carrousel/${CAROUSEL_ID}$`));
    await expect(bar(page)).toContainText(states.approved, SERVER_STEP);
    const panel = page.getByRole('region', { name: publishing });
    const draftsBefore = (await sandboxDrafts()).length;
    await panel.getByRole('button', { name: CarouselTexts.schedulePublication }).click();
    await acknowledge(page, Messages.success.sentToScheduling, 30_000);
    await expect.poll(async () => (await sandboxDrafts()).length).toBe(draftsBefore + 1);
    const drafts = await sandboxDrafts();
    // The sandbox keeps each draft as Metricool received it: {…, post: {publicationDate: {dateTime, timezone}}}.
    const draft = drafts.at(-1) as { post?: { publicationDate?: { dateTime?: string; timezone?: string } } };
    expect(draft.post?.publicationDate?.dateTime?.slice(0, 10)).toBe(tuesday);
    expect(draft.post?.publicationDate?.timezone).toBe('America/Bogota');
    const sent = await stored();

    // An edit afterwards voids the approval, visibly, and the send is refused with the reason.
    await editCaption(page, `${sent.caption}\n¡Nuevo lote!`);
    await expect(bar(page)).toContainText(states.approvedOther, SERVER_STEP);
    await expect(bar(page)).toContainText(review.approvedOther(Messages.review.parts.texto));
    await panel.getByRole('button', { name: CarouselTexts.schedulePublication }).click();
    const refusal = panel.getByRole('alert');
    await expect(refusal).toContainText(Messages.review.preflight.approvedOther([Messages.review.parts.texto]));
    expect((await sandboxDrafts()).length).toBe(draftsBefore + 1);
    await bar(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'review-approved-other-version');
    await page.setViewportSize({ width: 390, height: 844 });
    await bar(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'review-approved-other-version-phone');

    // Every step is in the audit log with the person who took it.
    // Two sends for review by the manager, a request for changes and an approval by the reviewer.
    // The triggers write the log a moment after each step.
    const count = async (email: string) => (await reviewStepsBy(started)).filter((by) => by === email).length;
    await expect.poll(() => count(accountOf('Gestor de contenido').email)).toBe(2);
    await expect.poll(() => count(accountOf('Cliente revisor').email)).toBe(2);
  });
});
