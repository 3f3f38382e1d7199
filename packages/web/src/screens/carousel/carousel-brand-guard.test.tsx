import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { GuardUiTexts, UiTexts, formatPercent } from '@estudio/ui';
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
import { dismissError, dismissInfo } from '../../test/dialogs.js';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW, accountOf } from '../../test/render-app.js';
import { CarouselTexts } from './carousel-texts.js';
import { CUMBRE, READY, button, card, open, stored } from './carousel-screen.test-support.js';

const words = GuardUiTexts;
const say = Messages.guard.findings;
/** Café Cumbre Andina's first concept to avoid, as the brand wrote it. */
const AVOIDED = say.avoidedConcept('Café instantáneo');
const REASON = 'El cliente aprobó el texto por escrito.';

const captionBox = () => screen.getByRole('textbox', { name: CarouselTexts.caption });

/** The demo carousel with its stored caption replaced. */
const withCaption = async (caption: string) => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  await adapters.requirements.update(CUMBRE, READY, { caption });
  return adapters;
};

// docs/product.md, "Revisión de marca": the carousel detail checks its texts against the brand as they are typed.
describe('/carrousel/{id}: the brand guard', () => {
  cleanEachTest();

  it('underlines a concept to avoid as it is typed, names it in the panel with its fix, and drops it once rewritten', async () => {
    const { user } = await open('Gestor de contenido', await withCaption('#CaféDeOrigen Nada de café'));
    const panel = await findGuardPanel();
    expect(within(panel).getByText(words.noFindings)).toBeTruthy();
    expect(marksIn(fieldOf(captionBox()))).toEqual([]);

    await user.type(captionBox(), ' instantáneo');
    expect(marksIn(fieldOf(captionBox()))).toEqual([{ text: 'café instantáneo', tone: 'blocking' }]);
    const group = within(guardPanel()).getByRole('region', { name: Messages.guard.rules['avoided-concept'] });
    expect(within(group).getByText(AVOIDED)).toBeTruthy();
    expect(within(group).getByText('café instantáneo')).toBeTruthy();
    expect(within(group).getByText(words.blocking)).toBeTruthy();

    // One more keystroke and the words are no longer the concept.
    await user.type(captionBox(), '{Backspace}');
    expect(marksIn(fieldOf(captionBox()))).toEqual([]);
    expect(within(guardPanel()).queryByText(AVOIDED)).toBeNull();
    expect(within(guardPanel()).getByText(words.noFindings)).toBeTruthy();
    // Typing a caption re-renders the whole page at each keystroke (as before the guard): slow on a loaded machine.
  }, 60_000);

  it("checks the guides' suggested words as typed, and says a missing keyword once for the whole piece", async () => {
    const { user } = await open('Gestor de contenido', await withCaption('Una taza para empezar el día.'));
    const missing = Messages.guard.findings.missingKeyword(['#CaféDeOrigen', '#HechoEnHuila', '#TazaPerfecta']);
    await findGuardPanel();
    // The demo guides hold none of the brand's keywords either.
    expect(within(guardPanel()).getAllByText(missing)).toHaveLength(1);
    const wordsBox = within(card(2)).getByRole('textbox', { name: CarouselTexts.suggestedWords(2) });
    await user.clear(wordsBox);
    await user.click(wordsBox);
    await user.paste('origen, #HechoEnHuila, el mejor');
    expect(within(guardPanel()).queryByText(missing)).toBeNull();
    expect(marksIn(fieldOf(wordsBox))).toEqual([{ text: 'el mejor', tone: 'warning' }]);
    expect(within(guardPanel()).getByText(say.absoluteClaim('el mejor'))).toBeTruthy();
  });

  it('a finding clicked in the panel focuses its editor with the words selected', async () => {
    const { user } = await open('Gestor de contenido', await withCaption('Un café instantáneo. #CaféDeOrigen'));
    await findGuardPanel();
    await user.click(findingButton(AVOIDED));
    const box = captionBox() as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('café instantáneo');
  });

  it("shows the stored caption's findings underlined to whom may not edit it, with no 'Evaluar texto'", async () => {
    await open('Cliente revisor', await withCaption('Un café instantáneo. #CaféDeOrigen'));
    await findGuardPanel();
    expect(marksIn(screen.getByTestId('caption-text'))).toEqual([{ text: 'café instantáneo', tone: 'blocking' }]);
    expect(within(guardPanel()).getByText(AVOIDED)).toBeTruthy();
    expect(within(guardPanel()).queryByRole('button', { name: words.score })).toBeNull();
  });

  it("'Evaluar texto' scores the stored texts: the review, its criteria and claims, and the history", async () => {
    const adapters = await withCaption('Café de origen del Huila, tostado en casa. #CaféDeOrigen');
    const { user } = await open('Gestor de contenido', adapters);
    const panel = await findGuardPanel();
    expect(within(panel).getByText(words.status['sin-revisar'])).toBeTruthy();
    expect(within(panel).getByText(words.notScored)).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: words.score }));
    const review = (await waitFor(async () => {
      const current = (await stored(adapters)).brandReview;
      expect(current).not.toBeNull();
      return current;
    }))!;
    expect(adapters.ai.callsTo('alignText')).toHaveLength(1);
    expect(adapters.ai.callsTo('findClaims')).toHaveLength(1);
    await waitFor(() =>
      expect(panel.querySelector('[data-guard-score]')?.textContent).toContain(formatPercent(review.score)),
    );
    expect(
      within(panel).getByText(words.status[review.passed ? 'pasa' : 'no-pasa'], {
        selector: '[data-guard-panel-status]',
      }),
    ).toBeTruthy();
    for (const label of Object.values(Messages.guard.criteria)) expect(within(panel).getByText(label)).toBeTruthy();
    const email = accountOf('Gestor de contenido').email;
    expect(review.by.email).toBe(email);
    // The server's history: one entry, by whom and with what score.
    const history = await waitFor(() => {
      const details = panel.querySelector<HTMLElement>('[data-guard-history]');
      expect(details).not.toBeNull();
      return details!;
    });
    expect(within(history).getByText(`${words.history} (1)`)).toBeTruthy();
    const entries = [...history.querySelectorAll('li')].map((entry) => entry.textContent ?? '');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain(email);
    expect(entries[0]).toContain(formatPercent(review.score));
  });

  it('a claim the review found without source is underlined, blocks, and goes stale once the caption is edited', async () => {
    const adapters = await withCaption('#CaféDeOrigen Cosechamos cada grano a mano.');
    adapters.ai.respondOnce('findClaims', { afirmaciones: [{ texto: 'Cosechamos cada grano a mano', fuente: null }] });
    const { user } = await open('Gestor de contenido', adapters);
    const panel = await findGuardPanel();
    await user.click(within(panel).getByRole('button', { name: words.score }));
    const unsupported = say.unsupportedClaim('Cosechamos cada grano a mano');
    expect(await within(panel).findByText(unsupported)).toBeTruthy();
    expect(within(panel).getByText(words.unsupported)).toBeTruthy();
    expect(marksIn(fieldOf(captionBox()))).toEqual([{ text: 'Cosechamos cada grano a mano', tone: 'blocking' }]);
    expect((await stored(adapters)).brandReview?.passed).toBe(false);

    // Sending asks for the reason of the override.
    await user.click(button(CarouselTexts.schedulePublication));
    const dialog = await findOverrideDialog();
    expect(within(dialog).getByText((text) => text.includes(unsupported))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.cancel }));

    // The caption edited since the review: where its claim is is no longer known.
    await user.type(captionBox(), '!');
    expect(within(panel).queryByText(unsupported)).toBeNull();
    expect(marksIn(fieldOf(captionBox()))).toEqual([]);
  });

  it('a failed score says why with the review prefix and stores nothing', async () => {
    const adapters = await withCaption('Café de origen. #CaféDeOrigen');
    adapters.ai.respondOnce('alignText', { alineacion: 'mucha' });
    const { user } = await open('Gestor de contenido', adapters);
    await user.click(within(await findGuardPanel()).getByRole('button', { name: words.score }));
    await dismissError(user, Messages.guard.invalidAlignment);
    expect((await stored(adapters)).brandReview).toBeNull();
  });

  describe("'Programar publicación'", () => {
    it('asks for the reason first when the stored carousel has a blocking finding, then sends with it', async () => {
      const adapters = await withCaption('Nada de café instantáneo. #CaféDeOrigen');
      const { user } = await open('Gestor de contenido', adapters);
      await user.click(button(CarouselTexts.schedulePublication));
      const dialog = await findOverrideDialog();
      expect(within(dialog).getByText((text) => text.includes(AVOIDED))).toBeTruthy();
      const confirm = within(dialog).getByRole('button', { name: words.override });
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      await user.type(within(dialog).getByRole('textbox', { name: words.overrideReason }), 'Muy corto');
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      await user.type(within(dialog).getByRole('textbox', { name: words.overrideReason }), ` ${REASON}`);
      await user.click(confirm);
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(adapters.schedulingGateway.calls.map((call) => call.key.overrideReason)).toEqual([`Muy corto ${REASON}`]);
      // The scheduler's ledger keeps the override with the sent post, and the send record too.
      const override = { reason: `Muy corto ${REASON}`, findings: [expect.stringContaining(AVOIDED)] };
      expect(adapters.schedulingLedger.sent(CUMBRE, READY)?.override).toEqual(override);
      expect((await adapters.sends.latest(CUMBRE, READY))?.override).toEqual(override);
      expect(adapters.schedulerClient.drafts).toHaveLength(1);
    });

    it('sends nothing when the override is cancelled', async () => {
      const adapters = await withCaption('Nada de café instantáneo. #CaféDeOrigen');
      const { user } = await open('Gestor de contenido', adapters);
      await user.click(button(CarouselTexts.schedulePublication));
      const dialog = await findOverrideDialog();
      await user.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.cancel }));
      await waitFor(() => expect(queryOverrideDialog()).toBeNull());
      expect(adapters.schedulingGateway.calls).toHaveLength(0);
      expect(adapters.schedulerClient.drafts).toHaveLength(0);
    });

    it('sends at once, with no dialog and no reason, when nothing blocks', async () => {
      const adapters = await withCaption('Café de origen, el mejor del Huila. #CaféDeOrigen');
      const { user } = await open('Gestor de contenido', adapters);
      await user.click(button(CarouselTexts.schedulePublication));
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(queryOverrideDialog()).toBeNull();
      expect(adapters.schedulingGateway.calls.map((call) => call.key.overrideReason)).toEqual([undefined]);
      expect(adapters.schedulingLedger.sent(CUMBRE, READY)?.override ?? null).toBeNull();
    });
  });
});
