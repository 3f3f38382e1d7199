import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { cleanEachTest } from '../../test/each-test.js';
import { markGuardDrift, requirementTitled, storeGuardReview } from '../../test/guard-statuses.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { CalendarTexts } from './calendar-texts.js';

const CUMBRE = 'demo-cafe-cumbre-andina';
const HOUR = 60 * 60 * 1000;
const before = (hours: number) => new Date(TEST_NOW.getTime() - hours * HOUR);

const selectCumbre = () =>
  window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: CUMBRE, brandName: 'Café Cumbre Andina' }));

const piece = (title: string) => screen.findByRole('button', { name: title });
const badgeOf = (chip: HTMLElement) => chip.querySelector<HTMLElement>('[data-guard-status]');

// docs/product.md, "Revisión de marca": the calendar shows which pieces pass.
describe('/calendario and the brand review', () => {
  cleanEachTest();
  afterEach(() => window.localStorage.clear());

  it('marks each reviewed piece Pasa, No pasa or Revisar (with what changed), said in its description; a piece never reviewed shows nothing', async () => {
    selectCumbre();
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const passes = await requirementTitled(adapters, CUMBRE, 'Carrusel 15 - T1');
    const fails = await requirementTitled(adapters, CUMBRE, 'Video 21 - T1');
    const edited = await requirementTitled(adapters, CUMBRE, 'Carrusel 6 - T6');
    await storeGuardReview(adapters, passes, true, before(3));
    await storeGuardReview(adapters, fails, false, before(3));
    await storeGuardReview(adapters, edited, true, before(3));
    await adapters.requirements.update(CUMBRE, edited.id, {
      caption: `${edited.caption ?? ''} Nueva frase.`,
      updatedAt: before(1),
    });

    await renderApp({ path: '/calendario', as: 'Gestor de contenido', adapters });

    const passing = await piece('Carrusel 15 - T1');
    expect(badgeOf(passing)?.textContent).toContain('Pasa');
    expect(badgeOf(passing)?.dataset['guardStatus']).toBe('pasa');
    expect(passing.getAttribute('aria-description')).toMatch(/ · Revisión de marca: Pasa$/);
    const failing = await piece('Video 21 - T1');
    expect(badgeOf(failing)?.dataset['guardStatus']).toBe('no-pasa');
    expect(failing.getAttribute('aria-description')).toMatch(/ · Revisión de marca: No pasa$/);
    const changed = await piece('Carrusel 6 - T6');
    expect(badgeOf(changed)?.dataset['guardStatus']).toBe('revisar');
    expect(changed.getAttribute('aria-description')).toMatch(
      new RegExp(` · Revisión de marca: Revisar \\(${Messages.guard.textChanged}\\)$`),
    );
    // The badge is drawn, not read twice: the piece is still named by its title alone.
    expect(changed.querySelector('[data-piece-adornment]')?.getAttribute('aria-hidden')).toBe('true');
    const never = await piece('Video 10 - T4');
    expect(badgeOf(never)).toBeNull();
    expect(never.getAttribute('aria-description')).not.toContain('Revisión de marca');

    const legend = screen.getByRole('list', { name: CalendarTexts.guardLegend });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.querySelector<HTMLElement>('[data-guard-status]')?.dataset['guardStatus']),
    ).toEqual(['pasa', 'no-pasa', 'revisar']);
  });

  it('a change of the DNA after the review marks the piece Revisar, naming the change', async () => {
    selectCumbre();
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const reviewed = await requirementTitled(adapters, CUMBRE, 'Carrusel 6 - T6');
    await storeGuardReview(adapters, reviewed, true, before(5));
    await markGuardDrift(adapters, CUMBRE, ['ADN: Conceptos a evitar'], before(1));

    await renderApp({ path: '/calendario', as: 'Diseñador', adapters });

    const chip = await piece('Carrusel 6 - T6');
    expect(badgeOf(chip)?.dataset['guardStatus']).toBe('revisar');
    expect(chip.getAttribute('aria-description')).toMatch(/ · Revisión de marca: Revisar \(ADN: Conceptos a evitar\)$/);
  });
});
