// Shared by the blog screen's tests (/blog/{id}): the demo blogs, the twins with the documented
// AI answers, opening the screen as a pasted link, and reading what the server stored.
import { createDemoMemoryAdapters, PLAUSIBLE_AI_ANSWERS, type MemoryAdapters } from '@estudio/adapters';
import type { Requirement } from '@estudio/domain/requirements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import type { User } from '../../test/dialogs.js';

export const CUMBRE = 'demo-cafe-cumbre-andina';
/** Blog 27 - T1 of Café Cumbre Andina: Solicitar diseño, no video, no article yet. */
export const EMPTY_BLOG = 'demo-req-027';
/** Blog 13 - T1 of Café Cumbre Andina: Finalizado, with a three-section article and no video. */
export const WRITTEN_BLOG = 'demo-req-013';

export const CONTENT = 'Gestor de contenido';
/** The twins' documented video summary answer. */
export const SUMMARY = PLAUSIBLE_AI_ANSWERS.summarizeVideo as { readonly file_uri: string; readonly analysis: string };
export const DESIGNER = 'Diseñador';

const selectBrand = (brandId: string, brandName = 'Café Cumbre Andina') =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: brandId, brandName }));

/** The twins with the documented AI answers for the blog's calls. */
export const demoAdapters = (): MemoryAdapters => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  adapters.ai
    .respond('summarizeVideo', PLAUSIBLE_AI_ANSWERS.summarizeVideo)
    .respond('writeArticle', PLAUSIBLE_AI_ANSWERS.writeArticle)
    .respond('generateArticleImage', PLAUSIBLE_AI_ANSWERS.generateArticleImage);
  return adapters;
};

/** /blog/{id} as a pasted link, with Café Cumbre Andina as the shell's selected brand. */
export const open = async (id: string, as = CONTENT, adapters: MemoryAdapters = demoAdapters()) => {
  selectBrand(CUMBRE);
  const rendered = await renderApp({ path: `/blog/${id}`, as, adapters });
  // The applyAccept default would silently drop a file the picker's accept refuses.
  const user = userEvent.setup({ applyAccept: false });
  return { ...rendered, user };
};

export const region = (name: string) => screen.findByRole('region', { name });

export const stored = async (adapters: MemoryAdapters, id: string): Promise<Requirement> => {
  const requirement = await adapters.requirements.get(CUMBRE, id);
  if (requirement === null) throw new Error(`no requirement ${id}`);
  return requirement;
};

export const videoFile = (name = 'entrevista.mp4', type = 'video/mp4', bytes = 4096) =>
  new File([new Uint8Array(bytes)], name, { type });

export const imageFile = (name = 'portada.png', type = 'image/png') => new File([new Uint8Array(64)], name, { type });

/** The URL the server stores for an uploaded object: the download URL it derives for the object's path. */
export const urlOf = async (adapters: MemoryAdapters, path: string | undefined): Promise<string> =>
  (await adapters.mediaObjects.resolve(path ?? '')).url;

/** Picks a file in the panel's picker. */
export const pick = async (user: User, panelName: string, file: File) => {
  const panel = await region(panelName);
  await user.upload(within(panel).getByTestId('file-picker-input'), file);
};

export const button = (name: string) => screen.getByRole('button', { name });
