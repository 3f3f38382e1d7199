import { createDemoMemoryAdapters } from '@estudio/adapters';
import { MAX_VIDEO_BYTES } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError, dismissInfo } from '../../test/dialogs.js';
import { holdUploads } from '../../test/uploads.js';
import { VideoTexts } from './video-texts.js';
import {
  CONTENT,
  CUMBRE,
  WITH_SCRIPTS,
  fileOf,
  heavyFile,
  open,
  script,
  selectBrand,
  stored,
  videoInput,
} from './video-screen.test-support.js';

const text = Messages.video;

// Each script's own video: uploaded with its bar, cancelled, kept going off the screen, refused.
describe('/video/{id}', () => {
  cleanEachTest(() => selectBrand(CUMBRE, 'Café Cumbre Andina'));

  describe('per-script video (VIDEO_UPLOAD)', () => {
    it("uploads with a progress bar, stores the URL in that script only, and shows 'Ver Video'", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const release = holdUploads(adapters);
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      expect(within(await script(2)).queryByRole('link', { name: VideoTexts.viewVideo })).toBeNull();
      await user.upload(await videoInput(2), fileOf('toma final.mp4', 'video/mp4'));
      const group = within(screen.getByRole('group', { name: VideoTexts.videoOf('Guión 2') }));
      const bar = await group.findByRole('progressbar');
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
      // Not sendable twice: the picker is off while the upload runs.
      expect((group.getByRole('button', { name: UiTexts.filePicker.choose }) as HTMLButtonElement).disabled).toBe(true);
      await act(async () => release());

      const link = await within(await script(2)).findByRole('link', { name: VideoTexts.viewVideo });
      const after = await stored(adapters, WITH_SCRIPTS);
      expect(after.scripts[1]?.videoUrl).toBe(link.getAttribute('href'));
      expect(adapters.storage.list().map((object) => object.path)).toEqual([
        `videos/${CUMBRE}/${WITH_SCRIPTS}/guion2/toma final.mp4`,
      ]);
      expect(after.scripts[0]?.videoUrl).toBeUndefined();
      expect(group.queryByRole('progressbar')).toBeNull();
    });

    it("stops an upload with 'Cancelar subida': only the cancel notice, nothing stored, and the file can be picked again", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.storage.holdUploads();
      const before = await stored(adapters, WITH_SCRIPTS);
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      const clip = fileOf('toma final.mp4', 'video/mp4');
      await user.upload(await videoInput(2), clip);
      const group = within(screen.getByRole('group', { name: VideoTexts.videoOf('Guión 2') }));
      await waitFor(() => expect(group.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
      // Only the running upload offers it.
      expect(within(await script(1)).queryByRole('button', { name: UiTexts.filePicker.cancel })).toBeNull();
      await user.click(group.getByRole('button', { name: UiTexts.filePicker.cancel }));

      await dismissInfo(user, Messages.media.uploadCancelled);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(group.queryByRole('progressbar')).toBeNull();
      expect(group.queryByRole('button', { name: UiTexts.filePicker.cancel })).toBeNull();
      adapters.storage.releaseUploads();
      expect(adapters.storage.list()).toEqual([]);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(within(await script(2)).queryByRole('link', { name: VideoTexts.viewVideo })).toBeNull();

      // Picked again, the same file uploads.
      await user.upload(await videoInput(2), clip);
      const link = await within(await script(2)).findByRole('link', { name: VideoTexts.viewVideo });
      expect((await stored(adapters, WITH_SCRIPTS)).scripts[1]?.videoUrl).toBe(link.getAttribute('href'));
    });

    it('keeps an upload going when the user leaves the screen (the browser asks before closing the tab meanwhile): it finishes and its URL is stored', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const release = holdUploads(adapters);
      let path = '';
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters, (location) => {
        path = location.pathname;
      });
      const unload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(unload()).toBe(false);
      await user.upload(await videoInput(2), fileOf('toma final.mp4', 'video/mp4'));
      const group = within(screen.getByRole('group', { name: VideoTexts.videoOf('Guión 2') }));
      await waitFor(() => expect(group.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
      // Closing or reloading the tab would lose it: the browser asks first.
      expect(unload()).toBe(true);

      await user.click(
        within(screen.getByRole('navigation', { name: UiTexts.shell.navigation })).getByRole('link', {
          name: 'Parrilla',
        }),
      );
      await waitFor(() => expect(path).toBe('/requirements'));
      expect((await stored(adapters, WITH_SCRIPTS)).scripts[1]?.videoUrl).toBeUndefined();
      await act(async () => release());

      await waitFor(async () => expect((await stored(adapters, WITH_SCRIPTS)).scripts[1]?.videoUrl).toMatch(/toma/));
      expect(adapters.storage.list().map((object) => object.path)).toEqual([
        `videos/${CUMBRE}/${WITH_SCRIPTS}/guion2/toma final.mp4`,
      ]);
      // Nothing of the left screen pops up over the list, and the tab closes without asking.
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await waitFor(() => expect(unload()).toBe(false));
    });

    it("refuses over 300MB with 'El archivo excede el tamaño máximo permitido de 300MB.' before uploading", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      await user.upload(await videoInput(1), heavyFile('largo.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1));
      expect(await screen.findByText(text.tooLarge)).toBeTruthy();
      expect(adapters.storage.list()).toEqual([]);
    });

    it('refuses a type other than mp4, avi, mkv or quicktime before uploading', async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      await user.upload(await videoInput(1), fileOf('clip.webm', 'video/webm'));
      expect(await screen.findByText(text.invalidType)).toBeTruthy();
      expect(adapters.storage.list()).toEqual([]);
      // A QuickTime movie passes.
      await user.upload(await videoInput(1), fileOf('clip.mov', 'video/quicktime'));
      expect(await within(await script(1)).findByRole('link', { name: VideoTexts.viewVideo })).toBeTruthy();
    });

    it("a failed upload says 'Error al subir el video. Por favor, intenta nuevamente más tarde.' and changes nothing", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const before = await stored(adapters, WITH_SCRIPTS);
      adapters.storage.failNext('upload');
      await user.upload(await videoInput(1), fileOf('clip.mp4', 'video/mp4'));
      await dismissError(user, text.upload);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(within(await script(1)).queryByRole('link', { name: VideoTexts.viewVideo })).toBeNull();
    });
  });
});
