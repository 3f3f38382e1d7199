// The blog detail (/blog/{id}, docs/product.md "Blog articles") in the browser on the suite's own `npm start`
// stack: each action by a demo role whose keys allow it (shared/design/permissions.md). The
// Gestor de contenido opens a blog of Café Cumbre Andina from /requirements, uploads a small
// video (progress, busy state), and gets its summary and article from the demo model with
// the trace on the screen; edits a section and saves it; generates the article's image. The
// Diseñador replaces that image with a PNG of their own. Everything is checked in the
// stack's Firestore and Storage emulators too.
import { FirestoreAdminRequirementRepository } from '@estudio/adapters/node';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui/texts';
import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, signInAs, test } from './fixtures.js';
import { acknowledge, dismissError, openFromRequirements, signOut } from './console-steps.js';
import { stackFirestore } from './stack-data.js';
import { ContentTexts } from '../src/shared/texts.js';

const ui = {
  chooseFile: 'Seleccionar archivo',
  videoSection: 'Video del artículo',
  uploadAndGenerate: 'Subir video y generar artículo',
  uploading: 'Subiendo el video y generando el artículo...',
  suggestion: 'Generar sugerencia con IA',
  uploadProgress: 'Progreso de la subida',
  traceSection: 'Trazabilidad',
  traceNoVideo: 'Aún no se ha cargado ningún video.',
  traceNoArticle: 'Aún no hay artículo.',
  watchVideo: 'Ver video',
  fileUri: 'Archivo analizado',
  fromVideo: (sections: number) =>
    `${sections} ${sections === 1 ? 'sección generada' : 'secciones generadas'} a partir del resumen de este video.`,
  articleSection: 'Artículo',
  noArticle: 'Este requerimiento aún no tiene artículo.',
  sectionTitle: (n: number) => `Título de la sección ${n}`,
  sectionText: (n: number) => `Texto de la sección ${n}`,
  saveArticle: 'Guardar cambios',
  articleProposal: 'Artículo propuesto por la IA',
  actionBar: 'Acciones del formulario',
  unsaved: 'Hay cambios sin guardar',
  allSaved: 'Todos los cambios están guardados',
  imageSection: 'Imagen del artículo',
  image: 'Imagen del artículo',
  noImage: 'Este artículo aún no tiene imagen.',
  generateImage: 'Generar nueva imagen',
  replaceImage: 'Reemplazar imagen',
  imageProposal: 'Imagen del artículo propuesta por la IA',
  proposedImage: 'Imagen propuesta para el artículo',
} as const;
const CAFE_ID = 'demo-cafe-cumbre-andina';
const CAFE = 'Café Cumbre Andina';
/** Blog 27 - T1 of Café Cumbre Andina: Solicitar diseño, assigned to the Gestor de contenido. */
const BLOG_ID = 'demo-req-027';
/** Where the blog's uploads go (docs/product.md, "Uploads and storage paths"). */
const MEDIA_PATH = `video_blogs/${CAFE_ID}/${BLOG_ID}/`;

/** A few KB typed as an mp4: the demo model summarises whatever video it is given. */
const VIDEO = { name: 'entrevista-cafe.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(8 * 1024, 7) };
/** A valid 1×1 PNG. */
const PNG = {
  name: 'portada-cafe.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const { db, close } = stackFirestore('e2e-blog');
test.afterAll(close);

/** The object path a Storage download URL names (…/o/<encoded path>?alt=media…). */
const objectPath = (url: string): string =>
  url === '' ? '' : decodeURIComponent(new URL(url).pathname.replace(/^.*\/o\//, ''));

const stored = async () => {
  const found = await new FirestoreAdminRequirementRepository(db()).get(CAFE_ID, BLOG_ID);
  if (found === null) throw new Error(`${BLOG_ID} is not in the stack's data`);
  return found;
};

/** The bytes a Storage download URL serves. */
const download = async (url: string): Promise<Buffer> => {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
};

const panel = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** Picks a file through the panel's file picker button, as a user does (the browser's file chooser). */
const chooseFile = async (page: Page, group: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: ui.chooseFile }).click();
  await (await chooser).setFiles(file);
  await expect(group).toContainText(file.name);
};

/** Whether the image has been fetched and decoded by the browser (not a broken image). */
const decoded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

/** Opens the blog as a user does (it is in progress, so from /requirements). */
const openFromList = async (page: Page) => {
  const { number, title } = await stored();
  await openFromRequirements(page, { brand: CAFE, number, title, path: `/blog/${BLOG_ID}` });
  await expect(page.getByText(title, { exact: true })).toBeVisible();
};

test.describe('Blog (/blog/{id})', () => {
  test('an article from an uploaded video, a section edited, an image generated, then replaced by the designer', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The blog as the seed leaves it (no video, article or image), whatever an earlier run
    // of this journey stored on the same stack.
    await new FirestoreAdminRequirementRepository(db()).update(CAFE_ID, BLOG_ID, {
      videoUrl: '',
      videoData: null,
      article: [],
      imageAIUrl: '',
      updatedAt: new Date(),
    });

    // Gestor de contenido (subir_video, editar_articulo, generar_articulo).
    await signInAs(page, 'Gestor de contenido');
    await openFromList(page);
    const video = panel(page, ui.videoSection);
    const trace = panel(page, ui.traceSection);
    const article = panel(page, ui.articleSection);
    const imagePanel = panel(page, ui.imageSection);
    await expect(trace).toContainText(ui.traceNoVideo);
    await expect(trace).toContainText(ui.traceNoArticle);
    await expect(article).toContainText(ui.noArticle);
    await expect(imagePanel).toContainText(ui.noImage);
    await expect(imagePanel.getByRole('button', { name: ui.replaceImage })).toHaveCount(0);
    await screenshot(page, 'blog');

    // No article yet: no image to generate. No video chosen: refused before anything is sent.
    await imagePanel.getByRole('button', { name: ui.generateImage }).click();
    await dismissError(page, Messages.blog.noArticleContent);
    await video.getByRole('button', { name: ui.uploadAndGenerate }).click();
    await dismissError(page, Messages.blog.videoRequired);
    expect((await stored()).videoUrl).toBe('');

    // The command (the video attached, then its summary and the article, on the server) is held
    // back until the busy state has been seen: the upload is done (100 %) while the screen
    // waits for the server.
    let releaseSummary: () => void = () => undefined;
    const summaryHeld = new Promise<void>((resolve) => {
      releaseSummary = resolve;
    });
    let summaryAsked = false;
    await page.route('**/blog/video-attached', async (route) => {
      summaryAsked = true;
      await summaryHeld;
      await route.continue();
    });
    await chooseFile(page, video, VIDEO);
    await video.getByRole('button', { name: ui.uploadAndGenerate }).click();
    await expect(video.getByRole('status')).toHaveText(ui.uploading);
    await expect(video.getByRole('button', { name: ui.uploadAndGenerate })).toBeDisabled();
    await expect(video.getByRole('button', { name: ui.suggestion })).toBeDisabled();
    await expect(imagePanel.getByRole('button', { name: ui.generateImage })).toBeDisabled();
    await expect(video.getByLabel(ui.uploadProgress)).toBeVisible();
    await expect(video).toContainText('100 %', { timeout: 30_000 });
    await expect.poll(() => summaryAsked).toBe(true);
    expect((await stored()).videoData).toBeNull();
    await expect(video.getByRole('status')).toHaveText(ui.uploading);
    releaseSummary();

    // The article of the demo model, from the video's summary; all three are stored.
    await expect(video.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
    await expect(article.getByRole('textbox', { name: ui.sectionTitle(1) })).toBeVisible();
    await page.unroute('**/blog/video-attached');
    const generated = await stored();
    expect(objectPath(generated.videoUrl)).toMatch(new RegExp(`^${MEDIA_PATH}.+-${VIDEO.name}$`));
    expect(await download(generated.videoUrl)).toEqual(VIDEO.buffer);
    expect(generated.videoData?.analysis).toEqual(expect.stringMatching(/\S/));
    expect(generated.article.length).toBeGreaterThan(0);
    for (const [index, section] of generated.article.entries()) {
      await expect(article.getByRole('textbox', { name: ui.sectionTitle(index + 1) })).toHaveValue(
        section.sectionTitle,
      );
      await expect(article.getByRole('textbox', { name: ui.sectionText(index + 1) })).toHaveValue(section.text);
    }
    // The trace: which video, its summary, and the article that came from it.
    await expect(trace).toContainText(generated.videoUrl);
    await expect(trace.getByRole('link', { name: ui.watchVideo })).toHaveAttribute('href', generated.videoUrl);
    await expect(trace).toContainText(generated.videoData?.analysis ?? '—');
    await expect(trace).toContainText(`${ui.fileUri}: ${generated.videoData?.file_uri ?? '—'}`);
    await expect(trace).toContainText(ui.fromVideo(generated.article.length));
    await screenshot(page, 'blog-article-generated');

    // One section edited and saved; the others are kept as generated.
    const edited = { sectionTitle: 'Del cafetal a tu taza', text: 'Así se cuida cada grano antes de llegar a casa.' };
    await article.getByRole('textbox', { name: ui.sectionTitle(1) }).fill(edited.sectionTitle);
    await article.getByRole('textbox', { name: ui.sectionText(1) }).fill(edited.text);
    // The save is in the sticky action bar at the foot of the page, with the unsaved-changes mark.
    const actions = page.getByRole('region', { name: ui.actionBar, exact: true });
    await expect(actions).toContainText(ui.unsaved);
    await actions.getByRole('button', { name: ui.saveArticle }).click();
    await acknowledge(page, ContentTexts.saved);
    await expect(actions.getByRole('button', { name: ui.saveArticle })).toBeDisabled();
    await expect(actions).toContainText(ui.allSaved);
    const saved = await stored();
    expect(saved.article).toEqual([edited, ...generated.article.slice(1)]);
    expect(saved.videoData).toEqual(generated.videoData);

    // The AI suggestion arrives as a draft beside the article: nothing is stored until 'Reemplazar',
    // and 'Deshacer' saves the article as it was back.
    await video.getByRole('button', { name: ui.suggestion }).click();
    const proposal = article.getByRole('region', { name: ui.articleProposal });
    await expect(proposal).toBeVisible({ timeout: 30_000 });
    expect((await stored()).article).toEqual(saved.article);
    await proposal.getByRole('button', { name: UiTexts.aiDraft.replace, exact: true }).click();
    await expect(article.getByRole('button', { name: UiTexts.aiDraft.undo })).toBeVisible();
    const proposed = await stored();
    expect(proposed.article).not.toEqual(saved.article);
    await expect(article.getByRole('textbox', { name: ui.sectionTitle(1) })).toHaveValue(
      proposed.article[0]?.sectionTitle ?? '',
    );
    await article.getByRole('button', { name: UiTexts.aiDraft.undo }).click();
    await expect.poll(async () => (await stored()).article).toEqual(saved.article);
    await expect(article.getByRole('textbox', { name: ui.sectionTitle(1) })).toHaveValue(edited.sectionTitle);

    // A new image from the article arrives as a draft (stored by the server in the blog's ia/ folder, not yet the
    // article's); 'Reemplazar' makes it the article's image.
    const imageDraft = page.getByRole('region', { name: ui.imageProposal });
    await imagePanel.getByRole('button', { name: ui.generateImage }).click();
    await expect(imageDraft.getByRole('img', { name: ui.proposedImage })).toBeVisible({ timeout: 30_000 });
    expect((await stored()).imageAIUrl).toBe('');
    await imageDraft.getByRole('button', { name: UiTexts.aiDraft.replace, exact: true }).click();
    await expect(imageDraft).toHaveCount(0);
    const image = imagePanel.getByRole('img', { name: ui.image });
    await expect(image).toBeVisible({ timeout: 30_000 });
    const withImage = await stored();
    expect(objectPath(withImage.imageAIUrl)).toMatch(new RegExp(`^${MEDIA_PATH}ia/imagen-articulo-\\d+\\.\\w+$`));
    await expect(image).toHaveAttribute('src', withImage.imageAIUrl);
    await expect.poll(() => decoded(image)).toBe(true);
    await screenshot(page, 'blog-image');

    // A second image replaced, then 'Deshacer': the first one is back.
    await imagePanel.getByRole('button', { name: ui.generateImage }).click();
    await imageDraft.getByRole('button', { name: UiTexts.aiDraft.replace, exact: true }).click();
    await expect.poll(async () => (await stored()).imageAIUrl, { timeout: 30_000 }).not.toBe(withImage.imageAIUrl);
    await imagePanel.getByRole('button', { name: UiTexts.aiDraft.undo }).click();
    await expect.poll(async () => (await stored()).imageAIUrl, { timeout: 30_000 }).toBe(withImage.imageAIUrl);
    await expect(image).toHaveAttribute('src', withImage.imageAIUrl);
    await signOut(page);

    // Diseñador (reemplazar_imagen_blog): the article is plain text, the image replaceable.
    await signInAs(page, 'Diseñador');
    await openFromList(page);
    await expect(panel(page, ui.videoSection)).toHaveCount(0);
    await expect(article.getByRole('textbox')).toHaveCount(0);
    await expect(article.getByRole('heading', { name: edited.sectionTitle })).toBeVisible();
    await expect(imagePanel.getByRole('button', { name: ui.generateImage })).toHaveCount(0);
    await expect(image).toHaveAttribute('src', withImage.imageAIUrl);

    // Nothing chosen: refused.
    await imagePanel.getByRole('button', { name: ui.replaceImage }).click();
    await dismissError(page, Messages.blog.imageRequired);

    await chooseFile(page, imagePanel, PNG);
    await imagePanel.getByRole('button', { name: ui.replaceImage }).click();
    await expect.poll(async () => (await stored()).imageAIUrl, { timeout: 30_000 }).not.toBe(withImage.imageAIUrl);
    const replaced = await stored();
    expect(objectPath(replaced.imageAIUrl)).toMatch(new RegExp(`^${MEDIA_PATH}.+-imagen-\\d+-${PNG.name}$`));
    expect(await download(replaced.imageAIUrl)).toEqual(PNG.buffer);
    await expect(image).toHaveAttribute('src', replaced.imageAIUrl);
    await expect.poll(() => decoded(image)).toBe(true);
    // The article and its trace are untouched by the image.
    expect(replaced.article).toEqual(saved.article);
    expect(replaced.videoUrl).toBe(generated.videoUrl);
    await screenshot(page, 'blog-image-replaced');
  });
});
