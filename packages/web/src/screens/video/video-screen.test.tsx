import { createDemoMemoryAdapters, PLAUSIBLE_AI_ANSWERS, type MemoryAdapters } from '@estudio/adapters';
import {
  MAX_VIDEO_BYTES,
  Messages,
  type MediaFile,
  type Requirement,
  type StoredMedia,
  type UploadProgress,
} from '@estudio/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import { SELECTED_BRAND_KEY } from '../../app/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { VideoTexts } from './video-texts.js';

const text = Messages.video;
const dialogs = Messages.ui.dialogs;
const words = VideoTexts.publish;

const CUMBRE = 'demo-cafe-cumbre-andina';
const ESPIGA = 'demo-panaderia-la-espiga';
/** Cumbre's finished video, its first script's video uploaded: ready to schedule. */
const READY = 'demo-req-021';
/** Cumbre's video in 'Solicitar diseño', with three scripts and no video yet. */
const WITH_SCRIPTS = 'demo-req-024';
/** Cumbre's pending video: a caption and no scripts. */
const NO_SCRIPTS = 'demo-req-025';

const CONTENT = 'Gestor de contenido';
const DESIGNER = 'Diseñador';
const STRATEGIST = 'Estratega';

type User = ReturnType<typeof userEvent.setup>;

const selectBrand = (id: string, brandName: string) =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id, brandName }));

const open = async (
  requirementId: string,
  as = CONTENT,
  adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW),
  onLocation?: (location: Location) => void,
) => {
  const rendered = await renderApp({ path: `/video/${requirementId}`, as, adapters, onLocation });
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
};

const stored = async (adapters: MemoryAdapters, id: string, brandId = CUMBRE): Promise<Requirement> => {
  const requirement = await adapters.requirements.get(brandId, id);
  if (requirement === null) throw new Error(`no requirement ${id}`);
  return requirement;
};

const region = (name: string) => screen.findByRole('region', { name });
const script = (n: number) => region(`Guión ${n}`);
const panel = () => region(words.title);

const errorModal = async (user: User, message: string) => {
  const modal = await screen.findByRole('alertdialog', { name: dialogs.errorTitle });
  expect(within(modal).getByText(message)).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: dialogs.close }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

const infoModal = async (user: User, message: string) => {
  const modal = await screen.findByRole('dialog', { name: dialogs.infoTitle });
  expect(within(modal).getByText(message)).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: dialogs.ok }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

/** A promise the test settles when it wants (a slow AI answer). */
const gate = <T,>() => {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

const fileOf = (name: string, type: string, size = 2048) => new File(['x'.repeat(size)], name, { type });

/** A file that says it weighs `size` bytes without holding them. */
const heavyFile = (name: string, type: string, size: number) => {
  const file = fileOf(name, type, 16);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Holds every upload halfway until released, so the bar can be seen. */
const holdUploads = (adapters: MemoryAdapters) => {
  const original = adapters.storage.upload.bind(adapters.storage);
  const held = gate<void>();
  vi.spyOn(adapters.storage, 'upload').mockImplementation(
    async (path: string, file: MediaFile, onProgress?: (progress: UploadProgress) => void): Promise<StoredMedia> => {
      onProgress?.({ bytesTransferred: file.size / 2, totalBytes: file.size });
      await held.promise;
      return original(path, file, onProgress);
    },
  );
  return () => held.release();
};

/** The hidden file input of script n's picker. */
const videoInput = async (n: number) =>
  within(await script(n)).getByLabelText<HTMLInputElement>(VideoTexts.videoOf(`Guión ${n}`), {
    selector: 'input',
  });

describe('/video/{id}', () => {
  beforeEach(() => {
    window.localStorage.clear();
    selectBrand(CUMBRE, 'Café Cumbre Andina');
  });
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  describe('opening', () => {
    it('opens from the list link with its navigation state, and shows caption and Guión 1..3 with their sections', async () => {
      window.localStorage.clear();
      const locations: Location[] = [];
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const rendered = await renderApp({
        path: '/requirements',
        as: CONTENT,
        adapters,
        onLocation: (location) => locations.push(location),
      });
      const user = userEvent.setup();
      const requirement = await stored(adapters, WITH_SCRIPTS);
      const links = await screen.findAllByRole('link', { name: requirement.title });
      const link = links.find((candidate) => candidate.getAttribute('href') === `/video/${WITH_SCRIPTS}`);
      await user.click(link!);
      await waitFor(() => expect(locations.at(-1)?.pathname).toBe(`/video/${WITH_SCRIPTS}`));
      expect(locations.at(-1)?.state).toMatchObject({ brandId: CUMBRE, number: requirement.number });

      const caption = await region(VideoTexts.caption);
      expect(caption.textContent).toContain(requirement.caption);
      for (const [index, one] of requirement.scripts.entries()) {
        const block = within(await script(index + 1));
        expect(within(block.getByRole('region', { name: 'Captación' })).getByText(one.Captacion)).toBeTruthy();
        expect(
          within(block.getByRole('region', { name: 'Argumento de Venta' })).getByText(one['Argumento de Venta']),
        ).toBeTruthy();
        expect(
          within(block.getByRole('region', { name: 'Llamada a la acción' })).getByText(one['Llamada a la acción']),
        ).toBeTruthy();
      }
      expect(rendered.adapters.ai.calls).toEqual([]);
    });

    it("a pasted link finds the requirement by its id in the selected brand", async () => {
      const { adapters } = await open(WITH_SCRIPTS);
      const requirement = await stored(adapters, WITH_SCRIPTS);
      expect(await within(await script(1)).findByText(requirement.scripts[0]!.Captacion)).toBeTruthy();
      expect(screen.getByText(VideoTexts.requirementOf(requirement.number, requirement.title))).toBeTruthy();
    });

    it("a pasted link it cannot place says 'Faltan datos de la marca o del requerimiento.'", async () => {
      const { user } = await open('no-existe');
      await errorModal(user, text.missingBrandOrRequirement);
      expect(screen.getByRole('alert').textContent).toBe(text.missingBrandOrRequirement);
    });

    it('needs VIEW_REQUIREMENTS', async () => {
      await open(WITH_SCRIPTS, 'Administrador de marcas');
      expect(await screen.findByText(Messages.access.forbidden)).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Guión 1' })).toBeNull();
    });
  });

  describe('scripts generated on opening', () => {
    it("generates and stores scripts for a requirement without them, with 'Generando guiones, por favor espera...' meanwhile", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const answer = gate<unknown>();
      adapters.ai.respond('generateScripts', () => answer.promise);
      await open(NO_SCRIPTS, CONTENT, adapters);
      const spinner = await screen.findByRole('status');
      expect(spinner.textContent).toContain(text.generating);
      answer.release(PLAUSIBLE_AI_ANSWERS.generateScripts);
      expect(await within(await script(1)).findByText('Gancho 1: ¿y si tu día fuera más simple?')).toBeTruthy();
      expect(await script(3)).toBeTruthy();
      expect(screen.queryByText(text.generating)).toBeNull();
      expect((await stored(adapters, NO_SCRIPTS)).scripts).toHaveLength(3);
      expect(adapters.ai.callsTo('generateScripts')).toHaveLength(1);
    });

    it('does not generate for a requirement that has scripts, nor without VIDEO_SUGGESTIONAI', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await open(NO_SCRIPTS, STRATEGIST, adapters);
      expect(await screen.findByText(VideoTexts.noScripts)).toBeTruthy();
      expect(adapters.ai.calls).toEqual([]);
      expect(screen.queryByRole('button', { name: VideoTexts.newSuggestion })).toBeNull();
    });

    it("without a caption says 'No se puede generar guiones sin un caption válido.' and still opens", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.requirements.update(CUMBRE, NO_SCRIPTS, { caption: '' });
      const { user } = await open(NO_SCRIPTS, CONTENT, adapters);
      await errorModal(user, text.captionRequiredForScripts);
      expect(await region(VideoTexts.caption)).toBeTruthy();
      expect(screen.getByText(VideoTexts.noScripts)).toBeTruthy();
      expect(adapters.ai.calls).toEqual([]);
    });

    it('reports a failed generation with its catalogue message and stores nothing', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('generateScripts', new Error('modelo caído'));
      const before = await stored(adapters, NO_SCRIPTS);
      const { user } = await open(NO_SCRIPTS, CONTENT, adapters);
      await errorModal(user, text.generateScripts);
      expect(await stored(adapters, NO_SCRIPTS)).toEqual(before);
      expect(screen.getByText(VideoTexts.noScripts)).toBeTruthy();
    });
  });
});
