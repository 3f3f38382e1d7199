import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError, dismissInfo, gate } from '../../test/dialogs.js';
import { CarouselTexts } from './carousel-texts.js';
import { button, open, section, stored } from './carousel-screen.test-support.js';

const text = Messages.carousel;

// 'Datos para publicar': the carousel's planning, saved and sent to Metricool.
describe('/carrousel/{id}', () => {
  cleanEachTest();

  describe('publishing (CARROUSEL_SENDTOMETRICS and idMetrics)', () => {
    it("offers only the brand's networks that take carousels", async () => {
      await open('Gestor de contenido');
      const panel = within(section(CarouselTexts.publishing));
      for (const network of ['Facebook', 'Instagram', 'TikTok']) {
        expect(panel.getByRole('checkbox', { name: network })).toBeTruthy();
      }
      // YouTube is on the brand but takes no carousels.
      expect(panel.queryByRole('checkbox', { name: 'YouTube' })).toBeNull();
    });

    it("'Guardar publicación' saves the planning", async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const panel = within(section(CarouselTexts.publishing));
      await user.click(panel.getByRole('checkbox', { name: 'TikTok' }));
      await user.click(button(CarouselTexts.savePublication));
      await dismissInfo(user, Messages.success.planningSaved);
      expect((await stored(adapters)).selectedSocialNetwork).toEqual(['Facebook', 'Instagram']);
      expect(adapters.schedulerClient.drafts).toHaveLength(0);
    });

    it('a failed save says so and changes nothing', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const before = await stored(adapters);
      const { user } = await open('Gestor de contenido', adapters);
      adapters.requirements.failNext('updateFrom', new Error('sin red'));
      await user.click(within(section(CarouselTexts.publishing)).getByRole('checkbox', { name: 'Facebook' }));
      await user.click(button(CarouselTexts.savePublication));
      await dismissError(user, text.savePlanning);
      expect((await stored(adapters)).selectedSocialNetwork).toEqual(before.selectedSocialNetwork);
    });

    it("'Programar publicación' saves, then sends through the server", async () => {
      const { user, adapters } = await open('Gestor de contenido');
      await user.click(button(CarouselTexts.schedulePublication));
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(adapters.schedulerClient.drafts).toHaveLength(1);
    });

    it("'Programar publicación' cannot be sent twice: every action waits until the server answers", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const original = adapters.schedulingGateway.schedule.bind(adapters.schedulingGateway);
      const hold = gate<void>();
      const sends = vi.spyOn(adapters.schedulingGateway, 'schedule').mockImplementation(async (...args) => {
        await hold.promise;
        return original(...args);
      });
      const { user } = await open('Gestor de contenido', adapters);
      await user.click(button(CarouselTexts.schedulePublication));
      await waitFor(() => expect(sends).toHaveBeenCalledTimes(1));
      expect((button(CarouselTexts.schedulePublication) as HTMLButtonElement).disabled).toBe(true);
      expect((button(CarouselTexts.savePublication) as HTMLButtonElement).disabled).toBe(true);
      expect((button(CarouselTexts.generateSuggestion) as HTMLButtonElement).disabled).toBe(true);
      await user.click(button(CarouselTexts.schedulePublication));
      await act(async () => hold.release());
      await dismissInfo(user, Messages.success.sentToScheduling);
      expect(sends).toHaveBeenCalledTimes(1);
      expect(adapters.schedulerClient.drafts).toHaveLength(1);
    });

    it('a failed send says so and Metricool gets nothing', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      adapters.schedulerClient.failNext('normalizeMediaUrl', new Error('Metricool no responde'));
      const { user } = await open('Gestor de contenido', adapters);
      await user.click(button(CarouselTexts.schedulePublication));
      // The scheduler function answers the upstream's own text.
      await dismissError(user, 'Metricool no responde');
      expect(adapters.schedulerClient.drafts).toHaveLength(0);
    });

    it('lists every pre-flight problem at once and sends nothing', async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const panel = within(section(CarouselTexts.publishing));
      for (const network of ['Facebook', 'Instagram', 'TikTok']) {
        await user.click(panel.getByRole('checkbox', { name: network }));
      }
      await user.clear(panel.getByLabelText(CarouselTexts.publicationDate));
      await user.click(button(CarouselTexts.schedulePublication));
      const alert = await panel.findByRole('alert');
      expect(within(alert).getByText(Messages.scheduling.preflightRefused)).toBeTruthy();
      expect(within(alert).getByText(Messages.scheduling.noNetworks)).toBeTruthy();
      expect(within(alert).getByText(Messages.scheduling.publicationDateRequired)).toBeTruthy();
      expect(adapters.schedulerClient.drafts).toHaveLength(0);
      // The edited planning was saved before the send's pre-flight refused it.
      expect((await stored(adapters)).selectedSocialNetwork).toEqual([]);
    });
  });
});
