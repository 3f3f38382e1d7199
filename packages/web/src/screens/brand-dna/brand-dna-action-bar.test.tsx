// /marca's action bar (docs/product.md, "Brand DNA"): 'Guardar' stays at the foot of the window,
// and a mark says whether the questionnaire holds answers not saved yet.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { UiTexts } from '@estudio/ui';
import { describe, expect, it } from 'vitest';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { cleanEachTest } from '../../test/each-test.js';
import { CAFE, CAFE_NAME, field, loadBrand, open, storedSelection } from './brand-dna-screen.test-support.js';
import { BrandDnaTexts as text } from './brand-dna-texts.js';

const bar = () => screen.getByRole('region', { name: UiTexts.actionBar.label });
const mission = () => field<HTMLTextAreaElement>(text.fields.missionPurpose);

describe("/marca's action bar", () => {
  cleanEachTest();

  it('holds Guardar and marks answers typed as unsaved, until they are saved', async () => {
    const { user, here, adapters } = await open();
    await loadBrand(user, CAFE, CAFE_NAME);
    expect(within(bar()).getByRole('button', { name: text.save })).toBeTruthy();
    expect(bar().textContent).toContain(UiTexts.actionBar.saved);

    await user.type(mission(), ' Sí.');
    expect(bar().textContent).toContain(UiTexts.actionBar.unsaved);

    await user.click(within(bar()).getByRole('button', { name: text.save }));
    await waitFor(() => expect(here()?.pathname).toBe('/blueprint'));
    expect((await adapters.brands.get(CAFE))?.missionPurpose).toContain(' Sí.');
    expect(storedSelection()?.id).toBe(CAFE);

    // Opening the form again: the saved answers, and nothing left to save.
    cleanup();
    await open('Estratega', adapters);
    await waitFor(() => expect(mission().value).toContain(' Sí.'));
    expect(bar().textContent).toContain(UiTexts.actionBar.saved);
    expect(bar().textContent).not.toContain(UiTexts.actionBar.unsaved);
    // A save, two screens and a second opening: longer than a screen test's default.
  }, 60_000);

  it('marks a new brand unsaved as soon as it is named, and saved again when the name is erased', async () => {
    const { user } = await open();
    await screen.findByRole('heading', { level: 1, name: ScreenTitles.brandDna });
    expect(bar().textContent).toContain(UiTexts.actionBar.saved);
    await user.type(field(text.fields.brandName), 'Luna');
    expect(bar().textContent).toContain(UiTexts.actionBar.unsaved);
    await user.clear(field(text.fields.brandName));
    expect(bar().textContent).toContain(UiTexts.actionBar.saved);
  });
});
