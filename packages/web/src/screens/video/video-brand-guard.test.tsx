import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { GuardUiTexts, UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fieldOf,
  findGuardPanel,
  findOverrideDialog,
  findingButton,
  guardPanel,
  marksIn,
  queryOverrideDialog,
} from '../../test/brand-guard.js';
import { dismissInfo } from '../../test/dialogs.js';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { CUMBRE, READY, WITH_SCRIPTS, open, panel, region, script, stored } from './video-screen.test-support.js';
import { VideoTexts } from './video-texts.js';

const words = GuardUiTexts;
const say = Messages.guard.findings;
const AVOIDED = say.avoidedConcept('Café instantáneo');
const REASON = 'El cliente aprobó el guion por escrito.';

const withCaption = async (id: string, caption: string) => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  await adapters.requirements.update(CUMBRE, id, { caption });
  return adapters;
};

// docs/product.md, "Revisión de marca": the video detail checks its caption and scripts against the brand.
describe('/video/{id}: the brand guard', () => {
  cleanEachTest();

  it("underlines the stored caption's findings, and a finding clicked opens the caption's editor focused on them", async () => {
    const { user } = await open(
      WITH_SCRIPTS,
      'Gestor de contenido',
      await withCaption(WITH_SCRIPTS, '#CaféDeOrigen Sin café instantáneo.'),
    );
    const caption = await region(VideoTexts.caption);
    expect(marksIn(caption)).toEqual([{ text: 'café instantáneo', tone: 'blocking' }]);
    await findGuardPanel();
    await user.click(findingButton(AVOIDED));
    const box = (await within(caption).findByRole('textbox', { name: VideoTexts.captionField })) as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('café instantáneo');
    expect(marksIn(fieldOf(box))).toEqual([{ text: 'café instantáneo', tone: 'blocking' }]);
  }, 60_000);

  it("checks a script section as it is typed and names the script's section in the panel", async () => {
    const { user } = await open(WITH_SCRIPTS, 'Gestor de contenido', await withCaption(WITH_SCRIPTS, '#CaféDeOrigen'));
    const hook = within(await script(1)).getByRole('region', { name: 'Captación' });
    await user.click(within(hook).getByRole('button', { name: UiTexts.edit.edit }));
    const box = within(hook).getByRole('textbox');
    await user.type(box, ' el mejor');
    expect(marksIn(fieldOf(box))).toEqual([{ text: 'el mejor', tone: 'warning' }]);
    const group = within(guardPanel()).getByRole('region', { name: Messages.guard.rules['absolute-claim'] });
    expect(within(group).getByText(Messages.guard.fields.scriptSection(1, 'Captación'), { exact: false })).toBeTruthy();
    expect(within(group).getByText(say.absoluteClaim('el mejor'))).toBeTruthy();
  }, 60_000);

  it("'Evaluar texto' scores the caption and the scripts", async () => {
    const adapters = await withCaption(WITH_SCRIPTS, 'Café de origen del Huila. #CaféDeOrigen');
    const { user } = await open(WITH_SCRIPTS, 'Gestor de contenido', adapters);
    await user.click(within(await findGuardPanel()).getByRole('button', { name: words.score }));
    await waitFor(async () => expect((await stored(adapters, WITH_SCRIPTS)).brandReview).not.toBeNull());
    const [request] = adapters.ai.callsTo('alignText');
    expect(request?.text).toContain('Café de origen del Huila.');
    expect(request?.text).toContain('Guión 1');
    await waitFor(() => expect(guardPanel().querySelector('[data-guard-history]')).not.toBeNull());
  });

  describe("'Programar publicación'", () => {
    it('asks for the reason when the stored video has a blocking finding, and sends with it', async () => {
      const adapters = await withCaption(READY, '#CaféDeOrigen Nada de café instantáneo.');
      const { user } = await open(READY, 'Gestor de contenido', adapters);
      await user.click(within(await panel()).getByRole('button', { name: VideoTexts.publish.schedule }));
      const dialog = await findOverrideDialog();
      expect(within(dialog).getByText((text) => text.includes(AVOIDED))).toBeTruthy();
      await user.click(within(dialog).getByRole('textbox', { name: words.overrideReason }));
      await user.paste(REASON);
      await user.click(within(dialog).getByRole('button', { name: words.override }));
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(adapters.schedulingGateway.calls.map((call) => call.key.overrideReason)).toEqual([REASON]);
      expect(adapters.schedulingLedger.sent(CUMBRE, READY)?.override?.reason).toBe(REASON);
    });

    it('sends with no dialog when nothing blocks', async () => {
      const adapters = await withCaption(READY, '#CaféDeOrigen Café de origen.');
      const { user } = await open(READY, 'Gestor de contenido', adapters);
      await user.click(within(await panel()).getByRole('button', { name: VideoTexts.publish.schedule }));
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(queryOverrideDialog()).toBeNull();
      expect(adapters.schedulingGateway.calls.map((call) => call.key.overrideReason)).toEqual([undefined]);
    });
  });

  it('shows the findings underlined to whom may not edit, without the score button', async () => {
    await open(WITH_SCRIPTS, 'Diseñador', await withCaption(WITH_SCRIPTS, '#CaféDeOrigen Café instantáneo no.'));
    const caption = await region(VideoTexts.caption);
    expect(marksIn(caption)).toEqual([{ text: 'Café instantáneo', tone: 'blocking' }]);
    const guard = await findGuardPanel();
    expect(within(guard).getByText(AVOIDED)).toBeTruthy();
    expect(within(guard).queryByRole('button', { name: words.score })).toBeNull();
    expect(screen.queryByRole('button', { name: UiTexts.edit.edit })).toBeNull();
  });
});
