import { createDemoMemoryAdapters, PLAUSIBLE_AI_ANSWERS, type MemoryAdapters } from '@estudio/adapters';
import { TEXT_LIMITS, Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError, gate } from '../../test/dialogs.js';
import { VideoTexts } from './video-texts.js';
import {
  CONTENT,
  CUMBRE,
  NO_SCRIPTS,
  READY,
  WITH_SCRIPTS,
  fileOf,
  open,
  panel,
  region,
  script,
  selectBrand,
  stored,
  videoInput,
} from './video-screen.test-support.js';
import { findPageStatus, pageStatuses } from '../../test/statuses.js';

const text = Messages.video;
const words = UiTexts.aiDraft;
/** The first hook of the model's plausible scripts. */
const HOOK_1 = 'Gancho 1: ¿y si tu día fuera más simple?';

const newSuggestion = () => screen.getByRole<HTMLButtonElement>('button', { name: VideoTexts.newSuggestion });
const draft = () => region(VideoTexts.scriptsProposal);

/** The content manager on a video with three scripts, the model answering its plausible scripts. */
const openWithScripts = async (adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW)) => {
  adapters.ai.respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
  const before = await stored(adapters, WITH_SCRIPTS);
  const opened = await open(WITH_SCRIPTS, CONTENT, adapters);
  await script(1);
  return { ...opened, before };
};

// 'Generar nueva sugerencia' (docs/product.md, "Videos"): with scripts, the new ones are an AI draft beside them.
describe('/video/{id}', () => {
  cleanEachTest(() => selectBrand(CUMBRE, 'Café Cumbre Andina'));

  describe("'Generar nueva sugerencia' (VIDEO_SUGGESTIONAI)", () => {
    it('shows the proposal as a draft beside the scripts, nothing saved, with the spinner and the asking button busy, not sent twice', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const answer = gate<unknown>();
      adapters.ai.respond('generateScripts', () => answer.promise);
      const before = await stored(adapters, WITH_SCRIPTS);
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      await script(1);
      await user.click(newSuggestion());
      expect((await findPageStatus()).textContent).toContain(VideoTexts.generating);
      await waitFor(() => expect(newSuggestion().hasAttribute('data-loading')).toBe(true));
      expect(newSuggestion().disabled).toBe(true);
      await user.click(newSuggestion());
      await act(async () => answer.release(PLAUSIBLE_AI_ANSWERS.generateScripts));

      const proposal = await draft();
      // The two sides: the scripts as they are, then the proposal, each as text.
      const [current, proposed] = within(proposal).getAllByText(
        (_, element) => element?.children.length === 0 && (element.textContent ?? '').startsWith('Guión 1'),
      );
      expect(current?.textContent).toContain(before.scripts[0]!.Captacion);
      expect(proposed?.textContent).toContain(`Guión 1\nCaptación\n${HOOK_1}\nArgumento de Venta\n`);
      expect(proposed?.textContent).toContain('Guión 3\nCaptación\n');
      expect(proposal.textContent).toContain('Llamada a la acción');
      expect(within(proposal).getByRole('button', { name: words.replace })).toBeTruthy();
      expect(within(proposal).getByRole('button', { name: words.insert })).toBeTruthy();
      expect(adapters.ai.callsTo('generateScripts')).toHaveLength(1);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(within(await script(1)).getByText(before.scripts[0]!.Captacion)).toBeTruthy();
      expect(pageStatuses()).toEqual([]);
      expect(newSuggestion().hasAttribute('data-loading')).toBe(false);
    });

    it("'Reemplazar' saves the proposed scripts, saying their videos go; 'Deshacer' brings the previous scripts back with their videos", async () => {
      const { adapters, user, before } = await openWithScripts();
      await user.upload(await videoInput(1), fileOf('toma.mp4', 'video/mp4'));
      await within(await script(1)).findByRole('link', { name: VideoTexts.viewVideo });
      const withVideo = await stored(adapters, WITH_SCRIPTS);
      expect(withVideo.scripts[0]?.videoUrl).toBeTruthy();

      await user.click(newSuggestion());
      const proposal = await draft();
      expect(screen.getByText(VideoTexts.replaceDropsVideos)).toBeTruthy();
      await user.click(within(proposal).getByRole('button', { name: words.replace }));
      expect(await screen.findByText(VideoTexts.scriptsReplaced)).toBeTruthy();
      const replaced = await stored(adapters, WITH_SCRIPTS);
      expect(replaced.scripts[0]?.Captacion).toBe(HOOK_1);
      expect(replaced.scripts.some((one) => one.videoUrl !== undefined)).toBe(false);
      expect(replaced.videoToPublishIndex).toBe(0);
      expect(replaced.caption).toBe(before.caption);
      expect(within(await script(1)).getByText(HOOK_1)).toBeTruthy();
      expect(within(await script(1)).queryByRole('link', { name: VideoTexts.viewVideo })).toBeNull();
      expect(screen.queryByRole('region', { name: VideoTexts.scriptsProposal })).toBeNull();

      await user.click(screen.getByRole('button', { name: words.undo }));
      await waitFor(() => expect(screen.queryByRole('button', { name: words.undo })).toBeNull());
      expect((await stored(adapters, WITH_SCRIPTS)).scripts).toEqual(withVideo.scripts);
      const link = await within(await script(1)).findByRole('link', { name: VideoTexts.viewVideo });
      expect(link.getAttribute('href')).toBe(withVideo.scripts[0]?.videoUrl);
      expect(within(await script(1)).getByText(before.scripts[0]!.Captacion)).toBeTruthy();
    });

    it("'Deshacer' after 'Reemplazar' chooses again the video that was chosen to publish", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const { user } = await open(READY, CONTENT, adapters);
      await user.upload(await videoInput(3), fileOf('tercero.mp4', 'video/mp4'));
      await within(await script(3)).findByRole('link', { name: VideoTexts.viewVideo });
      const box = within(await panel());
      await user.click(box.getByRole('radio', { name: 'Video 3' }));
      await waitFor(async () => expect((await stored(adapters, READY)).videoToPublishIndex).toBe(2));
      const chosen = await stored(adapters, READY);

      await user.click(newSuggestion());
      await user.click(within(await draft()).getByRole('button', { name: words.replace }));
      expect(await screen.findByText(VideoTexts.scriptsReplaced)).toBeTruthy();
      expect((await stored(adapters, READY)).videoToPublishIndex).toBe(0);

      await user.click(screen.getByRole('button', { name: words.undo }));
      await waitFor(async () => expect((await stored(adapters, READY)).videoToPublishIndex).toBe(2));
      const restored = await stored(adapters, READY);
      expect(restored.scripts.map((one) => one.Captacion)).toEqual(chosen.scripts.map((one) => one.Captacion));
      // Both videos back: the seeded one under the URL the server derives for its object, the upload as it was.
      expect(restored.scripts.map((one) => one.videoUrl !== undefined)).toEqual([true, false, true]);
      expect(restored.scripts[2]?.videoUrl).toBe(chosen.scripts[2]?.videoUrl);
      await waitFor(() => expect((box.getByRole('radio', { name: 'Video 3' }) as HTMLInputElement).checked).toBe(true));
    });

    it("'Insertar' adds the proposed scripts after the existing ones, which keep their videos; 'Deshacer' takes them out", async () => {
      const { adapters, user, before } = await openWithScripts();
      await user.upload(await videoInput(2), fileOf('toma.mp4', 'video/mp4'));
      await within(await script(2)).findByRole('link', { name: VideoTexts.viewVideo });
      const withVideo = await stored(adapters, WITH_SCRIPTS);

      await user.click(newSuggestion());
      await user.click(within(await draft()).getByRole('button', { name: words.insert }));
      expect(await screen.findByText(VideoTexts.scriptsInserted)).toBeTruthy();
      const inserted = await stored(adapters, WITH_SCRIPTS);
      expect(inserted.scripts).toHaveLength(before.scripts.length + 3);
      expect(inserted.scripts.slice(0, before.scripts.length)).toEqual(withVideo.scripts);
      expect(inserted.scripts[before.scripts.length]?.Captacion).toBe(HOOK_1);
      expect(within(await script(4)).getByText(HOOK_1)).toBeTruthy();
      expect(within(await script(2)).getByRole('link', { name: VideoTexts.viewVideo })).toBeTruthy();

      await user.click(screen.getByRole('button', { name: words.undo }));
      await waitFor(async () => expect((await stored(adapters, WITH_SCRIPTS)).scripts).toEqual(withVideo.scripts));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Guión 4' })).toBeNull());
    });

    it("offers no 'Insertar' beyond the scripts' cap, and says why", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const [one] = (PLAUSIBLE_AI_ANSWERS.generateScripts as { guiones: { scripts: unknown[] } }).guiones.scripts;
      const { user } = await openWithScripts(adapters);
      adapters.ai.respond('generateScripts', { guiones: { scripts: Array(8).fill(one) } });
      await user.click(newSuggestion());
      const proposal = await draft();
      expect(within(proposal).queryByRole('button', { name: words.insert })).toBeNull();
      expect(within(proposal).getByRole('button', { name: words.replace })).toBeTruthy();
      expect(screen.getByText(VideoTexts.insertBeyondCap(TEXT_LIMITS.sections))).toBeTruthy();
    });

    it("'Descartar' drops the proposal and changes nothing", async () => {
      const { adapters, user, before } = await openWithScripts();
      await user.click(newSuggestion());
      await user.click(within(await draft()).getByRole('button', { name: words.discard }));
      expect(screen.queryByRole('region', { name: VideoTexts.scriptsProposal })).toBeNull();
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
    });

    it('a failed save of the proposal says so; the draft stays and nothing changes', async () => {
      const { adapters, user, before } = await openWithScripts();
      await user.click(newSuggestion());
      adapters.requirements.failNext('updateFrom', new Error('sin red'));
      await user.click(within(await draft()).getByRole('button', { name: words.replace }));
      await dismissError(user, Messages.blueprint.saveChanges);
      expect(within(await draft()).getByRole('button', { name: words.replace })).toBeTruthy();
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
    });

    it('a failure says so and leaves the scripts as they were', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respond('generateScripts', { guiones: { scripts: [] } });
      const before = await stored(adapters, WITH_SCRIPTS);
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      await script(1);
      await user.click(newSuggestion());
      await dismissError(user, text.invalidScripts);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(within(await script(1)).getByText(before.scripts[0]!.Captacion)).toBeTruthy();
      expect(screen.queryByRole('region', { name: VideoTexts.scriptsProposal })).toBeNull();
    });

    it('with no scripts yet, stores the new ones at once: there is nothing to replace', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.ai.respondOnce('generateScripts', new Error('modelo caído'));
      const { user } = await open(NO_SCRIPTS, CONTENT, adapters);
      await dismissError(user, text.scriptsFailed);
      adapters.ai.respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      await user.click(newSuggestion());
      expect(await within(await script(1)).findByText(HOOK_1)).toBeTruthy();
      expect((await stored(adapters, NO_SCRIPTS)).scripts).toHaveLength(3);
      expect(screen.queryByRole('region', { name: VideoTexts.scriptsProposal })).toBeNull();
    });
  });
});
