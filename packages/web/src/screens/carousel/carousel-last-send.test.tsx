import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublishingTexts } from '../../shared/texts.js';
import { cleanEachTest } from '../../test/each-test.js';
import { dismissError, dismissInfo } from '../../test/dialogs.js';
import { TEST_NOW } from '../../test/render-app.js';
import { CarouselTexts } from './carousel-texts.js';
import { button, open, section } from './carousel-screen.test-support.js';

/** The seed's carousel whose last send Metricool failed on (demo-sends.ts), the day before TEST_NOW. */
const FAILED = 'demo-req-004';

const warning = () => within(section(CarouselTexts.publishing)).queryByTestId('last-send-warning');

// docs/product.md, "Envíos": a send that did not go is shown on its item until it is sent again.
describe('/carrousel/{id}: the last send that did not go', () => {
  cleanEachTest();

  it("shows the seeded failure with its date in Bogotá and Metricool's answer", async () => {
    await open('Gestor de contenido', undefined, FAILED);
    const shown = await within(section(CarouselTexts.publishing)).findByTestId('last-send-warning');
    expect(within(shown).getByText(PublishingTexts.lastSendFailed('19/11/2026, 17:00, hora de Bogotá'))).toBeTruthy();
    expect(within(shown).getByText('Metricool rechazó la publicación (HTTP 503): Service Unavailable')).toBeTruthy();
  });

  it('shows nothing for a carousel whose sends went, or that was never sent', async () => {
    await open('Gestor de contenido');
    expect(warning()).toBeNull();
  });

  it('appears when a send fails, and goes when the carousel is sent again', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const { user } = await open('Gestor de contenido', adapters);
    expect(warning()).toBeNull();

    adapters.schedulerClient.failNext(undefined, new Error('Metricool no responde'));
    await user.click(button(CarouselTexts.schedulePublication));
    await dismissError(user, 'Metricool no responde');
    const shown = await within(section(CarouselTexts.publishing)).findByTestId('last-send-warning');
    expect(within(shown).getByText('Metricool no responde')).toBeTruthy();
    expect(within(shown).getByText(PublishingTexts.lastSendFailed('21/11/2026, 07:00, hora de Bogotá'))).toBeTruthy();

    await user.click(button(CarouselTexts.schedulePublication));
    await dismissInfo(user, Messages.success.sentToScheduling);
    await waitFor(() => expect(warning()).toBeNull());
    expect(adapters.sends.all().map((send) => send.outcome)).toEqual(['sent', 'failed', 'failed', 'refused', 'sent']);
  });

  it('says when the server refused it, with every reason', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.sends.record({
      brandId: 'demo-cafe-cumbre-andina',
      requirementId: 'demo-req-015',
      title: 'Carrusel 15 - T1',
      kind: 'carousel',
      networks: ['Instagram'],
      outcome: 'refused',
      postId: null,
      sandbox: false,
      reasons: [Messages.scheduling.publicationDatePast, Messages.scheduling.noNetworks],
      status: null,
      at: new Date('2026-11-21T11:30:00.000Z'),
      by: { uid: 'demo-contenido', email: 'contenido@estudio.test' },
    });
    await open('Gestor de contenido', adapters);
    const shown = await screen.findByTestId('last-send-warning');
    expect(within(shown).getByText(PublishingTexts.lastSendRefused('21/11/2026, 06:30, hora de Bogotá'))).toBeTruthy();
    expect(within(shown).getByText(Messages.scheduling.publicationDatePast)).toBeTruthy();
    expect(within(shown).getByText(Messages.scheduling.noNetworks)).toBeTruthy();
  });
});
