import { createDemoMemoryAdapters } from '@estudio/adapters';
import { DEFAULT_ABSOLUTE_CLAIMS } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/render-app.js';
import { BrandDnaTexts } from './brand-dna-texts.js';
import { CAFE, CAFE_NAME, field, loadBrand, open, saveButton } from './brand-dna-screen.test-support.js';

const words = BrandDnaTexts.absoluteClaims;
/** Each case types, saves and lands on the guide: more than the default 20 s on a busy machine. */
const SLOW = 60_000;
const LABEL = Messages.guard.absoluteClaimsLabel;

/** The tags the field shows, in order. */
const shownClaims = () =>
  within(screen.getByRole('list', { name: LABEL }))
    .getAllByRole('listitem')
    .map((tag) => tag.textContent);

beforeEach(() => window.localStorage.clear());

// docs/product.md, "Revisión de marca": the brand's own absolute claims, or the default list.
describe("/marca: 'Afirmaciones absolutas'", () => {
  it(
    'shows the default list to a brand without its own, and saving keeps the brand on the default',
    async () => {
      const { user, adapters, here } = await open();
      await loadBrand(user, CAFE, CAFE_NAME);
      expect((await adapters.brands.get(CAFE))?.absoluteClaims).toBeUndefined();
      expect(shownClaims()).toEqual(DEFAULT_ABSOLUTE_CLAIMS);
      expect(screen.getByText(words.defaultHelp)).toBeTruthy();
      expect(screen.queryByRole('button', { name: words.reset })).toBeNull();

      await user.click(saveButton());
      await waitFor(() => expect(here()?.pathname).toBe('/blueprint'));
      expect((await adapters.brands.get(CAFE))?.absoluteClaims).toBeUndefined();
    },
    SLOW,
  );

  it(
    'gives the brand its own list when edited, saved by brand/save-dna',
    async () => {
      const { user, adapters, here } = await open();
      await loadBrand(user, CAFE, CAFE_NAME);
      await user.click(screen.getByRole('button', { name: UiTexts.tags.remove('cura') }));
      await user.type(field(LABEL), 'el número uno{Enter}');
      const own = [...DEFAULT_ABSOLUTE_CLAIMS.filter((claim) => claim !== 'cura'), 'el número uno'];
      expect(shownClaims()).toEqual(own);
      expect(screen.getByRole('button', { name: words.reset })).toBeTruthy();

      await user.click(saveButton());
      await waitFor(() => expect(here()?.pathname).toBe('/blueprint'));
      expect((await adapters.brands.get(CAFE))?.absoluteClaims).toEqual(own);
    },
    SLOW,
  );

  it(
    "shows a brand's own list as its own, and 'Usar la lista predeterminada' puts the default back",
    async () => {
      const adapters = createDemoMemoryAdapters(TEST_NOW);
      await adapters.brands.update(CAFE, { absoluteClaims: ['el número uno', 'infalible'], updatedAt: TEST_NOW });
      const { user } = await open('Estratega', adapters);
      await loadBrand(user, CAFE, CAFE_NAME);
      expect(shownClaims()).toEqual(['el número uno', 'infalible']);
      expect(screen.getByText(words.ownHelp)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: words.reset }));
      expect(shownClaims()).toEqual(DEFAULT_ABSOLUTE_CLAIMS);
      expect(screen.queryByRole('button', { name: words.reset })).toBeNull();
    },
    SLOW,
  );

  it(
    'an empty list is the brand flagging none',
    async () => {
      const { user, adapters, here } = await open();
      await loadBrand(user, CAFE, CAFE_NAME);
      for (const claim of DEFAULT_ABSOLUTE_CLAIMS) {
        await user.click(screen.getByRole('button', { name: UiTexts.tags.remove(claim) }));
      }
      expect(screen.getByText(words.none)).toBeTruthy();
      await user.click(saveButton());
      await waitFor(() => expect(here()?.pathname).toBe('/blueprint'));
      expect((await adapters.brands.get(CAFE))?.absoluteClaims).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses a term too short with the reason, storing nothing and keeping the list typed',
    async () => {
      const { user, adapters, here } = await open();
      await loadBrand(user, CAFE, CAFE_NAME);
      const before = await adapters.brands.get(CAFE);
      await user.type(field(LABEL), 'x{Enter}');
      await user.click(saveButton());

      const modal = await screen.findByRole('alertdialog', { name: UiTexts.dialogs.errorTitle });
      expect(modal.textContent).toContain(Messages.guard.absoluteClaimsInvalid(50, 2, 60));
      await user.click(within(modal).getByRole('button', { name: UiTexts.dialogs.close }));
      expect(await adapters.brands.get(CAFE)).toEqual(before);
      expect(here()?.pathname).toBe('/marca');
      expect(shownClaims()).toEqual([...DEFAULT_ABSOLUTE_CLAIMS, 'x']);
    },
    SLOW,
  );
});
