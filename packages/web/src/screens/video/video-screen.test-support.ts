// Shared by the video screen's tests (/video/{id}): the demo videos, opening the screen, its
// script blocks and publishing panel and files to pick.
import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import type { Requirement } from '@estudio/domain/requirements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { type User } from '../../test/dialogs.js';
import { VideoTexts } from './video-texts.js';

const words = VideoTexts.publish;

export const CUMBRE = 'demo-cafe-cumbre-andina';
export const ESPIGA = 'demo-panaderia-la-espiga';
/** Cumbre's finished video, its first script's video uploaded: ready to schedule. */
export const READY = 'demo-req-021';
/** Cumbre's video in 'Solicitar diseño', with three scripts and no video yet. */
export const WITH_SCRIPTS = 'demo-req-024';
/** Cumbre's pending video: a caption and no scripts. */
export const NO_SCRIPTS = 'demo-req-025';

export const CONTENT = 'Gestor de contenido';
export const DESIGNER = 'Diseñador';
export const STRATEGIST = 'Estratega';

export const selectBrand = (id: string, brandName: string) =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id, brandName }));

export const open = async (
  requirementId: string,
  as = CONTENT,
  adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW),
  onLocation?: (location: Location) => void,
) => {
  const rendered = await renderApp({ path: `/video/${requirementId}`, as, adapters, onLocation });
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
};

export const stored = async (adapters: MemoryAdapters, id: string, brandId = CUMBRE): Promise<Requirement> => {
  const requirement = await adapters.requirements.get(brandId, id);
  if (requirement === null) throw new Error(`no requirement ${id}`);
  return requirement;
};

export const region = (name: string) => screen.findByRole('region', { name });
export const script = (n: number) => region(`Guión ${n}`);
export const panel = () => region(words.title);

export const fileOf = (name: string, type: string, size = 2048) => new File(['x'.repeat(size)], name, { type });

/** A file that says it weighs `size` bytes without holding them. */
export const heavyFile = (name: string, type: string, size: number) => {
  const file = fileOf(name, type, 16);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Text typed at once (paste), for forms with many fields. */
export const fill = async (user: User, field: HTMLElement, value: string) => {
  await user.click(field);
  await user.paste(value);
};

/** The hidden file input of script n's picker. */
export const videoInput = async (n: number) =>
  within(await script(n)).getByLabelText<HTMLInputElement>(VideoTexts.videoOf(`Guión ${n}`), {
    selector: 'input',
  });
