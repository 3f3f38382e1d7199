// Shared by the carousel screen's tests (/carrousel/{id}): the demo carousel, opening it as a
// pasted link, its guide cards and sections, files to pick and the stored requirement.
import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { parseStorageUrl } from '@estudio/domain/content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { CarouselTexts } from './carousel-texts.js';

export const CUMBRE = 'demo-cafe-cumbre-andina';
/** Café Cumbre Andina's carousel with guides, three images and a planning ready to schedule. */
export const READY = 'demo-req-015';

export const selectBrand = (id = CUMBRE) =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id, brandName: 'Café Cumbre Andina' }));

/** /carrousel/{id} as a reload or a pasted link: the brand is the shell's selected one. */
export const open = async (as: string, adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW), id = READY) => {
  selectBrand();
  const rendered = await renderApp({ path: `/carrousel/${id}`, as, adapters });
  await screen.findByRole('article', { name: CarouselTexts.guide(1) });
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
};

export const stored = async (adapters: MemoryAdapters, id = READY) => {
  const requirement = await adapters.requirements.get(CUMBRE, id);
  if (requirement === null) throw new Error(`no requirement ${id}`);
  return requirement;
};

export const card = (n: number) => screen.getByRole('article', { name: CarouselTexts.guide(n) });
export const button = (name: string) => screen.getByRole('button', { name });
export const section = (name: string) => screen.getByRole('region', { name });

export const fileOf = (name: string, type: string, size = 2048) => new File(['x'.repeat(size)], name, { type });

/** The object path a stored URL names: the server stores download URLs it derives from the object. */
export const pathOf = (url: string | undefined) => parseStorageUrl(url ?? '')?.path ?? '';
