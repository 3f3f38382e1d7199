import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError, dismissInfo } from '../../test/dialogs.js';
import { ContentTexts } from '../../shared/texts.js';
import { VideoTexts } from './video-texts.js';
import {
  CUMBRE,
  DESIGNER,
  WITH_SCRIPTS,
  fill,
  open,
  region,
  script,
  selectBrand,
  stored,
} from './video-screen.test-support.js';

const bar = () => screen.getByRole('region', { name: UiTexts.actionBar.label });
const saveAll = () => within(bar()).getByRole<HTMLButtonElement>('button', { name: ContentTexts.saveAll });
const captionBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: VideoTexts.captionField });
const sectionBox = (section: string, n: number) =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: VideoTexts.sectionField(section, `Guión ${n}`) });

/** Enters edit mode in one block (the caption's region, or a section's inside a script). */
const editIn = async (user: Awaited<ReturnType<typeof open>>['user'], block: HTMLElement) =>
  user.click(within(block).getByRole('button', { name: 'Editar' }));

// The sticky action bar (docs/product.md, "Videos"): unsaved typing marked, everything saved at once.
describe('/video/{id}', () => {
  cleanEachTest(() => selectBrand(CUMBRE, 'Café Cumbre Andina'));

  describe('the action bar (REQUIREMENTS_EDIT)', () => {
    it('marks typing not saved in the caption or a section, and not a block opened and left as it was', async () => {
      const { user } = await open(WITH_SCRIPTS);
      await script(1);
      expect(bar().textContent).toContain(UiTexts.actionBar.saved);
      expect(saveAll().disabled).toBe(true);
      await editIn(user, await region(VideoTexts.caption));
      expect(bar().textContent).toContain(UiTexts.actionBar.saved);
      await user.type(captionBox(), ' Más.');
      expect(bar().textContent).toContain(UiTexts.actionBar.unsaved);
      expect(saveAll().disabled).toBe(false);
      // Discarding the typing clears the mark; typing in a section sets it again.
      await user.click(within(await region(VideoTexts.caption)).getByRole('button', { name: 'Descartar' }));
      expect(bar().textContent).toContain(UiTexts.actionBar.saved);
      await editIn(user, within(await script(2)).getByRole('region', { name: 'Argumento de Venta' }));
      await user.type(sectionBox('Argumento de Venta', 2), ' Y más.');
      expect(bar().textContent).toContain(UiTexts.actionBar.unsaved);
    });

    it('saves every changed field through its command, each block back to view mode; blocks with no change stay open', async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const before = await stored(adapters, WITH_SCRIPTS);
      await editIn(user, await region(VideoTexts.caption));
      await fill(user, captionBox(), ' Caption nuevo.');
      await editIn(user, within(await script(1)).getByRole('region', { name: 'Captación' }));
      await user.clear(sectionBox('Captación', 1));
      await fill(user, sectionBox('Captación', 1), 'Gancho desde la barra');
      await editIn(user, within(await script(3)).getByRole('region', { name: 'Llamada a la acción' }));
      await fill(user, sectionBox('Llamada a la acción', 3), ' ¡Ahora!');
      await editIn(user, within(await script(2)).getByRole('region', { name: 'Captación' }));

      await user.click(saveAll());
      await waitFor(() => expect(bar().textContent).toContain(UiTexts.actionBar.saved));
      const after = await stored(adapters, WITH_SCRIPTS);
      expect(after.caption).toBe(`${before.caption} Caption nuevo.`);
      expect(after.scripts[0]).toEqual({ ...before.scripts[0], Captacion: 'Gancho desde la barra' });
      expect(after.scripts[1]).toEqual(before.scripts[1]);
      expect(after.scripts[2]).toEqual({
        ...before.scripts[2],
        'Llamada a la acción': `${before.scripts[2]!['Llamada a la acción']} ¡Ahora!`,
      });
      // Saved blocks show their text again; the untouched one is still being edited.
      expect(screen.queryByRole('textbox', { name: VideoTexts.captionField })).toBeNull();
      expect((await region(VideoTexts.caption)).textContent).toContain(' Caption nuevo.');
      expect(within(await script(1)).getByText('Gancho desde la barra')).toBeTruthy();
      expect(sectionBox('Captación', 2).value).toBe(before.scripts[1]!.Captacion);
      expect(saveAll().disabled).toBe(true);
    });

    it("a failed save says the catalogue's error and keeps the typing; the inline save still works after", async () => {
      const { adapters, user } = await open(WITH_SCRIPTS);
      const before = await stored(adapters, WITH_SCRIPTS);
      await editIn(user, await region(VideoTexts.caption));
      await user.type(captionBox(), ' Sin red.');
      adapters.requirements.failNext('updateFrom', new Error('sin red'));
      await user.click(saveAll());
      await dismissError(user, Messages.blueprint.saveChanges);
      expect(captionBox().value).toBe(`${before.caption} Sin red.`);
      expect(bar().textContent).toContain(UiTexts.actionBar.unsaved);
      expect(await stored(adapters, WITH_SCRIPTS)).toEqual(before);

      await user.click(within(await region(VideoTexts.caption)).getByRole('button', { name: 'Guardar' }));
      await dismissInfo(user, ContentTexts.saved);
      expect((await stored(adapters, WITH_SCRIPTS)).caption).toBe(`${before.caption} Sin red.`);
      expect(bar().textContent).toContain(UiTexts.actionBar.saved);
    });

    it('asks before leaving by the menu with typing not saved: stay keeps it, leave goes', async () => {
      const locations: Location[] = [];
      const { user } = await open(WITH_SCRIPTS, undefined, undefined, (location) => locations.push(location));
      await script(1);
      const menuLink = () => screen.getByRole('link', { name: 'Academia' });
      await editIn(user, within(await script(2)).getByRole('region', { name: 'Argumento de Venta' }));
      await user.type(sectionBox('Argumento de Venta', 2), ' Y más.');

      await user.click(menuLink());
      const prompt = await screen.findByRole('alertdialog', { name: ContentTexts.unsavedTitle });
      expect(prompt.textContent).toContain(ContentTexts.unsavedChanges);
      await user.click(within(prompt).getByRole('button', { name: ContentTexts.keepEditing }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(locations.at(-1)?.pathname).toBe(`/video/${WITH_SCRIPTS}`);
      expect(sectionBox('Argumento de Venta', 2).value).toContain(' Y más.');

      await user.click(menuLink());
      const again = await screen.findByRole('alertdialog', { name: ContentTexts.unsavedTitle });
      await user.click(within(again).getByRole('button', { name: ContentTexts.leave }));
      await waitFor(() => expect(locations.at(-1)?.pathname).toBe('/academy'));
    });

    it('leaves by the menu without asking when nothing is typed', async () => {
      const locations: Location[] = [];
      const { user } = await open(WITH_SCRIPTS, undefined, undefined, (location) => locations.push(location));
      await script(1);
      await user.click(screen.getByRole('link', { name: 'Academia' }));
      await waitFor(() => expect(locations.at(-1)?.pathname).toBe('/academy'));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('is not shown without REQUIREMENTS_EDIT', async () => {
      await open(WITH_SCRIPTS, DESIGNER, createDemoMemoryAdapters(TEST_NOW));
      await script(1);
      expect(screen.queryByRole('region', { name: UiTexts.actionBar.label })).toBeNull();
    });
  });
});
