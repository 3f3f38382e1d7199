import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanningTexts } from '../../shared/planning/planning-texts.js';
import { cleanEachTest } from '../../test/each-test.js';
import { dismissInfo } from '../../test/dialogs.js';
import { VideoTexts } from './video-texts.js';
import { CUMBRE, READY, fill, open, panel, selectBrand, stored } from './video-screen.test-support.js';

const words = VideoTexts.publish;

// 'Mejor momento' and 'Primer comentario' in the video's planning (docs/product.md,
// "Scheduling (Metricool)", "Best time and first comment"). Now is Saturday 2026-11-21, 07:00 in Bogotá.
describe('/video/{id}: best time and first comment', () => {
  cleanEachTest(() => selectBrand(CUMBRE, 'Café Cumbre Andina'));

  it("proposes the chosen networks' best slots; 'Usar esta fecha' fills the date, and the first comment is sent", async () => {
    const { adapters, user } = await open(READY);
    const box = within(await panel());
    const bestTime = within(box.getByRole('region', { name: PlanningTexts.bestTime }));
    const networks = (await stored(adapters, READY)).selectedSocialNetwork;
    expect(networks.length).toBeGreaterThan(0);
    for (const network of networks) await bestTime.findByText(`${network}:`);
    const [first] = networks;
    await user.click(await bestTime.findByRole('button', { name: PlanningTexts.useBestTimeOf(first ?? '') }));
    expect(box.getByLabelText<HTMLInputElement>(words.publicationDate).value).toBe('24/11/2026');
    expect(box.getByLabelText<HTMLInputElement>(UiTexts.dateTime.time).value).toBe('19:00');

    await fill(user, box.getByRole('textbox', { name: PlanningTexts.firstComment }), 'Más recetas en la bio');
    await user.click(box.getByRole('button', { name: words.schedule }));
    await dismissInfo(user, Messages.success.sentToScheduling);
    const saved = await stored(adapters, READY);
    expect(saved.publicationDate).toEqual(new Date('2026-11-25T00:00:00.000Z'));
    expect(saved.firstComment).toBe('Más recetas en la bio');
    const [draft] = adapters.schedulerClient.drafts;
    expect(draft?.post.publicationDate.dateTime).toBe('2026-11-24T19:00:00');
    const taking = networks.some((network) => ['Facebook', 'Instagram', 'LinkedIn'].includes(network));
    expect(draft?.post.firstCommentText).toBe(taking ? 'Más recetas en la bio' : undefined);
  });
});
