import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { dismissError } from '../../test/dialogs.js';
import { expectLeaveGuard } from '../../test/leave-guard.js';
import { CarouselTexts } from './carousel-texts.js';
import { CUMBRE, READY, button, card, open, section, selectBrand, stored } from './carousel-screen.test-support.js';

const text = Messages.carousel;

// Opening a carousel, who may do what on it, and its texts: the caption and the guides edited by hand
// (new guides as a draft: carousel-guides.test.tsx).
describe('/carrousel/{id}', () => {
  cleanEachTest();

  describe('opening', () => {
    it('needs VIEW_REQUIREMENTS', async () => {
      selectBrand();
      await renderApp({ path: `/carrousel/${READY}`, as: 'Administrador de marcas' });
      expect(await screen.findByText(Messages.access.forbidden)).toBeTruthy();
      expect(screen.queryByRole('article', { name: CarouselTexts.guide(1) })).toBeNull();
    });

    it('says the brand or requirement is missing when neither the state nor the shell carries a brand', async () => {
      await renderApp({ path: `/carrousel/${READY}`, as: 'Superadministrador' });
      expect(await screen.findByText(text.missingBrandOrRequirement)).toBeTruthy();
    });

    it('opens a pasted link by id under the selected brand: caption, 3 guides with their words, 3 images', async () => {
      const { adapters } = await open('Diseñador');
      const requirement = await stored(adapters);
      expect(screen.getByText(CarouselTexts.brandOf('Café Cumbre Andina'))).toBeTruthy();
      expect(screen.getByRole('heading', { name: requirement.title })).toBeTruthy();
      expect(screen.getByTestId('caption-text').textContent).toBe(requirement.caption);
      for (const n of [1, 2, 3]) {
        const guide = within(card(n));
        expect(guide.getByText(requirement.instructions[n - 1] ?? '')).toBeTruthy();
        expect(guide.getByText(requirement.suggestedWords[n - 1] ?? '')).toBeTruthy();
        expect(guide.getByRole('img', { name: CarouselTexts.image(n) }).getAttribute('src')).toBe(
          requirement.imagesAIUrl[n - 1],
        );
      }
    });

    it("opens from the list's link with number, title and brandId in the state, no brand selected", async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const requirement = await stored(adapters);
      const user = userEvent.setup();
      const locations: Location[] = [];
      await renderApp({
        path: requirement.status === 'Finalizado' ? '/finished' : '/requirements',
        as: 'Gestor de contenido',
        adapters,
        onLocation: (location) => locations.push(location),
      });
      await user.click(await screen.findByRole('link', { name: requirement.title }));
      const first = await screen.findByRole('article', { name: CarouselTexts.guide(1) });
      expect(within(first).getByText(requirement.instructions[0] ?? '')).toBeTruthy();
      expect(screen.getByRole('heading', { name: requirement.title })).toBeTruthy();
      await waitFor(() =>
        expect(locations.at(-1)?.state).toEqual({ number: 15, title: requirement.title, brandId: CUMBRE }),
      );
      expect(window.localStorage.getItem(SELECTED_BRAND_KEY)).toBeNull();
    });

    it('reports a requirement that does not exist', async () => {
      selectBrand();
      await renderApp({ path: '/carrousel/no-existe', as: 'Diseñador' });
      expect(await screen.findAllByText(text.requirementNotFound)).not.toHaveLength(0);
    });
  });

  describe('permissions', () => {
    it('designer: guide and image actions, caption and guides as plain text, no suggestion nor publishing', async () => {
      await open('Diseñador');
      expect(button(CarouselTexts.generateGuides)).toBeTruthy();
      expect(button(CarouselTexts.generateImage(1))).toBeTruthy();
      expect(button(CarouselTexts.validate(2))).toBeTruthy();
      expect(within(card(3)).getByText(CarouselTexts.replaceImage(3))).toBeTruthy();
      expect(screen.queryByRole('button', { name: CarouselTexts.generateSuggestion })).toBeNull();
      expect(screen.queryByRole('textbox', { name: CarouselTexts.caption })).toBeNull();
      expect(screen.queryByRole('textbox', { name: CarouselTexts.description(1) })).toBeNull();
      expect(screen.queryByRole('button', { name: CarouselTexts.saveGuide(1) })).toBeNull();
      expect(screen.queryByRole('region', { name: CarouselTexts.publishing })).toBeNull();
    });

    it('content manager: suggestion, editable texts and the publishing panel, no image actions', async () => {
      await open('Gestor de contenido');
      expect(button(CarouselTexts.generateSuggestion)).toBeTruthy();
      expect(screen.getByRole('textbox', { name: CarouselTexts.caption })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: CarouselTexts.description(2) })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: CarouselTexts.suggestedWords(3) })).toBeTruthy();
      expect(screen.queryByRole('button', { name: CarouselTexts.generateGuides })).toBeNull();
      expect(screen.queryByRole('button', { name: CarouselTexts.generateImage(1) })).toBeNull();
      expect(screen.queryByRole('button', { name: CarouselTexts.validate(1) })).toBeNull();
      expect(screen.queryByText(CarouselTexts.replaceImage(1))).toBeNull();
      expect(section(CarouselTexts.publishing)).toBeTruthy();
    });

    it('hides the publishing panel when the brand has no Metricool id', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.brands.update(CUMBRE, { idMetrics: '', updatedAt: TEST_NOW });
      await open('Gestor de contenido', adapters);
      expect(screen.queryByRole('region', { name: CarouselTexts.publishing })).toBeNull();
    });
  });

  describe('editing texts (REQUIREMENTS_EDIT)', () => {
    it('a caption not saved asks before leaving by the menu: stay keeps it, leave goes', async () => {
      const { user } = await open('Gestor de contenido');
      const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: CarouselTexts.caption });
      await user.type(box(), ' Sin guardar.');
      await expectLeaveGuard(user, () => expect(box().value).toContain(' Sin guardar.'));
    });

    it('saves the caption', async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const box = screen.getByRole('textbox', { name: CarouselTexts.caption });
      await user.clear(box);
      await user.type(box, 'Nuevo caption del carrusel');
      await user.click(button(CarouselTexts.saveCaption));
      await waitFor(async () => expect((await stored(adapters)).caption).toBe('Nuevo caption del carrusel'));
    });

    it("saves one guide's description and words, the others as they were", async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const before = await stored(adapters);
      const description = screen.getByRole('textbox', { name: CarouselTexts.description(2) });
      await user.clear(description);
      await user.type(description, 'Interior nuevo');
      const words = screen.getByRole('textbox', { name: CarouselTexts.suggestedWords(2) });
      await user.clear(words);
      await user.type(words, 'uno, dos');
      await user.click(button(CarouselTexts.saveGuide(2)));
      await waitFor(async () => expect((await stored(adapters)).instructions[1]).toBe('Interior nuevo'));
      const after = await stored(adapters);
      expect(after.instructions).toEqual([before.instructions[0], 'Interior nuevo', before.instructions[2]]);
      expect(after.suggestedWords).toEqual([before.suggestedWords[0], 'uno, dos', before.suggestedWords[2]]);
    });

    it("saves only the texts changed here: another person's guide and words saved after the screen opened are kept", async () => {
      const { user, adapters } = await open('Gestor de contenido');
      const before = await stored(adapters);
      const theirs = {
        instructions: [before.instructions[0] ?? '', before.instructions[1] ?? '', 'Cierre de otra persona'],
        suggestedWords: [before.suggestedWords[0] ?? '', 'sus, palabras', before.suggestedWords[2] ?? ''],
      };
      await adapters.requirements.update(CUMBRE, READY, theirs);
      const description = screen.getByRole('textbox', { name: CarouselTexts.description(2) });
      await user.clear(description);
      await user.type(description, 'Interior nuevo');
      await user.click(button(CarouselTexts.saveGuide(2)));
      await waitFor(async () => expect((await stored(adapters)).instructions[1]).toBe('Interior nuevo'));
      const after = await stored(adapters);
      expect(after.instructions).toEqual([theirs.instructions[0], 'Interior nuevo', 'Cierre de otra persona']);
      expect(after.suggestedWords).toEqual(theirs.suggestedWords);
    });

    it('a failed save says so and changes nothing', async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      const before = await stored(adapters);
      const { user } = await open('Gestor de contenido', adapters);
      adapters.requirements.failNext('updateFrom', new Error('sin red'));
      const box = screen.getByRole('textbox', { name: CarouselTexts.caption });
      await user.type(box, ' más');
      await user.click(button(CarouselTexts.saveCaption));
      await dismissError(user, Messages.blueprint.saveChanges);
      expect((await stored(adapters)).caption).toBe(before.caption);
    });
  });
});
