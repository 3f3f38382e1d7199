import { describe, expect, it } from 'vitest';
import { mergeArticleEdit } from './article-edit.js';

const section = (sectionTitle: string, text = `${sectionTitle}.`) => ({ sectionTitle, text });
const BASE = [section('Uno'), section('Dos'), section('Tres')];
const at = (index: number, replacement: ReturnType<typeof section>) =>
  BASE.map((current, position) => (position === index ? replacement : current));

describe('mergeArticleEdit', () => {
  it('takes from the draft only the sections changed against the base; the rest stay as stored', () => {
    const stored = at(2, section('Tres', 'Guardado por otra persona.'));
    const draft = at(0, section('Uno editado'));
    expect(mergeArticleEdit(stored, { base: BASE, draft })).toEqual([
      section('Uno editado'),
      section('Dos'),
      section('Tres', 'Guardado por otra persona.'),
    ]);
  });

  it('lets the edited section win over a change of the same section saved meanwhile (the last save of a section stands)', () => {
    const stored = at(1, section('Dos', 'De otra persona.'));
    expect(mergeArticleEdit(stored, { base: BASE, draft: at(1, section('Dos', 'Mío.')) })[1]).toEqual(
      section('Dos', 'Mío.'),
    );
  });

  it('writes nothing new when nothing was changed', () => {
    const stored = at(1, section('Dos', 'De otra persona.'));
    expect(mergeArticleEdit(stored, { base: BASE, draft: BASE })).toEqual(stored);
  });

  it('writes the draft as edited when the stored article or the draft has another number of sections', () => {
    const draft = at(0, section('Uno editado'));
    expect(mergeArticleEdit([section('Nuevo')], { base: BASE, draft })).toEqual(draft);
    const longer = [...BASE, section('Cuatro')];
    expect(mergeArticleEdit(BASE, { base: BASE, draft: longer })).toEqual(longer);
  });
});
