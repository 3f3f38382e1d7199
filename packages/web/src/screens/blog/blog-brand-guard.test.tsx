import { Messages } from '@estudio/domain/shared';
import { GuardUiTexts } from '@estudio/ui';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldOf, findGuardPanel, findingButton, guardPanel, marksIn } from '../../test/brand-guard.js';
import { cleanEachTest } from '../../test/each-test.js';
import { BlogTexts } from './blog-texts.js';
import { CUMBRE, DESIGNER, WRITTEN_BLOG, demoAdapters, open, region, stored } from './blog-screen.test-support.js';

const words = GuardUiTexts;
const say = Messages.guard.findings;
const AVOIDED = say.avoidedConcept('Café instantáneo');

/** Café's written blog with its first section's text replaced. */
const withFirstSection = async (text: string) => {
  const adapters = demoAdapters();
  const blog = await adapters.requirements.get(CUMBRE, WRITTEN_BLOG);
  const [first, ...rest] = blog?.article ?? [];
  if (first === undefined) throw new Error('the demo blog has no article');
  await adapters.requirements.update(CUMBRE, WRITTEN_BLOG, { article: [{ ...first, text }, ...rest] });
  return adapters;
};

// docs/product.md, "Revisión de marca": the blog detail checks its article's sections against the brand.
describe('/blog/{id}: the brand guard', () => {
  cleanEachTest();

  it("underlines a section's text as it is typed, and a finding clicked focuses it", async () => {
    const { user } = await open(WRITTEN_BLOG, 'Gestor de contenido', await withFirstSection('#CaféDeOrigen Nada de'));
    await findGuardPanel();
    const text = within(await region(BlogTexts.articleSection)).getByRole('textbox', {
      name: BlogTexts.sectionTextLabel(1),
    }) as HTMLTextAreaElement;
    await user.type(text, ' café instantáneo');
    expect(marksIn(fieldOf(text))).toEqual([{ text: 'café instantáneo', tone: 'blocking' }]);
    const group = within(guardPanel()).getByRole('region', { name: Messages.guard.rules['avoided-concept'] });
    expect(within(group).getByText(Messages.guard.fields.articleText(1), { exact: false })).toBeTruthy();
    text.blur();
    await user.click(findingButton(AVOIDED));
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text.value.slice(text.selectionStart, text.selectionEnd)).toBe('café instantáneo');
  }, 60_000);

  it("underlines a section's title under its input", async () => {
    const { user } = await open(WRITTEN_BLOG, 'Gestor de contenido', await withFirstSection('#CaféDeOrigen'));
    const article = within(await region(BlogTexts.articleSection));
    const title = article.getByRole('textbox', { name: BlogTexts.sectionTitleLabel(1) });
    await user.clear(title);
    await user.click(title);
    await user.paste('El mejor café');
    const line = title.closest('[data-guard-line]') as HTMLElement;
    expect(marksIn(line)).toEqual([{ text: 'El mejor', tone: 'warning' }]);
    expect(within(guardPanel()).getByText(say.absoluteClaim('el mejor'))).toBeTruthy();
  });

  it('shows the stored findings underlined to whom may not edit the article', async () => {
    await open(WRITTEN_BLOG, DESIGNER, await withFirstSection('#CaféDeOrigen Sin café instantáneo.'));
    const article = await region(BlogTexts.articleSection);
    expect(marksIn(article)).toEqual([{ text: 'café instantáneo', tone: 'blocking' }]);
    expect(within(await findGuardPanel()).getByText(AVOIDED)).toBeTruthy();
  });

  it("'Evaluar texto' scores the article and keeps the history", async () => {
    const adapters = await withFirstSection('#CaféDeOrigen Café de origen del Huila.');
    const { user } = await open(WRITTEN_BLOG, 'Gestor de contenido', adapters);
    await user.click(within(await findGuardPanel()).getByRole('button', { name: words.score }));
    await waitFor(async () => expect((await stored(adapters, WRITTEN_BLOG)).brandReview).not.toBeNull());
    expect(adapters.ai.callsTo('alignText')[0]?.text).toContain('Café de origen del Huila.');
    await waitFor(() => expect(guardPanel().querySelector('[data-guard-history]')).not.toBeNull());
    expect(guardPanel().querySelector('[data-guard-panel-status]')?.getAttribute('data-guard-panel-status')).toBe(
      'pasa',
    );
  });
});
