import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError, dismissInfo, holdNext } from '../../test/dialogs.js';
import { VideoTexts } from './video-texts.js';
import {
  CONTENT,
  CUMBRE,
  ESPIGA,
  READY,
  WITH_SCRIPTS,
  fileOf,
  fill,
  open,
  panel,
  script,
  selectBrand,
  stored,
  videoInput,
} from './video-screen.test-support.js';

const text = Messages.video;
const dialogs = UiTexts.dialogs;
const words = VideoTexts.publish;

// 'Datos para publicar': the planning of the chosen script's video, saved and sent to Metricool.
describe('/video/{id}', () => {
  cleanEachTest(() => selectBrand(CUMBRE, 'Café Cumbre Andina'));

  describe("'Datos para publicar' (CARROUSEL_SENDTOMETRICS and idMetrics)", () => {
    const checkbox = (within_: ReturnType<typeof within>, name: string) =>
      within_.getByRole('checkbox', { name }) as HTMLInputElement;

    it('is not shown for a brand without idMetrics', async () => {
      selectBrand(ESPIGA, 'Panadería La Espiga');
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const withScripts = (await adapters.requirements.list(ESPIGA)).find(
        (one) => one.title.startsWith('Video') && one.scripts.length > 0,
      )!;
      await open(withScripts.id, CONTENT, adapters);
      await script(1);
      expect(screen.queryByRole('region', { name: words.title })).toBeNull();
    });

    it("offers 'Video N' per script and only the brand's networks that take video, with the switches' defaults", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.brands.update(CUMBRE, {
        socialNetworks: ['Facebook', 'Instagram', 'Threads', 'LinkedIn', 'Pinterest', 'TikTok', 'YouTube'],
        updatedAt: TEST_NOW,
      });
      await open(WITH_SCRIPTS, CONTENT, adapters);
      const box = within(await panel());
      expect(
        box
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent),
      ).toEqual(['Video 1', 'Video 2', 'Video 3']);
      expect((box.getByRole('radio', { name: 'Video 1' }) as HTMLInputElement).checked).toBe(true);
      expect(box.getAllByRole('checkbox').map((one) => one.closest('label')?.textContent)).toEqual([
        'Facebook',
        'Instagram',
        'LinkedIn',
        'Pinterest',
        'TikTok',
        'YouTube',
      ]);
      for (const name of [words.allowComments, words.autoAddMusic, words.brandMention]) {
        expect((box.getByRole('switch', { name }) as HTMLInputElement).checked).toBe(true);
      }
      expect(box.getByLabelText(words.publicationDate)).toBeTruthy();
    });

    it("shows each network's fields when it is chosen and saves them with 'Guardar publicación'", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.brands.update(CUMBRE, {
        socialNetworks: ['Facebook', 'Instagram', 'LinkedIn', 'Pinterest', 'TikTok', 'YouTube'],
        updatedAt: TEST_NOW,
      });
      const { user } = await open(WITH_SCRIPTS, CONTENT, adapters);
      const box = within(await panel());
      for (const label of [words.collaborators, words.videoTitle, words.documentTitle, words.pinBoardId]) {
        expect(box.queryByLabelText(label)).toBeNull();
      }
      await user.click(checkbox(box, 'Instagram'));
      await fill(user, box.getByRole('textbox', { name: words.collaborators }), '@barista');
      await user.click(checkbox(box, 'YouTube'));
      await fill(user, box.getByRole('textbox', { name: words.videoTitle }), 'Agua y café');
      await user.type(box.getByPlaceholderText(UiTexts.tags.placeholder), 'cafe{Enter}');
      await user.click(checkbox(box, 'LinkedIn'));
      await fill(user, box.getByRole('textbox', { name: words.documentTitle }), 'Guía del agua');
      await user.click(checkbox(box, 'Pinterest'));
      await fill(user, box.getByRole('textbox', { name: words.pinBoardId }), 'tablero-1');
      await fill(user, box.getByRole('textbox', { name: words.pinTitle }), 'Pin del agua');
      await fill(user, box.getByRole('textbox', { name: words.pinLink }), 'https://cumbre.example/agua');
      expect(checkbox(box, words.pinNewFormat).checked).toBe(false);
      await user.click(checkbox(box, words.pinNewFormat));
      await user.click(box.getByRole('switch', { name: words.autoAddMusic }));
      await user.type(box.getByLabelText(words.publicationDate), '01/12/2026');
      await user.type(box.getByLabelText(UiTexts.dateTime.time), '10:30');
      await user.click(box.getByRole('button', { name: words.save }));
      await dismissInfo(user, Messages.success.planningSaved);

      const after = await stored(adapters, WITH_SCRIPTS);
      expect(after).toMatchObject({
        selectedSocialNetwork: ['Instagram', 'LinkedIn', 'Pinterest', 'YouTube'],
        collaborators: '@barista',
        videoTitle: 'Agua y café',
        youtubeTags: ['cafe'],
        documentTitle: 'Guía del agua',
        pinBoardId: 'tablero-1',
        pinTitle: 'Pin del agua',
        pinLink: 'https://cumbre.example/agua',
        pinNewFormat: true,
        allowComments: true,
        autoAddMusic: false,
        brandMention: true,
      });
      // Bogotá is UTC-5.
      expect(after.publicationDate?.toISOString()).toBe('2026-12-01T15:30:00.000Z');
    });

    it("a failed save says 'No se pudo guardar la planificación.' and changes nothing", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const before = await stored(adapters, WITH_SCRIPTS);
      const box = within(await panel());
      await user.click(checkbox(box, 'Facebook'));
      adapters.requirements.failNext('updateFrom');
      await user.click(box.getByRole('button', { name: words.save }));
      await dismissError(user, text.savePlanning);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(checkbox(box, 'Facebook').checked).toBe(true);
    });

    it("choosing a 'Video N' without an upload says 'No se ha cargado el video para el guión seleccionado.' and keeps the choice", async () => {
      const { adapters, user } = await open(READY);
      const box = within(await panel());
      await user.click(box.getByRole('radio', { name: 'Video 2' }));
      await dismissError(user, text.noVideoForScript);
      expect((await stored(adapters, READY)).videoToPublishIndex).toBe(0);
      expect((box.getByRole('radio', { name: 'Video 1' }) as HTMLInputElement).checked).toBe(true);
      expect((box.getByRole('radio', { name: 'Video 2' }) as HTMLInputElement).checked).toBe(false);
    });

    it('choosing a script with its video uploaded saves videoToPublishIndex', async () => {
      const { adapters, user } = await open(READY);
      await user.upload(await videoInput(3), fileOf('tercero.mp4', 'video/mp4'));
      await within(await script(3)).findByRole('link', { name: VideoTexts.viewVideo });
      const box = within(await panel());
      await user.click(box.getByRole('radio', { name: 'Video 3' }));
      await waitFor(async () => expect((await stored(adapters, READY)).videoToPublishIndex).toBe(2));
      await waitFor(() => expect((box.getByRole('radio', { name: 'Video 3' }) as HTMLInputElement).checked).toBe(true));
    });

    it("'Programar publicación' lists every pre-flight problem at once and saves and sends nothing", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const before = await stored(adapters, WITH_SCRIPTS);
      const box = within(await panel());
      await user.click(box.getByRole('button', { name: words.schedule }));
      const problems = await box.findByRole('alert', { name: Messages.scheduling.preflightRefused });
      expect(within(problems).getByText(text.selectedVideoWithoutUrl)).toBeTruthy();
      expect(within(problems).getByText(Messages.scheduling.noNetworks)).toBeTruthy();
      expect(within(problems).getByText(Messages.scheduling.publicationDateRequired)).toBeTruthy();
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);
      expect(adapters.schedulingGateway.calls).toEqual([]);
    });

    it("'Programar publicación' saves and sends: 'Publicación enviada a programación.', not sendable twice", async () => {
      const { adapters, user } = await open(READY);
      const box = within(await panel());
      await user.click(box.getByRole('switch', { name: words.brandMention }));
      // The send is held so the panel can be read while it runs: a fast twin would answer
      // (and its dialog cover the panel) before the first look.
      const release = holdNext(adapters.schedulingGateway, 'schedule');
      const sends = vi.spyOn(adapters.schedulingGateway, 'schedule');
      await user.click(box.getByRole('button', { name: words.schedule }));
      await waitFor(() => expect(sends).toHaveBeenCalledTimes(1));
      expect((box.getByRole('button', { name: words.schedule }) as HTMLButtonElement).disabled).toBe(true);
      expect((box.getByRole('button', { name: words.save }) as HTMLButtonElement).disabled).toBe(true);
      await user.click(box.getByRole('button', { name: words.schedule }));
      await act(async () => release());
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(adapters.schedulingGateway.calls).toEqual([
        { kind: 'video', key: { brandId: CUMBRE, requirementId: READY } },
      ]);
      expect(adapters.schedulerClient.drafts).toHaveLength(1);
      expect((await stored(adapters, READY)).brandMention).toBe(false);
    });

    it('a failed send shows its own reason and no draft is created', async () => {
      const { adapters, user } = await open(READY);
      adapters.schedulerClient.failNext('createDraft', new Error('Metricool caído'));
      const box = within(await panel());
      await user.click(box.getByRole('button', { name: words.schedule }));
      const modal = await screen.findByRole('alertdialog', { name: dialogs.errorTitle });
      // A sending failure shows the thrown message itself (docs/product.md, "Scheduling (Metricool)").
      expect(within(modal).getByText('Metricool caído')).toBeTruthy();
      expect(adapters.schedulerClient.drafts).toEqual([]);
      expect((await stored(adapters, READY)).scheduledPost).toBeNull();
    });
  });
});
