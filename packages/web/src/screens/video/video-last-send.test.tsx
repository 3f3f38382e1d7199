import { Messages } from '@estudio/domain/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublishingTexts } from '../../shared/texts.js';
import { cleanEachTest } from '../../test/each-test.js';
import { VideoTexts } from './video-texts.js';
import { CUMBRE, open, selectBrand } from './video-screen.test-support.js';

/** The seed's video whose last send the pre-flight refused (demo-sends.ts), three days before TEST_NOW. */
const REFUSED = 'demo-req-009';

// docs/product.md, "Envíos": a send that did not go is shown on its item until it is sent again.
describe('/video/{id}: the last send that did not go', () => {
  cleanEachTest();

  it("shows the seeded refusal in 'Datos para publicar', with its date in Bogotá and its reason", async () => {
    selectBrand(CUMBRE, 'Café Cumbre Andina');
    await open(REFUSED);
    const panel = await screen.findByRole('region', { name: VideoTexts.publish.title });
    const shown = await within(panel).findByTestId('last-send-warning');
    expect(within(shown).getByText(PublishingTexts.lastSendRefused('17/11/2026, 19:00, hora de Bogotá'))).toBeTruthy();
    expect(within(shown).getByText(Messages.scheduling.youtubeTitleRequired)).toBeTruthy();
  });
});
