import { createDemoMemoryAdapters } from '@estudio/adapters';
import { FIRST_COMMENT_MAX } from '@estudio/domain/scheduling';
import { DomainError, Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { UiTexts } from '@estudio/ui';
import { describe, expect, it } from 'vitest';
import { PlanningTexts } from '../../shared/planning/planning-texts.js';
import { cleanEachTest } from '../../test/each-test.js';
import { dismissError, dismissInfo } from '../../test/dialogs.js';
import { TEST_NOW } from '../../test/render-app.js';
import { CarouselTexts } from './carousel-texts.js';
import { button, open, section, stored } from './carousel-screen.test-support.js';

// 'Mejor momento' and 'Primer comentario' in the carousel's planning (docs/product.md,
// "Scheduling (Metricool)", "Best time and first comment"). Now is Saturday 2026-11-21, 07:00 in Bogotá.
describe('/carrousel/{id}: best time and first comment', () => {
  cleanEachTest();

  const bestTime = () =>
    within(section(CarouselTexts.publishing)).getByRole('region', { name: PlanningTexts.bestTime });

  it("proposes each chosen network's next best slot, and 'Usar esta fecha' fills the date", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    // Instagram's audience peaks on Mondays at 20:00; Facebook and TikTok keep the twin's Tuesday 19:00.
    adapters.schedulerClient.setBestTimes('instagram', [
      { weekday: 1, hour: 20, value: 88 },
      { weekday: 5, hour: 7, value: 20 },
    ]);
    const { user } = await open('Gestor de contenido', adapters);
    const box = within(bestTime());
    await box.findByText('23/11/2026, 20:00');
    expect(box.getAllByText('24/11/2026, 19:00')).toHaveLength(2);
    expect(box.getByText('Instagram:')).toBeTruthy();
    expect(adapters.schedulerClient.bestTimesCalls.map((call) => call.network).sort()).toEqual([
      'facebook',
      'instagram',
      'tiktok',
    ]);
    expect(adapters.schedulerClient.bestTimesCalls[0]?.query.blogId).toBe('4187263');

    await user.click(box.getByRole('button', { name: PlanningTexts.useBestTimeOf('Instagram') }));
    const panel = within(section(CarouselTexts.publishing));
    expect(panel.getByLabelText<HTMLInputElement>(CarouselTexts.publicationDate).value).toBe('23/11/2026');
    expect(panel.getByLabelText<HTMLInputElement>(UiTexts.dateTime.time).value).toBe('20:00');
    await user.click(button(CarouselTexts.savePublication));
    await dismissInfo(user, Messages.success.planningSaved);
    expect((await stored(adapters)).publicationDate).toEqual(new Date('2026-11-24T01:00:00.000Z'));
  });

  it("says 'Sin propuesta' where Metricool scores no hour, and asks again for a newly chosen network", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.schedulerClient.setBestTimes('tiktok', [{ weekday: 3, hour: 9, value: 0 }]);
    const { user } = await open('Gestor de contenido', adapters);
    const box = within(bestTime());
    await box.findByText(PlanningTexts.bestTimeNone);
    expect(box.queryByRole('button', { name: PlanningTexts.useBestTimeOf('TikTok') })).toBeNull();
    const panel = within(section(CarouselTexts.publishing));
    for (const network of ['Facebook', 'Instagram', 'TikTok'])
      await user.click(panel.getByRole('checkbox', { name: network }));
    expect(await box.findByText(PlanningTexts.bestTimeNoNetworks)).toBeTruthy();
    await user.click(panel.getByRole('checkbox', { name: 'Instagram' }));
    await box.findByRole('button', { name: PlanningTexts.useBestTimeOf('Instagram') });
    expect(box.queryByText('Facebook:')).toBeNull();
  });

  it("shows Metricool's refusal beside the proposals, and the rest of the panel still works", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const refused =
      'Metricool respondió el mejor momento para publicar en un formato inesperado: no se propone ninguno.';
    adapters.schedulerClient.failNext('bestTimes', new DomainError('upstream', refused));
    const { user } = await open('Gestor de contenido', adapters);
    expect((await within(bestTime()).findByRole('alert')).textContent).toBe(refused);
    await user.click(button(CarouselTexts.schedulePublication));
    await dismissInfo(user, Messages.success.sentToScheduling);
    expect(adapters.schedulerClient.drafts).toHaveLength(1);
  });

  it("saves 'Primer comentario' and sends it as the draft's first comment, naming the networks it goes on", async () => {
    const { user, adapters } = await open('Gestor de contenido');
    const field = screen.getByRole('textbox', { name: PlanningTexts.firstComment });
    expect(screen.getByText(/Se publica como primer comentario en Facebook y Instagram\./)).toBeTruthy();
    await user.click(field);
    await user.paste('Receta completa en el enlace de la bio ☕');
    expect(screen.getByText(new RegExp(PlanningTexts.firstCommentCount(40, FIRST_COMMENT_MAX)))).toBeTruthy();
    await user.click(button(CarouselTexts.schedulePublication));
    await dismissInfo(user, Messages.success.sentToScheduling);
    expect((await stored(adapters)).firstComment).toBe('Receta completa en el enlace de la bio ☕');
    expect(adapters.schedulerClient.drafts[0]?.post.firstCommentText).toBe('Receta completa en el enlace de la bio ☕');
  });

  it('says when no chosen network takes a first comment, and sends none', async () => {
    const { user, adapters } = await open('Gestor de contenido');
    const panel = within(section(CarouselTexts.publishing));
    for (const network of ['Facebook', 'Instagram']) await user.click(panel.getByRole('checkbox', { name: network }));
    await waitFor(() => expect(screen.getByText(new RegExp(PlanningTexts.firstCommentNoNetwork))).toBeTruthy());
    await user.click(screen.getByRole('textbox', { name: PlanningTexts.firstComment }));
    await user.paste('Hola');
    await user.click(button(CarouselTexts.schedulePublication));
    await dismissInfo(user, Messages.success.sentToScheduling);
    expect(adapters.schedulerClient.drafts[0]?.post).not.toHaveProperty('firstCommentText');
  });

  it('refuses a first comment over its cap and stores nothing', async () => {
    const { user, adapters } = await open('Gestor de contenido');
    await user.click(screen.getByRole('textbox', { name: PlanningTexts.firstComment }));
    await user.paste('x'.repeat(FIRST_COMMENT_MAX + 1));
    await user.click(button(CarouselTexts.savePublication));
    await dismissError(user, Messages.scheduling.firstCommentTooLong(FIRST_COMMENT_MAX));
    expect((await stored(adapters)).firstComment).toBe('');
  });
});
