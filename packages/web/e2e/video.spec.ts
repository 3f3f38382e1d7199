// The video detail (/video/{id}, docs/product.md "Videos") in the browser on the suite's own `npm start`
// stack: the Gestor de contenido (gensugerencia_video, subir_video, enviar_a_metricool,
// editar_requerimiento) opens a Pendiente video of Café Cumbre Andina that has no scripts
// from /requirements; the demo model's scripts appear by themselves and are stored; a small
// mp4 uploads to 'Guión 1' with its progress and 'Ver Video' link; it is chosen in 'Datos
// para publicar' and scheduled, and the local sandbox holds the draft. Then the same video as the
// grid creates it (no caption): the refusal once, and a saved caption brings its scripts.
import { FirestoreAdminRequirementRepository } from '@estudio/adapters/node';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui/texts';
import { expect, screenshot, signInAs, test } from './fixtures.js';
import { acknowledge, dismissError, openFromRequirements, sandboxDrafts } from './console-steps.js';
import { stackFirestore } from './stack-data.js';

const ui = {
  script: (n: number) => `Guión ${n}`,
  videoOf: (n: number) => `Video del Guión ${n}`,
  chooseFile: 'Seleccionar archivo',
  viewVideo: 'Ver Video',
  publishing: 'Datos para publicar',
  videoChoice: 'Video a publicar',
  networks: 'Redes sociales',
  videoTitle: 'Título del video de YouTube',
  publicationDate: 'Fecha de publicación (hora de Bogotá)',
  publicationTime: 'Hora',
  schedule: 'Programar publicación',
  caption: 'Caption',
  captionField: 'Texto del caption',
  edit: 'Editar',
  save: 'Guardar',
  saved: 'Guardado',
  newSuggestion: 'Generar nueva sugerencia',
  scriptsProposal: 'Guiones propuestos por la IA',
  hook: 'Captación',
  saveAll: 'Guardar todos los cambios',
} as const;
const CAFE_ID = 'demo-cafe-cumbre-andina';
const CAFE = 'Café Cumbre Andina';
/** Pendiente, with a caption and no scripts yet (the demo seed). */
const VIDEO_ID = 'demo-req-025';

const { db, close } = stackFirestore('e2e-video');
test.afterAll(close);

const stored = async () => {
  const found = await new FirestoreAdminRequirementRepository(db()).get(CAFE_ID, VIDEO_ID);
  if (found === null) throw new Error(`${VIDEO_ID} is not in the stack's data`);
  return found;
};

test.describe('Video (/video/{id})', () => {
  test('scripts appear by themselves, an mp4 uploads to a script, and the chosen video is scheduled', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // As the seed leaves it (a run against a stack in use may have given it scripts).
    await new FirestoreAdminRequirementRepository(db()).update(CAFE_ID, VIDEO_ID, {
      scripts: [],
      updatedAt: new Date(),
    });
    const before = await stored();
    expect(before.scripts).toHaveLength(0);

    await signInAs(page, 'Gestor de contenido');
    await openFromRequirements(page, {
      brand: CAFE,
      number: before.number,
      title: before.title,
      path: `/video/${VIDEO_ID}`,
    });

    // The scripts are generated on opening and stored.
    await expect(page.getByRole('heading', { name: ui.script(1), exact: true })).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await stored()).scripts.length).toBeGreaterThan(0);
    const scripts = (await stored()).scripts;
    await screenshot(page, 'video');

    // A small mp4 to Guión 1: uploaded, its URL stored in that script only, 'Ver Video' shown.
    const upload = page.getByRole('group', { name: ui.videoOf(1) });
    const chooser = page.waitForEvent('filechooser');
    await upload.getByRole('button', { name: ui.chooseFile }).click();
    await (
      await chooser
    ).setFiles({ name: 'toma-guion-1.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(256 * 1024, 7) });
    const viewVideo = page.getByRole('link', { name: ui.viewVideo }).first();
    await expect(viewVideo).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await stored()).scripts[0]?.videoUrl ?? '').toMatch(/toma-guion-1\.mp4/);
    const afterUpload = await stored();
    expect(afterUpload.scripts.slice(1).map((script) => script.videoUrl ?? '')).toEqual(
      scripts.slice(1).map((script) => script.videoUrl ?? ''),
    );
    expect(await viewVideo.getAttribute('href')).toBe(afterUpload.scripts[0]?.videoUrl);

    // 'Datos para publicar': Video 1, the brand's networks that take video, a date; scheduled.
    const panel = page.getByRole('region', { name: ui.publishing });
    await panel.getByRole('radio', { name: 'Video 1' }).check({ force: true });
    // Only the brand's networks that take video are offered (no Threads); YouTube asks for its title.
    const networks = panel.getByRole('group', { name: ui.networks });
    await expect(networks.getByRole('checkbox')).toHaveCount(4);
    await networks.getByRole('checkbox', { name: 'Instagram', exact: true }).check({ force: true });
    await networks.getByRole('checkbox', { name: 'YouTube', exact: true }).check({ force: true });
    await panel.getByRole('textbox', { name: ui.videoTitle }).fill('Café Cumbre Andina: de la finca a tu taza');
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    // The date as dd/mm/aaaa, the time on a 24-hour clock, in two boxes.
    const [year, month, day] = inTwoDays.toISOString().slice(0, 10).split('-');
    await panel.getByLabel(ui.publicationDate).fill(`${day}/${month}/${year}`);
    await panel.getByLabel(ui.publicationTime, { exact: true }).fill('10:00');
    const draftsBefore = (await sandboxDrafts()).length;
    await panel.getByRole('button', { name: ui.schedule }).click();
    // The server has the scheduler (the sandbox) take the video's media and records the draft:
    // as for the carousel, longer than a click on a machine shared with the emulators.
    await acknowledge(page, Messages.success.sentToScheduling, 30_000);
    await expect.poll(async () => (await sandboxDrafts()).length).toBe(draftsBefore + 1);
    const sent = await stored();
    expect(sent.videoToPublishIndex).toBe(0);
    expect(sent.scheduledPost).toBeTruthy();
    await screenshot(page, 'video-scheduled');

    // 'Generar nueva sugerencia' over scripts that exist: a draft beside them, nothing stored until
    // 'Reemplazar' (which drops Guión 1's video); 'Deshacer' brings the scripts back with that video.
    await page.getByRole('button', { name: ui.newSuggestion }).click();
    const proposal = page.getByRole('region', { name: ui.scriptsProposal });
    await expect(proposal).toBeVisible({ timeout: 30_000 });
    expect((await stored()).scripts).toEqual(sent.scripts);
    await proposal.getByRole('button', { name: UiTexts.aiDraft.replace, exact: true }).click();
    await expect(page.getByRole('button', { name: UiTexts.aiDraft.undo })).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await stored()).scripts[0]?.videoUrl ?? '').toBe('');
    await expect(page.getByRole('link', { name: ui.viewVideo })).toHaveCount(0);
    await page.getByRole('button', { name: UiTexts.aiDraft.undo }).click();
    await expect.poll(async () => (await stored()).scripts).toEqual(sent.scripts);
    await expect(page.getByRole('link', { name: ui.viewVideo }).first()).toHaveAttribute(
      'href',
      sent.scripts[0]?.videoUrl ?? '',
    );

    // A section typed and not saved: the action bar says so and saves it.
    const hook = page.getByRole('region', { name: ui.script(1), exact: true }).getByRole('region', { name: ui.hook });
    await hook.getByRole('button', { name: ui.edit }).click();
    await hook.getByRole('textbox').fill('Del cafetal a tu taza en un minuto.');
    const actions = page.getByRole('region', { name: UiTexts.actionBar.label, exact: true });
    await expect(actions).toContainText(UiTexts.actionBar.unsaved);
    await actions.getByRole('button', { name: ui.saveAll }).click();
    await expect(actions).toContainText(UiTexts.actionBar.saved, { timeout: 30_000 });
    await expect.poll(async () => (await stored()).scripts[0]?.Captacion).toBe('Del cafetal a tu taza en un minuto.');
  });

  test('a new grid video without a caption says so once; the caption saved, its scripts are generated', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // As the grid creates a video: no caption, no scripts. The caption typed back below is the seed's.
    const seeded = await stored();
    await new FirestoreAdminRequirementRepository(db()).update(CAFE_ID, VIDEO_ID, {
      caption: '',
      scripts: [],
      updatedAt: new Date(),
    });

    await signInAs(page, 'Gestor de contenido');
    await openFromRequirements(page, {
      brand: CAFE,
      number: seeded.number,
      title: seeded.title,
      path: `/video/${VIDEO_ID}`,
    });
    await dismissError(page, Messages.video.captionRequiredForScripts);

    const caption = page.getByRole('region', { name: ui.caption, exact: true });
    await caption.getByRole('button', { name: ui.edit }).click();
    await caption.getByRole('textbox', { name: ui.captionField }).fill(seeded.caption);
    await caption.getByRole('button', { name: ui.save, exact: true }).click();
    await acknowledge(page, ui.saved);

    // The scripts come with the caption, and the refusal of the opening is not said again.
    await expect(page.getByRole('heading', { name: ui.script(1), exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect.poll(async () => (await stored()).scripts.length).toBeGreaterThan(0);
    expect((await stored()).caption).toBe(seeded.caption);
    await screenshot(page, 'video-caption-then-scripts');
  });
});
